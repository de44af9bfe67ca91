"""Time the Quarto coach on whole games: ``python tools/quarto_review_times.py [--games N] [--seed S]``.

Plays N seeded games from the empty board (Medium against Easy, lines only and lines + squares alternating),
writes each as a text record, reviews it the way ``python -m game.ai quarto-review`` does and prints one JSON
line: seconds per game (median, max) and how many turns were marked mistake / inaccuracy.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.quarto.levels import choose_move  # noqa: E402
from game.ai.quarto.review import review  # noqa: E402
from game.play.quarto.records import read_record  # noqa: E402
from game.rules.quarto import QuartoState, Variant  # noqa: E402


def main() -> int:
    p = argparse.ArgumentParser(prog="tools/quarto_review_times.py")
    p.add_argument("--games", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    seconds, marks = [], {"mistake": 0, "inaccuracy": 0, "best": 0}
    for i in range(args.games):
        rng = random.Random(args.seed + i)
        state = QuartoState(Variant(squares=bool(i % 2)), rng, first_giver=i // 2 % 2)
        while not state.is_over:
            state.play(choose_move(state, "medium" if state.to_move == 0 else "easy", rng))
        game = read_record(state.record())
        out = review(game.start, [m for _, m in game.moves])
        seconds.append(out["seconds"])
        for row in out["moves"]:
            marks[row["verdict"]] += 1
    print(
        json.dumps(
            {
                "games": args.games,
                "median_s": round(statistics.median(seconds), 2),
                "max_s": round(max(seconds), 2),
                "verdicts": marks,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
