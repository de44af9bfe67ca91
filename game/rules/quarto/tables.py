"""Precomputed Quarto tables: lines, 2x2 squares, per-cell pattern lists and the shared-attribute test.

Public API (the AI imports these):
- ``LINES``: the 10 lines of the 4x4 board (4 rows top to bottom, 4 columns left to right, the diagonal from the
  top-left, the diagonal from the top-right), each a tuple of 4 cells (cell = row*4 + col).
- ``SQUARES``: the 9 2x2 blocks of the 4x4 board, row-major by their top-left cell.
- ``VALUES[p]``: the 8-bit mask of the attribute values piece p has; bit i (0..3) = bit i of p is set (value 1 of
  attribute i), bit 4+i = it is clear (value 0). ANDed over a pattern it gives the values all its pieces share.
- ``COMPLETERS[m]``: the pieces (16-bit mask) that share a value with mask ``m``: the pieces completing a pattern
  whose other three pieces share ``m``. These two tables are the one definition of "this completes a line" that the
  rules, the solver, the fast path and the bots use.
- ``shares_attribute(pieces) -> int``: the mask of values shared by all the pieces; 0 means nothing in common.
- ``shared_values(mask) -> tuple[(attr, bit), ...]`` decodes that mask.
- ``completed(board, geo, cell=None)``: the full patterns through ``cell`` (or anywhere) that share a value, as
  (index, mask).
- ``threats(board, geo, cells)``: (empty cell, mask) of each pattern one piece short, its gap among ``cells``;
  ``completers(board, geo, cells)``: the pieces that would complete one of them.
- ``geometry(grid_size, squares) -> Geometry``: patterns for a 4x4 fixed board or the 7x7 virtual unmarked grid.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache

#: A board as the state lists it: a piece number or None per cell, row by row.
Board = Sequence[int | None]

LINES: tuple[tuple[int, int, int, int], ...] = (
    *((r * 4, r * 4 + 1, r * 4 + 2, r * 4 + 3) for r in range(4)),
    *((c, 4 + c, 8 + c, 12 + c) for c in range(4)),
    (0, 5, 10, 15),
    (3, 6, 9, 12),
)
SQUARES: tuple[tuple[int, int, int, int], ...] = tuple(
    (r * 4 + c, r * 4 + c + 1, (r + 1) * 4 + c, (r + 1) * 4 + c + 1) for r in range(3) for c in range(3)
)

# named as the board is labelled (files a-d left to right, ranks 4-1 top to bottom), so a name points at what
# the player sees: "the second row" read as row 2 on a board whose second row from the top is labelled 3
LINE_NAMES = (
    "the top row",
    "row 3",
    "row 2",
    "the bottom row",
    "the left column",
    "column b",
    "column c",
    "the right column",
    "the diagonal from the top left",
    "the diagonal from the top right",
)


VALUES: tuple[int, ...] = tuple(p | ((~p & 15) << 4) for p in range(16))
COMPLETERS: tuple[int, ...] = tuple(sum(1 << q for q in range(16) if VALUES[q] & m) for m in range(256))


def shares_attribute(pieces: Iterable[int]) -> int:
    """Mask of values all ``pieces`` share: bits 0-3 = common 1-bits, bits 4-7 = common 0-bits."""
    m = 255
    for p in pieces:
        m &= VALUES[p]
    return m


def shared_values(mask: int) -> tuple[tuple[int, int], ...]:
    """Decode a ``shares_attribute`` mask into (attribute index, bit) pairs, by attribute."""
    out = []
    for attr in range(4):
        if mask >> (4 + attr) & 1:
            out.append((attr, 0))
        if mask >> attr & 1:
            out.append((attr, 1))
    return tuple(out)


@dataclass(frozen=True)
class Geometry:
    """All win patterns of one board shape, with per-cell lookups for fast win detection."""

    size: int
    squares: bool
    patterns: tuple[tuple[int, ...], ...]
    names: tuple[str, ...]
    by_cell: tuple[tuple[int, ...], ...]  # cell -> indices into patterns that contain it
    neighbours: tuple[tuple[int, ...], ...]  # cell -> the up to 8 touching cells

    @property
    def cells(self) -> int:
        return self.size * self.size


def _segments(size: int) -> list[tuple[tuple[int, ...], str]]:
    """Every straight run of four cells on a size x size grid (for 4x4 exactly LINES)."""
    if size == 4:
        return [(line, name) for line, name in zip(LINES, LINE_NAMES, strict=True)]
    out: list[tuple[tuple[int, ...], str]] = []
    for dr, dc, name in ((0, 1, "a row"), (1, 0, "a column"), (1, 1, "a diagonal"), (1, -1, "a diagonal")):
        for r in range(size):
            for c in range(size):
                cells = [(r + k * dr, c + k * dc) for k in range(4)]
                if all(0 <= rr < size and 0 <= cc < size for rr, cc in cells):
                    out.append((tuple(rr * size + cc for rr, cc in cells), name))
    return out


def _blocks(size: int) -> list[tuple[tuple[int, ...], str]]:
    out: list[tuple[tuple[int, ...], str]] = []
    for r in range(size - 1):
        for c in range(size - 1):
            cells = (r * size + c, r * size + c + 1, (r + 1) * size + c, (r + 1) * size + c + 1)
            # by its corners as the board labels them: the top-left square is a4–b3
            name = (
                f"the 2×2 square {'abcd'[c]}{4 - r}–{'abcd'[c + 1]}{3 - r}" if size == 4 else "a 2×2 square"
            )
            out.append((cells, name))
    return out


@cache
def geometry(size: int, squares: bool) -> Geometry:
    """The pattern tables for a board of ``size`` (4 fixed, 7 unmarked) with or without 2x2 squares."""
    found = _segments(size) + (_blocks(size) if squares else [])
    patterns = tuple(cells for cells, _ in found)
    names = tuple(name for _, name in found)
    n = size * size
    by_cell = tuple(tuple(i for i, cells in enumerate(patterns) if c in cells) for c in range(n))
    neighbours = []
    for c in range(n):
        r, col = divmod(c, size)
        near = []
        for dr in (-1, 0, 1):
            for dc in (-1, 0, 1):
                rr, cc = r + dr, col + dc
                if (dr or dc) and 0 <= rr < size and 0 <= cc < size:
                    near.append(rr * size + cc)
        neighbours.append(tuple(near))
    return Geometry(size, squares, patterns, names, by_cell, tuple(neighbours))


def completed(board: Board, geo: Geometry, cell: int | None = None) -> tuple[tuple[int, int], ...]:
    """The patterns through ``cell`` (which holds a piece; None: anywhere) that are full and share a value, as
    (index, mask)."""
    found = []
    patterns = geo.patterns
    for i in range(len(patterns)) if cell is None else geo.by_cell[cell]:
        m = 255
        for c in patterns[i]:
            p = board[c]
            if p is None:
                break
            m &= VALUES[p]
        else:
            if m:
                found.append((i, m))
    return tuple(found)


def threats(board: Board, geo: Geometry, cells: Iterable[int]) -> list[tuple[int, int]]:
    """(gap, mask) for each pattern with three pieces sharing ``mask`` and its one empty cell among ``cells``."""
    allowed = set(cells)
    out = []
    for pattern in geo.patterns:
        gap = -1
        m = 255
        for c in pattern:
            p = board[c]
            if p is None:
                if gap >= 0:
                    break
                gap = c
            else:
                m &= VALUES[p]
        else:
            if m and gap in allowed:
                out.append((gap, m))
    return out


def completers(board: Board, geo: Geometry, cells: Iterable[int]) -> int:
    """Mask of the pieces that would complete a pattern with a placement on one of ``cells``."""
    found = 0
    for _, m in threats(board, geo, cells):
        found |= COMPLETERS[m]
    return found
