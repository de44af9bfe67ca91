"""The coach: the solver's verdict on every decision of a finished (or unfinished) fixed-board game.

A decision ("ply") is one seat's turn: placing the piece it was given and giving the next one (the game's
first turn is a give alone; a winning placement gives nothing). For each, the value before the turn (best
play) and after it (the move played), both for the seat that moved and counted from the same moment, so a
longer win or a quicker loss shows as a bigger distance or a smaller one:

- best: the move played keeps the best value (ties included);
- inaccuracy: the same result (win, draw or loss) but a longer win or a shorter defence;
- mistake: a win thrown away, or a walk into a loss (also a winning line left uncalled under manual calls).

Exact (full solve) with at most ``REVIEW_EXACT`` empty squares; before that an estimate from a budgeted
iterative-deepening search (``"exact": false``), where only proven wins and losses count against a move.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import TypeAlias

from game.ai.quarto.analysis import give_table
from game.ai.quarto.root import best_of, deepen, place_values
from game.ai.quarto.search import EXACT, HEURISTIC_MAX, WIN, Solver, score_text
from game.jsondoc import JSON
from game.rules.quarto.moves import Call, Give, Move, Place
from game.rules.quarto.state import QuartoState
from game.rules.quarto.tables import Board

REVIEW_EXACT = 10  # empty squares from which a verdict is exact
ESTIMATE_BUDGET = (
    0.25  # seconds per estimated decision at most (6 are searched in a game from the empty board)
)
MIN_ESTIMATE = 0.05  # ...and at least
REVIEW_TARGET = 4.0  # seconds for a whole review: the estimates share what the exact turns left
ALL = 0xFFFF

Progress = Callable[[int, int], None]
#: (best score, the best move as (cell, give), score of the move played); a cell or give is None where the
#: decision has none (a turn that only gives; a placement that ends the game).
Scores: TypeAlias = tuple[int, tuple[int | None, int | None], int]
#: One seat's turn: (state before, seat, cell placed, piece given, a winning line left uncalled).
Turn: TypeAlias = tuple[QuartoState, int, int | None, int | None, bool]


def _proven(score: int) -> bool:
    return abs(score) > HEURISTIC_MAX


def value_json(score: int, placed: int, exact: bool) -> JSON:
    """{"value": "win"|"draw"|"loss"|"unclear", "distance": placements to the end or None}."""
    if not exact and not _proven(score):
        return {"value": "unclear", "distance": None}
    value, distance = score_text(score, placed)
    return {"value": value, "distance": distance}


def verdict(best: int, played: int, exact: bool) -> str:
    """best / inaccuracy / mistake from two scores of the same search (an estimate trusts only proofs)."""
    if played >= best:
        return "best"
    if not exact and not (_proven(best) and best > 0) and not (_proven(played) and played < 0):
        return "best"  # unproven either way: the estimate cannot tell the moves apart

    def kind(s: int) -> int:
        return (s > HEURISTIC_MAX) - (s < -HEURISTIC_MAX)

    return "inaccuracy" if kind(played) == kind(best) else "mistake"


def _pool(board: Board, hand: int | None) -> int:
    used = sum(1 << p for p in board if p is not None)
    if hand is not None:
        used |= 1 << hand
    return ALL & ~used


class _PlayedFirst:
    """Stands in for ``place_values``'s rng: tries the move played first, so its score is a floor that
    prunes the other moves early (the order changes no score)."""

    def __init__(self, cell: int, give: int | None) -> None:
        self.first = (cell, give)

    def shuffle(self, items: list[int], /) -> None:
        items.sort(key=lambda x: x not in self.first)


def _place_scores(
    solver: Solver, board: Board, hand: int, cell: int, give: int | None, depth: int, known: int | None = None
) -> Scores:
    """(best score, best (cell, give), score of the move played) for the player placing ``hand``; ``known``
    is the played move's score when the next turn's review already proved it."""
    values = place_values(solver, board, hand, depth=depth, only_best=True, rng=_PlayedFirst(cell, give))
    top = max(values, key=lambda pv: pv.score)
    best_move = (top.cell, top.gives[0] if top.gives else None)
    if known is not None:
        return top.score, best_move, known
    occ, _ = solver.load(board)
    placed = occ.bit_count()
    pool = _pool(board, hand)
    if solver.wins_at(cell, hand):
        return top.score, best_move, WIN - placed - 1
    if not pool:
        return top.score, best_move, 0
    if give is None:  # the record stops between the placement and the give: its best give
        after = list(board)
        after[cell] = hand
        return top.score, best_move, max(give_table(solver, after, depth - 1).values())
    solver.put(cell, hand)
    if solver.threats() >> give & 1:
        return top.score, best_move, placed + 2 - WIN
    nocc = occ | 1 << cell

    def child(g: int, alpha: int, beta: int) -> int:
        return -solver.search(nocc, pool & ~(1 << g), g, -beta, -alpha, depth - 1)

    played, _ = best_of(child, [give], depth >= 16 - placed, -WIN)
    return top.score, best_move, played


def _give_scores(solver: Solver, board: Board, give: int, depth: int) -> Scores:
    table = give_table(solver, board, depth)
    best = max(table, key=lambda g: table[g])
    return table[best], (None, best), table[give]


def judge(
    solver: Solver,
    board: Board,
    hand: int | None,
    cell: int | None,
    give: int | None,
    budget_s: float,
    known: int | None = None,
) -> tuple[JSON, int | None]:
    """One decision: the seat to act holds ``hand`` (None: it only gives) and played (cell, give). Returns the
    report and the best score (exact only: minus the previous turn's played score)."""
    placed = 16 - board.count(None)
    empties = 16 - placed
    exact = empties <= REVIEW_EXACT
    if (
        placed == 0 and hand is None
    ):  # the first give (see _searched): complementing attributes maps any piece to any other
        unclear = {"value": "unclear", "distance": None}
        first: JSON = {"value_before": unclear, "value_after": unclear, "verdict": "best", "better": None}
        return {**first, "exact": False}, None
    run: Callable[[int], Scores]
    if hand is None:
        if give is None:
            raise ValueError("A turn without a piece to place gives one.")
        piece = give
        run = lambda d: _give_scores(solver, board, piece, d)  # noqa: E731
    else:
        if cell is None:
            raise ValueError("A turn with a piece in hand places it.")
        held, square = hand, cell
        run = lambda d: _place_scores(solver, board, held, square, give, d, known)  # noqa: E731
    if exact:
        best, best_move, played = run(EXACT)
    else:
        (best, best_move, played), _, exact = deepen(solver, run, empties, budget_s)
    ruling = verdict(best, played, exact)
    report: JSON = {
        "value_before": value_json(best, placed, exact),
        "value_after": value_json(played, placed, exact),
        "verdict": ruling,
        "better": None if ruling == "best" else {"cell": best_move[0], "give": best_move[1]},
        "exact": bool(exact),
    }
    return report, best


def decisions(start: QuartoState, moves: Iterable[Move]) -> list[Turn]:
    """Split the moves into turns: (state before, seat, cell, give, missed call) until the game ends, a
    false call is made, or a winning line is left uncalled (that turn is the last one reviewed)."""
    state = start.copy()
    out: list[Turn] = []
    i = 0
    played = list(moves)
    while i < len(played) and not state.is_over and not state.winning_patterns_now():
        before, seat = state.copy(), state.to_move
        if seat is None:  # only once the game is over
            break
        cell: int | None = None
        give: int | None = None
        if state.phase == "place":
            move = played[i]
            if not isinstance(move, Place):
                break  # a false call: nothing the solver models
            cell = move.cell
            state.play(move)
            i += 1
            if i < len(played) and isinstance(played[i], Call) and state.winning_patterns_now():
                state.play(played[i])
                i += 1
        missed = not state.is_over and bool(state.winning_patterns_now())
        following = played[i] if i < len(played) else None
        if not state.is_over and isinstance(following, Give):
            if state.phase == "give" and state.to_move == seat:
                give = following.piece
                state.play(following)
                i += 1
        if cell is None and give is None:
            break
        out.append((before, seat, cell, give, missed))
        if missed:
            break
    return out


def _searched(before: QuartoState) -> bool:
    """Whether ``judge`` searches this turn (the first give of a game needs no search)."""
    return before.hand is not None or before.board.count(None) < 16


def review(
    start: QuartoState, moves: Iterable[Move], budget_s: float | None = None, progress: Progress | None = None
) -> JSON:
    """The coach's report on a game from ``start`` (a QuartoState) through ``moves`` (Move objects).

    Exact turns are solved from the last one back: each turn's best score is minus the played score of the
    turn before (scores are absolute in time), and the later positions' proofs fill the table first. Each
    estimated turn gets ``budget_s`` seconds, or by default an equal share of what is left of REVIEW_TARGET
    (between MIN_ESTIMATE and ESTIMATE_BUDGET)."""
    variant = start.variant
    if variant.board != "fixed" or variant.draw_pile:
        raise ValueError("The coach covers the fixed 4×4 board without a draw pile.")
    began = time.perf_counter()
    solver = Solver(variant.squares)
    turns = decisions(start, moves)
    rows: list[JSON | None] = [None] * len(turns)
    known = None  # the played score of the turn being judged, from the next turn's best (exact turns only)
    for ply in reversed(range(len(turns))):
        before, seat, cell, give, missed = turns[ply]
        exact = before.board.count(None) <= REVIEW_EXACT
        budget = budget_s
        if budget is None:
            left = REVIEW_TARGET - (time.perf_counter() - began)
            searched = sum(
                1 for t in turns[: ply + 1] if REVIEW_EXACT < t[0].board.count(None) and _searched(t[0])
            )
            budget = min(ESTIMATE_BUDGET, max(MIN_ESTIMATE, left / max(1, searched)))
        row: JSON
        best: int | None
        if missed:
            row = {
                "value_before": {"value": "win", "distance": 1},
                "value_after": {"value": "loss", "distance": 2},
                "verdict": "mistake",
                "better": {"cell": cell, "give": None},
                "exact": True,
            }
            best = None
        else:
            row, best = judge(solver, before.board, before.hand, cell, give, budget, known if exact else None)
        rows[ply] = {"ply": ply, "player": seat, "move": {"cell": cell, "give": give}, **row}
        known = -best if best is not None and row["exact"] else None
        if progress is not None:
            progress(len(turns) - ply, len(turns))
    return {"moves": rows, "seconds": round(time.perf_counter() - began, 3)}


def review_game(state: QuartoState, budget_s: float | None = None, progress: Progress | None = None) -> JSON:
    """``review`` of a game as a QuartoState holds it (its start, first giver and moves played so far)."""
    cls = type(state)
    if state.start is not None:
        start = cls.from_position(state.start, state.variant, state.first_giver)
    else:
        start = cls(state.variant, None, state.first_giver)
    return review(start, state.history, budget_s, progress)
