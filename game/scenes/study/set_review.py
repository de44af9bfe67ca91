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

from game.play.history_records import record_text
from game.play.seats import seat_colour
from game.play.setgame.review import Moment, SetReview, find_summary, read
from game.rules.errors import NotationError
from game.rules.setgame.cards import Card
from game.rules.setgame.explain import why_not
from game.scenes.setgame.cards import mark_chip, mark_labels
from game.scenes.study.review_base import TONES, ReviewRow, ReviewScene
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App

SAMPLE_LEVELS = ["medium", "hard"]  # the sample: a Medium computer in the player's seat against a Hard one
SAMPLE_SEED = 1
SAMPLE_PLAYERS = ["You (sample)", "Computer"]
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
    return ", ".join(Card.of(c).name for c in cards)


class SetReviewScene(ReviewScene):
    """Owns the read record (``review``), the players' names, and the card faces it painted."""

    name = "set-review"
    title = "SET · Review game"
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
            self.error = " ".join(str(exc).split())
        n = self.review.state.num_players if self.review else 0
        given = list(players or (SAMPLE_PLAYERS if self.sample else []))
        self.players = [given[i] if i < len(given) else f"Seat {i + 1}" for i in range(n)]
        super().__init__(app, **options)
        self.subtitle = self._subtitle()

    def _subtitle(self) -> str:
        if self.review is None:
            return "This record cannot be shown."
        st = self.review.state
        scores = " · ".join(f"{self.players[i]} {st.scores[i]}" for i in range(st.num_players))
        lead = "A sample game (a Medium computer played your seat) · " if self.sample else ""
        return f"{lead}{scores}"

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
        return self.players[seat] if seat is not None and seat < len(self.players) else "Nobody"

    def is_human(self, seat: int | None) -> bool:
        return self.review is not None and seat is not None and seat in self.review.humans

    def _row(self, m: Moment) -> ReviewRow:
        when, size, who = clock(m.at), len(m.table), self.who(m.seat)
        detail: tuple[str, ...]
        if m.kind == "take":
            long = f"{m.together_s:.1f} s" if m.together_s is not None else "an unknown time"
            detail = (f"Its three cards had lain on the table together for {long}.", card_words(m.cards))
            tone = "good" if self.is_human(m.seat) else "plain"
            return ReviewRow(f"{when} · {who} took a SET ({size} on the table)", detail, tone)
        if m.kind in ("wrong", "timeout"):
            penalty = self.review.state.options.penalty if self.review else 1
            points = f"{penalty} point{'s' if penalty != 1 else ''} and " if penalty else ""
            cost = f"A wrong call costs {points}a moment's lockout."
            if m.kind == "wrong":
                label = f"{when} · {who} called a wrong SET"
                detail = (why_not(m.cards), card_words(m.cards), cost)
            else:
                label = f"{when} · {who}'s buzzer ran out"
                detail = (
                    "The buzzer ran out before three cards were picked: it counts as a wrong call.",
                    cost,
                )
            mine = self.is_human(m.seat)
            return ReviewRow(label, detail, "costly" if mine else "plain", WRONG_COST if mine else 0.0)
        sat = m.together_s or 0.0
        ended = (
            f"until {self.who(m.breaker)} took one of its cards in another SET."
            if m.breaker is not None
            else "until the game ended."
        )
        detail = (
            f"From {clock(m.since)} to {clock(m.at)} these three cards made a SET that nobody called, {ended}",
            card_words(m.cards),
        )
        return ReviewRow(f"{when} · a SET lay unseen for {sat:.0f} s", detail, "missed", sat)

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
            table, head = self.review.opening, "The first deal · choose a moment on the right"
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
        cols = max(1, math.ceil(len(table) / ROWS_OF_CARDS))
        room = max(4, cols)  # a short table keeps the card size of twelve cards
        gap = th.px(16)
        w = min(
            (area.w - (room + 1) * gap) / room,
            CARD_RATIO * (area.h - (ROWS_OF_CARDS + 1) * gap - th.px(20)) / ROWS_OF_CARDS,
        )
        w, h = max(24, int(w)), max(15, int(w / CARD_RATIO))
        x0 = area.centerx - (cols * w + (cols - 1) * gap) // 2
        y0 = area.y + max(gap, (area.h - ROWS_OF_CARDS * h - (ROWS_OF_CARDS - 1) * gap) // 3)
        colour = self._ring(moment)
        labels = mark_labels(marked) if moment is not None and moment.kind == "wrong" else {}
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
