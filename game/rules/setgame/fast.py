"""The simulator's fast path: a whole game on plain lists, every found SET taken at random.

It deals with the same ``dealing`` functions as ``SetState`` (so the rules live once) and skips what only a
played game needs: seats, scores, lockouts and the event log.
"""

from __future__ import annotations

import random

from game.rules.setgame import dealing, modes
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


def random_mode_game(
    rng: random.Random, mode: str, junior: bool = False
) -> tuple[int, int, int, list[int], int]:
    """One game of a mode (chain, ultra) with every answer taken at random: (answers taken, cards left on the
    table, largest table, answers on each table a claim was made on, deals that found no answer on the table)."""
    deck = list(JUNIOR_DECK if junior else DECK)
    rng.shuffle(deck)
    table: list[int] = []
    found = modes.open_table(mode, table, deck)
    chain: tuple[int, ...] = ()
    counts: list[int] = []
    largest = len(table)
    short = int(len(table) > 12)
    while found:
        counts.append(len(found))
        claim = found[int(rng.random() * len(found))]
        gone = modes.leaving(mode, claim, table, chain)
        chain = claim if mode == "chain" else ()
        size = len(table) - len(gone)
        found = modes.take(mode, table, deck, gone, chain)
        short += len(table) > max(size, 12)
        largest = max(largest, len(table))
    return len(counts), len(table), largest, counts, short
