"""The Quarto-family game state: the public face of ``QuartoCore`` (core.py), and how a game is built from a
position, a save or a text record (record.py reads the text into a ``Setup``; the state builds itself from it).

``QuartoState(variant, rng, first_giver=0, deal=None)``: seats are 0 and 1; ``first_giver=None`` draws it from
``rng``; the rng also shuffles the draw pile (``deal`` fixes it instead: two cards to each seat, the first giver
first, then the pile from the top). Key members:
``phase`` ('give' | 'place' | 'over'), ``to_move`` (seat to act, None when over), ``board`` (a fresh list of
``grid_size ** 2`` cells, piece id or None), ``pool`` (sorted pieces the giver may give: every unplayed piece, or
with a draw pile the hand of the seat to move), ``hand`` (piece waiting to be placed), ``legal_moves()``,
``legal_cells()``, ``play(move)`` (raises IllegalMove), ``undo()``, ``history``, ``is_over``, ``outcome``,
``call_window``, ``winning_patterns_now()``, ``winning_cells(piece)``, ``deadly_gives()``, ``area()``,
``hand_of(seat)``, ``deal``, ``start``, ``observation(seat)``, ``determinize(seat, rng)``, ``copy()``,
``to_json()`` / ``from_json()``, ``record()`` / ``replay()``, ``from_position(text, variant, first_giver)``.
Bad moves and seats raise IllegalMove; a bad set-up, position, save or record raises NotationError.

Calls: under ``calls='manual'`` the wins made by a placement stay callable until the next placement: first by the
placer (before giving), then by the receiver (before placing: a steal). A call with nothing to claim is a false
call: recorded in ``false_calls``, play goes on (or, with ``false_call_penalty``, the caller loses). The 16th
placement has no give after it, so a win made by it counts at once (see docs/rules.md).
"""

from __future__ import annotations

import random

from game.i18n import N_
from game.jsondoc import JSON
from game.rules.base import GameState
from game.rules.errors import IllegalMove, NotationError
from game.rules.quarto.core import QuartoCore, check_piece, check_seat
from game.rules.quarto.moves import Move, Outcome, Variant, WinPattern
from game.rules.quarto.notation import parse_position
from game.rules.quarto.record import (
    NO_DEAL,
    Setup,
    check_replay,
    observation,
    record_text,
    setup_from_json,
    setup_from_record,
    state_to_json,
)
from game.rules.quarto.tables import VALUES, completers, threats


class QuartoState(QuartoCore, GameState[Move]):
    """One game of any Quarto-family variant; see the module docstring for the members."""

    family = "quarto"
    returns_sum = 0.0

    # ----- read-only views (plain attribute reads, but no assignment from outside) -----
    @property
    def variant(self) -> Variant:
        """The Variant being played."""
        return self._variant

    @property
    def first_giver(self) -> int:
        """The seat that gave first."""
        return self._first_giver

    @property
    def phase(self) -> str:
        """'give', 'place' or 'over'."""
        return self._phase

    @property
    def to_move(self) -> int | None:
        """The seat that must act now; None when the game is over."""
        return self._to_move

    @property
    def hand(self) -> int | None:
        """The piece given and waiting to be placed, or None."""
        return self._hand

    @property
    def outcome(self) -> Outcome | None:
        """The Outcome once the game is over, else None."""
        return self._outcome

    @property
    def last_placer(self) -> int | None:
        """The seat that made the latest placement."""
        return self._last_placer

    @property
    def history(self) -> tuple[Move, ...]:
        return tuple(self._history)

    @property
    def false_calls(self) -> tuple[tuple[int, int], ...]:
        """(seat, index into history) of every false call."""
        return tuple(self._false_calls)

    @property
    def board(self) -> list[int | None]:
        return list(self._board)

    @property
    def pool(self) -> tuple[int, ...]:
        m = self._giver_mask()
        return tuple(p for p in range(16) if m >> p & 1)

    def hand_of(self, seat: int) -> tuple[int, ...]:
        """A seat's private hand under the draw pile (empty tuple otherwise)."""
        m = self._hands[check_seat(seat)]
        return tuple(p for p in range(16) if m >> p & 1)

    @property
    def deal(self) -> tuple[int, ...]:
        """The draw pile's shuffled order as dealt (two cards each, then the pile); empty without a draw pile."""
        return self._deal

    @property
    def start(self) -> str | None:
        """The position (docs/notation.md) the game was set up from, or None for an empty board."""
        return self._start

    @property
    def is_sample(self) -> bool:
        """A determinized search copy: it keeps the public history but cannot undo or be saved."""
        return self._sampled

    @property
    def pile_size(self) -> int:
        return 16 - self._pile_pos if self._variant.draw_pile else 0

    @property
    def placed(self) -> int:
        return self._placed

    @property
    def is_over(self) -> bool:
        return self._phase == "over"

    # ----- the game-neutral protocol (game.rules.base) -----
    num_players = 2
    is_terminal = is_over

    def current_players(self) -> tuple[int, ...]:
        return () if self._to_move is None else (self._to_move,)

    def returns(self) -> list[float]:
        """+1 for the winner and -1 for the loser; 0 each for a draw or a game still going."""
        winner = None if self._outcome is None else self._outcome.winner
        if winner is None:
            return [0.0, 0.0]
        return [1.0 if seat == winner else -1.0 for seat in (0, 1)]

    def area(self) -> tuple[int, int, int, int] | None:
        """(min_row, min_col, max_row, max_col) of the occupied cells, or None on an empty board."""
        return self._bbox

    def winning_patterns_now(self) -> tuple[WinPattern, ...]:
        """Uncalled wins a call would claim now (made by the last placement); auto games end before any."""
        if self._phase == "over":
            return ()
        return self._patterns(self._fresh)

    def winning_cells(self, piece: int | None = None) -> tuple[int, ...]:
        """Cells where ``piece`` (default: the piece in hand) would complete a pattern with the next placement."""
        piece = self._hand if piece is None else check_piece(piece)
        if piece is None or self._phase == "over":
            return ()
        values = VALUES[piece]
        return tuple(
            sorted({c for c, m in threats(self._board, self._geo, self._next_cells()) if values & m})
        )

    def deadly_gives(self) -> tuple[int, ...]:
        """The pieces the giver may give that let the receiver complete a pattern at once."""
        if self._phase != "give":
            return ()
        deadly = completers(self._board, self._geo, self._next_cells()) & self._giver_mask()
        return tuple(p for p in range(16) if deadly >> p & 1)

    @classmethod
    def from_position(cls, text: str, variant: Variant | None = None, first_giver: int = 0) -> QuartoState:
        """A fixed-board position in docs/notation.md text; seat ``first_giver`` gave first."""
        if variant is not None and not isinstance(variant, Variant):
            raise NotationError(f"{variant!r} is not a Variant.")
        board, hand = parse_position(text)
        return cls._at(variant or Variant(), first_giver, board, hand)

    @classmethod
    def _from_setup(cls, setup: Setup) -> QuartoState:
        if setup.start is not None:
            if setup.deal is not None:
                raise NotationError(NO_DEAL)
            state = cls.from_position(setup.start, setup.variant, setup.first_giver)
        else:
            state = cls(setup.variant, None, setup.first_giver, deal=setup.deal)
        for i, move in enumerate(setup.moves):
            try:
                state.play(move)
            except IllegalMove as exc:
                raise NotationError(
                    N_("Move {n} ({move}) cannot be played: {problem}"),
                    n=i + 1,
                    move=str(move),
                    problem=exc.sentence,
                ) from exc
        check_replay(setup, state)
        return state

    @classmethod
    def from_json(cls, data: JSON | str) -> QuartoState:
        """The state ``to_json`` saved, rebuilt by replaying its moves; NotationError for anything else."""
        return cls._from_setup(setup_from_json(data))

    @classmethod
    def replay(cls, text: str) -> QuartoState:
        """Play a text record back; a Result header, when present, must match what the moves produce."""
        return cls._from_setup(setup_from_record(text))

    def to_json(self) -> JSON:
        return state_to_json(self)

    def record(self) -> str:
        return record_text(self)

    def observation(self, seat: int) -> JSON:
        """What ``seat`` may know, as a JSON-ready dict (no other hand, no pile order)."""
        return observation(self, check_seat(seat))

    def determinize(self, seat: int, rng: random.Random) -> QuartoState:
        """A search root as ``seat`` sees it, the unseen pieces re-dealt; no undo, cannot be saved."""
        return self._sample(seat, rng)

    def __repr__(self) -> str:
        return f"<QuartoState {self._variant.pieces} {self._phase} to_move={self._to_move} moves={len(self._history)}>"
