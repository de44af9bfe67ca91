"""Set-Chain and UltraSet: every found answer is valid, the finders agree with brute force, whole random games end
with cards conserved, saves and records round-trip, malformed claims are refused in a player's words."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.errors import IllegalMove, NotationError
from game.rules.setgame import DECK, JUNIOR_DECK, Claim, SetOptions, SetState, is_set, new_game
from game.rules.setgame.chain import chain_sets
from game.rules.setgame.modes import answers
from game.rules.setgame.ultra import has_ultra, pairing, ultra_sets

cards_st = st.lists(st.sampled_from(DECK), min_size=0, max_size=18, unique=True)


def brute_ultra(table: list[int]) -> list[tuple[int, ...]]:
    """Four cards and any of their three pairings whose pairs complete to the same card (by the definition)."""
    out = []
    for four in itertools.combinations(sorted(table), 4):
        a, b, c, d = four
        for (p, q), (r, s) in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))):
            if next(x for x in DECK if is_set(*sorted((p, q, x))) if x not in (p, q)) == next(
                x for x in DECK if x not in (r, s) and is_set(*sorted((r, s, x)))
            ):
                out.append(four)
                break
    return out


def brute_chain(table: list[int], chain: tuple[int, ...]) -> list[tuple[int, ...]]:
    out = []
    for link in chain:
        for a, b in itertools.combinations(sorted(table), 2):
            if is_set(*sorted((link, a, b))):
                out.append((link, a, b))
    return sorted(out)


@settings(max_examples=60, deadline=None)
@given(table=cards_st)
def test_the_ultraset_finder_agrees_with_brute_force(table):
    found = ultra_sets(table)
    assert found == sorted(brute_ultra(table))
    assert has_ultra(table) == bool(found)
    for four in found:
        p = pairing(four)
        assert p is not None and p.fifth not in four
        assert is_set(*sorted((*p.first, p.fifth))) and is_set(*sorted((*p.second, p.fifth)))


@settings(max_examples=60, deadline=None)
@given(cards=st.lists(st.sampled_from(DECK), min_size=3, max_size=21, unique=True), data=st.data())
def test_the_chain_finder_agrees_with_brute_force(cards, data):
    chain, table = tuple(cards[:3]), cards[3:]
    found = chain_sets(table, chain)
    assert found == brute_chain(table, chain)
    for link, a, b in found:
        assert link in chain and is_set(*sorted((link, a, b)))
    assert chain_sets(table, ()) == answers("classic", table)


def test_at_most_one_pairing_of_four_cards_works():
    rng = random.Random(5)
    for _ in range(3000):
        four = rng.sample(DECK, 4)
        a, b, c, d = four
        works = [
            pairing((p, q, r, s)) is not None and pairing((p, q, r, s)).first == tuple(sorted((p, q)))
            for (p, q), (r, s) in (((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c)))
        ]
        assert sum(works) <= 1


def _accounted(state: SetState) -> list[int]:
    taken = [c for seat in range(state.num_players) for c in state.taken(seat)]
    return sorted([*state.deck, *state.table, *taken])


def _act(state: SetState, rng: random.Random, wrong_rate: float) -> None:
    if state.locked and rng.random() < 0.25:
        state.release(rng.choice(sorted(state.locked)))
        return
    seat = rng.choice(state.current_players())
    if rng.random() < wrong_rate:
        size = state.options.claim_size
        cards = rng.sample(state.table, size - (1 if state.chain else 0)) + (
            [rng.choice(state.chain)] if state.chain else []
        )
        if Claim(tuple(cards)) not in state.legal_moves(seat):
            before = state.scores[seat]
            state.play(Claim(tuple(cards)), seat)
            assert state.events[-1].kind == "wrong"
            assert state.scores[seat] == max(0, before - state.options.penalty)
            return
    state.play(rng.choice(state.legal_moves(seat)), seat)


@settings(max_examples=30, deadline=None)
@given(
    seed=st.integers(0, 2**32),
    players=st.integers(1, 4),
    junior=st.booleans(),
    mode=st.sampled_from(["chain", "ultra"]),
    wrong_rate=st.sampled_from([0.0, 0.2]),
)
def test_a_whole_random_game_ends_with_cards_conserved_and_saves_round_trip(
    seed, players, junior, mode, wrong_rate
):
    rng = random.Random(seed)
    state = new_game(rng, players, junior=junior, mode=mode)
    full = sorted(JUNIOR_DECK if junior else DECK)
    chained: tuple[int, ...] = ()
    steps = 0
    while not state.is_terminal:
        steps += 1
        assert steps < 500
        # the chain is the previous SET; its cards are out of play, the rest are accounted for
        assert sorted([*_accounted(state)]) == full
        assert answers(mode, state.table, state.chain) == list(state.sets_on_table)
        assert state.sets_on_table or state.deck_size == 0  # never stuck while the deck lasts
        for claim in state.legal_moves(state.current_players()[0]):
            if mode == "ultra":
                assert pairing(claim.cards) is not None and all(c in state.table for c in claim.cards)
            else:
                assert is_set(*claim.cards)
                if state.chain:
                    assert sum(c in state.chain for c in claim.cards) == 1
        data = state.to_json()
        assert SetState.from_json(data).to_json() == data
        takes = sum(e.kind == "take" for e in state.events)
        _act(state, rng, wrong_rate)
        if mode == "chain" and sum(e.kind == "take" for e in state.events) > takes:
            taken = state.events[-1].cards
            assert state.chain == taken
            if chained:
                assert len(set(taken) & set(chained)) == 1
            chained = taken
    assert _accounted(state) == full
    assert state.legal_moves(0) == [] and state.current_players() == ()
    assert not answers(mode, state.table, state.chain) and state.deck_size == 0
    again = SetState.replay(state.record())
    assert again.to_json() == state.to_json() and again.record() == state.record()
    assert f'[Mode "{mode}"]' in state.record()


def test_old_saves_and_records_read_as_classic():
    state = new_game(random.Random(1), 2)
    data = state.to_json()
    assert "mode" not in data["options"] and "[Mode" not in state.record()
    assert SetState.from_json(data).mode == "classic"
    assert SetOptions.from_json({"junior": False, "penalty": 1}).mode == "classic"
    with pytest.raises(NotationError):
        SetOptions.from_json({"junior": False, "penalty": 1, "mode": "speed"})
    with pytest.raises(ValueError):
        new_game(random.Random(1), 1, mode="speed")


def test_a_record_with_a_bad_mode_names_the_line():
    state = new_game(random.Random(2), 1, mode="ultra")
    text = state.record().replace('[Mode "ultra"]', '[Mode "mega"]')
    with pytest.raises(NotationError, match="line 5: Mode must be classic, chain or ultra"):
        SetState.replay(text)


def test_the_observation_says_the_mode_and_the_chain():
    rng = random.Random(3)
    state = new_game(rng, 2, mode="chain")
    seen = state.observation(1)
    assert seen["mode"] == "chain" and seen["chain"] == [] and seen["options"]["mode"] == "chain"
    state.play(state.legal_moves(0)[0], 0)
    seen = state.observation(1)
    assert len(seen["chain"]) == 3 and "deck" not in seen
    assert new_game(rng, 1).observation(0)["mode"] == "classic"


def test_set_chain_refuses_claims_without_exactly_one_card_of_the_previous_set():
    rng = random.Random(4)
    state = new_game(rng, 2, mode="chain")
    first = state.legal_moves(0)[0]
    state.play(first, 0)
    before = state.to_json()
    with pytest.raises(IllegalMove, match="exactly one card of the previous SET"):
        state.play(Claim(tuple(state.table[:3])), 1)
    with pytest.raises(IllegalMove, match="exactly one card of the previous SET"):
        state.play(Claim((*state.chain[:2], state.table[0])), 1)
    with pytest.raises(IllegalMove, match="not on the table"):
        off = next(c for c in DECK if c not in state.table and c not in state.chain)
        state.play(Claim((state.chain[0], state.table[0], off)), 1)
    assert state.to_json() == before
    # a chained SET: only its two table cards leave the table, and it becomes the next chain
    claim = state.legal_moves(1)[0]
    link = next(c for c in claim.cards if c in state.chain)
    state.play(claim, 1)
    assert state.chain == claim.cards and link not in state.table
    assert state.taken(1) == tuple(c for c in claim.cards if c != link)


def test_ultraset_refuses_three_cards_and_takes_four():
    rng = random.Random(6)
    state = new_game(rng, 1, mode="ultra")
    with pytest.raises(IllegalMove, match="four different cards"):
        state.play(Claim(tuple(state.table[:3])))
    claim = state.legal_moves()[0]
    deck = state.deck_size
    state.play(claim)
    assert state.events[-1].kind == "take" and len(state.events[-1].cards) == 4
    assert state.deck_size == deck - 4 and len(state.table) == 12
    assert not set(claim.cards) & set(state.table)


def test_the_sim_runs_each_mode_and_refuses_an_unknown_one_in_one_line(capsys):
    import json

    from game.sim import main

    for mode in ("chain", "ultra"):
        assert main(["set", "--mode", mode, "--games", "30", "--seed", "2"]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["mode"] == mode and out["games"] == 30 and sum(out["cards_left"].values()) == 30
        assert sum(out["answers"].values()) == round(out["mean_sets"] * 30)
    assert out["max_table"] == 12 and out["deals_short"] == 0.0  # 12 cards hold an UltraSet
    assert main(["set", "--mode", "speed", "--games", "3"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "speed" in err
