"""Position analysis for the CLI and the in-game hint: the value and distance of every placement or give.

Values are for the player to act: "win" / "draw" / "loss"; distances count placements until the game ends,
this one included (DESIGN.md §6). Exact up to ``EXACT_ANALYSIS`` empty squares, beyond that the deepest
search the budget allows (``"exact": false``). A budget given bounds the exact solve too (at 11 empty squares
one takes 10-150 s): past its share of the budget the rest goes to the deepest search it allows.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

from game.ai.quarto.levels import check_budget, solver_for
from game.ai.quarto.root import best_of, deepen, place_values
from game.ai.quarto.search import EXACT, WIN, Solver, Timeout, score_text
from game.jsondoc import JSON
from game.rules.quarto.moves import Variant
from game.rules.quarto.state import QuartoState
from game.rules.quarto.tables import Board

EXACT_ANALYSIS = 11
DEFAULT_BUDGET = 5.0
HINT_BUDGET_S = (
    1.5  # the table's hint asks for this in a window (game/scenes/quarto/hints.py, the quarto-hint bench)
)
T = TypeVar("T")
EXACT_SHARE = 0.6  # of a given budget, tried on the exact solve before iterative deepening takes the rest


def as_state(position: QuartoState | str, pieces: str = "classic", squares: bool = False) -> QuartoState:
    """A state from §6 notation text, or the state itself."""
    if isinstance(position, QuartoState):
        return position
    return QuartoState.from_position(position, Variant(pieces=pieces, squares=squares))


def give_table(solver: Solver, board: Board, depth: int = EXACT) -> dict[int, int]:
    """Score of every give from the giver's view (deadly pieces: the receiver wins at once)."""
    occ, used = solver.load(board)
    pool = 0xFFFF & ~used
    placed = occ.bit_count()
    threats = solver.threats()
    exact = depth >= 16 - placed
    out: dict[int, int] = {}
    for g in range(16):
        if not pool >> g & 1:
            continue
        if threats >> g & 1:
            out[g] = placed + 1 - WIN
            continue

        def child(piece: int, alpha: int, beta: int) -> int:
            return -solver.search(occ, pool & ~(1 << piece), piece, -beta, -alpha, depth)

        out[g], _ = best_of(child, [g], exact, -WIN)
    return out


def analyse(
    position: QuartoState | str, pieces: str = "classic", squares: bool = False, budget_s: float | None = None
) -> JSON:
    """Analysis of a fixed-board position without a draw pile (state or §6 text) for the player to act."""
    budget_s = check_budget(budget_s)
    state = as_state(position, pieces, squares)
    if state.variant.board != "fixed" or state.variant.draw_pile:
        raise ValueError("Analysis covers the fixed 4×4 board without a draw pile.")
    if state.is_over:
        raise ValueError("The game is over; there is nothing to analyse.")
    start = time.perf_counter()
    solver = solver_for(state.variant.squares)
    board = state.board
    placed = 16 - board.count(None)
    empties = 16 - placed
    nodes0 = solver.nodes
    out: JSON = {"phase": state.phase}
    hand = state.hand
    if state.phase == "place":
        if hand is None:  # a piece is in hand exactly while placing
            raise ValueError("The position has no piece to place.")
        values, exact = _solve(
            solver, lambda d: place_values(solver, board, hand, depth=d), empties, budget_s
        )
        rows: list[JSON] = []
        for pv in values:
            value, distance = score_text(pv.score, placed)
            rows.append({"cell": pv.cell, "value": value, "distance": distance, "give": _give(pv.gives)})
        best = max(values, key=lambda pv: pv.score)
        out["value"], out["distance"] = score_text(best.score, placed)
        out["placements"] = rows
        out["best"] = {"cell": best.cell, "give": _give(best.gives)}
    else:
        table, exact = _solve(solver, lambda d: give_table(solver, board, depth=d), empties, budget_s)
        gives: list[JSON] = []
        for g, score in sorted(table.items()):
            value, distance = score_text(score, placed)
            gives.append({"give": g, "value": value, "distance": distance})
        best_give = max(table, key=lambda g: table[g])
        out["value"], out["distance"] = score_text(table[best_give], placed)
        out["gives"] = gives
        out["deadly"] = [g for g, s in sorted(table.items()) if s == placed + 1 - WIN]
        out["best"] = {"cell": None, "give": best_give}
    out["exact"] = bool(exact)
    out["nodes"] = solver.nodes - nodes0
    out["seconds"] = round(time.perf_counter() - start, 3)
    return out


def _solve(solver: Solver, run: Callable[[int], T], empties: int, budget_s: float | None) -> tuple[T, bool]:
    """(``run(depth)``'s result, whether exact): solved to the end where the position is small enough, within
    ``EXACT_SHARE`` of a given budget; otherwise (or when that runs out) the deepest iteration the rest allows."""
    if empties <= EXACT_ANALYSIS:
        if budget_s is None:
            return run(EXACT), True
        solver.deadline = time.perf_counter() + budget_s * EXACT_SHARE
        try:
            return run(EXACT), True
        except Timeout:
            budget_s *= 1 - EXACT_SHARE
        finally:
            solver.deadline = None
    result, _, exact = deepen(solver, run, empties, DEFAULT_BUDGET if budget_s is None else budget_s)
    return result, exact


def _give(gives: tuple[int, ...]) -> int | None:
    return gives[0] if gives else None
