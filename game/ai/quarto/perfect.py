"""Perfect on the fixed board without a draw pile: every decision within one hard deadline.

The deadline (``budget_s`` seconds from the call) covers the whole decision and is always respected: every
search below runs under it and returns the best move proven so far when it passes.

- At least ``BOOK_FROM`` empty squares: the opening book (``book``), computed offline; a position missing
  from it (the 2x2-squares board ships no book) gets iterative deepening for ``OPENING_SHARE`` of the deadline.
- ``SAFE_FROM + 1`` .. ``PERFECT_EXACT + 1`` empty squares (the receiver of its give faces ``SAFE_FROM`` or
  fewer): a shallow search orders the moves, a quick pass (``SHALLOW_SHARE`` at most) rules out those the
  receiver refutes within a few placements and puts the placements with the most surviving gives first, then
  exact null-window proofs ("can the opponent force a win after this?") get the rest of the deadline until one
  surviving move is proven safe (``safety``); without a proof, the first unrefuted survivor in that order.
- ``PERFECT_EXACT`` or fewer: a move proven not to lose first (the proofs above, cheap this late, at most
  ``PROOF_SHARE`` of the deadline), then the exact value with distance (shortest win, longest resistance) with
  the rest; the exact choice when it finishes, else the proven move.

Every placement remembers the give its search (or proof, or book entry) chose with it, so the give after it
is free.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from typing import TypeVar

from game.ai.quarto import book
from game.ai.quarto.root import deepen, give_values, place_values
from game.ai.quarto.safety import give_order, place_order, safe_give, safe_place, shallow_give, shallow_place
from game.ai.quarto.search import Solver, Timeout
from game.rules.quarto.tables import Board

PERFECT_EXACT = 10  # Perfect solves exactly from this many empty squares
SAFE_FROM = 11  # Perfect proves a give not losing when the receiver faces at most this many empty squares
PROOF_SHARE = (
    0.4  # from PERFECT_EXACT empty squares: at most this share for a proven-safe move, before the exact
)
# share of the deadline for a heuristic search before the safety range, off the book (the 2x2-squares board, a
# position Perfect's own book moves never lead to): nothing is proven there, and a deeper ply barely helps
OPENING_SHARE = 0.6
# at 11-12 empty squares: at most this share of what is left for ruling out the moves the receiver refutes within
# a few placements (``safety.SHALLOW_DEPTHS``), before the proofs among the others
SHALLOW_SHARE = 0.2

T = TypeVar("T")

_PLANS: dict[
    tuple[int | None, ...], int
] = {}  # board after a proven-safe (or book) placement -> the give chosen with it


def forget() -> None:
    _PLANS.clear()


def _exact(solver: Solver, run: Callable[[], T], end: float) -> T | None:
    """``run()`` under the deadline ``end``; None when it passes first."""
    solver.deadline = end
    try:
        return run()
    except Timeout:
        return None
    finally:
        solver.deadline = None


def place(solver: Solver, board: Board, hand: int, squares: bool, rng: random.Random, budget_s: float) -> int:
    """The cell for ``hand`` (a placement that wins at once was taken by the caller)."""
    start = time.perf_counter()
    end = start + budget_s
    empties = board.count(None)
    if empties >= book.BOOK_FROM:
        hit = book.lookup(board, hand, squares)
        if hit is not None:
            cell, give = hit
            if cell is not None:  # with a piece in hand the entry always names its cell
                _PLANS[tuple(book.after(board, cell, hand))] = give
                return cell
    if empties <= PERFECT_EXACT:
        return _place_exact(solver, board, hand, rng, start, budget_s)
    if empties <= SAFE_FROM + 1:  # the proofs get the whole deadline, in the shallow search's order
        order = place_order(solver, board, hand, None, deadline=end)
        if order:
            now = time.perf_counter()
            order = shallow_place(solver, board, hand, order, now + SHALLOW_SHARE * (end - now))[0] or order
            (cell, give), _ = safe_place(solver, board, hand, order, max(0.0, end - time.perf_counter()))
            _PLANS[tuple(book.after(board, cell, hand))] = give
            return cell
    values, _, _ = deepen(
        solver,
        lambda d: place_values(solver, board, hand, depth=d, only_best=True, rng=rng),
        empties,
        max(0.0, start + OPENING_SHARE * budget_s - time.perf_counter()),
    )
    best = max(pv.score for pv in values)
    cell = rng.choice([pv.cell for pv in values if pv.score == best])
    gives = next(pv.gives for pv in values if pv.cell == cell)
    if gives:  # the search's give for this placement: the give after it costs nothing
        _PLANS[tuple(book.after(board, cell, hand))] = gives[0]
    return cell


def _place_exact(
    solver: Solver, board: Board, hand: int, rng: random.Random, start: float, budget_s: float
) -> int:
    """A placement proven not to lose first (cheap this late: the receiver faces 9 empty squares or fewer), then
    the exact value with what is left: its choice when it finishes, else the proven (or unrefuted) pair."""
    end = start + budget_s
    order = place_order(solver, board, hand, None, deadline=end)
    proof_end = start + PROOF_SHARE * budget_s
    pair = (
        safe_place(solver, board, hand, order, max(0.0, proof_end - time.perf_counter()))[0]
        if order
        else None
    )
    values = _exact(solver, lambda: place_values(solver, board, hand, only_best=True, rng=rng), end)
    if values is not None:
        best = max(pv.score for pv in values)
        cell = rng.choice([pv.cell for pv in values if pv.score == best])
        gives = next(pv.gives for pv in values if pv.cell == cell)
        if gives:
            _PLANS[tuple(book.after(board, cell, hand))] = gives[0]
        return cell
    if pair is None:  # every placement leaves only gives that lose at once
        return board.index(None)
    cell, give = pair
    _PLANS[tuple(book.after(board, cell, hand))] = give
    return cell


def give(solver: Solver, board: Board, squares: bool, rng: random.Random, budget_s: float) -> int:
    """The piece to give (its placement was Perfect's own, or the opponent gave nothing yet)."""
    start = time.perf_counter()
    end = start + budget_s
    empties = board.count(None)
    planned = _PLANS.pop(tuple(board), None)
    if planned is not None and planned not in board:
        return planned
    if empties >= book.BOOK_FROM - 1:
        hit = book.lookup(board, None, squares)
        if hit is not None:
            return hit[1]
    if empties <= PERFECT_EXACT:  # as for a placement: a proven give first, then the exact value
        order = give_order(solver, board, None, deadline=end)
        proof_end = start + PROOF_SHARE * budget_s
        proven = (
            safe_give(solver, board, order, max(0.0, proof_end - time.perf_counter()))[0] if order else None
        )
        done = _exact(solver, lambda: give_values(solver, board, rng=rng), end)
        if done is not None:
            return done[2][0]
        return proven if proven is not None else next(g for g in range(16) if g not in board)
    if empties <= SAFE_FROM:
        order = give_order(solver, board, None, deadline=end)
        if not order:  # every give is deadly
            return next(g for g in range(16) if g not in board)
        now = time.perf_counter()
        order = shallow_give(solver, board, order, now + SHALLOW_SHARE * (end - now))[0] or order
        choice, _ = safe_give(solver, board, order, max(0.0, end - time.perf_counter()))
        return choice
    (_, _, gives), _, _ = deepen(
        solver,
        lambda d: give_values(solver, board, depth=d, rng=rng),
        empties,
        max(0.0, start + OPENING_SHARE * budget_s - time.perf_counter()),
    )
    return gives[0]
