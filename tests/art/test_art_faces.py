"""The dispatcher the board scene calls: each set's 16 pieces map to the right, distinct faces."""

from __future__ import annotations

import pytest
from helpers_art import pixels

from game.art.faces import face_size, quarto_face
from game.art.pieces import classic_piece
from game.art.playingcards import playing_card_face
from game.art.setcards import SetCard, set_card_face


@pytest.mark.parametrize("set_key", ["classic", "set", "aces", "common"])
@pytest.mark.parametrize("width", [60, 140])
def test_sixteen_distinct_faces_per_set(set_key: str, width: int) -> None:
    faces = [quarto_face(set_key, p, width) for p in range(16)]
    assert len({pixels(f) for f in faces}) == 16
    assert len({f.get_size() for f in faces}) == 1  # one size for the whole set
    cb = [quarto_face(set_key, p, width, colorblind=True) for p in range(16)]
    assert any(pixels(a) != pixels(b) for a, b in zip(faces, cb, strict=True))


@pytest.mark.parametrize("set_key", ["set", "aces", "common"])
@pytest.mark.parametrize("width", [60, 140])
def test_card_faces_have_their_natural_size(set_key: str, width: int) -> None:
    assert {quarto_face(set_key, p, width).get_size() for p in range(16)} == {face_size(set_key, width)}


def test_set_quarto_mapping() -> None:
    # bit0 count 1/2, bit1 red/green, bit2 solid/empty, bit3 oval/diamond
    assert quarto_face("set", 0, (96, 60)) is set_card_face(SetCard(1, 0, 0, 0), (96, 60))
    assert quarto_face("set", 15, (96, 60)) is set_card_face(SetCard(2, 2, 2, 2), (96, 60))


def test_playing_card_mappings() -> None:
    # Aces & Faces: bit0 pointed, bit1 black, bit2 female, bit3 follower -> 0 is K of hearts, 15 the ace of spades
    assert quarto_face("aces", 0, 80) is playing_card_face("K", "H", (80, 112))
    assert quarto_face("aces", 15, 80) is playing_card_face("A", "S", (80, 112))
    # Common Sense: bit0 black, bit1 odd, bit2 high, bit3 pointed -> 0 is 2 of hearts, 15 the 5 of spades
    assert quarto_face("common", 0, 80) is playing_card_face("2", "H", (80, 112))
    assert quarto_face("common", 15, 80) is playing_card_face("5", "S", (80, 112))


def test_classic_and_unknown_sets() -> None:
    assert quarto_face("classic", 9, 64) is classic_piece(9, 64)
    with pytest.raises(ValueError):
        quarto_face("chess", 0, 64)
