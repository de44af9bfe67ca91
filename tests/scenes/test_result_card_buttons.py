"""The result card's buttons answer alike at every table (``ResultCard.handle``), as every button in the app does: a
click acts on release over the button it pressed, arrows and Tab move the focus, Enter and Space press it, hover
focuses. Driven by posted events through each table's own input."""

from __future__ import annotations

import pygame
import pytest
from helpers import key, make_app, quarto_hot_seat, step

from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.table.result_card import ResultCard
from game.ui.widgets import Button


def _quarto(tmp_path, monkeypatch):
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    while not scene.state.is_over:
        scene.play(scene.state.legal_moves()[0])
        step(app, frames=2)
    step(app, frames=70)  # the winning line's moment, then the card
    return app, scene, scene.shown_card


def _set(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("animation", "off")
    app.go("set-table", setup=SetSetup(seats=[Seat("human")], mode="puzzle").to_json())
    step(app, frames=2)
    scene = app.stack.scenes[0]
    while not scene.session.is_over:
        for card in scene.session.sets_on_table()[0]:
            scene.pick(card)
        step(app, frames=1)
    step(app, frames=70)
    return app, scene, scene.shown_card


def _qu4to_summary(tmp_path, monkeypatch):
    from helpers import qu4to_table

    app, scene = qu4to_table(tmp_path, monkeypatch, [Seat("human"), Seat("computer", "easy")])
    scene.summary = ResultCard("Round 1 is over", "", [("Ann", 3), ("Computer", 1)])
    return app, scene, lambda: scene.result


TABLES = {"quarto": _quarto, "set": _set, "qu4to-summary": _qu4to_summary}


@pytest.fixture(params=list(TABLES))
def table(request, tmp_path, monkeypatch):
    """A table showing a card whose two buttons count their presses: (app, card, counts)."""
    app, scene, shown = TABLES[request.param](tmp_path, monkeypatch)
    card = shown()
    assert card is not None, "the card shows"
    counts = {"a": 0, "b": 0}
    card.buttons = [
        Button("A", lambda: counts.__setitem__("a", counts["a"] + 1)),
        Button("B", lambda: counts.__setitem__("b", counts["b"] + 1)),
    ]
    card.focus = 0
    step(app, frames=2)  # drawn: the buttons have their places
    assert shown() is card and all(b.rect is not None for b in card.buttons)
    return app, card, counts


def _mouse(kind: int, pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=1)


def test_a_press_then_a_release_over_a_button_presses_it_once(table) -> None:
    app, card, counts = table
    a = card.buttons[0].rect.center
    step(app, [_mouse(pygame.MOUSEBUTTONDOWN, a)])
    assert counts == {"a": 0, "b": 0} and card.buttons[0].pressed, "nothing yet: the button is held"
    step(app, [_mouse(pygame.MOUSEBUTTONUP, a)])
    assert counts == {"a": 1, "b": 0} and not card.buttons[0].pressed


def test_a_press_without_a_release_does_nothing(table) -> None:
    app, card, counts = table
    step(app, [_mouse(pygame.MOUSEBUTTONDOWN, card.buttons[1].rect.center)], frames=5)
    assert counts == {"a": 0, "b": 0}


def test_a_press_on_one_button_released_on_another_presses_neither(table) -> None:
    app, card, counts = table
    a, b = (button.rect.center for button in card.buttons)
    step(app, [_mouse(pygame.MOUSEBUTTONDOWN, a), _mouse(pygame.MOUSEBUTTONUP, b)])
    assert counts == {"a": 0, "b": 0} and not any(button.pressed for button in card.buttons)
    step(app, [_mouse(pygame.MOUSEBUTTONUP, b)])
    assert counts == {"a": 0, "b": 0}, "a release with nothing held presses nothing"


def test_keys_move_the_focus_and_press_the_focused_button(table) -> None:
    app, card, counts = table
    step(app, [key(app, "tab")])
    assert card.focus == 1
    step(app, [key(app, "return")])
    assert counts == {"a": 0, "b": 1}
    step(app, [key(app, "left")])
    assert card.focus == 0
    step(app, [key(app, "space")])
    assert counts == {"a": 1, "b": 1}
    step(app, [key(app, "down"), key(app, "tab", mod=pygame.KMOD_SHIFT)])
    assert card.focus == 0, "Shift+Tab steps back"


def test_hover_focuses_the_button_under_the_pointer(table) -> None:
    app, card, _counts = table
    b = card.buttons[1].rect.center
    step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0), buttons=(0, 0, 0))])
    assert card.focus == 1 and card.buttons[1].hovered and not card.buttons[0].hovered
