"""The Quarto-family lesson (any piece set): give a safe piece, place one, spot the winning square, call it.

Every position is a real ``QuartoState`` under manual calls; the engine says which gives are deadly, which
squares win and whether the call counts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.rules.quarto import PIECE_SETS, Call, Give, Place, QuartoState, Variant
from game.scenes.howto.fig_quarto import LINE_PIECE, LINE_POSITION
from game.scenes.howto.paint import Painter, board, draw_piece
from game.scenes.lessons.base import Hit, LessonScene
from game.ui.theme import PALETTE
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

PLACE_POSITION = "0.......5.....c.:6"  # a quiet board: any square is safe


class QuartoLesson(LessonScene):
    steps = (
        (
            "Give",
            "Your opponent plays whatever you hand them. Click a {noun} in the pool to give it — but not "
            "one that lets them finish a line!",
        ),
        ("Place", "Now it is your turn to place. Put the {noun} you were given on any empty square."),
        (
            "Spot a line",
            "This {noun} can win. Find the square where it completes four in a line that share a trait.",
        ),
        (
            "Call it",
            "You made a line! Under the manual rule it only counts if you say so: press {word} before "
            "you give.",
        ),
    )

    def __init__(self, app: App, game: str = "quarto", **options: Any) -> None:
        entry = catalog.GAMES.get(game)
        entry = (
            entry if entry is not None and entry.family == "quarto" and entry.menu else catalog.game("quarto")
        )
        self.game = entry.id
        self.set_key = str(entry.options["pieces"])
        self.pieces = PIECE_SETS[self.set_key]
        self.heading = f"{entry.name} lesson"
        self.state: QuartoState | None = None
        super().__init__(app, **options)
        self.call_button = Button(self.pieces.call_word, self._call, size=22, primary=True)

    @property
    def position(self) -> QuartoState:
        """The board of the step shown (``setup`` sets one up before a step is shown)."""
        if self.state is None:
            raise RuntimeError("the lesson's board is used before it is set up")
        return self.state

    def say(self, text: str) -> str:
        return text.format(noun=self.pieces.noun, word=self.pieces.call_word)

    def setup(self, step: int) -> None:
        v = Variant(pieces=self.set_key, calls="manual")
        if step == 0:
            self.state = QuartoState.from_position(LINE_POSITION, v)
        elif step == 1:
            self.state = QuartoState.from_position(PLACE_POSITION, v)
        elif step == 2:
            self.state = QuartoState.from_position(f"{LINE_POSITION}:{LINE_PIECE:x}", v)
        self.set_stage_buttons([self.call_button] if step == 3 else [])

    # answers -----------------------------------------------------------------------------------------
    def click(self, key: Hit) -> None:
        kind, value = key
        st = self.position
        if self.step == 0 and kind == "piece":
            if value in st.deadly_gives():
                cells = st.winning_cells(value)
                self.wrong(
                    f"Careful! With that {self.pieces.noun} your opponent could win on "
                    f"{len(cells)} square{'s' if len(cells) != 1 else ''}: "
                    f"{self._why(value)}. Try another."
                )
                return
            st.play(Give(value))
            self.passed(
                f"Safe! The {self.pieces.piece_name(value)} cannot finish a line. Your opponent "
                f"places it and hands you one back."
            )
        elif self.step == 1 and kind == "cell" and value in st.legal_cells():
            st.play(Place(value))
            self.passed("Placed. Then you would give again — that is the whole rhythm: give, place, give.")
        elif self.step == 2 and kind == "cell":
            if value not in st.winning_cells():
                self.wrong(
                    "Not there: no line through that square would share a trait. Look for three "
                    "in a row that have something in common with your piece."
                )
                return
            st.play(Place(value))
            pattern = st.winning_patterns_now()[0]
            self.passed(f"Yes! {pattern.description.capitalize()}.")

    def _why(self, piece: int) -> str:
        probe = self.position.copy()
        probe.play(Give(piece))
        probe.play(Place(probe.winning_cells()[0]))
        return probe.winning_patterns_now()[0].description

    def _call(self) -> None:
        if self.step != 3 or self.complete:
            return
        self.position.play(Call())
        out = self.position.outcome
        if out is not None and out.winner is not None:
            self.passed(
                f"{self.pieces.call_word} — you win! {out.patterns[0].description.capitalize()}. Had you "
                f"given without calling, your opponent could have called it and stolen the win."
            )

    def start_step(self, i: int) -> None:
        if i == 3:  # the call follows on the same board, just after the winning placement
            self.step, self.complete, self.feedback = i, False, ""
            self.set_stage_buttons([self.call_button])
            return
        super().start_step(i)

    # drawing -----------------------------------------------------------------------------------------
    def draw_stage(self, p: Painter, rect: pygame.Rect) -> None:
        st = self.position
        side = min(rect.h, int(rect.w * 0.56))
        brect = pygame.Rect(rect.x, rect.centery - side // 2, side, side)
        cells = {i: q for i, q in enumerate(st.board) if q is not None}
        gold: tuple[int, ...] = ()
        if self.step >= 2 and st.winning_patterns_now():
            gold = st.winning_patterns_now()[0].cells
        rects = board(p, brect, self.set_key, cells, gold=gold)
        if st.phase == "place" and not self.complete:
            for c in st.legal_cells():
                self.hits[("cell", c)] = rects[c]
        right = pygame.Rect(brect.right + p.px(28), rect.y, rect.right - brect.right - p.px(28), rect.h)
        if st.phase == "give" and self.step == 0 and not self.complete:
            self._pool(p, right)
        elif self.step in (1, 2) and not self.complete and st.hand is not None:
            p.text(
                "Your piece to place" if self.set_key == "classic" else "Your card to place",
                17,
                (right.centerx, right.y + p.px(40)),
                anchor="midtop",
                bold=True,
                color=PALETTE["cream"],
            )
            cell = min(right.w // 2, p.px(130))
            rise = int(cell * 1.3) if self.set_key == "classic" else cell // 2  # a tall piece stands up
            draw_piece(p, self.set_key, st.hand, (right.centerx, right.y + p.px(80) + rise), cell)
            p.text(
                self.pieces.piece_name(st.hand),
                15,
                (right.centerx, right.y + p.px(110) + rise + cell // 2),
                anchor="midtop",
                color=PALETTE["muted"],
                width=right.w,
            )
        elif self.step == 3:
            self.call_button.rect = pygame.Rect(0, 0, min(right.w, p.px(220)), p.px(64))
            self.call_button.rect.center = right.center
            if self.complete:
                p.text(
                    "Won!",
                    30,
                    (right.centerx, self.call_button.rect.y - p.px(20)),
                    anchor="midbottom",
                    bold=True,
                    color=PALETTE["gold"],
                )

    def _pool(self, p: Painter, rect: pygame.Rect) -> None:
        st = self.position
        p.text("The pool", 17, (rect.centerx, rect.y), anchor="midtop", bold=True, color=PALETTE["cream"])
        cols = 4
        pool = list(st.pool)
        rows = (len(pool) + cols - 1) // cols
        tall = 1.35 if self.set_key == "classic" else 1.1
        cell = min(rect.w // cols, int((rect.h - p.px(40)) / rows / tall))
        x0 = rect.centerx - cols * cell // 2
        for i, piece in enumerate(pool):
            r = pygame.Rect(
                x0 + (i % cols) * cell,
                rect.y + p.px(34) + int((i // cols) * cell * tall),
                cell,
                int(cell * tall),
            )
            draw_piece(p, self.set_key, piece, (r.centerx, r.bottom - cell // 2), int(cell * 0.9))
            self.hits[("piece", piece)] = r
