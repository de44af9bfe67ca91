"""Strict inputs (issue 17): every parser and constructor answers with a value or the project's own error, with a
sentence — never a silent accept, a bare ValueError or a stray TypeError/KeyError/AttributeError/IndexError."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules.errors import IllegalMove, NotationError
from game.rules.quarto import Give, Match, Place, QuartoState, Variant, parse_move
from game.rules.quarto.notation import format_position, parse_position
from game.rules.quarto.pieces import PIECE_SETS, card_piece

OWN = (IllegalMove, NotationError)


def _sentence(exc: BaseException) -> None:
    assert type(exc) in OWN, f"{type(exc).__name__}: {exc}"
    text = str(exc)
    assert len(text.split()) >= 3 and text.rstrip("'\")").endswith((".", "?")), text


def _refused(func, *args, **kwargs) -> str:
    with pytest.raises(OWN) as err:
        func(*args, **kwargs)
    _sentence(err.value)
    return str(err.value)


def _saved() -> dict:
    state = QuartoState(Variant(), random.Random(1))
    state.play(Give(3))
    state.play(Place(5))
    return state.to_json()


# ----- bools and non-ints are not pieces, cells or seats -----
def test_bools_are_not_pieces_cells_or_seats():
    _refused(Give, True)
    _refused(Place, True)
    _refused(Give, 1.0)
    _refused(Place, "3")
    _refused(QuartoState, Variant(), random.Random(0), first_giver=True)
    _refused(QuartoState, Variant(), random.Random(0), first_giver="x")
    _refused(Match, Variant(), random.Random(0), first_giver=True)
    state = QuartoState(Variant(), random.Random(0))
    _refused(state.play, Give(2), player=False)  # seat 0 is to move, but False is not a seat
    _refused(state.legal_moves, True)
    assert state.legal_moves(1) == [] and len(state.legal_moves(0)) == 16
    assert state.board == [None] * 16 and state.history == ()
    assert QuartoState.from_position("0...............:1", Variant(), None).phase == "place"
    sample = QuartoState(Variant(draw_pile=True), random.Random(0)).determinize(0, random.Random(1))
    _refused(sample.to_json)
    _refused(sample.record)


def test_parse_move_reads_ascii_digits_only():
    for text in (
        "place:1_0",
        "place:+3",
        "place:١٢",
        "give:٣",
        "place: 3",
        "give:0x3",
        "place:-1",
        "place:49",
    ):
        assert "is not a move" in _refused(parse_move, text)
    _refused(parse_move, None)
    _refused(parse_move, 12)
    assert parse_move(" Place 12 ") == Place(12) and parse_move("GIVE:A") == Give(10)


def test_variant_json_must_be_a_whole_variant():
    for bad in ("[]", "{}", "null", "3", "{", {"pieces": "classic"}, [], None):
        _refused(Variant.from_json, bad)
    full = Variant().to_json()
    _refused(Variant.from_json, {**full, "colour": "red"})
    _refused(Variant.from_json, {**full, "pieces": ["classic"]})
    _refused(Variant.from_json, {**full, "squares": 1})
    _refused(Variant, pieces="chess")
    assert Variant.from_json(json.dumps(full)) == Variant()


def test_hand_of_and_other_seat_queries():
    state = QuartoState(Variant(draw_pile=True), random.Random(0))
    for seat in (-1, 2, True, "0", None):
        _refused(state.hand_of, seat)
        _refused(state.observation, seat)
        _refused(state.determinize, seat, random.Random(0))
    assert len(state.hand_of(0)) + len(state.hand_of(1)) == 5


def test_record_headers_are_read_strictly():
    good = QuartoState(Variant(), random.Random(0)).record()
    assert QuartoState.replay(good).variant == Variant()
    for header in (
        '[Squares "maybe"]',
        '[DrawPile "1"]',
        '[FirstGiver "2"]',
        '[FirstGiver "1 "]',
        '[Deal "0123"]',
        '[Deal "0123456789abcdeg"]',
        '[Pieces "chess"]',
        '[Colour "red"]',
    ):
        _refused(QuartoState.replay, header + "\n" + good)
    # a deal without the draw pile, and a short deal with it
    _refused(QuartoState.replay, '[Deal "0123456789abcdef"]\n')
    _refused(QuartoState.replay, '[DrawPile "yes"]\n[Deal "0123"]\n')
    _refused(QuartoState.replay, None)
    assert "Final" in _refused(QuartoState.replay, '[Final "0...............:."]\n')
    assert "Final" in _refused(QuartoState.replay, '[Board "unmarked"]\n[Final "................:."]\n')
    assert QuartoState.replay('[Final "0.../..../..../....:1"]\ngive:0 place:0 give:1\n').hand == 1
    _refused(QuartoState.replay, "give:0 place:0 bogus")


def test_saved_games_are_read_strictly():
    data = _saved()
    assert QuartoState.from_json(data).to_json() == data
    without_variant = {k: v for k, v in data.items() if k != "variant"}
    for bad in (
        without_variant,
        {**data, "variant": None},
        {**data, "moves": None},
        {**data, "moves": [3]},
        {**data, "start": "................"},
        {**data, "first_giver": "x"},
        {**data, "first_giver": True},
        {**data, "first_giver": 1.0},
        {**data, "version": True},
        {**data, "deal": "0123"},
        {**data, "to_move": 0},
        {**data, "hand": 3},
        {**data, "phase": "over"},
        {**data, "start": {"position": "................", "first_giver": 0}, "deal": list(range(16))},
        "not json",
        [],
        None,
    ):
        _refused(QuartoState.from_json, bad)


def test_match_inputs_are_refused_with_a_sentence():
    match = Match(Variant(), random.Random(0), first_giver=0)
    _refused(match.finish, None)
    _refused(match.finish, "a game")
    _refused(Match.from_json, {})
    _refused(Match.from_json, "[]")
    _refused(Match, Variant(), random.Random(0), 0, "")
    saved = match.to_json()
    _refused(Match.from_json, {**saved, "score": [1, 0]})
    _refused(Match.from_json, {**saved, "results": [2]})
    _refused(Match.from_json, {**saved, "next_first_giver": None})
    _refused(Match.from_json, {**saved, "first_giver_rule": 3})
    assert Match.from_json(json.dumps(saved)).to_json() == saved


def test_positions_with_slashes_and_a_full_board_with_a_piece_in_hand():
    assert "board is full" in _refused(parse_position, "0123456789abcdef:1")
    assert "board is full" in _refused(QuartoState.from_position, "0123/4567/89ab/cdef:1", Variant())
    _refused(parse_position, "01/23456789abcdef")
    _refused(parse_position, "...fb....70.d..2:-")
    _refused(format_position, [True] + [None] * 15, None)
    _refused(format_position, None, None)
    _refused(card_piece, "aces", None, "S")
    _refused(PIECE_SETS["classic"].piece_name, True)


# ----- random text and random JSON to every public parser and constructor -----
JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=12), inner, max_size=6),
    max_leaves=20,
)
KEYS = (
    "format",
    "version",
    "variant",
    "first_giver",
    "deal",
    "start",
    "moves",
    "board",
    "phase",
    "to_move",
    "hand",
)
SAVE_LIKE = st.fixed_dictionaries(
    {
        "format": st.just("quadrille-quarto"),
        "version": st.just(1) | JSON,
        "variant": st.just(Variant().to_json()) | JSON,
    },
    optional={k: JSON for k in KEYS[3:]},
)
MATCH_KEYS = ("variant", "first_giver_rule", "next_first_giver", "score", "draws", "results")
MATCH_LIKE = st.fixed_dictionaries({}, optional={k: JSON for k in MATCH_KEYS})
POSITION_TEXT = st.text(alphabet="0123456789abcdefABCDEF.:/- \t٣xİ", max_size=24)
RECORD_TEXT = st.lists(
    st.sampled_from(
        [
            '[Squares "yes"]',
            '[Calls "manual"]',
            '[Board "unmarked"]',
            '[DrawPile "yes"]',
            '[FirstGiver "1"]',
            '[Deal "0123456789abcdef"]',
            '[Start "0...............:1"]',
            '[Result "draw"]',
            '[MustTouch "yes"]',
            "1. give:0 place:24",
            "give:3 place:5 call",
            "place:0",
            "# a comment",
            "",
        ]
    )
    | st.text(max_size=30),
    max_size=8,
).map("\n".join)


def _value_or_own_error(func, *args) -> None:
    try:
        func(*args)
    except OWN as exc:
        _sentence(exc)


FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@FUZZ
@given(st.text(max_size=40) | POSITION_TEXT | RECORD_TEXT, JSON)
def test_random_text_and_json_to_every_parser(text, data):
    for func in (
        parse_move,
        parse_position,
        QuartoState.from_position,
        QuartoState.replay,
        Variant.from_json,
    ):
        _value_or_own_error(func, text)
        _value_or_own_error(func, data)
    for func in (QuartoState.from_json, Match.from_json):
        _value_or_own_error(func, text)
        _value_or_own_error(func, data)
        _value_or_own_error(func, json.dumps(data))
    _value_or_own_error(format_position, data, data)
    _value_or_own_error(Give, data)
    _value_or_own_error(Place, data)
    _value_or_own_error(lambda: QuartoState(Variant(draw_pile=True), random.Random(0), data, data))
    _value_or_own_error(lambda: QuartoState(Variant(), random.Random(0), data))
    _value_or_own_error(lambda: QuartoState.from_position("0...............:1", Variant(), data))
    _value_or_own_error(lambda: Match(Variant(), random.Random(0), data, data))
    _value_or_own_error(
        lambda: (
            Variant(**data)
            if isinstance(data, dict) and all(k in Variant().to_json() for k in data)
            else None
        )
    )
    state = QuartoState(Variant(draw_pile=True), random.Random(0))
    for method in (state.hand_of, state.observation, state.winning_cells):
        _value_or_own_error(method, data)


@FUZZ
@given(SAVE_LIKE, MATCH_LIKE, RECORD_TEXT)
def test_structured_random_saves_and_records(save, match, record):
    _value_or_own_error(QuartoState.from_json, save)
    _value_or_own_error(Match.from_json, match)
    _value_or_own_error(QuartoState.replay, record)
