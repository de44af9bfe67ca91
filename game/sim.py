"""Headless simulations: ``python -m game.sim GAME ...`` prints one JSON object on stdout.

``main(argv)`` dispatches over sub-commands (one per game) registered in ``SIMULATIONS``; add set / qu4to there.
Bad arguments print one line on stderr and exit with status 2.

    python -m game.sim quarto --pieces classic|set|aces|common --games N --seed S [--squares]
        [--calls auto|manual] [--board fixed|unmarked] [--draw-pile]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable


class UsageError(Exception):
    """Raised by the parser instead of printing usage and exiting."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one clear line, no usage dump
        raise UsageError(message)


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"needs at least 1, not {value}")
    return value


def _add_quarto(sub) -> None:
    p = sub.add_parser("quarto", help="random Quarto-family games")
    p.add_argument("--pieces", choices=("classic", "set", "aces", "common"), default="classic")
    p.add_argument("--games", type=_positive, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--squares", action="store_true", help="2x2 squares also win")
    p.add_argument("--calls", choices=("auto", "manual"), default="auto")
    p.add_argument("--board", choices=("fixed", "unmarked"), default="fixed")
    p.add_argument("--draw-pile", action="store_true")


def run_quarto(args: argparse.Namespace) -> dict:
    """Uniformly random games (random players always call valid wins); seat 0 gives first in each."""
    from game.rules.quarto_fast import play_random_game
    from game.rules.quarto_moves import Variant

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
        if state.outcome.winner is None:
            draws += 1
        else:
            wins[state.outcome.winner] += 1
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


SIMULATIONS: dict[str, tuple[Callable, Callable[[argparse.Namespace], dict]]] = {
    "quarto": (_add_quarto, run_quarto),
    "qu4to": __import__("game.rules.qu4to.sim", fromlist=["SIMULATION"]).SIMULATION,
}


def build_parser() -> _Parser:
    parser = _Parser(prog="python -m game.sim", description="Headless simulations; prints one JSON object.")
    sub = parser.add_subparsers(dest="game", parser_class=_Parser, metavar="GAME")
    for add, _run in SIMULATIONS.values():
        add(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(sys.argv[1:] if argv is None else argv)
        if args.game is None:
            raise UsageError(f"name a game to simulate: {', '.join(SIMULATIONS)}")
    except UsageError as exc:
        print(f"game.sim: {exc}", file=sys.stderr)
        return 2
    result = SIMULATIONS[args.game][1](args)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
