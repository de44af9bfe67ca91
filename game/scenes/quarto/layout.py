"""Where everything on the Quarto table goes, computed from the window size alone (so a resize is one call).

Three columns: the pool (and the helper buttons) on the left, the board in the middle under the turn banner, the
players on the right with the piece in hand next to the one who must place it and the move list between them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from types import ModuleType

import pygame

from game.art.pieces import piece_box
from game.scenes.quarto.art import cell_shape, wood_board

BASE = (1280, 720)


@dataclass
class Slot:
    """A place for one piece: its anchor point on screen, the cell width to draw it at, its hit rectangle."""

    pos: tuple[int, int]
    cell_w: int
    rect: pygame.Rect


@dataclass
class QuartoLayout:
    """The Quarto table's rectangles and places for one window size (the Study board lays itself out with it too)."""

    size: tuple[int, int]
    scale: float
    banner: pygame.Rect
    board: pygame.Rect
    pool: pygame.Rect
    buttons: pygame.Rect
    plates: list[pygame.Rect]
    hands: list[pygame.Rect]
    moves: pygame.Rect
    call: pygame.Rect
    cells: list[Slot] = field(default_factory=list)  # fixed board places (empty for the unmarked board)
    board_art: pygame.Surface | None = None  # the classic wooden board surface, drawn at board.topleft
    pool_slots: list[Slot] = field(default_factory=list)
    pile: pygame.Rect | None = None  # where the draw pile lies (draw-pile variant)

    def px(self, n: float) -> int:
        return max(1, round(n * self.scale))


def compute(
    pg: ModuleType, size: tuple[int, int], set_key: str, draw_pile: bool, unmarked: bool
) -> QuartoLayout:
    """The whole table for a window of ``size``. (``pg`` is unused: study/board.py still passes the module.)"""
    w, h = size
    s = max(0.3, min(w / BASE[0], h / BASE[1]))
    ox = (w - BASE[0] * s) / 2
    oy = (h - BASE[1] * s) / 2

    def R(x: float, y: float, rw: float, rh: float) -> pygame.Rect:
        return pygame.Rect(round(ox + x * s), round(oy + y * s), max(1, round(rw * s)), max(1, round(rh * s)))

    left, right = (392, 276) if set_key in ("aces", "common") and not draw_pile else (300, 276)
    mid = BASE[0] - 4 * 24 - left - right
    cx, rx = 48 + left, 72 + left + mid
    lay = QuartoLayout(
        size=size,
        scale=s,
        banner=R(cx, 12, mid, 66),
        board=R(cx, 96, mid, 540),
        pool=R(24, 20, left, 624),
        buttons=R(24, 656, left, 46),
        plates=[R(rx, 630, right, 72), R(rx, 20, right, 72)],
        # the piece in hand is shown next to the seat that places it; the move list takes the height between
        hands=[R(rx, 472, right, 150), R(rx, 100, right, 150)],
        moves=R(rx, 258, right, 206),
        call=R(cx + mid / 2 - 100, 648, 200, 56),
    )
    if unmarked:
        pass
    elif set_key == "classic":
        art, centres, cw = wood_board(lay.board.size)
        lay.board_art = art
        lay.cells = [_piece_slot((lay.board.x + x, lay.board.y + y), cw) for x, y in centres]
    else:
        lay.cells = _card_grid(lay.board, set_key, 4, 4, 0.1)
    lay.pool_slots, lay.pile = _pool(lay.pool.inflate(-lay.px(24), -lay.px(24)), set_key, draw_pile, lay)
    return lay


def _piece_slot(pos: tuple[int, int], cw: int) -> Slot:
    """A classic piece standing with its foot on ``pos``: the hit box covers the body above the foot."""
    rect = pygame.Rect(0, 0, round(cw * 0.9), round(cw * 1.3))
    rect.midbottom = (pos[0], pos[1] + round(cw * 0.35))
    return Slot(pos, cw, rect)


def _piece_in(area: pygame.Rect) -> Slot:
    """The largest classic piece whose picture (shadow included) and hit box stay inside ``area``, centred."""
    cw = max(8, int(min(area.w, area.h) / 1.3))
    while True:
        w, _h, _ax, above = piece_box(cw)
        below = max(_h - above, round(cw * 0.35))  # the picture's foot or the hit box's, the lower
        if cw <= 8 or (w <= area.w and above + below <= area.h):
            break
        cw -= 1
    return _piece_slot((area.centerx, area.y + (area.h - above - below) // 2 + above), cw)


def _card_slot(pos: tuple[int, int], set_key: str, cw: int) -> Slot:
    rect = pygame.Rect((0, 0), cell_shape(set_key, cw))
    rect.center = pos
    return Slot(pos, cw, rect)


def fit_card_width(set_key: str, area: pygame.Rect, cols: int, rows: int, gap: float) -> int:
    """The widest card such that cols × rows of them (with gaps) fit in ``area``."""
    aw, ah = cell_shape(set_key, 1000)
    by_w = area.w / (cols + (cols - 1) * gap)
    by_h = area.h / (rows + (rows - 1) * gap) * aw / ah
    return max(8, int(min(by_w, by_h)))


def _card_grid(area: pygame.Rect, set_key: str, cols: int, rows: int, gap: float) -> list[Slot]:
    cw = fit_card_width(set_key, area.inflate(-area.w // 20, -area.h // 20), cols, rows, gap)
    cell = cell_shape(set_key, cw)
    gx, gy = round(cell[0] * (1 + gap)), round(cell[1] + cell[0] * gap)
    x0 = area.centerx - (cols - 1) * gx / 2
    y0 = area.centery - (rows - 1) * gy / 2
    return [
        _card_slot((round(x0 + c * gx), round(y0 + r * gy)), set_key, cw)
        for r in range(rows)
        for c in range(cols)
    ]


def _pool(
    area: pygame.Rect, set_key: str, draw_pile: bool, lay: QuartoLayout
) -> tuple[list[Slot], pygame.Rect | None]:
    """Slots for the pool: one per piece id (pieces keep their place), or the private hand and the pile."""
    top = area.y + lay.px(34)  # room for the pool's heading
    area = pygame.Rect(area.x, top, area.w, area.bottom - top)
    if draw_pile:
        hand_area = pygame.Rect(area.x, area.y, area.w, area.h * 11 // 20)
        slots = _grid_slots(hand_area, set_key, 3, 1)
        pile_area = pygame.Rect(
            area.x, hand_area.bottom + lay.px(30), area.w, area.bottom - hand_area.bottom - lay.px(30)
        )
        pile = _card_grid(pile_area, set_key, 3, 1, 0.3)[1].rect
        return slots, pile
    cols, rows = (2, 8) if set_key == "set" else (4, 4)
    return _grid_slots(area, set_key, cols, rows), None


def _grid_slots(area: pygame.Rect, set_key: str, cols: int, rows: int) -> list[Slot]:
    if set_key != "classic":
        return _card_grid(area, set_key, cols, rows, 0.12)
    px, py = area.w / cols, area.h / rows
    cw = max(8, int(min(px / 1.05, py / 1.45)))
    out = []
    for i in range(cols * rows):
        r, c = divmod(i, cols)
        pos = (round(area.x + (c + 0.5) * px), round(area.y + r * py + py / 2 + cw * 0.45))
        out.append(_piece_slot(pos, cw))
    return out


def hand_slot(lay: QuartoLayout, set_key: str, seat: int) -> Slot:
    """Where the piece in hand is shown big: next to the seat that must place it."""
    area = lay.hands[seat].inflate(-lay.px(16), -lay.px(16))
    if set_key == "classic":
        return _piece_in(area)
    cw = fit_card_width(set_key, area, 1, 1, 0)
    return _card_slot(area.center, set_key, cw)


def unmarked_slots(lay: QuartoLayout, set_key: str, view: tuple[float, float, float, float]) -> list[Slot]:
    """Slots for every cell of the 7 × 7 virtual grid, seen through ``view`` = (row, col, rows, cols): the
    top-left corner and extent (in cells) of the part that must be visible."""
    r0, c0, nr, nc = view
    area = lay.board.inflate(-lay.px(20), -lay.px(20))
    # one card size for the whole game (the widest view needs 5 places: 3 played plus one each side), so the
    # view can pan smoothly without the cards changing size
    cw = fit_card_width(set_key, area, 5, 5, 0.1)
    cell = cell_shape(set_key, cw)
    gx, gy = cell[0] * 1.1, cell[1] + cell[0] * 0.1
    cx = area.centerx - (c0 + (nc - 1) / 2) * gx
    cy = area.centery - (r0 + (nr - 1) / 2) * gy
    return [
        _card_slot((round(cx + c * gx), round(cy + r * gy)), set_key, cw) for r in range(7) for c in range(7)
    ]
