"""A joiner's table is rebuilt from the observation the host sends it: for random reachable states of every
variant the friends may play, the rebuilt state shows that seat exactly what the host's state showed it."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import catalog
from game.net.observed import REBUILDERS, rebuilder

VARIANTS = [
    ("quarto", {}),
    ("quarto", {"squares": True, "calls": "manual"}),
    ("quarto", {"pieces": "aces", "board": "unmarked", "draw_pile": True, "calls": "manual"}),
    ("quarto", {"pieces": "common", "draw_pile": True}),
    ("qu4to", {"players": 2}),
    ("qu4to", {"players": 3}),
    ("qu4to", {"players": 5}),
    ("set", {"players": 1}),
    ("set", {"players": 3}),
    ("set", {"players": 2, "junior": True}),
]


def reachable(game_id: str, extra: dict, seed: int, plies: int):
    """A state after up to ``plies`` random legal moves (its end, if it comes first)."""
    rng = random.Random(seed)
    state = catalog.new_state(game_id, random.Random(seed), **extra)
    for _ in range(plies):
        if state.is_terminal:
            break
        seat = rng.choice(list(state.current_players()))
        state.play(rng.choice(state.legal_moves(seat)), seat)
    return state


@pytest.mark.parametrize(
    ("game_id", "extra"), VARIANTS, ids=[f"{g}-{i}" for i, (g, _) in enumerate(VARIANTS)]
)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(0, 400))
def test_the_rebuilt_state_shows_the_seat_what_the_host_showed(
    game_id: str, extra: dict, seed: int, plies: int
):
    state = reachable(game_id, extra, seed, plies)
    rebuild = rebuilder(catalog.game(game_id).family)
    for seat in range(state.num_players):
        seen = json.loads(json.dumps(state.observation(seat)))  # as it came over the wire
        again = rebuild(seen)
        assert again.observation(seat) == seen
        assert again.is_terminal == state.is_terminal
        assert again.current_players() == state.current_players()
        if seat in state.current_players():
            assert sorted(map(str, again.legal_moves(seat))) == sorted(map(str, state.legal_moves(seat)))


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(0, 10_000), plies=st.integers(50, 1500))
def test_a_qu4to_friend_sees_the_rounds_past_too(seed: int, plies: int) -> None:
    from game.rules.qu4to import friend_view, from_observation

    state = reachable("qu4to", {"players": 3}, seed, plies)
    view = json.loads(json.dumps(friend_view(state, 1)))
    again = from_observation(view)
    assert again.history == state.history and again.last_finish == state.last_finish
    assert again.ranking() == state.ranking()
    assert friend_view(again, 1) == view


def test_every_family_a_friend_may_play_has_a_rebuilder() -> None:
    assert set(REBUILDERS) == {f.id for f in catalog.FAMILIES.values()}
    with pytest.raises(ValueError, match="cannot play"):
        rebuilder("chess")
