"""QU4TO card faces and backs: sizes, a green and a blue half, every held card distinct, the 4s their own face,
the backs showing which end is green, and the cache."""

from __future__ import annotations

import pygame
import pytest
from helpers_art import mean_rgb, pixels

from game.art.qu4tocards import card_back, card_face, card_size
from game.rules.qu4to.cards import NUM_CODES, QU4TO


def _top_and_bottom(surf: pygame.Surface) -> tuple[tuple, tuple]:
    w, h = surf.get_size()
    top = mean_rgb(surf, pygame.Rect(w // 8, h // 12, w * 3 // 4, h // 3))
    low = mean_rgb(surf, pygame.Rect(w // 8, h * 7 // 12, w * 3 // 4, h // 3))
    return top, low


@pytest.mark.parametrize("width", [30, 72, 110, 260])
def test_faces_and_backs_have_the_asked_size(width: int) -> None:
    size = card_size(width)
    for code in (0, 7, QU4TO * 2 + 1):
        assert card_face(code, size).get_size() == size
    assert card_back(0, size).get_size() == size


def test_green_up_cards_are_green_on_top_and_blue_below() -> None:
    size = card_size(110)
    for code in range(0, NUM_CODES, 2):
        top, low = _top_and_bottom(card_face(code, size))
        assert top[1] > top[2], f"card {code}: the upright half is green"
        assert low[2] > low[1], f"card {code}: the other half is blue"
        top, low = _top_and_bottom(card_face(code + 1, size))
        assert top[2] > top[1] and low[1] > low[2], f"card {code + 1}: blue up, green below"


def test_every_held_card_has_its_own_face_and_the_fours_differ_from_the_rest() -> None:
    size = card_size(96)
    faces = [pixels(card_face(c, size)) for c in range(NUM_CODES)]
    assert len(set(faces)) == NUM_CODES

    # the 4s carry gold (a frame and the QU4TO tag): far more warm yellow than any two-valued card
    def gold(surf: pygame.Surface) -> int:
        n = 0
        for y in range(0, surf.get_height(), 2):
            for x in range(0, surf.get_width(), 2):
                r, g, b, _ = surf.get_at((x, y))
                n += r > 190 and 140 < g < 200 and b < 110
        return n

    fours = min(gold(card_face(QU4TO * 2 + up, size)) for up in (0, 1))
    others = max(gold(card_face(c, size)) for c in range(QU4TO * 2))
    assert fours > 4 * max(1, others)


def test_backs_show_the_upright_end() -> None:
    size = card_size(80)
    green_up, blue_up = card_back(0, size), card_back(1, size)
    g_top, g_low = _top_and_bottom(green_up)
    b_top, b_low = _top_and_bottom(blue_up)
    assert g_top[1] > g_top[2] and g_low[2] > g_low[1]
    assert b_top[2] > b_top[1] and b_low[1] > b_low[2]


def test_faces_are_cached_and_selection_shows() -> None:
    size = card_size(90)
    assert card_face(5, size) is card_face(5, size)
    assert pixels(card_face(5, size, selected=True)) != pixels(card_face(5, size))
    with pytest.raises(ValueError):
        card_face(NUM_CODES, size)
