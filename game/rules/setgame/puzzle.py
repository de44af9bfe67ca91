"""SET puzzles: 12 face-up cards holding exactly 6 SETs, from a seed or from the day's date."""

from __future__ import annotations

import datetime
import random

from game.rules.setgame.cards import DECK, all_sets

PUZZLE_CARDS = 12
PUZZLE_SETS = 6


def puzzle(seed: int | str) -> tuple[int, ...]:
    """A 12-card table with exactly 6 SETs, the same for the same seed.

    Random 12-card tables hold 6 SETs about one time in 40, so drawing tables until one does is quick and
    keeps every such table equally likely.
    """
    rng = random.Random(seed)
    while True:
        cards = tuple(rng.sample(DECK, PUZZLE_CARDS))
        if len(all_sets(cards)) == PUZZLE_SETS:
            return cards


def daily_puzzle(date: datetime.date | None = None) -> tuple[int, ...]:
    """The puzzle of ``date`` (default: today), the same for every player on that day."""
    date = date or datetime.date.today()
    return puzzle(f"set-daily-{date.isoformat()}")
