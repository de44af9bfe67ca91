"""Turn structure and every call-rule path: call, missed call then steal, missed by both, false call, auto."""

from __future__ import annotations

import random

import pytest

from game.rules.errors import IllegalMove
from game.rules.quarto import Call, Give, Place, QuartoState, Variant, parse_move

MANUAL = Variant(calls="manual")
# Row 0 gets pieces 0, 2, 4, 6 (all light, all solid); seat 0 makes the last placement.
TOP_ROW = "give:0 place:0 give:2 place:1 give:4 place:2 give:6 place:3"


def play(state: QuartoState, text: str) -> QuartoState:
    for token in text.split():
        state.play(parse_move(token))
    return state


def test_turns_alternate_give_then_place():
    state = QuartoState(Variant(), random.Random(0), first_giver=1)
    assert (state.phase, state.to_move, state.hand) == ("give", 1, None)
    state.play(Give(5))
    assert (state.phase, state.to_move, state.hand) == ("place", 0, 5)
    assert 5 not in state.pool and len(state.pool) == 15
    state.play(Place(10))
    assert (state.phase, state.to_move) == ("give", 0)
    assert state.board[10] == 5 and state.last_placer == 0


def test_illegal_actions_say_why():
    state = play(QuartoState(Variant(), random.Random(0)), "give:0 place:0")
    with pytest.raises(IllegalMove, match="not in the pool"):
        state.play(Give(0))
    with pytest.raises(IllegalMove, match="give one first"):
        state.play(Place(3))
    state.play(Give(1))
    with pytest.raises(IllegalMove, match="already taken by the tall light round solid piece"):
        state.play(Place(0))
    with pytest.raises(IllegalMove, match="place the piece in hand"):
        state.play(Give(2))
    with pytest.raises(IllegalMove, match="no square"):
        state.play(Place(16))
    with pytest.raises(IllegalMove, match="automatically"):
        state.play(Call())
    with pytest.raises(IllegalMove, match="not a move"):
        parse_move("jump:3")


def test_auto_win_ends_the_game_at_once():
    state = play(QuartoState(Variant(), random.Random(0)), TOP_ROW)
    assert state.is_over and state.phase == "over" and state.to_move is None
    out = state.outcome
    assert out.winner == 0 and out.how == "auto"
    assert [p.cells for p in out.patterns] == [(0, 1, 2, 3)]
    assert out.patterns[0].shared == ((0, 0), (3, 0))
    assert out.patterns[0].description == "the top row: all light, all solid"
    assert state.legal_moves() == []
    with pytest.raises(IllegalMove, match="game is over"):
        state.play(Give(7))


def test_manual_call_wins():
    state = play(QuartoState(MANUAL, random.Random(0)), TOP_ROW)
    assert not state.is_over
    window = state.call_window
    assert (window.seat, window.reason) == (0, "placed")
    assert Call() in state.legal_moves()
    assert [p.cells for p in state.winning_patterns_now()] == [(0, 1, 2, 3)]
    state.play(Call())
    assert state.outcome.winner == 0 and state.outcome.how == "call"
    assert state.outcome.patterns[0].description == "the top row: all light, all solid"


def test_missed_call_then_steal():
    state = play(QuartoState(MANUAL, random.Random(0)), TOP_ROW + " give:1")
    window = state.call_window
    assert (window.seat, window.reason) == (1, "steal")
    assert state.winning_patterns_now()
    state.play(Call())
    assert state.outcome.winner == 1 and state.outcome.how == "steal"
    assert [p.cells for p in state.outcome.patterns] == [(0, 1, 2, 3)]


def test_missed_by_both_is_lost_then_a_new_pattern_opens_a_new_window():
    state = play(QuartoState(MANUAL, random.Random(0)), TOP_ROW + " give:1 place:4")
    assert state.winning_patterns_now() == ()
    # the top row is gone for good: a call now is false and play continues
    assert state.call_window.seat == 1
    state.play(Call())
    assert not state.is_over and state.false_calls == ((1, 10),)
    with pytest.raises(IllegalMove, match="already called"):
        state.play(Call())
    # column 0 = pieces 0, 1, 8, 9 (all round, all tall), completed by seat 1 at cell 12
    play(state, "give:8 place:8 give:9 place:12")
    assert state.last_placer == 1
    found = state.winning_patterns_now()
    assert [p.cells for p in found] == [(0, 4, 8, 12)]
    assert found[0].description == "the left column: all round, all tall"
    state.play(Call())
    assert state.outcome.winner == 1 and state.outcome.how == "call"
    assert [p.cells for p in state.outcome.patterns] == [(0, 4, 8, 12)]


def test_false_call_is_recorded_and_play_continues():
    state = play(QuartoState(MANUAL, random.Random(0)), "give:0")
    with pytest.raises(IllegalMove, match="Nothing has been placed"):
        state.play(Call())
    state.play(Place(5))
    state.play(Call())
    assert state.false_calls == ((1, 2),) and not state.is_over
    assert state.call_window is None and Call() not in state.legal_moves()
    state.play(Give(3))
    assert state.call_window.seat == 0  # a fresh window for the receiver
    state.undo()
    state.undo()
    assert state.false_calls == () and state.call_window.seat == 1


def test_false_call_penalty_option_loses():
    state = play(
        QuartoState(Variant(calls="manual", false_call_penalty=True), random.Random(0)), "give:0 place:5"
    )
    state.play(Call())
    assert state.outcome.winner == 0 and state.outcome.how == "false call"


def test_several_patterns_and_attributes_at_once():
    # Piece 0 on cell 0 completes the top row (0 2 4 6) and the left column (0 1 8 9) at once.
    state = QuartoState.from_position(".246/1.../8.../9...:0", Variant())
    assert (state.phase, state.to_move) == ("place", 1)
    state.play(Place(0))
    found = {p.cells: (p.shared, p.description) for p in state.outcome.patterns}
    assert found == {
        (0, 1, 2, 3): (((0, 0), (3, 0)), "the top row: all light, all solid"),
        (0, 4, 8, 12): (((1, 0), (2, 0)), "the left column: all round, all tall"),
    }
    assert state.outcome.winner == 1


def test_last_placement_win_counts_under_manual_calls():
    state = QuartoState.from_position("e07482b519a6cfd.:3", MANUAL)
    state.play(Place(15))
    assert state.outcome.winner is not None and state.outcome.how == "last placement"
    assert all(15 in p.cells for p in state.outcome.patterns)


def test_full_board_without_a_win_is_a_draw():
    board = "b6758f2e39d4c1a0"
    state = QuartoState.from_position(board[:15] + ".:" + board[15], MANUAL)
    state.play(Place(15))
    assert state.is_over and state.outcome.winner is None and state.outcome.how == "draw"


def test_a_draw_with_a_missed_line_says_so():
    board = (
        "31c094df87b62e5a"  # the left column (3, 0, 8, 6) is all tall; the last placement completes nothing
    )
    state = QuartoState.from_position(board[:15] + ".:" + board[15], MANUAL)
    state.play(Place(15))
    out = state.outcome
    assert (out.winner, out.how, out.patterns) == (None, "draw", ())
    assert [p.cells for p in out.missed] == [(0, 4, 8, 12)]
    assert out.missed[0].description == "the left column: all tall"
    assert state.observation(0)["outcome"]["missed"] == [
        {"cells": [0, 4, 8, 12], "description": out.missed[0].description}
    ]
    plain = QuartoState.from_position("b6758f2e39d4c1a0", MANUAL)
    assert plain.outcome.how == "draw" and plain.outcome.missed == ()


def test_state_views_are_read_only():
    state = QuartoState(Variant(), random.Random(0))
    state.play(Give(3))
    for name, value in (
        ("phase", "over"),
        ("to_move", 0),
        ("hand", 4),
        ("outcome", None),
        ("variant", MANUAL),
    ):
        with pytest.raises(AttributeError):
            setattr(state, name, value)
    state.board[0] = 7
    assert state.board[0] is None
    assert isinstance(state.history, tuple) and isinstance(state.pool, tuple)
