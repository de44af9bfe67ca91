"""Unmarked board: first piece in the middle, the area never exceeds 4x4; with must_touch later pieces touch."""

from __future__ import annotations

import random

import pytest

from game.rules.errors import IllegalMove
from game.rules.quarto import Give, Place, QuartoState, Variant
from game.rules.quarto.fast import random_move

UNMARKED = Variant(board="unmarked")
TOUCHING = Variant(board="unmarked", must_touch=True)


def place(state: QuartoState, piece: int, cell: int) -> None:
    state.play(Give(piece))
    state.play(Place(cell))


def test_first_piece_goes_to_the_middle():
    state = QuartoState(UNMARKED, random.Random(0))
    assert state.grid_size == 7 and len(state.board) == 49 and state.area() is None
    state.play(Give(0))
    assert state.legal_cells() == (24,)
    with pytest.raises(IllegalMove, match="middle"):
        state.play(Place(0))
    state.play(Place(24))
    assert state.area() == (3, 3, 3, 3)


def test_by_default_any_cell_that_keeps_the_area_within_four_by_four():
    state = QuartoState(UNMARKED, random.Random(0))
    place(state, 0, 24)
    state.play(Give(15))
    assert set(state.legal_cells()) == set(range(49)) - {24}  # from the centre every cell keeps it within 4x4
    state.play(Place(6))  # the top-right corner: touches nothing
    assert state.area() == (0, 3, 3, 6)
    state.play(Give(1))
    assert set(state.legal_cells()) == {r * 7 + c for r in range(4) for c in range(3, 7)} - {6, 24}
    with pytest.raises(IllegalMove, match="taller than four"):
        state.play(Place(31))


def test_with_must_touch_later_pieces_touch():
    state = QuartoState(TOUCHING, random.Random(0))
    place(state, 0, 24)
    state.play(Give(15))
    assert set(state.legal_cells()) == {16, 17, 18, 23, 25, 30, 31, 32}
    with pytest.raises(IllegalMove, match="touch"):
        state.play(Place(26))
    state.play(Place(32))  # diagonal contact is enough
    assert state.area() == (3, 3, 4, 4)


def test_area_limit_of_four_wide_and_four_tall():
    state = QuartoState(UNMARKED, random.Random(0))
    # pieces 0, 15, 1, 14 share nothing, so the row of four does not win
    for piece, cell in ((0, 24), (15, 25), (1, 26), (14, 27)):
        place(state, piece, cell)
    assert not state.is_over and state.area() == (3, 3, 3, 6)
    state.play(Give(2))
    legal = set(state.legal_cells())
    assert 23 not in legal and 28 not in legal and {17, 20, 31, 34} <= legal
    with pytest.raises(IllegalMove, match="wider than four"):
        state.play(Place(23))
    state.play(Place(17))
    for piece, cell in ((13, 10), (3, 3)):
        place(state, piece, cell)
    assert state.area() == (0, 3, 3, 6)
    state.play(Give(12))
    with pytest.raises(IllegalMove, match="taller than four"):
        state.play(Place(31))
    assert all(c // 7 <= 3 for c in state.legal_cells())


def test_a_column_wins_anywhere_on_the_grid():
    state = QuartoState(UNMARKED, random.Random(0))
    for piece, cell in ((0, 24), (2, 31), (4, 38)):
        place(state, piece, cell)
    place(state, 6, 17)
    assert state.outcome.winner is not None
    assert [p.cells for p in state.outcome.patterns] == [(17, 24, 31, 38)]
    assert state.outcome.patterns[0].description == "a column: all light, all solid"


def _connected(cells: list[int]) -> bool:
    todo, seen = [cells[0]], {cells[0]}
    while todo:
        r, c = divmod(todo.pop(), 7)
        for other in cells:
            orow, ocol = divmod(other, 7)
            if other not in seen and abs(orow - r) <= 1 and abs(ocol - c) <= 1:
                seen.add(other)
                todo.append(other)
    return len(seen) == len(cells)


@pytest.mark.parametrize("touch", [False, True])
@pytest.mark.parametrize("squares", [False, True])
def test_random_unmarked_games_keep_the_area_legal(squares, touch):
    rng = random.Random(11)
    apart = 0
    for _ in range(150):
        state = QuartoState(Variant(board="unmarked", squares=squares, calls="manual", must_touch=touch), rng)
        while not state.is_over:
            state.play(random_move(state, rng))
            cells = [c for c, p in enumerate(state.board) if p is not None]
            if cells:
                r0, c0, r1, c1 = state.area()
                assert r1 - r0 <= 3 and c1 - c0 <= 3
                assert (r0, c0, r1, c1) == (
                    min(c // 7 for c in cells),
                    min(c % 7 for c in cells),
                    max(c // 7 for c in cells),
                    max(c % 7 for c in cells),
                )
        connected = _connected([c for c, p in enumerate(state.board) if p is not None])
        assert connected or not touch
        apart += not connected
    assert apart > 0 or touch  # without the option, random games do leave gaps


def test_must_touch_is_an_unmarked_option_and_old_saves_default_to_off():
    with pytest.raises(ValueError, match="unmarked"):
        Variant(must_touch=True)
    old = TOUCHING.to_json()
    del old["must_touch"]
    assert Variant.from_json(old) == UNMARKED
    assert Variant.from_json(TOUCHING.to_json()) == TOUCHING
    state = QuartoState(TOUCHING, random.Random(0))
    place(state, 0, 24)
    assert '[MustTouch "yes"]' in state.record()
    assert QuartoState.replay(state.record()).variant == TOUCHING
    assert "MustTouch" not in QuartoState(UNMARKED, random.Random(0)).record()
