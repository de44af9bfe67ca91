"""Every attribute of every piece set, names, partners and the card mappings the art relies on."""

from __future__ import annotations

import pytest

from game.rules.quarto.pieces import PIECE_SETS, card_piece, partner, playing_card, set_quarto_card

EXPECTED_VALUES = {
    "classic": [("light", "dark"), ("round", "square"), ("tall", "short"), ("solid", "hollow")],
    "set": [("one symbol", "two symbols"), ("red", "green"), ("solid", "empty"), ("oval", "diamond")],
    "aces": [("rounded", "pointed"), ("red", "black"), ("male", "female"), ("ruler", "follower")],
    "common": [("red", "black"), ("even", "odd"), ("low", "high"), ("rounded", "pointed")],
}


def test_four_sets_with_titles():
    assert set(PIECE_SETS) == {"classic", "set", "aces", "common"}
    titles = {k: s.title for k, s in PIECE_SETS.items()}
    assert titles == {
        "classic": "Classic Quarto",
        "set": "SET Quarto",
        "aces": "Aces & Faces",
        "common": "Common Sense",
    }
    assert PIECE_SETS["aces"].call_word == "WIN" and PIECE_SETS["classic"].call_word == "Quarto!"


@pytest.mark.parametrize("key", list(EXPECTED_VALUES))
def test_every_attribute_value_of_every_piece(key):
    pieces = PIECE_SETS[key]
    assert [a.values for a in pieces.attributes] == EXPECTED_VALUES[key]
    for p in range(16):
        for attr in range(4):
            assert pieces.value_name(p, attr) == EXPECTED_VALUES[key][attr][(p >> attr) & 1]


@pytest.mark.parametrize("key", list(EXPECTED_VALUES))
def test_names_are_distinct_and_partners_share_nothing(key):
    pieces = PIECE_SETS[key]
    names = [pieces.piece_name(p) for p in range(16)]
    assert len(set(names)) == 16
    for p in range(16):
        q = pieces.partner(p)
        assert q == partner(p) == p ^ 15
        assert all(pieces.value_name(p, a) != pieces.value_name(q, a) for a in range(4))
        assert pieces.partner(q) == p


def test_piece_names_read_like_the_games():
    assert PIECE_SETS["classic"].piece_name(0b1011) == "tall dark square hollow piece"
    assert PIECE_SETS["classic"].piece_name(0b0100) == "short light round solid piece"
    assert PIECE_SETS["classic"].piece_name(0) == "tall light round solid piece"
    assert PIECE_SETS["set"].piece_name(0b1001) == "red two-diamond solid card"
    assert PIECE_SETS["set"].piece_name(0b0110) == "green one-oval empty card"
    assert PIECE_SETS["aces"].piece_name(2) == "K♣"
    assert PIECE_SETS["aces"].piece_name(13) == "A♦"
    assert PIECE_SETS["common"].piece_name(0) == "2♥"
    with pytest.raises(ValueError):
        PIECE_SETS["classic"].piece_name(16)


def test_shared_phrases():
    assert PIECE_SETS["set"].describe_shared(1, 0) == "all red"
    assert PIECE_SETS["classic"].describe_shared(2, 0) == "all tall"
    assert PIECE_SETS["set"].describe_shared(3, 1) == "all diamonds"
    assert PIECE_SETS["aces"].describe_shared(3, 0) == "all rulers"


def test_set_quarto_card_mapping():
    assert set_quarto_card(0) == (1, 0, 0, 0)
    assert set_quarto_card(15) == (2, 2, 2, 2)
    assert set_quarto_card(0b0001) == (2, 0, 0, 0)
    assert set_quarto_card(0b0010) == (1, 2, 0, 0)
    assert set_quarto_card(0b0100) == (1, 0, 2, 0)
    assert set_quarto_card(0b1000) == (1, 0, 0, 2)
    assert len({set_quarto_card(p) for p in range(16)}) == 16


def test_aces_and_faces_cards():
    # K♣ = rounded, black, male, ruler; A♦ = pointed, red, female, follower (the examples)
    assert playing_card("aces", 0b0010) == ("K", "C")
    assert playing_card("aces", 0b1101) == ("A", "D")
    cards = {playing_card("aces", p) for p in range(16)}
    assert cards == {(r, s) for r in "AKQJ" for s in "SHDC"}
    for p in range(16):
        rank, suit = playing_card("aces", p)
        assert (suit in "SD") == bool(p & 1)  # pointed
        assert (suit in "SC") == bool(p & 2)  # black
        assert (rank in "QA") == bool(p & 4)  # female
        assert (rank in "JA") == bool(p & 8)  # follower
        assert card_piece("aces", rank, suit) == p


def test_common_sense_cards():
    cards = {playing_card("common", p) for p in range(16)}
    assert cards == {(r, s) for r in "2345" for s in "SHDC"}
    for p in range(16):
        rank, suit = playing_card("common", p)
        assert (suit in "SC") == bool(p & 1)  # black
        assert (rank in "35") == bool(p & 2)  # odd
        assert (rank in "45") == bool(p & 4)  # high
        assert (suit in "SD") == bool(p & 8)  # pointed
    with pytest.raises(ValueError):
        playing_card("classic", 3)
