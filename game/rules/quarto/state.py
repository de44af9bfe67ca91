"""The Quarto-family game state: give, place, call; fast undo for search; never an illegal state.

``QuartoState(variant, rng, first_giver=0, deal=None)``: seats are 0 and 1; ``first_giver=None`` draws it from
``rng``; the rng also shuffles the draw pile (``deal`` fixes it instead: two cards to each seat, the first giver
first, then the pile from the top). Key members:
``phase`` ('give' | 'place' | 'over'), ``to_move`` (seat to act, None when over), ``board`` (a fresh list of
``grid_size ** 2`` cells, piece id or None), ``pool`` (sorted pieces the giver may give: every unplayed piece, or
with a draw pile the hand of the seat to move), ``hand`` (piece waiting to be placed), ``legal_moves()``,
``legal_cells()``, ``play(move)`` (raises IllegalMove), ``undo()``, ``history``, ``is_over``, ``outcome``,
``call_window``, ``winning_patterns_now()``, ``area()``, ``observation(seat)``, ``copy()``, ``to_json()`` /
``from_json()``, ``record()`` / ``replay()``, ``from_position(text, variant)``.

Calls: under ``calls='manual'`` the wins made by a placement stay callable until the next placement: first by the
placer (before giving), then by the receiver (before placing: a steal). A call with nothing to claim is a false
call: recorded in ``false_calls``, play goes on (or, with ``false_call_penalty``, the caller loses). The 16th
placement has no give after it, so a win made by it counts at once (see docs/rules.md).
"""

from __future__ import annotations

import random
from operator import attrgetter

from game.rules.base import GameState
from game.rules.errors import IllegalMove
from game.rules.quarto.moves import (
    CALL,
    GIVES,
    PLACES,
    Call,
    CallWindow,
    Give,
    Move,
    Outcome,
    Place,
    Variant,
    WinPattern,
)
from game.rules.quarto.pieces import PIECE_SETS
from game.rules.quarto.tables import geometry, shared_values
from game.rules.quarto.unmarked import unmarked_cells, unmarked_problem

ALL_PIECES = 0xFFFF


def _record():
    from game.rules.quarto import record as quarto_record

    return quarto_record


def _read_only(name: str, doc: str) -> property:
    return property(attrgetter(name), doc=doc)


class QuartoState(GameState):
    """One game of any Quarto-family variant; see the module docstring for the members."""

    family = "quarto"
    returns_sum = 0.0

    def __init__(
        self,
        variant: Variant | None = None,
        rng: random.Random | None = None,
        first_giver: int | None = 0,
        deal: list[int] | tuple[int, ...] | None = None,
    ) -> None:
        self._variant = variant or Variant()
        rng = rng or random.Random()
        if first_giver is None:  # chosen at random, as in setup's default
            first_giver = rng.randrange(2)
        if first_giver not in (0, 1):
            raise ValueError("The first giver must be seat 0 or seat 1.")
        self._first_giver = first_giver
        self.pieces = PIECE_SETS[self._variant.pieces]
        self.grid_size = self._variant.grid_size
        self._geo = geometry(self.grid_size, self._variant.squares)
        self._board: list[int | None] = [None] * (self.grid_size * self.grid_size)
        self._placed = 0
        self._pool = ALL_PIECES
        self._hands = (0, 0)
        self._deal: tuple[int, ...] = ()
        self._pile_pos = 16
        self._history: list[Move] = []
        self._false_calls: list[tuple[int, int]] = []  # (seat, index into history)
        self._undo: list[tuple] = []
        self._start: dict | None = None
        self._phase = "give"
        self._to_move: int | None = first_giver
        self._hand: int | None = None
        # (pattern index, shared-values mask) of the wins made by the last placement
        self._fresh: tuple[tuple[int, int], ...] = ()
        self._called = False  # the seat to move has already (falsely) called in this window
        self._outcome: Outcome | None = None
        self._last_placer: int | None = None
        self._bbox: tuple[int, int, int, int] | None = None
        if self._variant.draw_pile:
            self._setup_draw_pile(rng, deal)
        elif deal is not None:
            raise ValueError("A deal only makes sense with the draw pile.")

    # ----- setup -----
    def _setup_draw_pile(self, rng: random.Random, deal) -> None:
        if deal is None:
            deal = list(range(16))
            rng.shuffle(deal)
        deal = tuple(deal)
        if sorted(deal) != list(range(16)):
            raise ValueError("A deal must list each of the 16 pieces once.")
        self._deal = deal
        self._pool = 0
        hands = [0, 0]
        for i, p in enumerate(deal[:4]):  # two to each seat, first giver first
            hands[(self._first_giver + i // 2) % 2] |= 1 << p
        self._hands = (hands[0], hands[1])
        self._pile_pos = 4
        self._draw()

    def _draw(self) -> None:
        """The seat about to give takes the top card of the pile, if any."""
        if self._pile_pos < 16:
            seat = self._to_move
            hands = list(self._hands)
            hands[seat] |= 1 << self._deal[self._pile_pos]
            self._hands = (hands[0], hands[1])
            self._pile_pos += 1

    # ----- read-only views (plain attribute reads, but no assignment from outside) -----
    variant = _read_only("_variant", "The Variant being played.")
    first_giver = _read_only("_first_giver", "The seat that gave first.")
    phase = _read_only("_phase", "'give', 'place' or 'over'.")
    to_move = _read_only("_to_move", "The seat that must act now; None when the game is over.")
    hand = _read_only("_hand", "The piece given and waiting to be placed, or None.")
    outcome = _read_only("_outcome", "The Outcome once the game is over, else None.")
    last_placer = _read_only("_last_placer", "The seat that made the latest placement.")

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

    def _giver_mask(self) -> int:
        if self._variant.draw_pile:
            return self._hands[self._to_move] if self._to_move is not None else 0
        return self._pool

    @property
    def pool(self) -> tuple[int, ...]:
        m = self._giver_mask()
        return tuple(p for p in range(16) if m >> p & 1)

    def hand_of(self, seat: int) -> tuple[int, ...]:
        """A seat's private hand under the draw pile (empty tuple otherwise)."""
        m = self._hands[seat]
        return tuple(p for p in range(16) if m >> p & 1)

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

    def _check_player(self, player: int | None) -> None:
        if player is not None and player != self._to_move:
            raise IllegalMove(f"It is not seat {player}'s turn.")

    @property
    def call_window(self) -> CallWindow | None:
        """Who may call now, or None (auto calls, nothing placed yet, already called, game over)."""
        if self._variant.calls != "manual" or self._phase == "over" or self._placed == 0 or self._called:
            return None
        return CallWindow(self._to_move, "placed" if self._phase == "give" else "steal")

    def area(self) -> tuple[int, int, int, int] | None:
        """(min_row, min_col, max_row, max_col) of the occupied cells, or None on an empty board."""
        return self._bbox

    def winning_patterns_now(self) -> tuple[WinPattern, ...]:
        """Uncalled wins a call would claim now (made by the last placement); auto games end before any."""
        if self._phase == "over":
            return ()
        return self._patterns(self._fresh)

    def _patterns(self, found) -> tuple[WinPattern, ...]:
        out = []
        for index, mask in found:
            shared = shared_values(mask)
            words = ", ".join(self.pieces.describe_shared(a, b) for a, b in shared)
            out.append(WinPattern(self._geo.patterns[index], shared, f"{self._geo.names[index]}: {words}"))
        return tuple(out)

    # ----- move generation -----
    def legal_cells(self) -> tuple[int, ...]:
        """Cells where the piece in hand may go (also useful to draw the unmarked board's outlines)."""
        if self._phase != "place":
            return ()
        b = self._board
        if self._variant.board == "fixed":
            return tuple(c for c in range(16) if b[c] is None)
        return unmarked_cells(b, self._bbox)

    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every move the seat to act may make; Call is listed whenever a call window is open."""
        if self._phase == "over" or (player is not None and player != self._to_move):
            return []
        if self._phase == "give":
            m = self._giver_mask()
            moves: list[Move] = [GIVES[p] for p in range(16) if m >> p & 1]
        else:
            moves = [PLACES[c] for c in self.legal_cells()]
        if self.call_window is not None:
            moves.append(CALL)
        return moves

    # ----- playing -----
    def _snapshot(self) -> tuple:
        return (
            self._phase,
            self._to_move,
            self._hand,
            self._fresh,
            self._called,
            self._outcome,
            self._last_placer,
            self._bbox,
            self._pool,
            self._hands,
            self._pile_pos,
            len(self._false_calls),
        )

    def play(self, move: Move, player: int | None = None) -> None:
        """Apply ``move`` for the seat to act, or raise IllegalMove with a sentence saying why not."""
        if self._phase == "over":
            raise IllegalMove("The game is over; no more moves can be made.")
        self._check_player(player)
        snap = self._snapshot()
        if isinstance(move, Give):
            self._give(move.piece)
        elif isinstance(move, Place):
            self._place(move.cell)
        elif isinstance(move, Call):
            self._call()
        else:
            raise IllegalMove(f"{move!r} is not a Quarto move.")
        self._history.append(move)
        self._undo.append(snap)

    def _give(self, piece: int) -> None:
        if self._phase != "give":
            raise IllegalMove("You must place the piece in hand before giving another.")
        if not isinstance(piece, int) or not 0 <= piece < 16:
            raise IllegalMove(f"There is no piece {piece!r}; pieces are numbered 0 to 15.")
        bit = 1 << piece
        name = self.pieces.piece_name(piece)
        if self._variant.draw_pile:
            hands = list(self._hands)
            if not hands[self._to_move] & bit:
                raise IllegalMove(f"The {name} is not in your hand.")
            hands[self._to_move] &= ~bit
            self._hands = (hands[0], hands[1])
        else:
            if not self._pool & bit:
                raise IllegalMove(f"The {name} is not in the pool: it has already been played.")
            self._pool &= ~bit
        self._hand = piece
        self._to_move = 1 - self._to_move
        self._phase = "place"
        self._called = False

    def _place(self, cell: int) -> None:
        if self._phase != "place":
            raise IllegalMove("There is no piece in hand to place: give one first.")
        self._check_cell(cell)
        size = self.grid_size
        self._board[cell] = self._hand
        self._placed += 1
        self._hand = None
        self._last_placer = self._to_move
        r, c = divmod(cell, size)
        if self._bbox is None:
            self._bbox = (r, c, r, c)
        else:
            r0, c0, r1, c1 = self._bbox
            self._bbox = (min(r0, r), min(c0, c), max(r1, r), max(c1, c))
        wins = self._wins_at(cell)
        self._called = False
        if wins and (self._variant.calls == "auto" or self._placed == 16):
            how = "auto" if self._variant.calls == "auto" else "last placement"
            self._finish(self._to_move, wins, how)
        elif self._placed == 16:
            self._finish(None, (), "draw")
        else:
            self._fresh = wins
            self._phase = "give"
            if self._variant.draw_pile:
                self._draw()

    def _check_cell(self, cell: int) -> None:
        size = self.grid_size
        if not isinstance(cell, int) or not 0 <= cell < size * size:
            raise IllegalMove(f"There is no square {cell!r} on this board.")
        occupant = self._board[cell]
        if occupant is not None:
            raise IllegalMove(f"That square is already taken by the {self.pieces.piece_name(occupant)}.")
        if self._variant.board == "fixed":
            return
        problem = unmarked_problem(self._board, self._bbox, cell)
        if problem:
            raise IllegalMove(problem)

    def _wins_at(self, cell: int) -> tuple[tuple[int, int], ...]:
        """Winning patterns completed by a piece on ``cell``: (pattern index, shared-values mask)."""
        b = self._board
        patterns = self._geo.patterns
        found = []
        for i in self._geo.by_cell[cell]:
            ones = zeros = 15
            for c in patterns[i]:
                p = b[c]
                if p is None:
                    break
                ones &= p
                zeros &= ~p
            else:
                mask = ones | ((zeros & 15) << 4)
                if mask:
                    found.append((i, mask))
        return tuple(found)

    def _call(self) -> None:
        if self._variant.calls != "manual":
            raise IllegalMove("Wins are counted automatically in this game; there is nothing to call.")
        if self._placed == 0:
            raise IllegalMove(
                f"Nothing has been placed yet, so there is nothing to call {self.pieces.call_word}"
            )
        if self._called:
            raise IllegalMove("You have already called this turn.")
        seat = self._to_move
        if self._fresh:
            self._finish(seat, self._fresh, "call" if self._phase == "give" else "steal")
            return
        self._false_calls.append((seat, len(self._history)))
        self._called = True
        if self._variant.false_call_penalty:
            self._finish(1 - seat, (), "false call")

    def _finish(self, winner: int | None, wins, how: str) -> None:
        self._outcome = Outcome(winner, self._patterns(wins), how)
        self._phase = "over"
        self._to_move = None
        self._fresh = ()

    def undo(self) -> Move:
        """Take back the last move (cheap: restores a small snapshot); returns it."""
        if not self._undo:  # a determinized copy keeps the public history but cannot take it back
            raise IllegalMove("There is no move to take back.")
        move = self._history.pop()
        (
            self._phase,
            self._to_move,
            self._hand,
            self._fresh,
            self._called,
            self._outcome,
            self._last_placer,
            self._bbox,
            self._pool,
            self._hands,
            self._pile_pos,
            nfalse,
        ) = self._undo.pop()
        del self._false_calls[nfalse:]
        if isinstance(move, Place):
            self._board[move.cell] = None
            self._placed -= 1
        return move

    def copy(self) -> QuartoState:
        """An independent copy (including the undo stack)."""
        new = object.__new__(QuartoState)
        new.__dict__.update(self.__dict__)
        new._board = list(self._board)
        new._history = list(self._history)
        new._undo = list(self._undo)
        new._false_calls = list(self._false_calls)
        return new

    # ----- serialisation and views live in quarto_record (imported late: it imports this module) -----
    def determinize(self, seat: int, rng: random.Random) -> QuartoState:
        """A search root as ``seat`` sees it, the unseen pieces re-dealt; no undo, cannot be saved."""
        return _record().determinize(self, seat, rng)

    def observation(self, seat: int) -> dict:
        """What ``seat`` may know, as a JSON-ready dict (no other hand, no pile order)."""
        return _record().observation(self, seat)

    def to_json(self) -> dict:
        return _record().state_to_json(self)

    @classmethod
    def from_json(cls, data: dict | str) -> QuartoState:
        return _record().state_from_json(data)

    def record(self) -> str:
        return _record().record(self)

    @classmethod
    def replay(cls, text: str) -> QuartoState:
        return _record().replay(text)

    @classmethod
    def from_position(cls, text: str, variant: Variant | None = None, first_giver: int = 0) -> QuartoState:
        return _record().from_position(text, variant, first_giver)

    def __repr__(self) -> str:
        return f"<QuartoState {self._variant.pieces} {self._phase} to_move={self._to_move} moves={len(self._history)}>"
