"""Build QU4TO positions for rule tests: hands, deck and discard written as card texts."""

from __future__ import annotations

import random

from game.rules.qu4to.cards import CODE_OF_TEXT, KIND_OF_CHAR, QU4TO, SET_STRENGTH, VALUE, canon, count_codes
from game.rules.qu4to.moves import ORIENT, parse_move
from game.rules.qu4to.state import Qu4toState


def codes(text: str) -> list[int]:
    """``"5g 6g 4b"`` as held-card codes."""
    return [CODE_OF_TEXT[t] for t in text.split()]


def position(
    hands: list[str],
    deck: str = "",
    discard: str = "",
    turn: int = 0,
    table: str | None = None,
    leader: int | None = None,
    qu4to_point: str = "set",
) -> Qu4toState:
    """A match in its first round after orientation, rearranged: ``deck`` and ``discard`` are kind characters
    (deck top first), ``table`` a set like ``"5g 5g"`` led by ``leader``. Cards left over are out of play."""
    state = Qu4toState(random.Random(0), len(hands), qu4to_point=qu4to_point, first_leader=turn)
    for _ in hands:
        state.play(ORIENT[0])
    state.hands = [count_codes(codes(h)) for h in hands]
    state.sizes = [len(h.split()) for h in hands]
    state.deck = [KIND_OF_CHAR[ch] for ch in deck][::-1]
    state.discard = [KIND_OF_CHAR[ch] for ch in discard]
    state.plain_discards = sum(1 for k in state.discard if k != QU4TO)
    if table:
        state.table = canon(codes(table))
        state.table_strength = SET_STRENGTH[tuple(sorted(VALUE[c] for c in state.table))]
        state.leader = leader
    state.turn = turn
    return state


def play(state: Qu4toState, *texts: str) -> None:
    """Play moves written in notation, each by the seat to act."""
    for text in texts:
        state.play(parse_move(text))
