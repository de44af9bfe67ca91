"""``python -m game.sim set`` and ``set-puzzle``: the SET runners the catalog lists for game/sim.py.

python -m game.sim set --games N --seed S [--junior] [--mode classic|chain|ultra]
python -m game.sim set-puzzle --count N --seed S
"""

from __future__ import annotations

import argparse
import random
import time
from typing import TYPE_CHECKING

from game.cliargs import count_up_to
from game.jsondoc import JSON
from game.rules.setgame.cards import format_card
from game.rules.setgame.fast import random_game, random_mode_game
from game.rules.setgame.moves import MODES
from game.rules.setgame.puzzle import puzzle

if TYPE_CHECKING:
    from game.cliargs import SubParsers


def add_set_parser(sub: SubParsers, name: str) -> None:
    p = sub.add_parser(name, help="SET games where every found SET is taken at random")
    p.add_argument(
        "--games", type=count_up_to(1_000_000), default=1000, help="games to play (at most 1,000,000)"
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--junior", action="store_true", help="the 27-card deck, solid cards only")
    p.add_argument(
        "--mode", choices=MODES, default="classic", help="classic, chain (Set-Chain) or ultra (UltraSet)"
    )


def run_set(args: argparse.Namespace) -> JSON:
    """Random games on the fast path; counts how full tables got and how many cards were left at the end."""
    if getattr(args, "mode", "classic") != "classic":
        return run_mode(args)
    rng = random.Random(args.seed)
    sets = reached_15 = reached_18 = largest = 0
    left: dict[int, int] = {}
    start = time.perf_counter()
    for _ in range(args.games):
        taken, remaining, table = random_game(rng, args.junior)
        sets += taken
        left[remaining] = left.get(remaining, 0) + 1
        reached_15 += table >= 15
        reached_18 += table >= 18
        largest = max(largest, table)
    seconds = time.perf_counter() - start
    return {
        "game": "set",
        "games": args.games,
        "mean_sets": round(sets / args.games, 4),
        "cards_left": {str(n): left[n] for n in sorted(left)},
        "needed_15": round(reached_15 / args.games, 6),
        "needed_18": round(reached_18 / args.games, 6),
        "max_table": largest,
        "seconds": round(seconds, 3),
    }


def run_mode(args: argparse.Namespace) -> JSON:
    """A mode's random games: the classic figures plus the answers each table held and how often a deal found
    none on the table and needed 3 more cards."""
    rng = random.Random(args.seed)
    sets = reached_15 = reached_18 = largest = short = 0
    left: dict[int, int] = {}
    held: dict[int, int] = {}
    start = time.perf_counter()
    for _ in range(args.games):
        taken, remaining, table, counts, needed = random_mode_game(rng, args.mode, args.junior)
        sets += taken
        short += needed
        left[remaining] = left.get(remaining, 0) + 1
        for n in counts:
            held[n] = held.get(n, 0) + 1
        reached_15 += table >= 15
        reached_18 += table >= 18
        largest = max(largest, table)
    tables = sum(held.values())
    return {
        "game": "set",
        "mode": args.mode,
        "games": args.games,
        "mean_sets": round(sets / args.games, 4),
        "cards_left": {str(n): left[n] for n in sorted(left)},
        "needed_15": round(reached_15 / args.games, 6),
        "needed_18": round(reached_18 / args.games, 6),
        "max_table": largest,
        "deals_short": round(short / (tables + args.games), 6),
        "mean_answers": round(sum(n * k for n, k in held.items()) / max(tables, 1), 3),
        "answers": {str(n): held[n] for n in sorted(held)},
        "seconds": round(time.perf_counter() - start, 3),
    }


def add_puzzle_parser(sub: SubParsers, name: str) -> None:
    p = sub.add_parser(name, help="12-card SET puzzles with exactly 6 SETs")
    p.add_argument("--count", type=count_up_to(10_000), default=100, help="puzzles to make (at most 10,000)")
    p.add_argument("--seed", type=int, default=0)


def run_puzzle(args: argparse.Namespace) -> JSON:
    """Puzzle i is ``puzzle(seed * 1_000_003 + i)``: each can be found again from its seed alone."""
    start = time.perf_counter()
    found = [[format_card(c) for c in puzzle(args.seed * 1_000_003 + i)] for i in range(args.count)]
    return {"puzzles": found, "seconds": round(time.perf_counter() - start, 3)}
