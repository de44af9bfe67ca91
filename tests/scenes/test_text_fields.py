"""What the setups' name fields and the study's path field have from being the one text field (``LineField``):
a caret that moves, Delete, Ctrl+V pastes, a name too long is cut at the seat's limit, Backspace on an empty field
never leaves the screen, Enter moves on (a name) or opens the file (the path), Esc still goes back; a long path
shows its end while typing, and a disabled (computer's) row shows the seat's title, not a name."""

from __future__ import annotations

import pygame
import pytest
from helpers import key, make_app, step

from game.play.seats import NAME_LIMIT
from game.ui import textfield
from game.ui.textfield import LineField, window


def _open(tmp_path, monkeypatch, scene: str):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2)
    app.go("menu")
    app.push(scene)
    step(app, frames=2)
    return app, app.stack.top


def _typing(text: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0) for ch in text]


def _focus_name(screen) -> LineField:
    fields = [w for w in screen.form.widgets if isinstance(w, LineField) and w.enabled]
    screen.form.focus = screen.form.widgets.index(fields[0])
    fields[0].set_text("")
    return fields[0]


@pytest.mark.parametrize("game", ["quarto", "set-quarto", "qu4to"])
def test_a_setup_name_has_a_caret_paste_and_its_limit(tmp_path, monkeypatch, game) -> None:
    app, screen = _open(tmp_path, monkeypatch, game)
    field = _focus_name(screen)
    step(app, _typing("Ana"))
    step(app, [key(app, "left"), key(app, "left")] + _typing("n"))
    assert field.text == "Anna" and field.caret == 2, "typed where the caret is"
    step(app, [key(app, "home"), key(app, "delete"), key(app, "end")] + _typing("!"))
    assert field.text == "nna!"
    monkeypatch.setattr(textfield, "clipboard_text", lambda: "  Bo\nby  ")
    field.set_text("")
    step(app, [key(app, "v", pygame.KMOD_LCTRL)])
    assert field.text == "Bo by", "a paste is one line, trimmed"
    seat = screen.seat_list()[next(i for i in range(4) if screen.here(i))]
    assert seat.name == "Bo by", "the name is kept on its seat (remembered from there at Start)"
    step(app, _typing("x" * 40))
    assert len(field.text) == NAME_LIMIT, "a name too long is cut at the seat's limit"


def test_backspace_erases_enter_moves_on_and_esc_goes_back(tmp_path, monkeypatch) -> None:
    app, screen = _open(tmp_path, monkeypatch, "quarto")
    field = _focus_name(screen)
    step(app, [key(app, "backspace")] * 3)
    assert app.stack.top is screen, "Backspace on an empty name never leaves the screen"
    step(app, [key(app, "return")])
    assert screen.form.focused() is not field, "Enter moves on to the next row"
    screen.form.focus = screen.form.widgets.index(field)
    step(app, _typing("?"))
    assert app.stack.top is screen and field.text == "?", "a typed ? is a letter"
    step(app, [key(app, "escape")])
    assert app.stack.top is not screen, "Esc goes back from a field too"


def test_a_computer_seat_shows_its_title_not_a_typed_name(tmp_path, monkeypatch) -> None:
    app, screen = _open(tmp_path, monkeypatch, "quarto")
    seat = screen.seat_list()[1]
    seat.name = "Typed"
    screen.put_seat(1, "computer:easy")
    field = [w for w in screen.form.widgets if isinstance(w, LineField)][1]
    assert not field.enabled and field.hint() == seat.title(1)
    screen.form.focus = screen.form.widgets.index(field)
    assert not field.key(app, _typing("z")[0]), "a disabled field takes no typing"


def test_the_study_path_field_pastes_moves_its_caret_and_opens_on_enter(tmp_path, monkeypatch) -> None:
    app, hub = _open(tmp_path, monkeypatch, "study")
    hub.form.focus = hub.form.widgets.index(hub.field)
    monkeypatch.setattr(textfield, "clipboard_text", lambda: "/tmp/no such.txt")
    step(app, [key(app, "v", pygame.KMOD_LCTRL)])
    assert hub.field.text == "/tmp/no such.txt"
    step(app, [key(app, "home")] + _typing("["))
    assert hub.field.text == "[/tmp/no such.txt" and hub.tab == "quarto", "[ is typed, not a tab switch"
    step(app, [key(app, "delete"), key(app, "return")], 2)
    assert app.stack.top is hub and hub.message, "Enter opens the file (one that is not there says so)"
    hub.field.set_text("a" * 500)
    assert len(hub.field.text) == 400


def test_a_long_text_shows_the_caret_s_end() -> None:
    pygame.font.init()
    font = pygame.font.Font(None, 20)
    text = "/home/someone/games/records/" + "deep/" * 20 + "last.txt"
    shown, start = window(font, text, len(text), 200)
    assert shown.endswith("last.txt") and start > 0 and font.size(shown)[0] <= 200
    shown, start = window(font, text, 3, 200)
    assert start == 0 and shown.startswith("/home") and font.size(shown)[0] <= 200
    assert window(font, "Ann", 3, 200) == ("Ann", 0)
