"""The classic Quarto pieces and board seen from above, like the printed diagrams players know: each piece a circle
or a square (round/square), pale maple or dark walnut (light/dark), wide or narrow (tall/short), with a dark dot in
the middle when hollow. Pure painters, cached; the table's 2D board (game/scenes/quarto/flat.py) lays them out.

Bits as in game.art.pieces: bit0 light | dark, bit1 round | square, bit2 tall | short, bit3 solid | hollow.
"""

from __future__ import annotations

import pygame

from game.art.memo import art_cache

LIGHT = (242, 214, 160)  # pale maple
LIGHT_EDGE = (150, 108, 58)
DARK = (92, 50, 28)  # dark walnut, far apart from the maple in lightness
DARK_EDGE = (40, 20, 10)
BOARD = (206, 162, 104)
BOARD_EDGE = (120, 80, 40)
HOLE = (178, 132, 78)
TALL_R, SHORT_R = 0.44, 0.29  # radius (half side for squares) in cell widths: tall pieces are the wide ones


def flat_piece(piece: int, cell_w: int, colorblind: bool = False) -> pygame.Surface:
    """One classic piece from above, on a transparent ``cell_w`` square (its centre is the cell's centre)."""
    return _flat_piece(piece, max(8, int(cell_w)), bool(colorblind))


@art_cache(128)
def _flat_piece(piece: int, cell_w: int, colorblind: bool) -> pygame.Surface:
    ss = 4
    big = pygame.Surface((cell_w * ss, cell_w * ss), pygame.SRCALPHA)
    dark, square, short, hollow = ((piece >> i) & 1 for i in range(4))
    fill, edge = (DARK, DARK_EDGE) if dark else (LIGHT, LIGHT_EDGE)
    if colorblind and dark:  # the colour-blind aid, as on the 3D pieces: a pale rim round the dark ones
        edge = LIGHT
    c = cell_w * ss / 2
    r = (SHORT_R if short else TALL_R) * cell_w * ss
    line = max(2, round(cell_w * ss * 0.03))
    shadow = pygame.Rect(0, 0, round(2 * r), round(2 * r))
    shadow.center = (round(c + line), round(c + 1.5 * line))
    body = shadow.move(-line, -round(1.5 * line))
    radius = round(r * 0.22) if square else round(r)
    pygame.draw.rect(big, (0, 0, 0, 90), shadow, border_radius=radius)
    pygame.draw.rect(big, fill, body, border_radius=radius)
    pygame.draw.rect(big, edge, body, width=line, border_radius=radius)
    if hollow:  # the hole: a dark dot with a pale lip, the same size on every piece
        h = round(SHORT_R * cell_w * ss * 0.55)
        pygame.draw.circle(big, LIGHT if dark else DARK_EDGE, (round(c), round(c)), h + line)
        pygame.draw.circle(big, (20, 12, 8), (round(c), round(c)), h)
    return pygame.transform.smoothscale(big, (cell_w, cell_w))


@art_cache(8)
def flat_board(
    size: tuple[int, int], square: tuple[int, int, int, int], cell_w: int, centres: tuple
) -> pygame.Surface:
    """The board from above: a wooden square (``square`` = x, y, w, h inside ``size``) with 16 shallow holes."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = pygame.Rect(square)
    rad = max(4, rect.w // 24)
    shadow = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect().inflate(-12, -12), border_radius=rad)
    small = pygame.transform.smoothscale(
        shadow, (max(1, shadow.get_width() // 6), max(1, shadow.get_height() // 6))
    )
    surf.blit(pygame.transform.smoothscale(small, shadow.get_size()), rect.inflate(24, 24).move(4, 8))
    pygame.draw.rect(surf, BOARD, rect, border_radius=rad)
    pygame.draw.rect(surf, BOARD_EDGE, rect, width=max(2, cell_w // 40), border_radius=rad)
    for x, y in centres:
        pygame.draw.circle(surf, HOLE, (x, y), round(cell_w * 0.46))
        pygame.draw.circle(surf, BOARD_EDGE, (x, y), round(cell_w * 0.46), max(1, cell_w // 60))
    return surf
