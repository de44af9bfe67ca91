"""Classic faces not painted in the frame that first needs them (issue 46).

A classic piece's face takes ≈ 6 ms to paint at 3840×2160; on a first start (nothing on disk yet) the table's work
ahead paints its sizes in quiet frames, and a face needed before that was painted in the frame that needed it: the
hand's piece, a glide between the hand and the board. Here such a frame takes the same piece already painted at
another size of the table instead, smoothly scaled (a stand-in, ≈ 0.3 ms), and asks for the real face, which the
work ahead paints first (``paint_wanted``); the next frame shows the real one. A face on disk is read, not stood in
for (≈ 1 ms alone); where no other size is ready the face is painted as before.
"""

from __future__ import annotations

import time

import pygame

from game.art.pieces import piece_box
from game.scenes.quarto import art

_wanted: list[tuple[str, int, int, bool]] = []  # faces stood in for, the real ones to paint first


def face_frame(
    set_key: str, piece: int, cell_w: int, colorblind: bool = False
) -> tuple[tuple[int, int], tuple[int, int]]:
    """The size and anchor of ``art.face``'s surface: a classic piece's box is known without painting it."""
    if set_key == "classic":
        w, h, ax, ay = piece_box(max(8, int(cell_w)))
        return (w, h), (ax, ay)
    surf, anchor = art.face(set_key, piece, cell_w, colorblind)
    return surf.get_size(), anchor


ready = art.face_ready  # ``art.face`` would give this face without painting it (in memory, or on disk)


def stand_in_width(set_key: str, piece: int, cell_w: int, colorblind: bool = False) -> int:
    """The width to paint ``piece`` at for a place ``cell_w`` wide: ``cell_w`` itself when its face is ready (or
    not classic, or no other size of it is painted), else the nearest painted one (a larger one first: scaled
    down it stays as crisp), with the real face asked for (``paint_wanted``)."""
    cell_w, colorblind = max(8, int(cell_w)), bool(colorblind)
    if set_key != "classic" or ready(set_key, piece, cell_w, colorblind):
        return cell_w
    painted = art.painted_widths(set_key, piece, colorblind)
    if not painted:
        return cell_w
    want(set_key, piece, cell_w, colorblind)
    larger = [w for w in painted if w > cell_w]
    return min(larger) if larger else max(painted)


def face_soon(
    set_key: str, piece: int, cell_w: int, colorblind: bool = False
) -> tuple[pygame.Surface, tuple[int, int], bool]:
    """``art.face``, or a stand-in (``stand_in_width``) scaled to ``cell_w``; and whether it is the real face."""
    cell_w = max(8, int(cell_w))
    src = stand_in_width(set_key, piece, cell_w, colorblind)
    if src == cell_w:
        return (*art.face(set_key, piece, cell_w, colorblind), True)
    return (*art.scaled_to(set_key, piece, src, bool(colorblind), cell_w), False)


def want(set_key: str, piece: int, cell_w: int, colorblind: bool = False) -> None:
    """Ask for a face to be painted before the rest of the work ahead (``paint_wanted``): a stand-in's real face,
    or one a coming frame will need (the board's size of the piece in hand)."""
    key = (set_key, piece, max(8, int(cell_w)), bool(colorblind))
    if key not in _wanted:
        if len(_wanted) >= 32:  # (sizes long gone: a table asks for 16 pieces at a few sizes)
            _wanted.clear()
        _wanted.append(key)


def paint_wanted(budget_s: float = 0.0) -> bool:
    """Paint the faces asked for (``want``), the oldest first, a part at a time (``art.face_step``) while the
    next part, as long as the last, still fits ``budget_s`` (one part at least); True if any was painted."""
    start = now = time.perf_counter()
    last, painted = 0.0, False
    while _wanted and (not painted or now - start + last <= budget_s):
        key = _wanted[0]
        if art.face_ready(*key):
            _wanted.pop(0)
            continue
        if art.face_step(*key):
            _wanted.pop(0)
        painted = True
        now, was = time.perf_counter(), now
        last = now - was
    return painted
