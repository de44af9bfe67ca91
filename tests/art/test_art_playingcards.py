"""Playing-card faces and suit shapes: sizes, distinct faces, the red/black cue for colour-blind players."""

from __future__ import annotations

import pygame
import pytest
from helpers_art import mean_rgb, opaque_fraction, pixels

from game.art.playingcards import RANKS, SUITS, card_size, playing_card_face, suit_shape
from game.art.suits import BLACK, RED


@pytest.mark.parametrize("width", [60, 120, 400])
def test_every_card_renders_at_its_size(width: int) -> None:
    size = card_size(width)
    assert size[1] == round(width * 1.4)
    for rank in ("A", "K", "Q", "J", "5") if width > 200 else RANKS:
        for suit in SUITS:
            face = playing_card_face(rank, suit, size)
            assert face.get_size() == size
            assert opaque_fraction(face) > 0.95


def test_all_32_faces_are_distinct() -> None:
    faces = {pixels(playing_card_face(r, s, (72, 100))) for r in RANKS for s in SUITS}
    assert len(faces) == 32


def test_width_alone_gives_poker_proportions() -> None:
    assert playing_card_face("Q", "H", 100).get_size() == (100, 140)


def test_red_and_black_inks() -> None:
    heart = playing_card_face("A", "H", (200, 280))
    spade = playing_card_face("A", "S", (200, 280))
    centre = pygame.Rect(90, 130, 20, 20)  # inside the big central suit
    assert mean_rgb(heart, centre) == pytest.approx(RED, abs=8)
    assert mean_rgb(spade, centre) == pytest.approx(BLACK, abs=8)


def test_colour_blind_aid_outlines_the_red_suits_only() -> None:
    for rank in ("A", "K", "3"):
        for suit in "HD":
            assert pixels(playing_card_face(rank, suit, (90, 126))) != pixels(
                playing_card_face(rank, suit, (90, 126), colorblind=True)
            )
        for suit in "SC":  # black stays solid: "solid = black, outlined = red" is the cue
            assert pixels(playing_card_face(rank, suit, (90, 126))) == pixels(
                playing_card_face(rank, suit, (90, 126), colorblind=True)
            )
    outlined = playing_card_face("A", "H", (200, 280), colorblind=True)
    assert mean_rgb(outlined, pygame.Rect(90, 130, 20, 20))[1] > 150  # pale inside


def test_suit_shapes() -> None:
    for suit in SUITS:
        s = suit_shape(suit, 48)
        assert s.get_size() == (48, 48)
        assert 0.25 < opaque_fraction(s) < 0.9
        assert s.get_at((0, 0)).a == 0
    assert len({pixels(suit_shape(s, 48)) for s in SUITS}) == 4
    assert suit_shape("H", 48) is suit_shape("H", 48)
    assert pixels(suit_shape("H", 48, (0, 0, 255))) != pixels(suit_shape("H", 48))


def test_cache_and_bad_cards() -> None:
    assert playing_card_face("K", "C", (80, 112)) is playing_card_face("k", "c", (80, 112))
    with pytest.raises(ValueError):
        playing_card_face("10", "H", (80, 112))
    with pytest.raises(ValueError):
        suit_shape("X", 20)
