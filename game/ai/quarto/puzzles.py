"""Seeded "win in N" puzzles for the fixed 4x4 board, every piece set, with or without 2x2 squares.

A puzzle is a position with a piece in hand where the player to place can force a win with their N-th own
placement (N = 1, 2, 3; the N-th placement is the game's placement 2N - 1 from here) but not sooner, and where
only a few first moves (placement + give) keep that win. Boards come from random legal play with no pattern
completed, so they are reachable in a real game; the piece in hand is deadly for N = 1 and safe otherwise.

The solver's depth-limited search proves wins inside its horizon exactly (a heuristic leaf never scores as a
win), so a search ``2N - 1`` placements deep gives the shortest forced win when it is at most that long.
"""

from __future__ import annotations

import datetime
import random
import time
from dataclasses import dataclass
from typing import TypedDict, Unpack

from game.ai.quarto.positions import midgame
from game.ai.quarto.search import HEURISTIC_MAX, WIN, Solver
from game.jsondoc import JSON
from game.rules.quarto.notation import format_position
from game.rules.quarto.pieces import PIECE_SETS
from game.rules.quarto.state import QuartoState
from game.rules.quarto.tables import Board

WIN_IN = (1, 2, 3)
MAX_FIRST_MOVES = 2  # "unique or nearly so": at most this many first moves keep the shortest win
EMPTIES = {1: (4, 12), 2: (5, 12), 3: (6, 10)}  # empty squares a puzzle may have, per N
ALL = 0xFFFF


@dataclass(frozen=True)
class Puzzle:
    """A position (notation of docs/notation.md), N, and every first move that wins in N: (cell, give|None)."""

    position: str
    win_in: int
    first_moves: tuple[tuple[int, int | None], ...]

    def to_json(self) -> JSON:
        moves = [{"cell": c, "give": g} for c, g in self.first_moves]
        return {"position": self.position, "win_in": self.win_in, "first_moves": moves}


def _pool(board: Board, hand: int) -> int:
    used = sum(1 << p for p in board if p is not None) | 1 << hand
    return ALL & ~used


def placements_to_win(score: int, placed: int) -> int | None:
    """Placements from the root (placed pieces on the board) to a proven win, or None if not a proven win."""
    return WIN - score - placed if score > HEURISTIC_MAX else None


def move_scores(
    solver: Solver, board: Board, hand: int, depth: int, alpha: int = -WIN, beta: int = WIN
) -> dict[tuple[int, int | None], int]:
    """Score of every first move (cell, give) for the player placing ``hand``, searched ``depth`` placements
    deep (this one included); ``give`` is None for a placement that wins at once or fills the board. A score
    outside (alpha, beta) is only a bound (a narrow window is cheaper when one score is all that matters)."""
    occ, _ = solver.load(board)
    pool = _pool(board, hand)
    placed = occ.bit_count()
    out: dict[tuple[int, int | None], int] = {}
    for c in range(16):
        if occ >> c & 1:
            continue
        if solver.wins_at(c, hand):
            out[(c, None)] = WIN - placed - 1
            continue
        if not pool:
            out[(c, None)] = 0
            continue
        saved = solver.put(c, hand)
        try:
            threats = solver.threats()
            nocc = occ | 1 << c
            for g in range(16):
                if not pool >> g & 1:
                    continue
                if threats >> g & 1:
                    out[(c, g)] = placed + 2 - WIN
                elif depth <= 1:
                    out[(c, g)] = 0
                else:
                    out[(c, g)] = -solver.search(nocc, pool & ~(1 << g), g, -beta, -alpha, depth - 1)
        finally:
            solver.take(c, hand, saved)
    return out


def shortest_win(solver: Solver, board: Board, hand: int, most: int) -> int | None:
    """Own placements to the shortest forced win if it takes at most ``most`` of them, else None."""
    occ, _ = solver.load(board)
    placed = occ.bit_count()
    if any(solver.wins_at(c, hand) for c in range(16) if not occ >> c & 1):
        return 1
    if most < 2 or placed >= 15:
        return None
    score = solver.search(occ, _pool(board, hand), hand, -WIN, WIN, 2 * most - 1)
    dist = placements_to_win(score, placed)
    return None if dist is None else (dist + 1) // 2


def solve_puzzle(
    solver: Solver, board: Board, hand: int, win_in: int
) -> tuple[tuple[int, int | None], ...] | None:
    """The first moves that win in exactly ``win_in`` own placements, or None if the shortest win is not that."""
    if shortest_win(solver, board, hand, win_in) != win_in:
        return None
    placed = 16 - board.count(None)
    target = WIN - placed - (2 * win_in - 1)
    scores = move_scores(solver, board, hand, 2 * win_in - 1, target - 1, target + 1)
    return tuple(sorted(m for m, s in scores.items() if s == target))


def _candidate(
    rng: random.Random, win_in: int, squares: bool, solver: Solver
) -> tuple[list[int | None], int] | None:
    lo, hi = EMPTIES[win_in]
    board, _ = midgame(rng, rng.randint(lo, hi), squares)
    solver.load(board)
    threats = solver.threats()
    pool = [p for p in range(16) if p not in board]
    wanted = [p for p in pool if bool(threats >> p & 1) == (win_in == 1)]
    if not wanted:
        return None
    return board, rng.choice(wanted)


def generate(
    count: int,
    seed: int,
    win_in: int = 2,
    pieces: str = "classic",
    squares: bool = False,
    max_first_moves: int = MAX_FIRST_MOVES,
) -> list[Puzzle]:
    """``count`` distinct puzzles, the same for the same arguments (the seed, N, set and squares pick them)."""
    if win_in not in WIN_IN:
        raise ValueError(f"A puzzle wins in 1, 2 or 3 placements, not {win_in!r}.")
    if pieces not in PIECE_SETS:
        raise ValueError(f"Unknown piece set {pieces!r}; choose one of {', '.join(PIECE_SETS)}.")
    rng = random.Random(f"quarto-puzzles:{seed}:{win_in}:{pieces}:{int(squares)}")
    solver = Solver(squares)
    out: list[Puzzle] = []
    seen: set[str] = set()
    while len(out) < count:
        found = _candidate(rng, win_in, squares, solver)
        if found is None:
            continue
        board, hand = found
        text = format_position(board, hand)
        if text in seen:
            continue
        seen.add(text)
        moves = solve_puzzle(solver, board, hand, win_in)
        if moves and len(moves) <= max_first_moves:
            out.append(Puzzle(text, win_in, moves))
        if len(solver.tt) > 200_000:
            solver.tt.clear()
    return out


class PuzzleOptions(TypedDict, total=False):
    """``generate``'s keywords after the count and the seed."""

    win_in: int
    pieces: str
    squares: bool
    max_first_moves: int


def timed(count: int, seed: int, **options: Unpack[PuzzleOptions]) -> JSON:
    """The CLI's JSON: the puzzles and the seconds it took to make them."""
    start = time.perf_counter()
    puzzles = generate(count, seed, **options)
    return {"puzzles": [p.to_json() for p in puzzles], "seconds": round(time.perf_counter() - start, 3)}


def daily(day: datetime.date, pieces: str = "classic", squares: bool = False) -> Puzzle:
    """The puzzle of the day: the same for everyone on that date; win in 1, 2 or 3 turn by turn."""
    return generate(
        1, seed=day.toordinal(), win_in=WIN_IN[day.toordinal() % 3], pieces=pieces, squares=squares
    )[0]


def wins_within(state: QuartoState, most: int) -> int | None:
    """For a puzzle in play: own placements to the shortest forced win of the player to place, if at most
    ``most`` (the screen asks after each of the solver's defences whether the player kept the win)."""
    hand = state.hand  # there is one exactly while placing
    if state.variant.board != "fixed" or state.variant.draw_pile or state.phase != "place" or hand is None:
        return None
    return shortest_win(Solver(state.variant.squares), state.board, hand, most)
