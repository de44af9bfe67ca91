"""JSON round trips of mid-game states, text records, undo and copies."""

from __future__ import annotations

import json
import random

import pytest

from game.rules.errors import NotationError
from game.rules.quarto import QuartoState, Variant
from game.rules.quarto.fast import random_move

VARIANTS = [
    Variant(),
    Variant(pieces="set", squares=True, calls="manual"),
    Variant(pieces="aces", board="unmarked", draw_pile=True, calls="manual"),
    Variant(pieces="common", squares=True, board="unmarked"),
]


def view(state: QuartoState) -> tuple:
    return (
        state.board,
        state.pool,
        state.hand,
        state.phase,
        state.to_move,
        state.legal_moves(),
        [str(m) for m in state.history],
        state.call_window,
        state.outcome,
        state.false_calls,
        state.hand_of(0),
        state.hand_of(1),
        state.area(),
    )


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.pieces)
def test_json_round_trip_mid_game(variant):
    rng = random.Random(21)
    for _ in range(40):
        state = QuartoState(variant, rng, first_giver=rng.randrange(2))
        stop = rng.randrange(0, 33)
        while not state.is_over and len(state.history) < stop:
            state.play(random_move(state, rng))
        data = json.loads(json.dumps(state.to_json()))
        assert data["format"] == "quadrille-quarto" and data["version"] == 1
        again = QuartoState.from_json(data)
        assert view(again) == view(state)
        if state.history:
            state.undo()
            again.undo()
            assert view(again) == view(state)


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: v.pieces)
def test_record_replays_exactly(variant):
    rng = random.Random(8)
    for _ in range(30):
        state = QuartoState(variant, rng, first_giver=rng.randrange(2))
        while not state.is_over:
            state.play(random_move(state, rng))
        text = state.record()
        assert QuartoState.replay(text).outcome == state.outcome
        assert view(QuartoState.replay(text)) == view(state)


def test_bad_saves_are_refused_clearly():
    state = QuartoState(Variant(), random.Random(1))
    data = state.to_json()
    with pytest.raises(NotationError, match="version"):
        QuartoState.from_json({**data, "version": 99})
    with pytest.raises(NotationError, match="not a saved Quarto game"):
        QuartoState.from_json({"format": "other"})
    with pytest.raises(NotationError, match="Move 2"):
        QuartoState.from_json({**data, "moves": ["give:1", "place:99"], "board": None})
    tampered = {**data, "moves": ["give:1", "place:3"], "board": [None] * 16}
    with pytest.raises(NotationError, match="does not match"):
        QuartoState.from_json(tampered)
    record = '[Result "draw"]\ngive:0 place:0\n'
    with pytest.raises(NotationError, match="record says"):
        QuartoState.replay(record)


def test_undo_all_the_way_back_matches_a_fresh_game():
    rng = random.Random(4)
    for variant in VARIANTS:
        state = QuartoState(variant, random.Random(99))
        fresh = view(QuartoState(variant, random.Random(99)))
        while not state.is_over:
            state.play(random_move(state, rng))
        while state.history:
            state.undo()
        assert view(state) == fresh


def test_copy_is_independent():
    rng = random.Random(2)
    state = QuartoState(Variant(), rng)
    for _ in range(6):
        state.play(random_move(state, rng))
    twin = state.copy()
    twin.play(random_move(twin, rng))
    assert len(twin.history) == len(state.history) + 1
    assert twin.board != state.board or twin.hand != state.hand
    twin.undo()
    assert view(twin) == view(state)
