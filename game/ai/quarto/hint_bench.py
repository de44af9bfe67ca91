"""``python -m game.bench quarto-hint``: how long the hint's analysis takes, and whether it is exact.

Positions come from seeded random games (``--per-size`` for each count in ``--placed``, both a give and a
placement); each is analysed cold (every table forgotten) with the hint's budget, as the table's worker does.
``--budget 0`` analyses without one (exact up to 11 empty squares: minutes early in a game). Timing goals live
here, not in the tests.
"""

from __future__ import annotations

import random
import time

from game.ai.quarto import levels
from game.ai.quarto.analysis import HINT_BUDGET_S, analyse
from game.cliargs import Parser, UsageError, count_up_to, non_negative_float, whole_number
from game.rules.quarto import QuartoState, Variant


def positions(placed: int, phase: str, per_size: int, seed: int) -> list[QuartoState]:
    """``per_size`` positions with ``placed`` pieces down and ``phase`` to act, from seeded random games."""
    rng = random.Random(seed * 1000 + placed * 2 + (phase == "place"))
    found: list[QuartoState] = []
    while len(found) < per_size:
        state = QuartoState(Variant(), None, 0)
        while not state.is_over and (16 - state.board.count(None) < placed or state.phase != phase):
            state.play(rng.choice(state.legal_moves()))
        if not state.is_over and 16 - state.board.count(None) == placed:
            found.append(state)
    return found


def _counts(text: str) -> list[int]:
    try:
        counts = [int(part) for part in text.split(",")]
    except ValueError:
        raise UsageError(f"--placed takes counts like 5,7,9, not {text!r}") from None
    if not counts or not all(0 <= n <= 15 for n in counts):
        raise UsageError(f"--placed counts are from 0 to 15, not {text!r}")
    return counts


def main(argv: list[str]) -> int:
    p = Parser(prog="python -m game.bench quarto-hint")
    p.add_argument("--placed", default="5,6,7,9", help="pieces on the board, e.g. 5,6,7,9")
    p.add_argument("--per-size", type=count_up_to(1000), default=3, help="positions per count and phase")
    p.add_argument("--seed", type=whole_number, default=1)
    p.add_argument("--budget", type=non_negative_float, default=HINT_BUDGET_S, help="seconds; 0: none")
    args = p.parse_args(argv)
    placed_counts = _counts(args.placed)
    budget = args.budget or None
    print(f"The hint's analysis, cold, budget {budget or 'none'} s")
    print(f"{'phase':>6} {'placed':>6}  seconds (exact *)")
    for placed in placed_counts:
        for phase in ("give", "place"):
            cells = []
            for state in positions(placed, phase, args.per_size, args.seed):
                levels.forget()
                start = time.perf_counter()
                report = analyse(state, budget_s=budget)
                cells.append(f"{time.perf_counter() - start:.2f}{'*' if report['exact'] else ''}")
            print(f"{phase:>6} {placed:>6}  {'  '.join(cells)}")
    return 0
