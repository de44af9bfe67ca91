"""The table: green felt from noise, and the round wooden classic Quarto board with 16 holes.

The board is seen from the same angle as the pieces (``pieces.TILT``), so a piece whose footprint centre is put
on a ``board_cells`` point stands in its hole.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame

from game.art import _draw
from game.art.memo import art_cache
from game.art.pieces import RISE, TILT

FELT = (24, 80, 60)
BOARD_WOOD = (176, 116, 64)


def _noise_layer(
    size: tuple[int, int], grid: tuple[int, int], amp: int, seed: int, smooth: bool
) -> pygame.Surface:
    """Grey noise from 0 to 2 * ``amp`` (0..255) from a ``grid``-sized field scaled up to ``size``; scaled down to
    its amplitude while still small (a multiply over the whole window was most of the felt's time)."""
    tex = _draw.noise(max(1, grid[0]), max(1, grid[1]), seed)
    tex.fill((2 * amp, 2 * amp, 2 * amp), special_flags=pygame.BLEND_RGB_MULT)
    return (pygame.transform.smoothscale if smooth else pygame.transform.scale)(tex, size)


def _vignette(size: tuple[int, int], edge: float = 0.62) -> pygame.Surface:
    """A multiply layer: white in the middle, darker toward the corners (drawn tiny, scaled up)."""
    sw, sh = 32, 18
    small = pygame.Surface((sw, sh))
    for y in range(sh):
        for x in range(sw):
            d = math.hypot((x + 0.5) / sw - 0.5, (y + 0.5) / sh - 0.5) / 0.7071
            v = round(255 * (1 - (1 - edge) * d**2.2))
            small.set_at((x, y), (v, v, v))
    return pygame.transform.smoothscale(small, size)


def felt(size: tuple[int, int]) -> pygame.Surface:
    """Calm dark-green table felt for a window of ``size``; opaque, cached per size, read-only."""
    return _felt((max(1, int(size[0])), max(1, int(size[1]))))


@art_cache(4)
def _felt(size: tuple[int, int]) -> pygame.Surface:
    *_steps, surf = felt_steps(size)
    assert surf is not None
    return surf


def felt_steps(size: tuple[int, int]) -> Iterator[pygame.Surface | None]:
    """The felt painted one window-sized operation a step (10–15 ms each at 1920×1080): None after each, the
    felt itself last — the very pixels ``felt`` paints at once (it is made of these steps)."""
    w, h = size
    layers = (
        ((12, 7), 9, 11, True),  # broad, gentle clouds
        ((w // 24 + 1, h // 24 + 1), 5, 12, True),  # mottling
        ((w // 2 + 1, h // 2 + 1), 5, 13, False),  # fibres
    )
    # each layer is signed noise: + 0..2 * amp, - amp; the felt stays clear of 0 and 255 throughout, so all the
    # amplitudes come off the colour once and each layer is one add (the 1 back: smoothscaling the layers while
    # they are small rounds them down by about 1.4 levels in all)
    total = sum(amp for _grid, amp, _seed, _smooth in layers) - 1
    surf = pygame.Surface(size)
    surf.fill(tuple(c - total for c in FELT))
    for grid, amp, seed, smooth in layers:
        yield None
        surf.blit(_noise_layer(size, grid, amp, seed, smooth), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    yield None
    surf.blit(_vignette(size), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    yield surf


def _board_geometry(size: tuple[int, int]) -> tuple[float, float, float, float]:
    """(centre x, centre y, board radius, cell width) of the board fitted into ``size``."""
    w, h = size
    thick = 0.07 * RISE
    radius = min(w * 0.45, h * 0.45 / (TILT + thick / 2 + 0.02))
    cx = w / 2
    cy = h / 2 - radius * thick / 2
    return cx, cy, radius, radius * 0.36


def board_cell_width(size: tuple[int, int]) -> int:
    """The cell width to pass to ``classic_piece`` for a board drawn at ``size``."""
    return max(8, round(_board_geometry(size)[3]))


def board_cells(size: tuple[int, int]) -> list[tuple[int, int]]:
    """Centres of the 16 holes in board coordinates, index row*4 + col, row 0 at the back (top of screen)."""
    cx, cy, _r, c = _board_geometry(size)
    return [
        (round(cx + (col - 1.5) * c), round(cy + (row - 1.5) * c * TILT))
        for row in range(4)
        for col in range(4)
    ]


def wood_board(size: tuple[int, int]) -> pygame.Surface:
    """The round wooden Quarto board fitted into ``size`` with a soft shadow; cached, read-only."""
    return _board((max(16, int(size[0])), max(16, int(size[1]))))


@art_cache(4)
def _board(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    ss = 2 if max(w, h) < 900 else 1
    W, H = w * ss, h * ss
    cx, cy, r, c = (v * ss for v in _board_geometry(size))
    thick = r * 0.07 * RISE
    out = _draw.canvas(w, h)
    # shadow on the felt, down-right, soft
    sh = _draw.canvas(w, h)
    pygame.draw.ellipse(
        sh,
        (0, 0, 0, 120),
        _ellipse(cx / ss + r * 0.03 / ss, cy / ss + thick / ss + r * 0.04 / ss, r / ss, r * TILT / ss),
    )
    out.blit(_draw.blur(sh, max(2, round(r / ss * 0.05))), (0, 0))

    big = _draw.canvas(W, H, (*BOARD_WOOD, 0))
    side = _draw.shade(BOARD_WOOD, 0.62)
    pygame.draw.ellipse(big, _draw.shade(BOARD_WOOD, 0.45), _ellipse(cx, cy + thick, r, r * TILT))
    pygame.draw.rect(big, side, (round(cx - r), round(cy), round(2 * r), round(thick)))
    pygame.draw.ellipse(big, side, _ellipse(cx, cy + thick * 0.92, r * 0.998, r * TILT))
    top = _wood_top((W, H), seed=5)
    mask = _draw.canvas(W, H, (255, 255, 255, 0))
    pygame.draw.ellipse(mask, (255, 255, 255, 255), _ellipse(cx, cy, r, r * TILT))
    top.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(top, (0, 0))
    # bevel: a light rim at the front, a thin dark line at the back, an engraved ring round the holes
    line = max(1, round(r * 0.008))
    pygame.draw.ellipse(
        big, _draw.shade(BOARD_WOOD, 1.16), _ellipse(cx, cy + line, r - line, (r - line) * TILT), 2 * line
    )
    pygame.draw.ellipse(big, _draw.shade(BOARD_WOOD, 0.5), _ellipse(cx, cy, r, r * TILT), line)
    ring = r * 0.91
    pygame.draw.ellipse(big, _draw.shade(BOARD_WOOD, 0.7), _ellipse(cx, cy, ring, ring * TILT), 2 * line)
    pygame.draw.ellipse(
        big, _draw.shade(BOARD_WOOD, 1.2), _ellipse(cx, cy + line * 2, ring, ring * TILT), line
    )
    for x, y in board_cells(size):
        _hole(big, x * ss, y * ss, c * 0.38, line)
    out.blit(_draw.shrink(big, size), (0, 0))
    return out


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> pygame.Rect:
    return pygame.Rect(round(cx - rx), round(cy - ry), round(2 * rx), round(2 * ry))


def _wood_top(size: tuple[int, int], seed: int) -> pygame.Surface:
    """A plank-like top: long horizontal grain streaks over a warm base, lighter toward the light (left)."""
    W, H = size
    top = _draw.canvas(W, H)
    top.fill((*BOARD_WOOD, 255))
    streaks = pygame.transform.smoothscale(_draw.noise(5, max(4, H // 10), seed), (W, H))
    streaks.fill((60, 60, 60), special_flags=pygame.BLEND_RGB_MULT)
    streaks.fill((195, 195, 195), special_flags=pygame.BLEND_RGB_ADD)
    top.blit(streaks, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    fine = pygame.transform.smoothscale(_draw.noise(24, max(4, H // 3), seed + 1), (W, H))
    fine.fill((30, 30, 30), special_flags=pygame.BLEND_RGB_MULT)
    fine.fill((225, 225, 225), special_flags=pygame.BLEND_RGB_ADD)
    top.blit(fine, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    light = pygame.Surface((2, 1))
    light.set_at((0, 0), (40, 34, 26))
    light.set_at((1, 0), (0, 0, 0))
    top.blit(pygame.transform.smoothscale(light, (W, H)), (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    return top


def _hole(surf: pygame.Surface, x: float, y: float, r: float, line: int) -> None:
    """A shallow round hole: the far wall in shade, a lit floor, a light lip at the front edge."""
    rect = _ellipse(x, y, r, r * TILT)
    local = rect.inflate(4 * line + 4, 4 * line + 4)
    layer = _draw.canvas(local.w, local.h)
    hole = rect.move(-local.x, -local.y)
    pygame.draw.ellipse(layer, (*_draw.shade(BOARD_WOOD, 0.4), 255), hole)
    floor = _draw.canvas(local.w, local.h)
    pygame.draw.ellipse(
        floor,
        (255, 255, 255, 255),
        _ellipse(hole.centerx, hole.centery + r * TILT * 0.38, r * 0.94, r * TILT * 0.84),
    )
    deep = pygame.mask.from_surface(layer).overlap_mask(pygame.mask.from_surface(floor), (0, 0))
    layer.blit(_draw.mask_surface(deep, _draw.shade(BOARD_WOOD, 0.62)), (0, 0))
    lip = hole.inflate(2 * line, 2 * line)
    pygame.draw.arc(layer, _draw.shade(BOARD_WOOD, 1.3), lip, math.pi * 1.1, math.pi * 1.9, 2 * line)
    surf.blit(layer, local.topleft)
