"""SET dealing, claims, wrong calls, lockouts and the end of the game, through the SetState protocol."""

from __future__ import annotations

import random

import pytest
from set_helpers import CAP20, deal_starting, random_finished

from game.rules.errors import IllegalMove
from game.rules.setgame import (
    JUNIOR_DECK,
    Card,
    Claim,
    SetOptions,
    SetState,
    all_sets,
    has_set,
    is_set,
    new_game,
)


def seeded_with_set_in_twelve(seed: int = 0, players: int = 1, **options) -> SetState:
    """A game whose first 12 cards hold a SET, so the table opens at 12."""
    while True:
        state = new_game(random.Random(seed), players, **options)
        if len(state.table) == 12:
            return state
        seed += 1


def a_wrong_claim(state: SetState) -> Claim:
    rng = random.Random(len(state.table))
    while True:
        cards = rng.sample(state.table, 3)
        if not is_set(*sorted(cards)):
            return Claim(tuple(cards))


def test_a_new_game_deals_twelve_when_they_hold_a_set():
    state = seeded_with_set_in_twelve()
    assert len(state.table) == 12 and state.deck_size == 69
    assert state.table == state.start[:12]
    assert sorted(state.legal_moves()) == sorted(Claim(t) for t in all_sets(state.table))
    assert state.current_players() == (0,) and state.current_player == 0


def test_no_set_in_the_opening_deals_three_more_each_time_up_to_21():
    state = SetState(None, 1, deal=deal_starting(CAP20))
    assert len(state.table) == 21 and state.deck_size == 60
    assert state.table == tuple(CAP20) + (state.start[20],)
    state = SetState(None, 1, deal=deal_starting(CAP20[:15]))
    assert len(state.table) >= 18 and not has_set(state.table[:15])


def test_a_take_from_twelve_deals_back_into_the_same_slots():
    state = seeded_with_set_in_twelve(3)
    before = state.table
    claim = state.legal_moves()[0]
    state.play(claim)
    after = state.table
    assert len(after) >= 12 and state.deck_size == 69 - 3 - (len(after) - 12)
    slots = sorted(before.index(c) for c in claim.cards)
    for slot in range(12):
        if slot in slots:
            assert after[slot] not in before
        else:
            assert after[slot] == before[slot]
    assert after[:12] == tuple(
        state.start[12 + slots.index(s)] if s in slots else before[s] for s in range(12)
    )
    assert state.events[-1].dealt == tuple(c for c in after if c not in before)
    assert state.scores == (1,) and state.taken(0) == claim.cards


def _take_leaving_a_set(state: SetState) -> Claim:
    for claim in state.legal_moves():
        rest = [c for c in state.table if c not in claim.cards]
        if has_set(rest):
            return claim
    raise AssertionError("every take leaves a table without a SET")


@pytest.mark.parametrize("extra", [3, 6])
def test_no_dealing_back_when_fifteen_or_more_were_on_the_table(extra):
    state = SetState(None, 1, deal=deal_starting(CAP20[: 12 + extra - 3]))
    size, deck = len(state.table), state.deck_size
    assert size >= 12 + extra
    claim = _take_leaving_a_set(state)
    state.play(claim)
    assert len(state.table) == size - 3 and state.deck_size == deck
    assert state.events[-1].dealt == ()
    assert all(c not in state.table for c in claim.cards)


def test_after_a_take_with_no_set_left_three_more_are_dealt():
    for seed in range(200):
        state = SetState(random.Random(seed), 1)
        while not state.is_terminal:
            before, deck = len(state.table), state.deck_size
            claim = state.legal_moves()[0]
            rest = [c for c in state.table if c not in claim.cards]
            state.play(claim)
            back = max(0, min(12 - len(rest), deck))
            extra = len(state.table) - len(rest) - back
            if extra:
                assert not has_set(rest + list(state.events[-1].dealt[:back]))
                assert before - 3 + back + extra == len(state.table) and extra % 3 == 0
            assert has_set(state.table) or state.deck_size == 0
        if any(len(e.dealt) > 3 or (e.dealt and len(state.table) > 12) for e in state.events):
            return
    raise AssertionError("no game in 200 needed extra cards after a take")


def test_the_deck_runs_out_and_the_game_ends_with_no_set_left():
    state = random_finished(4)
    assert state.deck_size == 0 and not has_set(state.table) and state.is_terminal
    assert state.current_players() == () and state.legal_moves(0) == [] and state.legal_moves(1) == []
    assert len(state.table) % 3 == 0 and len(state.table) != 3
    with pytest.raises(IllegalMove, match="over"):
        state.play(Claim(tuple(state.table[:3])), 0)
    assert state.winners() == tuple(s for s in (0, 1) if state.scores[s] == max(state.scores))
    assert state.result() != "*"


def test_at_the_end_of_the_deck_the_table_shrinks_below_twelve():
    shrank = False
    for seed in range(20):
        state = SetState(random.Random(seed), 1)
        while not state.is_terminal:
            state.play(state.legal_moves()[-1])
            shrank |= len(state.table) < 12
            assert len(state.table) >= 12 or state.deck_size == 0
    assert shrank


def test_wrong_call_costs_a_point_but_never_below_zero():
    state = seeded_with_set_in_twelve(1)
    state.play(a_wrong_claim(state))
    assert state.scores == (0,) and state.events[-1].kind == "wrong" and state.events[-1].points == 0
    state.play(state.legal_moves()[0])
    state.play(state.legal_moves()[0])
    assert state.scores == (2,)
    state.play(a_wrong_claim(state))
    assert state.scores == (1,) and state.events[-1].points == -1
    state = seeded_with_set_in_twelve(1, penalty=3)
    state.play(state.legal_moves()[0])
    state.play(a_wrong_claim(state))
    assert state.scores == (0,) and state.events[-1].points == -1
    assert state.locked == frozenset()  # alone at the table: no lockout


def test_a_wrong_call_locks_the_caller_out_until_the_table_changes():
    state = seeded_with_set_in_twelve(2, players=3)
    table = state.table
    state.play(a_wrong_claim(state), 1, at=3.5)
    assert state.table == table and state.locked == {1}
    assert state.current_players() == (0, 2) and state.legal_moves(1) == []
    with pytest.raises(IllegalMove, match="locked out"):
        state.play(state.legal_moves(0)[0], 1)
    state.play(state.legal_moves(2)[0], 2)
    assert state.locked == frozenset() and state.current_players() == (0, 1, 2)
    assert [e.kind for e in state.events] == ["wrong", "take"] and state.events[0].at == 3.5


def test_release_ends_a_lockout_and_is_logged():
    state = seeded_with_set_in_twelve(2, players=2)
    state.play(a_wrong_claim(state), 0)
    assert state.release(1) is False
    assert state.release(0, at=8.0) is True
    assert state.locked == frozenset() and state.legal_moves(0)
    assert state.release(0) is False
    assert state.events[-1].kind == "release" and state.events[-1].move == 1 and state.events[-1].at == 8.0


def test_when_every_seat_would_be_locked_the_lockout_ends_for_all():
    state = seeded_with_set_in_twelve(2, players=3)
    state.play(a_wrong_claim(state), 0)
    state.play(a_wrong_claim(state), 2)
    assert state.locked == {0, 2}
    state.play(a_wrong_claim(state), 1)
    assert state.locked == frozenset() and state.current_players() == (0, 1, 2)
    state = seeded_with_set_in_twelve(2, players=2)
    state.play(a_wrong_claim(state), 1)
    state.play(a_wrong_claim(state), 0)
    assert state.locked == frozenset()


@pytest.mark.parametrize(
    "claim, message",
    [
        ("same", "three different cards"),
        ("two", "three different cards"),
        ("off", "is not on the table"),
        ("junk", "not a claim"),
        ("text", "not a claim"),
    ],
)
def test_bad_claims_are_illegal_with_a_sentence(claim, message):
    state = seeded_with_set_in_twelve(5)
    t = state.table
    off = next(c for c in range(81) if c not in t)
    move = {
        "same": Claim((t[0], t[0], t[1])),
        "two": Claim((t[0], t[1])),
        "off": Claim((t[0], t[1], off)),
        "junk": (t[0], t[1], t[2]),
        "text": "claim:1rso,1rso",
    }[claim]
    before = state.to_json()
    with pytest.raises(IllegalMove, match=message):
        state.play(move)
    assert state.to_json() == before


def test_claims_may_be_text_and_seats_must_be_named_when_several_play():
    state = seeded_with_set_in_twelve(6, players=2)
    claim = state.legal_moves(0)[0]
    with pytest.raises(IllegalMove, match="say which seat"):
        state.play(claim)
    with pytest.raises(IllegalMove, match="no seat 2"):
        state.play(claim, 2)
    assert state.current_player is None
    state.play(str(claim), 1)
    assert state.scores == (0, 1) and state.returns() == [0.0, 1.0]


def test_options_players_and_the_junior_deck():
    state = new_game(random.Random(1), 4, junior=True, penalty=2)
    assert state.options == SetOptions(junior=True, penalty=2) and state.num_players == 4
    assert set(state.table) | set(state.start) == set(JUNIOR_DECK) and state.deck_size == 15
    assert all(Card.of(c).shading == 0 for c in state.table)
    for bad in ({"players": 0}, {"players": 5}):
        with pytest.raises(ValueError):
            new_game(random.Random(1), **bad)
    with pytest.raises(ValueError, match="no option"):
        new_game(random.Random(1), colour="blue")
    with pytest.raises(ValueError):
        SetOptions(penalty=-1)


def test_junior_tables_never_need_more_than_twelve_cards():
    for seed in range(100):
        state = new_game(random.Random(seed), junior=True)
        while not state.is_terminal:
            assert len(state.table) <= 12
            state.play(state.legal_moves()[0])
        assert len(state.start) == 27 and sum(state.scores) * 3 + len(state.table) == 27


def test_observation_shows_the_deck_size_not_its_order():
    state = random_finished(9)
    live = seeded_with_set_in_twelve(9, players=2)
    seen = live.observation(1)
    assert seen["deck_size"] == live.deck_size and seen["seat"] == 1 and len(seen["table"]) == 12
    text = str(seen)
    hidden = [c for c in live.start if c not in live.table]
    from game.rules.setgame import format_card

    assert not any(format_card(c) in text for c in hidden)
    assert state.observation(0)["is_terminal"] is True
    with pytest.raises(IllegalMove):
        live.observation(3)


def test_determinize_reshuffles_only_the_deck():
    state = seeded_with_set_in_twelve(10, players=2)
    state.play(state.legal_moves(0)[0], 0)
    copies = [state.determinize(0, random.Random(s)) for s in range(5)]
    for other in copies:
        assert other.table == state.table and other.scores == state.scores and other.locked == state.locked
        assert sorted(other._deck) == sorted(state._deck)
        other.play(other.legal_moves(1)[0], 1)  # it plays on, independently of the original
    assert len({tuple(c._deck) for c in copies}) > 1
    assert state.scores == (1, 0)
    with pytest.raises(ValueError):
        copies[0].to_json()


def test_copy_is_independent():
    state = seeded_with_set_in_twelve(11, players=2)
    other = state.copy()
    other.play(other.legal_moves(0)[0], 0)
    assert state.scores == (0, 0) and state.events == () and other.scores == (1, 0)
