"""Match scoring and the first-giver rule for the next game."""

from __future__ import annotations

import random

import pytest

from game.rules.errors import IllegalMove
from game.rules.quarto import Match, QuartoState, Variant
from game.rules.quarto.fast import random_move


def finish_randomly(state: QuartoState, rng: random.Random) -> QuartoState:
    while not state.is_over:
        state.play(random_move(state, rng))
    return state


def test_alternating_first_giver_and_running_score():
    rng = random.Random(1)
    match = Match(Variant(), rng, first_giver=0)
    assert match.first_giver_rule == "alternate"
    givers = []
    for _ in range(6):
        state = match.new_game()
        givers.append(state.first_giver)
        match.finish(finish_randomly(state, rng))
    assert givers == [0, 1, 0, 1, 0, 1]
    assert sum(match.score) + match.draws == 6 == match.games_played
    assert match.score == [match.results.count(0), match.results.count(1)]


@pytest.mark.parametrize("pieces", ["aces", "common"])
def test_aces_and_faces_last_placer_gives_first(pieces):
    rng = random.Random(2)
    match = Match(Variant(pieces=pieces), rng, first_giver=1)
    assert match.first_giver_rule == "last_placer"
    for _ in range(8):
        state = finish_randomly(match.new_game(), rng)
        match.finish(state)
        assert match.next_first_giver == state.last_placer


@pytest.mark.parametrize("pieces", ["aces", "common"])
def test_with_the_draw_pile_the_last_placer_deals_and_the_dealers_opponent_starts(pieces):
    rng = random.Random(4)
    match = Match(Variant(pieces=pieces, draw_pile=True), rng, first_giver=0)
    for _ in range(8):
        state = match.new_game()
        assert state.first_giver == match.next_first_giver
        match.finish(finish_randomly(state, rng))
        assert match.next_first_giver == 1 - state.last_placer


def test_a_game_is_scored_once():
    rng = random.Random(5)
    match = Match(Variant(), rng, first_giver=0)
    state = finish_randomly(match.new_game(), rng)
    match.finish(state)
    before = match.to_json()
    with pytest.raises(IllegalMove, match="already been scored"):
        match.finish(state)
    assert match.to_json() == before and match.games_played == 1
    with pytest.raises(IllegalMove, match="other rules"):
        match.finish(finish_randomly(QuartoState(Variant(pieces="set"), rng), rng))
    with pytest.raises(IllegalMove, match="not a Quarto game"):
        match.finish(None)


def test_random_first_giver_comes_from_the_rng_and_unfinished_games_are_refused():
    seen = {Match(Variant(), random.Random(seed)).next_first_giver for seed in range(20)}
    assert seen == {0, 1}
    match = Match(Variant(), random.Random(0), first_giver=0)
    with pytest.raises(ValueError, match="finished"):
        match.finish(match.new_game())


def test_match_json_round_trip_and_leader():
    rng = random.Random(3)
    match = Match(Variant(pieces="set"), rng, first_giver=0)
    for _ in range(3):
        match.finish(finish_randomly(match.new_game(), rng))
    again = Match.from_json(match.to_json())
    assert (again.score, again.draws, again.results, again.next_first_giver) == (
        match.score,
        match.draws,
        match.results,
        match.next_first_giver,
    )
    assert match.leader() in (None, 0, 1)
    match.score = [2, 1]
    assert match.leader() == 0
