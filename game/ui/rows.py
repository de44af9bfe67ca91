"""A row of buttons laid out by their labels, in the language in use (Quarto's helper row, the puzzles' row)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.i18n import _
from game.ui.theme import Theme
from game.ui.widgets import Button


def row_need(theme: Theme, buttons: Sequence[Button], gap: int) -> int:
    """The width a row of ``buttons`` needs for each label at its own size, in the language in use."""
    return sum(theme.font(b.size, True).size(_(b.label))[0] + theme.px(20) for b in buttons) + gap * (
        len(buttons) - 1
    )


def share_row(theme: Theme, buttons: Sequence[Button], rect: pygame.Rect, gap: int) -> None:
    """Lay ``buttons`` left to right across ``rect``: equal widths while every label fits an equal share; else
    each as wide as its label needs and the room left shared out (or, short of room, widths in proportion to the
    labels, which then step down the type scale as they are drawn)."""
    n = len(buttons)
    room = rect.w - gap * (n - 1)
    need = [theme.font(b.size, True).size(_(b.label))[0] + theme.px(20) for b in buttons]
    widths = [room // n] * n
    if max(need) > widths[0]:
        total = sum(need)
        if total <= room:
            widths = [w + (room - total) // n for w in need]
        else:
            widths = [room * w // total for w in need]
    x = rect.x
    for b, w in zip(buttons, widths, strict=True):
        b.rect = pygame.Rect(x, rect.y, w, rect.h)
        x += w + gap
