"""The Quarto table's helper buttons (Undo, Redo, Hint, Menu) as a part of its static layer: painted again only
when one of them changes (enabled, hovered, pressed, its place or its words), not drawn over the layer every frame
(they were ≈ 0.6 ms of each frame at 1280×720, with the layer put back under them). The call button stays drawn
each frame (it turns gold when a missed win can be stolen)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.i18n import _, language
from game.ui.theme import Theme
from game.ui.widgets import Button


def buttons_key(buttons: Sequence[Button]) -> tuple:
    """What the buttons show: each one's words, state and place (the language too: the words are msgids)."""
    return (
        language(),
        tuple(
            (_(b.label), b.enabled, b.hovered, b.pressed, None if b.rect is None else tuple(b.rect))
            for b in buttons
        ),
    )


def buttons_box(buttons: Sequence[Button], px: Callable[[float], int], screen: pygame.Rect) -> pygame.Rect:
    """Where the buttons may draw: their row with a panel's soft shadow and a pressed button's drop."""
    rects = [b.rect for b in buttons if b.rect is not None]
    if not rects:
        return pygame.Rect(0, 0, 0, 0)
    pad = px(36)
    return rects[0].unionall(rects[1:]).inflate(2 * pad, 2 * pad).clip(screen)


def draw_buttons(surface: pygame.Surface, theme: Theme, buttons: Sequence[Button]) -> None:
    for b in buttons:
        if b.rect is not None:
            b.draw(surface, theme, False)
