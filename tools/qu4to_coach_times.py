"""How long QU4TO's coach takes at the table, as the worker runs it: the Hint ('hint' jobs: Expert for the seat
to act) and the round review ('review' jobs: one decision each, the CLI's 320 playouts), on seeded Medium matches.

    python tools/qu4to_coach_times.py --players 4 --games 2 --seed 1

Prints one JSON object: seconds per hint and per reviewed decision (p50, max) and per seat-round review (the sum
of its decisions: what the review screen's progress bar waits for). Wall clock: give the load average with it.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def _spread(values: list[float]) -> dict[str, float]:
    return {"p50": round(statistics.median(values), 3), "max": round(max(values), 3), "n": len(values)}


def main() -> int:
    from game.ai.qu4to_ai import BUDGETS, choose_move
    from game.ai.qu4to_jobs import run_job
    from game.play.qu4to.coach_words import praise
    from game.play.qu4to.round_review import seat_decisions, sim_record

    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--players", type=int, default=4, choices=range(2, 6))
    p.add_argument("--games", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    hints: list[float] = []
    decisions: list[float] = []
    rounds: list[float] = []
    for g in range(args.games):
        text = sim_record(args.seed + g, args.players)
        by_round: dict[int, float] = {}
        for d in seat_decisions(text, 0):
            start = time.perf_counter()
            run_job("review", {"record": text, "turn": d.turn}, "expert", 0, None)
            spent = time.perf_counter() - start
            decisions.append(spent)
            by_round[d.round_no] = by_round.get(d.round_no, 0.0) + spent
            if d.before.phase == "play":
                start = time.perf_counter()
                move = choose_move(
                    d.before, "expert", random.Random(0), BUDGETS["expert"]
                )  # the hint job's work
                praise(d.before, move)
                hints.append(time.perf_counter() - start)
        rounds += by_round.values()
    print(
        json.dumps(
            {
                "players": args.players,
                "games": args.games,
                "hint_s": _spread(hints),
                "decision_s": _spread(decisions),
                "seat_round_s": _spread(rounds),
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
