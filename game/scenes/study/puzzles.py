"""The Puzzles screen: a ladder of "win in N" puzzles and today's puzzle, played on the Quarto board against
the computer, which defends perfectly (Perfect, in the AI worker). Try again, Show solution, stars per puzzle.

Keys: T tries again, S shows the solution, N / P next and previous puzzle, V the next piece set, Esc goes back.
"""

from __future__ import annotations

import datetime
import random
from typing import TYPE_CHECKING, Any

import pygame

from game import resources
from game.i18n import N_, _
from game.play.quarto.lookahead import standin_move
from game.play.quarto.puzzle_book import Progress, PuzzleBook, key
from game.play.said import now
from game.rules.quarto import IllegalMove, parse_move
from game.scenes.base import Scene
from game.scenes.keymap import BACK_ROW, CLICK, FORM_ROWS, KeyRow, row
from game.scenes.study.board import StudyBoard
from game.scenes.study.ladder import Ladder
from game.scenes.study.puzzle_words import PuzzleWords
from game.scenes.study.trial import Trial
from game.scenes.table.bots import AiClient
from game.ui.rows import share_row
from game.ui.widgets import Button, Form

if TYPE_CHECKING:
    from game.app import App

SETS = {
    "classic": N_("Classic pieces"),
    "set": N_("SET cards"),
    "aces": "Aces & Faces",
    "common": "Common Sense",
}
REPLY_PAUSE_S = 0.5  # the computer's reply waits this long, so the player sees their own move land


class PuzzleScene(PuzzleWords, Scene):
    """Owns the ladder, the current try, the solution shown (if any) and the computer's pending reply."""

    name = "study-puzzles"

    def __init__(
        self, app: App, puzzles: list[dict] | None = None, today: datetime.date | None = None, **options: Any
    ) -> None:
        super().__init__(app, **options)
        folder = resources.data_dir()
        self.today = today
        self.pieces = "classic"
        self.fast = bool(app.options.headless) and not getattr(app.options, "realtime", False)
        self.book = None if puzzles is not None else PuzzleBook(folder, today)
        self.puzzles: list[dict] = list(puzzles or [])
        self.progress = Progress(folder)
        self.board = StudyBoard(app)
        self.ladder = Ladder(self)
        self.client = AiClient("quarto", inline=self.fast)
        self.rng = random.Random(app.options.seed)
        self.current = -1
        self.trial: Trial | None = None
        self.attempt = 0  # this try's number (0 until the player's first move of the try)
        self.shown: tuple[int | None, int | None] | None = None  # the solution on the board
        self.hover: int | None = None  # the board square under the pointer (the pieces in front of it fade)
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen (the piece tooltip)
        self.wait = 0.0
        self.making = 0.0  # seconds spent waiting for the book to make the puzzles (shown while it works)
        self.buttons = {
            "again": Button(N_("Try again"), self.try_again, size=16),
            "solution": Button(N_("Show solution"), self.show_solution, size=16),
            "next": Button(N_("Next puzzle"), lambda: self.open(self.current + 1), size=16, primary=True),
            "back": Button(N_("Back"), self.app.back, size=16),
            "set": Button(self._set_label(), self.switch_set, size=16),
        }
        self.form = Form(list(self.buttons.values()))
        self.resting = True  # no button holds the focus while a try begins: the board is where to act
        if self.puzzles:
            self.open(self.first_unsolved())
        self._puzzle_buttons()

    def _puzzle_buttons(self) -> None:
        """Try again, Show solution and Next puzzle act on a puzzle: while none is open, they are greyed."""
        for name in ("again", "solution", "next"):
            self.buttons[name].enabled = self.trial is not None

    # lifecycle ----------------------------------------------------------------
    def enter(self) -> None:
        if self.book is not None:
            self.book.make(self.make_how())
            self._take_book()

    def exit(self) -> None:
        self.client.close()
        if self.book is not None:
            self.book.close()

    def _set_label(self) -> str:
        """The piece-set button's label (set again on every layout: a language switch lays the screen out)."""
        # TRANSLATORS: the button that switches the puzzles' piece set; V is its key
        return _("{pieces} · V").format(pieces=_(SETS[self.pieces]))

    def layout(self, size: tuple[int, int]) -> None:
        self.buttons["set"].label = self._set_label()
        self.board.layout(size, self.pieces)
        self.buttons["set"].rect = self.board.laid.buttons.copy()
        under, gap = self.board.under, self.board.laid.px(8)
        names = ("again", "solution", "next", "back")
        share_row(self.app.theme, [self.buttons[n] for n in names], under, gap)
        self.ladder.layout(self.board.side)

    def make_how(self) -> str:
        """A real window makes puzzles in a process; fast headless runs on a thread, or at once to autoplay."""
        if not self.fast:
            return "process"
        return "inline" if self.app.options.autoplay else "thread"

    def switch_set(self) -> None:
        """The next piece set's ladder (made on first use, like the classic one)."""
        names = list(SETS)
        self.pieces = names[(names.index(self.pieces) + 1) % len(names)]
        self.client.cancel()
        self.trial, self.current, self.puzzles = None, -1, []
        self.making = 0.0
        if self.book is not None:
            self.book.close()
        self.book = PuzzleBook(resources.data_dir(), self.today, self.pieces)
        self.book.make(self.make_how())
        self.layout(self.app.size)
        self._take_book()

    def _take_book(self) -> None:
        if self.book is not None and not self.puzzles and self.book.poll():
            self.puzzles = self.book.puzzles()
            self.open(self.first_unsolved())
        self._puzzle_buttons()

    def waiting_words(self) -> tuple[str, ...]:
        """The banner's line while the puzzles are made: a long form and a short one (larger text)."""
        if self.book is not None and self.book.error:
            return (now(self.book.error),)
        n = int(self.making)
        return (
            _("Making the puzzles (the first time only; up to a minute)… {n} s").format(n=n),
            _("Making the puzzles… {n} s").format(n=n),
        )

    # puzzles ------------------------------------------------------------------
    def first_unsolved(self) -> int:
        return next((i for i, p in enumerate(self.puzzles) if not self.progress.entry(key(p))["solved"]), 0)

    def open(self, index: int) -> None:
        if not self.puzzles:
            return
        self.current = index % len(self.puzzles)
        pieces = self.puzzles[self.current].get("pieces", "classic")
        if pieces != self.pieces:  # a list given to the screen may hold another set's puzzles
            self.pieces = pieces
            self.buttons["set"].label = self._set_label()
            if self.board.lay is not None:
                self.layout(self.app.size)
        self.try_again(count=False)

    def try_again(self, count: bool = True) -> None:
        if not self.puzzles:
            return
        self.client.cancel()
        self.trial = Trial(self.puzzles[self.current])
        self.attempt = 0
        self.shown = None
        self.wait = 0.0
        self.resting = True

    def show_solution(self) -> None:
        if self.trial is None:
            return
        if self.trial.result is not None:
            self.try_again()
        self.shown = self.trial.solution()
        if self.shown is not None:
            self.progress.peeked(self.position)

    # the player's moves ------------------------------------------------------
    def _started(self) -> None:
        if self.attempt == 0:
            self.attempt = self.progress.attempt(self.position)

    def place(self, cell: int) -> bool:
        t = self.trial
        if t is None or not t.players_turn() or t.state.phase != "place":
            return False
        try:
            self._started()
            t.place(cell)
        except IllegalMove as exc:
            self.app.notify(exc.for_player(), 3)
            return False
        # the shown solution's give stays shown after its placement; a win in one has no give left to show
        follows = self.shown is not None and self.shown[0] == cell and self.shown[1] is not None
        self.shown = (None, self.shown[1]) if follows and self.shown else None
        self._after_move()
        return True

    def give(self, piece: int) -> bool:
        t = self.trial
        if t is None or not t.players_turn() or t.state.phase != "give" or piece not in t.state.pool:
            return False
        t.give(piece)
        self.shown = None
        self.wait = 0.0
        self._after_move()
        return True

    def _after_move(self) -> None:
        t = self._try()
        if t.result == "solved":
            self.progress.solved(self.position, self.attempt)
            self.app.audio.play("win")
        elif t.result == "failed":
            self.app.audio.play("error")
        if t.result is not None:  # Enter does what the banner offers: the next puzzle, or another try
            self.form.focus = list(self.buttons).index("next" if t.result == "solved" else "again")
            self.resting = False

    # the computer's reply ------------------------------------------------------
    def _computer(self, dt: float) -> bool:
        t = self.trial
        if t is None or t.result is not None or t.players_turn():
            return False
        if not self.client.busy:
            self.wait += dt
            if self.wait < REPLY_PAUSE_S and not self.fast:
                return True
            self.client.request("move", t.state, "perfect", self.rng.randrange(1 << 30), None)
        got = self.client.poll()
        if got is None:
            return True
        self.wait = 0.0
        try:
            move = parse_move(got["move"]) if "move" in got else None
            if move is None or move not in t.state.legal_moves():
                raise IllegalMove("no usable move from the computer")
        except (IllegalMove, ValueError):
            move = standin_move(t.state, "perfect", self.rng)
        t.state.play(move)
        t.computer_moved()
        self._after_move()
        if t.players_turn() and t.result is None and self.shown is not None:
            self.shown = t.solution()
        return True

    # per frame -------------------------------------------------------------------
    def key_help(self) -> tuple[KeyRow, ...]:
        return (
            row(CLICK, does=N_("place on a square, give a piece, open a puzzle of the ladder")),
            row("T", does=N_("try the puzzle again")),
            row("S", does=N_("show the solution")),
            row("N", "P", does=N_("next or previous puzzle")),
            row("V", does=N_("switch between the puzzle sets")),
            *FORM_ROWS[:3],
            BACK_ROW,
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_t: self.try_again,
                pygame.K_s: self.show_solution,
                pygame.K_n: lambda: self.open(self.current + 1),
                pygame.K_p: lambda: self.open(self.current - 1),
                pygame.K_v: self.switch_set,
                pygame.K_ESCAPE: self.app.back,
                pygame.K_BACKSPACE: self.app.back,
            }
            if event.key in keys:
                keys[event.key]()
                return True
        if event.type == pygame.MOUSEMOTION and self.board.lay is not None:
            self.hover = self.board.cell_at(event.pos)
            self.pointer = event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.board.lay is not None:
            picked = self.ladder.click(event.pos)
            if picked is not None:
                self.open(picked)
                return True
            cell = self.board.cell_at(event.pos)
            if cell is not None and self.place(cell):
                return True
            t = self.trial
            if t is not None:
                piece = self.board.piece_at(event.pos, list(t.state.pool))
                if piece is not None and self.give(piece):
                    return True
        return self._form_event(event)

    def _form_event(self, event: pygame.event.Event) -> bool:
        """The buttons' keys and clicks; while the focus rests, Enter does nothing and Tab or an arrow (or the
        pointer on a button) brings it to a button."""
        before, keys = self.form.focus, (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN)
        if self.resting and event.type == pygame.KEYDOWN:
            if event.key in keys:
                self.resting = False
                return True  # the focus shows where it is (the first button) before it moves
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return True
        used = self.form.handle(self.app, event)
        self.resting = self.resting and self.form.focus == before
        return used

    def update(self, dt: float) -> bool:
        moving = False
        if self.book is not None and not self.puzzles:
            second = int(self.making)
            self.making += dt
            self._take_book()
            moving = int(self.making) != second or bool(self.puzzles)  # the count of seconds, then the puzzle
        return self._computer(dt) or moving

    def autoplay(self, frame: int) -> None:
        """The visitor looks at the puzzle, then asks for the solution."""
        if frame == 30 and self.trial is not None:
            self.show_solution()

    def draw(self, surface: pygame.Surface) -> None:
        if self.board.lay is None or self.board.lay.size != surface.get_size():
            self.layout(surface.get_size())
        t = self.trial
        if t is None:
            self.board.draw(surface, [None] * 16, [], None, banner=(_("Puzzles"), self.waiting_words()))
        else:
            st = t.state
            seen = self.hover if self.hover is not None else (self.shown[0] if self.shown else None)
            self.board.draw(
                surface,
                st.board,
                sorted(st.pool),
                st.hand,
                self.marks(),
                self.banner(),
                self.ghosts(),
                seen,
                self.won(),
            )
            self.board.tooltip(surface, st, self.hover, self.pointer, self.won())
        self.ladder.draw(surface)
        for i, w in enumerate(self.form.widgets):
            if w.rect is not None:
                w.draw(surface, self.app.theme, i == self.form.focus and not self.resting)
