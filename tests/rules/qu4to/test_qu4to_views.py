"""What a seat may see (observation), consistent re-deals (determinize), and conservation of the 60 cards."""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st
from qu4to_helpers import position

from game.rules.qu4to.cards import CODE_TEXT, COPIES, KIND_CHARS, NUM_KINDS
from game.rules.qu4to.moves import Play
from game.rules.qu4to.state import Qu4toState
from game.rules.qu4to.views import backs, unseen_kinds


def all_cards(state: Qu4toState) -> Counter:
    """Every card's kind: hands + deck + discard + table + a card being drawn + 4s taken out at a reshuffle."""
    kinds = Counter()
    for hand in state.hands:
        for code, n in enumerate(hand):
            kinds[code >> 1] += n
    kinds.update(state.deck)
    kinds.update(state.discard)
    kinds.update(c >> 1 for c in state.table)
    kinds.update(state.out)
    if state.pending is not None:
        kinds[state.pending] += 1
    return kinds


FULL = Counter(dict(enumerate(COPIES)))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 5), play_bias=st.floats(0.0, 1.0))
def test_the_sixty_cards_are_always_accounted_for(seed: int, players: int, play_bias: float) -> None:
    rng = random.Random(seed)
    state = Qu4toState(rng, players)
    while not state.is_terminal:
        assert all_cards(state) == FULL
        assert state.sizes == [sum(h) for h in state.hands]
        moves = state.legal_moves()
        plays = [m for m in moves if type(m) is Play]
        state.play(rng.choice(plays) if plays and rng.random() < play_bias else rng.choice(moves))
    assert all_cards(state) == FULL


def _mid_game(seed: int, players: int = 4, steps: int = 40) -> Qu4toState:
    rng = random.Random(seed)
    state = Qu4toState(rng, players)
    for _ in range(steps):
        state.play(rng.choice(state.legal_moves()))
    return state


def test_observation_hides_other_hands_and_the_deck_order_but_shows_backs() -> None:
    for seed in range(30):
        state = _mid_game(seed)
        for player in range(4):
            obs = state.observation(player)
            text = json.dumps(obs)
            assert obs["deck"] == len(state.deck)
            for seat, hand in enumerate(obs["hands"]):
                assert hand["count"] == state.sizes[seat]
                green, blue = backs(state, seat)
                assert hand["backs"] == {"green": green, "blue": blue}
                assert ("cards" in hand) == (seat == player)
            assert obs["hands"][player]["cards"] == [CODE_TEXT[c] for c in state.hand_codes(player)]
            # The same view whatever the hidden cards are: re-deal them and compare.
            other = state.determinize(player, random.Random(seed + 99))
            assert json.dumps(other.observation(player)) == text


def test_observation_never_names_the_deck_order() -> None:
    state = _mid_game(3, steps=5)
    deck_text = "".join(KIND_CHARS[k] for k in state.deck)
    obs = json.dumps(state.observation(0))
    assert deck_text not in obs and len(deck_text) > 10


def test_a_drawn_card_is_seen_only_by_its_drawer() -> None:
    state = position(["5g 9g", "1g 7g", "1g 2g"], turn=1, table="9g", leader=0, deck="b")
    state.play(state.legal_moves()[-1])  # draw
    assert state.phase == "keep"
    assert state.observation(1)["drawing"] == {"seat": 1, "card": "b"}
    assert state.observation(0)["drawing"] == {"seat": 1, "card": None}


def test_determinize_keeps_what_the_player_saw_and_redeals_the_rest() -> None:
    for seed in range(30):
        state = _mid_game(seed, players=3 + seed % 3)
        player = seed % state.players
        world = state.determinize(player, random.Random(seed))
        assert world.hands[player] == state.hands[player]
        assert world.table == state.table and world.discard == state.discard and world.out == state.out
        assert world.sizes == state.sizes and len(world.deck) == len(state.deck)
        for seat in range(state.players):
            assert backs(world, seat) == backs(state, seat)
        assert all_cards(world) == FULL
        assert Counter(unseen_kinds(world, player)) == Counter(unseen_kinds(state, player))
        assert world.log is None and state.log is not None  # the original is untouched and keeps its record


def test_determinize_actually_varies_the_hidden_cards() -> None:
    state = _mid_game(11)
    deals = {tuple(map(tuple, state.determinize(0, random.Random(i)).hands[1:])) for i in range(10)}
    assert len(deals) > 5
    assert len(unseen_kinds(state, 0)) < 60 and max(unseen_kinds(state, 0)) < NUM_KINDS
