"""The game's one window: opening it (title, icon, the saved size or fullscreen), changing its size or mode from the
settings, and following a window the player drags to a new size.

A drag sends a burst of sizes; laying the scenes out for each would paint their art again at every size on the
way (≈ 0.3 s for a Quarto table at a size never used). So a dragged size is only noted (``drag``) and taken once it
has stopped changing for ``RESIZE_SETTLE_S`` (``settled``); the app shows plain felt and ignores input meanwhile,
for the scenes' layout belongs to the old size. Fast headless runs take every size at once.
"""

from __future__ import annotations

import logging
import os
import sys
import time
from typing import TYPE_CHECKING

import pygame

from game import resources

if TYPE_CHECKING:
    from game.settings import Settings

log = logging.getLogger(__name__)

RESIZE_SETTLE_S = 0.15  # a window resized by dragging: lay out this long after its last size change
SMALLEST = (640, 400)  # a window dragged smaller is drawn at this size


def prepare_display() -> None:
    """Hints SDL reads when the display starts: on Windows, declare the process aware of each monitor's scale, so a
    150 % display shows the window pixel for pixel instead of blurred by the system's bitmap scaling (the layout
    follows the window's size in pixels). A value set in the environment wins."""
    if sys.platform == "win32":
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


def first_size(desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """The window's size at the very first start: 16:9, about two thirds of the main screen's width and within
    80 % of its height, never below 1280×720 where the screen has room for it (a 4K or scaled screen gets a window
    that is not a stamp in its corner)."""
    if not desktops:
        return 1280, 720
    dw, dh = desktops[0]
    w = max(min(1280, dw), round(dw * 2 / 3))
    h = round(w * 9 / 16)
    if h > dh * 0.8:
        h = max(SMALLEST[1], round(dh * 0.8))
        w = round(h * 16 / 9)
    return max(SMALLEST[0], min(w, dw)), max(SMALLEST[1], min(h, dh))


class Window:
    """Owns the display surface (``screen``), whether it is fullscreen, and a dragged size still settling."""

    def __init__(
        self, settings: Settings, size: tuple[int, int] | None, fullscreen: bool, keep: bool
    ) -> None:
        """``size``: asked for on the command line (else the saved size); ``keep``: remember a size the player
        drags to in the settings (not for --monkey's random sizes)."""
        self.settings = settings
        self.keep = keep
        self.fullscreen = False
        self._pending: tuple[int, int] | None = None
        self._due = 0.0
        pygame.display.set_caption("Quadrille")
        icon = resources.asset("sprites", "icon-64.png")
        if icon.exists():
            try:
                pygame.display.set_icon(pygame.image.load(str(icon)))
            except (pygame.error, OSError) as exc:  # an icon pygame cannot read: the system's own
                log.debug("no icon: %s", exc)
        fullscreen = fullscreen or (settings["fullscreen"] and size is None)
        if (
            size is None
            and settings.first_start
            and pygame.display.get_driver() not in ("dummy", "offscreen")
        ):
            size = first_size(pygame.display.get_desktop_sizes())
            settings.set("window_size", list(size))
        self.screen = self._set_mode(size or tuple(settings["window_size"]), fullscreen)

    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self.fullscreen = fullscreen
        return screen

    def set_fullscreen(self, on: bool) -> None:
        self.settings.set("fullscreen", on)
        self.screen = self._set_mode(tuple(self.settings["window_size"]), on)

    def set_size(self, size: tuple[int, int]) -> bool:
        """The settings' window size; True when the window changed (not while fullscreen: it is kept for later)."""
        self.settings.set("window_size", [int(size[0]), int(size[1])])
        if self.fullscreen:
            return False
        self.screen = self._set_mode(size, False)
        return True

    def resize(self, size: tuple[int, int]) -> None:
        """Take a size the player gave the window (never below ``SMALLEST``), and remember it."""
        size = (max(SMALLEST[0], size[0]), max(SMALLEST[1], size[1]))
        if self.screen.get_size() != size:
            self.screen = self._set_mode(size, False)
        if not self.fullscreen and self.keep:
            self.settings.set("window_size", [size[0], size[1]])

    # a window being dragged ----------------------------------------------------------------------------------
    def drag(self, size: tuple[int, int]) -> None:
        """The window is being dragged and is now ``size``: taken once it stops changing."""
        self._pending = size
        self._due = time.perf_counter() + RESIZE_SETTLE_S

    @property
    def settling(self) -> bool:
        """A dragged size has not been taken yet: the scenes' layout is for the old size."""
        return self._pending is not None

    def settled(self) -> bool:
        """While ``settling``: False until the size has stood still long enough, then True once, having taken it."""
        if self._pending is None or time.perf_counter() < self._due:
            return False
        size, self._pending = self._pending, None
        self.resize(size)
        return True
