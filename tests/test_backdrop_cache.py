"""The felt behind every screen is kept on disk: a new process reads back the very pixels it painted, instead
of painting them again in the window's first frame."""

from __future__ import annotations

import pygame
from helpers import make_app

from game.art import diskcache
from game.ui import backdrop


def test_the_felt_read_back_from_disk_is_the_painted_one(tmp_path, monkeypatch) -> None:
    make_app(tmp_path, monkeypatch, size=(640, 360))
    backdrop._cache.clear()
    painted = backdrop.felt_backdrop((640, 360))
    name = f"backdrop-{backdrop._version()}-640x360"
    assert diskcache.load(name, 1) is not None, "the painted felt was stored"
    backdrop._cache.clear()  # as a new process starts
    calls = []
    monkeypatch.setattr(backdrop, "_paint", lambda size: calls.append(size) or pygame.Surface(size))
    read = backdrop.felt_backdrop((640, 360))
    assert calls == [], "read back, not painted"
    assert read is not painted and pygame.image.tobytes(read, "RGB") == pygame.image.tobytes(painted, "RGB")
    assert read.get_masks() == pygame.display.get_surface().get_masks()


def test_a_fade_starts_from_the_screen_in_the_surface_the_last_fade_used(tmp_path, monkeypatch) -> None:
    from helpers import step

    app = make_app(tmp_path, monkeypatch, size=(640, 360))
    app.settings.set("animation", "normal")
    app.go("menu")
    step(app, frames=2)
    app.screen.fill((10, 20, 30))
    app.go("settings")
    first = app.fade.picture
    assert first is not None and first.get_at((5, 5))[:3] == (10, 20, 30)
    step(app, frames=60)  # the fade is over
    app.screen.fill((40, 50, 60))
    app.go("menu")
    assert app.fade.picture is first, "no new surface of the window's size in the frame a scene opens"
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(app.screen, "RGB")
