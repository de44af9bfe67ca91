"""Root searches on the fixed board: every placement's value with its best gives, every give's value.

Used by Perfect (exact), Hard and Medium (depth-limited, iterative deepening under a deadline) and by the
analysis. Scores follow ``search``: from the view of the player acting at the root, absolute in time.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from game.ai.quarto.search import EXACT, WIN, Solver, Timeout
from game.rules.quarto.tables import Board

ALL = 0xFFFF

T = TypeVar("T")


class Shuffler(Protocol):
    """What the root searches need of a ``random.Random``: a shuffle of the moves, to vary among equals."""

    def shuffle(self, items: list[int], /) -> None: ...


@dataclass
class PlaceValue:
    """One placement at the root: its score and every give that reaches that score (None: the game ends)."""

    cell: int
    score: int
    gives: tuple[int, ...]


def _pool(board: Board, hand: int | None) -> int:
    used = sum(1 << p for p in board if p is not None)
    if hand is not None:
        used |= 1 << hand
    return ALL & ~used


def best_of(
    child: Callable[[T, int, int], int], options: Sequence[T], exact: bool, floor: int
) -> tuple[int, tuple[T]]:
    """Best score over ``options`` (tried in the given order) where ``child(opt, alpha, beta)`` scores one.

    Returns (best score, (the first option reaching it,)). Exact mode settles win/draw/loss with a narrow window
    first (cheap), then the distance with a window that excludes the other kinds. A caller that shuffles
    ``options`` gets a random choice among equals. A result ``<= floor`` is only an upper bound."""
    best, pick = -WIN, options[0]
    if not exact:
        for o in options:
            v = child(o, max(best, floor), WIN)
            if v > best:
                best, pick = v, o
        return best, (pick,)
    if floor < 1:
        a0 = max(floor, -1)  # with a draw in hand already, only ask "does this win?"
        for o in options:
            v = child(o, max(best, a0), 1)
            if v > best:
                best, pick = v, o
                if v >= 1:
                    break
        if best >= 1:
            lo, hi = 0, WIN
        elif best == 0 or best <= floor or floor >= 0:
            return best, (pick,)
        else:  # every option loses: the longest resistance
            lo, hi = max(floor, -WIN), 0
    else:
        lo, hi = floor, WIN
    best = lo
    for o in options:
        v = child(o, max(best, lo), hi)
        if v > best:
            best, pick = v, o
    return best, (pick,)


def place_values(
    solver: Solver,
    board: Board,
    hand: int,
    depth: int = EXACT,
    only_best: bool = False,
    rng: Shuffler | None = None,
) -> list[PlaceValue]:
    """Score each empty cell for placing ``hand`` and list its best gives. With ``only_best``, a cell that
    cannot reach the best so far may get a bound only (enough to choose a move, not to analyse)."""
    occ, _ = solver.load(board)
    pool = _pool(board, hand)
    placed = occ.bit_count()
    exact = depth >= 16 - placed
    out: list[PlaceValue] = []
    best_all = -WIN
    cells = [c for c in range(16) if not occ >> c & 1]
    if rng is not None:
        rng.shuffle(cells)
    for c in cells:
        if solver.wins_at(c, hand):
            out.append(PlaceValue(c, WIN - placed - 1, ()))
        elif not pool:
            out.append(PlaceValue(c, 0, ()))
        else:
            saved = solver.put(c, hand)
            try:
                nocc = occ | 1 << c
                safe = pool & ~solver.threats()
                if not safe:
                    deadly = tuple(g for g in range(16) if pool >> g & 1)
                    out.append(PlaceValue(c, placed + 2 - WIN, deadly))
                else:

                    def child(g: int, alpha: int, beta: int, nocc: int = nocc) -> int:
                        return -solver.search(nocc, pool & ~(1 << g), g, -beta, -alpha, depth - 1)

                    gives = [g for g in range(16) if safe >> g & 1]
                    if rng is not None:
                        rng.shuffle(gives)
                    floor = best_all if only_best else -WIN
                    best, ties = best_of(child, gives, exact, floor)
                    if only_best and best <= floor:
                        best = floor - 1  # a bound only: this cell is not better than one already seen
                    out.append(PlaceValue(c, best, ties))
            finally:
                solver.take(c, hand, saved)
        best_all = max(best_all, out[-1].score)
    out.sort(key=lambda pv: pv.cell)
    return out


def give_values(
    solver: Solver, board: Board, depth: int = EXACT, rng: Shuffler | None = None
) -> tuple[dict[int, int], int, tuple[int, ...]]:
    """Score the gives from the giver's view: (score per deadly piece, best score, the gives reaching it).

    A deadly piece lets the receiver win with the next placement; the others are scored by search."""
    occ, used = solver.load(board)
    pool = ALL & ~used
    placed = occ.bit_count()
    threats = solver.threats()
    deadly = {g: placed + 1 - WIN for g in range(16) if pool >> g & 1 and threats >> g & 1}
    safe = [g for g in range(16) if pool >> g & 1 and not threats >> g & 1]
    if rng is not None:
        rng.shuffle(safe)
    if not safe:
        return deadly, placed + 1 - WIN, tuple(deadly)

    def child(g: int, alpha: int, beta: int) -> int:
        return -solver.search(occ, pool & ~(1 << g), g, -beta, -alpha, depth)

    best, ties = best_of(child, safe, depth >= 16 - placed, -WIN)
    return deadly, best, ties


def deepen(
    solver: Solver, run: Callable[[int], T], empties: int, budget_s: float | None, start_depth: int = 1
) -> tuple[T, int, bool]:
    """Iterative deepening: call ``run(depth)`` for depth 1, 2, ... until exact or the budget is spent.

    Returns (result of the deepest finished iteration, that depth, whether it was exact)."""
    deadline = None if budget_s is None else time.perf_counter() + budget_s
    result: T | None = None
    reached = 0
    depth = max(1, min(start_depth, empties))
    while True:
        solver.deadline = deadline
        try:
            done = run(depth)
        except Timeout:
            break
        finally:
            solver.deadline = None
        result, reached = done, depth
        if depth >= empties:
            return done, depth, True
        if deadline is not None and time.perf_counter() > deadline:
            break
        depth += 1
    if result is None:  # not even depth 1 finished: finish it without a deadline (it is tiny)
        result = run(1)
        reached = 1
    return result, reached, False
