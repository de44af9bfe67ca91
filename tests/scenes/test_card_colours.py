"""Settings → Card colours (issue #45): the selector changes the palette, and a SET table, a SET Quarto table and
the menu's SET preview already on screen repaint their cards in it at once."""

from __future__ import annotations

import pytest
from helpers import key, make_app, step

from game.art import setcolours
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.ui.widgets import Selector

CLASSIC_GREEN = setcolours.PALETTES["classic"][2]
TEAL_GREEN = setcolours.PALETTES["colourblind"][2]


@pytest.fixture(autouse=True)
def _classic_after():
    yield
    setcolours.use("classic")


def _count(app, rgb: tuple[int, int, int], tol: int = 4) -> int:
    """Screen pixels within ``tol`` of ``rgb`` (every 2nd pixel each way: enough to see a card's colour)."""
    shot = app.screen
    w, h = shot.get_size()
    return sum(
        1
        for y in range(0, h, 2)
        for x in range(0, w, 2)
        if all(abs(a - b) <= tol for a, b in zip(tuple(shot.get_at((x, y)))[:3], rgb, strict=True))
    )


def _repaints(app) -> None:
    step(app, frames=3)
    before = (_count(app, CLASSIC_GREEN), _count(app, TEAL_GREEN))
    assert before[0] > 200 and before[1] == 0, "green cards in the classic green"
    app.settings.set("card_colours", "colourblind")
    step(app, frames=3)
    assert _count(app, CLASSIC_GREEN) == 0, "no card keeps the old green"
    assert _count(app, TEAL_GREEN) > 200, "the green cards are painted in the new palette's green"


def test_a_set_table_repaints_in_the_chosen_colours(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    app.go("set-table", setup=SetSetup(mode="practice").to_json())
    _repaints(app)


def test_a_set_quarto_table_repaints_in_the_chosen_colours(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    setup = TableSetup(seats=[Seat("human", name="Ann"), Seat("human", name="Bob")], first="0", pieces="set")
    app.go("quarto-table", setup=setup.to_json(), menu_key="set-quarto")
    _repaints(app)


def test_the_settings_selector_switches_the_palette(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("settings")
    step(app, frames=2)
    sc = app.stack.top
    colours = next(w for w in sc.form.widgets if isinstance(w, Selector) and w.label == "Card colours")
    sc.form.focus = sc.form.widgets.index(colours)
    step(app, [key(app, "right")], 2)
    assert app.settings["card_colours"] == "colourblind" and setcolours.chosen() == "colourblind"
    step(app, [key(app, "right")], 2)
    assert app.settings["card_colours"] == "classic" and setcolours.chosen() == "classic"
