"""Toasts: one-line notices at the top of the window for a few seconds, over any scene (App.notify)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import _
from game.ui.theme import Theme


@dataclass
class Toast:
    """A one-line notice and the seconds it stays."""

    text: str  # a msgid (N_) or a sentence already translated and filled in
    left: float


def age(toasts: list[Toast], dt: float) -> list[Toast]:
    """The toasts still showing ``dt`` seconds later."""
    for toast in toasts:
        toast.left -= dt
    return [t for t in toasts if t.left > 0]


def draw_toasts(theme: Theme, surface: pygame.Surface, toasts: list[Toast]) -> None:
    """The first three, one under the other at the top middle, each on a paper panel."""
    th, width = theme, surface.get_width()
    y = th.px(14)
    for toast in toasts[:3]:
        text, size = th.fit_text(_(toast.text), 16, width - th.px(72))
        surf = th.text(text, size, (38, 34, 30))
        box = surf.get_rect(midtop=(width // 2, y)).inflate(th.px(36), th.px(18))
        th.panel(surface, box, color=(250, 236, 200), radius=10)
        th.blit_text(surface, text, size, (38, 34, 30), box.center, anchor="center")
        y = box.bottom + th.px(8)
