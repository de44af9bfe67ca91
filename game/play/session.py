"""A game at a table, without any drawing: the one session protocol every game's session implements, and
``TableSession``, the turn-based games' common base (the state, who made each move, undo/redo, names).

Game-neutral: a family's session subclass adds its match and its words. Undo needs a state with ``undo()``;
families without one say so with ``can_take_back = False``. The table kit (``game.scenes.table``) talks to a
session only through ``Session``; SET, which has no turns, implements it without ``TableSession``.
"""

from __future__ import annotations

import logging
import random
from typing import ClassVar, Generic, Protocol, Self, TypeVar

from game.jsondoc import JSON
from game.play.seats import Seat, humans, seat_names
from game.rules.base import GameState, MoveT
from game.rules.errors import IllegalMove

log = logging.getLogger(__name__)


class SessionSetup(Protocol):
    """What a setup screen chose, as the table keeps it: the catalog id it saves and counts under."""

    @property
    def game_key(self) -> str: ...

    def to_json(self) -> JSON: ...


class Session(Protocol):
    """A game in play as every table sees it, with the same names in every game."""

    @property
    def setup(self) -> SessionSetup: ...

    @classmethod
    def new(cls, setup: JSON | None, rng: random.Random) -> Self:
        """A fresh game of ``setup`` (a setup screen's JSON; None or a damaged one: the defaults)."""
        ...

    @classmethod
    def from_json(cls, data: JSON, rng: random.Random) -> Self:
        """Exactly what ``to_json`` saved; ValueError, KeyError, TypeError, IndexError or AttributeError when
        the document is damaged (the table's resume policy catches those)."""
        ...

    def to_json(self) -> JSON: ...

    def names(self) -> list[str]: ...

    def name(self, seat: int) -> str: ...

    def is_bot(self, seat: int | None) -> bool: ...

    def level(self, seat: int) -> str:
        """The seat's computer level (the computer's driver asks the AI at it)."""
        ...

    def humans(self) -> list[int]: ...

    @property
    def hot_seat(self) -> bool: ...

    @property
    def is_over(self) -> bool: ...


# what a damaged save raises while it is read back (the rules' IllegalMove and NotationError are ValueErrors)
DAMAGED = (ValueError, KeyError, TypeError, IndexError, AttributeError)

AnySession = TypeVar("AnySession", bound=Session)


def resume_or_new(
    kind: type[AnySession], setup: JSON | None, resume: JSON | None, rng: random.Random
) -> tuple[AnySession, bool]:
    """The saved game when ``resume`` holds one; a damaged save gives a new game of its own setup (one policy for
    every table: the exceptions a damaged document raises, ``DAMAGED``). True with it when the save was damaged."""
    if resume is None:
        return kind.new(setup, rng), False
    try:
        return kind.from_json(resume, rng), False
    except DAMAGED as exc:
        log.warning("the saved game could not be restored: %s", exc)
        saved = resume.get("setup")
        return kind.new(saved if isinstance(saved, dict) else setup, rng), True


class TableSession(Generic[MoveT]):
    """Seats, the state in play, the mover of every move, and the moves undo took back (for redo); the moves
    are the family's (``MoveT``)."""

    can_take_back: ClassVar[bool] = True

    def __init__(self, seats: list[Seat], state: GameState[MoveT]) -> None:
        self.seats = seats
        self.state = state
        self.movers: list[int] = []  # who made each move of the game, in order
        self.redo_moves: list[MoveT] = []

    # who is who -----------------------------------------------------------------------
    def names(self) -> list[str]:
        return seat_names(self.seats)

    def name(self, seat: int) -> str:
        return self.names()[seat]

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and 0 <= seat < len(self.seats) and self.seats[seat].is_bot

    def level(self, seat: int) -> str:
        return self.seats[seat].level

    def humans(self) -> list[int]:
        return humans(self.seats)

    @property
    def hot_seat(self) -> bool:
        return len(self.humans()) > 1

    @property
    def is_over(self) -> bool:
        return self.state.is_terminal

    # playing ----------------------------------------------------------------------------
    def play(self, move: MoveT, player: int | None = None) -> None:
        """Play for ``player`` (default: the one seat to act); IllegalMove passes through, nothing changes then."""
        mover = self.state.current_player if player is None else player
        self.state.play(move, player)
        self.movers.append(mover if mover is not None else 0)
        self.redo_moves.clear()
        self.after_move()

    def after_move(self) -> None:
        """Hook for the family's bookkeeping (scores) after every move, undo and redo."""

    # undo / redo ------------------------------------------------------------------------
    def can_undo(self) -> bool:
        if not self.can_take_back or self.state.is_terminal or not self.movers:
            return False
        mine = self.humans()
        return bool(mine) and any(m in mine for m in self.movers)

    def undo(self) -> list[MoveT]:
        """Hot-seat: one move back. Against the computer: back to the human's previous decision."""
        if not self.can_undo():
            return []
        mine = self.humans()
        undone: list[MoveT] = []
        while self.movers:
            self.movers.pop()
            undone.append(self.state.undo())
            if self.state.current_player in mine:
                break
        self.redo_moves.extend(undone)
        self.after_move()
        return undone

    def can_redo(self) -> bool:
        return bool(self.redo_moves) and not self.state.is_terminal

    def redo(self) -> list[MoveT]:
        """Replay what undo took back, up to the human's next decision."""
        done: list[MoveT] = []
        mine = self.humans()
        while self.redo_moves:
            move = self.redo_moves.pop()
            mover = self.state.current_player
            try:
                self.state.play(move)
            except IllegalMove:
                self.redo_moves.clear()
                break
            self.movers.append(mover if mover is not None else 0)
            done.append(move)
            if self.hot_seat or self.state.current_player in mine or self.state.is_terminal:
                break
        self.after_move()
        return done
