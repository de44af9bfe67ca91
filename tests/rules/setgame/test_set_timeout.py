"""A buzzer that runs out: the engine's timeout event (penalty and lockout, no cards named) in play, JSON and
records."""

from __future__ import annotations

import random

import pytest

from game.rules.errors import IllegalMove, NotationError
from game.rules.setgame import SetState, new_game


def _scored_game() -> SetState:
    state = new_game(random.Random(3), 2)
    state.play(state.legal_moves(0)[0], 0, at=1.0)  # seat 0 has a point to lose
    return state


def test_a_timeout_costs_the_penalty_and_locks_the_seat_out_without_naming_cards() -> None:
    state = _scored_game()
    table = state.table
    state.timeout(0, at=6.0)
    event = state.events[-1]
    assert (event.kind, event.seat, event.cards, event.points) == ("timeout", 0, (), -1)
    assert state.scores[0] == 0 and state.table == table
    assert state.current_players() == (1,) and state.legal_moves(0) == []
    with pytest.raises(IllegalMove, match="locked out"):
        state.timeout(0)
    assert state.release(0, at=9.0)


def test_a_timeout_goes_through_json_and_the_record_exactly() -> None:
    state = _scored_game()
    state.timeout(0, at=6.0)
    text = state.record()
    assert "2. seat 0 timeout @6.0" in text.splitlines()
    again = SetState.replay(text)
    assert again.events == state.events and again.scores == state.scores
    assert SetState.from_json(state.to_json()).to_json() == state.to_json()
    with pytest.raises(NotationError, match="names no cards"):
        SetState.replay(text.replace("seat 0 timeout @6.0", "seat 0 timeout 1rso,2gtd,3pod @6.0"))


def test_a_lone_player_times_out_without_a_lockout_and_never_below_zero() -> None:
    state = new_game(random.Random(3), 1)
    state.timeout(0)
    assert list(state.scores) == [0] and state.current_players() == (0,)
