"""The cross-fade between scenes, in one of two ways chosen at its first frame:

- **over**: the picture the old scene left is copied and drawn over each frame of the new one with falling alpha
  (any scene, whatever moves on it: each frame the new scene draws itself whole, then the old picture over it);
- **into**: when the new scene's frame is a still picture it can hand over (a table with nothing moving over its
  still layer, ``Scene.fade_layer``), that picture is blended into what the screen shows, a step a frame. The screen
  still shows the old picture at the first step, so nothing is copied, and a frame is one blend: at 3840×2160 the
  copy was ≈ 20 ms of the frame that opens a table and the new scene drawn whole ≈ 2.2 ms of each frame after.

Either way the screen shows old·a + new·(1−a) with the same falling ``a``: into picks each step's alpha so that what
is left of the old picture after it is ``a`` (up to 8-bit rounding; the frame after the fade draws the new scene
whole)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.scenes.base import SceneStack

KEEP_PX = 1920 * 1080  # a buffer for a window up to this is kept between fades; a larger one is let go


class Fade:
    """Owns the fade under way: its age ``t`` in seconds, its way (``way``: "" none, "owed" started and not drawn
    yet, "over", "into"), the old picture (``picture``, fading over) or the old picture's share of the screen
    (``left``, fading into). ``seconds()`` is how long a fade lasts now (the animation setting: 0 turns fades off)."""

    def __init__(self, seconds: Callable[[], float]) -> None:
        self.seconds = seconds
        self.picture: pygame.Surface | None = None
        self.t = 0.0
        self.way = ""
        self.left = 1.0
        # the surface showing the old picture when the fade started
        self._screen: pygame.Surface | None = None
        self._buffer: pygame.Surface | None = None

    @property
    def active(self) -> bool:
        return bool(self.way)

    def start(self, screen: pygame.Surface) -> None:
        """The old scene's picture is what ``screen`` shows now: fade it out over what comes next (copied only at
        the first frame, and only if that frame fades over)."""
        if self.seconds() <= 0:
            return
        self.way, self._screen, self.picture, self.t, self.left = "owed", screen, None, 0.0, 1.0

    def stop(self) -> None:
        self.way, self._screen, self.picture = "", None, None

    def update(self, dt: float) -> bool:
        """Age the fade by ``dt``; True while one is under way (the frame moves)."""
        if not self.way:
            return False
        self.t += dt
        if self.t >= self.seconds():
            self.stop()
            if self._buffer is not None and self._buffer.get_width() * self._buffer.get_height() > KEEP_PX:
                # 32 MB at 3840×2160 held between fades, for ≈ 13 ms at the next one to make it again
                self._buffer = None
        return True

    def blended(self, screen: pygame.Surface, stack: SceneStack, noticed: bool = False) -> bool:
        """A frame of a fade under way, before the scenes draw: the still picture of a scene alone on the screen
        (``SceneStack.fade_layer``; none under a notice, which moves) blended in by ``into``. True when that was
        the frame; False when the scenes draw it themselves."""
        if not self.way:
            return False
        return self.into(screen, None if noticed else stack.fade_layer(screen))

    def into(self, screen: pygame.Surface, layer: pygame.Surface | None) -> bool:
        """A frame of the fade, before the scenes draw: blend ``layer`` (the new scene's whole frame, or None when
        it cannot give one) into ``screen``. True when that was the frame; False when the scenes draw it themselves
        (then ``draw`` puts the old picture over them). A fade into that can no longer go on (the scene's frame
        moves, or the window's surface changed) ends at once: the old picture is not kept."""
        if self.way == "owed":
            if screen is not self._screen:
                self.stop()  # a new window surface: the old picture is gone
                return False
            if layer is None or layer.get_size() != screen.get_size():
                self._keep(screen)
                return False
            self.way = "into"
        if self.way != "into":
            return False
        if layer is None or layer.get_size() != screen.get_size():
            self.stop()
            return False
        target = max(0.0, 1 - self.t / (self.seconds() or 1))  # the old picture's share wanted now
        alpha = round(255 * (1 - target / self.left)) if self.left > 0 else 255
        if alpha >= 255:
            screen.blit(layer, (0, 0))  # (per-surface alpha 255 is SDL's slow path: see ``draw``)
            self.left = 0.0
        elif alpha > 0:
            layer.set_alpha(alpha)
            try:
                screen.blit(layer, (0, 0))
            finally:
                layer.set_alpha(None)
            self.left *= 1 - alpha / 255
        return True

    def _keep(self, screen: pygame.Surface) -> None:
        """Copy the old picture ``screen`` shows, to fade over: into the surface the last fade used (a new one of
        the window's size costs its first writes, ≈ 10 ms of page faults at 1920×1080)."""
        buffer = self._buffer
        if buffer is None or buffer.get_size() != screen.get_size():
            buffer = self._buffer = screen.copy()
        else:
            buffer.set_alpha(None)
            buffer.blit(screen, (0, 0))
        self.picture, self.way, self._screen = buffer, "over", None

    def draw(self, screen: pygame.Surface) -> None:
        """The old picture over the frame the scenes drew (fading over)."""
        if self.picture is None:
            return
        alpha = int(255 * max(0.0, 1 - self.t / (self.seconds() or 1)))
        # an opaque surface blitted with per-surface alpha 255 takes SDL's slow path: 30 ms at 1920×1080 where 254
        # takes 2 ms (measured, pygame-ce 2.5.8); at 255 the old picture simply covers the new
        if alpha >= 255:
            self.picture.set_alpha(None)
            screen.blit(self.picture, (0, 0))
        elif alpha > 0:
            self.picture.set_alpha(alpha)
            screen.blit(self.picture, (0, 0))
