"""Perfect's opening book: its first placements and gives, computed offline and shipped as package data.

Every decision Perfect can face while at least ``BOOK_FROM`` squares are empty (its own earlier moves taken
from the book, every reply of the opponent) is stored once per equivalence class: the canonical key of the
position (``symmetry.Canon``, the board symmetries x the 384 piece maps) -> the canonical key of the position
after the book's move (the placement and the give after it, or the give alone). At play time the move is found
again by trying the legal (cell, give) pairs until one lands on the stored key (at most 16 x 15 keys, a few
milliseconds); no inverse transformation is needed.

The move of an entry is ``book_move`` at ``BOOK_DEPTHS`` placements on a fresh solver: the best depth-limited
value (proven "no forced loss within that many placements" when it is not a loss score), the first cell and then
the first give in numeric order reaching it. ``tools/make_quarto_book.py`` writes the file; the tests recompute
a sample of entries with ``book_move`` and compare.
"""

from __future__ import annotations

from functools import cache
from importlib import resources

from game.ai.quarto.root import give_values, place_values
from game.ai.quarto.search import Solver
from game.ai.quarto.symmetry import Canon, board_group
from game.rules.quarto.tables import Board

BOOK_FROM = 13  # the book covers Perfect's decisions while this many squares or more are empty
# placements searched for an entry, by empty squares (Perfect's own search reaches 4-5 within its deadline)
BOOK_DEPTHS = {16: 5, 15: 5, 14: 5, 13: 4}
FILES = {False: "book_lines.txt", True: "book_squares.txt"}  # package data next to this module


def book_move(
    solver: Solver, board: Board, hand: int | None, depth: int | None = None
) -> tuple[int | None, int]:
    """The book's move for a position, deterministic: (cell, give) to place ``hand``, or (None, give).

    Use a fresh solver (a warm table may hold deeper values and pick another move among equals)."""
    if depth is None:
        depth = BOOK_DEPTHS[board.count(None)]
    if hand is None:
        _, _, gives = give_values(solver, board, depth=depth)
        return None, gives[0]
    values = place_values(solver, board, hand, depth=depth, only_best=True)
    best = max(pv.score for pv in values)
    pv = next(pv for pv in values if pv.score == best)  # values come sorted by cell
    if not pv.gives:
        raise ValueError("the placement ends the game: no book entry for a won position")
    return pv.cell, pv.gives[0]


@cache
def canon(squares: bool) -> Canon:
    return Canon(board_group(squares))


def after(board: Board, cell: int | None, hand: int | None) -> list[int | None]:
    """The board after placing ``hand`` on ``cell`` (the board itself when ``cell`` is None)."""
    out = list(board)
    if cell is not None:
        out[cell] = hand
    return out


def parse(text: str) -> dict[int, int]:
    """Book text (one "KEY RESULT" pair of hex numbers a line, '#' comments) -> {key: result key}."""
    table: dict[int, int] = {}
    for number, line in enumerate(text.splitlines(), 1):
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        parts = line.split()
        if len(parts) != 2:
            raise ValueError(f"book line {number}: expected two hex keys, got {line!r}")
        table[int(parts[0], 16)] = int(parts[1], 16)
    return table


def format_book(table: dict[int, int], header: str = "") -> str:
    lines = [f"# {row}" for row in header.splitlines()]
    lines += [f"{key:x} {result:x}" for key, result in sorted(table.items())]
    return "\n".join(lines) + "\n"


@cache
def load(squares: bool) -> dict[int, int]:
    """The shipped book for the geometry ({} when the package carries none for it)."""
    try:
        text = resources.files("game.ai.quarto").joinpath(FILES[squares]).read_text(encoding="utf-8")
    except FileNotFoundError:
        return {}
    return parse(text)


def lookup(
    board: Board, hand: int | None, squares: bool, table: dict[int, int] | None = None
) -> tuple[int | None, int] | None:
    """The book's move for this position, mapped onto its real cells and pieces: (cell, give) or (None, give)
    for a give; None when the position is not in the book."""
    table = load(squares) if table is None else table
    cn = canon(squares)
    result = table.get(cn.key(board, hand))
    if result is None:
        return None
    used = {p for p in board if p is not None} | ({hand} if hand is not None else set())
    pool = [g for g in range(16) if g not in used]
    cells = [None] if hand is None else [c for c in range(16) if board[c] is None]
    for cell in cells:
        placed = after(board, cell, hand)
        for give in pool:
            if cn.key(placed, give) == result:
                return cell, give
    return None
