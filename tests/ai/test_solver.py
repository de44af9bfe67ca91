"""The fast solver against the plain brute-force reference, and the basic promises of the exact search."""

from __future__ import annotations

import random

import pytest
from quarto_reference import completes, make_solver

from game.ai.quarto.positions import midgame
from game.ai.quarto.root import give_values, place_values
from game.ai.quarto.search import Solver
from game.rules.quarto.tables import LINES


def _check(squares: bool, empties: tuple[int, ...], count: int, seed: int, canon_min_empty: int = 11) -> None:
    rng = random.Random(seed)
    value, placement = make_solver(squares)
    solver = Solver(squares, canon_min_empty=canon_min_empty)
    for i in range(count):
        board, hand = midgame(rng, empties[i % len(empties)], squares)
        key = tuple(board)
        values = place_values(solver, board, hand)
        assert [pv.cell for pv in values] == [c for c in range(16) if board[c] is None]
        for pv in values:
            assert pv.score == placement(key, hand, pv.cell), (board, hand, pv)
            if pv.gives and pv.score > -90:  # the chosen give really reaches the score
                nb = list(board)
                nb[pv.cell] = hand
                assert -value(tuple(nb), pv.gives[0]) == pv.score
        assert max(pv.score for pv in values) == value(key, hand)


@pytest.mark.parametrize("squares", [False, True])
def test_place_values_equal_brute_force(squares: bool) -> None:
    _check(squares, (4, 5, 6), 45, 3 + squares)


@pytest.mark.parametrize("squares", [False, True])
def test_canonical_keys_at_every_node_give_the_same_values(squares: bool) -> None:
    # one table shared by all positions, every node keyed canonically: symmetric transpositions are reused
    _check(squares, (5, 6), 30, 50 + squares, canon_min_empty=0)


@pytest.mark.slow
@pytest.mark.parametrize("squares", [False, True])
def test_place_values_equal_brute_force_up_to_8_empty(squares: bool) -> None:
    _check(squares, (7, 8), 30, 30 + squares)


def test_give_values_mark_deadly_pieces_and_match_brute_force() -> None:
    rng = random.Random(8)
    value, _ = make_solver(False)
    solver = Solver(False)
    for _ in range(30):
        board, hand = midgame(rng, 6)
        board = list(board)
        # put the hand somewhere that does not win, to reach a give position
        cells = [c for c in range(16) if board[c] is None]
        safe = [c for c in cells if not completes(tuple(board[:c] + [hand] + board[c + 1 :]), c, LINES)]
        if not safe:
            continue
        board[safe[0]] = hand
        deadly, best, gives = give_values(solver, board)
        placed = 16 - board.count(None)
        pool = [p for p in range(16) if p not in board]
        scores = {}
        for g in pool:
            scores[g] = -value(tuple(board), g)
        for g, v in deadly.items():
            assert v == placed + 1 - 100 == scores[g]
        assert best == max(scores.values())
        assert scores[gives[0]] == best
