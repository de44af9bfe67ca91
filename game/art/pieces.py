"""Classic Quarto pieces in an oblique three-quarter view, lit from the front-left.

Bits: bit0 light maple | dark walnut, bit1 round | square, bit2 tall | short, bit3 solid | hollow.
Each piece is a prism over its footprint: side facets shaded by their angle to the light (so a cylinder gets a
smooth gradient and a square its rounded edges), a brighter top, a visible hole when hollow, wood grain, and a soft
shadow cast back-right whose length follows the height.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator

import pygame

from game.art import _draw
from game.art._draw import Point
from game.art.memo import art_cache
from game.art.stepped import Parts, Stepped

TILT = 0.80  # vertical squash of circles lying on the table (the board uses the same)
RISE = math.sqrt(1 - TILT * TILT)  # how much of a vertical length shows on screen
LIGHT = (-0.45, 0.4, 0.8)  # towards the light: left, a little toward the viewer, mostly above
MAPLE = (248, 206, 134)
WALNUT = (116, 66, 38)
ROUND_R = 0.3  # radius of a round piece, in cell widths
SQUARE_A = 0.28  # half side of a square piece
HEIGHTS = (1.32, 0.5)  # tall, short (world height in cell widths)
FACETS_A_PART = 12  # side facets drawn in one part of a painting a part at a time (``paint_step``)
_SHADOW_PER_HEIGHT = (0.5, -0.42)  # ground offset of the shadow per unit of height (back-right)


def _footprint(square: bool, c: float) -> list[Point]:
    """The footprint outline in ground units (x right, y toward the viewer), counter-clockwise on screen."""
    if not square:
        r = ROUND_R * c
        return [(r * math.cos(2 * math.pi * i / 96), r * math.sin(2 * math.pi * i / 96)) for i in range(96)]
    a = SQUARE_A * c
    rr = a * 0.22
    pts: list[Point] = []
    for cx, cy, start in (
        (a - rr, a - rr, 0),
        (-a + rr, a - rr, 90),
        (-a + rr, -a + rr, 180),
        (a - rr, -a + rr, 270),
    ):
        for i in range(13):
            ang = math.radians(start + 90 * i / 12)
            pts.append((cx + rr * math.cos(ang), cy + rr * math.sin(ang)))
    return pts


def _hull(points: list[Point]) -> list[Point]:
    """Convex hull (monotone chain); the shadow is the hull of the footprint and its cast copy."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o: Point, a: Point, b: Point) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Point] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    upper: list[Point] = []
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def piece_box(size: int) -> tuple[int, int, int, int]:
    """(width, height, anchor_x, anchor_y) of a piece surface for cell width ``size``; the anchor is the
    footprint centre, to be put on the cell centre."""
    c = size
    tall = HEIGHTS[0] * c
    reach = ROUND_R * c + tall * _SHADOW_PER_HEIGHT[0] + 0.08 * c
    w = 2 * math.ceil(reach)
    above = tall * RISE + ROUND_R * c * TILT + 0.06 * c
    below = ROUND_R * c * TILT + 0.07 * c
    return w, math.ceil(above + below), w // 2, math.ceil(above)


def piece_anchor(size: int) -> tuple[int, int]:
    """Where the footprint centre lies inside the surface from ``classic_piece(…, size)``."""
    return piece_box(size)[2:]


def classic_piece(piece: int, size: int, *, colorblind: bool = False, shadow: bool = True) -> pygame.Surface:
    """A classic Quarto piece for a cell ``size`` px wide; cached, read-only. Its footprint centre is at
    ``piece_anchor(size)``: horizontally centred, near the bottom (the shadow falls back-right)."""
    if not isinstance(piece, int) or not 0 <= piece < 16:
        raise ValueError(f"There is no piece {piece!r}; pieces are numbered 0 to 15.")
    return _piece(piece, max(8, int(size)), bool(colorblind), bool(shadow))


def paint_step(piece: int, size: int, *, colorblind: bool = False, shadow: bool = True) -> bool:
    """One part of painting ``classic_piece(piece, size, …)`` (≈ 1.5 ms at most at 3840×2160, where the whole
    piece takes 5–6: the work ahead paints it over a few frames); True once it is painted and kept, so that
    ``classic_piece`` gives it without painting. The same picture as painted at once."""
    if not isinstance(piece, int) or not 0 <= piece < 16:
        raise ValueError(f"There is no piece {piece!r}; pieces are numbered 0 to 15.")
    key = (piece, max(8, int(size)), bool(colorblind), bool(shadow))
    if _piece.ready(*key):
        return True
    if not _PIECES.step(key):
        return False
    _piece(*key)  # (kept now: the cache takes the finished picture)
    return True


@art_cache(160)
def _piece(piece: int, size: int, colorblind: bool, shadow: bool) -> pygame.Surface:
    return _PIECES.whole((piece, size, colorblind, shadow))


def _piece_parts(piece: int, size: int, colorblind: bool, shadow: bool) -> Parts:
    """``_piece``'s painting, a part at a time (``paint_step``): each ``yield`` ends a part of at most ≈ 1.5 ms
    at 3840×2160 (a whole piece there is 5–6 ms); run to the end it paints the same bytes at once."""
    w, h, ax, ay = piece_box(size)
    out = _draw.canvas(w, h)
    if shadow:
        key = (outline_bits(piece), size, 0.0)
        if not _shadow.ready(*key):  # its parts first (``piece_shadow`` then takes the finished picture)
            yield
            while not _SHADOWS.step(key):
                yield
                if _shadow.ready(*key):  # (painted whole meanwhile, for another piece of this outline)
                    break
            yield
        out.blit(piece_shadow(piece, size), (0, 0))
    ss = 4 if size <= 120 else 2
    half = math.ceil(size * 0.36)  # the body alone is much narrower than the shadow's reach
    body = _draw.canvas(2 * half * ss, h * ss, (*(WALNUT if piece & 1 else MAPLE), 0))
    yield
    yield from _paint_body(body, piece, size * ss, half * ss, ay * ss, colorblind)
    small = _draw.shrink(body, (2 * half, h))
    _keep_outline(outline_bits(piece), size, small, (ax - half, 0))
    out.blit(small, (ax - half, 0))
    return out


_outlines: dict[tuple[int, int], pygame.mask.Mask] = {}
OUTLINES_KEPT = 24  # four outlines at a table's three sizes and a spare


def _keep_outline(bits: int, size: int, body: pygame.Surface, at: tuple[int, int]) -> None:
    """Where a painted body covers its piece's surface (alpha above 0), kept per outline: the same mask as a
    shadowless piece's (the body is blitted alone onto a clear canvas), for ``body_outline`` to give without
    painting the piece again (a classic piece at 3840×2160 takes 10–20 ms)."""
    if (bits, size) in _outlines:
        return
    if len(_outlines) >= OUTLINES_KEPT:
        _outlines.clear()
    mask = pygame.mask.Mask(piece_box(size)[:2])
    mask.draw(pygame.mask.from_surface(body, 0), at)
    _outlines[(bits, size)] = mask


def body_outline(bits: int, size: int) -> pygame.mask.Mask | None:
    """The body mask of outline ``bits`` at ``size`` (``outline_bits``) if a piece of that outline was painted at
    that size lately: equal to ``pygame.mask.from_surface(classic_piece(bits, size, shadow=False), 0)``."""
    return _outlines.get((bits, max(8, int(size))))


def outline_bits(piece: int) -> int:
    """The bits of a piece that shape its outline: height and shape (colour and top leave it as it is), so
    every piece with the same bits has the same silhouette, shadow and glow."""
    return piece & 6


def piece_shadow(piece: int, size: int, lift: float = 0.0) -> pygame.Surface:
    """The soft shadow a piece casts, same box as the piece; ``lift`` (in cells) for a piece in the air."""
    return _shadow(outline_bits(piece), max(8, int(size)), round(lift, 2))


@art_cache(64, mb=5)  # (a table's twelve at 3840×2160 took 12 MB: a size's four are painted in turn)
def _shadow(shape_bits: int, size: int, lift: float) -> pygame.Surface:
    return _SHADOWS.whole((shape_bits, size, lift))


def _shadow_parts(shape_bits: int, size: int, lift: float) -> Parts:
    """``_shadow``'s painting in parts (the cast shadow, the contact shadow, its blur, the two put together: up to
    ≈ 1.3 ms each at 3840×2160)."""
    w, h, ax, ay = piece_box(size)
    c = size
    foot = _footprint(bool(shape_bits & 2), c)
    height = HEIGHTS[1 if shape_bits & 4 else 0] * c
    dx, dy = (_SHADOW_PER_HEIGHT[0] * height, _SHADOW_PER_HEIGHT[1] * height)
    off = (lift * c * _SHADOW_PER_HEIGHT[0], lift * c * _SHADOW_PER_HEIGHT[1])
    surf = _draw.canvas(w, h)
    cast = _hull(
        [(x + off[0], y + off[1]) for x, y in foot] + [(x + dx + off[0], y + dy + off[1]) for x, y in foot]
    )
    fade = max(0.35, 1 - lift * 1.2)
    pygame.draw.polygon(surf, (0, 0, 0, round(95 * fade)), [(ax + x, ay + y * TILT) for x, y in cast])
    surf = _draw.blur(surf, max(1, round(c * (0.035 + lift * 0.08))))
    yield
    if lift < 0.05:  # contact shadow: a tight dark rim where the wood meets the table
        contact = _draw.canvas(w, h)
        pygame.draw.polygon(
            contact, (0, 0, 0, 120), [(ax + x * 1.06, ay + y * 1.06 * TILT + c * 0.01) for x, y in foot]
        )
        yield
        soft = _draw.blur(contact, max(1, round(c * 0.02)))
        yield
        surf.blit(soft, (0, 0))
    return surf


_PIECES = Stepped(_piece_parts)
_SHADOWS = Stepped(_shadow_parts)


def _lambert(nx: float, ny: float, nz: float) -> float:
    """Half-Lambert lighting: soft, never fully black on the side away from the light."""
    lx, ly, lz = LIGHT
    ln = math.sqrt(lx * lx + ly * ly + lz * lz)
    d = (nx * lx + ny * ly + nz * lz) / ln
    # a soft sheen where the surface turns halfway between the light and the viewer (varnished wood)
    hx, hy, hz = lx / ln, ly / ln + 0.8, lz / ln + 0.6
    hn = math.sqrt(hx * hx + hy * hy + hz * hz)
    sheen = max(0.0, (nx * hx + ny * hy + nz * hz) / hn) ** 24
    return 0.42 + 0.78 * ((d * 0.5 + 0.5) ** 2) + 0.22 * sheen


def _paint_body(
    surf: pygame.Surface, piece: int, c: float, ax: float, ay: float, colorblind: bool
) -> Iterator[None]:
    """The body on ``surf`` (``ss`` times the piece's size), in parts: its sides and top, the grain, the lip and
    the edge, the hole."""
    dark, square, short, hollow = (bool(piece >> i & 1) for i in range(4))
    wood = WALNUT if dark else MAPLE
    height = HEIGHTS[1 if short else 0] * c
    foot = _footprint(square, c)
    lift = height * RISE

    def at(x: float, y: float, z: float) -> Point:
        return (ax + x, ay + y * TILT - z)

    n = len(foot)
    drawn = 0
    for i in range(n):  # side facets facing the viewer
        (x0, y0), (x1, y1) = foot[i], foot[(i + 1) % n]
        ex, ey = x1 - x0, y1 - y0
        ln = math.hypot(ex, ey) or 1.0
        nx, ny = ey / ln, -ex / ln
        if (x0 + x1) * nx + (y0 + y1) * ny < 0:
            nx, ny = -nx, -ny
        if ny <= -0.05:
            continue
        col = _draw.shade(wood, _lambert(nx, ny, 0.0))
        quad = [at(x0, y0, 0), at(x1, y1, 0), at(x1, y1, lift), at(x0, y0, lift)]
        pygame.draw.polygon(surf, col, quad)
        pygame.draw.lines(surf, col, False, quad[:2], 2)
        if colorblind and dark:  # colour-blind aid: a pale inlaid band round the dark pieces
            z0, z1 = lift * 0.2, lift * 0.2 + c * 0.06
            band = [at(x0, y0, z0), at(x1, y1, z0), at(x1, y1, z1), at(x0, y0, z1)]
            pygame.draw.polygon(surf, _draw.shade((232, 208, 160), _lambert(nx, ny, 0.0)), band)
        drawn += 1
        if drawn % FACETS_A_PART == 0:
            yield
    yield
    top = [at(x, y, lift) for x, y in foot]
    top_col = _draw.shade(wood, _lambert(0, 0, 1) * 1.02)
    pygame.draw.polygon(surf, top_col, top)
    yield
    yield from _grain(surf, piece, c, ax, ay, lift, square, dark)
    yield
    # a bright lip along the front of the top face, and a fine dark edge around the silhouette
    lip = max(2, round(c * 0.018))
    front = [p for (x, y), p in zip(foot, top, strict=True) if y > 0.12 * c]
    front.sort(key=lambda p: p[0])
    if len(front) > 1:
        pygame.draw.lines(surf, _draw.shade(wood, 1.35 if not dark else 1.22), False, front, lip)
    outline = _outline(square, short, c, ax, ay)
    pygame.draw.polygon(
        surf, _draw.shade(wood, 0.45 if not dark else 0.55), outline, max(2, round(c * 0.012))
    )
    if hollow:
        yield
        _hole(surf, c, ax, ay - lift, wood)
    yield


@functools.lru_cache(maxsize=32)
def _outline(square: bool, short: bool, c: float, ax: float, ay: float) -> list[Point]:
    """The body's silhouette on screen (the hull of its foot and its top): the same for the four pieces of an
    outline, so worked out once for them (in Python, ≈ 1 ms at 3840×2160)."""
    foot = _footprint(square, c)
    lift = HEIGHTS[1 if short else 0] * c * RISE
    return _hull(
        [(ax + x, ay + y * TILT) for x, y in foot] + [(ax + x, ay + y * TILT - lift) for x, y in foot]
    )


def _grain(
    surf: pygame.Surface, piece: int, c: float, ax: float, ay: float, lift: float, square: bool, dark: bool
) -> Iterator[None]:
    """Wood grain: long vertical streaks on the sides and faint growth rings on the top, both multiplied in."""
    w, h = surf.get_size()
    noise = _draw.noise(max(4, int(c / 9)), 3, seed=piece * 7 + 1)
    # scaled and darkened to 86–100 % as 32-bit pixels: the same bytes as the 24-bit noise gave, but its two
    # blended fills took 4 of a 3840×2160 piece's 11 ms and these take 0.2
    streaks = pygame.Surface(noise.get_size(), 0, 32)
    streaks.blit(noise, (0, 0))
    streaks = pygame.transform.smoothscale(streaks, (w, h))
    yield
    streaks.fill((36, 36, 36), special_flags=pygame.BLEND_RGB_MULT)
    streaks.fill((219, 219, 219), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(streaks, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    yield
    r_max = (SQUARE_A if square else ROUND_R) * c * 0.92
    ring_col = (0, 0, 0, 26 if not dark else 34)
    cy = ay - lift
    # (a canvas the body's size: blitted whole it also clears the colour under every transparent pixel, which
    # the smoothscale down to the piece's size averages into its edge)
    rings = _draw.canvas(w, h)
    for k in range(1, 5):
        r = r_max * k / 4.6 + (piece % 3) * c * 0.008
        rect = pygame.Rect(0, 0, 2 * r * (1.0 + 0.05 * (k % 2)), 2 * r * TILT)
        rect.center = (round(ax + c * 0.03), round(cy + c * 0.01))
        pygame.draw.ellipse(rings, ring_col, rect, max(1, round(c * 0.008)))
    surf.blit(rings, (0, 0))


def _hole(surf: pygame.Surface, c: float, cx: float, cy: float, wood: tuple[int, int, int]) -> None:
    """A round hole in the top face: the far inner wall is visible, the floor deep in shadow."""
    r = c * 0.15
    rect = pygame.Rect(0, 0, round(2 * r), round(2 * r * TILT))
    rect.center = (round(cx), round(cy))
    # drawn in the hole's own box (the wall, and the floor seen through it, lie inside it), not on surfaces and
    # masks the body's size; then blitted whole as before, from a canvas of the floor's colour left clear, which
    # is what the whole wall held outside the hole (its clear pixels are copied where the body is clear, and the
    # smoothscale down to the piece's size averages them into its edge)
    box = rect.clip(surf.get_rect())
    wall = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.ellipse(wall, (*_draw.shade(wood, 0.5), 255), rect.move(-box.x, -box.y))
    floor_rect = rect.move(0, round(r * 0.55))
    hole_mask = pygame.mask.from_surface(wall)
    floor = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.ellipse(
        floor, (0, 0, 0, 255), floor_rect.inflate(-rect.w * 0.1, -rect.h * 0.1).move(-box.x, -box.y)
    )
    deep = hole_mask.overlap_mask(pygame.mask.from_surface(floor), (0, 0))
    floor_colour = _draw.shade(wood, 0.26)
    wall.blit(_draw.mask_surface(deep, floor_colour), (0, 0))
    whole = _draw.canvas(*surf.get_size(), (*floor_colour, 0))
    whole.blit(wall, box.topleft)
    surf.blit(whole, (0, 0))
    # the lip of the hole catches the light at the front
    lip = rect.inflate(max(2, round(c * 0.02)), max(2, round(c * 0.02)))
    pygame.draw.arc(
        surf, _draw.shade(wood, 1.3), lip, math.pi * 1.05, math.pi * 1.95, max(2, round(c * 0.014))
    )
