"""Where the SET table's result card lies and how it is shown: its box, worked out once per card's words and
window, the table dimmed under it in bands, and the card's picture made ahead in quiet frames while the winning SET
still shows (it was 10 ms and more of the frame that shows the card at 1920×1080)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.table.result_card import ResultCard

if TYPE_CHECKING:
    from game.scenes.setgame.view import SetView

SHADE_BAND = 64  # the result card's shade is blitted in bands this high


class ResultPlace:
    def __init__(self, view: SetView) -> None:
        self.view = view
        self._box: tuple[tuple, pygame.Rect] | None = None  # the card's box and what it was worked out for
        self._shade: pygame.Surface | None = None  # one band of the shade, as wide as the window

    def box(self, card: ResultCard) -> pygame.Rect:
        """Where the result card lies: worked out once per card's words, window and text size (laying its words
        out is ≈ 0.3 ms, asked two or three times a frame while it shows)."""
        key = self._key(card)
        if self._box is None or self._box[0] != key:
            self._box = (key, self._place(card))
        return self._box[1].copy()

    def work_ahead(self, card: ResultCard) -> bool:
        """One step of making the card ahead: its place in one frame, then its picture. True if it did one."""
        if self._box is None or self._box[0] != self._key(card):
            self.box(card)
            return True
        box, px = self.box(card), self.view.scene.app.theme.px
        if card.ready(box, px):
            return False
        card.prepare(self.view.scene.app.theme, box, px)
        return True

    def _key(self, card: ResultCard) -> tuple:
        th = self.view.scene.app.theme
        return (card.content(), tuple(b.label for b in card.buttons), self.view.lay.size, th.look())

    def _place(self, card: ResultCard) -> pygame.Rect:
        th, (w, h) = self.view.scene.app.theme, self.view.lay.size
        width = min(th.px(640), w - th.px(40))
        box = pygame.Rect(0, 0, width, min(h - th.px(16), card.height(th, width, th.px)))  # its words' need
        box.center = (w // 2, h // 2)
        return box

    def paint(self, surface: pygame.Surface) -> None:
        """The table dimmed under the result card's picture (its buttons are drawn over the layer)."""
        scene = self.view.scene
        card = scene.shown_card()
        if card is None:
            return
        w, h = surface.get_size()
        shade = self._shade  # a band of it, kept: a whole window's (8 MB at 1920×1080) took 4 ms to make
        if shade is None or shade.get_width() != w:
            shade = self._shade = pygame.Surface((w, SHADE_BAND), pygame.SRCALPHA)
            shade.fill((0, 0, 0, 110))
        for y in range(0, h, SHADE_BAND):
            surface.blit(shade, (0, y))
        scene.app.theme.veiled(surface)
        card.paint(scene.app.theme, surface, self.box(card), scene.app.theme.px)
