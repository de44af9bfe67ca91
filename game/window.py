"""The game's one window: opening it (title, icon, the saved size or fullscreen), changing its size or mode from the
settings, and following a window the player drags to a new size.

On macOS (and wherever ``QUADRILLE_HIGH_DPI=1``) the window is made with SDL's high-DPI flag through
``pygame.Window``, which ``pygame.display.set_mode`` cannot ask for: its surface then has the screen's real pixels
(2× on a Retina display) while the system still speaks in points — window sizes, the mouse — so ``translate``
turns every mouse position and size into pixels, and the saved window size stays in points. Elsewhere the display
module's window, pixel for pixel; ``QUADRILLE_HIGH_DPI=0`` asks for it on macOS too (a blurred but plain window).

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
from game.scenes.table.regions import apart

if TYPE_CHECKING:
    from game.settings import Settings

log = logging.getLogger(__name__)

RESIZE_SETTLE_S = 0.15  # a window resized by dragging: lay out this long after its last size change
SMALLEST = (640, 400)  # a window dragged smaller is drawn at this size
WHOLE_PRESENT = 0.6  # past this share of the window changed, one whole present is as cheap as its parts


def prepare_display() -> None:
    """Hints SDL reads when the display starts: on Windows, declare the process aware of each monitor's scale, so a
    150 % display shows the window pixel for pixel instead of blurred by the system's bitmap scaling (the layout
    follows the window's size in pixels). A value set in the environment wins."""
    if sys.platform == "win32":
        os.environ.setdefault("SDL_WINDOWS_DPI_AWARENESS", "permonitorv2")


FRAMEBUFFER_HINT = "SDL_FRAMEBUFFER_ACCELERATION"


def choose_framebuffer(driver: str) -> bool:
    """Under X11 draw the window through X11's own framebuffer (MIT-SHM, one put per changed rectangle) instead of
    SDL 2's default GPU "texture framebuffer", which uploads a span enclosing every change and then copies and
    presents the whole window (docs/performance.md, "Which framebuffer each system uses"). Wayland, macOS and
    KMSDRM have no other framebuffer and Windows already takes GDI's, so they are left alone, as is a value the
    player set. SDL reads the hint when the window's surface is first made, so this runs after the display's
    init, once the driver is known. True when the hint was set."""
    if driver != "x11" or os.environ.get(FRAMEBUFFER_HINT, "") != "":
        return False
    os.environ[FRAMEBUFFER_HINT] = "0"
    return True


def high_dpi_wanted(platform: str | None = None) -> bool:
    """Whether to make the window with SDL's high-DPI flag: on macOS unless ``QUADRILLE_HIGH_DPI=0``; elsewhere
    only with ``QUADRILLE_HIGH_DPI=1`` (Windows has its DPI awareness hint; X11 has no point/pixel split)."""
    asked = os.environ.get("QUADRILLE_HIGH_DPI", "").strip()
    if asked in ("0", "1"):
        return asked == "1"
    return (platform or sys.platform) == "darwin"


def scale_event(event: pygame.event.Event, scale: float) -> pygame.event.Event:
    """``event`` with its positions and sizes from the system's units (points) in the surface's pixels."""
    if scale == 1.0 or not any(key in event.dict for key in ("pos", "rel", "size")):
        return event
    attrs = dict(event.dict)
    for key in ("pos", "rel", "size"):
        if key in attrs:
            attrs[key] = (round(attrs[key][0] * scale), round(attrs[key][1] * scale))
    for key in ("x", "y", "w", "h"):
        if key in attrs and event.type in (
            pygame.VIDEORESIZE,
            pygame.WINDOWRESIZED,
            pygame.WINDOWSIZECHANGED,
        ):
            attrs[key] = round(attrs[key] * scale)
    return pygame.event.Event(event.type, attrs)


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
        self._sdl: pygame.Window | None = None  # the high-DPI window, when there is one
        driver = pygame.display.get_driver()
        headless = driver in ("dummy", "offscreen")
        choose_framebuffer(driver)
        if high_dpi_wanted() and not headless:
            self._sdl = pygame.Window(
                "Quadrille", (1280, 720), resizable=True, allow_high_dpi=True, hidden=True
            )
        else:
            pygame.display.set_caption("Quadrille")
        icon = resources.asset("sprites", "icon-64.png")
        if icon.exists():
            try:
                image = pygame.image.load(str(icon))
                if self._sdl is not None:
                    self._sdl.set_icon(image)
                else:
                    pygame.display.set_icon(image)
            except (pygame.error, OSError) as exc:  # an icon pygame cannot read: the system's own
                log.debug("no icon: %s", exc)
        fullscreen = fullscreen or (settings["fullscreen"] and size is None)
        if size is None and settings.first_start and not headless:
            size = first_size(pygame.display.get_desktop_sizes())
            settings.set("window_size", list(size))
        self.screen = self._set_mode(size or tuple(settings["window_size"]), fullscreen)

    @property
    def scale(self) -> float:
        """Surface pixels per system unit: 2.0 on a Retina display's high-DPI window, else 1.0."""
        if self._sdl is None or self._sdl.size[0] <= 0:
            return 1.0
        return self.screen.get_width() / self._sdl.size[0]

    @property
    def system_size(self) -> tuple[int, int]:
        """The window's size as the system counts it (points on macOS; the surface's pixels elsewhere)."""
        return self._sdl.size if self._sdl is not None else self.screen.get_size()

    def live_surface(self) -> pygame.Surface:
        """The window's surface as it is now, even mid-drag before ``resize`` has taken the new size."""
        if self._sdl is not None:
            return self._sdl.get_surface()
        return pygame.display.get_surface() or self.screen

    def translate(self, events: list[pygame.event.Event]) -> list[pygame.event.Event]:
        """The frame's events with mouse positions and window sizes in the surface's pixels."""
        scale = self.scale
        return events if scale == 1.0 else [scale_event(e, scale) for e in events]

    @property
    def partial(self) -> bool:
        """Whether a present can hand the system parts of the window: the display module's window can
        (``pygame.display.update(rects)``); pygame-ce 2.5's high-DPI ``pygame.Window`` has only ``flip``."""
        return self._sdl is None

    whole_next = True  # the next present shows the whole window (the first frame, a new size, an expose)

    def show(self, changed: list[pygame.Rect] | None) -> tuple[float, float] | None:
        """Present the frame where it ``changed`` (None: anywhere): whole when asked (``whole_next``), while a
        size settles, where the window cannot present parts or where most of it changed; nothing for nothing.
        The present's ms and the share of the window it showed, or None when nothing was presented."""
        rects = None if self.whole_next or self.settling else changed
        self.whole_next = False
        share = 1.0
        if rects is not None:
            area = self.screen.get_width() * self.screen.get_height()
            rects = apart([r.clip(self.screen.get_rect()) for r in rects])
            share = sum(r.w * r.h for r in rects) / max(1, area)
            if not rects:
                return None
            if share > WHOLE_PRESENT or not self.partial:
                rects, share = None, 1.0
        began = time.perf_counter()
        self.present(rects)
        return (time.perf_counter() - began) * 1000, share

    def present(self, rects: list[pygame.Rect] | None = None) -> None:
        """Show the frame drawn on ``screen``: only ``rects`` of it when given and the window can (``partial``),
        else all of it; nothing for an empty list."""
        if self._sdl is not None:
            if rects is None or rects:
                self._sdl.flip()
        elif rects is None:
            pygame.display.flip()
        elif rects:
            pygame.display.update(rects)

    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        """The surface for a window of ``size`` (system units: points on macOS) or fullscreen."""
        if self._sdl is not None:
            if fullscreen:
                self._sdl.set_fullscreen(True)
            else:
                if self.fullscreen:
                    self._sdl.set_windowed()
                self._sdl.size = size
                self._sdl.minimum_size = SMALLEST
            self._sdl.show()
            self.fullscreen = fullscreen
            return self._sdl.get_surface()
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
        """Take a size the player gave the window (in pixels, never below ``SMALLEST``), and remember it."""
        if self._sdl is not None:  # the system has resized the window already: take its new surface
            self.screen = self._sdl.get_surface()
            size = self._sdl.size
        else:
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
