"""The Quarto-family rules mechanics: give, place, call, fast undo for search; never an illegal state.

``QuartoCore`` owns every field of a game and is the only code that changes them: the moves, undo, copies, the
set-up from a parsed position (``_at``) and the re-deal of hidden cards (``_sample``). ``QuartoState``
(state.py) adds the read-only views, the game-neutral protocol, and positions, saves and records.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Self, TypeAlias

from game.i18n import N_
from game.rules.errors import IllegalMove, NotationError
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
from game.rules.quarto.notation import format_position
from game.rules.quarto.pieces import PIECE_SETS
from game.rules.quarto.tables import completed, geometry, shared_values
from game.rules.quarto.unmarked import unmarked_cells, unmarked_problem

ALL_PIECES = 0xFFFF

#: (pattern index, shared-values mask) of a completed pattern, as tables.completed finds it.
Found: TypeAlias = tuple[tuple[int, int], ...]
#: What one move may change, taken before it and put back by undo (see ``_snapshot``).
Snapshot: TypeAlias = tuple[
    str,  # phase
    int | None,  # to_move
    int | None,  # hand
    Found,  # fresh
    bool,  # called
    Outcome | None,
    int | None,  # last_placer
    tuple[int, int, int, int] | None,  # bbox
    int,  # pool
    tuple[int, int],  # hands
    int,  # pile_pos
    int,  # how many false calls
]


def check_seat(seat: object) -> int:
    """A seat number (0 or 1; a bool is not a seat) or IllegalMove."""
    if isinstance(seat, bool) or not isinstance(seat, int) or seat not in (0, 1):
        raise IllegalMove(N_("There is no seat {seat}; the seats are 0 and 1."), seat=repr(seat))
    return seat


def check_piece(piece: object) -> int:
    """A piece number (0 to 15; a bool is not a piece) or IllegalMove."""
    if isinstance(piece, bool) or not isinstance(piece, int) or not 0 <= piece < 16:
        raise IllegalMove(N_("There is no piece {piece}; pieces are numbered 0 to 15."), piece=repr(piece))
    return piece


class QuartoCore:
    """The fields of one game and every change to them; see the module docstring."""

    def __init__(
        self,
        variant: Variant | None = None,
        rng: random.Random | None = None,
        first_giver: int | None = 0,
        deal: list[int] | tuple[int, ...] | None = None,
    ) -> None:
        if variant is not None and not isinstance(variant, Variant):
            raise NotationError(f"{variant!r} is not a Variant.")
        self._variant = variant or Variant()
        rng = rng or random.Random()
        if first_giver is None:  # chosen at random, as in setup's default
            first_giver = rng.randrange(2)
        if isinstance(first_giver, bool) or first_giver not in (0, 1) or not isinstance(first_giver, int):
            raise NotationError(f"The first giver must be seat 0 or seat 1, not {first_giver!r}.")
        self._first_giver = first_giver
        self.pieces = PIECE_SETS[self._variant.pieces]
        self.grid_size = self._variant.grid_size
        self._geo = geometry(self.grid_size, self._variant.squares)
        self._board: list[int | None] = [None] * (self.grid_size * self.grid_size)
        self._placed = 0
        self._pool = ALL_PIECES
        self._hands: tuple[int, int] = (0, 0)
        self._deal: tuple[int, ...] = ()
        self._pile_pos = 16
        self._history: list[Move] = []
        self._false_calls: list[tuple[int, int]] = []  # (seat, index into history)
        self._undo: list[Snapshot] = []
        self._start: str | None = None  # the position text the game was set up from
        self._phase = "give"
        self._to_move: int | None = first_giver
        self._hand: int | None = None
        # (pattern index, shared-values mask) of the wins made by the last placement
        self._fresh: Found = ()
        self._called = False  # the seat to move has already (falsely) called in this window
        self._outcome: Outcome | None = None
        self._last_placer: int | None = None
        self._bbox: tuple[int, int, int, int] | None = None
        self._sampled = False  # a determinized search copy: no undo, cannot be saved
        if self._variant.draw_pile:
            self._setup_draw_pile(rng, deal)
        elif deal is not None:
            raise NotationError(N_("A deal only makes sense with the draw pile."))

    # ----- setup -----
    def _setup_draw_pile(self, rng: random.Random, deal: Sequence[int] | None) -> None:
        if deal is None:
            deal = list(range(16))
            rng.shuffle(deal)
        if (
            not isinstance(deal, list | tuple)
            or not all(type(p) is int for p in deal)
            or sorted(deal) != [*range(16)]
        ):
            raise NotationError(N_("A deal must list each of the 16 pieces (0 to 15) once."))
        self._deal = tuple(deal)
        self._pool = 0
        hands = [0, 0]
        for i, p in enumerate(deal[:4]):  # two to each seat, first giver first
            hands[(self._first_giver + i // 2) % 2] |= 1 << p
        self._hands = (hands[0], hands[1])
        self._pile_pos = 4
        self._draw(self._first_giver)

    def _draw(self, seat: int) -> None:
        """``seat``, about to give, takes the top card of the pile, if any."""
        if self._pile_pos < 16:
            hands = list(self._hands)
            hands[seat] |= 1 << self._deal[self._pile_pos]
            self._hands = (hands[0], hands[1])
            self._pile_pos += 1

    def _check_player(self, player: int | None) -> None:
        if player is not None and check_seat(player) != self._to_move:
            raise IllegalMove(N_("It is not seat {seat}'s turn."), seat=player)

    def _giver_mask(self) -> int:
        if self._variant.draw_pile:
            return self._hands[self._to_move] if self._to_move is not None else 0
        return self._pool

    @property
    def call_window(self) -> CallWindow | None:
        """Who may call now, or None (auto calls, nothing placed yet, already called, game over)."""
        seat = self._to_move  # None only once the game is over
        if self._variant.calls != "manual" or seat is None or self._placed == 0 or self._called:
            return None
        return CallWindow(seat, "placed" if self._phase == "give" else "steal")

    def _patterns(self, found: Iterable[tuple[int, int]]) -> tuple[WinPattern, ...]:
        out = []
        for index, mask in found:
            shared = shared_values(mask)
            words = ", ".join(self.pieces.describe_shared(a, b) for a, b in shared)
            out.append(WinPattern(self._geo.patterns[index], shared, f"{self._geo.names[index]}: {words}"))
        return tuple(out)

    # ----- move generation -----
    def legal_cells(self) -> tuple[int, ...]:
        """Cells where the piece in hand may go (also useful to draw the unmarked board's outlines)."""
        return self._next_cells() if self._phase == "place" else ()

    def _next_cells(self) -> tuple[int, ...]:
        """Cells the next placement may use (the same for every piece), whether or not a piece is in hand."""
        b = self._board
        if self._variant.board == "fixed":
            return tuple(c for c in range(16) if b[c] is None)
        return unmarked_cells(b, self._bbox, self._variant.must_touch)

    def legal_moves(self, player: int | None = None) -> list[Move]:
        """Every move the seat to act may make; Call is listed whenever a call window is open."""
        if self._phase == "over" or (player is not None and check_seat(player) != self._to_move):
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
    def _snapshot(self) -> Snapshot:
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
        seat = self._to_move  # None only once the game is over
        if self._phase == "over" or seat is None:
            raise IllegalMove(N_("The game is over; no more moves can be made."))
        self._check_player(player)
        snap = self._snapshot()
        if isinstance(move, Give):
            self._give(seat, move.piece)
        elif isinstance(move, Place):
            self._place(seat, move.cell)
        elif isinstance(move, Call):
            self._call(seat)
        else:
            raise IllegalMove(N_("{move} is not a Quarto move."), move=repr(move))
        self._history.append(move)
        self._undo.append(snap)

    def _give(self, seat: int, piece: int) -> None:
        if self._phase != "give":
            raise IllegalMove(N_("You must place the piece in hand before giving another."))
        bit = 1 << check_piece(piece)
        name = self.pieces.piece_sentence(piece)
        if self._variant.draw_pile:
            hands = list(self._hands)
            if not hands[seat] & bit:
                raise IllegalMove(N_("The {name} is not in your hand."), name=name)
            hands[seat] &= ~bit
            self._hands = (hands[0], hands[1])
        else:
            if not self._pool & bit:
                raise IllegalMove(N_("The {name} is not in the pool: it has already been played."), name=name)
            self._pool &= ~bit
        self._hand = piece
        self._to_move = 1 - seat
        self._phase = "place"
        self._called = False

    def _place(self, seat: int, cell: int) -> None:
        piece = self._hand
        if self._phase != "place" or piece is None:
            raise IllegalMove(N_("There is no piece in hand to place: give one first."))
        self._check_cell(cell)
        size = self.grid_size
        self._board[cell] = piece
        self._placed += 1
        self._hand = None
        self._last_placer = seat
        r, c = divmod(cell, size)
        if self._bbox is None:
            self._bbox = (r, c, r, c)
        else:
            r0, c0, r1, c1 = self._bbox
            self._bbox = (min(r0, r), min(c0, c), max(r1, r), max(c1, c))
        wins = completed(self._board, self._geo, cell)
        self._called = False
        if wins and (self._variant.calls == "auto" or self._placed == 16):
            how = "auto" if self._variant.calls == "auto" else "last placement"
            self._finish(seat, wins, how)
        elif self._placed == 16:
            self._finish(None, (), "draw", completed(self._board, self._geo))
        else:
            self._fresh = wins
            self._phase = "give"
            if self._variant.draw_pile:
                self._draw(seat)

    def _check_cell(self, cell: int) -> None:
        size = self.grid_size
        if not isinstance(cell, int) or not 0 <= cell < size * size:
            raise IllegalMove(N_("There is no square {cell} on this board."), cell=repr(cell))
        occupant = self._board[cell]
        if occupant is not None:
            raise IllegalMove(
                N_("That square is already taken by the {name}."), name=self.pieces.piece_sentence(occupant)
            )
        if self._variant.board == "fixed":
            return
        problem = unmarked_problem(self._board, self._bbox, cell, self._variant.must_touch)
        if problem:
            raise IllegalMove(problem)

    def _call(self, seat: int) -> None:
        if self._variant.calls != "manual":
            raise IllegalMove(N_("Wins are counted automatically in this game; there is nothing to call."))
        if self._placed == 0:
            raise IllegalMove(
                N_("Nothing has been placed yet, so there is nothing to call {call}"),
                call=self.pieces.call_word,
            )
        if self._called:
            raise IllegalMove(N_("You have already called this turn."))
        if self._fresh:
            self._finish(seat, self._fresh, "call" if self._phase == "give" else "steal")
            return
        self._false_calls.append((seat, len(self._history)))
        self._called = True
        if self._variant.false_call_penalty:
            self._finish(1 - seat, (), "false call")

    def _finish(self, winner: int | None, wins: Found, how: str, missed: Found = ()) -> None:
        """End the game; ``missed``: the uncalled winning patterns left on a drawn full board."""
        self._outcome = Outcome(winner, self._patterns(wins), how, self._patterns(missed))
        self._phase = "over"
        self._to_move = None
        self._fresh = ()

    def undo(self) -> Move:
        """Take back the last move (cheap: restores a small snapshot); returns it."""
        if not self._undo:  # a determinized copy keeps the public history but cannot take it back
            raise IllegalMove(N_("There is no move to take back."))
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

    def copy(self) -> Self:
        """An independent copy (including the undo stack)."""
        new = object.__new__(type(self))
        new.__dict__.update(self.__dict__)
        new._board = list(self._board)
        new._history = list(self._history)
        new._undo = list(self._undo)
        new._false_calls = list(self._false_calls)
        return new

    @classmethod
    def _at(cls, variant: Variant, first_giver: int, board: list[int | None], hand: int | None) -> Self:
        """A fixed-board game set up at ``board`` with ``hand`` given; who acts follows from the piece count."""
        if variant.board != "fixed" or variant.draw_pile:
            raise NotationError(
                N_("A game can start from a set position only on the 4×4 board with no draw pile.")
            )
        state = cls(variant, None, first_giver)
        placed = [c for c in range(16) if board[c] is not None]
        down = sum(1 << p for p in board if p is not None)
        state._board = list(board)
        state._placed = len(placed)
        state._pool = ALL_PIECES & ~(down | (0 if hand is None else 1 << hand))
        if placed:
            rows, cols = [c // 4 for c in placed], [c % 4 for c in placed]
            state._bbox = (min(rows), min(cols), max(rows), max(cols))
        if variant.calls == "auto" and any(completed(board, state._geo, c) for c in placed):
            raise NotationError(N_("This position already has a winning pattern, so the game would be over."))
        giver = (state._first_giver + len(placed)) % 2
        if hand is not None:
            state._phase, state._to_move, state._hand = "place", 1 - giver, hand
        elif len(placed) == 16:
            state._finish(None, (), "draw", completed(board, state._geo))
        else:
            state._to_move = giver
        state._start = format_position(board, hand)
        return state

    def _sample(self, seat: int, rng: random.Random) -> Self:
        """A copy with what ``seat`` cannot see (other hand, pile order) re-dealt; no undo, cannot be saved."""
        other = 1 - check_seat(seat)
        new = self.copy()
        new._undo, new._sampled = [], True  # the public history stays, so the seat's observation is unchanged
        if not self._variant.draw_pile:
            return new
        hidden = [p for p in range(16) if self._hands[other] >> p & 1] + list(self._deal[self._pile_pos :])
        rng.shuffle(hidden)
        size = self._hands[other].bit_count()
        hands = list(self._hands)
        hands[other] = sum(1 << p for p in hidden[:size])
        new._hands = (hands[0], hands[1])
        pile = hidden[size:]
        new._deal = tuple(sorted(set(range(16)) - set(pile))) + tuple(pile)
        new._pile_pos = 16 - len(pile)
        return new
