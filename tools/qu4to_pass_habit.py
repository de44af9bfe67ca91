"""How often a QU4TO level passes (turns a card or draws) when it holds a set that beats the Leading Set.

    PYTHONPATH=. python tools/qu4to_pass_habit.py hard --turns 1500 --seed 5

Plays 4-seat matches of the level against itself and counts, over the first ``--turns`` turns at which the seat
to act could beat the table, those it passed. Expert's pass inference (``game.ai.qu4to_infer``) rests on this
habit: a pass says a seat held no beat only as far as the seat seldom passes with one.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.qu4to_ai import LEVELS, choose_move  # noqa: E402
from game.rules.qu4to.cards import playable  # noqa: E402
from game.rules.qu4to.moves import Play  # noqa: E402
from game.rules.qu4to.state import Qu4toState  # noqa: E402


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("level", choices=LEVELS)
    parser.add_argument("--turns", type=int, default=1500)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    state = Qu4toState(rng, 4)
    could = passed = 0
    while could < args.turns:
        if state.is_terminal:
            state = Qu4toState(rng, 4)
        move = choose_move(state, args.level, rng)
        if state.phase == "play" and state.table and playable(state.hands[state.turn], state.table_strength):
            could += 1
            passed += not isinstance(move, Play)
        state.play(move)
    print(f"{args.level}: passed on {passed} of {could} turns holding a beat ({passed / could:.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
