"""The dealing rules, in one place for the rules state and the simulator's fast path.

The table is a list of card ids in slot order and the deck a list in dealing order (next card first). Cards dealt
back after a take go into the slots the taken cards left, so the cards that stay do not move; extra cards go at
the end. Both functions return the SETs on the table as it is left, which every caller needs next.
"""

from __future__ import annotations

from game.rules.setgame.cards import all_sets

TABLE = 12  # cards face up at the start, and the size the table is dealt back up to


def open_table(table: list[int], deck: list[int]) -> list[tuple[int, int, int]]:
    """Deal the opening cards (up to 12), then 3 more at a time while no SET shows and the deck lasts."""
    count = min(TABLE, len(deck))
    table.extend(deck[:count])
    del deck[:count]
    return _extend_until_set(table, deck)


def take(table: list[int], deck: list[int], cards: tuple[int, int, int]) -> list[tuple[int, int, int]]:
    """Remove the three ``cards`` from the table and deal as the rules say.

    Deal back up to 12 only when fewer than 12 remain and the deck is not empty (so a table of 15 or more is not
    dealt to); then, while no SET shows and the deck lasts, deal 3 more.
    """
    slots = sorted(table.index(card) for card in cards)
    need = min(TABLE - (len(table) - 3), len(deck)) if len(table) - 3 < TABLE else 0
    for slot in slots[:need]:
        table[slot] = deck.pop(0)
    for slot in reversed(slots[need:]):
        del table[slot]
    return _extend_until_set(table, deck)


def _extend_until_set(table: list[int], deck: list[int]) -> list[tuple[int, int, int]]:
    sets = all_sets(table)
    while not sets and deck:
        table.extend(deck[:3])
        del deck[:3]
        sets = all_sets(table)
    return sets
