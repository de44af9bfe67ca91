"""``python -m game.sim quarto``: uniformly random Quarto-family games, one JSON object.

python -m game.sim quarto --pieces classic|set|aces|common --games N --seed S [--squares]
    [--calls auto|manual] [--board fixed|unmarked] [--draw-pile]
"""

from __future__ import annotations

import argparse
import random
import time
from typing import TYPE_CHECKING

from game.cliargs import count_up_to, whole_number
from game.jsondoc import JSON
from game.rules.quarto.fast import play_random_game
from game.rules.quarto.moves import Variant

if TYPE_CHECKING:
    from game.cliargs import SubParsers


def add_parser(sub: SubParsers, name: str) -> None:
    p = sub.add_parser(name, help="random Quarto-family games")
    p.add_argument("--pieces", choices=("classic", "set", "aces", "common"), default="classic")
    p.add_argument(
        "--games", type=count_up_to(1_000_000), default=1000, help="games to play (at most 1,000,000)"
    )
    p.add_argument("--seed", type=whole_number, default=0)
    p.add_argument("--squares", action="store_true", help="2x2 squares also win")
    p.add_argument("--calls", choices=("auto", "manual"), default="auto")
    p.add_argument("--board", choices=("fixed", "unmarked"), default="fixed")
    p.add_argument("--draw-pile", action="store_true")


def run(args: argparse.Namespace) -> JSON:
    """Uniformly random games (random players always call valid wins); seat 0 gives first in each."""
    variant = Variant(
        pieces=args.pieces, squares=args.squares, calls=args.calls, board=args.board, draw_pile=args.draw_pile
    )
    rng = random.Random(args.seed)
    wins = [0, 0]
    draws = placements = 0
    start = time.perf_counter()
    for _ in range(args.games):
        state = play_random_game(variant, rng, 0)
        placements += state.placed
        out = state.outcome
        if out is None:  # play_random_game plays every game to its end
            raise RuntimeError("a random game stopped before its end")
        if out.winner is None:
            draws += 1
        else:
            wins[out.winner] += 1
    seconds = time.perf_counter() - start
    return {
        "game": "quarto",
        "games": args.games,
        "first_giver_wins": wins[0],
        "second_giver_wins": wins[1],
        "draws": draws,
        "mean_placements": round(placements / args.games, 3),
        "seconds": round(seconds, 3),
    }
