"""One view base for every table: the still layer and its ``Regions``, the screen's ``ScreenDamage``, the frame's
draw skeleton and the quiet frame that has room for work ahead. A table's view supplies what its layer shows
(``paint_still``), what moves over it (``draw_moving``) and its work ahead (``work_ahead``).

A frame: the layer is brought up to date where it changed, put on the screen only where it changed or where the
last frame drew over it, then what moves is drawn on top. A frame drawn in under ``QUIET_S``, with nothing to be
drawn over it (an overlay, a fade, a toast), is quiet: it does one piece of the table's work ahead, and the kit's
scene takes an owed save's picture in such a frame. One drawn in under ``ROOM_S`` does one small part of what a
coming frame needs (``work_needed``)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Protocol, TypeVar

import pygame

from game.scenes.table.damage import ScreenDamage
from game.scenes.table.regions import Regions, merge

if TYPE_CHECKING:
    from game.ui.theme import Theme

# a drawn frame that took less is quiet: it has room for one piece of work ahead (a face, a piece's light, a
# result card's picture, a save's picture: each ≈ 2 ms at 1920×1080), so frames stay short while it is done
QUIET_S = 0.0015
AHEAD_S = 0.002  # a quiet frame's time for faces painted ahead (one at least: ``FacesAhead.step``)
# a frame drawn in less, though not quiet (a glide, a pointer's ring), has room for one small part (≈ 1 ms at
# 3840×2160) of work a coming frame needs (``work_needed``): else that frame paints the whole of it (5–10 ms)
ROOM_S = 0.003

Lay = TypeVar("Lay")


def laid(lay: Lay | None, what: str = "the table") -> Lay:
    """A layout that must exist by now: the view or board lays itself out before anything asks for it."""
    if lay is None:
        raise RuntimeError(f"{what} is not laid out yet")
    return lay


class ViewHost(Protocol):
    """What a table's view needs of the App: the screen it draws on and what may be drawn over it."""

    theme: Theme
    overdrawn: int  # counts the frames something else drew over the screen

    @property
    def screen(self) -> pygame.Surface: ...

    def covered(self) -> bool:
        """Something is drawn over the table this frame (an overlay, the fade, a toast)."""
        ...


class TableViewBase:
    """Owns the still layer (a surface the size of the window), its ``Regions``, the ``ScreenDamage`` and how long
    the last frame took to draw (``frame_s``, the work ahead apart)."""

    def __init__(self, window: ViewHost, regions: Regions | None = None) -> None:
        self.window = window
        self.layer: pygame.Surface | None = None
        self.regions = regions if regions is not None else Regions()
        self.damage = ScreenDamage()  # where the last frame drew on screen over the layer
        self.frame_s = 0.0
        self.redrawn: list[pygame.Rect] = []  # drawn by a part that restores it itself (``redrew``)
        self.screen_changed: list[pygame.Rect] | None = None  # where the last frame changed it (None: all)

    # what the kit asks --------------------------------------------------------------------------------------
    def invalidate(self) -> None:
        """What the still layer shows changed: look at it again next frame (a table whose regions' keys see every
        change needs nothing more)."""

    def repaint_all(self) -> None:
        """Paint every region afresh next frame."""
        self.regions.forget()
        self.invalidate()

    def painting(self) -> bool:
        """Some of a change still waits to be painted into the layer in the next frames: the frame just drawn does
        not show the table whole (an owed save's picture waits for one that does)."""
        return self.regions.pending

    def draw(self, surface: pygame.Surface) -> None:
        """The frame: the still layer where it changed, then what moves over it; a quiet frame works ahead."""
        start = time.perf_counter()
        self.redrawn = []
        layer = self.paint_still(surface)
        drew = self.show_still(surface, layer)
        if drew:
            self.draw_moving(surface)
        if surface is self.window.screen:
            self.screen_changed = self._changed(surface, drew)
        self.frame_s = time.perf_counter() - start
        if self.quiet():
            self.work_ahead()
        elif self.frame_s < ROOM_S and surface is self.window.screen and not self.window.covered():
            self.work_needed()

    def changed_rects(self) -> list[pygame.Rect] | None:
        """Where the last frame drawn on the screen changed it (``Scene.changed_rects``); None: anywhere."""
        return None if self.screen_changed is None else list(self.screen_changed)

    def _changed(self, surface: pygame.Surface, drew: bool) -> list[pygame.Rect] | None:
        """The screen's pixels this frame can have changed only where the layer was put back and where something
        was drawn over it; the layer put back whole (or covered whole) may have changed any of them."""
        damage = self.damage
        if not drew:
            return []  # the screen shows this frame already
        if damage.restored is None or damage.token is None:  # (``cover`` forgets the token)
            return None
        bounds = surface.get_rect()
        return merge([r.clip(bounds) for r in damage.restored + damage.now + self.redrawn])

    def fade_layer(self, surface: pygame.Surface) -> pygame.Surface | None:
        """For a cross-fade into the table (``Scene.fade_layer``): the still layer brought up to date, when
        nothing is drawn over it now (``calm``); None otherwise."""
        if not self.calm():
            return None
        return self.paint_still(surface)

    def redrew(self, rect: pygame.Rect) -> None:
        """``rect`` of the screen was drawn again this frame by a part that puts it back itself (the win's rising
        pieces): not for the next frame to restore, but presented all the same."""
        self.redrawn.append(rect)

    def quiet(self) -> bool:
        """The frame just drawn left room for work ahead: drawn fast, and nothing to be drawn over it still (a fade
        or an overlay costs ms of its own)."""
        return self.frame_s < QUIET_S and not self.window.covered()

    def still(self) -> bool:
        """The frame just drawn found the still layer as the screen's last frame left it and put it back only where
        that frame drew over it: it drew only what moves (a pointer's ring, a card in flight) over a table at
        rest — no region painted, no whole copy of the layer."""
        return self.damage.restored is not None and not self.damage.taken

    # the table's hooks ---------------------------------------------------------------------------------------
    def paint_still(self, surface: pygame.Surface) -> pygame.Surface:
        """Bring the still layer up to date for a frame on ``surface`` (where it changed) and give it."""
        return self.still_layer(surface.get_size())

    def show_still(self, surface: pygame.Surface, layer: pygame.Surface) -> bool:
        """Put ``layer`` under the frame: on the screen only where it changed or the last frame drew over it. True
        when the frame goes on to draw what moves over it."""
        win = self.window
        self.damage.begin(surface, layer, win.screen, win.overdrawn, self.regions.take)
        win.theme.placed(layer, surface, (0, 0))
        return True

    def draw_moving(self, surface: pygame.Surface) -> None:
        """What moves over the still layer this frame; each rectangle drawn is told to ``damage.hurt``."""

    def calm(self) -> bool:
        """Nothing would be drawn over the still layer now (``draw_moving`` would draw nothing): the layer is the
        whole frame. False unless the table knows (the safe answer)."""
        return False

    def work_ahead(self) -> bool:
        """In a quiet frame, one piece of painting a coming frame would otherwise do; True if it painted."""
        return False

    def work_needed(self) -> bool:
        """In a frame that was not quiet but had room (``ROOM_S``), one small part of what a coming frame needs
        (a face about to land, painted a part at a time); True if it painted."""
        return False

    # for the hooks ---------------------------------------------------------------------------------------------
    def still_layer(self, size: tuple[int, int]) -> pygame.Surface:
        """The still layer at ``size``: a new one, every region painted afresh, when there is none or the size
        changed."""
        layer = self.layer
        if layer is None or layer.get_size() != size:
            layer = self.layer = pygame.Surface(size)
            self.repaint_all()
        return layer
