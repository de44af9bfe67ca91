"""Quarto position notation (DESIGN.md §6, docs/notation.md) for the fixed 4x4 board.

``...fb....70.d..2:a``: 16 characters row by row from the top left, ``.`` for an empty square or the piece's
hex digit, then ``:`` and the hex digit of the piece in hand (``:.`` or no suffix = no piece in hand).
Whitespace and ``/`` between rows are ignored when reading.

- ``parse_position(text) -> (board: list[int | None] (16), hand: int | None)``; malformed text raises
  ``NotationError`` (a ValueError) with a sentence naming the problem.
- ``format_position(board, hand) -> str`` prints the canonical form (``:.`` when there is no piece in hand).
"""

from __future__ import annotations

from game.rules.errors import NotationError

HEX = "0123456789abcdef"


def _piece(ch: str, where: str) -> int | None:
    if ch == ".":
        return None
    low = ch.lower()
    if len(low) != 1 or low not in HEX:
        raise NotationError(
            f"{where} has {ch!r}; use '.' for an empty square or a hex digit 0-f for a piece."
        )
    return HEX.index(low)


def parse_position(text: str) -> tuple[list[int | None], int | None]:
    """Read a position; raise NotationError for wrong length, bad characters or a piece used twice."""
    if not isinstance(text, str):
        raise NotationError("A position must be text such as '...fb....70.d..2:a'.")
    compact = "".join(text.split()).replace("/", "")
    squares, colon, rest = compact.partition(":")
    if colon and ":" in rest:
        raise NotationError("A position has at most one ':' (before the piece in hand).")
    if len(squares) != 16:
        raise NotationError(f"A position needs 16 squares before the ':', this one has {len(squares)}.")
    board = [_piece(ch, f"Square {i} (row {i // 4 + 1}, column {i % 4 + 1})") for i, ch in enumerate(squares)]
    hand = None
    if colon and rest not in ("", ".", "-"):
        if len(rest) != 1:
            raise NotationError(f"After ':' comes one hex digit for the piece in hand, not {rest!r}.")
        hand = _piece(rest, "The piece in hand")
    seen: dict[int, int] = {}
    for i, p in enumerate(board):
        if p is None:
            continue
        if p in seen:
            raise NotationError(f"Piece {p:x} appears twice, on squares {seen[p]} and {i}.")
        seen[p] = i
    if hand is not None and hand in seen:
        raise NotationError(f"The piece in hand ({hand:x}) is already on the board, on square {seen[hand]}.")
    if hand is not None and len(seen) == 16:
        raise NotationError("The board is full, so there can be no piece in hand.")
    return board, hand


def format_position(board, hand: int | None) -> str:
    """Write a 16-square board and the piece in hand in the §6 notation."""
    board = list(board)
    if len(board) != 16:
        raise NotationError(f"Position notation is for the 4×4 board (16 squares), not {len(board)}.")
    for p in [*board, hand]:
        if p is not None and (not isinstance(p, int) or not 0 <= p < 16):
            raise NotationError(f"{p!r} is not a piece; pieces are numbered 0 to 15.")
    body = "".join("." if p is None else HEX[p] for p in board)
    return f"{body}:{'.' if hand is None else HEX[hand]}"
