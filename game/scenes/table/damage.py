"""Where a table drew on screen over its still layer, so that the next frame copies the layer back only there and
where the layer itself changed (``Regions.take``), instead of blitting the whole layer (≈ 0.8 ms a frame at
1920×1080).

The screen still shows the last frame unless something else drew over it: an overlay, a fade or a toast
(``App.overdrawn``), a new window surface or size, a new layer. Then, or when the area to restore passes ``WHOLE``
of the screen, the layer is blitted whole. Drawing on any other surface (a save's picture) blits it whole too.
Each table's test checks the screen byte for byte against a full redraw after every frame of whole games
(tests/scenes/quarto/test_screen_damage.py, tests/scenes/qu4to/test_screen_damage.py)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.table.regions import merge

WHOLE = 0.6  # past this share of the screen to restore, one whole blit is as cheap


class ScreenDamage:
    """Owns the screen's last frame: what identified it (``token``) and the rectangles it drew over the layer."""

    def __init__(self) -> None:
        self.token: tuple[object, ...] | None = None
        self.last: list[pygame.Rect] = []  # drawn over the layer by the screen's last frame
        self.now: list[pygame.Rect] = []  # drawn over the layer by the frame being drawn
        self.restored: list[pygame.Rect] | None = (
            None  # where this frame put the layer back (None: all of it)
        )
        self.taken: list[pygame.Rect] = []  # the layer's rectangles changed since the screen's last frame

    def begin(
        self,
        surface: pygame.Surface,
        layer: pygame.Surface,
        screen: pygame.Surface,
        overdrawn: int,
        take: Callable[[], list[pygame.Rect]],
    ) -> None:
        """Put ``layer`` under a new frame on ``surface``: only where needed when ``surface`` is the ``screen``
        that still shows the last frame (nothing counted in ``overdrawn`` since), whole anywhere else. ``take``
        gives the layer's rectangles changed since the screen last copied it (asked only for the screen)."""
        self.now = []
        self.restored = None
        self.taken = []
        if surface is not screen:
            surface.blit(layer, (0, 0))
            return
        size = surface.get_size()
        token = (surface, size, layer, overdrawn)  # the surfaces themselves: a freed one's id comes back
        self.taken = take()
        rects = merge([r.clip(layer.get_rect()) for r in self.last + self.taken])
        if token == self.token and sum(r.w * r.h for r in rects) < WHOLE * size[0] * size[1]:
            for rect in rects:
                surface.blit(layer, rect, rect)
            self.restored = rects
        else:
            surface.blit(layer, (0, 0))
        self.token, self.last = token, self.now  # the frame's drawing fills ``now``, which is then the last

    def hurt(self, rect: pygame.Rect | None, pad: int = 0) -> None:
        """``rect`` (grown by ``pad`` on each side) was drawn over the layer this frame."""
        if rect is not None:
            self.now.append(rect.inflate(2 * pad, 2 * pad) if pad else rect)

    def cover(
        self, surface: pygame.Surface, screen: pygame.Surface, take: Callable[[], list[pygame.Rect]]
    ) -> None:
        """Instead of ``begin``: the frame draws the whole of ``surface`` itself, opaque (a dimmed table under a
        card), so the layer is not put back first; the next frame puts it back whole. The layer's changed
        rectangles are taken (the frame's picture shows them)."""
        self.taken = take() if surface is screen else []
        self.now, self.restored, self.last, self.token = [], [], [], None
