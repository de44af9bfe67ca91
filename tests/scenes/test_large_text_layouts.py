"""At 150 % text (issue 47 item 8): the menu's keys line stays on one line and Continue still shows the saved
table's picture; every Settings label is drawn at one size, the largest the longest allows; "Try the lesson" keeps
clear of its button's edge; the QU4TO score sheet keeps each name and its numbers on one row."""

from __future__ import annotations

import pytest
from helpers import drawn_texts, make_app, step

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
    hub, drawn = app.stack.top, drawn_texts(app, monkeypatch)
    step(app, frames=1)
    assert _(hub.field.label) in drawn, "the whole prompt is drawn"
    app.close()


def _menu_art(app, key: str):
    """The bounding box of what the menu's preview paints under its words for the entry ``key``."""
    from game.scenes import showcase

    app.go("menu")
    menu = app.stack.top
    menu.form.focus = menu.keys.index(key)
    step(app, frames=2)
    (layer,) = [v for k, v in showcase._cache.items() if k[0] == key and v is not None][-1:]
    return layer.get_bounding_rect()


@pytest.mark.parametrize(("code", "size"), LARGE)
def test_the_menu_preview_keeps_its_art_readable(tmp_path, monkeypatch, code, size) -> None:
    """The pieces shrank to a few pixels at 150 % (their surfaces' empty margins were fitted too); QU4TO had
    no art at all."""
    app = _app(tmp_path, monkeypatch, code, size)
    for key in ("quarto", "qu4to"):
        art = _menu_art(app, key)
        assert art.h >= app.stack.top.preview.h // 6, f"{key}: the art is {art.h} px tall"
    app.close()


@pytest.mark.parametrize(("code", "size"), LARGE)
def test_an_opponent_s_card_count_stays_clear_of_the_move_list(tmp_path, monkeypatch, code, size) -> None:
    from game.play.qu4to.session import Qu4toSetup

    app = _app(tmp_path, monkeypatch, code, size)
    app.settings.set("animation", "off")
    app.go(
        "qu4to-table",
        setup=Qu4toSetup([Seat("human", name="Ann")] + [Seat("computer", "easy")] * 3).to_json(),
    )
    step(app, frames=2)
    view = app.stack.scenes[0].view
    lay, th = view.lay, app.theme
    for box in lay.seats:
        slots = lay.back_slots(box, 14)  # the most a seat holds after a draw
        right = slots[-1].right + view.px(8) + th.font(15, True).size("×14")[0]
        assert right <= lay.play.right, "the count runs into the right-hand column (the move list's heading)"
    app.close()


@pytest.mark.parametrize("game", ["qu4to", "quarto", "set"])
@pytest.mark.parametrize(("code", "percent"), [("en", 100), ("de", 150)])
def test_a_setup_s_choices_are_drawn_at_one_size(tmp_path, monkeypatch, game, code, percent) -> None:
    """ "Computer · Mittel" was drawn smaller than "Mensch" and "4 Spieler" beside it (shrunk alone to fit)."""
    from game.ui.widgets import Selector

    app = _app(tmp_path, monkeypatch, code, (1280, 720), percent)
    app.go("menu")
    app.push(game)
    step(app, frames=2)
    selectors = [w for w in app.stack.top.form.widgets if isinstance(w, Selector) and w.rect is not None]
    assert len(selectors) >= 2
    assert len({s.value_size for s in selectors}) == 1
    drawn: list[int] = []
    real = app.theme.fit_text
    monkeypatch.setattr(
        app.theme,
        "fit_text",
        lambda text, size, *a, **k: drawn.append(real(text, size, *a, **k)[1]) or real(text, size, *a, **k),
    )
    step(app, frames=1)
    values = {drawn_size for drawn_size in drawn if drawn_size <= selectors[0].value_size}
    assert selectors[0].value_size in values
    if percent == 100:
        assert selectors[0].value_size == 18, "at 100 % every choice keeps the type scale's 18"
    app.close()
