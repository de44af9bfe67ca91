"""Saves are never overwritten silently, Continue says what it resumes, statistics read well: by events."""

from __future__ import annotations

import json
import time

from helpers import click, key, make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.stats import StatsBook


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
    import game.i18n as i18n

    try:  # the same words in the player's language
        app.set_language("de")
        step(app, frames=2)
        assert app.saves.summary() == "Quarto-Partie gegen Schwer"
        assert app.saves.saved_when(time.time() + 600) == "vor 10 Minuten"
        assert app.saves.saved_when(time.time() + 60) == "vor 1 Minute"
        then = time.localtime()
        months = (
            "Jan.",
            "Feb.",
            "März",
            "Apr.",
            "Mai",
            "Juni",
            "Juli",
            "Aug.",
            "Sept.",
            "Okt.",
            "Nov.",
            "Dez.",
        )
        when = app.saves.saved_when(time.time() + 40 * 86400)
        assert when == f"{then.tm_mday}. {months[then.tm_mon - 1]} {then.tm_year}"
    finally:
        i18n.set_language("en")


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


def test_the_single_continue_slot_of_format_1_moves_into_its_games_slot(tmp_path, monkeypatch) -> None:
    """An older Quadrille kept one save, current-game.json (format 1); this one moves it to saves/quarto.json
    on the first start, quietly, and Continue resumes it."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("animation", "off")
    _unfinished_game(app)
    state = app.saves.state("quarto")
    data = tmp_path / "home" / "data"
    (data / "saves" / "quarto.json").unlink()
    old = {"version": 1, "data": {"scene": "quarto", "state": state, "saved_at": 1_700_000_000.0}}
    (data / "current-game.json").write_text(json.dumps(old))
    again = make_app(tmp_path, monkeypatch, size=(1280, 720))
    assert again.notices == []
    assert again.saves.games() == ["quarto"] and again.saves.state("quarto") == state
    assert not (data / "current-game.json").exists() and (data / "current-game.json.migrated").exists()
    assert json.loads((data / "saves" / "quarto.json").read_text())["version"] == 2
    again.go("menu")
    step(again)
    step(again, [key(again, "return")], 1)  # the focus starts on Continue
    assert again.stack.scenes[0].name == "quarto-table"
    assert again.stack.scenes[0].session.to_json()["state"] == state["state"]


def test_a_migration_that_fails_sets_the_file_aside_with_a_notice(tmp_path) -> None:
    from game.storage import Store

    path = tmp_path / "x.json"
    path.write_text(json.dumps({"version": 1, "data": {"n": "seven"}}))

    def up(data):
        return {"n": int(data["n"])}  # a value the step cannot read: ValueError

    store = Store(path, version=2, defaults={"n": 0}, migrations={1: up})
    data, notice = store.load()
    assert data == {"n": 0} and "could not be brought up to date (its contents are damaged)" in notice
    assert len(list(tmp_path.glob("x.json.*.bak"))) == 1
    path.write_text(json.dumps({"version": 1, "data": {"n": "7"}}))
    assert store.load() == ({"n": 7}, None), "a readable old file is brought up to date"
