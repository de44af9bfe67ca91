"""The unmarked board's placement rule, on the 7x7 virtual grid (cell = row * 7 + col).

The first piece goes to the centre (cell 24); later pieces may go on any empty cell that keeps the played area
at most 4 wide and 4 tall (the printed rules). With the ``must_touch`` option a piece must also touch a played
piece, orthogonally or diagonally.

- ``unmarked_cells(board, area, touch=False) -> tuple[int, ...]``: the legal cells; ``area`` is (r0, c0, r1, c1)
  or None.
- ``unmarked_problem(board, area, cell, touch=False) -> str | None``: why ``cell`` is illegal, or None.
"""

from __future__ import annotations

from game.i18n import N_
from game.rules.quarto.tables import Board, geometry

#: (min_row, min_col, max_row, max_col) of the occupied cells of the 7x7 grid.
Area = tuple[int, int, int, int]

SIZE = 7
CENTRE = 24
_NEAR = geometry(SIZE, False).neighbours


def unmarked_cells(board: Board, area: Area | None, touch: bool = False) -> tuple[int, ...]:
    """Empty cells whose placement keeps the played area within 4x4 (and, with ``touch``, touch a piece)."""
    if area is None:
        return (CENTRE,)
    r0, c0, r1, c1 = area
    out = []
    for r in range(max(0, r1 - 3), min(SIZE, r0 + 4)):
        for c in range(max(0, c1 - 3), min(SIZE, c0 + 4)):
            cell = r * SIZE + c
            if board[cell] is None and (not touch or any(board[n] is not None for n in _NEAR[cell])):
                out.append(cell)
    return tuple(out)


def unmarked_problem(board: Board, area: Area | None, cell: int, touch: bool = False) -> str | None:
    """A sentence saying why ``cell`` (empty, on the grid) may not take the next piece, or None if it may."""
    if area is None:
        return (
            None
            if cell == CENTRE
            else N_("The first piece on the unmarked board goes in the middle (cell 24).")
        )
    if touch and not any(board[n] is not None for n in _NEAR[cell]):
        return N_("In this game a card must touch one already played.")
    r, c = divmod(cell, SIZE)
    r0, c0, r1, c1 = area
    if max(r1, r) - min(r0, r) > 3:
        return N_("That would make the played area taller than four squares.")
    if max(c1, c) - min(c0, c) > 3:
        return N_("That would make the played area wider than four squares.")
    return None
