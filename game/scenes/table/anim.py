"""Animations shared by the tables: a piece or card gliding between two places, eased, with a lift arc."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

import pygame

GLIDE_S = 0.26  # pool -> hand -> board, at normal speed
THINK_MIN_S = 0.45  # a computer move is shown no sooner than this (normal speed), so it can be followed
RESULT_DELAY_S = 0.9  # the winning line glows alone for a moment before the result panel
AUTOPLAY_NEXT_S = 2.2  # --autoplay: the next game starts this long after the end (the result seen first)


class GlideEnd(Protocol):
    """Where a glide starts or lands: a point and the width to draw the thing at (a board's slot, a card's spot)."""

    @property
    def pos(self) -> tuple[float, float]: ...

    @property
    def cell_w(self) -> float: ...


P = TypeVar("P", bound=GlideEnd)


def ease(t: float) -> float:
    """Ease-in-out (smoothstep): starts and lands softly."""
    return pygame.math.smoothstep(0.0, 1.0, pygame.math.clamp(t, 0.0, 1.0))


@dataclass
class Glide(Generic[P]):
    """One thing in flight between two places (any objects with ``pos`` and ``cell_w``); ``t`` runs 0 → 1."""

    item: int
    start: P
    end: P
    duration: float
    t: float = 0.0

    def advance(self, dt: float) -> bool:
        """Move on by ``dt`` seconds; True once it has landed."""
        self.t = min(1.0, self.t + dt / max(1e-6, self.duration))
        return self.t >= 1.0

    def where(self, arc: float) -> tuple[float, float, float, float]:
        """(x, y, width, lift) now: eased along the straight line, lifted on a sine arc ``arc`` pixels high."""
        t = ease(self.t)
        x = pygame.math.lerp(self.start.pos[0], self.end.pos[0], t)
        y = pygame.math.lerp(self.start.pos[1], self.end.pos[1], t)
        w = pygame.math.lerp(self.start.cell_w, self.end.cell_w, t)
        return x, y, w, math.sin(math.pi * t) * arc

    @property
    def nearer(self) -> P:
        """The end it is closer to now (its size is the one to paint at)."""
        return self.end if ease(self.t) > 0.5 else self.start
