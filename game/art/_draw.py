"""Shared drawing helpers for the painters: supersampling, smooth curves, insets, text and noise.

pygame has no anti-aliased filled polygon, so every painter draws at ``ss`` times the target size and
smoothscales down. Nothing here touches pygame at import time.
"""

from __future__ import annotations

import functools
import logging
import math
import random
from collections.abc import Sequence

import pygame

from game.art import fonts

log = logging.getLogger(__name__)
Point = tuple[float, float]
Color = tuple[int, ...]

PAPER = (252, 250, 244)
PAPER_EDGE = (196, 190, 178)


def supersample(w: int, h: int) -> int:
    """How many times larger to draw: 4× for small faces, 2× for big ones to bound the cost.

    Only powers of two: smoothscale by 3 loses a little precision (opaque 255 comes out as 253).
    """
    return 4 if max(w, h) <= 240 else 2


def canvas(w: int, h: int, fill: Color = (0, 0, 0, 0)) -> pygame.Surface:
    """A transparent SRCALPHA surface; ``fill`` sets the colour hidden under alpha 0 (avoids dark fringes)."""
    surf = pygame.Surface((max(1, w), max(1, h)), pygame.SRCALPHA)
    surf.fill(fill)
    return surf


def shrink(surf: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """Scale the supersampled drawing down to its real size with area averaging."""
    if surf.get_size() == tuple(size):
        return surf
    return pygame.transform.smoothscale(surf, (max(1, size[0]), max(1, size[1])))


def bezier(p0: Point, p1: Point, p2: Point, p3: Point, n: int = 24) -> list[Point]:
    """Flatten one cubic Bézier segment into ``n`` points (the end point left for the next segment)."""
    out = []
    for i in range(n):
        t = i / n
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append(
            (a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1])
        )
    return out


def closed_spline(points: Sequence[Point], n: int = 20) -> list[Point]:
    """A smooth closed curve through ``points`` (Catmull-Rom written as cubic Béziers)."""
    out: list[Point] = []
    k = len(points)
    for i in range(k):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % k], points[(i + 2) % k]
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        out.extend(bezier(p1, c1, c2, p2, n))
    return out


def signed_area(poly: Sequence[Point]) -> float:
    """Shoelace area; its sign tells the winding, which decides where "inward" is."""
    s = 0.0
    for i in range(len(poly)):
        x0, y0 = poly[i - 1]
        x1, y1 = poly[i]
        s += x0 * y1 - x1 * y0
    return s / 2


def offset_polygon(poly: Sequence[Point], d: float) -> list[Point]:
    """Move every vertex of a smooth closed curve inward by ``d`` along its normal (an inset outline)."""
    sign = 1.0 if signed_area(poly) > 0 else -1.0
    out = []
    k = len(poly)
    for i in range(k):
        (xa, ya), (xb, yb) = poly[i - 1], poly[(i + 1) % k]
        tx, ty = xb - xa, yb - ya
        ln = math.hypot(tx, ty) or 1.0
        # For a counter-clockwise (positive area, y down) curve the inward normal is (ty, -tx) rotated.
        nx, ny = -ty / ln * sign, tx / ln * sign
        x, y = poly[i]
        out.append((x + nx * d, y + ny * d))
    return out


def erode(surf: pygame.Surface, d: float) -> pygame.Mask:
    """The opaque area of ``surf`` shrunk by ``d`` pixels: used to outline arbitrary shapes (suits)."""
    m = pygame.mask.from_surface(surf, 127)
    inv = m.copy()
    inv.invert()
    inner = m.copy()
    steps = max(12, int(d * 2))
    for i in range(steps):
        a = 2 * math.pi * i / steps
        for r in (d, d * 0.5):
            inner.erase(inv, (round(math.cos(a) * r), round(math.sin(a) * r)))
    # Pixels outside the surface count as empty: erase a band along the borders too.
    w, h = m.get_size()
    band = pygame.Mask((w, h))
    di = max(1, math.ceil(d))
    for rect in ((0, 0, w, di), (0, h - di, w, di), (0, 0, di, h), (w - di, 0, di, h)):
        band.draw(pygame.Mask((rect[2], rect[3]), fill=True), (rect[0], rect[1]))
    inner.erase(band, (0, 0))
    return inner


def mask_surface(mask: pygame.Mask, colour: Color) -> pygame.Surface:
    """A surface painted ``colour`` where the mask is set and transparent elsewhere."""
    col = tuple(colour) if len(colour) == 4 else (*colour, 255)
    return mask.to_surface(setcolor=col, unsetcolor=(*col[:3], 0))


def shade(colour: Sequence[int], f: float) -> tuple[int, int, int]:
    """Lighten (f > 1) or darken (f < 1) a colour, keeping it in range."""
    r, g, b = colour[:3]
    if f >= 1:
        t = min(1.0, f - 1)
        return round(r + (255 - r) * t), round(g + (255 - g) * t), round(b + (255 - b) * t)
    return round(r * f), round(g * f), round(b * f)


def mix(a: Sequence[int], b: Sequence[int], t: float) -> tuple[int, int, int]:
    """Linear blend from ``a`` (t=0) to ``b`` (t=1)."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def font(px: int, bold: bool = True) -> pygame.font.Font:
    """The project's bundled font when present, else pygame's default; kept open while used (``game.art.fonts``)."""
    return fonts.open_font(_font_file(bold), max(4, px))


@functools.cache
def _font_file(bold: bool) -> str | None:
    try:
        from game import resources

        path = resources.font_path(bold)
    except OSError as exc:  # an unreadable fonts folder: pygame's own font, never a failed picture
        log.warning("bundled font not read: %s", exc)
        return None
    return str(path) if path else None


def glyph(text: str, height: float, colour: Color, bold: bool = True) -> pygame.Surface:
    """Text cropped to its ink and scaled so the capital letters are ``height`` pixels tall."""
    f = font(max(8, round(height * 1.45)), bold)
    surf = f.render(text, True, colour[:3])
    box = surf.get_bounding_rect()
    if box.w == 0 or box.h == 0:
        return surf
    surf = surf.subsurface(box).copy()
    scale = height / box.h
    return pygame.transform.smoothscale(surf, (max(1, round(box.w * scale)), max(1, round(height))))


def noise(w: int, h: int, seed: int, grey: bool = True) -> pygame.Surface:
    """White noise (opaque) from a seeded RNG, fast: bytes straight into a surface."""
    data = random.Random(seed).randbytes(w * h)
    if grey:
        rgb = bytes(b for b in data for _ in range(3)) if w * h < 4096 else _grey_rgb(data)
        return pygame.image.frombytes(rgb, (w, h), "RGB")
    return pygame.image.frombytes(random.Random(seed).randbytes(w * h * 3), (w, h), "RGB")


def _grey_rgb(data: bytes) -> bytes:
    out = bytearray(len(data) * 3)
    out[0::3] = data
    out[1::3] = data
    out[2::3] = data
    return bytes(out)


def blur(surf: pygame.Surface, radius: int) -> pygame.Surface:
    """A cheap soft blur for shadows: shrink by about the radius, then smoothscale back up in two steps.

    pygame-ce's gaussian_blur is exact but about 20× slower at shadow sizes.
    """
    if radius < 1:
        return surf
    w, h = surf.get_size()
    f = max(2, radius)
    small = pygame.transform.smoothscale(surf, (max(1, w // f), max(1, h // f)))
    mid = pygame.transform.smoothscale(small, (max(1, w // 2), max(1, h // 2)))
    return pygame.transform.smoothscale(mid, (w, h))
