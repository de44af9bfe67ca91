"""The Quarto-family opponent: five levels from Beginner to Perfect, for every variant of the rules engine.

- Beginner: random, takes an immediate win most of the time, sometimes forgets to call.
- Easy: takes immediate wins, never gives a deadly piece when a safe one exists, otherwise random.
- Medium: two placements deep (place, give, reply) with a parity-of-safe-pieces heuristic.
- Hard: iterative deepening under a time budget with the transposition table; exact once it reaches the end.
- Perfect (``perfect``): its budget is a hard deadline for the whole decision. The opening book first; exact
  value with distance from ``PERFECT_EXACT`` empty squares (shortest win, longest resistance, random among
  equals); once the receiver of its give faces ``SAFE_FROM`` empty squares or fewer, each move is proven
  draw-safe before it is played (``safety``); the deepest search the deadline allows in between.
From Easy up a bot calls its own wins at once and steals a win the opponent missed. The fixed board without a
draw pile uses the bit-mask solver; the unmarked board and the draw pile search the rules object (``generic``).
"""

from __future__ import annotations

import math
import random
import threading

from game.ai.quarto import generic, perfect
from game.ai.quarto.perfect import PERFECT_EXACT as PERFECT_EXACT  # re-exported: the bench reads them here
from game.ai.quarto.perfect import SAFE_FROM as SAFE_FROM
from game.ai.quarto.root import deepen, give_values, place_values
from game.ai.quarto.search import Solver
from game.rules.quarto.moves import CALL, GIVES, PLACES, Move
from game.rules.quarto.state import QuartoState

LEVELS = ("beginner", "easy", "medium", "hard", "perfect")
LEVEL_TITLES = {
    "beginner": "Beginner",
    "easy": "Easy",
    "medium": "Medium",
    "hard": "Hard",
    "perfect": "Perfect",
}
# default seconds; Perfect's is the deadline of its whole decision (under 2 s with the worker's overhead)
BUDGETS = {"beginner": 0.0, "easy": 0.0, "medium": 0.5, "hard": 1.0, "perfect": 1.6}
MAX_BUDGET_S = 600.0  # a longer budget is a mistake: the search would outlive any player's patience
MEDIUM_DEPTH = 2  # placements searched by Medium
BEGINNER_WIN_RATE = 0.75
BEGINNER_CALL_RATE = 0.6


# each thread its own solvers: a Solver holds the board it searches, so the bot's and the hint's threads (where no
# process can start) must never share one; a thread's solvers go with it
class _ThreadSolvers(threading.local):
    """A typed thread-local: ``__init__`` runs once in each thread that reads it, so each starts empty."""

    def __init__(self) -> None:
        self.solvers: dict[tuple[bool, str], Solver] = {}


_LOCAL = _ThreadSolvers()


def _solvers() -> dict[tuple[bool, str], Solver]:
    return _LOCAL.solvers


def solver_for(squares: bool, level: str = "perfect") -> Solver:
    """One solver per geometry, level and thread: the transposition table carries over between moves, and a
    weaker level never reads what a stronger one proved (matters when two bots share a process)."""
    solvers, key = _solvers(), (squares, level)
    if key not in solvers:
        solvers[key] = Solver(squares)
    return solvers[key]


def check_budget(budget_s: object) -> float | None:
    """A search budget in seconds: None (the level's default) or a number from 0 to MAX_BUDGET_S; ValueError for
    nan, infinities, negatives and non-numbers (nan or inf would search until killed)."""
    if budget_s is None:
        return None
    if isinstance(budget_s, bool) or not isinstance(budget_s, int | float) or not math.isfinite(budget_s):
        raise ValueError(f"A budget is a number of seconds, not {budget_s!r}.")
    if not 0 <= budget_s <= MAX_BUDGET_S:
        raise ValueError(f"A budget is from 0 to {MAX_BUDGET_S:g} seconds, not {budget_s!r}.")
    return float(budget_s)


def nodes_searched() -> int:
    """Search nodes visited by every solver of this thread since the last ``forget`` (for the benchmark)."""
    return sum(s.nodes for s in _solvers().values())


def forget() -> None:
    """Drop this thread's transposition tables (a new game, or to measure cold)."""
    _solvers().clear()
    perfect.forget()


def _fast(state: QuartoState) -> bool:
    return state.variant.board == "fixed" and not state.variant.draw_pile


def choose_move(state: QuartoState, level: str, rng: random.Random, budget_s: float | None = None) -> Move:
    """One move for the seat to act: a Give, a Place or a Call; uses only what that seat can see."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
    if state.is_over:
        raise ValueError("The game is over; there is no move to choose.")
    budget_s = check_budget(budget_s)
    budget = BUDGETS[level] if budget_s is None else budget_s
    window = state.call_window
    if window is not None and window.seat == state.to_move and state.winning_patterns_now():
        if level != "beginner" or rng.random() < BEGINNER_CALL_RATE:
            return CALL
    if state.phase == "place":
        return _choose_place(state, level, rng, budget)
    return _choose_give(state, level, rng, budget)


def _choose_place(state: QuartoState, level: str, rng: random.Random, budget: float) -> Move:
    wins = list(state.winning_cells())
    cells = list(state.legal_cells())
    if level == "beginner":
        if wins and rng.random() < BEGINNER_WIN_RATE:
            return PLACES[rng.choice(wins)]
        return PLACES[rng.choice(cells)]
    if wins:
        return PLACES[rng.choice(wins)]
    if level == "easy":
        return PLACES[rng.choice(cells)]
    if not _fast(state):
        return _generic(state, level, rng, budget)
    board, hand = state.board, state.hand
    if hand is None:  # a piece is in hand exactly while placing
        raise ValueError("There is no piece in hand to place.")
    solver = solver_for(state.variant.squares, level)
    if level == "perfect":
        return PLACES[perfect.place(solver, board, hand, state.variant.squares, rng, budget)]
    if level == "medium":
        values = place_values(solver, board, hand, depth=MEDIUM_DEPTH, only_best=True, rng=rng)
    else:
        values, _, _ = deepen(
            solver,
            lambda d: place_values(solver, board, hand, depth=d, only_best=True, rng=rng),
            board.count(None),
            budget,
        )
    best = max(pv.score for pv in values)
    return PLACES[rng.choice([pv.cell for pv in values if pv.score == best])]


def _choose_give(state: QuartoState, level: str, rng: random.Random, budget: float) -> Move:
    pool = list(state.pool)
    if level == "beginner":
        return GIVES[rng.choice(pool)]
    if level == "easy" or not _fast(state) and level == "medium" and state.variant.draw_pile:
        deadly = state.deadly_gives()
        safe = [p for p in pool if p not in deadly]
        return GIVES[rng.choice(safe or pool)]
    if not _fast(state):
        return _generic(state, level, rng, budget)
    board = state.board
    solver = solver_for(state.variant.squares, level)
    if level == "perfect":
        return GIVES[perfect.give(solver, board, state.variant.squares, rng, budget)]
    if level == "medium":
        _, _, gives = give_values(solver, board, depth=MEDIUM_DEPTH, rng=rng)
    else:
        (_, _, gives), _, _ = deepen(
            solver, lambda d: give_values(solver, board, depth=d, rng=rng), board.count(None), budget
        )
    return GIVES[gives[0]]


def _generic(state: QuartoState, level: str, rng: random.Random, budget: float) -> Move:
    """Unmarked board or draw pile: search the rules object (sampled hidden cards under the draw pile)."""
    seat = state.to_move
    if seat is None:
        raise ValueError("The game is over; there is no move to choose.")
    if level == "medium":
        return generic.best_move(state, seat, rng, depth=3, budget_s=None, samples=4)
    depth = 32 if level == "perfect" else 8
    return generic.best_move(state, seat, rng, depth=depth, budget_s=max(budget, 0.05), samples=8)
