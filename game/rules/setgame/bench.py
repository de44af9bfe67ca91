"""``python -m game.bench set-rules [--repeat N] [--games N] [--seed S] [--json]``: SET finding and sim speed.

Times ``all_sets`` on random 12/15/18/21-card tables (the 21-card target is 0.2 ms), a whole random game
through ``SetState`` and through the simulator's fast path, per wall-clock and per CPU second (this process's
own time, which a busy shared machine disturbs less).
"""

from __future__ import annotations

import json
import random
import time

from game.cliargs import Parser
from game.jsondoc import JSON
from game.rules.setgame.cards import DECK, all_sets
from game.rules.setgame.fast import random_game
from game.rules.setgame.state import SetState


def _state_game(rng: random.Random) -> None:
    state = SetState(rng, 2)
    while not state.is_terminal:
        moves = state.legal_moves(0)
        state.play(moves[int(rng.random() * len(moves))], 0)


def run(repeat: int, games: int, seed: int) -> JSON:
    """Figures as a dict: microseconds per all_sets call by table size, games per second by path."""
    rng = random.Random(seed)
    figures: dict[str, float] = {}
    for size in (12, 15, 18, 21):
        tables = [rng.sample(DECK, size) for _ in range(200)]
        rounds = max(1, repeat // len(tables))
        start = time.perf_counter()
        for _ in range(rounds):
            for table in tables:
                all_sets(table)
        figures[f"all_sets, {size} cards (us)"] = (time.perf_counter() - start) / (rounds * len(tables)) * 1e6
    for label, play in (
        ("fast path games/s (python -m game.sim set)", lambda: random_game(rng)),
        ("SetState games/s (legal_moves + play, 2 seats)", lambda: _state_game(rng)),
    ):
        start, cpu = time.perf_counter(), time.process_time()
        for _ in range(games):
            play()
        figures[label] = games / (time.perf_counter() - start)
        figures[label.replace("games/s", "games per CPU second")] = games / max(
            1e-9, time.process_time() - cpu
        )
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = Parser(prog="python -m game.bench set-rules")
    parser.add_argument("--repeat", type=int, default=20000, help="all_sets calls per table size")
    parser.add_argument("--games", type=int, default=3000, help="games per speed figure")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = run(max(1, args.repeat), max(1, args.games), args.seed)
    if args.json:
        print(json.dumps({k: round(v, 2) for k, v in figures.items()}))
        return 0
    for label, value in figures.items():
        print(f"{label:<60} {value:>10,.1f}")
    return 0
