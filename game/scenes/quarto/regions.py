"""Where each part of the Quarto table's static layer may draw, and which rectangles a move dirties: the facts
the kit's ``Regions`` (game/scenes/table/regions.py) is given for this table.

The kit paints each part clipped to its region, so a part never touches a pixel outside its own; painting a
rectangle again (the base back, then every part clipped to it) therefore gives the same pixels as composing the
whole layer again.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.scenes.quarto import soon
from game.scenes.quarto.layout import QuartoLayout, Slot

# drawing order (the helper buttons' region is the scene's: ``controls.buttons_box``)
PARTS = (
    "board",
    "pool",
    "plate0",
    "plate1",
    "hands0",
    "hands1",
    "moves",
    "banner",
    "words",
    "result",
    "buttons",
)


def face_box(set_key: str, piece: int | None, slot: Slot, colorblind: bool) -> pygame.Rect:
    """The rectangle a piece's face covers on ``slot`` (the slot's own rectangle with no piece)."""
    if piece is None:
        return slot.rect.copy()
    size, anchor = soon.face_frame(set_key, piece, slot.cell_w, colorblind)  # (not painted for it)
    return pygame.Rect((slot.pos[0] - anchor[0], slot.pos[1] - anchor[1]), size).union(slot.rect)


def result_box(lay: QuartoLayout, need: int = 0) -> pygame.Rect:
    """The result card's place: in the players' column, so the board and its winning pattern stay in view;
    400 px tall, or the ``need`` of its words (larger text, a longer language) down to the lower plate -- and
    past that over the upper plate, then the lower one (the card says the scores the plates showed)."""
    hands = min(lay.hands, key=lambda r: r.y)  # the upper seat's (seat 1's, unless a joiner sits there)
    lower, upper = sorted(lay.plates, key=lambda r: -r.y)
    most = lower.y - lay.px(12) - hands.y
    box = pygame.Rect(hands.x, hands.y, hands.w, max(lay.px(400), min(need, most)))
    if need > most:  # over the whole upper plate (none of it peeks out above the card)
        box.y = upper.y
        box.h = min(need, lower.bottom - box.y)
    return box


def words_box(lay: QuartoLayout) -> pygame.Rect:
    """Where the winning line's words may stand: a pill across the board's foot (wooden board) or in the call
    button's place below it (cards), with its panel's shadow."""
    pad = lay.px(30)
    foot = pygame.Rect(lay.board.x, lay.board.bottom - lay.px(64), lay.board.w, lay.px(60))
    below = pygame.Rect(lay.board.x, lay.call.y, lay.board.w, lay.call.h)
    return foot.union(below).inflate(2 * pad, 2 * pad)


def part_regions(
    lay: QuartoLayout, set_key: str, fixed_board: bool, colorblind: bool
) -> dict[str, pygame.Rect]:
    """Each part's region for the layout ``lay``."""
    screen = pygame.Rect((0, 0), lay.size)
    if fixed_board:  # every place's tallest piece, with the win glow or halo around it, and the coordinates
        boxes = []
        for slot in lay.cells:
            box = face_box(set_key, 0, slot, colorblind).union(face_box(set_key, 15, slot, colorblind))
            glow = 2 * max(lay.px(20), slot.cell_w // 3 + 4)
            boxes.append(box.inflate(glow, glow))
        board = lay.board.unionall(boxes).inflate(lay.px(40), lay.px(40))
    else:  # the unmarked board pans over a 7 × 7 grid: its part may draw anywhere
        board = screen
    pad = 2 * (lay.px(24) + 2)  # panel shadows (20 each side, dropped 4) and the active plate's gold ring
    return {
        "board": board.clip(screen),
        "pool": lay.pool.inflate(lay.px(4), lay.px(4)),
        "plate0": lay.plates[0].inflate(pad, pad).clip(screen),
        "plate1": lay.plates[1].inflate(pad, pad).clip(screen),
        "hands0": lay.hands[0].inflate(2, 2),
        "hands1": lay.hands[1].inflate(2, 2),
        "moves": lay.moves.inflate(lay.px(4), lay.px(4)),
        "banner": lay.banner.inflate(pad, pad).clip(screen),
        "words": words_box(lay).clip(screen),
        "result": result_box(lay, lay.size[1]).inflate(2 * lay.px(40), 2 * lay.px(40)).clip(screen),
    }


def board_dirty(
    was: tuple,
    now: tuple,
    board: pygame.Rect,
    slots: list[Slot],
    face: Callable[[int | None, Slot], pygame.Rect],
) -> list[pygame.Rect] | None:
    """Between two keys of the board part (see ``StaticLayer._key_board``): only the places whose piece came or
    went, or None (the whole board) when more than the pieces changed. ``face(piece, slot)`` is ``face_box`` for
    the table's pieces."""
    if was[1:] != now[1:]:
        return None
    rects = []
    for cell, (a, b) in enumerate(zip(was[0], now[0], strict=True)):
        if a != b:
            box = face(a, slots[cell]).union(face(b, slots[cell]))
            rects.append(box.inflate(4, 4).clip(board))
    return rects


def pool_dirty(
    was: tuple,
    now: tuple,
    pool: pygame.Rect,
    lay: QuartoLayout,
    face: Callable[[int | None, Slot], pygame.Rect],
) -> list[pygame.Rect] | None:
    """Between two keys of the pool part (see ``StaticLayer._key_pool``): the heading when the count changed and
    the slots whose piece came or went, or None (the whole pool) for a hand and a pile, or a game's end."""
    if not (was[0] == now[0] == "pool" and was[3] == now[3]):
        return None
    rects = []
    if len(was[2]) != len(now[2]):  # the heading's count
        rects.append(lay.pool.clip(lay.pool.x, lay.pool.y, lay.pool.w, lay.px(46)))
    for p, (a, b) in enumerate(zip(was[1], now[1], strict=True)):
        if a != b:
            slot = lay.pool_slots[p]
            box = face(p, slot).union(slot.rect.inflate(slot.cell_w // 2, 0))
            rects.append(box.inflate(4, 4).clip(pool))
    return rects
