"""``python -m game.bench quarto-ai``: Perfect's move times on a fixed seeded suite, and the level ladder.

Positions come from seeded Easy-vs-Easy games (no piece that hands over an immediate win is ever given, so the
boards look like real games), snapshotted when 12, 11, 10, 9 and 8 squares are empty with a piece in hand. A
"full move" is a placement and the give after it, each on a cold transposition table. The ladder plays each
level against the one below on the classic game (or the ``--pairs`` asked for, e.g. Perfect against Hard,
Medium and itself), seats and first giver alternating; games run in ``--jobs`` processes, on the wall clock or
(``--node-rate``) on a node clock, where a game is the same under any load. Figures on a shared machine are noisy: compare runs, not single numbers.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from typing import TypeVar

from game.ai.quarto import levels as quarto_ai
from game.ai.quarto import nodeclock
from game.ai.quarto.levels import LEVELS, choose_move
from game.cliargs import Parser
from game.jsondoc import JSON
from game.rules.quarto import QuartoState, Variant
from game.rules.quarto.notation import format_position

SIZES = (12, 11, 10, 9, 8)

T = TypeVar("T")
R = TypeVar("R")
#: (upper level, lower level, game index) and, optionally, a node rate for the node clock (0 or None: none).
GameArgs = tuple[str, str, int] | tuple[str, str, int, float | None]


def suite(per_size: int, seed: int = 2024) -> dict[int, list[str]]:
    """``per_size`` positions for each size in SIZES, from seeded Easy self-play."""
    rng = random.Random(seed)
    found: dict[int, list[str]] = {n: [] for n in SIZES}
    while any(len(v) < per_size for v in found.values()):
        state = QuartoState(Variant(), rng)
        while not state.is_over:
            empties = state.board.count(None)
            if state.phase == "place" and empties in found and len(found[empties]) < per_size:
                found[empties].append(format_position(state.board, state.hand))
            state.play(choose_move(state, "easy", rng))
    return found


def full_move(text: str, level: str = "perfect", seed: int = 0) -> tuple[float, int, float]:
    """Seconds and search nodes for one placement plus the give after it, cold; and the longer decision's s."""
    quarto_ai.forget()
    rng = random.Random(seed)
    state = QuartoState.from_position(text)
    start = time.perf_counter()
    state.play(choose_move(state, level, rng))
    placed = time.perf_counter()
    if not state.is_over:
        state.play(choose_move(state, level, rng))
    end = time.perf_counter()
    nodes = quarto_ai.nodes_searched()
    return end - start, nodes, max(placed - start, end - placed)


def _timed(args: tuple[str, str]) -> tuple[float, int, float]:
    return full_move(*args)


def play_game(args: tuple[str, str, int]) -> int:
    """One game, ``upper`` against ``lower``: +1 the upper level wins, 0 draw, -1 it loses."""
    return record_game(args)[0]


def record_game(args: GameArgs) -> tuple[int, list[str]]:
    """``play_game`` with the moves played (to replay a lost game and find the decisive mistake); a fourth
    item, a rate in nodes per second, plays it on the node clock (``nodeclock``)."""
    upper, lower, index, *rest = args
    rate = rest[0] if rest else None
    if rate:
        nodeclock.install(rate)
    quarto_ai.forget()
    rng = random.Random(1000 + index)
    upper_seat = index % 2
    state = QuartoState(Variant(), rng, first_giver=(index // 2) % 2)
    moves = []
    while not state.is_over:
        level = upper if state.to_move == upper_seat else lower
        move = choose_move(state, level, rng)
        moves.append(str(move))
        state.play(move)
    if state.outcome is None:  # a finished game always has its outcome
        raise RuntimeError("a finished game without an outcome")
    winner = state.outcome.winner
    return (0 if winner is None else (1 if winner == upper_seat else -1)), moves


def parse_pairs(text: str) -> list[tuple[str, str]]:
    """ "perfect:hard,perfect:perfect" -> [("perfect", "hard"), ("perfect", "perfect")]; ValueError if bad."""
    pairs = []
    for item in text.split(","):
        upper, sep, lower = item.strip().partition(":")
        if not sep or upper not in LEVELS or lower not in LEVELS:
            raise ValueError(f"bad pair {item!r}: write UPPER:LOWER with levels from {', '.join(LEVELS)}")
        pairs.append((upper, lower))
    return pairs


def _map(func: Callable[[T], R], items: Iterable[T], jobs: int) -> list[R]:
    if jobs <= 1:
        return [func(x) for x in items]
    with multiprocessing.get_context("spawn").Pool(jobs) as pool:
        return pool.map(func, items, chunksize=1)


def main(argv: list[str]) -> int:
    p = Parser(prog="python -m game.bench quarto-ai")
    p.add_argument("--per-size", type=int, default=12, help="positions per number of empty squares")
    p.add_argument("--games", type=int, default=100, help="ladder games per pair of levels (0: skip)")
    p.add_argument("--jobs", type=int, default=2, help="processes for the ladder (1: in this process)")
    p.add_argument(
        "--pairs",
        default=",".join(f"{u}:{lo}" for lo, u in zip(LEVELS, LEVELS[1:], strict=False)),
        help="ladder pairs UPPER:LOWER, comma-separated (default: each level against the one below)",
    )
    p.add_argument(
        "--record", metavar="PATH", help="append every ladder game (pair, index, result, moves) as JSON"
    )
    p.add_argument(
        "--node-rate",
        type=float,
        default=0,
        help="play the ladder on a node clock of this many nodes per second (same games under any load)",
    )
    p.add_argument("--first", type=int, default=0, help="index of the first ladder game (to resume a run)")
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--json", action="store_true", help="print one JSON object instead of tables")
    try:
        args = p.parse_args(argv)
        pairs = parse_pairs(args.pairs)
    except SystemExit as exc:
        return int(exc.code or 0)
    except ValueError as exc:
        print(f"quarto-ai: {exc}", file=sys.stderr)
        return 2
    report: JSON = {"moves": [], "ladder": []}
    if args.per_size > 0:
        positions = suite(args.per_size, args.seed)
        for n in SIZES:
            runs = [full_move(text) for text in positions[n]]
            secs = [s for s, _, _ in runs]
            rate = sum(k for _, k, _ in runs) / max(sum(secs), 1e-9)
            row: JSON = {
                "empty": n,
                "positions": len(runs),
                "median_s": round(statistics.median(secs), 3),
                "max_s": round(max(secs), 3),
                "max_decision_s": round(max(d for _, _, d in runs), 3),
                "nodes_per_s": int(rate),
                "exact": n <= quarto_ai.PERFECT_EXACT,
            }
            report["moves"].append(row)
            if not args.json:
                if n == SIZES[0]:
                    print("Perfect, one full move (place + give), cold tables, classic lines")
                    print(
                        f"{'empty':>5} {'n':>3} {'median s':>9} {'max s':>7} {'max decision s':>14} {'nodes/s':>9}  search"
                    )
                print(
                    f"{n:>5} {len(runs):>3} {row['median_s']:>9.3f} {row['max_s']:>7.3f} {row['max_decision_s']:>14.3f} "
                    f"{row['nodes_per_s']:>9}  "
                    f"{'exact' if row['exact'] else 'budgeted + draw-safety proofs' if n <= quarto_ai.SAFE_FROM + 1 else 'budgeted'}",
                    flush=True,
                )
    if args.games > 0:
        if not args.json:
            print(f"\nLadder: {args.games} games per pair, seats and first giver alternating")
            print(f"{'upper':>8} vs {'lower':<8} {'win':>4} {'draw':>4} {'loss':>4}  win share of decided")
        for upper, lower in pairs:
            started = time.perf_counter()
            indices = range(args.first, args.first + args.games)
            games = _map(record_game, [(upper, lower, i, args.node_rate) for i in indices], args.jobs)
            results = [r for r, _ in games]
            if args.record:
                with open(args.record, "a", encoding="utf-8") as f:
                    for i, (r, moves) in zip(indices, games, strict=True):
                        f.write(
                            json.dumps(
                                {"upper": upper, "lower": lower, "index": i, "result": r, "moves": moves}
                            )
                        )
                        f.write("\n")
            w, d, lo = results.count(1), results.count(0), results.count(-1)
            share = w / (w + lo) if w + lo else None
            rung: JSON = {
                "upper": upper,
                "lower": lower,
                "win": w,
                "draw": d,
                "loss": lo,
                "decided_win_share": share,
            }
            rung["seconds"] = round(time.perf_counter() - started, 1)
            report["ladder"].append(rung)
            if not args.json:
                shown = "-" if share is None else f"{share:.0%}"
                print(
                    f"{upper:>8} vs {lower:<8} {w:>4} {d:>4} {lo:>4}  {shown}  ({rung['seconds']} s)",
                    flush=True,
                )
    if args.json:
        print(json.dumps(report))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
