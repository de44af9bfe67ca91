"""``python -m game.sim set``: the rules' fast random-take games, or with ``--record DIR`` games played by SET bots
at a table on a simulated clock, each written to DIR as a record (docs/notation.md) that a review can read.

python -m game.sim set --games N --seed S [--junior] [--mode classic|chain|ultra] [--record DIR [--seats hard,medium]]

Recorded games go through the same table session a player meets (clock, lockouts, bots), stepped by ``STEP_S``
without a window, so every take, wrong call and time in the record is one a real table could have produced.
"""

from __future__ import annotations

import argparse
import random
import time
from pathlib import Path
from typing import TYPE_CHECKING

from game.ai.set_ai import LEVELS
from game.cliargs import UsageError, writable_folder
from game.jsondoc import JSON
from game.play.history_records import record_text, timeline
from game.play.seats import Seat
from game.play.setgame.session import SetSession
from game.play.setgame.setup import SetSetup
from game.rules.setgame import sim as rules_sim
from game.rules.setgame.state import SetState

if TYPE_CHECKING:
    from game.cliargs import SubParsers

#: Seconds of table time per step of a recorded game (a frame at 20 fps: finer than any bot's look).
STEP_S = 0.05
#: A recorded game stops after this much table time even if cards remain (a safety net; games take minutes).
GAME_CAP_S = 3600.0


def _seats(text: str) -> list[str]:
    seats = [part.strip().lower() for part in text.split(",")]
    if not 1 <= len(seats) <= 4:
        raise argparse.ArgumentTypeError(f"SET is for 1 to 4 seats, not {len(seats)}")
    for level in seats:
        if level not in LEVELS:
            raise argparse.ArgumentTypeError(f"unknown SET level {level!r}; use {', '.join(LEVELS)}")
    return seats


def add_set_parser(sub: SubParsers, name: str) -> None:
    rules_sim.add_set_parser(sub, name)
    p = sub.choices[name]
    p.add_argument(
        "--record",
        metavar="DIR",
        type=writable_folder,
        default=None,
        help="play the games with bots on a simulated clock and write each one's record in DIR",
    )
    p.add_argument(
        "--seats", type=_seats, default=None, help="with --record: the bots' levels, e.g. hard,medium"
    )


def play_game(levels: list[str], seed: int, junior: bool = False, mode: str = "classic") -> SetSession:
    """One game between bots of ``levels`` at a headless table (``mode``: classic, chain or ultra), deterministic
    for ``seed``."""
    setup = SetSetup(seats=[Seat("computer", level) for level in levels], junior=junior, mode=mode)
    session = SetSession(setup, random.Random(seed))
    while not session.is_over and session.clock < GAME_CAP_S:
        session.tick(STEP_S)
        for seat, claim in session.bot_claims(STEP_S):
            if all(session.pickable(c) for c in claim.cards):  # an earlier call this step may have taken them
                session.claim(seat, claim.cards)
    return session


def run_set(args: argparse.Namespace) -> JSON:
    if args.record is None:
        if args.seats is not None:
            raise UsageError("--seats goes with --record (the fast games have no players)")
        return rules_sim.run_set(args)
    folder = Path(args.record)
    folder.mkdir(parents=True, exist_ok=True)
    levels = args.seats or ["hard", "medium"]
    rng = random.Random(args.seed)
    sets = wrong = reached_15 = reached_18 = largest = 0
    wins = [0] * len(levels)
    left: dict[int, int] = {}
    start = time.perf_counter()
    for game in range(args.games):
        seed = rng.getrandbits(32)
        session = play_game(levels, seed, args.junior, args.mode)
        state = session.state
        if state is None:  # a classic game always has its state
            raise RuntimeError("a SET game without a state")
        sizes = _table_sizes(state)
        sets += sum(1 for e in state.events if e.kind == "take")
        wrong += sum(1 for e in state.events if e.kind in ("wrong", "timeout"))
        left[len(state.table)] = left.get(len(state.table), 0) + 1
        reached_15 += max(sizes) >= 15
        reached_18 += max(sizes) >= 18
        largest = max(largest, *sizes)
        for seat in state.winners():
            wins[seat] += 1
        headers = {"Seats": ",".join(levels), "Seed": str(seed)}
        name = "set" if args.mode == "classic" else f"set-{args.mode}"
        (folder / f"{name}-{args.seed}-{game:05d}.txt").write_text(
            record_text(state, headers), encoding="utf-8"
        )
    n = args.games
    mode: JSON = {} if args.mode == "classic" else {"mode": args.mode}
    return {
        "game": "set",
        **mode,
        "games": n,
        "mean_sets": round(sets / n, 4),
        "cards_left": {str(k): left[k] for k in sorted(left)},
        "needed_15": round(reached_15 / n, 6),
        "needed_18": round(reached_18 / n, 6),
        "max_table": largest,
        "seconds": round(time.perf_counter() - start, 3),
        "seats": levels,
        "wins": wins,
        "mean_wrong": round(wrong / n, 4),
        "records": n,
    }


def _table_sizes(state: SetState) -> list[int]:
    """The table's size before each event and at the end."""
    return [entry["table"] for entry in timeline(state)] + [len(state.table)]
