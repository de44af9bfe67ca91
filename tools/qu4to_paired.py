"""Expert's judgement compared on the same deals: Expert in seat 0 against Hards, one match per (arm, match),
each match's deal from its own random stream so every arm meets the same cards (``game.sim`` shares one stream
between the deal and the choices, so two versions' runs part after their first different choice).

    PYTHONPATH=. python tools/qu4to_paired.py OUT.jsonl --matches 0:150 [--arms medium,patient,patient-own]
        [--players 4] [--procs 2]
    PYTHONPATH=. python tools/qu4to_paired.py OUT.jsonl --tally

Arms: ``medium`` (Expert's search on Medium's judgement, as before 2026-11-27), ``patient`` (its candidates and
every seat of its playouts patient: ``qu4to_ai.PATIENT_POLICY``), ``patient-own`` (patient for its own seat in the
playouts, Medium for the others), ``patient-640`` and ``patient-960`` (patient with that many playouts a decision, under
the same time cap), ``fit-320``/``-640``/``-960`` (the same with each round of the halving given its share of the
cap: ``qu4to_expert.FIT``). Expert's cap reads CPU time, as in ``game.sim``. Appends one JSON line per
match (so a run can stop and go on with other matches); ``--tally`` prints each arm's wins and each arm's paired
difference from ``--base`` (``medium`` unless given) with its standard error.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import sys
import time
from collections import defaultdict
from functools import partial
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.ai import qu4to_ai, qu4to_expert  # noqa: E402
from game.ai.qu4to_expert import Policy  # noqa: E402
from game.rules.qu4to.state import Qu4toState  # noqa: E402

_OWN = Policy(
    qu4to_ai.PATIENT_POLICY.rank, partial(qu4to_ai.playout, mine=qu4to_ai.PATIENT, theirs=qu4to_ai.MEDIUM)
)
#: Each arm: the policy Expert searches on with 3–5 seats, its playouts a decision, and whether each round of its
#: halving gets its share of the time cap (``qu4to_expert.FIT``; the arms measured before it existed have not).
ARMS: dict[str, tuple[Policy, int, bool]] = {
    "medium": (qu4to_ai.POLICY, 320, False),
    "patient": (qu4to_ai.PATIENT_POLICY, 320, False),
    "patient-own": (_OWN, 320, False),
    "patient-640": (qu4to_ai.PATIENT_POLICY, 640, False),
    "patient-960": (qu4to_ai.PATIENT_POLICY, 960, False),
    "fit-320": (qu4to_ai.PATIENT_POLICY, 320, True),
    "fit-640": (qu4to_ai.PATIENT_POLICY, 640, True),
    "fit-960": (qu4to_ai.PATIENT_POLICY, 960, True),
}


def _match(job: tuple[str, int, int]) -> dict:
    arm, m, players = job
    # what ``expert_policy`` hands Expert with 3–5 seats, and how it searches
    qu4to_ai.PATIENT_POLICY, qu4to_expert.PLAYOUTS, qu4to_expert.FIT = ARMS[arm]
    state = Qu4toState(random.Random(1_000_003 * m + 17), players, first_leader=m % players, log=False)
    rng = random.Random(m * 7919 + 5)
    worst = 0.0
    while not state.is_terminal:
        level = "expert" if state.turn == 0 else "hard"
        asked = time.process_time()
        budget = qu4to_ai.BUDGETS["expert"] if level == "expert" else float("inf")
        move = qu4to_ai.choose_move(state, level, rng, budget_s=budget, clock=time.process_time)
        if level == "expert":
            worst = max(worst, time.process_time() - asked)
        state.play(move)
    return {"arm": arm, "m": m, "players": players, "win": int(state.winner == 0), "scores": state.scores,
            "expert_cpu_max": round(worst, 3)}  # fmt: skip


def _tally(path: str, base: str) -> None:
    by: dict[str, dict[int, int]] = defaultdict(dict)
    with open(path, encoding="utf-8") as f:
        for line in f:
            row = json.loads(line)
            by[row["arm"]][row["m"]] = row["win"]
    for arm, wins in sorted(by.items()):
        out = {"arm": arm, "matches": len(wins), "won": sum(wins.values())}
        common = sorted(set(wins) & set(by.get(base, {}))) if arm != base else []
        if len(common) > 1:
            d = [wins[m] - by[base][m] for m in common]
            mean = sum(d) / len(d)
            sd = math.sqrt(sum((x - mean) ** 2 for x in d) / (len(d) - 1))
            out |= {"paired": len(d), f"minus_{base}": round(mean, 3), "se": round(sd / math.sqrt(len(d)), 3)}
        print(json.dumps(out))


def main() -> None:
    ap = argparse.ArgumentParser(prog="tools/qu4to_paired.py", description=__doc__.split("\n")[0])
    ap.add_argument("out")
    ap.add_argument("--matches", default="0:100", help="FROM:TO, the match numbers (deals) to play")
    ap.add_argument("--arms", default="medium,patient")
    ap.add_argument("--players", type=int, default=4, choices=(3, 4, 5))
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--tally", action="store_true")
    ap.add_argument("--base", default="medium", help="the arm --tally pairs the others with")
    args = ap.parse_args()
    if args.tally:
        _tally(args.out, args.base)
        return
    arms = args.arms.split(",")
    if any(a not in ARMS for a in arms):
        ap.error(f"arms are {', '.join(ARMS)}")
    lo, _, hi = args.matches.partition(":")
    jobs = [(arm, m, args.players) for m in range(int(lo), int(hi)) for arm in arms]
    with Pool(args.procs) as pool, open(args.out, "a", encoding="utf-8") as f:
        for row in pool.imap_unordered(_match, jobs):
            f.write(json.dumps(row) + "\n")
            f.flush()


if __name__ == "__main__":
    main()
