"""SET's modes in one place for the state, the simulator and the computers: what an answer is, which cards of a
claim leave the table, and the dealing after a take (classic SET keeps its own fast path in ``dealing``).

Every mode deals 12 cards, then 3 more at a time while the table holds no answer and the deck lasts; after a take
the table is dealt back up to 12 into the freed slots, then again 3 at a time while no answer shows.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.setgame import chain as set_chain
from game.rules.setgame import ultra as set_ultra
from game.rules.setgame.cards import THIRD, all_sets
from game.rules.setgame.dealing import TABLE

Answer = tuple[int, ...]


def answers(mode: str, table: Sequence[int], chain: Sequence[int] = ()) -> list[Answer]:
    """Every claim that scores on this table: SETs, chained SETs, or UltraSets."""
    if mode == "ultra":
        return set_ultra.ultra_sets(table)
    if mode == "chain":
        return set_chain.chain_sets(table, chain)
    return list(all_sets(table))


def is_answer(mode: str, cards: Sequence[int]) -> bool:
    """True when ``cards`` (already checked to be a well-formed claim) score: an UltraSet, else a SET."""
    if mode == "ultra":
        return set_ultra.is_ultra(cards)
    a, b, c = cards
    return a != b and THIRD[a][b] == c


def leaving(mode: str, cards: Sequence[int], table: Sequence[int], chain: Sequence[int]) -> tuple[int, ...]:
    """The claim's cards that leave the table if it scores; IllegalMove when the claim is malformed for the mode."""
    if mode == "ultra":
        return set_ultra.check(cards, table)
    return set_chain.leaving(cards, table, chain)


def open_table(mode: str, table: list[int], deck: list[int]) -> list[Answer]:
    """Deal the opening 12, then 3 at a time while no answer shows and the deck lasts."""
    count = min(TABLE, len(deck))
    table.extend(deck[:count])
    del deck[:count]
    return _extend(mode, table, deck, ())


def take(
    mode: str, table: list[int], deck: list[int], gone: Sequence[int], chain: Sequence[int] = ()
) -> list[Answer]:
    """Take the ``gone`` cards off the table, deal back up to 12 into their slots (a bigger table is not dealt to,
    it shrinks), then deal 3 at a time while no answer shows; ``chain`` is the chain after this take."""
    slots = sorted(table.index(card) for card in gone)
    left = len(table) - len(slots)
    need = min(TABLE - left, len(deck)) if left < TABLE else 0
    new = deck[:need]
    del deck[:need]
    for slot, card in zip(slots, new, strict=False):
        table[slot] = card
    for slot in reversed(slots[need:]):
        del table[slot]
    return _extend(mode, table, deck, chain)


def _extend(mode: str, table: list[int], deck: list[int], chain: Sequence[int]) -> list[Answer]:
    found = answers(mode, table, chain)
    while not found and deck:
        table.extend(deck[:3])
        del deck[:3]
        found = answers(mode, table, chain)
    return found
