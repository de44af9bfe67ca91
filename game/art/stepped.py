"""Pictures painted a part at a time, over several frames (issue 46).

A painter written as a generator (``Parts``: it paints a part, ``yield``s, paints the next, and returns the picture)
can be run to the end at once, or a part per call from the frames that work ahead (``Stepped.step``), so a picture
that takes 5–6 ms at 3840×2160 costs no frame more than its largest part. Either way it is one painting, cut at its
``yield``s: the same bytes. The art cache that owns the pictures asks ``Stepped.whole`` for one when it is asked.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Hashable

import pygame

Parts = Generator[None, None, pygame.Surface]  # a picture's painting: a part before each yield, then returned


class Stepped:
    """Pictures that can be painted a part at a time over several frames (``paint_step``): the paintings under
    way and the pictures they finished, by their arguments, until the cache that owns them asks (``whole``).
    A picture is the same bytes however it was painted: the parts are one painting, cut at its ``yield``s."""

    KEPT = 8  # paintings under way, and pictures finished ahead, at most (a table paints one at a time)

    def __init__(self, parts: Callable[..., Parts]) -> None:
        self.parts = parts
        self.going: dict[Hashable, Parts] = {}
        self.done: dict[Hashable, pygame.Surface] = {}

    def whole(self, key: tuple) -> pygame.Surface:
        """The picture now: finished ahead, else the rest of its painting under way, else painted whole."""
        done = self.done.pop(key, None)
        if done is not None:
            return done
        parts = self.going.pop(key, None) or self.parts(*key)
        while True:
            try:
                next(parts)
            except StopIteration as end:
                return end.value

    def step(self, key: tuple) -> bool:
        """One part of the picture's painting; True once it is finished (``whole`` gives it then)."""
        if key in self.done:
            return True
        parts = self.going.get(key)
        if parts is None:
            if len(self.going) >= self.KEPT:  # (paintings left off long ago: a new table's sizes)
                self.going.clear()
            parts = self.going[key] = self.parts(*key)
        try:
            next(parts)
        except StopIteration as end:
            del self.going[key]
            if len(self.done) >= self.KEPT:
                self.done.clear()
            self.done[key] = end.value
            return True
        return False

    def clear(self) -> None:
        self.going.clear()
        self.done.clear()
