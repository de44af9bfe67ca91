"""Every start scene survives --headless --frames 300 --monkey for several seeds, and autoplay walks the menu."""

from __future__ import annotations

import pytest

from game import cli
from game.app import App, Options


def _run(tmp_path, monkeypatch, **kw) -> App:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, **kw))
    code = app.run(kw.get("scene", "menu"))
    assert code == 0, "the app crashed (see the crash log)"
    assert app.frame == kw["frames"]
    return app


@pytest.mark.parametrize("scene", cli.START_SCENES)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_monkey_never_crashes_or_quits(tmp_path, monkeypatch, scene, seed) -> None:
    app = _run(tmp_path, monkeypatch, scene=scene, frames=300, monkey=True, seed=seed)
    assert not app.crashed


def test_autoplay_walks_through_menu_screens(tmp_path, monkeypatch, caplog) -> None:
    caplog.set_level("INFO", logger="game.app")
    _run(tmp_path, monkeypatch, scene="menu", frames=400, autoplay=True, seed=1)
    visited = {r.getMessage().split()[-1] for r in caplog.records if r.getMessage().startswith("scene: push")}
    assert {"settings", "rules", "stats"} <= visited
