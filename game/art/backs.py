"""Card backs (the board places of SET Quarto and Aces & Faces) and the soft outline of an empty place."""

from __future__ import annotations

import math

import pygame

from game.art import _draw
from game.art.memo import art_cache

GOLD = (222, 180, 92)
STYLES = {
    # style: (panel, lattice line, medallion)
    "quadrille": ((28, 48, 104), (58, 84, 150), (20, 36, 82)),
    "crimson": ((120, 26, 40), (160, 56, 66), (92, 18, 30)),
}


def card_back(size: tuple[int, int], *, style: str = "quadrille") -> pygame.Surface:
    """A card back at ``size`` (portrait or landscape): white border, lattice panel, gold medallion."""
    if style not in STYLES:
        raise ValueError(f"There is no card back style {style!r}; choose one of {', '.join(STYLES)}.")
    return _back((max(8, int(size[0])), max(8, int(size[1]))), style)


@art_cache(32)
def _back(size: tuple[int, int], style: str) -> pygame.Surface:
    w, h = size
    ss = _draw.supersample(w, h)
    W, H = w * ss, h * ss
    short = min(W, H)
    panel_col, line_col, medal_col = STYLES[style]
    surf = _draw.canvas(W, H, (*_draw.PAPER_EDGE, 0))
    radius = round(short * 0.08)
    border = max(ss, round(min(w, h) / 110 * ss))
    pygame.draw.rect(surf, _draw.PAPER_EDGE, (0, 0, W, H), border_radius=radius)
    pygame.draw.rect(
        surf,
        _draw.PAPER,
        pygame.Rect(0, 0, W, H).inflate(-2 * border, -2 * border),
        border_radius=radius - border,
    )

    inset = round(short * 0.07)
    panel = pygame.Rect(inset, inset, W - 2 * inset, H - 2 * inset)
    pr = max(1, round(radius * 0.55))
    layer = _draw.canvas(panel.w, panel.h, (*panel_col, 0))
    layer.fill((*panel_col, 255))
    # the quadrille: a diagonal lattice with gold studs where the lines cross
    step = max(4 * ss, short / 6.5)
    lw = max(1, round(short * 0.012))
    cx, cy = panel.w / 2, panel.h / 2
    reach = int(max(panel.w, panel.h) / step) + 2
    for k in range(-reach, reach + 1):
        off = k * step
        for sgn in (1, -1):
            a = (cx + off - panel.h, cy - sgn * panel.h)
            b = (cx + off + panel.h, cy + sgn * panel.h)
            pygame.draw.line(layer, line_col, a, b, lw)
    for i in range(-reach, reach + 1):
        for j in range(-reach, reach + 1):
            x, y = cx + (i + j) * step / 2, cy + (i - j) * step / 2
            if -step < x < panel.w + step and -step < y < panel.h + step:
                pygame.draw.circle(layer, _draw.shade(GOLD, 0.8), (x, y), max(1.0, short * 0.012))
    # gold frame inside the panel
    frame = layer.get_rect().inflate(-round(short * 0.06), -round(short * 0.06))
    pygame.draw.rect(layer, GOLD, frame, max(1, round(short * 0.012)), border_radius=pr)
    # the medallion: a ring with four small diamonds in a square, the quadrille's four-by-four spirit
    mr = short * 0.23
    pygame.draw.circle(layer, panel_col, (cx, cy), mr * 1.12)
    pygame.draw.circle(layer, medal_col, (cx, cy), mr)
    pygame.draw.circle(layer, GOLD, (cx, cy), mr, max(1, round(short * 0.016)))
    pygame.draw.circle(layer, _draw.shade(GOLD, 0.8), (cx, cy), mr * 0.86, max(1, round(short * 0.006)))
    d = mr * 0.3
    for dx, dy in ((-1, -1), (1, -1), (-1, 1), (1, 1)):
        px, py = cx + dx * d, cy + dy * d
        s = mr * 0.22
        pts = [(px, py - s), (px + s, py), (px, py + s), (px - s, py)]
        pygame.draw.polygon(layer, GOLD, pts)
    mask = _draw.canvas(panel.w, panel.h, (255, 255, 255, 0))
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=pr)
    layer.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    surf.blit(layer, panel.topleft)
    return _draw.shrink(surf, size)


def place_outline(size: tuple[int, int], *, colour: tuple[int, int, int] = (250, 244, 228)) -> pygame.Surface:
    """A soft rounded outline with a faint fill: an empty or legal place on the board."""
    return _outline((max(8, int(size[0])), max(8, int(size[1]))), tuple(colour))


@art_cache(16)
def _outline(size: tuple[int, int], colour: tuple[int, ...]) -> pygame.Surface:
    w, h = size
    ss = _draw.supersample(w, h)
    W, H = w * ss, h * ss
    short = min(W, H)
    radius = round(short * 0.08)
    glow = _draw.canvas(w, h, (*colour, 0))
    pygame.draw.rect(
        glow,
        (*colour, 70),
        glow.get_rect().inflate(-4, -4),
        max(2, round(min(w, h) * 0.04)),
        border_radius=round(radius / ss),
    )
    glow = _draw.blur(glow, max(1, round(min(w, h) * 0.03)))
    surf = _draw.canvas(W, H, (*colour, 0))
    rect = pygame.Rect(0, 0, W, H).inflate(-round(short * 0.05), -round(short * 0.05))
    pygame.draw.rect(surf, (*colour, 26), rect, border_radius=radius)
    # a dashed edge reads as "a place" rather than "a card"
    lw = max(ss, round(short * 0.022))
    dash = max(3 * ss, short * 0.09)
    perimeter = _rect_path(rect, radius)
    total = 0.0
    for (x0, y0), (x1, y1) in zip(perimeter, perimeter[1:] + perimeter[:1], strict=True):
        seg = math.hypot(x1 - x0, y1 - y0)
        if int(total / dash) % 2 == 0:
            pygame.draw.line(surf, (*colour, 170), (x0, y0), (x1, y1), lw)
        total += seg
    out = glow.copy()
    out.blit(_draw.shrink(surf, size), (0, 0))
    return out


def _rect_path(rect: pygame.Rect, r: float) -> list[tuple[float, float]]:
    """Points along a rounded rectangle, evenly spaced enough for dashes."""
    pts: list[tuple[float, float]] = []
    corners = (
        (rect.right - r, rect.top + r, -90),
        (rect.right - r, rect.bottom - r, 0),
        (rect.left + r, rect.bottom - r, 90),
        (rect.left + r, rect.top + r, 180),
    )
    step = max(1.0, r / 6)
    for i, (cx, cy, start) in enumerate(corners):
        for k in range(9):
            a = math.radians(start + 90 * k / 8)
            pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
        ex, ey = pts[-1]
        end = _corner_start(corners[(i + 1) % 4], r)
        n = max(1, int(math.hypot(end[0] - ex, end[1] - ey) / step))
        for k in range(1, n):
            pts.append((ex + (end[0] - ex) * k / n, ey + (end[1] - ey) * k / n))
    return pts


def _corner_start(corner: tuple[float, float, int], r: float) -> tuple[float, float]:
    cx, cy, start = corner
    a = math.radians(start)
    return cx + r * math.cos(a), cy + r * math.sin(a)
