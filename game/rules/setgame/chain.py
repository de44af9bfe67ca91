"""Set-Chain: after the first SET, every SET is one card of the previous SET (which lies apart from the table)
and two cards from the table (docs/rules.md, "SET's other modes").

The previous SET is the *chain*: three cards that left the table. Only the two table cards of a chained SET leave
the table; the SET taken becomes the next chain.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import N_
from game.rules.errors import IllegalMove
from game.rules.setgame.cards import THIRD, all_sets, format_card


def chain_sets(table: Sequence[int], chain: Sequence[int]) -> list[tuple[int, ...]]:
    """Every SET that may be taken: with no chain yet, every SET on the table; else each SET of one chain card
    and two table cards, as (chain card, x, y) with x < y, in increasing order."""
    if not chain:
        return list(all_sets(table))
    links = 0
    for card in chain:
        links |= 1 << card
    cards = sorted(table)
    found: list[tuple[int, ...]] = [
        (c, a, b)
        for i, a in enumerate(cards)
        for row in (THIRD[a],)
        for b in cards[i + 1 :]
        if links >> (c := row[b]) & 1
    ]
    found.sort()
    return found


def leaving(cards: Sequence[int], table: Sequence[int], chain: Sequence[int]) -> tuple[int, ...]:
    """The cards of a claim that leave the table (three for the first SET, then the two that are not the chain
    card); IllegalMove, in a player's words, when the claim cannot be a Set-Chain SET at all."""
    if len(cards) != 3 or len(set(cards)) != 3:
        raise IllegalMove(N_("A claim names three different cards from the table."))
    on_table = set(table)
    linked = [c for c in cards if c in chain]
    for card in cards:
        if card not in on_table and card not in chain:
            shown = format_card(card) if type(card) is int and 0 <= card < 81 else repr(card)
            raise IllegalMove(N_("{card} is not on the table."), card=shown)
    if chain and len(linked) != 1:
        raise IllegalMove(
            N_("In Set-Chain, every SET after the first uses exactly one card of the previous SET.")
        )
    return tuple(c for c in cards if c not in chain)
