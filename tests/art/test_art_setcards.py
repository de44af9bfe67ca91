"""SET card faces: every card renders, all 81 differ, the colour-blind aid shows, results are cached."""

from __future__ import annotations

import pygame
import pytest
from helpers_art import mean_rgb, opaque_fraction, pixels

from game.art.setcards import COLOURS, SetCard, all_cards, set_card_face, symbol_polygon


def test_deck_has_81_distinct_cards() -> None:
    cards = all_cards()
    assert len(cards) == 81 and len(set(cards)) == 81


@pytest.mark.parametrize("size", [(64, 40), (160, 100), (400, 250)])
def test_faces_have_the_asked_size_and_are_opaque_cards(size: tuple[int, int]) -> None:
    for card in (SetCard(1, 0, 0, 0), SetCard(3, 2, 1, 1), SetCard(2, 1, 2, 2)):
        face = set_card_face(card, size)
        assert face.get_size() == size
        assert face.get_flags() & pygame.SRCALPHA
        assert opaque_fraction(face) > 0.95  # a card, only the rounded corners are see-through
        assert face.get_at((size[0] // 2, size[1] // 2)).a == 255


def test_all_81_faces_are_pairwise_distinct() -> None:
    faces = {pixels(set_card_face(card, (96, 60))) for card in all_cards()}
    assert len(faces) == 81


def test_the_symbol_colour_dominates_the_ink() -> None:
    for colour, rgb in enumerate(COLOURS):
        face = set_card_face(SetCard(3, colour, 0, 0), (160, 100))
        # the middle of the centre symbol is painted in the card's colour
        assert tuple(face.get_at((80, 50)))[:3] == pytest.approx(rgb, abs=6)


def test_fills_differ_inside_the_symbol() -> None:
    solid, striped, empty = (set_card_face(SetCard(1, 0, f, 0), (320, 200)) for f in range(3))
    box = pygame.Rect(150, 70, 20, 60)  # inside the single oval, away from its outline
    r_solid, r_striped, r_empty = (mean_rgb(s, box)[1] for s in (solid, striped, empty))
    assert r_solid < r_striped < r_empty  # green channel: red ink is low, paper is high


def test_colour_blind_aid_changes_every_face() -> None:
    for card in all_cards()[::7]:
        assert pixels(set_card_face(card, (120, 75))) != pixels(
            set_card_face(card, (120, 75), colorblind=True)
        )


def test_portrait_is_the_landscape_face_turned() -> None:
    face = set_card_face(SetCard(2, 1, 1, 1), (75, 120), portrait=True)
    assert face.get_size() == (75, 120)
    assert opaque_fraction(face) > 0.95


def test_same_arguments_return_the_cached_surface() -> None:
    a = set_card_face(SetCard(2, 0, 1, 2), (100, 62))
    assert set_card_face((2, 0, 1, 2), [100, 62]) is a  # type: ignore[arg-type]
    assert set_card_face(SetCard(2, 0, 1, 2), (100, 62), colorblind=True) is not a


def test_invalid_cards_are_refused() -> None:
    with pytest.raises(ValueError):
        SetCard(4, 0, 0, 0)
    with pytest.raises(ValueError):
        SetCard(1, 3, 0, 0)


@pytest.mark.parametrize("shape", [0, 1, 2])
def test_symbols_fit_their_box_and_insets_stay_inside(shape: int) -> None:
    outer = symbol_polygon(shape, 0, 0, 36, 72)
    inner = symbol_polygon(shape, 0, 0, 36, 72, 36 * 0.09)
    for pts in (outer, inner):
        assert max(abs(x) for x, _ in pts) <= 18.5
        assert max(abs(y) for _, y in pts) <= 36.5
    assert max(abs(x) for x, _ in inner) < max(abs(x) for x, _ in outer)


def test_a_face_painted_from_kept_outlines_is_the_face_painted_afresh() -> None:
    """The symbols' outlines are kept by shape and place (issue 26): a card painted after its eight siblings of
    other colours and fills, from their outlines, has the very pixels of one painted with nothing kept."""
    from game.art import setcards

    card, size = setcards.SetCard(3, 2, 1, 1), (190, 119)  # three striped squiggles: spline and inset
    setcards._face.cache_clear()
    setcards._polygon.cache_clear()
    fresh = pygame.image.tobytes(setcards.set_card_face(card, size), "RGBA")
    setcards._face.cache_clear()
    setcards._polygon.cache_clear()
    for colour in range(3):
        for fill in range(3):
            if (colour, fill) != (2, 1):
                setcards.set_card_face(setcards.SetCard(3, colour, fill, 1), size)
    kept = setcards._polygon.cache_info()
    assert kept.currsize == 6, "three places, outer and inset: worked out once for the nine cards"
    assert pygame.image.tobytes(setcards.set_card_face(card, size), "RGBA") == fresh
    assert setcards._polygon.cache_info().hits > kept.hits
    outline = setcards.symbol_polygon(1, 40.5, 30.25, 20.0, 44.0, 3.0)
    assert outline == setcards._outline(1, 40.5, 30.25, 20.0, 44.0, 3.0)
    outline.append((0.0, 0.0))  # a caller's list is its own: the kept outline is not changed
    assert setcards.symbol_polygon(1, 40.5, 30.25, 20.0, 44.0, 3.0) == setcards._outline(
        1, 40.5, 30.25, 20.0, 44.0, 3.0
    )
