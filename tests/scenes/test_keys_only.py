"""A whole game of every table by key events alone (issue #30): from the menu to the setup, a game against an easy
computer, and on to the result card — Quarto, SET Quarto, Aces & Faces Quarto, SET and QU4TO.

The test is a player who reads the screen (the focused widget, the cards and pieces on the table, what the keys
card says) and answers only with key presses; it never clicks and never calls a scene's method to move. The
keys it presses at the table are the ones F1 lists there at that moment."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from helpers import make_app, step

from game.app import App
from game.scenes.keymap import events_for
from game.ui.widgets import Selector

FRAMES = 6000  # a generous bound on one game's frames (each game takes a few hundred)


class Player:
    """Presses keys at ``app`` and reads what the screen shows."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.pressed: list[str] = []

    @property
    def top(self) -> Any:
        return self.app.stack.top

    def press(self, name: str, frames: int = 2, listed: bool = False) -> None:
        """Press the key called ``name`` (keymap's names: "Enter", "Tab", "G"…); with ``listed`` it must be one
        F1's card lists for the screen on top now."""
        if listed:
            names = [k for r in self.top.key_help() for k in r.keys]
            offered = {(e.key, e.mod) for k in names for e in events_for(k)}  # ("Arrows": all four)
            (press,) = events_for(name)[:1]
            assert (press.key, press.mod) in offered, (
                f"{name} is not among the keys {self.top.name} lists: {names}"
            )
        self.pressed.append(name)
        step(self.app, events_for(name)[:1], frames)

    def focused_label(self) -> str:
        w = self.top.form.focused()
        return "" if w is None else w.label

    def focus(self, label: str) -> None:
        for _ in range(len(self.top.form.widgets) + 1):
            if self.focused_label() == label:
                return
            self.press("Tab", 1)
        raise AssertionError(f"Tab never reached {label!r} on {self.top.name}")

    def choose(self, label: str, text: str) -> None:
        """Tab to the selector ``label`` and turn it with Right until it shows ``text``."""
        self.focus(label)
        w = self.top.form.focused()
        assert isinstance(w, Selector)
        for _ in range(len(w.options)):
            if w.options[w.index()][1] == text:
                return
            self.press("Right", 1)
        raise AssertionError(f"{label} never showed {text!r}")

    def open_from_menu(self, title: str) -> None:
        assert self.top.name == "menu"
        for _ in range(len(self.top.form.widgets)):
            if self.focused_label() == title:
                break
            self.press("Down", 1)
        assert self.focused_label() == title
        self.press("Enter", 3)

    def start(self) -> Any:
        """Start on the setup screen; the table, once the first-run lesson offer is declined with Esc."""
        self.focus("Start")
        self.press("Enter", 3)
        if self.top.name == "lesson-offer":
            self.press("Esc", 2)
        return self.top


def _app(tmp_path, monkeypatch) -> tuple[App, Player]:
    app = make_app(tmp_path, monkeypatch, size=(1024, 640), seed=5)
    app.settings.set("animation", "off")  # the player's choice in Settings; it keeps the test short
    app.go("menu")
    step(app, frames=2)
    return app, Player(app)


def _to_the_card(app: App, player: Player, table: Any, turn: Any) -> None:
    """Frames until the result card shows; ``turn(player, table)`` plays by keys whenever it is the person's go."""
    for _ in range(FRAMES):
        if table.shown_card() is not None:
            return
        if player.top is table:
            turn(player, table)
        step(app, frames=1)
    raise AssertionError(f"{table.name}: no result card after {FRAMES} frames")


def _finish(app: App, player: Player, table: Any) -> None:
    """At the result card: its keys are listed, the arrows reach Menu, Enter goes there."""
    card = table.shown_card()
    assert card is not None and player.top is table
    labels = [b.label for b in card.buttons]
    for _ in range(len(labels)):
        if labels[card.focus] == "Menu":
            break
        player.press("Down", 1, listed=True) if any(
            "Down" in r.keys or "Arrows" in r.keys for r in table.key_help()
        ) else player.press("Tab", 1)
    assert labels[card.focus] == "Menu"
    player.press("Enter", 3, listed=True)
    assert player.top.name == "menu", "Enter on Menu leaves the result card for the menu"


# Quarto family ---------------------------------------------------------------------------------------------------
def _quarto_turn(player: Player, table: Any) -> None:
    st = table.state
    if not table.human_turn() or table.glides:
        return
    if table.call_available():  # the Call button shows: a line is there to call
        player.press("Q", listed=True)
    elif st.phase == "give":
        if table.selected is None:
            player.press("Right", 1, listed=True)  # "Arrows": the cursor moves over the pieces
        player.press("Enter", 1, listed=True)  # lift the piece at the cursor (confirm gives) or give it
    elif st.phase == "place":
        player.press("Down", 1, listed=True)
        player.press("Enter", 1, listed=True)


@pytest.mark.parametrize(
    ("title", "game"),
    [("Quarto", "quarto"), ("SET Quarto", "set-quarto"), ("Aces & Faces Quarto", "aces-faces")],
)
def test_a_quarto_family_game_by_keys_alone(tmp_path, monkeypatch, title, game) -> None:
    app, player = _app(tmp_path, monkeypatch)
    player.open_from_menu(title)
    assert player.top.name == "quarto-setup" and player.top.menu_key == game
    player.choose("Seat 2", "Computer · Easy")
    table = player.start()
    assert table.name == "quarto-table" and table.session.is_bot(1)
    _to_the_card(app, player, table, _quarto_turn)
    assert {"Enter", "Right", "Down"} <= set(player.pressed)
    _finish(app, player, table)


# SET ------------------------------------------------------------------------------------------------------------
def _set_turn(player: Player, table: Any) -> None:
    from game.rules.setgame.cards import all_sets
    from game.scenes.setgame.input import CARD_KEYS

    if table.session.is_over or table.picked:
        return
    found = all_sets(table.session.table)
    if not found:
        return
    from game.scenes.setgame.input import CARD_ROW

    assert CARD_ROW in table.key_help(), "F1 lists the card keys and how they lie: down the columns"
    slots = table.slots.slots
    for card in found[0]:
        player.press(CARD_KEYS[slots.index(card)].upper(), 1)


def test_set_against_a_computer_by_keys_alone(tmp_path, monkeypatch) -> None:
    app, player = _app(tmp_path, monkeypatch)
    player.open_from_menu("SET")
    assert player.top.name == "set-setup"
    player.choose("Seat 2", "Computer · Easy")
    player.choose("Seat 3", "Nobody")
    player.focus("Junior deck (solid cards)")
    player.press("Enter", 1)  # the switch: 27 cards, a short game
    table = player.start()
    assert table.name == "set-table" and table.setup.junior
    _to_the_card(app, player, table, _set_turn)
    assert table.session.score(0) > 0, "the person took SETs with the card keys"
    _finish(app, player, table)


# QU4TO ----------------------------------------------------------------------------------------------------------
def _qu4to_turn(player: Player, table: Any) -> None:
    if table.summary is not None:  # a round's summary: Enter on its focused button, Next round
        assert table.summary.buttons[table.summary.focus].label == "Next round"
        player.press("Enter", 1, listed=True)
        return
    if not table.my_turn():
        return
    st = table.state
    if st.phase in ("orient", "keep"):
        player.press("G", 1, listed=True)
    elif st.phase == "play" and not st.table:  # the person leads: the card at the cursor, alone
        player.press("Right", 1, listed=True)
        player.press("Space", 1, listed=True)
        player.press("Enter", 1, listed=True)
    elif st.phase == "play":
        player.press("D", 1, listed=True)  # no beating: draw (or pass when the pile is empty)


def test_qu4to_by_keys_alone(tmp_path, monkeypatch) -> None:
    app, player = _app(tmp_path, monkeypatch)
    player.open_from_menu("QU4TO")
    assert player.top.name == "qu4to-setup"
    player.choose("Players", "2 players")
    player.choose("Seat 2", "Computer · Easy")
    table = player.start()
    assert table.name == "qu4to-table"
    _to_the_card(app, player, table, _qu4to_turn)
    assert {"G", "Space", "D"} <= set(player.pressed)
    _finish(app, player, table)


def test_the_player_presses_keys_as_keymap_names_them() -> None:
    pygame.init()
    (enter,) = events_for("Enter")
    assert enter.key == pygame.K_RETURN
    (question,) = events_for("?")
    assert question.unicode == "?" and question.mod & pygame.KMOD_SHIFT
    assert len(events_for("Arrows")) == 4 and events_for("Click") == []
    with pytest.raises(ValueError, match="not a key name"):
        events_for("Hyper")
