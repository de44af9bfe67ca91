"""Quarto position notation (DESIGN.md §6, docs/notation.md) for the fixed 4x4 board.

``...fb....70.d..2:a``: 16 characters row by row from the top left, ``.`` for an empty square or the piece's
hex digit, then ``:`` and the hex digit of the piece in hand (``:.`` or no suffix = no piece in hand).
When reading, whitespace is ignored anywhere and a ``/`` may stand only where a row ends (after square 4, 8 or
12, once each); a ``/`` anywhere else is refused.

- ``parse_position(text) -> (board: list[int | None] (16), hand: int | None)``; malformed text raises
  ``NotationError`` (a ValueError) with a sentence naming the problem.
- ``format_position(board, hand) -> str`` prints the canonical form (``:.`` when there is no piece in hand).
"""

from __future__ import annotations

from game.i18n import N_, Sentence
from game.rules.errors import NotationError
from game.rules.quarto.tables import Board

HEX = "0123456789abcdef"


def _piece(ch: str, where: Sentence) -> int | None:
    if ch == ".":
        return None
    low = ch.lower()
    if len(low) != 1 or low not in HEX:
        raise NotationError(
            N_("{where} has {char}; use '.' for an empty square or a hex digit 0-f for a piece."),
            where=where,
            char=repr(ch),
        )
    return HEX.index(low)


def parse_position(text: str) -> tuple[list[int | None], int | None]:
    """Read a position; raise NotationError for wrong length, bad characters or a piece used twice."""
    if not isinstance(text, str):
        raise NotationError(N_("A position must be text such as '...fb....70.d..2:a'."))
    squares, colon, rest = "".join(text.split()).partition(":")
    if colon and ":" in rest:
        raise NotationError(N_("A position has at most one ':' (before the piece in hand)."))
    squares = _rows(squares)
    if len(squares) != 16:
        raise NotationError(
            N_("A position needs 16 squares before the ':', this one has {n}."), n=len(squares)
        )
    board = [
        _piece(ch, Sentence(N_("Square {i} (row {row}, column {col})"), i=i, row=i // 4 + 1, col=i % 4 + 1))
        for i, ch in enumerate(squares)
    ]
    hand = None
    if colon and rest != ".":
        if len(rest) != 1 or rest.lower() not in HEX:
            raise NotationError(
                N_("After ':' comes one hex digit for the piece in hand, or '.' for none, not {text}."),
                text=repr(rest),
            )
        hand = HEX.index(rest.lower())
    seen: dict[int, int] = {}
    for i, p in enumerate(board):
        if p is None:
            continue
        if p in seen:
            raise NotationError(
                N_("Piece {piece} appears twice, on squares {first} and {second}."),
                piece=f"{p:x}",
                first=seen[p],
                second=i,
            )
        seen[p] = i
    if hand is not None and len(seen) == 16:
        raise NotationError(N_("The board is full, so there can be no piece in hand."))
    if hand is not None and hand in seen:
        raise NotationError(
            N_("The piece in hand ({piece}) is already on the board, on square {square}."),
            piece=f"{hand:x}",
            square=seen[hand],
        )
    return board, hand


def _rows(squares: str) -> str:
    """The squares without the ``/`` row marks, which may stand only at the end of row 1, 2 or 3, once each."""
    count = 0
    marks: set[int] = set()
    for ch in squares:
        if ch != "/":
            count += 1
        elif count not in (4, 8, 12) or count in marks:
            raise NotationError(N_("A '/' may only stand between rows, once after every four squares."))
        else:
            marks.add(count)
    return squares.replace("/", "")


def format_position(board: Board, hand: int | None) -> str:
    """Write a 16-square board and the piece in hand in the §6 notation."""
    if not isinstance(board, list | tuple):
        raise NotationError("A board is a list of 16 squares.")
    board = list(board)
    if len(board) != 16:
        raise NotationError(f"Position notation is for the 4×4 board (16 squares), not {len(board)}.")
    for p in [*board, hand]:
        if p is not None and (isinstance(p, bool) or not isinstance(p, int) or not 0 <= p < 16):
            raise NotationError(f"{p!r} is not a piece; pieces are numbered 0 to 15.")
    body = "".join("." if p is None else HEX[p] for p in board)
    return f"{body}:{'.' if hand is None else HEX[hand]}"
