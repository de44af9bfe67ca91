"""Shared SET test helpers: a 20-card table without a SET (the largest there is) and deals built around it."""

from __future__ import annotations

import random

from game.rules.setgame import DECK, SetState, parse_cards

#: 20 cards with no SET among them (found by a seeded greedy search); any 21 cards hold a SET.
CAP20 = parse_cards(
    "1rso,1rsd,1roo,1rod,1pts,1ptd,1gto,1gts,2rts,2ros,2pto,2poo,2gso,2gss,3rss,3rts,3pos,3pod,3gsd,3gtd"
)


def deal_starting(first: list[int] | tuple[int, ...]) -> list[int]:
    """A full-deck deal order that begins with ``first`` and then the other cards in id order."""
    rest = [c for c in DECK if c not in set(first)]
    return list(first) + rest


def random_finished(seed: int, players: int = 2) -> SetState:
    """A seeded game played to the end, taking SETs at random, one wrong call now and then."""
    rng = random.Random(seed)
    state = SetState(rng, players)
    while not state.is_terminal:
        seat = rng.choice(state.current_players())
        moves = state.legal_moves(seat)
        if rng.random() < 0.1:
            cards = rng.sample(state.table, 3)
            state.play(_claim(cards), seat, at=round(rng.random() * 100, 3))
        else:
            state.play(rng.choice(moves), seat)
        if state.locked and rng.random() < 0.3:
            state.release(min(state.locked))
    return state


def _claim(cards):
    from game.rules.setgame import Claim

    return Claim(tuple(cards))
