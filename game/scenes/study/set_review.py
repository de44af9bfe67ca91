"""The SET coach's "Review game": every SET taken (who, when, how long its cards had lain together), wrong calls
with the feature that broke the rule, the SETs that lay longest unseen, and the find times by table size; the
table at the chosen moment on the left, drawn with the table's own card art.

``app.push("set-review", text=<record>, players=[names])``; without a record it shows a sample game played by
computers on a seeded clock (``--scene set-review``), as Replay does for Quarto.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _, decimal, ngettext
from game.play.history_records import record_text
from game.play.seats import seat_colour
from game.play.setgame import words
from game.play.setgame.review import Moment, SetReview, find_summary, read
from game.rules.errors import NotationError, for_player
from game.rules.setgame.cards import Card
from game.rules.setgame.moves import MODE_NAMES
from game.rules.setgame.ultra import pairing
from game.scenes.setgame.cards import mark_chip, mark_labels
from game.scenes.study.review_base import TONES, ReviewListScene, ReviewRow
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App

SAMPLE_LEVELS = ["medium", "hard"]  # the sample: a Medium computer in the player's seat against a Hard one
SAMPLE_SEED = 1
SAMPLE_PLAYERS = [N_("You (sample)"), N_("Computer")]
ROWS_OF_CARDS = 3  # as on the table: three rows, a column more for every three cards past twelve
WRONG_COST = 5.0  # "costly first" puts the player's wrong calls among SETs missed for about this many seconds
CARD_RATIO = 1.6  # a SET card is 1.6 times as wide as it is high


def sample_record() -> str:
    """A whole game between computers on a simulated clock, the same for every run (seat 0 stands for you)."""
    from game.ai.set_sim import play_game  # only when the sample is asked for

    session = play_game(SAMPLE_LEVELS, SAMPLE_SEED)
    if session.state is None:
        raise RuntimeError("a classic SET game always has its state")
    return record_text(session.state, {"Seats": "human," + SAMPLE_LEVELS[1]})


def clock(seconds: float | None) -> str:
    if seconds is None:
        return "–:––"
    whole = int(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def card_words(cards: tuple[int, ...]) -> str:
    return " / ".join(words.card_words(c) for c in cards)


class SetReviewScene(ReviewListScene):
    """Owns the read record (``review``), the players' names, and the card faces it painted."""

    name = "set-review"
    title = N_("SET · Review game")
    export_name = "set"

    def __init__(
        self, app: App, text: str | None = None, players: list[str] | None = None, **options: Any
    ) -> None:
        self.error = ""
        self.sample = text is None
        self.text = sample_record() if text is None else text
        self.review: SetReview | None = None
        try:
            self.review = read(self.text)
        except (NotationError, ValueError) as exc:
            self.error = " ".join(for_player(exc).split())
        self.given = list(players or (SAMPLE_PLAYERS if self.sample else []))  # the sample's: msgids
        super().__init__(app, **options)

    @property
    def players(self) -> list[str]:
        """The seats' names in the language in use (the sample's are translated when asked, not once)."""
        n = self.review.state.num_players if self.review else 0
        given = [_(p) for p in self.given] if self.sample else self.given
        return [given[i] if i < len(given) else _("Seat {n}").format(n=i + 1) for i in range(n)]

    def subtitle_words(self) -> str:
        if self.review is None:
            return _("This record cannot be shown.")
        st = self.review.state
        scores = " · ".join(f"{self.players[i]} {st.scores[i]}" for i in range(st.num_players))
        if st.mode != "classic":  # SET's other modes go by their names
            scores = f"{MODE_NAMES[st.mode]} · {scores}"
        if self.sample:
            return _("A sample game (a Medium computer played your seat) · {scores}").format(scores=scores)
        return scores

    # what the base asks -----------------------------------------------------------
    def rows(self) -> list[ReviewRow]:
        if self.review is None:
            return []
        return [self._row(m) for m in self.review.moments]

    def summary(self) -> list[str]:
        if self.review is None:
            return [self.error]
        return find_summary(self.review, self.players)

    def export_text(self) -> str:
        return self.text if self.review is not None else ""

    def who(self, seat: int | None) -> str:
        return self.players[seat] if seat is not None and seat < len(self.players) else _("Nobody")

    def is_human(self, seat: int | None) -> bool:
        return self.review is not None and seat is not None and seat in self.review.humans

    @property
    def ultra(self) -> bool:
        return self.review is not None and self.review.state.mode == "ultra"

    def _row(self, m: Moment) -> ReviewRow:
        when, size, who = clock(m.at), len(m.table), self.who(m.seat)
        detail: tuple[str, ...]
        if self.ultra and m.kind in ("take", "missed"):
            return self._ultra_row(m, when, size, who)
        if m.kind == "take":
            if m.together_s is not None:
                long = _("Its three cards had lain on the table together for {s} s.").format(
                    s=decimal(m.together_s)
                )
            else:
                long = _("Its three cards had lain on the table together for an unknown time.")
            detail = (long, card_words(m.cards))
            tone = "good" if self.is_human(m.seat) else "plain"
            label = _("{when} · {who} took a SET ({n} on the table)").format(when=when, who=who, n=size)
            return ReviewRow(label, detail, tone)
        if m.kind in ("wrong", "timeout"):
            penalty = self.review.state.options.penalty if self.review else 1
            cost = (
                ngettext(
                    "A wrong call costs {n} point and a moment's lockout.",
                    "A wrong call costs {n} points and a moment's lockout.",
                    penalty,
                ).format(n=penalty)
                if penalty
                else _("A wrong call costs a moment's lockout.")
            )
            if m.kind == "wrong":
                wrong = _("{when} · {who} called a wrong UltraSet") if self.ultra else None
                label = (wrong or _("{when} · {who} called a wrong SET")).format(when=when, who=who)
                detail = (words.why_not(m.cards), card_words(m.cards), cost)
            else:
                label = _("{when} · {who}'s buzzer ran out").format(when=when, who=who)
                ran_out = (
                    _("The buzzer ran out before four cards were picked: it counts as a wrong call.")
                    if self.ultra
                    else _("The buzzer ran out before three cards were picked: it counts as a wrong call.")
                )
                detail = (ran_out, cost)
            mine = self.is_human(m.seat)
            return ReviewRow(label, detail, "costly" if mine else "plain", WRONG_COST if mine else 0.0)
        sat = m.together_s or 0.0
        span = {"start": clock(m.since), "end": clock(m.at)}
        if m.breaker is not None:
            unseen = _(
                "From {start} to {end} these three cards made a SET that nobody called, until {who} took one of its "
                "cards in another SET."
            ).format(who=self.who(m.breaker), **span)
        else:
            unseen = _(
                "From {start} to {end} these three cards made a SET that nobody called, until the game ended."
            ).format(**span)
        label = _("{when} · a SET lay unseen for {s} s").format(when=when, s=decimal(sat, 0))
        return ReviewRow(label, (unseen, card_words(m.cards)), "missed", sat)

    def _ultra_row(self, m: Moment, when: str, size: int, who: str) -> ReviewRow:
        """An UltraSet taken or left unseen: its two pairs and the fifth card they complete to."""
        found = pairing(m.cards)
        how = ""
        if found is not None:
            how = _("{a} and {b} complete to the same card as {c} and {d}: {fifth}.").format(
                a=words.card_words(found.first[0]),
                b=words.card_words(found.first[1]),
                c=words.card_words(found.second[0]),
                d=words.card_words(found.second[1]),
                fifth=words.card_words(found.fifth),
            )
        if m.kind == "take":
            label = _("{when} · {who} took an UltraSet ({n} on the table)").format(when=when, who=who, n=size)
            return ReviewRow(label, (how,), "good" if self.is_human(m.seat) else "plain")
        sat = m.together_s or 0.0
        label = _("{when} · an UltraSet lay unseen for {s} s").format(when=when, s=decimal(sat, 0))
        return ReviewRow(label, (how,), "missed", sat)

    def apart(self, table: tuple[int, ...], marked: tuple[int, ...]) -> tuple[tuple[int, ...], str]:
        """Cards of the moment that lie apart from the table: Set-Chain's card of the previous SET, UltraSet's
        fifth card; and their caption."""
        if self.ultra:
            found = pairing(marked)
            return ((found.fifth,), _("Fifth card")) if found is not None else ((), "")
        off = tuple(c for c in marked if c not in table)
        return (off, _("Previous SET")) if off else ((), "")

    # the table at the chosen moment -----------------------------------------------------
    def draw_position(self, surface: pygame.Surface, area: pygame.Rect, row: int | None) -> None:
        th = self.app.theme
        if self.review is None:
            y = area.y + th.px(20)
            for line in th.wrap(self.error, 16, area.w - th.px(40)):
                th.blit_text(surface, line, 16, (255, 190, 170), (area.x + th.px(20), y))
                y += th.font(16).get_linesize()
            return
        moments = self.review.moments
        if row is None or row >= len(moments):
            table, head = self.review.opening, _("The first deal · choose a moment on the right")
            cards: tuple[int, ...] = ()
            moment = None
        else:
            moment = moments[row]
            table, cards, head = moment.table, moment.cards, self.all_rows()[row].label
        text, size = th.fit_text(head, 18, area.w - th.px(20), bold=True)
        th.blit_text(
            surface, text, size, PALETTE["cream"], (area.x + th.px(10), area.y + th.px(4)), bold=True
        )
        top = area.y + th.font(18, True).get_linesize() + th.px(14)
        self._cards(surface, pygame.Rect(area.x, top, area.w, area.bottom - top), table, cards, moment)

    def _cards(
        self,
        surface: pygame.Surface,
        area: pygame.Rect,
        table: tuple[int, ...],
        marked: tuple[int, ...],
        moment: Moment | None,
    ) -> None:
        th = self.app.theme
        apart, caption = self.apart(table, marked) if moment is not None else ((), "")
        cols = max(1, math.ceil(len(table) / ROWS_OF_CARDS))
        room = max(4, cols) + (1 if apart else 0)  # a short table keeps the card size of twelve cards
        gap = th.px(16)
        w = min(
            (area.w - (room + 1) * gap) / room,
            CARD_RATIO * (area.h - (ROWS_OF_CARDS + 1) * gap - th.px(20)) / ROWS_OF_CARDS,
        )
        w, h = max(24, int(w)), max(15, int(w / CARD_RATIO))
        shown = cols + (1 if apart else 0)
        x0 = area.centerx - (shown * w + (shown - 1) * gap + (gap if apart else 0)) // 2
        y0 = area.y + max(gap, (area.h - ROWS_OF_CARDS * h - (ROWS_OF_CARDS - 1) * gap) // 3)
        colour = self._ring(moment)
        labels = (
            mark_labels(marked) if moment is not None and moment.kind == "wrong" and len(marked) == 3 else {}
        )
        radius = max(3, int(w * 0.056))
        for i, card in enumerate(table):
            col, r = divmod(i, ROWS_OF_CARDS)
            rect = pygame.Rect(x0 + col * (w + gap), y0 + r * (h + gap), w, h)
            if card in marked and moment is not None:
                rect = rect.move(0, -th.px(8))
                ring = rect.inflate(th.px(10), th.px(10))
                pygame.draw.rect(surface, colour, ring, border_radius=radius + th.px(5))
            surface.blit(self.face(card, w, h), rect)
            if card in labels and labels[card][0]:
                mark_chip(th, surface, rect, *labels[card])
        if apart:  # a column of its own, a gap further right, under its caption
            x = x0 + cols * (w + gap) + gap
            th.blit_text(
                surface, caption, 15, PALETTE["cream"], (x + w // 2, y0 - th.px(14)), anchor="midbottom"
            )
            for r, card in enumerate(apart):
                rect = pygame.Rect(x, y0 + r * (h + gap), w, h)
                ring = rect.inflate(th.px(10), th.px(10))
                pygame.draw.rect(
                    surface, PALETTE["gold"] if self.ultra else colour, ring, border_radius=radius + th.px(5)
                )
                surface.blit(self.face(card, w, h), rect)

    def _ring(self, moment: Moment | None) -> tuple[int, int, int]:
        if moment is None:
            return PALETTE["gold"]
        if moment.kind == "take":
            return seat_colour(moment.seat or 0)
        if moment.kind == "missed":
            return TONES["missed"]
        return PALETTE["danger"]

    def face(self, card: int, w: int, h: int) -> pygame.Surface:
        from game.art.setcards import set_card_face  # cached by the art module

        return set_card_face(Card.of(card).art, (w, h), colorblind=bool(self.app.settings["colorblind"]))
