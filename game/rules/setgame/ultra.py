"""UltraSet: four table cards whose two pairs each complete to the same fifth card, which need not be on the
table (docs/rules.md, "SET's other modes").

Four different cards can be split into two pairs in three ways, and at most one of them works (if both ab|cd and
ac|bd did, b and c would be the same card), so a claim names four cards and the rules find the pairing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from game.i18n import N_
from game.rules.errors import IllegalMove
from game.rules.setgame.cards import THIRD, format_card


class Pairing(NamedTuple):
    """How four cards make an UltraSet: two pairs and the fifth card both complete to."""

    first: tuple[int, int]
    second: tuple[int, int]
    fifth: int


def pairing(cards: Sequence[int]) -> Pairing | None:
    """The one way four different cards split into pairs that complete to the same card, or None."""
    if len(cards) != 4 or len(set(cards)) != 4:
        return None
    a, b, c, d = sorted(cards)
    for first, second in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
        fifth = THIRD[first[0]][first[1]]
        if fifth == THIRD[second[0]][second[1]]:
            return Pairing(first, second, fifth)
    return None


def is_ultra(cards: Sequence[int]) -> bool:
    return pairing(cards) is not None


def ultra_sets(table: Sequence[int]) -> list[tuple[int, ...]]:
    """Every UltraSet among ``table`` as four sorted cards, in increasing order.

    Pairs are grouped by the card that completes them; two pairs in one group never share a card (that would make
    the other two cards equal), so every two pairs of a group are an UltraSet, found exactly once.
    """
    cards = sorted(table)
    groups: dict[int, list[tuple[int, int]]] = {}
    for i, a in enumerate(cards):
        row = THIRD[a]
        for b in cards[i + 1 :]:
            groups.setdefault(row[b], []).append((a, b))
    found: list[tuple[int, ...]] = []
    for pairs in groups.values():
        for i, (a, b) in enumerate(pairs):
            for c, d in pairs[i + 1 :]:
                found.append(tuple(sorted((a, b, c, d))))
    found.sort()
    return found


def has_ultra(table: Sequence[int]) -> bool:
    """True when some four of ``table`` make an UltraSet: two pairs complete to the same card (stops early)."""
    completions: set[int] = set()
    cards = list(table)
    for i, a in enumerate(cards):
        row = THIRD[a]
        for b in cards[i + 1 :]:
            if row[b] in completions:
                return True
            completions.add(row[b])
    return False


def check(cards: Sequence[int], table: Sequence[int]) -> tuple[int, ...]:
    """The four claimed cards (all leave the table); IllegalMove when the claim is not four table cards."""
    if len(cards) != 4 or len(set(cards)) != 4:
        raise IllegalMove(N_("An UltraSet claim names four different cards from the table."))
    on_table = set(table)
    for card in cards:
        if card not in on_table:
            shown = format_card(card) if type(card) is int and 0 <= card < 81 else repr(card)
            raise IllegalMove(N_("{card} is not on the table."), card=shown)
    return tuple(cards)
