"""The setup base every table's setup screen shares (``game.scenes.table.setup``): Start focused, a seat chosen as a
person or a computer, the widgets built again in a new language with the focus kept, and Start's path."""

from __future__ import annotations

import pytest
from helpers import key, make_app, step

from game import i18n
from game.play.seats import Seat
from game.scenes.table.setup import choose_seat, seat_choice
from game.ui.textfield import LineField

SCREENS = {"quarto": "quarto-table", "set": "set-table", "qu4to": "qu4to-table"}


def _screen(tmp_path, monkeypatch, game: str):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go("menu")
    app.push(game)
    step(app, frames=2)
    return app, app.stack.top


def test_a_seat_reads_and_takes_its_selector_s_value() -> None:
    seat = Seat("human", "hard", "Ann")
    assert seat_choice(seat) == "human"
    choose_seat(seat, "computer:easy")
    assert (seat.kind, seat.level, seat.name) == ("computer", "easy", "Ann") and seat_choice(
        seat
    ) == "computer:easy"
    choose_seat(seat, "human")
    assert (seat.kind, seat.level) == ("human", "easy"), "a person keeps the level for a switch back"


@pytest.mark.parametrize("game", list(SCREENS))
def test_start_is_focused_and_enter_deals_the_chosen_seats(tmp_path, monkeypatch, game) -> None:
    app, screen = _screen(tmp_path, monkeypatch, game)
    assert screen.form.focused() is screen.start_button, "Enter starts at once"
    screen.put_seat(1, "computer:hard")
    assert screen.seat_value(1) == "computer:hard"
    screen.form.focus = screen.form.widgets.index(screen.start_button)  # (a choice rebuilt the widgets)
    step(app, [key(app, "return")], 3)
    table = app.stack.scenes[0]
    assert table.name == SCREENS[game]
    assert table.session.setup.seats[1].is_bot and table.session.setup.seats[1].level == "hard"
    assert app.settings["game_defaults"][screen.entry]["seats"][1]["level"] == "hard", "remembered"


@pytest.mark.parametrize("game", ["quarto", "qu4to"])
def test_a_computer_seat_greys_its_name_field_and_a_person_s_takes_typing(
    tmp_path, monkeypatch, game
) -> None:
    app, screen = _screen(tmp_path, monkeypatch, game)

    def field(i: int) -> LineField:
        return [w for w in screen.form.widgets if isinstance(w, LineField)][i]

    screen.put_seat(1, "computer:easy")
    assert not field(1).enabled
    screen.put_seat(1, "human")
    assert field(1).enabled and screen.seat_value(1) == "human"


def test_set_seats_nobody_empties_the_seats_after_and_a_person_fills_those_before(
    tmp_path, monkeypatch
) -> None:
    app, screen = _screen(tmp_path, monkeypatch, "set")
    screen.put_seat(1, "none")
    assert screen.count == 1 and [screen.seat_value(i) for i in (1, 2, 3)] == ["none"] * 3
    screen.put_seat(2, "human")
    assert screen.count == 3 and screen.seat_value(2) == "human" and screen.seat_value(1) != "none"
    assert len(screen.chosen().seats) == 3


@pytest.mark.parametrize("game", list(SCREENS))
def test_a_new_language_builds_the_widgets_again_and_keeps_the_focus(tmp_path, monkeypatch, game) -> None:
    app, screen = _screen(tmp_path, monkeypatch, game)
    screen.form.focus = 2
    try:
        app.set_language("de")
        seat_2 = i18n._("Seat {n}").format(n=2)
        assert seat_2 != "Seat 2", "German names the seats in its own words"
        assert seat_2 in [w.label for w in screen.form.widgets]
        assert screen.form.focus == 2
    finally:
        app.set_language("en")
