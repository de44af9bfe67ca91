"""The game's setup while hosting a table for friends: the keys' note says what Enter does there ("Enter opens the
table", as the button says), and the host's own seat bears the name they gave on *Host a table*."""

from __future__ import annotations

import pytest
from helpers import make_app, step

from game.ui.textfield import LineField


def notes_drawn(app, monkeypatch) -> list[str]:
    scene = app.stack.top
    notes: list[str] = []
    monkeypatch.setattr(type(scene), "draw_note", lambda self, surface, note: notes.append(note))
    scene.draw(app.screen)
    return notes


@pytest.mark.parametrize("game", ["quarto", "qu4to", "set"])
def test_enter_s_note_says_what_the_button_says(tmp_path, monkeypatch, game) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("menu")
    app.push(game, hosting={"host_name": "Ann", "port": 0})
    step(app)
    setup = app.stack.top
    assert setup.start_button.label == "Open the table"
    (note,) = notes_drawn(app, monkeypatch)
    assert "Enter opens the table" in note and "Enter starts" not in note
    assert "Start" not in setup.subtitle_text(), "nor does the line under the title speak of Start"
    app.back()
    app.push(game)  # the same setup played here: Start starts
    step(app)
    assert app.stack.top.start_button.label == "Start"
    assert "Enter starts" in notes_drawn(app, monkeypatch)[0]


@pytest.mark.parametrize("game", ["quarto", "qu4to"])
def test_the_host_s_seat_bears_the_host_s_name(tmp_path, monkeypatch, game) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("menu")
    app.push(game, hosting={"host_name": "Ann", "port": 0})
    step(app)
    fields = [w for w in app.stack.top.form.widgets if isinstance(w, LineField)]
    assert fields[0].text == "Ann", "Seat 1's name field shows the host's name"
    fields[0].set_text("")
    assert fields[0].hint() == "Ann", "left empty, it still says whose seat it is (the lobby names it so)"
    assert fields[1].hint() != "Ann", "a friend's seat is not the host's"
    app.back()
    app.push(game, hosting={"host_name": "", "port": 0})  # (no name known: the seat's own title)
    step(app)
    first = next(w for w in app.stack.top.form.widgets if isinstance(w, LineField))
    assert first.text == "" and first.hint() == "Player 1"
