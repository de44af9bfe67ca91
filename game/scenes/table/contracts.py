"""What the table kit asks of a table's parts: the view draws and is told to repaint, the input takes events; and
``Px``, the type scale's function from design pixels to screen pixels (``Theme.px``, ``QuartoLayout.px``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

import pygame

if TYPE_CHECKING:
    from game.scenes.keymap import KeyRow

Px = Callable[[float], int]


class TableView(Protocol):
    """A table's view, as the kit uses it (every table's derives from ``view.TableViewBase``)."""

    def invalidate(self) -> None:
        """What the still layer shows changed: repaint it before the next frame."""

    def repaint_all(self) -> None:
        """Paint every region of the still layer afresh next frame."""

    def painting(self) -> bool:
        """Some of a change still waits to be painted in the next frames."""
        ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def changed_rects(self) -> list[pygame.Rect] | None:
        """Where the last frame drawn on the screen changed it; None: anywhere (``Scene.changed_rects``)."""
        ...

    def fade_layer(self, surface: pygame.Surface) -> pygame.Surface | None:
        """The frame whole as the still layer, when nothing moves over it (``Scene.fade_layer``); else None."""
        ...


class TableInput(Protocol):
    """A table's input, as the kit uses it."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Offer an event; True when it was consumed."""
        ...

    def key_help(self) -> tuple[KeyRow, ...]:
        """The keys the table answers now (F1 lists them)."""
        ...
