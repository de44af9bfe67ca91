"""At 150 % text (issue 47 item 8): the menu's keys line stays on one line and Continue still shows the saved
table's picture; every Settings label is drawn at one size, the largest the longest allows; "Try the lesson" keeps
clear of its button's edge; the QU4TO score sheet keeps each name and its numbers on one row."""

from __future__ import annotations

import pytest
from helpers import make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.rules.quarto import Give, Place
from game.ui.theme import PALETTE

LARGE = [(code, size) for code in ("en", "de") for size in ((1280, 720), (1920, 1080))]


def _app(tmp_path, monkeypatch, code, size, percent=150):
    app = make_app(tmp_path, monkeypatch, size=size, lang=code)
    app.set_text_size(percent)
    return app


def _save_a_quarto_game(tmp_path, monkeypatch, code) -> None:
    """A Quarto game left after two moves, so the menu's Continue has a saved table (and its picture)."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), lang=code)
    setup = TableSetup(
        pieces="classic", seats=[Seat("human", name="Ann"), Seat("computer", "easy")], first="0"
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    scene = app.stack.scenes[0]
    while app.stack.top is not scene:
        app.stack.pop()
    step(app, frames=2)
    scene.session.play(Give(3))
    scene.session.play(Place(5))
    scene.view.invalidate()
    step(app, frames=2)
    app.go("menu")
    step(app, frames=2)
    app.saves.flush()  # the autosave is written on a background thread: on disk before the next app reads it
    app.close()
    app.close()


@pytest.mark.parametrize(("code", "size"), LARGE)
def test_the_menu_keys_line_stays_one_line_and_continue_shows_its_picture(tmp_path, monkeypatch, code, size):
    _save_a_quarto_game(tmp_path, monkeypatch, code)
    app = _app(tmp_path, monkeypatch, code, size)
    app.go("menu")
    step(app, frames=3)
    menu = app.stack.top
    assert menu.saved and menu.keys[menu.form.focus] == "continue"
    assert len(menu.hint_lines) == 1, "the keys' line wraps"
    th = app.theme
    line = th.font(15).size(menu.hint_lines[0])
    hx, hy = menu.hint_at
    assert hx <= size[0] and hy + line[1] <= size[1], "the keys' line is inside the window"
    gold = tuple(PALETTE["gold"][:3])
    frame = sum(
        tuple(app.screen.get_at((x, y)))[:3] == gold
        for x in range(menu.preview.left, menu.preview.right, 2)
        for y in range(menu.preview.top, menu.preview.bottom, 2)
    )
    assert frame > 100, "the saved table's picture is in Continue's panel, in its gold frame"
    app.close()


@pytest.mark.parametrize(("code", "size"), LARGE)
def test_every_settings_label_has_one_size(tmp_path, monkeypatch, code, size) -> None:
    app = _app(tmp_path, monkeypatch, code, size)
    app.go("menu")
    app.push("settings")
    step(app, frames=2)
    rows = app.stack.top.form.widgets[:-2]
    assert len({row.label_size for row in rows}) == 1
    assert all(row.label_fit(app.theme) == rows[0].label_size for row in rows), "a label drawn smaller"
    assert rows[0].label_size == 20, "in English and German every label keeps the type scale's 20"
    app.close()


@pytest.mark.parametrize(("code", "size"), LARGE)
def test_try_the_lesson_keeps_clear_of_its_button_s_edge(tmp_path, monkeypatch, code, size) -> None:
    from game.i18n import _

    app = _app(tmp_path, monkeypatch, code, size)
    app.go("menu")
    app.push("rules", game="qu4to")
    step(app, frames=2)
    th, button = app.theme, app.stack.top.lesson_button
    label = th.font(button.size, True).size(_(button.label))[0]
    side = (button.rect.w - label) // 2  # the label is centred; the gold bar takes px(6) of the left side
    assert side - th.px(6) >= th.px(16), "the label nearly touches the gold bar"
    assert app.stack.top.prev_button.rect.x - button.rect.right > th.px(40), "clear of the page dots"
    app.close()


@pytest.mark.parametrize(("code", "size"), LARGE)
def test_the_qu4to_score_sheet_keeps_names_beside_their_numbers(tmp_path, monkeypatch, code, size) -> None:
    from game.play.qu4to.session import Qu4toSetup
    from game.scenes.qu4to.sheet import fitted_name, name_room, one_line_row

    app = _app(tmp_path, monkeypatch, code, size)
    app.settings.set("animation", "off")
    seats = [Seat("human", name="Ann")] + [
        Seat("computer", level) for level in ("easy", "medium", "easy", "hard")
    ]
    app.go("qu4to-table", setup=Qu4toSetup(seats).to_json())
    step(app, frames=2)
    view = app.stack.scenes[0].view
    assert view.lay.sheet_row == one_line_row(view), "a name took a line of its own over its numbers"
    room = name_room(view, view.lay.sheet, 3, False)
    names = app.stack.scenes[0].session.names()
    assert all(not fitted_name(view, name, room)[0].endswith("…") for name in names)
    assert view.lay.sheet.w <= view.px(300 + 40), "the table keeps the rest of the window"
    app.close()


@pytest.mark.parametrize(("code", "size"), LARGE)
def test_the_study_path_field_s_prompt_reads_from_its_start(tmp_path, monkeypatch, code, size) -> None:
    """Its prompt was cut like a long path, from the start ("r paste where an exported…")."""
    from game.i18n import _

    app = _app(tmp_path, monkeypatch, code, size)
    app.go("study")
    step(app, frames=2)
    hub, drawn = app.stack.top, []
    real = app.theme.blit_text
    monkeypatch.setattr(
        app.theme,
        "blit_text",
        lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k),
    )
    step(app, frames=1)
    assert _(hub.field.label) in drawn, "the whole prompt is drawn"
    app.close()
