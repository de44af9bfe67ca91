"""Hypothesis properties of SET: cards conserved, JSON and records round-trip at every step, never a stall."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.errors import IllegalMove
from game.rules.setgame import DECK, JUNIOR_DECK, Claim, SetState, has_set, is_set, new_game


def accounted(state: SetState) -> list[int]:
    taken = [c for seat in range(state.num_players) for c in state.taken(seat)]
    return sorted(list(state._deck) + list(state.table) + taken)


def act(state: SetState, rng: random.Random, wrong_rate: float) -> None:
    """One random action: a take, a wrong call or a release, by a seat that may act."""
    if state.locked and rng.random() < 0.25:
        state.release(rng.choice(sorted(state.locked)), at=rng.random() * 60)
        return
    seat = rng.choice(state.current_players())
    if rng.random() < wrong_rate:
        cards = rng.sample(state.table, 3)
        if not is_set(*sorted(cards)):
            before = state.scores[seat]
            state.play(Claim(tuple(cards)), seat)
            assert state.scores[seat] == max(0, before - state.options.penalty)
            return
    state.play(rng.choice(state.legal_moves(seat)), seat)


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(1, 4),
    junior=st.booleans(),
    penalty=st.integers(0, 3),
    wrong_rate=st.sampled_from([0.0, 0.2, 0.6]),
)
def test_cards_are_conserved_and_saves_round_trip_at_every_step(seed, players, junior, penalty, wrong_rate):
    rng = random.Random(seed)
    state = new_game(rng, players, junior=junior, penalty=penalty)
    full = sorted(JUNIOR_DECK if junior else DECK)
    while not state.is_terminal:
        assert accounted(state) == full
        assert has_set(state.table) or state.deck_size == 0  # the deal never leaves a stuck table
        assert len(state.table) <= 21 and all(s >= 0 for s in state.scores)
        assert state.current_players() and len(state.locked) < players
        data = state.to_json()
        assert SetState.from_json(data).to_json() == data
        act(state, rng, wrong_rate)
    assert accounted(state) == full
    assert state.legal_moves(0) == [] and state.current_players() == ()
    assert sum(len(state.taken(s)) for s in range(players)) == 3 * sum(e.kind == "take" for e in state.events)
    again = SetState.replay(state.record())
    assert again.to_json() == state.to_json() and again.record() == state.record()


@settings(max_examples=30, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.integers(2, 4))
def test_nothing_changes_after_an_illegal_claim(seed, players):
    rng = random.Random(seed)
    state = new_game(rng, players)
    for _ in range(rng.randrange(1, 8)):
        act(state, rng, 0.3)
        if state.is_terminal:
            return
    before = state.to_json()
    off_table = [c for c in DECK if c not in state.table]
    for bad in (
        Claim((state.table[0], state.table[1], rng.choice(off_table))),
        Claim((state.table[0], state.table[0], state.table[1])),
    ):
        try:
            state.play(bad, rng.randrange(players))
        except IllegalMove:
            pass
        else:
            raise AssertionError(f"{bad} was accepted")
    assert state.to_json() == before
