"""A bit-mask fast path for uniformly random Quarto games on the fixed board (benchmarks, AI playouts).

Choosing uniformly among the remaining pieces and empty squares at each step is the same as shuffling both once,
so a random game is two shuffles and a scan. With auto calls, and with manual calls when both players always call
a valid win (as the random players do), the outcome is the same, so one path serves both.

- ``play_sequence(pieces, cells, squares=False) -> (winner, placements)``: the k-th given piece goes on the k-th
  cell; ``winner`` 0 = the first giver, 1 = the second giver, None = draw.
- ``random_playout(rng, squares=False) -> (winner, placements)``.
- ``random_move(state, rng)`` and ``play_random_game(variant, rng, first_giver=0) -> QuartoState``: the random
  player of the simulator, through the full rules object (every variant).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules.quarto.moves import Call, Move, Variant
from game.rules.quarto.state import QuartoState
from game.rules.quarto.tables import VALUES, geometry


def _tables(squares: bool) -> tuple[int, tuple[tuple[int, ...], ...]]:
    geo = geometry(4, squares)
    return len(geo.patterns), geo.by_cell


_PLAIN = _tables(False)
_SQUARES = _tables(True)


def play_sequence(
    pieces: Sequence[int], cells: Sequence[int], squares: bool = False
) -> tuple[int | None, int]:
    """Place ``pieces[k]`` on ``cells[k]`` until a pattern shares an attribute; who won and after how many."""
    count_patterns, by_cell = _SQUARES if squares else _PLAIN
    shared = [255] * count_patterns  # per pattern: the values its pieces share so far (tables.VALUES)
    filled = [0] * count_patterns
    values = VALUES
    for k in range(16):
        v = values[pieces[k]]
        for i in by_cell[cells[k]]:
            m = shared[i] & v
            shared[i] = m
            n = filled[i] + 1
            filled[i] = n
            if n == 4 and m:
                # placement k is made by the receiver of give k: the second giver when k is even
                return (0 if k & 1 else 1), k + 1
    return None, 16


def random_playout(rng: random.Random, squares: bool = False) -> tuple[int | None, int]:
    """One uniformly random game on the fixed board: (winner relative to the first giver, placements)."""
    pieces = list(range(16))
    cells = list(range(16))
    rng.shuffle(pieces)
    rng.shuffle(cells)
    return play_sequence(pieces, cells, squares)


def random_move(state: QuartoState, rng: random.Random) -> Move:
    """A random player's move: call any valid win at once, otherwise a uniformly random give or placement."""
    moves = state.legal_moves()
    if moves and isinstance(moves[-1], Call):
        if state.winning_patterns_now():
            return moves[-1]
        moves.pop()
    return rng.choice(moves)


def play_random_game(variant: Variant, rng: random.Random, first_giver: int = 0) -> QuartoState:
    """Play one random game through the full rules object (any variant) and return the finished state."""
    state = QuartoState(variant, rng, first_giver)
    while state.phase != "over":
        state.play(random_move(state, rng))
    return state
