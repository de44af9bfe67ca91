"""Thousands of seeded random games: the fast path agrees with the rules object, every variant stays sound."""

from __future__ import annotations

import itertools
import random

import pytest

from game.rules.quarto import Give, Place, QuartoState, Variant, shares_attribute
from game.rules.quarto.fast import play_random_game, play_sequence, random_playout


def through_rules_object(pieces, cells, squares):
    state = QuartoState(Variant(squares=squares), random.Random(0), first_giver=0)
    for piece, cell in zip(pieces, cells, strict=True):
        state.play(Give(piece))
        state.play(Place(cell))
        if state.is_over:
            break
    return state


@pytest.mark.parametrize("squares", [False, True])
def test_ten_thousand_fast_games_agree_with_the_rules_object(squares):
    rng = random.Random(2024 + squares)
    results = {0: 0, 1: 0, None: 0}
    for game in range(10_000):
        pieces = list(range(16))
        cells = list(range(16))
        rng.shuffle(pieces)
        rng.shuffle(cells)
        winner, placements = play_sequence(pieces, cells, squares)
        results[winner] += 1
        if game % 8 == 0:  # 1,250 of them replayed move by move through the full engine
            state = through_rules_object(pieces, cells, squares)
            assert state.placed == placements
            assert state.outcome.winner == winner
    assert all(results.values()) and sum(results.values()) == 10_000


def test_random_playout_is_deterministic_for_a_seed():
    a = [random_playout(random.Random(5)) for _ in range(3)]
    assert a[0] == a[1] == a[2]


VARIANTS = [
    Variant(pieces=p, squares=s, calls=c, board=b, draw_pile=d)
    for p, s, c, b, d in itertools.product(
        ("classic", "set", "aces", "common"),
        (False, True),
        ("auto", "manual"),
        ("fixed", "unmarked"),
        (False, True),
    )
]


def test_every_variant_plays_sound_random_games():
    rng = random.Random(77)
    for variant in VARIANTS:  # 64 variants x 20 games
        for _ in range(20):
            state = play_random_game(variant, rng, rng.randrange(2))
            out = state.outcome
            assert state.is_over and state.legal_moves() == [] and state.to_move is None
            board = state.board
            for pattern in out.patterns:
                pieces = [board[c] for c in pattern.cells]
                assert None not in pieces and shares_attribute(pieces) != 0
            if out.winner is None:
                assert state.placed == 16
            else:
                assert out.patterns
                # random players call at once, so the winner is whoever made the winning placement
                assert out.winner == state.last_placer
                assert out.how in ("auto", "call", "last placement")
            if variant.calls == "auto" and out.winner is not None:
                state.undo()
                found = state._geo.patterns
                live = [p for p in found if all(state._board[c] is not None for c in p)]
                assert all(shares_attribute([state._board[c] for c in p]) == 0 for p in live)


@pytest.mark.slow
def test_soak_many_games_in_every_variant():
    """python -m pytest -m slow: 100,000 fast games cross-checked, plus 300 games of each of the 64 variants."""
    rng = random.Random(31337)
    for game in range(100_000):
        squares = bool(game & 1)
        pieces = list(range(16))
        cells = list(range(16))
        rng.shuffle(pieces)
        rng.shuffle(cells)
        winner, placements = play_sequence(pieces, cells, squares)
        if game % 20 == 0:
            state = through_rules_object(pieces, cells, squares)
            assert (state.outcome.winner, state.placed) == (winner, placements)
    for variant in VARIANTS:
        for _ in range(300):
            state = play_random_game(variant, rng, rng.randrange(2))
            assert state.is_over and state.legal_moves() == []
            assert QuartoState.replay(state.record()).outcome == state.outcome


def test_winning_cells_and_deadly_gives_match_playing_the_move():
    """The state's shortcuts agree with placing (or giving, then placing) on a copy, in every variant."""
    from game.rules.quarto.fast import random_move
    from game.rules.quarto.moves import GIVES, PLACES

    def wins(state) -> list[int]:
        out = []
        for cell in state.legal_cells():
            state.play(PLACES[cell])
            if (state.is_over and state.outcome.winner is not None) or state.winning_patterns_now():
                out.append(cell)
            state.undo()
        return out

    rng = random.Random(5)
    for _ in range(120):
        variant = Variant(
            pieces=rng.choice(["classic", "aces"]),
            squares=rng.random() < 0.5,
            calls=rng.choice(["auto", "manual"]),
            board=rng.choice(["fixed", "unmarked"]),
            draw_pile=rng.random() < 0.3,
        )
        state = QuartoState(variant, rng)
        while not state.is_over:
            if state.phase == "place":
                assert list(state.winning_cells()) == wins(state)
            else:
                deadly = set()
                for piece in state.pool:
                    state.play(GIVES[piece])
                    if wins(state):
                        deadly.add(piece)
                    state.undo()
                assert set(state.deadly_gives()) == deadly
            state.play(random_move(state, rng))
