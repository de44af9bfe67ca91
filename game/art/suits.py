"""The four card suits drawn as shapes (the bundled fonts have no ♠♥♦♣), and the court emblems.

Every function here draws on an already-supersampled canvas; the public, cached ``suit_shape`` lives in
``playingcards``.
"""

from __future__ import annotations

import math

import pygame

from game.art import _draw
from game.art._draw import Color, Point

RED = (200, 30, 44)
BLACK = (34, 34, 42)
RED_TINT = (252, 222, 222)
GOLD = (226, 178, 72)
GOLD_DARK = (150, 104, 30)


def suit_colour(suit: str) -> tuple[int, int, int]:
    """Red for hearts and diamonds, near-black for spades and clubs."""
    return RED if suit in "HD" else BLACK


def _heart_unit(n: int = 72) -> list[Point]:
    """A heart in a unit box (0..1), point down: the classic sine-cubed curve, normalised."""
    pts = []
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        pts.append((x, y))
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    return [((x - x0) / (x1 - x0), (y - y0) / (y1 - y0)) for x, y in pts]


_HEART = _heart_unit()


def _stem(cx: float, top: float, bottom: float, half: float) -> list[Point]:
    """A flared foot for the spade and the club: narrow at the top, curving out to a wide base."""
    neck = half * 0.18
    left = _draw.bezier(
        (cx - neck, top),
        (cx - neck, bottom - 0.1 * (bottom - top)),
        (cx - half * 0.5, bottom),
        (cx - half, bottom),
        10,
    )
    right = _draw.bezier(
        (cx + half, bottom),
        (cx + half * 0.5, bottom),
        (cx + neck, bottom - 0.1 * (bottom - top)),
        (cx + neck, top),
        10,
    )
    return left + [(cx - half, bottom)] + right + [(cx + neck, top)]


def draw_suit(surf: pygame.Surface, suit: str, rect: pygame.Rect, colour: Color, flip: bool = False) -> None:
    """Draw one suit filling ``rect`` (square is best); ``flip`` turns it upside down as on lower-half pips."""
    s = min(rect.w, rect.h)
    x = rect.x + (rect.w - s) / 2
    y = rect.y + (rect.h - s) / 2

    def place(pts: list[Point]) -> list[Point]:
        out = [(x + px * s, y + py * s) for px, py in pts]
        if flip:
            cx, cy = x + s / 2, y + s / 2
            out = [(2 * cx - px, 2 * cy - py) for px, py in out]
        return out

    if suit == "H":
        pygame.draw.polygon(surf, colour, place([(0.04 + 0.92 * px, 0.06 + 0.88 * py) for px, py in _HEART]))
    elif suit == "D":
        pts: list[Point] = []
        corners = [(0.5, 0.0), (0.88, 0.5), (0.5, 1.0), (0.12, 0.5)]
        for i in range(4):
            a, b = corners[i], corners[(i + 1) % 4]
            mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
            # control points pulled a little toward the centre: gently concave sides
            c1 = (a[0] + (mx - a[0]) * 0.7 + (0.5 - mx) * 0.12, a[1] + (my - a[1]) * 0.7 + (0.5 - my) * 0.12)
            c2 = (b[0] + (mx - b[0]) * 0.7 + (0.5 - mx) * 0.12, b[1] + (my - b[1]) * 0.7 + (0.5 - my) * 0.12)
            pts.extend(_draw.bezier(a, c1, c2, b, 12))
        pygame.draw.polygon(surf, colour, place(pts))
    elif suit == "S":
        body = [(0.05 + 0.9 * px, 0.78 - 0.78 * py) for px, py in _HEART]
        pygame.draw.polygon(surf, colour, place(body))
        pygame.draw.polygon(surf, colour, place(_stem(0.5, 0.55, 1.0, 0.2)))
    else:  # clubs: three lobes, a filled heart between them and the same foot as the spade
        r = 0.235
        lobes = [(0.5, 0.26), (0.26, 0.58), (0.74, 0.58)]
        for lx, ly in lobes:
            (cx, cy), rr = place([(lx, ly)])[0], r * s
            pygame.draw.circle(surf, colour, (cx, cy), rr)
        pygame.draw.polygon(surf, colour, place([(0.5, 0.3), (0.3, 0.6), (0.5, 0.7), (0.7, 0.6)]))
        pygame.draw.polygon(surf, colour, place(_stem(0.5, 0.6, 1.0, 0.2)))


def outlined(surf: pygame.Surface, stroke: float, tint: Color) -> None:
    """Turn a solid shape into an outlined one: its inside, shrunk by ``stroke``, repainted in ``tint``."""
    inner = _draw.erode(surf, stroke)
    surf.blit(_draw.mask_surface(inner, tint), (0, 0))


def draw_emblem(surf: pygame.Surface, rank: str, cx: float, cy: float, w: float, ink: Color) -> None:
    """The court emblem above the big letter: a pointed crown (K), a pearl coronet (Q), a plumed cap (J)."""
    h = w * 0.62
    top, base = cy - h / 2, cy + h / 2
    band_h = h * 0.26
    edge = max(2, round(w * 0.035))
    if rank == "K":
        pts = [(cx - w / 2, base), (cx - w / 2, top + h * 0.25), (cx - w * 0.25, top + h * 0.55), (cx, top)]
        pts += [(cx + w * 0.25, top + h * 0.55), (cx + w / 2, top + h * 0.25), (cx + w / 2, base)]
        pygame.draw.polygon(surf, GOLD, pts)
        pygame.draw.polygon(surf, GOLD_DARK, pts, edge)
        for px, py in ((cx - w / 2, top + h * 0.25), (cx, top), (cx + w / 2, top + h * 0.25)):
            pygame.draw.circle(surf, GOLD, (px, py), w * 0.08)
            pygame.draw.circle(surf, GOLD_DARK, (px, py), w * 0.08, edge)
    elif rank == "Q":
        body = [(cx - w * 0.42, base)]
        arches = 4
        for i in range(arches * 8 + 1):
            t = i / (arches * 8)
            x = cx - w * 0.42 + w * 0.84 * t
            y = top + h * 0.3 + h * 0.28 * abs(math.cos(math.pi * arches * t))
            body.append((x, y))
        body.append((cx + w * 0.42, base))
        pygame.draw.polygon(surf, GOLD, body)
        pygame.draw.polygon(surf, GOLD_DARK, body, edge)
        for i in range(arches + 1):
            px = cx - w * 0.42 + w * 0.84 * i / arches
            pygame.draw.circle(surf, (250, 246, 236), (px, top + h * 0.22), w * 0.06)
            pygame.draw.circle(surf, GOLD_DARK, (px, top + h * 0.22), w * 0.06, edge)
    else:  # the jack: a soft cap with a curling feather, no crown (a follower)
        cap = [(cx - w * 0.4, base)] + [
            (cx + w * 0.4 * math.cos(a), base - band_h - h * 0.45 * math.sin(a))
            for a in [math.pi - math.pi * i / 24 for i in range(25)]
        ]
        cap.append((cx + w * 0.4, base))
        pygame.draw.polygon(surf, ink, cap)
        feather = _draw.closed_spline(
            [
                (cx + w * 0.1, base - h * 0.5),
                (cx + w * 0.38, top - h * 0.05),
                (cx + w * 0.55, top + h * 0.08),
                (cx + w * 0.3, base - h * 0.55),
            ],
            10,
        )
        pygame.draw.polygon(surf, GOLD, feather)
        pygame.draw.polygon(surf, GOLD_DARK, feather, edge)
    band = pygame.Rect(round(cx - w * 0.46), round(base - band_h), round(w * 0.92), round(band_h))
    pygame.draw.rect(surf, GOLD, band, border_radius=round(band_h / 3))
    pygame.draw.rect(surf, GOLD_DARK, band, edge, border_radius=round(band_h / 3))
    pygame.draw.circle(surf, ink, band.center, band_h * 0.28)
