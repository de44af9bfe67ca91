"""--monkey soak: every start scene (the menu, every game's setup in the catalog, the tables, settings, rules,
statistics) and tables with computers at them take random input — clicks, drags, keys, Escape spam, resizes,
focus lost and regained, the close button — with zero exceptions. A short version runs in the normal suite; the
long one (``-m soak``: 100,000 frames per start scene over many seeds) is selected by its marker.

Clicks during animations and while the computer thinks come with the tables: the monkey clicks every frame, and
the real-time test below lets the AI search in its worker process while the monkey plays, then closes the window
mid-search."""

from __future__ import annotations

import os

import pygame
import pytest

from game import catalog, cli
from game.app import App, Options
from game.play.qu4to.session import Qu4toSetup
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup

# tables with people and computers at them (the start scenes' tables seat computers only)
TABLES = {
    "quarto vs hard": (
        "quarto-table",
        lambda: {"setup": TableSetup(seats=[Seat("human"), Seat("computer", "hard")], first="1").to_json()},
    ),
    "set vs lightning": (
        "set-table",
        lambda: {"setup": SetSetup(seats=[Seat("human"), Seat("computer", "lightning")]).to_json()},
    ),
    "qu4to vs three": (
        "qu4to-table",
        lambda: {
            "setup": Qu4toSetup(
                [Seat("human"), *(Seat("computer", lv) for lv in ("easy", "medium", "hard"))]
            ).to_json()
        },
    ),
}
TARGETS = [*cli.START_SCENES, *TABLES]


def _soak(tmp_path, monkeypatch, target: str, seed: int, frames: int, **kw) -> App:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, frames=frames, monkey=True, seed=seed, **kw))
    scene, options = (target, {}) if target in cli.START_SCENES else (TABLES[target][0], TABLES[target][1]())
    code = app.run(scene, **options)
    assert code == 0 and not app.crashed, "the app crashed (see the crash log)"
    assert app.frame == frames
    return app


def test_every_game_setup_of_the_catalog_is_soaked() -> None:
    assert set(catalog.GAMES) <= set(TARGETS) and {"menu", "settings", "rules", "stats"} <= set(TARGETS)


# one seed per start scene in the default suite (the Quarto table's is "quarto vs hard" below); two more behind
# `slow` (``-m slow``), the long run behind `soak`
SHORT = [
    pytest.param(t, seed, marks=[pytest.mark.slow] if seed > 1 or t == "quarto-table" else [])
    for t in cli.START_SCENES
    for seed in (1, 2, 3)
] + [pytest.param(t, 1) for t in TABLES]


@pytest.mark.parametrize(("target", "seed"), SHORT)
def test_monkey_never_crashes_or_quits(tmp_path, monkeypatch, target, seed) -> None:
    _soak(tmp_path, monkeypatch, target, seed, frames=300)


def test_monkey_sends_every_kind_of_trouble(tmp_path, monkeypatch) -> None:
    """The monkey's repertoire, counted over a few hundred frames: it really resizes, loses focus, spams
    Escape, drags and presses the close button (which saves the game and is then ignored)."""
    import pygame as pg

    from game.monkey import Monkey

    pg.display.init()
    monkey = Monkey(5)
    events = [e for _ in range(3000) for e in monkey.events((1280, 720))]
    pg.display.quit()
    kinds = {e.type for e in events}
    assert {pg.VIDEORESIZE, pg.WINDOWFOCUSLOST, pg.WINDOWFOCUSGAINED, pg.QUIT, pg.MOUSEWHEEL} <= kinds
    escapes = [e for e in events if e.type == pg.KEYDOWN and e.key == pg.K_ESCAPE]
    drags = [e for e in events if e.type == pg.MOUSEMOTION and e.buttons[0]]
    assert len(escapes) > 200 and drags


def test_clicks_while_the_computer_thinks_in_its_worker_then_the_window_closes_mid_search(
    tmp_path, monkeypatch
):
    """A real-time table (the AI searches in its worker process): clicks land on the board while Hard thinks,
    then the close button arrives mid-search; the app saves, stops the worker and ends cleanly."""
    import random

    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, realtime=True, seed=3))
    pg = pygame
    setup = TableSetup(seats=[Seat("human", name="Ann"), Seat("computer", "hard")], first="1")
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    table = app.stack.scenes[0]
    rng = random.Random(3)
    clicks_while_thinking = 0
    for _ in range(600):  # ten seconds at most
        w, h = app.size
        pos = (
            rng.randrange(w // 3, 2 * w // 3),
            rng.randrange(h // 4, 3 * h // 4),
        )  # the board, not the buttons
        busy = table.drivers.computer.answers.busy
        app.step(
            [
                pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
                pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
            ],
            1 / 60,
        )
        app.draw_frame()
        app.frame += 1
        clicks_while_thinking += busy and table.drivers.computer.answers.busy
        if clicks_while_thinking >= 5 and table.drivers.computer.answers.jobs.in_process:
            break
    assert clicks_while_thinking >= 5 and table.drivers.computer.answers.jobs.in_process, (
        "Hard searched in its worker process"
    )
    assert app.stack.scenes[0] is table and table.drivers.computer.answers.busy
    app.step([pg.event.Event(pg.WINDOWCLOSE, window=None), pg.event.Event(pg.QUIT)], 1 / 60)
    assert not app.running
    assert app.finish() == 0 and not app.crashed
    assert table.drivers.computer.answers.jobs.worker is None, "the search was stopped with the table"


def test_autoplay_walks_through_menu_screens(tmp_path, monkeypatch, caplog) -> None:
    caplog.set_level("INFO", logger="game.app")
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, frames=400, autoplay=True, seed=1))
    assert app.run("menu") == 0
    visited = {r.getMessage().split()[-1] for r in caplog.records if r.getMessage().startswith("scene: push")}
    assert {"settings", "rules", "stats"} <= visited


SOAK_FRAMES = int(os.environ.get("QUADRILLE_SOAK_FRAMES", "100000"))  # per start scene, over SOAK_SEEDS seeds
SOAK_SEEDS = 20


@pytest.mark.soak
@pytest.mark.parametrize("target", TARGETS)
def test_long_monkey_soak(tmp_path, monkeypatch, target) -> None:
    per_seed = max(1, SOAK_FRAMES // SOAK_SEEDS)
    for seed in range(100, 100 + SOAK_SEEDS):
        _soak(tmp_path / str(seed), monkeypatch, target, seed, frames=per_seed)
