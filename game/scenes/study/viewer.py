"""Replay and Review: step through a recorded Quarto game; the coach's marks once it has been reviewed.

``ReplayScene`` opens on the first move; ``QuartoReviewScene`` is the same screen that asks the coach at once
(the review runs in the AI worker, with a progress bar) and opens on the first mistake. Keys: ←/→ step, Home/End,
Space plays the game on by itself, R reviews, C exports, Esc goes back.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _, pgettext
from game.play.quarto.records import RecordedGame, RecordError, import_record, read_record
from game.play.quarto.words import cell_name, piece_words
from game.play.said import Said, now
from game.rules.errors import for_player
from game.rules.quarto.moves import Give, Move, Place, Variant
from game.rules.quarto.state import QuartoState
from game.scenes.base import Scene
from game.scenes.keymap import BACK_ROW, END, ENTER, FORM_ROWS, HOME, LEFT, RIGHT, SPACE, WHEEL, KeyRow
from game.scenes.keymap import row as key_row
from game.scenes.study import clip
from game.scenes.study.board import BAD, GOLD, GOOD, SOFT, Mark, StudyBoard
from game.scenes.study.coach import decision_at, turn_starts
from game.scenes.study.panel import CoachPanel
from game.scenes.table.bots import AiClient
from game.ui.rows import row_need, share_row
from game.ui.widgets import Button, Form

if TYPE_CHECKING:
    from game.app import App

#: why a game does not open in the replay (its one line under the title: the reason first, short)
UNMARKED = N_("Games on the unmarked board do not open in the replay.")
DRAW_PILE = N_("Games with a draw pile do not open in the replay.")
STEP_S = 0.9  # seconds per move while the game plays on by itself
REVIEW_GUESS_S = 5.0  # the progress bar's pace: a whole review takes about this long (issue 15: ≤ 5 s)


def supported(variant: Variant) -> bool:
    """The fixed board without a draw pile: what the study's board shows and the solver analyses exactly."""
    return variant.board == "fixed" and not variant.draw_pile


class ReplayScene(Scene):
    """Owns the record, the shown move, autoplay, and the coach's report when there is one."""

    name = "replay"
    coach_at_once = False

    def __init__(
        self,
        app: App,
        record: str | None = None,
        text: str | None = None,
        players: list[str] | None = None,
        **options: Any,
    ) -> None:
        super().__init__(app, **options)
        self.error = ""  # (a Said where it is our own sentence: drawn in the language of the moment)
        self.game: RecordedGame | None = None
        try:
            self.game = import_record(record) if record is not None else read_record(text or "")
        except (RecordError, ValueError) as exc:
            self.error = " ".join(for_player(exc).split())
        if self.game is not None and not supported(self.game.start.variant):
            unmarked = self.game.start.variant.board != "fixed"
            self.game, self.error = None, Said(UNMARKED if unmarked else DRAW_PILE)
        # (names, like a player's own: worded once, in the language of the moment the record opens)
        self.players = list(players or [_("Seat {n}").format(n=n) for n in (0, 1)])[:2]
        self.board = StudyBoard(app)
        self.hover: int | None = None  # the board square under the pointer (the pieces in front of it fade)
        self.pointer: tuple[int, int] | None = None  # where the mouse was last seen (the piece tooltip)
        self.panel = CoachPanel(self)
        self.index = 0
        self.playing = False
        self.clock = 0.0
        self.report: dict | None = None
        self.review_note = ""
        self.review_t = 0.0
        fast = bool(app.options.headless) and not getattr(app.options, "realtime", False)
        self.client = AiClient("quarto", inline=fast)
        self.states: list[QuartoState] = []
        self.moves: list[Move] = []
        self.starts: list[int] = []
        if self.game is not None:
            self.states = self.game.states()
            self.moves = [m for _, m in self.game.moves]
            self.starts = turn_starts(self.game.start, self.moves)
        self.coachable = self.game is not None
        self.buttons = {
            "first": Button(N_("First"), lambda: self.go_to(0), size=16),
            "prev": Button(N_("Prev"), lambda: self.step(-1), size=16),
            "play": Button(N_("Play"), self.toggle_play, size=16, primary=True),
            "next": Button(N_("Next"), lambda: self.step(1), size=16),
            "last": Button(N_("Last"), lambda: self.go_to(len(self.moves)), size=16),
            "review": Button(N_("Review"), self.start_review, size=16, enabled=self.coachable),
            "export": Button(N_("Export"), self.export, size=16, enabled=self.game is not None),
            "back": Button(N_("Back"), self.app.back, size=16),
        }
        self.form = Form(list(self.buttons.values()))
        self._steppers()

    def _steppers(self) -> None:
        """First and Prev are greyed at the start, Next and Last at the end: a click there would do nothing."""
        for name in ("first", "prev"):
            self.buttons[name].enabled = self.index > 0
        for name in ("next", "last"):
            self.buttons[name].enabled = self.index < len(self.moves)

    # lifecycle -------------------------------------------------------------
    def enter(self) -> None:
        if self.coach_at_once and self.coachable:
            self.start_review()

    def exit(self) -> None:
        self.client.close()

    def layout(self, size: tuple[int, int]) -> None:
        set_key = self.game.start.variant.pieces if self.game else "classic"
        self.board.layout(size, set_key)
        self._lay_buttons()
        self.panel.layout(self.board.side)

    def _lay_buttons(self) -> None:
        """The buttons under the board, by their labels in the language in use (again when one changes)."""
        lay = self.board.laid
        under, gap = self.board.under, lay.px(8)
        names = ("first", "prev", "play", "next", "last")
        w = (under.w - gap * (len(names) - 1)) // len(names)
        for i, key in enumerate(names):
            self.buttons[key].rect = pygame.Rect(under.x + i * (w + gap), under.y, w, under.h)
        row, th = lay.buttons, self.app.theme
        keys = [self.buttons[key] for key in ("review", "export", "back")]
        share_row(th, keys, row, gap)
        if row_need(th, keys, gap) > row.w:  # long labels ("Ausgewertet", "Exportieren"): one row of all
            steppers = [self.buttons[key] for key in names]
            span = pygame.Rect(row.x, under.y, under.right - row.x, under.h)
            share_row(th, keys + steppers, span, gap)
            for b in keys:
                assert b.rect is not None
                b.rect.y, b.rect.h = row.y, row.h

    # stepping --------------------------------------------------------------
    def go_to(self, index: int) -> None:
        self.index = max(0, min(len(self.moves), index))
        if self.index == len(self.moves):
            self.playing = False
        self.buttons["play"].label = N_("Pause") if self.playing else N_("Play")
        self._steppers()

    def step(self, by: int) -> None:
        self.playing = False
        self.go_to(self.index + by)

    def toggle_play(self) -> None:
        if not self.moves:
            return
        if self.index >= len(self.moves):
            self.index = 0
        self.playing = not self.playing
        self.clock = 0.0
        self.buttons["play"].label = N_("Pause") if self.playing else N_("Play")
        self._steppers()

    # the coach ---------------------------------------------------------------
    def start_review(self) -> None:
        if not self.coachable or self.game is None or self.client.busy:
            if not self.coachable:
                self.review_note = N_("The coach reads games on the 4×4 board with no draw pile.")
            return
        self.report = None
        self.review_note = ""
        self.review_t = 0.0
        self.buttons["review"].enabled = False
        self.client.request("review", self.game.final, "perfect", 0, None)
        self._take_review()

    def _take_review(self) -> None:
        got = self.client.poll()
        if got is None:
            return
        self.buttons["review"].enabled = True
        if "error" in got:
            self.review_note = N_("The coach could not review this game.")
            return
        self.report = got
        self.buttons["review"].label = N_("Reviewed")
        self.buttons["review"].enabled = False
        if self.board.lay is not None:  # (a longer label, "Ausgewertet": the row shared out again)
            self._lay_buttons()
        self.on_reviewed()

    def on_reviewed(self) -> None:
        """Replay stays where it is; Review jumps to the first mistake."""

    @property
    def reviewing(self) -> bool:
        return self.client.busy

    def review_progress(self) -> float:
        return min(0.95, self.review_t / REVIEW_GUESS_S)

    def rows(self) -> list[dict]:
        return list(self.report["moves"]) if self.report else []

    def decision(self) -> int | None:
        """The reviewed decision the next move belongs to (the last one at the end of the game)."""
        if not self.starts:
            return None
        return decision_at(self.starts, min(self.index, max(0, len(self.moves) - 1)))

    # export ------------------------------------------------------------------
    def export(self) -> None:
        if self.game is None:
            return
        self.app.notify(clip.export_text(self.app, self.game.final.record()))

    # per frame ---------------------------------------------------------------
    def key_help(self) -> tuple[KeyRow, ...]:
        return (
            key_row(LEFT, RIGHT, does=N_("a move back or forward")),
            key_row(HOME, END, does=N_("the start or the end of the game")),
            key_row(SPACE, does=N_("play the moves one by one, or stop")),
            key_row("R", does=N_("the coach's review of the game")),
            key_row("C", does=N_("copy the game's record")),
            key_row(WHEEL, does=N_("scroll the move list")),
            *FORM_ROWS[:2],
            key_row(ENTER, does=N_("press the highlighted button")),
            BACK_ROW,
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_LEFT: lambda: self.step(-1),
                pygame.K_RIGHT: lambda: self.step(1),
                pygame.K_HOME: lambda: self.go_to(0),
                pygame.K_END: lambda: self.go_to(len(self.moves)),
                pygame.K_SPACE: self.toggle_play,
                pygame.K_r: self.start_review,
                pygame.K_c: self.export,
                pygame.K_ESCAPE: self.app.back,
                pygame.K_BACKSPACE: self.app.back,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.panel.wheel(event.y > 0)
            return True
        if event.type == pygame.MOUSEMOTION and self.board.lay is not None:
            self.hover, self.pointer = self.board.cell_at(event.pos), event.pos
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.panel.click(event.pos):
            return True
        return self.form.handle(self.app, event)

    def update(self, dt: float) -> bool:
        moving = False
        if self.client.busy:
            self.review_t += dt
            self._take_review()
            moving = True
        if self.playing:
            self.clock += dt
            if self.clock >= STEP_S:
                self.clock = 0.0
                self.go_to(self.index + 1)
            moving = True
        return moving

    def autoplay(self, frame: int) -> None:
        if not self.playing and self.index < len(self.moves) and frame % 20 == 0:
            self.go_to(self.index + 1)

    def draw(self, surface: pygame.Surface) -> None:
        if self.board.lay is None or self.board.lay.size != surface.get_size():
            self.layout(surface.get_size())
        if self.game is None:
            self.board.draw(
                surface, [None] * 16, [], None, banner=(_("This record cannot be shown"), now(self.error))
            )
        else:
            st = self.states[self.index]
            self.board.draw(
                surface, st.board, sorted(st.pool), st.hand, self.marks(), self.banner(), seen=self.hover
            )
            self.board.tooltip(surface, st, self.hover, self.pointer)
        self.panel.draw(surface)
        self.form.draw(surface, self.app.theme)

    # what the board shows ----------------------------------------------------
    def mover(self, index: int) -> str:
        seat = self.states[index].to_move
        return self.players[seat] if seat is not None and seat < len(self.players) else "?"

    def move_words(self, index: int) -> str:
        move, st = self.moves[index], self.states[index]
        who = self.mover(index)
        if isinstance(move, Give):
            return _("{who} gives {piece}").format(who=who, piece=piece_words(st.pieces, move.piece))
        if isinstance(move, Place):
            grid = st.variant.grid_size if st.variant.board == "fixed" else 7
            return _("{who} places on {square}").format(who=who, square=cell_name(move.cell, grid))
        # TRANSLATORS: {word} is the piece set's call, e.g. "Quarto!"
        return _("{who} calls {word}").format(who=who, word=st.pieces.call_word)

    def banner(self) -> tuple[str, tuple[str, str]]:
        """The title (the move shown) and the line under it, in a long and a short form: the keys are left out
        where the line does not fit (larger text, a long language; F1 lists them)."""
        n = len(self.moves)
        if self.game is None:
            raise RuntimeError("no record to show")  # draw shows the error instead
        final = self.game.final
        out = final.outcome
        names = {"n": self.index, "total": n}
        if out is not None and out.winner is not None:
            winner = self.players[out.winner]
            line = (
                _("Move {n} of {total} · {name} wins · ←/→ step, Space plays, Home/End").format(
                    name=winner, **names
                ),
                _("Move {n} of {total} · {name} wins").format(name=winner, **names),
            )
        elif final.is_over:
            line = (
                _("Move {n} of {total} · a draw · ←/→ step, Space plays, Home/End").format(**names),
                _("Move {n} of {total} · a draw").format(**names),
            )
        else:
            line = (
                _("Move {n} of {total} · unfinished · ←/→ step, Space plays, Home/End").format(**names),
                _("Move {n} of {total} · unfinished").format(**names),
            )
        if self.index == 0:
            return (_("The start of the game") if n else pgettext("game record", "An empty record"), line)
        if self.index == n and out is not None and out.winner is not None:  # the winning line is ringed
            return (
                _("{move} — {name} wins").format(move=self.move_words(n - 1), name=self.players[out.winner]),
                line,
            )
        return (self.move_words(self.index - 1), line)

    def marks(self) -> tuple[Mark, ...]:
        out: list[Mark] = []
        last = self.moves[self.index - 1] if self.index > 0 else None
        if isinstance(last, Place):
            out.append(Mark(SOFT, cell=last.cell))
        final = self.game.final.outcome if self.game is not None else None
        if self.index == len(self.moves) and final is not None and final.winner is not None:
            out += [Mark(GOLD, cell=c) for p in final.patterns for c in p.cells]  # the line that won
        rows, ply = self.rows(), self.decision()
        if rows and ply is not None and ply < len(rows) and self.index == self.starts[ply]:
            row = rows[ply]
            better = row.get("better")
            if better:
                if better.get("cell") is not None:
                    out.append(Mark(GOOD, cell=better["cell"]))
                if better.get("give") is not None:
                    out.append(Mark(GOOD, piece=better["give"]))
                played = row["move"]
                if played.get("cell") is not None and played["cell"] != better.get("cell"):
                    out.append(Mark(BAD, cell=played["cell"]))
        return tuple(out)


class QuartoReviewScene(ReplayScene):
    """The coach: Replay that reviews at once and then shows the first mistake."""

    name = "study-review"
    coach_at_once = True

    def autoplay(self, frame: int) -> None:
        """The visitor waits for the coach, then looks at the first mistake."""

    def on_reviewed(self) -> None:
        for row in self.rows():
            if row["verdict"] == "mistake":
                self.go_to(self.starts[row["ply"]])
                return
