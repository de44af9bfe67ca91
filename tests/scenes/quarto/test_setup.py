"""The Quarto-family setup screen: keyboard and mouse, names, defaults remembered per game, Start/Back."""

from __future__ import annotations

import pygame
from helpers import click, key, make_app, step


def _open(tmp_path, monkeypatch, game="quarto"):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2)
    app.go("menu")
    app.push(game)
    step(app, frames=2)
    return app, app.stack.top


def _widget(scene, label):
    return next(w for w in scene.form.widgets if w.label == label)


def test_setup_by_mouse_and_keyboard_starts_the_table_and_remembers(tmp_path, monkeypatch) -> None:
    app, setup = _open(tmp_path, monkeypatch)
    assert setup.name == "quarto-setup" and setup.setup.pieces == "classic"
    seat2 = _widget(setup, "Seat 2")
    step(app, click(app, seat2.left_rect.center), 1)  # Computer · Medium -> one level down the list
    assert setup.setup.seats[1].is_bot and setup.setup.seats[1].level == "easy"
    name = [w for w in setup.form.widgets if w.label == "Name"][0]
    step(app, click(app, name.rect.center), 1)
    for ch in "Zoë":
        ev = pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0)
        step(app, [ev], 1)
    step(app, [key(app, "backspace")], 1)
    assert setup.setup.seats[0].name == "Zo"
    calls = _widget(setup, "Calls")
    setup.form.focus = setup.form.widgets.index(calls)
    step(app, [key(app, "right")], 1)
    assert setup.setup.calls == "manual"
    step(app, click(app, setup.start_button.rect.center), 2)
    table = app.stack.top
    assert table.name == "quarto-table"
    assert table.session.name(0) == "Zo" and table.session.variant.calls == "manual"
    assert app.settings["game_defaults"]["quarto"]["seats"][1]["level"] == "easy"
    table.new_setup()  # "New setup" reopens the screen with what was chosen
    again = app.stack.top
    assert (
        again.name == "quarto-setup" and again.setup.seats[0].name == "Zo" and again.setup.calls == "manual"
    )


def test_aces_faces_offers_the_common_sense_deck_and_card_variants(tmp_path, monkeypatch) -> None:
    app, setup = _open(tmp_path, monkeypatch, "aces-faces")
    labels = [w.label for w in setup.form.widgets]
    assert "Unmarked board" in labels and "Draw pile (private hands)" in labels
    deck = _widget(setup, "Deck")
    setup.form.focus = setup.form.widgets.index(deck)
    step(app, [key(app, "right")], 1)
    assert setup.setup.pieces == "common"
    _widget(setup, "Unmarked board").activate(app)
    step(app, [key(app, "escape")], 1)
    assert app.stack.top.name == "menu", "Esc goes back without starting"
    app.push("quarto")
    step(app, frames=1)
    assert "Unmarked board" not in [w.label for w in app.stack.top.form.widgets], (
        "classic has no card variants"
    )


def test_enter_starts_and_shortcuts_overlay_opens_and_closes(tmp_path, monkeypatch) -> None:
    app, setup = _open(tmp_path, monkeypatch, "set-quarto")
    step(app, [key(app, "return")], 2)  # Start has the focus when the screen opens
    table = app.stack.top
    assert table.name == "quarto-table" and table.session.variant.pieces == "set"
    step(app, [key(app, "f1")], 1)
    assert app.stack.top.name == "keys" and app.stack.top.screen is table, "F1 shows the table's keys"
    step(app, [key(app, "x")], 1)
    assert app.stack.top.name == "keys", "another key is not a way out of the keys card (F1, ? or Esc are)"
    step(app, [key(app, "f1")], 1)
    assert app.stack.top is table


def test_attribute_legend_fits_the_free_space_and_shows_the_pieces(tmp_path, monkeypatch) -> None:
    for game, size in (("quarto", (1280, 720)), ("aces-faces", (1280, 720)), ("set-quarto", (1920, 1080))):
        app, setup = _open(tmp_path, monkeypatch, game)
        if app.size != size:
            app.resized(size)
            step(app)
        box = setup.legend
        assert box.h >= app.theme.px(80), "room for the legend"
        assert not any(w.rect.colliderect(box) for w in setup.form.widgets), "the legend covers no control"
        plain = app.screen.copy()
        setup.legend = box.move(0, -10_000)  # drawn off-screen: the spot shows the felt again
        step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0))])
        spot = (box.x + box.w // 8, box.bottom - box.h // 3)  # over the first pair of faces
        assert plain.get_at(spot) != app.screen.get_at(spot)
