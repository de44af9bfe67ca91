"""Draw pile: the deal, private hands, drawing before giving, and what observations hide."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.errors import IllegalMove
from game.rules.quarto import Give, Place, QuartoState, Variant
from game.rules.quarto.fast import random_move

PILE = Variant(pieces="aces", draw_pile=True)
DEAL = (3, 9, 12, 0, 5, 6, 7, 8, 1, 2, 4, 10, 11, 13, 14, 15)


def test_deal_two_each_and_the_giver_draws_first():
    state = QuartoState(PILE, random.Random(0), first_giver=0, deal=DEAL)
    assert state.hand_of(0) == (3, 5, 9)  # two dealt + the top of the pile
    assert state.hand_of(1) == (0, 12)
    assert state.pile_size == 11
    assert state.pool == (3, 5, 9)
    with pytest.raises(IllegalMove, match="not in your hand"):
        state.play(Give(0))
    state.play(Give(9))
    assert state.pool == (0, 12)  # the placer's hand, before drawing
    state.play(Place(0))
    assert state.hand_of(1) == (0, 6, 12) and state.pile_size == 10
    state.undo()
    assert state.hand_of(1) == (0, 12) and state.pile_size == 11


def test_first_giver_gets_the_first_pair():
    state = QuartoState(PILE, random.Random(0), first_giver=1, deal=DEAL)
    assert state.hand_of(1) == (3, 5, 9) and state.hand_of(0) == (0, 12)


def test_the_deal_comes_from_the_rng():
    a = QuartoState(PILE, random.Random(42))
    b = QuartoState(PILE, random.Random(42))
    c = QuartoState(PILE, random.Random(43))
    assert a._deal == b._deal and a._deal != c._deal
    with pytest.raises(ValueError):
        QuartoState(PILE, random.Random(0), deal=(0,) * 16)


def test_all_sixteen_cards_are_always_accounted_for():
    rng = random.Random(3)
    for _ in range(100):
        state = QuartoState(PILE, rng)
        while not state.is_over:
            cards = (
                [p for p in state.board if p is not None] + list(state.hand_of(0)) + list(state.hand_of(1))
            )
            cards += list(state._deal[16 - state.pile_size :]) + (
                [state.hand] if state.hand is not None else []
            )
            assert sorted(cards) == list(range(16))
            state.play(random_move(state, rng))


def test_observation_hides_the_other_hand_and_the_pile_order():
    # Same hand for seat 1, different hand for seat 0 and a different pile order.
    other = (3, 10, 12, 0, 5, 9, 1, 8, 7, 2, 4, 6, 11, 13, 14, 15)
    a = QuartoState(PILE, random.Random(0), deal=DEAL)
    b = QuartoState(PILE, random.Random(0), deal=other)
    obs_a, obs_b = a.observation(1), b.observation(1)
    assert obs_a == obs_b
    assert obs_a["my_hand"] == [0, 12] and obs_a["opponent_hand_size"] == 3 and obs_a["pile_size"] == 11
    assert obs_a["pool"] is None  # it is seat 0's turn to give
    assert sorted(obs_a["unseen"]) == sorted(set(range(16)) - {0, 12})
    assert a.observation(0) != b.observation(0)
    assert a.observation(0)["pool"] == [3, 5, 9]
    text = json.dumps(obs_a)
    assert "deal" not in text


def test_json_keeps_the_deal_for_an_exact_reload():
    rng = random.Random(5)
    state = QuartoState(Variant(pieces="common", draw_pile=True, board="unmarked", calls="manual"), rng)
    for _ in range(9):
        state.play(random_move(state, rng))
    again = QuartoState.from_json(json.dumps(state.to_json()))
    assert again.hand_of(0) == state.hand_of(0) and again.hand_of(1) == state.hand_of(1)
    assert again.board == state.board and again.pile_size == state.pile_size


def test_determinize_keeps_what_the_seat_sees_and_reshuffles_the_rest():
    rng = random.Random(12)
    state = QuartoState(PILE, rng)
    for _ in range(5):
        state.play(random_move(state, rng))
    seat = state.to_move
    samples = [state.determinize(seat, random.Random(i)) for i in range(12)]
    for sample in samples:
        obs = sample.observation(seat)
        mine = state.observation(seat)
        assert obs == mine  # the public history stays; only what the seat cannot see is re-dealt
        assert sample.history == state.history and sample.legal_moves() == state.legal_moves()
        with pytest.raises(IllegalMove):
            sample.undo()  # the re-dealt world has no past to take back
        with pytest.raises(ValueError):
            sample.to_json()
        while not sample.is_over:  # a sampled world plays to the end like any other
            sample.play(random_move(sample, rng))
    assert len({sample.hand_of(1 - seat) for sample in samples}) > 1
    assert state.determinize(seat, random.Random(0)).hand_of(seat) == state.hand_of(seat)


def test_random_first_giver():
    seen = {QuartoState(Variant(), random.Random(s), first_giver=None).first_giver for s in range(20)}
    assert seen == {0, 1}
