"""``python -m game.sim qu4to``: computer-only QU4TO matches, one JSON line of results (issue 13's contract).
It drives the bots, so it lives with them: the rules know nothing of the players.

Seat *i* plays the level named *i*-th in ``--seats``; match *m* is first led by seat ``m % players`` so every seat
leads first equally often. Hard is budgeted by playouts only here (no time cap), so a seed gives the same result
on any machine; Expert by its playouts with its usual 0.8 s cap, read here on the process's CPU time so that other
programs on a busy machine do not starve it (on a quiet machine the cap seldom binds, and then a seed reproduces
the run). ``decision_s`` gives every level's wall-clock p50 and max, and CPU ``cpu_p50`` / ``cpu_max``.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path
from typing import TYPE_CHECKING

from game.ai.qu4to_ai import BUDGETS, LEVELS, choose_move
from game.cliargs import count_up_to, positive_int, writable_folder
from game.jsondoc import JSON
from game.rules.qu4to.state import Qu4toState

if TYPE_CHECKING:
    from game.cliargs import SubParsers

SEAT_LEVELS = LEVELS
#: ``--playouts N`` gives Hard N playouts per candidate action and Expert N times this per decision (its 320
#: against Hard's 16 by default).
EXPERT_SHARE = 20


def _players(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
    if not 2 <= value <= 5:
        raise argparse.ArgumentTypeError(f"QU4TO is for 2 to 5 players, not {value}")
    return value


def _seats(text: str) -> list[str]:
    seats = [part.strip().lower() for part in text.split(",")]
    for level in seats:
        if level not in SEAT_LEVELS:
            raise argparse.ArgumentTypeError(f"unknown level {level!r}; use {', '.join(SEAT_LEVELS)}")
    return seats


class _Matching(argparse.Action):
    """Stores --players / --seats and refuses a seat list whose length is not the number of players."""

    def __call__(
        self,
        parser: argparse.ArgumentParser,
        namespace: argparse.Namespace,
        values: object,
        option_string: str | None = None,
    ) -> None:
        setattr(namespace, self.dest, values)
        players, seats = getattr(namespace, "players", None), getattr(namespace, "seats", None)
        if players is not None and seats is not None and len(seats) != players:
            parser.error(f"--seats names {len(seats)} levels but --players is {players}")


def add_parser(sub: SubParsers, name: str) -> None:
    p = sub.add_parser(name, help="computer-only QU4TO matches")
    p.add_argument(
        "--players", type=_players, default=None, action=_Matching, help="2-5 (default: one per seat)"
    )
    p.add_argument(
        "--seats", type=_seats, default=None, action=_Matching, help="levels, e.g. hard,easy,easy,easy"
    )
    p.add_argument(
        "--games", type=count_up_to(100_000), default=100, help="matches to play (at most 100,000)"
    )
    p.add_argument("--seed", type=int, default=0)
    p.add_argument(
        "--record",
        metavar="DIR",
        type=writable_folder,
        default=None,
        help="write each match as a text record in DIR",
    )
    p.add_argument(
        "--playouts",
        type=positive_int,
        default=None,
        help=f"Hard's playouts per candidate action (Expert gets {EXPERT_SHARE}x as many per decision)",
    )
    # (--playouts: any positive count; a large one only makes Hard slower)


def run(args: argparse.Namespace) -> JSON:
    """Play the matches and sum up wins, points, rounds and turns per seat."""
    players = args.players or (len(args.seats) if args.seats else 4)
    seats = args.seats or ["easy"] * players
    folder = None
    if args.record:
        folder = Path(args.record)
        folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    wins = [0] * players
    points = [0] * players
    rounds = turns = 0
    waits: dict[str, list[float]] = {level: [] for level in seats}
    cpu: dict[str, list[float]] = {level: [] for level in seats}
    start = time.perf_counter()
    for game in range(args.games):
        state = Qu4toState(rng, players, first_leader=game % players, log=folder is not None)
        while not state.is_terminal:
            level = seats[state.turn]
            asked, used = time.perf_counter(), time.process_time()
            if level == "expert":
                scaled = None if args.playouts is None else args.playouts * EXPERT_SHARE
                move = choose_move(
                    state, level, rng, budget_s=BUDGETS[level], playouts=scaled, clock=time.process_time
                )
            else:
                move = choose_move(state, level, rng, budget_s=float("inf"), playouts=args.playouts)
            waits[level].append(time.perf_counter() - asked)
            cpu[level].append(time.process_time() - used)
            state.play(move)
        if state.winner is None:  # a finished match always has its winner
            raise RuntimeError("a QU4TO match ended without a winner")
        wins[state.winner] += 1
        for seat, score in enumerate(state.scores):
            points[seat] += score
        rounds += state.round_no
        turns += state.turns
        if folder is not None:
            (folder / f"qu4to-{args.seed}-{game:05d}.txt").write_text(state.record(), encoding="utf-8")
    seconds = time.perf_counter() - start
    n = args.games
    return {
        "game": "qu4to",
        "games": n,
        "players": players,
        "seats": seats,
        "wins": wins,
        "mean_points": [round(p / n, 3) for p in points],
        "mean_rounds": round(rounds / n, 3),
        "mean_turns": round(turns / n, 3),
        "seconds": round(seconds, 3),
        "decision_s": {level: _spread(waits[level], cpu[level]) for level in waits},
    }


def _spread(wall: list[float], cpu: list[float]) -> JSON:
    """The median and the longest of a level's decision times in seconds: wall clock, then the process's CPU."""
    out: JSON = {}
    for prefix, times in (("", wall), ("cpu_", cpu)):
        ordered = sorted(times) or [0.0]
        out[f"{prefix}p50"] = round(ordered[len(ordered) // 2], 4)
        out[f"{prefix}max"] = round(ordered[-1], 4)
    return out


#: (add the sub-command's parser, run it): what ``game.sim.SIMULATIONS`` registers.
SIMULATION = (add_parser, run)
