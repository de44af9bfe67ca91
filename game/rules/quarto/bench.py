"""``python -m game.bench quarto-rules [--games N] [--seed S] [--json]``: random games per second.

Measures the bit-mask fast path (``random_playout``), the full rules object driven by the simulator's random
player in several variants, and one place+undo pair as used by search.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable
from functools import partial

from game.cliargs import Parser
from game.rules.quarto.fast import play_random_game, random_playout
from game.rules.quarto.moves import Variant
from game.rules.quarto.state import QuartoState


def _rate(fn: Callable[[], object], count: int) -> tuple[float, float]:
    start = time.perf_counter()
    for _ in range(count):
        fn()
    seconds = time.perf_counter() - start
    return count / seconds, seconds


def run(games: int, seed: int) -> dict[str, float]:
    """All figures as a dict: name -> games (or operations) per second."""
    rng = random.Random(seed)
    figures: dict[str, float] = {}
    rate, _ = _rate(lambda: random_playout(rng), games * 4)
    figures["fast path, classic (games/s)"] = rate
    rate, _ = _rate(lambda: random_playout(rng, True), games * 4)
    figures["fast path, classic + squares (games/s)"] = rate
    variants = {
        "rules object, classic (games/s)": Variant(),
        "rules object, manual calls + squares (games/s)": Variant(squares=True, calls="manual"),
        "rules object, aces, unmarked board + draw pile (games/s)": Variant(
            pieces="aces", board="unmarked", draw_pile=True
        ),
        "rules object, aces, unmarked, must touch + draw pile (games/s)": Variant(
            pieces="aces", board="unmarked", draw_pile=True, must_touch=True
        ),
    }
    for label, variant in variants.items():
        rate, _ = _rate(partial(play_random_game, variant, rng), games)
        figures[label] = rate
    state = QuartoState(Variant(), rng)
    state.play(state.legal_moves()[0])

    def place_undo() -> None:
        for move in state.legal_moves():
            state.play(move)
            state.undo()

    rate, _ = _rate(place_undo, games)
    figures["place + undo pairs (per s)"] = rate * len(state.legal_moves())
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m game.bench quarto-rules")
    parser.add_argument("--games", type=int, default=3000, help="games per rules-object measurement")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object instead of a table")
    args = parser.parse_args(argv)
    figures = run(max(1, args.games), args.seed)
    if args.json:
        print(json.dumps({k: round(v) for k, v in figures.items()}))
    else:
        print("quarto-rules: random games per second (one core)")
        for label, value in figures.items():
            print(f"  {label:<64} {value:>10,.0f}")
    return 0
