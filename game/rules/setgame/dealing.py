"""The dealing rules, in one place for the rules state and the simulator's fast path.

The table is a list of card ids in slot order and the deck a list in dealing order (next card first). Cards dealt
back after a take go into the slots the taken cards left, so the cards that stay do not move; extra cards go at
the end. Both functions return the SETs on the table as it is left, which every caller needs next.
"""

from __future__ import annotations

from game.rules.setgame.cards import all_sets, sets_after_deal

TABLE = 12  # cards face up at the start, and the size the table is dealt back up to


def open_table(table: list[int], deck: list[int]) -> list[tuple[int, int, int]]:
    """Deal the opening cards (up to 12), then 3 more at a time while no SET shows and the deck lasts."""
    count = min(TABLE, len(deck))
    table.extend(deck[:count])
    del deck[:count]
    return _extend_until_set(table, deck)


def take(
    table: list[int],
    deck: list[int],
    cards: tuple[int, int, int],
    sets: list[tuple[int, int, int]],
) -> list[tuple[int, int, int]]:
    """Remove the three ``cards`` from the table (whose SETs are ``sets``) and deal as the rules say.

    Deal back up to 12 only when fewer than 12 remain and the deck is not empty (so a table of 15 or more is not
    dealt to); then, while no SET shows and the deck lasts, deal 3 more.
    """
    a, b, c = cards
    gone = 1 << a | 1 << b | 1 << c
    kept = [s for s in sets if not (gone >> s[0] & 1 or gone >> s[1] & 1 or gone >> s[2] & 1)]
    slots = sorted((table.index(a), table.index(b), table.index(c)))
    need = min(TABLE - (len(table) - 3), len(deck)) if len(table) - 3 < TABLE else 0
    new = deck[:need]
    del deck[:need]
    for slot, card in zip(slots, new, strict=False):
        table[slot] = card
    for slot in reversed(slots[need:]):
        del table[slot]
    return _extend_until_set(table, deck, sets_after_deal(table, kept, new) if new else kept)


def _extend_until_set(
    table: list[int], deck: list[int], sets: list[tuple[int, int, int]] | None = None
) -> list[tuple[int, int, int]]:
    if sets is None:
        sets = all_sets(table)
    while not sets and deck:
        new = deck[:3]
        del deck[:3]
        table.extend(new)
        sets = sets_after_deal(table, (), new)
    return sets
