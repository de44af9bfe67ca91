"""Quarto variants and moves: small frozen values with a text notation.

Public API:
- ``Variant(pieces='classic', squares=False, calls='auto', board='fixed', draw_pile=False,
  false_call_penalty=False)`` with ``to_json() -> dict`` / ``Variant.from_json(dict | str)``.
- Moves: ``Give(piece)`` -> "give:a" (hex piece id), ``Place(cell)`` -> "place:12" (decimal cell index on the
  state's grid), ``Call()`` -> "call". ``parse_move(text)`` reads them back (also "give a", "place 12",
  "quarto", "quarto!", "win").
- ``Outcome(winner, patterns, how)`` and ``WinPattern(cells, shared, description)``.
- ``CallWindow(seat, reason)``: who may call now; reason 'placed' (you just placed) or 'steal' (the piece was
  given to you without a call).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass

from game.rules.errors import IllegalMove
from game.rules.quarto.pieces import PIECE_SETS

CALL_RULES = ("auto", "manual")
BOARDS = ("fixed", "unmarked")


@dataclass(frozen=True)
class Variant:
    """Which Quarto-family game is played. ``calls='auto'`` ends the game at a winning placement."""

    pieces: str = "classic"
    squares: bool = False
    calls: str = "auto"
    board: str = "fixed"
    draw_pile: bool = False
    false_call_penalty: bool = False

    def __post_init__(self) -> None:
        if self.pieces not in PIECE_SETS:
            raise ValueError(f"Unknown piece set {self.pieces!r}; choose one of {', '.join(PIECE_SETS)}.")
        if self.calls not in CALL_RULES:
            raise ValueError(f"Unknown call rule {self.calls!r}; choose auto or manual.")
        if self.board not in BOARDS:
            raise ValueError(f"Unknown board {self.board!r}; choose fixed or unmarked.")
        for name in ("squares", "draw_pile", "false_call_penalty"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"Variant option {name} must be true or false.")

    @property
    def grid_size(self) -> int:
        return 4 if self.board == "fixed" else 7

    def to_json(self) -> dict:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict | str) -> Variant:
        if isinstance(data, str):
            data = json.loads(data)
        known = {k: data[k] for k in cls.__dataclass_fields__ if k in data}
        return cls(**known)


@dataclass(frozen=True)
class Give:
    """Hand piece ``piece`` to the opponent, who must place it."""

    piece: int

    def __str__(self) -> str:
        return f"give:{self.piece:x}"


@dataclass(frozen=True)
class Place:
    """Put the piece in hand on ``cell`` (row * grid_size + col)."""

    cell: int

    def __str__(self) -> str:
        return f"place:{self.cell}"


@dataclass(frozen=True)
class Call:
    """Call "Quarto!" ("WIN" with playing cards): claim a win now on the board."""

    def __str__(self) -> str:
        return "call"


Move = Give | Place | Call
GIVES = tuple(Give(p) for p in range(16))
PLACES = tuple(Place(c) for c in range(49))
CALL = Call()


def parse_move(text: str) -> Move:
    """Read a move written as ``str(move)`` (case and a space instead of ':' are forgiven)."""
    raw = text.strip().lower().replace(" ", ":")
    if raw in ("call", "quarto", "quarto!", "win"):
        return CALL
    verb, sep, arg = raw.partition(":")
    try:
        if sep and verb == "give":
            piece = int(arg, 16)
            if 0 <= piece < 16 and len(arg) == 1:
                return GIVES[piece]
        elif sep and verb == "place":
            cell = int(arg, 10)
            if 0 <= cell < 49:
                return PLACES[cell]
    except ValueError:
        pass
    raise IllegalMove(f"{text.strip()!r} is not a move; write give:<hex piece>, place:<cell> or call.")


@dataclass(frozen=True)
class WinPattern:
    """A completed winning pattern: its cells, the shared (attribute, bit) values, and words for players."""

    cells: tuple[int, ...]
    shared: tuple[tuple[int, int], ...]
    description: str


@dataclass(frozen=True)
class Outcome:
    """How a game ended. ``winner`` is a seat or None for a draw; ``how`` is 'call', 'steal', 'auto',
    'last placement', 'false call' or 'draw'."""

    winner: int | None
    patterns: tuple[WinPattern, ...] = ()
    how: str = "draw"

    @property
    def is_draw(self) -> bool:
        return self.winner is None


@dataclass(frozen=True)
class CallWindow:
    """Who may call now and why: 'placed' (just placed a piece) or 'steal' (received it without a call)."""

    seat: int
    reason: str
