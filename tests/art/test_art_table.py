"""Felt, the wooden board and its cells, card backs and place outlines."""

from __future__ import annotations

import pytest
from helpers_art import opaque_fraction, pixels

from game.art.backs import card_back, place_outline
from game.art.table import board_cell_width, board_cells, felt, wood_board


def test_felt_is_opaque_dark_green_and_cached() -> None:
    f = felt((320, 180))
    assert f.get_size() == (320, 180)
    r, g, b = f.get_at((160, 90))[:3]
    assert g > r and g > b and g < 140
    assert felt((320, 180)) is f
    # noise, not a flat fill
    assert len({tuple(f.get_at((x, 90))) for x in range(0, 320, 8)}) > 5


@pytest.mark.parametrize("size", [(300, 240), (640, 560), (1000, 600)])
def test_board_cells_lie_on_the_board_in_reading_order(size: tuple[int, int]) -> None:
    board = wood_board(size)
    assert board.get_size() == size
    cells = board_cells(size)
    assert len(cells) == 16 and len(set(cells)) == 16
    c = board_cell_width(size)
    for i, (x, y) in enumerate(cells):
        assert board.get_at((x, y)).a == 255  # on the wood
        if i % 4:
            assert x - cells[i - 1][0] == pytest.approx(c, abs=1.5) and y == cells[i - 1][1]
        if i >= 4:
            assert y > cells[i - 4][1]
    # the holes are darker than the wood between them
    x0, y0 = cells[0]
    x1, _ = cells[1]
    assert sum(board.get_at((x0, y0))[:3]) < sum(board.get_at(((x0 + x1) // 2, y0))[:3])


@pytest.mark.parametrize("size", [(60, 84), (150, 94), (300, 420)])
def test_card_backs(size: tuple[int, int]) -> None:
    back = card_back(size)
    assert back.get_size() == size and opaque_fraction(back) > 0.95
    assert pixels(card_back(size, style="crimson")) != pixels(back)
    assert card_back(size) is back
    with pytest.raises(ValueError):
        card_back(size, style="paisley")


def test_place_outline_is_faint() -> None:
    o = place_outline((100, 140))
    assert o.get_size() == (100, 140)
    assert 0 < max(o.get_at((x, 70)).a for x in range(100)) < 220
    assert o.get_at((50, 70)).a < 60


def test_felt_noise_stays_within_its_amplitudes_round_the_colour() -> None:
    """The three noise layers add 0..2*amp each and take their amp off once: at the centre (no vignette) every
    pixel lies within the summed amplitudes of the felt colour, spread over most of that range."""
    from game.art.table import FELT

    f = felt((400, 240))
    reds = [f.get_at((x, y))[0] for x in range(170, 230, 3) for y in range(100, 140, 3)]
    assert FELT[0] - 19 <= min(reds) and max(reds) <= FELT[0] + 19
    assert max(reds) - min(reds) >= 6
