"""Hypothesis properties: pieces conserved, nothing after the end, win <=> shared attribute, undo restores."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.errors import IllegalMove
from game.rules.quarto import LINES, SQUARES, Call, Give, Place, QuartoState, Variant, shares_attribute
from game.rules.quarto.fast import random_move

variants = st.builds(
    Variant,
    pieces=st.sampled_from(["classic", "set", "aces", "common"]),
    squares=st.booleans(),
    calls=st.sampled_from(["auto", "manual"]),
    board=st.sampled_from(["fixed", "unmarked"]),
    draw_pile=st.booleans(),
).flatmap(
    lambda v: (
        st.sampled_from([v, Variant(**{**v.to_json(), "must_touch": True})])
        if v.board == "unmarked"
        else st.just(v)
    )
)


def accounted(state: QuartoState) -> list[int]:
    pieces = [p for p in state.board if p is not None]
    if state.hand is not None:
        pieces.append(state.hand)
    if state.variant.draw_pile:
        pieces += list(state.hand_of(0)) + list(state.hand_of(1)) + list(state.deal[16 - state.pile_size :])
    else:
        pieces += list(state.pool)
    return sorted(pieces)


@settings(max_examples=60, deadline=None)
@given(variant=variants, seed=st.integers(0, 2**32), call_often=st.booleans())
def test_sixteen_pieces_always_accounted_for(variant, seed, call_often):
    rng = random.Random(seed)
    state = QuartoState(variant, rng, rng.randrange(2))
    while not state.is_over:
        assert accounted(state) == list(range(16))
        moves = state.legal_moves()
        assert moves
        state.play(rng.choice(moves) if call_often else random_move(state, rng))
    assert state.legal_moves() == []
    for move in (Give(0), Place(0), Call()):
        with pytest.raises(IllegalMove):
            state.play(move)


@settings(max_examples=200, deadline=None)
@given(
    pieces=st.lists(st.integers(0, 15), min_size=4, max_size=4, unique=True),
    pattern=st.sampled_from(LINES + SQUARES),
)
def test_a_pattern_wins_exactly_when_its_pieces_share_an_attribute(pieces, pattern):
    board = [None] * 16
    for cell, piece in zip(pattern[:3], pieces[:3], strict=True):
        board[cell] = piece
    text = "".join("." if p is None else f"{p:x}" for p in board) + f":{pieces[3]:x}"
    state = QuartoState.from_position(text, Variant(squares=pattern in SQUARES))
    state.play(Place(pattern[3]))
    common = [a for a in range(4) if len({(p >> a) & 1 for p in pieces}) == 1]
    assert state.is_over == bool(common)
    assert (shares_attribute(pieces) != 0) == bool(common)
    if common:
        assert sorted({a for a, _ in state.outcome.patterns[0].shared}) == common


@settings(max_examples=40, deadline=None)
@given(variant=variants, seed=st.integers(0, 2**32), steps=st.integers(1, 40))
def test_undo_restores_the_exact_state(variant, seed, steps):
    rng = random.Random(seed)
    state = QuartoState(variant, rng)
    snapshots = []
    for _ in range(steps):
        if state.is_over:
            break
        snapshots.append(state.to_json() | {"legal": [str(m) for m in state.legal_moves()]})
        state.play(rng.choice(state.legal_moves()))
    while snapshots:
        state.undo()
        assert state.to_json() | {"legal": [str(m) for m in state.legal_moves()]} == snapshots.pop()


@settings(max_examples=40, deadline=None)
@given(variant=variants, seed=st.integers(0, 2**32), steps=st.integers(0, 30))
def test_a_refused_move_changes_nothing(variant, seed, steps):
    rng = random.Random(seed)
    state = QuartoState(variant, rng)
    for _ in range(steps):
        if state.is_over:
            break
        state.play(rng.choice(state.legal_moves()))
    before = (state.to_json(), state.legal_moves(), state.call_window)
    legal = set(state.legal_moves())
    tried = 0
    for move in [*(Give(p) for p in range(16)), *(Place(c) for c in range(state.grid_size**2)), Call()]:
        if move in legal:
            continue
        with pytest.raises(IllegalMove):
            state.play(move)
        tried += 1
        assert (state.to_json(), state.legal_moves(), state.call_window) == before
    assert tried > 0
