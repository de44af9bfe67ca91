"""Draw-safety for Perfect just before its exact range: prove a move "not losing" before playing it.

The budgeted search picks a move; an exact null-window search then asks only "does the opponent win after
this?" (far cheaper than the value with distance). A move proven losing is dropped and the next one in order
(shallow search scores) is tried, until one is proven safe or the deadline passes; then a move not proven
losing is played, preferably one whose refutation was searched for and not found. A proven-safe placement
remembers its give, so the give after it is free.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from typing import TypeAlias, TypeVar

from game.ai.quarto.search import EXACT, HEURISTIC_MAX, WIN, Solver, Timeout
from game.rules.quarto.tables import Board

SAFE = 1  # proven: the opponent cannot win after this move
LOSING = -1  # proven: the opponent wins
UNKNOWN = 0  # the deadline passed first

#: A placement with the give after it: (cell, piece).
Pair: TypeAlias = tuple[int, int]
#: A candidate move: a Pair, or a piece to give.
C = TypeVar("C", bound=Hashable)


def _verdict(solver: Solver, occ: int, pool: int, give: int, deadline: float) -> int:
    """Exact test of giving ``give`` on ``occ`` (the solver's current board): can the receiver force a win?"""
    solver.deadline = deadline
    try:
        return SAFE if solver.search(occ, pool & ~(1 << give), give, 0, 1, EXACT) <= 0 else LOSING
    except Timeout:
        return UNKNOWN
    finally:
        solver.deadline = None


def _pool(used: int) -> int:
    return 0xFFFF & ~used


def place_order(
    solver: Solver,
    board: Board,
    hand: int,
    first: Pair | None,
    depth: int = 2,
    deadline: float | None = None,
) -> list[Pair]:
    """Every (cell, safe give) after placing ``hand``, best first by a shallow search; ``first`` leads.

    Placements that win at once are left out (the caller takes those before asking). Pairs the shallow search
    did not reach before ``deadline`` follow the scored ones in board order."""
    occ, used = solver.load(board)
    pool = _pool(used) & ~(1 << hand)
    pairs: list[Pair] = []
    for c in range(16):
        if occ >> c & 1 or solver.wins_at(c, hand):
            continue
        saved = solver.put(c, hand)
        safe = pool & ~solver.threats()
        solver.take(c, hand, saved)
        pairs += [(c, g) for g in range(16) if safe >> g & 1]
    scored = []
    solver.deadline = deadline
    try:
        for c, g in pairs:
            saved = solver.put(c, hand)
            try:
                v = -solver.search(occ | 1 << c, pool & ~(1 << g), g, -WIN, WIN, depth - 1)
            finally:
                solver.take(c, hand, saved)
            scored.append((-v, c, g))
    except Timeout:
        pass
    finally:
        solver.deadline = None
    scored.sort()
    order = [(c, g) for _, c, g in scored] + pairs[len(scored) :]
    return _lead(order, first)


def _lead(order: list[C], first: C | None) -> list[C]:
    if first in order:
        order.remove(first)
        order.insert(0, first)
    return order


def give_order(
    solver: Solver, board: Board, first: int | None, depth: int = 2, deadline: float | None = None
) -> list[int]:
    """Every give that does not hand over a win at once, best first by a shallow search; ``first`` leads.
    Gives the shallow search did not reach before ``deadline`` follow in piece order."""
    occ, used = solver.load(board)
    pool = _pool(used)
    safe = pool & ~solver.threats()
    gives = [g for g in range(16) if safe >> g & 1]
    scored = []
    solver.deadline = deadline
    try:
        for g in gives:
            scored.append((solver.search(occ, pool & ~(1 << g), g, -WIN, WIN, depth), g))
    except Timeout:
        pass
    finally:
        solver.deadline = None
    scored.sort()
    return _lead([g for _, g in scored] + gives[len(scored) :], first)


SHALLOW_DEPTHS = (2,)  # the receiver's placements searched for a quick refutation (3 costs 10x: 30-40k nodes)


def _shallow(
    refuted: Callable[[C, int], bool], order: Sequence[C], deadline: float
) -> tuple[list[C], list[C]]:
    """(survivors, refuted): ``order`` split by ``refuted(candidate, depth)`` ("the receiver forces a win within
    ``depth`` of its placements") at each of ``SHALLOW_DEPTHS`` in turn, until ``deadline``. A refutation
    this short costs a few thousand nodes where a proof of safety costs tens or hundreds of thousands, so the
    proofs after it go to the survivors only; candidates not reached stay survivors. Both keep ``order``. The
    search raises Timeout at ``deadline`` (set by the caller on the solver)."""
    lost: set[C] = set()
    try:
        for depth in SHALLOW_DEPTHS:
            for cand in order:
                if cand not in lost and refuted(cand, depth):  # the search itself reads the clock
                    lost.add(cand)
    except Timeout:
        pass
    return [c for c in order if c not in lost], [c for c in order if c in lost]


def _aside(
    solver: Solver, refuted: Callable[[C, int], bool], order: Sequence[C], deadline: float
) -> tuple[list[C], list[C]]:
    """``_shallow`` on an empty transposition table and history, put back after: the proofs that follow
    search as they would without it (its depth-limited entries and cutoff counts misled their ordering)."""
    tt, history = solver.tt, solver.history
    solver.tt, solver.history, solver.deadline = {}, [0] * 256, deadline
    try:
        return _shallow(refuted, order, deadline)
    finally:
        solver.tt, solver.history, solver.deadline = tt, history, None


def shallow_place(
    solver: Solver, board: Board, hand: int, order: Sequence[Pair], deadline: float
) -> tuple[list[Pair], list[Pair]]:
    """``_shallow`` over (cell, give) pairs for placing ``hand``."""
    occ, used = solver.load(board)
    pool = _pool(used) & ~(1 << hand)

    def refuted(pair: tuple[int, int], depth: int) -> bool:
        c, g = pair
        saved = solver.put(c, hand)
        try:
            return solver.search(
                occ | 1 << c, pool & ~(1 << g), g, HEURISTIC_MAX, HEURISTIC_MAX + 1, depth
            ) > (HEURISTIC_MAX)
        finally:
            solver.take(c, hand, saved)

    survivors, lost = _aside(solver, refuted, order, deadline)
    # the cells with the most surviving gives first (a placement that leaves the giver many gives is the
    # flexible one, and when no proof finishes the first pair tried is the one played), else in ``order``
    gives = Counter(c for c, _ in survivors)
    return sorted(survivors, key=lambda pair: -gives[pair[0]]), lost


def shallow_give(
    solver: Solver, board: Board, order: Sequence[int], deadline: float
) -> tuple[list[int], list[int]]:
    """``_shallow`` over the gives."""
    occ, used = solver.load(board)
    pool = _pool(used)

    def refuted(g: int, depth: int) -> bool:
        return (
            solver.search(occ, pool & ~(1 << g), g, HEURISTIC_MAX, HEURISTIC_MAX + 1, depth) > HEURISTIC_MAX
        )

    return _aside(solver, refuted, order, deadline)


def first_safe(
    check: Callable[[C, float], int],
    order: Sequence[C],
    budget_s: float,
    slice_share: float = 0.4,
    group: Callable[[C], int] | None = None,
) -> tuple[C, int]:
    """The first candidate in ``order`` that ``check(candidate, deadline)`` proves SAFE within the budget, else
    the best guess not proven LOSING (or ``order[0]`` when all lose). Returns (candidate, verdict).

    No candidate may eat the whole budget at first: each gets a slice, then the undecided ones get what is left
    (the transposition table keeps their progress). With ``group``, once a candidate is proven losing the
    others of its group (the same cell: that placement is often the mistake) wait until the rest were tried."""
    end = time.perf_counter() + budget_s
    suspect: set[int] = set()
    deferred: list[C] = []
    undecided: list[C] = []  # checked, the proof still open
    unchecked: list[C] = []  # the deadline came first
    for rnd in range(3):  # 0: in order, suspects deferred; 1: the deferred; 2: the undecided, unsliced
        todo = list(order) if rnd == 0 else deferred if rnd == 1 else undecided
        if rnd == 2:
            undecided = []
        for cand in todo:
            now = time.perf_counter()
            if now >= end:
                (undecided if rnd == 2 else unchecked).append(cand)
                continue
            if rnd == 0 and group is not None and group(cand) in suspect:
                deferred.append(cand)
                continue
            verdict = check(cand, min(end, now + slice_share * budget_s) if rnd < 2 else end)
            if verdict == SAFE:
                return cand, SAFE
            if verdict == UNKNOWN:
                undecided.append(cand)
            elif group is not None:
                suspect.add(group(cand))

    # no proof: outside the groups with a proven loss, a move whose refutation was searched for and not found
    # (losing moves are mostly refuted fast), else one never checked; then the same inside those groups
    def clean(cands: list[C]) -> list[C]:
        return [c for c in cands if group is None or group(c) not in suspect]

    for pick in (clean(undecided), clean(unchecked), undecided, unchecked):
        if pick:
            return min(pick, key=order.index), UNKNOWN
    return order[0], LOSING


def safe_place(
    solver: Solver, board: Board, hand: int, order: Sequence[Pair], budget_s: float
) -> tuple[Pair, int]:
    """``first_safe`` over (cell, give) pairs for placing ``hand``."""
    occ, used = solver.load(board)
    pool = _pool(used) & ~(1 << hand)

    def check(pair: tuple[int, int], deadline: float) -> int:
        c, g = pair
        saved = solver.put(c, hand)
        try:
            return _verdict(solver, occ | 1 << c, pool, g, deadline)
        finally:
            solver.take(c, hand, saved)

    return first_safe(check, order, budget_s, group=lambda pair: pair[0])


def safe_give(solver: Solver, board: Board, order: Sequence[int], budget_s: float) -> tuple[int, int]:
    """``first_safe`` over the gives."""
    occ, used = solver.load(board)
    pool = _pool(used)
    return first_safe(lambda g, deadline: _verdict(solver, occ, pool, g, deadline), order, budget_s)
