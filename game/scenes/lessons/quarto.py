"""The Quarto-family lesson (any piece set): give a safe piece, place one, spot the winning square, call it.

Every position is a real ``QuartoState`` under manual calls; the engine says which gives are deadly, which
squares win and whether the call counts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.i18n import N_, _, ngettext
from game.play.quarto.words import pattern_words, piece_name
from game.rules.quarto import PIECE_SETS, Call, Give, Place, QuartoState, Variant, WinPattern
from game.scenes.howto.fig_quarto import LINE_PIECE, LINE_POSITION
from game.scenes.howto.paint import Painter, board, draw_piece
from game.scenes.lessons.base import Hit, LessonScene
from game.ui.theme import PALETTE
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

PLACE_POSITION = "0.......5.....c.:6"  # a quiet board: any square is safe


class QuartoLesson(LessonScene):
    steps = (  # the classic pieces' words; CARD_STEPS says the same of cards
        (
            N_("Give"),
            N_(
                "Your opponent plays whatever you hand them. Click a piece in the pool to give it — but not "
                "one that lets them finish a line!"
            ),
        ),
        (N_("Place"), N_("Now it is your turn to place. Put the piece you were given on any empty square.")),
        (
            N_("Spot a line"),
            N_("This piece can win. Find the square where it completes four in a line that share a trait."),
        ),
        (
            N_("Call it"),
            N_(
                "You made a line! Under the manual rule it only counts if you say so: press {word} before "
                "you give."
            ),
        ),
    )
    card_steps = (
        N_(
            "Your opponent plays whatever you hand them. Click a card in the pool to give it — but not "
            "one that lets them finish a line!"
        ),
        N_("Now it is your turn to place. Put the card you were given on any empty square."),
        N_("This card can win. Find the square where it completes four in a line that share a trait."),
        steps[3][1],
    )

    def __init__(self, app: App, game: str = "quarto", **options: Any) -> None:
        entry = catalog.GAMES.get(game)
        entry = (
            entry if entry is not None and entry.family == "quarto" and entry.menu else catalog.game("quarto")
        )
        self.set_key = str(entry.options["pieces"])
        self.pieces = PIECE_SETS[self.set_key]
        self.entry_name = entry.name
        self.state: QuartoState | None = None
        super().__init__(app, entry.id, **options)
        self.call_button = Button(self.pieces.call_word, self._call, size=22, primary=True)

    @property
    def position(self) -> QuartoState:
        """The board of the step shown (``setup`` sets one up before a step is shown)."""
        if self.state is None:
            raise RuntimeError("the lesson's board is used before it is set up")
        return self.state

    def say(self, text: str) -> str:
        return text.format(word=self.pieces.call_word)

    def heading_words(self) -> str:
        return _("{game} lesson").format(game=self.entry_name)

    def step_words(self, i: int) -> tuple[str, str]:
        title, what = self.steps[i]
        if self.pieces.noun != "piece":
            what = self.card_steps[i]
        return _(title), self.say(_(what))

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
                n = len(st.winning_cells(value))
                if self.pieces.noun == "piece":
                    text = ngettext(
                        "Careful! With that piece your opponent could win on {n} square: {why}. Try another.",
                        "Careful! With that piece your opponent could win on {n} squares: {why}. Try another.",
                        n,
                    )
                else:
                    text = ngettext(
                        "Careful! With that card your opponent could win on {n} square: {why}. Try another.",
                        "Careful! With that card your opponent could win on {n} squares: {why}. Try another.",
                        n,
                    )
                self.wrong(text.format(n=n, why=self._why(value)))
                return
            st.play(Give(value))
            self.passed(
                _(
                    "Safe! The {piece} cannot finish a line. Your opponent places it and hands you one back."
                ).format(piece=piece_name(self.pieces, value))
            )
        elif self.step == 1 and kind == "cell" and value in st.legal_cells():
            st.play(Place(value))
            self.passed(_("Placed. Then you would give again — that is the whole rhythm: give, place, give."))
        elif self.step == 2 and kind == "cell":
            if value not in st.winning_cells():
                self.wrong(
                    _(
                        "Not there: no line through that square would share a trait. Look for three "
                        "in a row that have something in common with your piece."
                    )
                )
                return
            st.play(Place(value))
            pattern = st.winning_patterns_now()[0]
            self.passed(_("Yes! {line}.").format(line=self._words(pattern)))

    def _why(self, piece: int) -> str:
        probe = self.position.copy()
        probe.play(Give(piece))
        probe.play(Place(probe.winning_cells()[0]))
        return self._words(probe.winning_patterns_now()[0], capital=False)

    def _words(self, pattern: WinPattern, capital: bool = True) -> str:
        """A winning line as the lesson says it ("The top row: all light"), in the language in use."""
        return pattern_words(self.pieces, pattern.description, pattern.shared, capital)

    def _call(self) -> None:
        if self.step != 3 or self.complete:
            return
        self.position.play(Call())
        out = self.position.outcome
        if out is not None and out.winner is not None:
            self.passed(
                _(
                    "{call} — you win! {line}. Had you given without calling, your opponent could have called it "
                    "and stolen the win."
                ).format(call=self.pieces.call_word, line=self._words(out.patterns[0]))
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
                _("Your piece to place") if self.set_key == "classic" else _("Your card to place"),
                17,
                (right.centerx, right.y + p.px(40)),
                anchor="midtop",
                bold=True,
                color=PALETTE["cream"],
            )
            cell = min(right.w // 2, p.px(130))
            rise = int(cell * 1.3) if self.set_key == "classic" else cell // 2  # a tall piece stands up
            draw_piece(p, self.set_key, st.hand, (right.centerx, right.y + p.px(80) + rise), cell)
            y = right.y + p.px(110) + rise + cell // 2
            for line in p.th.wrap(piece_name(self.pieces, st.hand), 15, right.w):  # two lines in German
                p.text(line, 15, (right.centerx, y), anchor="midtop", color=PALETTE["muted"])
                y += p.th.font(15).get_linesize()
        elif self.step == 3:
            self.call_button.rect = pygame.Rect(0, 0, min(right.w, p.px(220)), p.px(64))
            self.call_button.rect.center = right.center
            if self.complete:
                p.text(
                    _("Won!"),
                    30,
                    (right.centerx, self.call_button.rect.y - p.px(20)),
                    anchor="midbottom",
                    bold=True,
                    color=PALETTE["gold"],
                )

    def _pool(self, p: Painter, rect: pygame.Rect) -> None:
        st = self.position
        p.text(_("The pool"), 17, (rect.centerx, rect.y), anchor="midtop", bold=True, color=PALETTE["cream"])
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
