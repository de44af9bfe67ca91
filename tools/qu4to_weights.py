"""One QU4TO seat judging with other weights than Medium's, against Mediums (or Hards), on the same deals for
every set of weights: how much Medium's constants (``qu4to_ai.Weights``) are worth, cheaply (seat 0 plays no
playouts).

    PYTHONPATH=. python tools/qu4to_weights.py [--matches 3000] [--players 4] [--seed 0] [--procs 2]
        [--against medium|hard] [NAME=JSON ...]

Each NAME=JSON is a set of weights for seat 0 (``{"draw": -8}``: Medium's, but that one), the others Medium (or
Hard, with its playout count and no time cap, so a busy machine gives the same answer; about 2 s a match);
``medium`` and ``patient`` are always measured. Match m's deal comes from its own random stream (seed, m) and the
choices from another, so every set of weights meets the same cards; seat 0 leads match m's first round when
m % players is 0, and the seats take turns to lead first as in ``game.sim``. Prints one JSON line per set: matches
won by seat 0 and the share.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
from multiprocessing import Pool

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from game.ai.qu4to_ai import MEDIUM, PATIENT, Weights, choose_move, scored_moves  # noqa: E402
from game.rules.qu4to.state import Qu4toState  # noqa: E402


def _match(job: tuple[Weights, int, int, int, str]) -> int:
    weights, m, players, seed, against = job
    state = Qu4toState(random.Random(seed * 1_000_003 + m), players, first_leader=m % players, log=False)
    rng = random.Random(seed * 7_919 + m + 1)
    while not state.is_terminal:
        if state.turn and against == "hard":
            state.play(choose_move(state, "hard", rng, budget_s=float("inf")))
            continue
        scored = scored_moves(state, weights if state.turn == 0 else MEDIUM)
        best = [move for score, move in scored if score == scored[0][0]]
        state.play(best[0] if len(best) == 1 else rng.choice(best))
    return int(state.winner == 0)


def main() -> None:
    ap = argparse.ArgumentParser(prog="tools/qu4to_weights.py", description=__doc__.split("\n")[0])
    ap.add_argument("--matches", type=int, default=3000)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--against", choices=("medium", "hard"), default="medium")
    ap.add_argument("sets", nargs="*", help="NAME=JSON weights for seat 0")
    args = ap.parse_args()
    sets = {"medium": MEDIUM, "patient": PATIENT}
    for item in args.sets:
        name, _, text = item.partition("=")
        try:
            sets[name] = Weights(**json.loads(text))
        except (ValueError, TypeError) as exc:
            ap.error(f"{item!r} is not NAME={{weight: value, ...}}: {exc}")
    with Pool(args.procs) as pool:
        for name, weights in sets.items():
            jobs = [(weights, m, args.players, args.seed, args.against) for m in range(args.matches)]
            won = sum(pool.map(_match, jobs, chunksize=25))
            share = round(won / args.matches, 4)
            print(
                json.dumps(
                    {
                        "weights": name,
                        "against": args.against,
                        "matches": args.matches,
                        "won": won,
                        "share": share,
                    }
                ),
                flush=True,
            )


if __name__ == "__main__":
    main()
