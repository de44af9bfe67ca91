"""The QU4TO lesson, two players on a scripted deal: choose green-up or blue-up, beat the Leading Set, pass by
turning a card round or drawing, then how points are scored (emptying the hand; a 4 that beats earns a QU4TO point,
one that leads earns nothing). The real ``Qu4toState`` plays every move and ``verdict`` says why a selection cannot
be played; the computer's moves are scripted from its legal moves."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _, ngettext, pgettext
from game.play.qu4to.session import hand_words, orient_hint, verdict
from game.rules.qu4to.cards import CODES_OF, FULL_DECK, VALUE, kind_text, set_name
from game.rules.qu4to.moves import DRAW, KEEP, ORIENT, ROTATE, Play, Rotate, play_of
from game.rules.qu4to.state import Qu4toState
from game.scenes.howto.paint import GOLD, Painter
from game.scenes.lessons.base import Hit, LessonScene
from game.ui.theme import PALETTE
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.app import App

YOU = (3, 3, 8, 8, 0, 1, 2, 5, 6, 7, 4, 9, 1, 2)  # kinds: a pair either way up (5-5 / 8-8, 10-10 / 2-2)
THEM = (4, 4, 9, 9, 10, 10, 10, 10, 0, 1, 2, 3, 5, 6)  # leads 6-6; four QU4TO cards beat anything


def scripted_deal() -> list[int]:
    rest = list(FULL_DECK)
    for kind in YOU + THEM:
        rest.remove(kind)
    return list(YOU) + list(THEM) + rest


class Qu4toLesson(LessonScene):
    heading = N_("QU4TO lesson")
    steps = (
        (
            N_("Choose a colour"),
            N_(
                "Each card has a green and a blue number. Hold your whole hand green-up or blue-up: "
                "pick the way that gives you more pairs and runs."
            ),
        ),
        (
            N_("Beat the set"),
            N_(
                "The computer leads {lead}. Click cards that make a stronger set, then press Play. A set is 1 to "
                "4 cards of one number, or 2 to 4 in a row."
            ),
        ),
        (
            # TRANSLATORS: the step's title: passing instead of beating the leading set
            N_("Pass"),
            N_(
                "The computer beat you. You may always pass instead of playing, but it costs something: turn "
                "one card round (select it, then Rotate) or draw a card."
            ),
        ),
        (
            N_("Score points"),
            N_("Points come two ways, shown on the left. Which play there scores a QU4TO point?"),
        ),
    )

    def __init__(self, app: App, **options: Any) -> None:
        self.state = Qu4toState(random.Random(7), players=2, first_leader=1, script=[scripted_deal()])
        self.selected: list[int] = []  # indices into the shown hand
        self.led: tuple[
            int, ...
        ] = ()  # the set the computer led for the step "Beat the set" (not its answer)
        super().__init__(app, **options)
        self.green_button = Button(N_("Green up"), lambda: self._orient(0), size=18)
        self.blue_button = Button(N_("Blue up"), lambda: self._orient(1), size=18)
        self.play_button = Button(N_("Play"), self._play, size=18, primary=True)
        self.rotate_button = Button(N_("Rotate"), self._rotate, size=18)
        self.draw_button = Button(N_("Draw"), self._draw, size=18)
        self.lead_button = Button(N_("Lead 4-5-6-7"), lambda: self._score(beat=False), size=17)
        self.beat_button = Button(N_("Beat 3-3 with 4-4"), lambda: self._score(beat=True), size=17)

    def say(self, text: str) -> str:
        return text.format(lead=set_name(self.led) if self.led else pgettext("QU4TO set", "a set"))

    def hand(self) -> list[int]:
        return sorted(self.state.hand_codes(0), key=lambda c: (VALUE[c], c))

    def setup(self, step: int) -> None:
        st = self.state
        self.selected = []
        if step == 0:
            st.play(ORIENT[0])  # the computer leads this round, so it chooses first
            self.set_stage_buttons([self.green_button, self.blue_button])
        elif step == 1:
            self.set_stage_buttons([self.play_button])
        elif step == 2:
            self.set_stage_buttons([self.rotate_button, self.draw_button])
        else:
            self.set_stage_buttons([self.lead_button, self.beat_button])

    def _computer(self) -> None:
        """The computer's answer: the weakest set that beats the table, else it turns a card round."""
        st = self.state
        plays = [m for m in st.legal_moves() if isinstance(m, Play)]
        if plays:
            st.play(plays[0])
        else:
            st.play(next(m for m in st.legal_moves() if isinstance(m, Rotate)))

    # stage actions -----------------------------------------------------------------------------------
    def _orient(self, up: int) -> None:
        if self.step != 0 or self.complete:
            return
        self.state.play(ORIENT[up])
        self.state.play(play_of((CODES_OF[6][0],) * 2))  # the computer leads a pair of 6s
        self.led = self.state.table
        self.set_stage_buttons([])  # chosen: the choice's buttons go, Next leads on
        text = (
            _("You hold your cards green-up. The computer leads {set}.")
            if up == 0
            else _("You hold your cards blue-up. The computer leads {set}.")
        )
        self.passed(text.format(set=set_name(self.state.table)))

    def click(self, key: Hit) -> None:
        i = key[1]
        if self.state.phase == "keep":
            return
        if i in self.selected:
            self.selected.remove(i)
        else:
            self.selected.append(i)
        if self.step == 1:
            self.feedback = ""

    def _play(self) -> None:
        if self.step != 1 or self.complete:
            return
        hand = self.hand()
        move, why = verdict(self.state, 0, [hand[i] for i in self.selected])
        if move is None:
            self.wrong(why + ".")
            return
        self.state.play(move)
        self.selected = []
        self._computer()
        self.set_stage_buttons([])  # beaten and answered: Play goes, Next leads on
        self.passed(
            _("You beat it with {set}. Now the computer answers with {answer}.").format(
                set=set_name(move.codes), answer=set_name(self.state.table)
            )
        )

    def _rotate(self) -> None:
        if self.step != 2 or self.complete:
            return
        if len(self.selected) != 1:
            self.wrong(_("Select exactly one card to turn round."))
            return
        code = self.hand()[self.selected[0]]
        if code >> 1 == 10:
            self.wrong(_("A QU4TO card reads 4 both ways, so turning it is no pass. Pick another."))
            return
        self.state.play(ROTATE[code])
        self.selected = []
        self.passed(
            _(
                "You turned your {old} round: now it is a {new}. Everyone else has passed, so the computer clears "
                "the table and leads again."
            ).format(old=VALUE[code], new=VALUE[code ^ 1])
        )

    def _draw(self) -> None:
        if self.step != 2 or self.complete:
            return
        st = self.state
        if st.phase == "play":
            st.play(DRAW)
            self.set_stage_buttons(
                [
                    Button(N_("Keep green"), lambda: self._keep(0), size=17),
                    Button(N_("Keep blue"), lambda: self._keep(1), size=17),
                ]
            )
            drawn = st.pending
            if drawn is not None:
                self.feedback = _("You drew a {card}: only you see it. Keep it green-up or blue-up.").format(
                    card=kind_text(drawn)
                )
                self.feedback_ok = True

    def _keep(self, up: int) -> None:
        if self.state.phase != "keep":
            return
        self.state.play(KEEP[up])
        self.set_stage_buttons([])
        if up == 0:
            text = _(
                "You kept it green-up. Everyone else has passed, so the computer clears the table and leads again."
            )
        else:
            text = _(
                "You kept it blue-up. Everyone else has passed, so the computer clears the table and leads again."
            )
        self.passed(text)

    def _score(self, beat: bool) -> None:
        """The scoring step's answer: only the 4 that beats a leading set earns a QU4TO point."""
        if self.step != 3 or self.complete:
            return
        if not beat:
            self.wrong(
                _(
                    "Leading 4-5-6-7 scores nothing: a 4 that leads earns no point. Only a set with a 4 in it "
                    "that beats the leading set earns a QU4TO point."
                )
            )
            return
        self.passed(
            _(
                "Right: 4-4 beats 3-3 with 4s in it, so it scores a QU4TO point at once. With 2 players there are "
                "no QU4TO points."
            )
        )

    # drawing -----------------------------------------------------------------------------------------
    def draw_stage(self, p: Painter, rect: pygame.Rect) -> None:
        from game.art.qu4tocards import card_back, card_face, card_size

        if self.step == 3:
            self._draw_scoring(p, rect)
            return
        st = self.state
        cw = min(p.px(84), (rect.w - p.px(20)) // 10)
        # the computer's hand from behind, and the table
        backs = [card_back(st.ups[1] or 0, card_size(int(cw * 0.6)))] * st.sizes[1]
        x = rect.centerx - (len(backs) * int(cw * 0.3)) // 2
        for b in backs:
            p.image(b, topleft=(x, rect.y))
            x += int(cw * 0.3)
        p.text(
            ngettext("Computer · {n} card", "Computer · {n} cards", st.sizes[1]).format(n=st.sizes[1]),
            15,
            (rect.centerx, rect.y + int(cw * 0.9) + p.px(8)),
            anchor="midtop",
            color=PALETTE["muted"],
        )
        mid = rect.y + rect.h * 0.42
        if st.phase == "keep" and st.pending is not None:  # shown in the table's place until kept
            faces = [card_face(st.pending * 2 + up, card_size(cw)) for up in (0, 1)]
            x = rect.centerx - cw - p.px(10)
            for f in faces:
                p.image(f, midleft=(x, int(mid)))
                x += cw + p.px(20)
            p.text(
                _("You drew this card: green up or blue up?"),
                17,
                (rect.centerx, int(mid - cw * 0.75 - p.px(10))),
                anchor="midbottom",
                bold=True,
                color=PALETTE["cream"],
            )
        elif st.table:
            faces = [card_face(c, card_size(cw)) for c in st.table]
            x = rect.centerx - (len(faces) * (cw + p.px(8))) // 2
            for f in faces:
                p.image(f, midleft=(x, int(mid)))
                x += cw + p.px(8)
            p.text(
                _("Leading set {set}").format(set=set_name(st.table)),
                17,
                (rect.centerx, int(mid - cw * 0.75 - p.px(10))),
                anchor="midbottom",
                bold=True,
                color=PALETTE["cream"],
            )
        elif self.step == 0:
            for up, (codes, _pairs, runs) in enumerate(orient_hint(st, 0)):
                words = (_("Green up: {sets}"), _("Blue up: {sets}"))[up]
                p.text(
                    words.format(sets=hand_words(codes, runs)),
                    17,
                    (rect.centerx, int(mid) - p.px(30) + up * p.px(34)),
                    anchor="center",
                    color=PALETTE["cream"],
                )
        self._hand(p, rect, cw)
        buttons = self.stage_buttons
        bw = p.px(150)
        x = rect.centerx - (len(buttons) * (bw + p.px(12))) // 2
        for button in buttons:
            button.rect = pygame.Rect(x, int(mid + cw * 0.75 + p.px(24)), bw, p.px(48))
            x += bw + p.px(12)

    def _hand(self, p: Painter, rect: pygame.Rect, cw: int) -> None:
        from game.art.qu4tocards import card_face, card_size

        hand = self.hand()
        step = min(cw + p.px(4), (rect.w - cw) // max(1, len(hand) - 1))
        x = rect.centerx - (step * (len(hand) - 1) + cw) // 2
        y = rect.bottom - int(cw * 1.5)
        for i, code in enumerate(hand):
            lift = p.px(18) if i in self.selected else 0
            r = p.image(card_face(code, card_size(cw), selected=i in self.selected), topleft=(x, y - lift))
            if i in self.selected:
                p.ring(r.inflate(p.px(4), p.px(4)), GOLD, 3, 8)
            if not self.complete and self.step > 0:
                self.hits[("card", i)] = pygame.Rect(x, y - lift, step if i < len(hand) - 1 else cw, r.h)
            x += step

    def draw_notes(self, p: Painter, rect: pygame.Rect) -> None:
        """What beats what, under the step's words while the player picks a set (where the side has room)."""
        if self.step != 1:  # also once beaten: it says why the computer's answer beat the player's set
            return
        rule = _(
            "More cards always win; with as many, a same-number set beats a run; then the higher numbers win."
        )
        if p.para_height(rule, 15, rect.w) <= rect.h:
            p.para(rule, 15, rect, color=PALETTE["ink_soft"])

    def _draw_scoring(self, p: Painter, rect: pygame.Rect) -> None:
        """Two plays side by side, each with its button under it: leading 4-5-6-7 onto an empty table, and
        4-4 beating the leading set 3-3."""
        from game.art.qu4tocards import card_face, card_size

        y = rect.y
        for rule in (
            _(
                "Empty your hand: you score 1 point for each player still holding cards (with 4 players: 3, 2, 1)."
            ),
            _(
                "With 3 to 5 players, a set with a 4 in it that beats the leading set scores a QU4TO point "
                "at once (or a point for each 4 in it, if the setup's QU4TO point says One per 4)."
            ),
        ):
            y += p.para(rule, 16, pygame.Rect(rect.x, y, rect.w, rect.h // 3), color=PALETTE["cream"])
            y += p.px(6)
        rect = pygame.Rect(rect.x, y + p.px(10), rect.w, rect.bottom - y - p.px(10))
        half = rect.w // 2
        cw = min(p.px(72), (half - p.px(40)) // 4, (rect.h - p.px(130)) * 10 // 28)
        size = card_size(cw)
        columns: tuple[tuple[str, list[int], list[int], Button], ...] = (
            (_("An empty table: you lead"), [], [4, 5, 6, 7], self.lead_button),
            (_("Leading set 3-3: you beat it"), [3, 3], [4, 4], self.beat_button),
        )
        top = rect.y + p.px(10)
        for i, (caption, table, played, button) in enumerate(columns):
            centre = rect.x + half * i + half // 2
            p.text(caption, 17, (centre, top), anchor="midtop", bold=True, color=PALETTE["cream"], width=half)
            y = top + p.px(44)
            for row in (table, played):
                if not row:
                    continue
                x = centre - (len(row) * (cw + p.px(8)) - p.px(8)) // 2
                for value in row:
                    p.image(card_face(CODES_OF[value][0], size), topleft=(x, y))
                    x += cw + p.px(8)
                y += size[1] + p.px(12)
            button.rect = pygame.Rect(0, 0, min(half - p.px(24), p.px(230)), p.px(48))
            button.rect.midtop = (centre, rect.y + p.px(64) + 2 * (size[1] + p.px(12)))
