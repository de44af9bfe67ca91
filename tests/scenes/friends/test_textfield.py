"""The text field of the friends' screens: typing at a caret that moves, Backspace and Delete, the length cap and
the filter, Ctrl+V pasting, Enter submitting, Tab left to the form."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.friends.join import address_letter, code_letter, parse_address
from game.ui import textfield
from game.ui.textfield import LineField


def press(field: LineField, key: int = 0, text: str = "", mod: int = 0) -> bool:
    event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
    return field.key(None, event)  # type: ignore[arg-type]  # (the field never reads the app)


def typed(field: LineField, text: str) -> None:
    for ch in text:
        assert press(field, text=ch)


def test_typing_goes_in_at_the_caret_which_the_arrows_home_and_end_move() -> None:
    field = LineField("Name")
    typed(field, "Ann")
    assert (field.text, field.caret) == ("Ann", 3)
    press(field, pygame.K_LEFT)
    press(field, pygame.K_LEFT)
    typed(field, "x")
    assert (field.text, field.caret) == ("Axnn", 2)
    press(field, pygame.K_HOME)
    typed(field, ">")
    press(field, pygame.K_END)
    typed(field, "<")
    assert field.text == ">Axnn<"
    for _ in range(10):
        press(field, pygame.K_RIGHT)
    assert field.caret == len(field.text)


def test_backspace_and_delete_erase_either_side_of_the_caret_and_stay_in_the_field() -> None:
    field = LineField("Name", "Bobby")
    assert press(field, pygame.K_BACKSPACE) and field.text == "Bobb"
    press(field, pygame.K_HOME)
    assert press(field, pygame.K_DELETE) and field.text == "obb"
    assert press(field, pygame.K_BACKSPACE) and field.text == "obb", (
        "nothing before the caret: nothing erased"
    )
    empty = LineField("Name")
    assert press(empty, pygame.K_BACKSPACE), "Backspace on an empty field never reaches the screen (back)"


def test_the_cap_and_the_filter_decide_what_goes_in() -> None:
    code = LineField("Code", limit=6, allow=code_letter)
    typed(code, "ab0o1il-c d9")
    assert code.text == "ABCD9", "upper case, and no 0/O, 1/I/L, dashes or spaces"
    typed(code, "xyz")
    assert code.text == "ABCD9X" and len(code.text) == 6
    address = LineField("Address", limit=64, allow=address_letter)
    typed(address, "192.168.1.20:47812 ;'")
    assert address.text == "192.168.1.20:47812"


def test_ctrl_v_pastes_the_clipboard_on_one_line_through_the_filter(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(textfield, "clipboard_text", lambda: "  ab3-def\n ")
    field = LineField("Code", limit=6, allow=code_letter)
    assert press(field, pygame.K_v, "\x16", pygame.KMOD_LCTRL)
    assert field.text == "AB3DEF"
    monkeypatch.setattr(textfield, "clipboard_text", lambda: "")
    assert press(field, pygame.K_v, "\x16", pygame.KMOD_LCTRL) and field.text == "AB3DEF"


def test_enter_submits_and_tab_up_down_escape_are_left_to_the_form() -> None:
    submitted: list[str] = []
    field = LineField("Name", "Ann", on_submit=lambda: submitted.append(field.text))
    assert press(field, pygame.K_RETURN) and submitted == ["Ann"]
    for key in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_ESCAPE):
        assert not press(field, key), pygame.key.name(key)
    assert not press(LineField("Name"), pygame.K_RETURN), "no submit: Enter moves on (the screen's)"


def test_set_text_and_changes_are_reported() -> None:
    seen: list[str] = []
    field = LineField("Address", on_change=seen.append)
    field.set_text("10.0.0.2:47812")
    typed(field, "9")
    press(field, pygame.K_BACKSPACE)
    assert seen == ["10.0.0.2:47812", "10.0.0.2:478129", "10.0.0.2:47812"]


@pytest.mark.parametrize(
    ("text", "where"),
    [
        ("127.0.0.1:5000", ("127.0.0.1", 5000)),
        (" box.local ", ("box.local", 47812)),
        ("[::1]:6000", ("::1", 6000)),
        ("[::1]", ("::1", 47812)),
        ("fe80::1", ("fe80::1", 47812)),
        ("host:", ("host", 47812)),
        ("host:0", None),
        ("host:70000", None),
        ("host:12a", None),
        (":5000", None),
        ("", None),
        ("[::1]x", None),
    ],
)
def test_an_address_is_read_as_host_and_port(text: str, where: tuple[str, int] | None) -> None:
    assert parse_address(text) == where
