"""Shared checks for the art tests: pixels as bytes, and "is anything drawn here"."""

from __future__ import annotations

import pygame


def pixels(surf: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surf, "RGBA")


def opaque_fraction(surf: pygame.Surface) -> float:
    """Share of pixels that are mostly opaque."""
    mask = pygame.mask.from_surface(surf, 200)
    return mask.count() / (surf.get_width() * surf.get_height())


def mean_rgb(surf: pygame.Surface, rect: pygame.Rect | None = None) -> tuple[float, float, float]:
    """Average colour of the opaque pixels (in ``rect`` if given)."""
    area = surf.subsurface(rect) if rect else surf
    total = [0, 0, 0]
    n = 0
    for y in range(0, area.get_height(), 2):
        for x in range(0, area.get_width(), 2):
            r, g, b, a = area.get_at((x, y))
            if a > 200:
                total[0] += r
                total[1] += g
                total[2] += b
                n += 1
    return (total[0] / n, total[1] / n, total[2] / n) if n else (0.0, 0.0, 0.0)
