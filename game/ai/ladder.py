"""``python -m game.sim ladder GAME --games N --seed S [--write]``: the computer levels' ratings, measured.

Each level plays the next one up and the one two up, ``--games`` two-seat games per pair, seats and first move
alternating; the games' results are fitted to Elo ratings by maximum likelihood (``game.play.rating.fit``), the
weakest level anchored at 1000. Every game is reproducible from the seed: Quarto runs on the node clock
(``nodeclock``, the same games under any load), QU4TO's bots on playouts with no time cap, SET's bots on their
model clock. ``--write`` keeps the fit in game/play/level_ratings.py, which the game ships (docs/ratings.md).
"""

from __future__ import annotations

import argparse
import math
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.cliargs import UsageError, count_up_to, whole_number
from game.jsondoc import JSON
from game.play.rating import ANCHOR, fit

if TYPE_CHECKING:
    from game.cliargs import SubParsers

FAMILIES = ("quarto", "set", "qu4to")
#: Quarto's ladder plays on this node clock (nodes per second: a budget of 1 s is 150,000 nodes), as the
#: benchmark's ladder does (docs/performance.md).
NODE_RATE = 150_000.0
TABLE = Path(__file__).resolve().parent.parent / "play" / "level_ratings.py"


def levels(family: str) -> tuple[str, ...]:
    """The family's computer levels, weakest first."""
    if family == "quarto":
        from game.ai.quarto.levels import LEVELS

        return tuple(LEVELS)
    if family == "set":
        from game.ai.set_ai import LEVELS as SET_LEVELS

        return tuple(SET_LEVELS)
    from game.ai.qu4to_ai import LEVELS as QU4TO_LEVELS

    return tuple(QU4TO_LEVELS)


def pairs(names: tuple[str, ...]) -> list[tuple[str, str]]:
    """Each level against the next one up and the one two up (the second pairs tie the ladder together)."""
    return [(names[j], names[i]) for i in range(len(names)) for j in (i + 1, i + 2) if j < len(names)]


def quarto_game(upper: str, lower: str, index: int) -> float:
    from game.ai.quarto.bench import record_game

    return (record_game((upper, lower, index, NODE_RATE))[0] + 1) / 2


def set_game(upper: str, lower: str, index: int) -> float:
    from game.ai.set_sim import play_game

    seats = [upper, lower] if index % 2 == 0 else [lower, upper]
    session = play_game(seats, 7919 * index + 1)
    mine, theirs = (session.score(0), session.score(1))[:: 1 if index % 2 == 0 else -1]
    return 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0


def qu4to_game(upper: str, lower: str, index: int) -> float:
    from game.ai.qu4to_ai import choose_move
    from game.rules.qu4to.state import Qu4toState

    rng = random.Random(7919 * index + 3)
    seats = (upper, lower) if index % 2 == 0 else (lower, upper)
    state = Qu4toState(rng, 2, first_leader=(index // 2) % 2, log=False)
    while not state.is_terminal:
        state.play(choose_move(state, seats[state.turn], rng, budget_s=math.inf))
    return 1.0 if state.winner is not None and seats[state.winner] == upper else 0.0


GAMES: dict[str, Callable[[str, str, int], float]] = {
    "quarto": quarto_game,
    "set": set_game,
    "qu4to": qu4to_game,
}


def measure(family: str, games: int, seed: int, played: list[JSON] | None = None) -> JSON:
    """Play the ladder (or take ``played``: rungs already measured) and fit it: the results per pair and the
    levels' ratings."""
    names = levels(family)
    play = GAMES[family]
    rungs: list[JSON] = list(played or [])
    start = time.perf_counter()
    for upper, lower in pairs(names) if played is None else ():
        scores = [play(upper, lower, seed * 100_000 + i) for i in range(games)]
        won, drawn = scores.count(1.0), scores.count(0.5)
        rungs.append({"upper": upper, "lower": lower, "win": won, "draw": drawn, "loss": games - won - drawn})
    results = [
        (r["upper"], r["lower"], score)
        for r in rungs
        for score, n in ((1.0, r["win"]), (0.5, r["draw"]), (0.0, r["loss"]))
        for _ in range(n)
    ]
    ratings = fit(results, anchor=names[0], anchor_rating=ANCHOR)
    return {
        "game": "ladder",
        "family": family,
        "games": games if played is None else sum(r["win"] + r["draw"] + r["loss"] for r in rungs),
        "seed": seed,
        "pairs": rungs,
        "ratings": {name: round(ratings[name]) for name in names if name in ratings},
        "seconds": round(time.perf_counter() - start, 1),
    }


def parse_results(family: str, text: str) -> list[JSON]:
    """ "easy:beginner=95/0/5,medium:easy=94/4/2" (upper:lower=won/drawn/lost) -> rungs; UsageError if bad."""
    names = levels(family)
    rungs: list[JSON] = []
    for item in text.split(","):
        pair, _, counts = item.strip().partition("=")
        upper, _, lower = pair.partition(":")
        parts = counts.split("/")
        if upper not in names or lower not in names or len(parts) != 3 or not all(p.isdigit() for p in parts):
            raise UsageError(f"bad result {item!r}: write UPPER:LOWER=WON/DRAWN/LOST with {', '.join(names)}")
        won, drawn, lost = (int(p) for p in parts)
        rungs.append({"upper": upper, "lower": lower, "win": won, "draw": drawn, "loss": lost})
    return rungs


def write_table(family: str, report: JSON, path: Path = TABLE) -> None:
    """Keep a family's fitted ratings in the shipped table (the other families' stay as they were)."""
    from game.play.level_ratings import LEVEL_RATINGS, MEASURED

    table = {**LEVEL_RATINGS, family: {k: float(v) for k, v in report["ratings"].items()}}
    how = {
        **MEASURED,
        family: report.get("command") or command(family, report["games"], report["seed"], None),
    }
    lines = [
        '"""The computer levels\' measured ratings, written by ``python -m game.sim ladder GAME --write`` '
        "(docs/ratings.md).",
        'Do not edit by hand: run the command in the docs again."""',
        "",
        "from __future__ import annotations",
        "",
        "LEVEL_RATINGS: dict[str, dict[str, float]] = {",
    ]
    for fam in sorted(table):
        inner = ", ".join(f'"{k}": {v:.1f}' for k, v in table[fam].items())
        lines.append(f'    "{fam}": {{{inner}}},')
    lines += ["}", "MEASURED: dict[str, str] = {"]
    lines += [f'    "{fam}": "{how[fam]}",' for fam in sorted(how)]
    lines += ["}", ""]
    path.write_text("\n".join(lines), encoding="utf-8")


def add_parser(sub: SubParsers, name: str) -> None:
    p = sub.add_parser(name, help="measure the computer levels' ratings from games between them")
    p.add_argument("family", metavar="GAME", choices=FAMILIES, help="quarto, set or qu4to")
    p.add_argument("--games", type=count_up_to(100_000), default=20, help="games per pair of levels")
    p.add_argument("--seed", type=whole_number, default=0)
    p.add_argument("--write", action="store_true", help="keep the ratings in game/play/level_ratings.py")
    p.add_argument(
        "--results",
        metavar="SPEC",
        default=None,
        help="fit games already played instead (UPPER:LOWER=WON/DRAWN/LOST,...), e.g. game.bench's ladder",
    )


def command(family: str, games: int, seed: int, results: str | None) -> str:
    """The command that measures (or fits) these ratings again."""
    if results:
        return f"python -m game.sim ladder {family} --results {results} --write"
    return f"python -m game.sim ladder {family} --games {games} --seed {seed} --write"


def run(args: argparse.Namespace) -> JSON:
    played = parse_results(args.family, args.results) if args.results else None
    report = measure(args.family, args.games, args.seed, played)
    report["command"] = command(args.family, args.games, args.seed, args.results)
    if args.write:
        write_table(args.family, report)
    return report
