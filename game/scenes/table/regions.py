"""Repaint only what changed: the table layer is split into regions (a seat, the centre, the hand, the sheet …),
each with a key of what it shows. A region whose key or rectangle changed gets the felt back under its old and
new rectangle; every region that reaches into that area (itself included) is painted again there, in z-order and
clipped to the area, so a neighbour's shadow or label is never lost. The work is spread over frames: regions are
painted one after another until the frame's budget is spent, and the rest wait for the next frame."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame


@dataclass
class Region:
    name: str
    rect: pygame.Rect | None  # None: the region shows nothing now
    key: object  # what it shows: painted again when this changes
    paint: Callable[[pygame.Surface], None]
    first: bool = False  # painted before the others (what the player's hand and eyes are on)


class Regions:
    BUDGET_S = 0.0004  # a frame paints regions until this much time is spent (at least one region)

    def __init__(self) -> None:
        self.shown: dict[str, tuple[pygame.Rect | None, object]] = {}  # name -> (rect, key) as last painted
        self.painted: list[str] = []  # the regions painted last time (for tests and measurements)
        self.pending = False  # some changed regions wait for the next frame

    def forget(self) -> None:
        """Paint every region next time (a new layer or a new layout)."""
        self.shown.clear()

    def update(
        self,
        layer: pygame.Surface,
        cloth: pygame.Surface,
        regions: list[Region],
        budget_s: float | None = None,
    ) -> list[str]:
        """Bring ``layer`` up to date with ``regions`` (in z-order, bottom first); the names painted now."""
        if not self.shown:  # everything: the felt, then every region, in one frame
            layer.blit(cloth, (0, 0))
            clip = layer.get_clip()
            for r in regions:
                if r.rect is not None:
                    layer.set_clip(r.rect)  # as when painted alone, so both ways give the same picture
                    r.paint(layer)
                self.shown[r.name] = (r.rect, r.key)
            layer.set_clip(clip)
            self.painted, self.pending = [r.name for r in regions], False
            return self.painted
        changed = [r for r in regions if self.shown.get(r.name) != (r.rect, r.key)]
        changed.sort(key=lambda r: not r.first)
        budget = self.BUDGET_S if budget_s is None else budget_s
        start = time.perf_counter()
        clip = layer.get_clip()
        self.painted = []
        for r in changed:
            if self.painted and time.perf_counter() - start > budget:
                break
            old = self.shown.get(r.name, (None, None))[0]
            areas = [a for a in (old, r.rect) if a is not None]
            if len(areas) == 2 and areas[0].contains(areas[1]):
                areas.pop()
            for area in areas:
                layer.set_clip(clip)
                layer.blit(cloth, area, area)
                for q in regions:  # everything that reaches into the restored area, bottom first
                    if q.rect is not None and q.rect.colliderect(area):
                        layer.set_clip(q.rect.clip(area))
                        q.paint(layer)
            self.shown[r.name] = (r.rect, r.key)
            self.painted.append(r.name)
        layer.set_clip(clip)
        self.pending = len(self.painted) < len(changed)
        return self.painted
