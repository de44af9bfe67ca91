"""Nothing pointed at Settings → Mark danger in Quarto (playtest): the table names it once, the first time a person
must give while some pieces would hand over a win and nothing marks them; the help page names it too."""

from __future__ import annotations

from helpers import make_app, quarto_hot_seat, step

from game.play import remembered
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.rules.quarto.moves import Give, Place

TIP = "Settings → Mark danger in Quarto"


def _three_light_in_the_top_row(app, scene) -> list[bool]:
    """Gives and places three light pieces along the top row; whether the tip showed at each give turn."""
    shown = []
    for piece, cell in ((0, 0), (2, 1), (4, 2)):
        shown.append(TIP in scene.toast.shown)
        scene.play(Give(piece))
        step(app)
        scene.play(Place(cell))
        step(app)
    shown.append(TIP in scene.toast.shown)
    return shown


def test_the_table_names_the_setting_once_when_a_give_could_lose(tmp_path, monkeypatch) -> None:
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off", calls="manual")
    assert _three_light_in_the_top_row(app, scene) == [False, False, False, True], "only once a give can lose"
    assert scene.state.phase == "give" and scene.danger() == set(), "the setting is off: nothing is marked"
    assert not remembered.pref(app.settings, "danger_tip")
    scene.play(Give(1))
    step(app)
    assert TIP not in scene.toast.shown, "said for that give only: gone once it is made"
    scene.play(Place(5))
    step(app)
    assert TIP not in scene.toast.shown, "said once"


def test_no_tip_where_the_pieces_are_marked_already(tmp_path, monkeypatch) -> None:
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off", calls="manual")
    app.settings.set("danger_highlight", True)
    assert not any(_three_light_in_the_top_row(app, scene))
    assert scene.danger(), "the setting marks them"
    assert remembered.pref(app.settings, "danger_tip"), "kept for a game where it is needed"


def test_no_tip_against_an_easy_computer_which_marks_them_anyway(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.settings.set("animation", "off")
    setup = TableSetup(
        seats=[Seat("human", name="Ann"), Seat("computer", "easy")], first="0", pieces="classic"
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=2)
    scene = app.stack.scenes[0]
    assert scene.marks_danger() and remembered.pref(app.settings, "danger_tip")


def test_the_help_page_names_the_setting(tmp_path, monkeypatch) -> None:
    from game.scenes.rules_text import _CARD_PAGES, _PIECE_PAGES

    for pages in (_PIECE_PAGES, _CARD_PAGES):
        assert "Mark danger in Quarto" in pages[0][1]
