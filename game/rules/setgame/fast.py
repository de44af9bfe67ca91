"""The simulator's fast path: a whole game on plain lists, every found SET taken at random.

It deals with the same ``dealing`` functions as ``SetState`` (so the rules live once) and skips what only a
played game needs: seats, scores, lockouts and the event log.
"""

from __future__ import annotations

import random

from game.rules.setgame import dealing
from game.rules.setgame.cards import DECK, JUNIOR_DECK


def random_game(rng: random.Random, junior: bool = False) -> tuple[int, int, int]:
    """Play one game; returns (SETs taken, cards left on the table, largest table seen)."""
    deck = list(JUNIOR_DECK if junior else DECK)
    rng.shuffle(deck)
    table: list[int] = []
    sets = dealing.open_table(table, deck)
    taken = 0
    largest = len(table)
    while sets:
        sets = dealing.take(table, deck, sets[int(rng.random() * len(sets))], sets)
        taken += 1
        if len(table) > largest:
            largest = len(table)
    return taken, len(table), largest
