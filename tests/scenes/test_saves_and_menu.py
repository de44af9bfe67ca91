"""Saves are never overwritten silently, Continue says what it resumes, statistics read well: by events."""

from __future__ import annotations

import json
import time

from helpers import click, key, make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.records import StatsBook


def _unfinished_game(app) -> None:
    setup = TableSetup(
        pieces="classic", seats=[Seat("human", name="Ann"), Seat("computer", "hard")], first="0"
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=2)
    scene = app.stack.top
    step(app, click(app, scene.places.pool_slot(3).rect.center), 2)  # one move: the game is saved
    scene.save_game()
    assert app.saves.has_game()


def test_a_new_game_asks_before_abandoning_the_unfinished_one(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("animation", "off")
    _unfinished_game(app)
    saved = json.dumps(app.saves.data["state"], sort_keys=True)
    app.go("menu")
    step(app, frames=2)
    app.push("quarto")
    step(app, frames=2)
    setup = app.stack.top
    step(app, click(app, setup.start_button.rect.center), 2)
    top = app.stack.top
    assert top.name == "confirm" and top.heading == "Abandon your game?"
    assert (
        top.message
        == "Your unfinished Quarto game against Hard waits in Continue; a new game takes its place."
    )
    step(app, [key(app, "return")], 2)  # the focus starts on "Keep it"
    assert app.stack.top is setup and json.dumps(app.saves.data["state"], sort_keys=True) == saved
    step(app, click(app, setup.start_button.rect.center), 2)
    step(app, [key(app, "down")], 1)
    step(app, [key(app, "return")], 4)
    assert app.stack.scenes[0].name == "quarto-table", "abandoning it starts the new game"


def test_continue_names_the_game_the_opponent_and_when(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("animation", "off")
    _unfinished_game(app)
    app.go("menu")
    step(app, frames=2)
    cont = app.stack.top.form.widgets[0]
    assert cont.sublabel == "Quarto game against Hard · saved just now"
    assert app.saves.saved_when(time.time() + 600).endswith("minutes ago")


def test_statistics_win_rate_and_streaks_and_old_files_still_load(tmp_path) -> None:
    path = tmp_path / "stats.json"
    old = {"version": 1, "data": {"games": {"quarto": {"medium": {"win": 3, "loss": 1, "draw": 0}}}}}
    path.write_text(json.dumps(old))
    book = StatsBook(path)
    assert book.notice is None
    rec = book.game("quarto")
    assert [(r.label, r.won, r.lost, r.drawn, r.rate) for r in rec.opponents()] == [
        ("Medium", 3, 1, 0, "75%")
    ]
    assert (rec.streak, rec.best_streak) == (0, 0)
    for result in ("win", "win", "loss", "win"):
        book.record("quarto", "medium", result)
    rec = book.game("quarto")
    assert [(r.label, r.won, r.lost, r.drawn, r.rate) for r in rec.opponents()] == [
        ("Medium", 6, 2, 0, "75%")
    ]
    assert (rec.streak, rec.best_streak) == (1, 2)
    assert StatsBook(path).rows() == [("Quarto", "medium", 6, 2, 0)]
