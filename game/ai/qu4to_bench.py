"""``python -m game.bench qu4to-ai``: Hard's decision time on seeded positions, and Easy-only matches per second.

Positions come from seeded 4-player Medium matches: every play-phase decision of seat 0 with a choice to make
(more than one legal action), sampled evenly. Hard decides with its in-game budget (playouts per candidate and
a time cap), so the times are what a player waits for. Figures on a shared machine are noisy: compare runs.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time

from game.ai.qu4to_ai import BUDGETS, PLAYOUTS, choose_move
from game.cliargs import Parser
from game.jsondoc import JSON
from game.rules.qu4to.state import Qu4toState


def positions(count: int, seed: int) -> list[Qu4toState]:
    """``count`` positions where seat 0 must choose among several actions, from seeded Medium matches."""
    rng = random.Random(seed)
    found: list[Qu4toState] = []
    while len(found) < count:
        state = Qu4toState(rng, 4, first_leader=len(found) % 4, log=False)
        while not state.is_terminal and len(found) < count:
            if (
                state.turn == 0
                and state.phase == "play"
                and len(state.legal_moves()) > 1
                and rng.random() < 0.2
            ):
                found.append(state.copy(log=False))
            state.play(choose_move(state, "medium", rng))
    return found


def hard_times(count: int, seed: int, budget_s: float, playouts: int) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU seconds Hard takes for each decision of the suite."""
    walls, cpus = [], []
    for i, state in enumerate(positions(count, seed)):
        rng = random.Random(seed + i)
        start, cpu = time.perf_counter(), time.process_time()
        choose_move(state, "hard", rng, budget_s=budget_s, playouts=playouts)
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return walls, cpus


def easy_rate(matches: int, seed: int, players: int = 4) -> tuple[float, float]:
    """Easy-only matches per wall-clock second and per CPU second (no records kept, as the simulator)."""
    rng = random.Random(seed)
    start, cpu = time.perf_counter(), time.process_time()
    for game in range(matches):
        state = Qu4toState(rng, players, first_leader=game % players, log=False)
        while not state.is_terminal:
            state.play(choose_move(state, "easy", rng))
    return matches / (time.perf_counter() - start), matches / (time.process_time() - cpu)


def main(argv: list[str] | None = None) -> int:
    p = Parser(prog="python -m game.bench qu4to-ai", description=__doc__.splitlines()[0])
    p.add_argument("--positions", type=int, default=40, help="Hard decisions to time (0: skip)")
    p.add_argument("--matches", type=int, default=1000, help="4-player Easy-only matches to time (0: skip)")
    p.add_argument("--budget", type=float, default=BUDGETS["hard"], help="Hard's time cap per decision, s")
    p.add_argument("--playouts", type=int, default=PLAYOUTS, help="Hard's playouts per candidate action")
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--json", action="store_true", help="print one JSON object instead of lines")
    args = p.parse_args(sys.argv[1:] if argv is None else argv)
    report: JSON = {"budget_s": args.budget, "playouts": args.playouts}
    if args.positions > 0:
        for key, times in zip(
            ("hard_decision_s", "hard_decision_cpu_s"),
            hard_times(args.positions, args.seed, args.budget, args.playouts),
            strict=True,
        ):
            times.sort()
            report[key] = {
                "median": round(statistics.median(times), 4),
                "p90": round(times[int(0.9 * (len(times) - 1))], 4),
                "max": round(times[-1], 4),
                "positions": len(times),
            }
    if args.matches > 0:
        wall, cpu = easy_rate(args.matches, args.seed)
        report["easy_matches_per_s"] = round(wall, 1)
        report["easy_matches_per_cpu_s"] = round(cpu, 1)
    if args.json:
        print(json.dumps(report))
        return 0
    if "hard_decision_s" in report:
        t, c = report["hard_decision_s"], report["hard_decision_cpu_s"]
        print(
            f"Hard decision ({t['positions']} positions, {args.playouts} playouts/candidate, cap {args.budget} s):"
        )
        print(f"  wall median {t['median']:.3f} s   p90 {t['p90']:.3f} s   max {t['max']:.3f} s")
        print(f"  CPU  median {c['median']:.3f} s   p90 {c['p90']:.3f} s   max {c['max']:.3f} s")
    if "easy_matches_per_s" in report:
        wall, cpu = report["easy_matches_per_s"], report["easy_matches_per_cpu_s"]
        print(f"Easy-only 4-player matches: {wall:.0f} per second ({cpu:.0f} per CPU second)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
