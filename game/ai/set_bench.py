"""``python -m game.bench set-ai [--tables N] [--seed S] [--mode M] [--json]``: how long each SET level takes to
find a SET (with ``--mode chain``: a chained SET, the previous SET apart; ``--mode ultra``: an UltraSet).

Times are the bots' own model seconds (the time a player would wait at the table), measured on random tables
that hold at least one SET: mean and median per level, then the median by the number of SETs on the table.
"""

from __future__ import annotations

import json
import random
import statistics
import time

from game.ai.set_ai import LEVELS, SetBot
from game.cliargs import Parser
from game.jsondoc import JSON
from game.rules.setgame.cards import DECK, THIRD
from game.rules.setgame.modes import answers, is_answer
from game.rules.setgame.moves import MODES

Table = tuple[tuple[int, ...], tuple[int, ...]]  # (the table, Set-Chain's previous SET or nothing)


def random_tables(rng: random.Random, count: int, size: int = 12) -> list[tuple[int, ...]]:
    """``count`` random tables of ``size`` cards, each holding at least one SET (as tables in play do)."""
    return [table for table, _chain in mode_tables(rng, count, size)]


def mode_tables(rng: random.Random, count: int, size: int = 12, mode: str = "classic") -> list[Table]:
    """``count`` random tables of ``size`` cards, each holding at least one answer of ``mode`` (as tables in play
    do); Set-Chain's come with a previous SET of three other cards."""
    tables: list[Table] = []
    while len(tables) < count:
        chain: tuple[int, ...] = ()
        if mode == "chain":
            a, b = rng.sample(DECK, 2)
            chain = (a, b, THIRD[a][b])
        cards = tuple(rng.sample([c for c in DECK if c not in chain], size))
        if answers(mode, cards, chain):
            tables.append((cards, chain))
    return tables


def time_to_set(
    level: str, table: tuple[int, ...], rng: random.Random, mode: str = "classic", chain: tuple[int, ...] = ()
) -> tuple[float, int, int]:
    """(seconds, looks, wrong calls) until the bot calls a real answer; it keeps looking after a near-miss."""
    bot = SetBot(level, rng, mode)
    bot.reset(table, chain)
    wrong = 0
    while True:
        claim = bot.advance(60.0)
        if claim is None:
            if bot.gave_up:  # no answer it can see: cannot happen on these tables, but never spin
                return float("inf"), bot.looks, wrong
            continue
        if is_answer(mode, claim.cards):
            return bot.elapsed, bot.looks, wrong
        wrong += 1


def measure(tables: list[Table], seed: int, mode: str = "classic") -> JSON:
    """Per level: mean, median and 90th percentile seconds, mean looks, wrong calls per 100 finds, and the
    median seconds by the number of SETs on the table."""
    counts = [len(answers(mode, t, chain)) for t, chain in tables]
    figures: JSON = {}
    for key, level in LEVELS.items():
        rng = random.Random(f"{seed}-{key}")
        runs = [time_to_set(key, t, rng, mode, chain) for t, chain in tables]
        seconds = sorted(r[0] for r in runs)
        by_sets: dict[str, float] = {}
        for n in sorted(set(counts)):
            group = [r[0] for r, k in zip(runs, counts, strict=True) if k == n]
            if len(group) >= 20:
                by_sets[str(n)] = round(statistics.median(group), 2)
        figures[level.name] = {
            "mean_s": round(statistics.fmean(seconds), 2),
            "median_s": round(statistics.median(seconds), 2),
            "p90_s": round(seconds[int(len(seconds) * 0.9)], 2),
            "mean_looks": round(statistics.fmean(r[1] for r in runs), 2),
            "wrong_per_100": round(100 * sum(r[2] for r in runs) / len(runs), 1),
            "median_s_by_sets": by_sets,
        }
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m game.bench set-ai")
    parser.add_argument("--tables", type=int, default=4000, help="random tables per level")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--size", type=int, default=12, help="cards on each table (12, 15, 18 or 21)")
    parser.add_argument("--mode", choices=MODES, default="classic", help="classic, chain or ultra")
    parser.add_argument("--json", action="store_true", help="print the figures as one JSON object")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    tables = mode_tables(random.Random(args.seed), max(1, args.tables), args.size, args.mode)
    figures = measure(tables, args.seed, args.mode)
    if args.json:
        out: JSON = {"tables": len(tables), "size": args.size, "levels": figures}
        if args.mode != "classic":
            out["mode"] = args.mode
        print(json.dumps(out))
        return 0
    what = {"classic": "a SET", "chain": "a chained SET", "ultra": "an UltraSet"}[args.mode]
    print(
        f"SET bots on {len(tables)} random {args.size}-card tables with {what} (seed {args.seed}), model seconds"
    )
    print(
        f"{'level':<10} {'mean':>6} {'median':>7} {'p90':>6} {'looks':>6} {'wrong/100':>9}   median by SETs on table"
    )
    for name, f in figures.items():
        by = "  ".join(f"{n}:{s}" for n, s in f["median_s_by_sets"].items())
        print(
            f"{name:<10} {f['mean_s']:>6} {f['median_s']:>7} {f['p90_s']:>6} {f['mean_looks']:>6} "
            f"{f['wrong_per_100']:>9}   {by}"
        )
    print(f"({time.perf_counter() - start:.1f} s of real time)")
    return 0
