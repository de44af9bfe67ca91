"""Quarto variants and moves: small frozen values with a text notation.

Public API:
- ``Variant(pieces='classic', squares=False, calls='auto', board='fixed', draw_pile=False,
  false_call_penalty=False, must_touch=False)`` with ``to_json() -> dict`` / ``Variant.from_json(dict | str)``;
  a bad option raises NotationError. ``must_touch`` (unmarked board only): each card must touch one already down.
- Moves: ``Give(piece)`` -> "give:a" (hex piece id), ``Place(cell)`` -> "place:12" (decimal cell index on the
  state's grid), ``Call()`` -> "call". ``parse_move(text)`` reads them back (also "give a", "place 12",
  "quarto", "quarto!", "win"); anything else, or a piece or cell that is not an int, raises IllegalMove.
- ``Outcome(winner, patterns, how, missed)`` and ``WinPattern(cells, shared, description)``.
- ``CallWindow(seat, reason)``: who may call now; reason 'placed' (you just placed) or 'steal' (the piece was
  given to you without a call).
"""

from __future__ import annotations

import re
from dataclasses import asdict, dataclass, fields
from typing import TypedDict

from game.i18n import N_
from game.jsondoc import JSON
from game.rules.errors import IllegalMove, NotationError, json_object
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
    must_touch: bool = (
        False  # unmarked board: each card must touch one already down (not in the printed rules)
    )

    def __post_init__(self) -> None:
        for name, choices in (("pieces", tuple(PIECE_SETS)), ("calls", CALL_RULES), ("board", BOARDS)):
            value = getattr(self, name)
            if not isinstance(value, str) or value not in choices:
                raise NotationError(
                    N_("Unknown {name} {value}; choose one of {choices}."),
                    name=name,
                    value=repr(value),
                    choices=", ".join(choices),
                )
        for name in ("squares", "draw_pile", "false_call_penalty", "must_touch"):
            if not isinstance(getattr(self, name), bool):
                raise NotationError(N_("Variant option {name} must be true or false."), name=name)
        if self.must_touch and self.board != "unmarked":
            raise NotationError(N_("Cards must touch only on the unmarked board."))

    @property
    def grid_size(self) -> int:
        return 4 if self.board == "fixed" else 7

    def to_json(self) -> JSON:
        return asdict(self)

    @classmethod
    def from_json(cls, data: JSON | str) -> Variant:
        """The variant ``to_json`` wrote. Options added later (``must_touch``) may be missing (old saves: the
        default); the first six must be there, and unknown names are refused."""
        data = json_object(data, "a Quarto variant")
        names = [f.name for f in fields(cls)]
        unknown = sorted(str(k) for k in data if k not in names)
        if unknown:
            raise NotationError(f"Unknown variant option {unknown[0]!r}; the options are {', '.join(names)}.")
        missing = [k for k in names[:6] if k not in data]
        if missing:
            raise NotationError(f"The variant does not say {', '.join(missing)}.")
        return cls(**data)


class VariantOptions(TypedDict, total=False):
    """``Variant``'s fields as keywords (the catalog's options for a Quarto-family game); any left out keep
    their defaults."""

    pieces: str
    squares: bool
    calls: str
    board: str
    draw_pile: bool
    false_call_penalty: bool
    must_touch: bool


@dataclass(frozen=True)
class Give:
    """Hand piece ``piece`` to the opponent, who must place it."""

    piece: int

    def __post_init__(self) -> None:
        if isinstance(self.piece, bool) or not isinstance(self.piece, int) or not 0 <= self.piece < 16:
            raise IllegalMove(
                N_("There is no piece {piece}; pieces are numbered 0 to 15."), piece=repr(self.piece)
            )

    def __str__(self) -> str:
        return f"give:{self.piece:x}"


@dataclass(frozen=True)
class Place:
    """Put the piece in hand on ``cell`` (row * grid_size + col)."""

    cell: int

    def __post_init__(self) -> None:
        if isinstance(self.cell, bool) or not isinstance(self.cell, int) or not 0 <= self.cell < 49:
            raise IllegalMove(
                N_("There is no square {cell}; squares are numbered from 0."), cell=repr(self.cell)
            )

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


NOT_A_MOVE = N_("{text} is not a move; write give:<hex piece>, place:<cell> or call.")
_MOVE = re.compile(r"(give):([0-9a-f])|(place):([0-9]{1,2})")


def parse_move(text: str) -> Move:
    """Read a move written as ``str(move)``: ASCII hex or decimal digits only (case and a space instead of ':'
    are forgiven); IllegalMove with a sentence for anything else."""
    if not isinstance(text, str):
        raise IllegalMove(NOT_A_MOVE, text=repr(text))
    raw = text.strip().lower().replace(" ", ":")
    if raw in ("call", "quarto", "quarto!", "win"):
        return CALL
    m = _MOVE.fullmatch(raw)
    if m and m.group(1):
        return GIVES[int(m.group(2), 16)]
    if m and int(m.group(4)) < 49:
        return PLACES[int(m.group(4))]
    raise IllegalMove(NOT_A_MOVE, text=repr(text.strip()))


@dataclass(frozen=True)
class WinPattern:
    """A completed winning pattern: its cells, the shared (attribute, bit) values, and words for players."""

    cells: tuple[int, ...]
    shared: tuple[tuple[int, int], ...]
    description: str


@dataclass(frozen=True)
class Outcome:
    """How a game ended. ``winner`` is a seat or None for a draw; ``how`` is 'call', 'steal', 'auto',
    'last placement', 'false call' or 'draw'. ``missed``: in a draw, the winning patterns on the full board that
    nobody called (manual calls), so the result can say a line was missed rather than that none shares a trait."""

    winner: int | None
    patterns: tuple[WinPattern, ...] = ()
    how: str = "draw"
    missed: tuple[WinPattern, ...] = ()

    @property
    def is_draw(self) -> bool:
        return self.winner is None


@dataclass(frozen=True)
class CallWindow:
    """Who may call now and why: 'placed' (just placed a piece) or 'steal' (received it without a call)."""

    seat: int
    reason: str
