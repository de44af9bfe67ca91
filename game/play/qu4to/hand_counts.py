"""HEADLESS. What the QU4TO coach counts in a hand: the fewest sets it plays out in after a play, a rotation, a kept
card or a new hand's orientation, the 4s held and played, and the one thing a set does besides being played."""

from __future__ import annotations

from game.ai.qu4to_ai import min_sets, values_of
from game.rules.qu4to.cards import QU4TO, VALUE
from game.rules.qu4to.moves import Play, Rotate
from game.rules.qu4to.state import Qu4toState

#: What a set does besides being played: ("empty", points), ("scored", 0), ("kept", 4s held back) or
#: ("left", the sets the hand then needs).
Effect = tuple[str, int]


def hand_values(state: Qu4toState, seat: int) -> list[int]:
    return values_of(state.hands[seat])


def sets_left(values: list[int]) -> int:
    """The fewest sets a hand (counts per value) plays out in."""
    return min_sets(tuple(values))


def after_play(state: Qu4toState, seat: int, move: Play) -> list[int]:
    values = hand_values(state, seat)
    for c in move.codes:
        values[VALUE[c]] -= 1
    return values


def after_rotate(state: Qu4toState, seat: int, move: Rotate) -> list[int]:
    values = hand_values(state, seat)
    values[VALUE[move.code]] -= 1
    values[VALUE[move.code ^ 1]] += 1
    return values


def fours_in(codes: tuple[int, ...]) -> int:
    return sum(1 for c in codes if c >= QU4TO * 2)


def fours_held(state: Qu4toState, seat: int) -> int:
    hand = state.hands[seat]
    return hand[QU4TO * 2] + hand[QU4TO * 2 + 1]


def kept_up(state: Qu4toState, seat: int, up: int) -> list[int]:
    values = hand_values(state, seat)
    if state.pending is not None:
        values[VALUE[state.pending * 2 + up]] += 1
    return values


def oriented(state: Qu4toState, seat: int, up: int) -> list[int]:
    """The hand's values held ``up`` (at the round's start every card is held green-up)."""
    values = [0] * 12
    for code in state.hand_codes(seat):
        values[VALUE[(code & ~1) | up]] += 1
    return values


def effect(state: Qu4toState, move: Play) -> Effect:
    """The one thing a set does besides being played: going out, a QU4TO point, 4s kept back, or else the sets
    the hand needs afterwards."""
    seat = state.turn
    if len(move.codes) == state.sizes[seat]:
        return "empty", state.holders() - 1  # the others still holding cards once this hand is empty
    fours = fours_in(move.codes)
    if state.table and fours and state.players > 2:
        return "scored", 0
    kept = fours_held(state, seat) - fours
    if kept and state.players > 2:
        return "kept", kept
    return "left", sets_left(after_play(state, seat, move))
