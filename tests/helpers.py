"""Shared helpers for scene tests: run the app in-process with the dummy drivers and a private home."""

from __future__ import annotations

from typing import Any

from game.app import App, Options


def make_app(tmp_path, monkeypatch, **kw: Any) -> App:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    opts = Options(headless=True, **kw)
    return App(opts)


def key(app: App, name: str, mod: int = 0) -> Any:
    pg = app.pg
    return pg.event.Event(pg.KEYDOWN, key=pg.key.key_code(name), mod=mod, unicode="", scancode=0)


def click(app: App, pos: tuple[int, int]) -> list[Any]:
    pg = app.pg
    return [
        pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
        pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def step(app: App, events: list[Any] | None = None, frames: int = 1) -> None:
    """Feed events and run frames of update+draw without the real loop."""
    for i in range(frames):
        app._step(events if (events and i == 0) else [], 1 / 60)
        app._draw()
        app.frame += 1
