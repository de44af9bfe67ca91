"""The cross-fade between scenes: the picture the old scene left, drawn over the new one with falling alpha."""

from __future__ import annotations

from collections.abc import Callable

import pygame

KEEP_PX = 1920 * 1080  # a buffer for a window up to this is kept between fades; a larger one is let go


class Fade:
    """Owns the old picture (``picture``, None when no fade is under way) and its age ``t`` in seconds;
    ``seconds()`` is how long a fade lasts now (the animation setting: 0 turns fades off)."""

    def __init__(self, seconds: Callable[[], float]) -> None:
        self.seconds = seconds
        self.picture: pygame.Surface | None = None
        self.t = 0.0
        self._buffer: pygame.Surface | None = None

    @property
    def active(self) -> bool:
        return self.picture is not None

    def start(self, screen: pygame.Surface) -> None:
        """Keep what ``screen`` shows now, to fade out over what comes next."""
        if self.seconds() <= 0:
            return
        # into the surface the last fade used: a new one of the window's size costs its first writes (≈ 10 ms of
        # page faults at 1920×1080) in the frame that opens a scene
        buffer = self._buffer
        if buffer is None or buffer.get_size() != screen.get_size():
            buffer = self._buffer = screen.copy()
        else:
            buffer.set_alpha(None)
            buffer.blit(screen, (0, 0))
        self.picture = buffer
        self.t = 0.0

    def stop(self) -> None:
        self.picture = None

    def update(self, dt: float) -> bool:
        """Age the fade by ``dt``; True while one is under way (the frame moves)."""
        if self.picture is None:
            return False
        self.t += dt
        if self.t >= self.seconds():
            self.picture = None
            if self._buffer is not None and self._buffer.get_width() * self._buffer.get_height() > KEEP_PX:
                # 32 MB at 3840×2160 held between fades, for ≈ 13 ms at the next one to make it again
                self._buffer = None
        return True

    def draw(self, screen: pygame.Surface) -> None:
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
