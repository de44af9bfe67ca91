"""``python -m game.bench quarto-perfect``: how long every Perfect decision takes, 0 to 12 pieces placed.

A fixed set of positions from seeded Easy-vs-Easy games (``--per-size`` for each number of placed pieces from 0
to 12): the placement with a piece in hand, and the give after an Easy placement (a give Perfect has no plan
for). Each placement is timed cold (every table and plan forgotten) and then the give after it in the same
process, as the table's worker plays; each give position is timed cold. ``--cli`` also runs
``python -m game.ai quarto POS --level perfect`` on every placement (a fresh process: interpreter start,
imports with cached byte code, the placement and the give) and reports its wall time. Timing goals live here, not in the tests.
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from typing import TypedDict

from game.ai.quarto import levels
from game.ai.quarto.levels import choose_move
from game.cliargs import Parser, count_up_to, non_negative_float, whole_number
from game.jsondoc import JSON
from game.rules.quarto import QuartoState, Variant
from game.rules.quarto.notation import format_position

PLACED = range(13)


def positions(per_size: int, seed: int) -> dict[int, list[tuple[str, str]]]:
    """{placed: [(place position, give position), ...]} from seeded Easy self-play (a give position is the
    board after an Easy placement of the same game, ``.``-notation without a hand)."""
    rng = random.Random(seed)
    found: dict[int, list[tuple[str, QuartoState]]] = {n: [] for n in PLACED}
    while any(len(v) < per_size for v in found.values()):
        state = QuartoState(Variant(), rng)
        while not state.is_over:
            placed = 16 - state.board.count(None)
            if state.phase == "place" and placed in found and len(found[placed]) < per_size:
                probe = state.copy()
                probe.play(choose_move(probe, "easy", rng))
                if not probe.is_over:
                    found[placed].append((format_position(state.board, state.hand), probe))
            state.play(choose_move(state, "easy", rng))
    return {n: [(text, _give_text(probe)) for text, probe in rows] for n, rows in found.items()}


def _give_text(state: QuartoState) -> str:
    return format_position(state.board, None)


def _decide(state: QuartoState, budget: float | None, seed: int) -> float:
    start = time.perf_counter()
    state.play(choose_move(state, "perfect", random.Random(seed), budget))
    return time.perf_counter() - start


def time_place(text: str, budget: float | None, seed: int = 0) -> list[float]:
    """Seconds of the placement (cold) and of the give after it (same process), as the worker plays them."""
    levels.forget()
    state = QuartoState.from_position(text)
    times = [_decide(state, budget, seed)]
    if not state.is_over and state.phase == "give":
        times.append(_decide(state, budget, seed))
    return times


def time_give(text: str, budget: float | None, seed: int = 0) -> float:
    levels.forget()
    return _decide(QuartoState.from_position(text), budget, seed)


def time_cli(text: str) -> tuple[float, float]:
    """Wall seconds of one ``python -m game.ai quarto POS --level perfect`` and the seconds it reports. Byte
    code may be cached (an installed game has it: pip compiles on install), even where the environment says
    PYTHONDONTWRITEBYTECODE; the caller runs it once untimed first."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "game.ai", "quarto", text, "--level", "perfect"],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    wall = time.perf_counter() - start
    return wall, json.loads(done.stdout)["seconds"]


class Timing(TypedDict):
    """How long a group of decisions took."""

    n: int
    median_s: float
    p95_s: float
    max_s: float


def _stats(xs: list[float]) -> Timing:
    xs = sorted(xs)
    p95 = xs[min(len(xs) - 1, round(0.95 * (len(xs) - 1)))]
    return {
        "n": len(xs),
        "median_s": round(statistics.median(xs), 3),
        "p95_s": round(p95, 3),
        "max_s": round(xs[-1], 3),
    }


def main(argv: list[str]) -> int:
    p = Parser(prog="python -m game.bench quarto-perfect")
    p.add_argument(
        "--per-size", type=count_up_to(1000), default=4, help="positions per number of placed pieces"
    )
    p.add_argument("--seed", type=whole_number, default=2024)
    p.add_argument(
        "--budget",
        type=non_negative_float,
        default=None,
        help="Perfect's deadline per decision (default: its own)",
    )
    p.add_argument("--cli", action="store_true", help="also time the command line on every placement")
    p.add_argument("--json", action="store_true", help="print one JSON object instead of the table")
    args = p.parse_args(argv)
    load_before = os.getloadavg() if hasattr(os, "getloadavg") else None
    rows: list[JSON] = []
    every: dict[str, list[float]] = {"decision": [], "cli_wall": []}
    if not args.json:
        head = f"{'placed':>6} {'n':>3} {'median s':>9} {'p95 s':>7} {'max s':>7}"
        print(f"Perfect decisions (placement cold, its give, a give cold); budget {args.budget or 'default'}")
        print(head + (f"  | CLI wall: {'median s':>9} {'max s':>7}" if args.cli else ""))
    suite = positions(args.per_size, args.seed)
    if args.cli:
        time_cli(suite[12][0][0])  # untimed: writes the byte code cache
    for placed, items in suite.items():
        decisions: list[float] = []
        walls: list[float] = []
        for place_text, give_text in items:
            decisions += time_place(place_text, args.budget)
            decisions.append(time_give(give_text, args.budget))
            if args.cli:
                walls.append(time_cli(place_text)[0])
        timing = _stats(decisions)
        cli = _stats(walls) if walls else None
        rows.append({"placed": placed, **timing, **({"cli": cli} if cli else {})})
        every["decision"] += decisions
        every["cli_wall"] += walls
        if not args.json:
            line = f"{placed:>6} {timing['n']:>3} {timing['median_s']:>9.3f} {timing['p95_s']:>7.3f} {timing['max_s']:>7.3f}"
            if cli:
                line += f"  |           {cli['median_s']:>9.3f} {cli['max_s']:>7.3f}"
            print(line, flush=True)
    overall = _stats(every["decision"])
    cli_all = _stats(every["cli_wall"]) if every["cli_wall"] else None
    load = [load_before, os.getloadavg() if load_before else None]
    report = {"rows": rows, "all": overall, "cli_all": cli_all, "load": load}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"all decisions: p95 {overall['p95_s']} s, max {overall['max_s']} s", end="")
        if cli_all:
            print(f"; CLI wall: p95 {cli_all['p95_s']} s, max {cli_all['max_s']} s", end="")
        print(f"; load average before/after {load}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
