"""The menu's row of pieces, painted for the first time, is spread over frames in a window (a classic piece costs
20–30 ms at 1920×1080: four of them were a third of the window's first frame): the first frames show the menu
without the row and ask to be drawn again, and the row then shows exactly as drawn in one go."""

from __future__ import annotations

import pygame
from helpers import make_app

from game.art import pieces
from game.scenes import showcase
from game.ui.backdrop import felt_backdrop


def _cold(monkeypatch) -> None:
    monkeypatch.setattr(showcase, "_cache", {})
    monkeypatch.setattr(showcase, "_begun", {})
    pieces._piece.cache_clear()


def _menu(tmp_path, monkeypatch, **kw):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), **kw)
    felt_backdrop(
        app.size
    )  # (a first start paints the felt a step a frame too: tests/ui/test_backdrop_cache.py)
    app.go("menu")
    menu = app.stack.top
    menu.form.focus = menu.keys.index("quarto")
    return app, menu


def test_a_first_paint_of_the_row_is_spread_over_frames_in_a_window(tmp_path, monkeypatch) -> None:
    _cold(monkeypatch)
    monkeypatch.setattr(showcase, "SPREAD_S", 0.0)  # one piece a frame, whatever this machine's speed
    app, menu = _menu(tmp_path, monkeypatch, realtime=True)
    painted: list[int] = []
    real = pieces.classic_piece
    monkeypatch.setattr(pieces, "classic_piece", lambda *a, **k: painted.append(1) or real(*a, **k))
    frames = []
    for _ in range(8):
        dirty = menu.update(1 / 60)
        menu.draw(app.screen)
        frames.append((len(painted), menu.showcase_ready, dirty))
        if menu.showcase_ready:
            break
    assert [n for n, _ready, _dirty in frames] == [1, 2, 3, 4], "a piece a frame"
    assert [ready for _n, ready, _dirty in frames] == [False, False, False, True]
    assert all(dirty for _n, _ready, dirty in frames[1:]), (
        "the menu asks to be drawn while the row is painted"
    )
    spread = pygame.image.tobytes(app.screen, "RGB")

    _cold(monkeypatch)
    app2, menu2 = _menu(tmp_path / "whole", monkeypatch)  # headless at full speed: all at once
    menu2.update(1 / 60)
    menu2.draw(app2.screen)
    assert menu2.showcase_ready
    assert pygame.image.tobytes(app2.screen, "RGB") == spread, "the same picture as one frame's paint"


def test_a_row_already_painted_shows_in_the_first_frame(tmp_path, monkeypatch) -> None:
    app, menu = _menu(tmp_path, monkeypatch, realtime=True)
    menu.update(1 / 60)
    for _ in range(6):  # painted once
        menu.draw(app.screen)
    monkeypatch.setattr(showcase, "_cache", {})  # the composed row gone, its pieces still in the art cache
    menu.draw(app.screen)
    assert menu.showcase_ready, "pieces already painted take no time: the row is composed at once"
