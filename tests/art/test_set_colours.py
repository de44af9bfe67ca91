"""SET's card colours (issue #45): the colour-blind palette keeps every pair of its three colours apart for
protanopes and deuteranopes (simulated with Machado 2009, measured in CIEDE2000), every card paints in the
palette Settings chose, and a change of it paints the cards again."""

from __future__ import annotations

import itertools

import pytest

from game.art import colourvision as cv
from game.art import setcolours
from game.art.setcards import SetCard, set_card_face
from game.settings import Settings

# Sharma, Wu & Dalal (2005)'s test pairs for CIEDE2000
SHARMA = [
    ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
    ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
    ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ((22.7233, 20.0904, -46.6940), (23.0331, 14.9730, -42.5619), 2.0373),
    ((90.8027, -2.0831, 1.4410), (91.1528, -1.6435, 0.0447), 1.4441),
]


@pytest.fixture(autouse=True)
def _classic_after():
    yield
    setcolours.use("classic")


@pytest.mark.parametrize(("lab1", "lab2", "want"), SHARMA)
def test_the_colour_difference_is_ciede2000(lab1, lab2, want) -> None:
    assert cv.delta_e2000(lab1, lab2) == pytest.approx(want, abs=1e-4)
    assert cv.delta_e2000(lab2, lab1) == pytest.approx(want, abs=1e-4)


def test_the_simulation_keeps_greys_and_white() -> None:
    for grey in ((255, 255, 255), (128, 128, 128)):
        for vision in cv.VISIONS:
            assert cv.distance(grey, grey, vision) == 0
        assert cv.lab(cv.simulate(grey, "deuteranopia"))[1:] == pytest.approx((0, 0), abs=0.6)


@pytest.mark.parametrize("vision", cv.CHECKED)
def test_every_pair_of_the_colour_blind_palette_stays_apart(vision) -> None:
    colours = setcolours.PALETTES["colourblind"]
    for a, b in itertools.combinations(colours, 2):
        assert cv.distance(a, b, vision) >= cv.MIN_DELTA_E, f"{a} and {b} look alike with {vision}"


def test_the_classic_colours_are_the_pair_deuteranopes_confuse() -> None:
    """Why the palette exists: the printed deck's red and green come within a few units for a deuteranope."""
    red, _purple, green = setcolours.PALETTES["classic"]
    assert cv.distance(red, green, "deuteranopia") < 10 < cv.distance(red, green, "normal")


def test_the_report_lists_each_palette() -> None:
    lines = cv.report()
    assert [line.split()[0] for line in lines[1:-1]] == list(setcolours.PALETTES)


def test_cards_paint_in_the_chosen_palette_and_a_change_paints_them_again(tmp_path) -> None:
    settings = Settings(tmp_path / "settings.json")
    assert settings["card_colours"] == "classic"
    card = SetCard(3, 2, 0, 0)  # three solid green ovals: the middle one's centre is the colour itself
    classic = set_card_face(card, (160, 100))
    assert tuple(classic.get_at((80, 50)))[:3] == pytest.approx(setcolours.PALETTES["classic"][2], abs=6)
    settings.set("card_colours", "colourblind")
    assert setcolours.chosen() == "colourblind"
    teal = set_card_face(card, (160, 100))
    assert teal is not classic
    assert tuple(teal.get_at((80, 50)))[:3] == pytest.approx(setcolours.PALETTES["colourblind"][2], abs=6)
    assert Settings(tmp_path / "settings.json")["card_colours"] == "colourblind", "remembered"
    settings.set("card_colours", "classic")
    assert tuple(set_card_face(card, (160, 100)).get_at((80, 50)))[:3] == tuple(classic.get_at((80, 50)))[:3]


def test_an_unknown_palette_in_the_file_is_classic(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text('{"version": 1, "data": {"card_colours": "neon"}}', encoding="utf-8")
    assert Settings(path)["card_colours"] == "classic"
    assert setcolours.chosen() == "classic"
    assert setcolours.use("neon") is False, "an unknown name paints classic"
