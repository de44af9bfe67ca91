"""Every game in the catalog, driven only through the game-neutral protocol (game.rules.base).

Seeded random playouts: only legal moves are offered and accepted, the seats to act are the seats with moves,
JSON round-trips at every ply, an observation is the same for any re-deal of what that seat cannot see, returns
sum as the family says, and a finished game replays from its text record. New families are picked up from the
catalog automatically.
"""

from __future__ import annotations

import json
import random

import pytest

from game import catalog
from game.rules.base import GameState
from game.rules.errors import IllegalMove

# Extra option sets worth a playout beyond each menu entry's own (variants the setup screens offer).
EXTRA = {
    "quarto": [
        {"squares": True, "calls": "manual"},
        {"pieces": "aces", "board": "unmarked", "draw_pile": True, "calls": "manual"},
        {"pieces": "aces", "board": "unmarked", "must_touch": True},
        {"pieces": "common", "draw_pile": True},
    ],
    "set": [{"players": 3}, {"players": 2, "junior": True}],
    "qu4to": [{"players": 2}, {"players": 5}],
}
CASES = [(g.id, {}) for g in catalog.GAMES.values() if g.family in catalog.FAMILIES] + [
    (next(g.id for g in catalog.GAMES.values() if g.family == fam), extra)
    for fam, extras in EXTRA.items()
    for extra in extras
]
SEEDS = range(4)
MAX_PLIES = 3000


def _json_round_trip(state: GameState) -> None:
    data = json.loads(json.dumps(state.to_json()))
    again = type(state).from_json(data)
    assert again.to_json() == data
    assert again.current_players() == state.current_players()
    for seat in state.current_players():
        assert again.legal_moves(seat) == state.legal_moves(seat)


def _observations_hide(state: GameState, rng: random.Random) -> None:
    for seat in range(state.num_players):
        seen = state.observation(seat)
        assert json.loads(json.dumps(seen)) == seen
        assert state.determinize(seat, rng).observation(seat) == seen


@pytest.mark.parametrize(("game_id", "extra"), CASES, ids=[f"{g}-{i}" for i, (g, _) in enumerate(CASES)])
@pytest.mark.parametrize("seed", SEEDS)
def test_random_playout_through_the_protocol(game_id: str, extra: dict, seed: int) -> None:
    rng = random.Random(seed)
    state = catalog.new_state(game_id, random.Random(seed), **extra)
    assert isinstance(state, GameState)
    assert state.family == catalog.game(game_id).family
    for _ply in range(MAX_PLIES):
        if state.is_terminal:
            break
        seats = state.current_players()
        assert seats, "a game that is not over must let someone act"
        for seat in range(state.num_players):
            assert bool(state.legal_moves(seat)) == (seat in seats)
        seat = rng.choice(seats)
        move = rng.choice(state.legal_moves(seat))
        state.play(move, seat)
        _json_round_trip(state)
        if _ply % 7 == 0:
            _observations_hide(state, rng)
    else:
        pytest.fail(f"no end after {MAX_PLIES} plies")
    assert state.current_players() == ()
    assert all(state.legal_moves(seat) == [] for seat in range(state.num_players))
    with pytest.raises(IllegalMove):
        state.play(move, seat)
    returns = state.returns()
    assert len(returns) == state.num_players
    if state.returns_sum is not None:
        assert sum(returns) == pytest.approx(state.returns_sum)
    _observations_hide(state, rng)
    replayed = type(state).replay(state.record())  # the record is the game's history (not its RNG's future)
    assert replayed.record() == state.record()
    assert replayed.returns() == returns
    assert all(replayed.observation(p) == state.observation(p) for p in range(state.num_players))


@pytest.mark.parametrize("family_id", sorted(catalog.FAMILIES))
def test_a_move_of_another_kind_is_refused_with_a_sentence(family_id: str) -> None:
    game_id = next(g.id for g in catalog.GAMES.values() if g.family == family_id)
    state = catalog.new_state(game_id, random.Random(1))
    before = state.to_json()
    with pytest.raises(IllegalMove) as err:
        state.play(object(), state.current_players()[0])
    assert str(err.value).endswith(".") and " " in str(err.value)
    assert state.to_json() == before


def test_the_catalog_lists_each_game_once_and_every_family_loads() -> None:
    assert len({g.title for g in catalog.GAMES.values()}) == len(catalog.GAMES)
    for fam in catalog.FAMILIES.values():
        assert issubclass(catalog.load(fam.state), GameState)
        assert callable(catalog.load(fam.rules))
    with pytest.raises(KeyError, match="no game 'chess'"):
        catalog.game("chess")
