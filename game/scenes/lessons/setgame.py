"""The SET lesson: find the one SET among six cards, complete a SET from two, then find one on a bigger table.
A wrong pick shows, feature by feature, why it is not a SET (the rules engine's ``is_set`` and ``third``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.play.setgame.words import feature_name, value_word, verdict_word, why_not
from game.rules.setgame.cards import all_sets, is_set, parse_card, third
from game.rules.setgame.explain import verdicts
from game.scenes.howto.fig_set import face
from game.scenes.howto.paint import GOLD, Painter
from game.scenes.lessons.base import Hit, LessonScene
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App

SIX = ("1rso", "2rso", "3rso", "2pts", "1gso", "3gtd")  # one SET: one, two, three red solid ovals
PAIR = ("1pto", "3gsd")
CHOICES = ("2rod", "2ros", "2gos")  # which third? the engine's third() is among them
NINE = ("1rso", "2pts", "2gsd", "1ptd", "3rso", "1gos", "3pts", "2goo", "3god")


class SetLesson(LessonScene):
    heading = N_("SET lesson")
    steps = (
        (
            N_("Find three"),
            N_(
                "Click three cards that form a SET: for every feature — number, colour, shading, shape "
                "— the three are all the same or all different. There is exactly one SET here."
            ),
        ),
        (
            N_("Finish the SET"),
            N_(
                "Two cards are chosen. Exactly one card completes them: look at each feature in turn. "
                "Same in both? The third matches. Different? The third is the one left over."
            ),
        ),
        (N_("On the table"), N_("Nine cards, several SETs. Find any one of them.")),
    )

    def __init__(self, app: App, **options: Any) -> None:
        self.cards: list[int] = []
        self.picked: list[int] = []
        self.fixed: list[int] = []
        self.found: tuple[int, ...] = ()
        self.last_try: tuple[
            int, ...
        ] = ()  # the last wrong pick, checked feature by feature in the side panel
        super().__init__(app, **options)

    def setup(self, step: int) -> None:
        self.picked, self.found, self.last_try = [], (), ()
        spec = (SIX, CHOICES, NINE)[step]
        self.cards = [parse_card(s) for s in spec]
        self.fixed = [parse_card(s) for s in PAIR] if step == 1 else []

    def click(self, key: Hit) -> None:
        card = key[1]
        if self.step == 1:
            trio = (*self.fixed, card)
            if card == third(*self.fixed):
                self.found = trio
                self.passed(_("That's it: every feature is all the same or all different."))
            else:
                self.last_try = trio
                self.wrong(why_not(trio))
            return
        if card in self.picked:
            self.picked.remove(card)
            return
        self.picked.append(card)
        if len(self.picked) < 3:
            self.feedback = ""
            return
        trio = tuple(self.picked)
        self.picked = []
        if is_set(*trio):
            self.found = trio
            n = len(all_sets(self.cards))
            if n > 1:
                self.passed(
                    _(
                        "A SET! Every feature is all the same or all different. This table holds {n} SETs in all."
                    ).format(n=n)
                )
            else:
                self.passed(_("A SET! Every feature is all the same or all different."))
        else:
            self.last_try = trio
            self.wrong(why_not(trio))

    def draw_notes(self, p: Painter, rect: pygame.Rect) -> None:
        """The last wrong pick, feature by feature: its three values, a tick or a cross, and why."""
        if not self.last_try or self.complete:
            return
        lh = min(p.px(46), rect.h // 4)
        y = rect.y
        for name, values, ok, why in verdicts(self.last_try):
            p.mark((rect.x + p.px(11), y + lh // 2), ok, 10)
            p.text(
                feature_name(name), 15, (rect.x + p.px(28), y + p.px(2)), bold=True, width=rect.w - p.px(28)
            )
            colour = PALETTE["ink_soft"] if ok else PALETTE["danger"]
            p.text(
                _("{values}: {verdict}").format(
                    values=", ".join(value_word(v) for v in values), verdict=verdict_word(why)
                ),
                13,
                (rect.x + p.px(28), y + p.px(22)),
                color=colour,
                width=rect.w - p.px(28),
            )
            y += lh

    def draw_stage(self, p: Painter, rect: pygame.Rect) -> None:
        if self.step == 1:
            top = pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2)
            self._grid(p, top, self.fixed, cols=2, clickable=False, label=_("Chosen"))
            low = pygame.Rect(rect.x, top.bottom, rect.w, rect.h - top.h)
            self._grid(p, low, self.cards, cols=3, clickable=True, label=_("Which one completes the SET?"))
            return
        self._grid(p, rect, self.cards, cols=3, clickable=True)

    def _grid(
        self, p: Painter, rect: pygame.Rect, cards: list[int], *, cols: int, clickable: bool, label: str = ""
    ) -> None:
        top = rect.y
        if label:
            p.text(label, 17, (rect.centerx, rect.y), anchor="midtop", bold=True, color=PALETTE["cream"])
            top += p.px(34)
        rows = (len(cards) + cols - 1) // cols
        gap = p.px(18)
        cw = min(
            (rect.w - (cols - 1) * gap) // cols,
            int(((rect.bottom - top) - (rows - 1) * gap) / rows * 1.6),
            p.px(230),
        )
        ch = round(cw / 1.6)
        x0 = rect.centerx - (cols * cw + (cols - 1) * gap) // 2
        y0 = top + ((rect.bottom - top) - (rows * ch + (rows - 1) * gap)) // 2
        for i, c in enumerate(cards):
            r = p.image(face(c, cw), topleft=(x0 + (i % cols) * (cw + gap), y0 + (i // cols) * (ch + gap)))
            if c in self.picked:
                p.ring(r.inflate(p.px(8), p.px(8)), PALETTE["paper_hi"], 4, 12)
            if c in self.found:
                p.ring(r.inflate(p.px(8), p.px(8)), GOLD, 5, 12)
            if clickable and not self.complete:
                self.hits[("card", c)] = r
