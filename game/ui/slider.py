"""The slider widget (a volume): dragged, clicked along its track, or stepped with the arrow keys."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import percent
from game.ui.theme import PALETTE, Theme
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.app import App


class Slider(Widget):
    def __init__(
        self, label: str, get: Callable[[], float], put: Callable[[float], None], step: float = 0.1
    ) -> None:
        super().__init__(label)
        self.get, self.put, self.step = get, put, step
        self.track: pygame.Rect | None = None

    def adjust(self, app: App, step: int) -> bool:
        value = round(min(1.0, max(0.0, self.get() + step * self.step)), 2)
        self.put(value)
        app.audio.play("click")
        return True

    @staticmethod
    def _at(track: pygame.Rect, pos: tuple[int, int]) -> float:
        """The value under the pointer, 0 to 1 along the track."""
        return min(1.0, max(0.0, (pos[0] - track.x) / max(1, track.w)))

    def click(self, app: App, pos: tuple[int, int]) -> None:
        if self.track is not None and self.track.inflate(0, self.track.h * 4).collidepoint(pos):
            self.put(round(self._at(self.track, pos), 2))
            app.audio.play("click")

    def drag(self, app: App, pos: tuple[int, int]) -> None:
        """The knob follows the pointer in 5 % steps (each change is saved, so not on every pixel)."""
        if self.track is not None:
            value = round(round(self._at(self.track, pos) * 20) / 20, 2)
            if value != self.get():
                self.put(value)

    def label_right(self, theme: Theme, rect: pygame.Rect) -> int:
        """Before the track (its width as ``draw`` makes it)."""
        return rect.right - theme.px(80) - min(theme.px(200), rect.w // 3) - theme.px(20)

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        rect, ink = self._face(surface, theme, focused)
        value = self.get()
        self.track = pygame.Rect(0, 0, min(theme.px(200), rect.w // 3), theme.px(8))
        self.track.midright = (rect.right - theme.px(80), rect.centery)
        self.draw_label(surface, theme, rect, ink, self.label_right(theme, rect))
        pygame.draw.rect(surface, PALETTE["paper_lo"], self.track, border_radius=self.track.h // 2)
        filled = self.track.copy()
        filled.w = max(self.track.h, int(self.track.w * value))
        pygame.draw.rect(surface, PALETTE["gold"], filled, border_radius=self.track.h // 2)
        pygame.draw.circle(
            surface,
            PALETTE["gold_dark"],
            (self.track.x + int(self.track.w * value), rect.centery),
            theme.px(11),
        )
        theme.blit_text(
            surface,
            percent(value),
            16,
            PALETTE["ink_soft"],
            (rect.right - theme.px(22), rect.centery),
            anchor="midright",
        )
