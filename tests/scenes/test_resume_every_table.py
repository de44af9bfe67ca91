"""Every table is saved when the player closes the window, pauses, quits to the menu or switches away, and the
menu's Continue (a click on it, in a fresh process-like App) brings back exactly that table: board, hands, deck
order, scores, whose turn, bot levels and SET's clocks where they stopped. All driven by posted events."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, key, make_app, step

from game.app import App, Options
from game.play.qu4to.session import Qu4toSetup
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.saves import Saves


def _until(app, pred, frames=3000) -> None:
    for _ in range(frames):
        if pred():
            return
        step(app, frames=1)
    raise AssertionError("the table never got there")


def _quarto(app):
    setup = TableSetup(
        pieces="classic", seats=[Seat("human", name="Ann"), Seat("computer", "hard")], first="0"
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=2)
    scene = app.stack.top
    step(app, click(app, scene.places.pool_slot(3).rect.center), 2)  # Ann gives a piece; Hard places, gives
    _until(app, lambda: scene.human_turn() and len(scene.state.history) >= 3)
    return scene


def _set(app):
    app.go("set-table", setup=SetSetup(seats=[Seat("human"), Seat("computer", "medium")]).to_json())
    step(app, frames=90)  # a second and a half on the clock
    return app.stack.scenes[0]


def _qu4to(app):
    seats = [Seat("human", name="Ann"), Seat("computer", "medium"), Seat("computer", "easy")]
    app.go("qu4to-table", setup=Qu4toSetup(seats).to_json())
    step(app, frames=2)
    scene = app.stack.scenes[0]
    _until(app, lambda: scene.my_turn() and app.stack.top is scene)
    return scene


TABLES = {"quarto": _quarto, "set": _set, "qu4to": _qu4to}


def _close_window(app) -> None:
    pg = pygame
    step(app, [pg.event.Event(pg.WINDOWCLOSE, window=None), pg.event.Event(pg.QUIT)], 1)
    assert not app.running
    app.finish()  # what the loop does once ``running`` is False


def _pause(app) -> None:
    step(app, [key(app, "escape")], 1)
    assert app.stack.top.name == "pause"


def _quit_to_menu(app) -> None:
    _pause(app)
    button = next(b for b in app.stack.top.form.widgets if b.label == "Quit to menu")
    step(app, click(app, button.rect.center), 1)
    assert app.stack.top.name == "menu"


def _focus_lost(app) -> None:
    pg = pygame
    app.stack.push(app.make("pause"))  # hold the table still (no bot moves, no clock) after the save
    step(app, [pg.event.Event(pg.WINDOWFOCUSLOST, window=None)], 1)


EXITS = {
    "window close": _close_window,
    "pause": _pause,
    "quit to menu": _quit_to_menu,
    "focus lost": _focus_lost,
}


@pytest.mark.parametrize("exit_how", sorted(EXITS))
@pytest.mark.parametrize("game", sorted(TABLES))
def test_each_table_resumes_exactly_after_each_way_out(tmp_path, monkeypatch, game, exit_how) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    table = TABLES[game](app)
    if exit_how == "focus lost":
        app.saves.clear(game)  # nothing on disk: the focus loss alone must write it
    EXITS[exit_how](app)
    live = table.session.to_json()
    app.saves.flush()
    on_disk = Saves(tmp_path / "home" / "data")
    assert on_disk.latest() == game and on_disk.state(game) == live
    assert on_disk.thumbnail(game)[:2] == b"\xff\xd8", "a JPEG picture of the table rides with the save"

    again = App(Options(headless=True, size=(1280, 720), seed=99))
    again.go("menu")
    step(again)
    cont = again.stack.top.form.widgets[0]
    assert cont.label == "Continue" and cont.enabled
    for event in click(again, cont.rect.center):  # routed like a frame's input, before any frame runs
        again.stack.handle(event)
    resumed = again.stack.scenes[0]
    assert resumed.name == table.name and resumed is not table
    assert resumed.session.to_json() == live
    if game == "set":
        assert resumed.session.clock == round(table.session.clock, 3) > 1.0, (
            "SET's clock stood still while away"
        )


def test_a_save_per_game_and_continue_takes_the_newest(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    quarto = _quarto(app)
    _quit_to_menu(app)
    s = _set(app)
    _quit_to_menu(app)
    assert app.saves.games() == ["set", "quarto"]
    assert app.stack.top.form.widgets[0].sublabel.startswith("SET game against Medium · saved")
    # the Quarto setup screen offers Resume of its own game, which is not the newest
    app.push("quarto")
    step(app, frames=2)
    setup = app.stack.top
    assert setup.resume_button is not None and setup.resume_game == "quarto"
    step(app, click(app, setup.resume_button.rect.center), 1)
    assert app.stack.scenes[0].name == "quarto-table"
    assert app.stack.scenes[0].session.to_json() == quarto.session.to_json()
    # and SET's slot is still there, untouched
    assert Saves(tmp_path / "home" / "data").state("set") == s.session.to_json()


def test_a_finished_game_leaves_only_its_own_slot(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    _set(app)
    _quit_to_menu(app)
    table = _quarto(app)
    table.autosave.forget()  # what the table does when its game ends
    assert app.saves.games() == ["set"]
    assert Saves(tmp_path / "home" / "data").games() == ["set"]


@pytest.mark.parametrize("game", ["set", "qu4to"])
def test_set_and_qu4to_setups_ask_before_replacing_their_save(tmp_path, monkeypatch, game) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    TABLES[game](app)
    _quit_to_menu(app)
    saved = app.saves.state(game)
    app.push(game)
    step(app, frames=2)
    setup = app.stack.top
    assert setup.resume_game == game
    step(app, click(app, setup.start_button.rect.center), 2)
    assert app.stack.top.name == "confirm" and app.stack.top.heading == "Abandon your game?"
    step(app, [key(app, "return")], 2)  # "Keep it"
    assert app.stack.top is setup and app.saves.state(game) == saved
