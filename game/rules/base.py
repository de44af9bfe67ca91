"""The game-neutral protocol every rules engine follows (shaped like OpenSpiel's State).

A state knows its seats, who may act now (one seat in turn-based games, several at once in SET, none when the game
is over), the legal moves of a seat, how to play one, the result per seat, what one seat may see, and how to write
itself as JSON and as a text record. Engines raise ``IllegalMove`` / ``NotationError`` (game.rules.errors) with a
sentence a player can read; shuffles and deals come from an injected ``random.Random``.

The conformance test (tests/rules/test_conformance.py) drives every game in the catalog through this protocol.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import ClassVar, Generic, Self, TypeVar

from game.i18n import N_
from game.jsondoc import JSON
from game.rules.errors import IllegalMove

#: A family's move type (its union of small frozen dataclasses).
MoveT = TypeVar("MoveT")


class GameState(ABC, Generic[MoveT]):
    """One game in progress, its moves of type ``MoveT``; subclasses own their fields and expose them read-only."""

    #: The family id (``"quarto"``, ``"set"``, ``"qu4to"``), used by saves, the worker and the catalog.
    family: ClassVar[str]
    #: What ``sum(returns())`` always is at the end of a game, or None when it varies (scores).
    returns_sum: ClassVar[float | None] = None

    @property
    @abstractmethod
    def num_players(self) -> int:
        """How many seats the game has."""

    @abstractmethod
    def current_players(self) -> tuple[int, ...]:
        """The seats that may act now, in seat order; empty once the game is over."""

    @property
    def current_player(self) -> int | None:
        """The one seat to act in a turn-based position; None when several (or none) may act."""
        seats = self.current_players()
        return seats[0] if len(seats) == 1 else None

    @abstractmethod
    def legal_moves(self, player: int | None = None) -> list[MoveT]:
        """The moves ``player`` (default: the one seat to act) may make now; empty when it may not act."""

    @abstractmethod
    def play(self, move: MoveT, player: int | None = None) -> None:
        """Make ``move`` for ``player`` (default: the one seat to act); raises IllegalMove and changes nothing."""

    def undo(self) -> MoveT:
        """Take back the last move and return it; a family that keeps no undo (hidden hands) says so."""
        raise IllegalMove(N_("Moves cannot be taken back in this game."))

    @property
    @abstractmethod
    def is_terminal(self) -> bool:
        """True once the game is over."""

    @abstractmethod
    def returns(self) -> list[float]:
        """The result per seat: at the end the game's own scoring, before it zeros (or the running score)."""

    @abstractmethod
    def observation(self, player: int) -> JSON:
        """What ``player`` may know, JSON-ready: nothing another seat hides, no order of a face-down pile."""

    @abstractmethod
    def determinize(self, player: int, rng: random.Random) -> GameState[MoveT]:
        """A state ``player`` cannot tell from this one: what it cannot see re-dealt at random."""

    @abstractmethod
    def to_json(self) -> JSON:
        """Everything needed to go on exactly, JSON-ready."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: JSON | str) -> Self:
        """The state ``to_json`` wrote; NotationError for anything else."""

    @abstractmethod
    def record(self) -> str:
        """The game so far as a text record (docs/notation.md) that ``replay`` reads back."""

    @classmethod
    @abstractmethod
    def replay(cls, text: str) -> Self:
        """The state at the end of a text record; NotationError naming the line that is wrong."""
