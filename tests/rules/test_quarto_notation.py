"""Position notation (DESIGN.md §6): round trips, clear errors, and states set up from a position."""

from __future__ import annotations

import random

import pytest

from game.rules.errors import NotationError
from game.rules.quarto import Give, Place, QuartoState, Variant
from game.rules.quarto.fast import random_move
from game.rules.quarto.notation import format_position, parse_position


def test_design_example():
    board, hand = parse_position("...fb....70.d..2:a")
    assert board[3] == 15 and board[4] == 11 and board[9] == 7 and board[10] == 0 and board[15] == 2
    assert board.count(None) == 10 and hand == 10
    assert format_position(board, hand) == "...fb....70.d..2:a"


def test_no_hand_forms_and_separators():
    assert parse_position("................") == ([None] * 16, None)
    assert parse_position("................:.") == ([None] * 16, None)
    assert parse_position("0123/4567/89AB/CDEF") == (list(range(16)), None)
    assert parse_position(" 0123 / 4567/89ab\t/cdef : . ") == (list(range(16)), None)
    assert parse_position("01234567/89abcdef") == (list(range(16)), None)
    assert format_position([None] * 16, None) == "................:."


def test_round_trip_of_random_positions():
    rng = random.Random(9)
    for _ in range(300):
        state = QuartoState(Variant(), rng)
        for _ in range(rng.randrange(0, 30)):
            if state.is_over:
                break
            state.play(random_move(state, rng))
        if state.is_over:
            continue
        text = format_position(state.board, state.hand)
        assert parse_position(text) == (state.board, state.hand)
        again = QuartoState.from_position(text, Variant(), state.first_giver)
        assert (again.phase, again.to_move, again.pool, again.hand) == (
            state.phase,
            state.to_move,
            state.pool,
            state.hand,
        )
        assert again.legal_moves() == state.legal_moves()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("...fb....70.d..:a", "16 squares"),
        ("...fb....70.d..22", "16 squares"),
        ("...fb....70.d..x:a", "hex digit"),
        ("...fb....70.d.f2:a", "appears twice"),
        ("...fb....70.d..2:f", "already on the board"),
        ("...fb....70.d..2:ab", "one hex digit"),
        ("...fb....70.d..2:a:b", "at most one"),
        ("0123456789abcdef:1", "board is full"),
        ("...fb....70.d..2:-", "or '.' for none"),
        ("...fb....70.d..2:", "or '.' for none"),
        ("/...fb....70.d..2:a", "between rows"),
        (".../fb....70.d..2:a", "between rows"),
        ("...f//b....70.d..2:a", "between rows"),
        ("...f/b.../.70./d..2/:a", "between rows"),
        ("...fb....70.d..2:z", "hex digit"),
    ],
)
def test_malformed_positions_say_what_is_wrong(text, words):
    with pytest.raises(NotationError, match=words):
        parse_position(text)


def test_notation_errors_are_value_errors():
    with pytest.raises(ValueError):
        parse_position("")
    with pytest.raises(NotationError, match="16 squares"):
        format_position([None] * 49, None)


def test_from_position_seats_and_phase():
    state = QuartoState.from_position("0...............:1", Variant())
    assert (state.phase, state.to_move, state.placed) == ("place", 0, 1)
    assert 0 not in state.pool and 1 not in state.pool and len(state.pool) == 14
    state = QuartoState.from_position("01..............", Variant(), first_giver=1)
    assert (state.phase, state.to_move) == ("give", 1)
    state.play(Give(5))
    state.play(Place(2))
    assert QuartoState.from_json(state.to_json()).board == state.board


def test_from_position_refuses_a_won_board_under_auto_calls():
    with pytest.raises(NotationError, match="already has a winning pattern"):
        QuartoState.from_position("0246............", Variant())
    missed = QuartoState.from_position("0246............", Variant(calls="manual"))
    assert missed.winning_patterns_now() == () and not missed.is_over
    with pytest.raises(NotationError, match="only on the 4×4 board"):
        QuartoState.from_position("................", Variant(board="unmarked"))
