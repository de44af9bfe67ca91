"""The felt behind every screen is kept on disk: a new process reads back the very pixels it painted, instead
of painting them again in the window's first frame."""

from __future__ import annotations

import pygame
from helpers import make_app

from game.art import diskcache
from game.scenes import showcase
from game.ui import backdrop


def test_the_felt_read_back_from_disk_is_the_painted_one(tmp_path, monkeypatch) -> None:
    make_app(tmp_path, monkeypatch, size=(640, 360))
    backdrop._cache.clear()
    painted = backdrop.felt_backdrop((640, 360))
    name = f"backdrop-{backdrop._version()}-640x360"
    assert diskcache.load(name, 1) is not None, "the painted felt was stored"
    backdrop._cache.clear()  # as a new process starts
    calls = []
    monkeypatch.setattr(
        backdrop, "_paint_steps", lambda size: calls.append(size) or iter([pygame.Surface(size)])
    )
    read = backdrop.felt_backdrop((640, 360))
    assert calls == [], "read back, not painted"
    assert read is not painted and pygame.image.tobytes(read, "RGB") == pygame.image.tobytes(painted, "RGB")
    assert read.get_masks() == pygame.display.get_surface().get_masks()


def _forget_felts(monkeypatch, tmp_path) -> None:
    backdrop._cache.clear()
    backdrop._painting.clear()
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "new-home"))  # nothing on disk


def test_the_felt_painted_a_step_at_a_time_is_the_felt_painted_at_once(tmp_path, monkeypatch) -> None:
    make_app(tmp_path, monkeypatch, size=(640, 360))
    _forget_felts(monkeypatch, tmp_path / "a")
    at_once = pygame.image.tobytes(backdrop.felt_backdrop((640, 360)), "RGB")
    _forget_felts(monkeypatch, tmp_path / "b")
    steps = 1
    while not backdrop.felt_step((640, 360)):
        steps += 1
    assert steps >= 6, "one window-sized operation a step"
    assert pygame.image.tobytes(backdrop.felt_backdrop((640, 360)), "RGB") == at_once
    assert diskcache.load(f"backdrop-{backdrop._version()}-640x360", 1) is not None, "kept on disk"
    backdrop._cache.clear()
    assert backdrop.felt_step((640, 360)), "a later start reads it back in one step"

    _forget_felts(monkeypatch, tmp_path / "c")
    assert not backdrop.felt_step((640, 360)) and not backdrop.felt_step((640, 360))
    finished = backdrop.felt_backdrop((640, 360))  # a screen that needs it now finishes the painting begun
    assert pygame.image.tobytes(finished, "RGB") == at_once and not backdrop._painting


def test_a_first_start_shows_the_menu_on_plain_cloth_until_its_felt_is_painted(tmp_path, monkeypatch) -> None:
    from helpers import step

    from game.ui.theme import PALETTE

    headless = make_app(tmp_path / "h", monkeypatch, size=(640, 360))
    headless.go("menu")
    step(headless, frames=2)
    whole = pygame.image.tobytes(headless.screen, "RGB")
    _forget_felts(monkeypatch, tmp_path / "w")
    window = make_app(tmp_path / "w", monkeypatch, size=(640, 360), realtime=True)
    window.go("menu")
    menu = window.stack.top
    window.screen.fill((0, 0, 0))
    step(window)
    assert not menu.felt_ready and window.screen.get_at((2, 2))[:3] == PALETTE["felt"], "plain cloth first"
    frames = 1
    painted: list[int] = []
    real = showcase.draw_showcase
    monkeypatch.setattr(showcase, "draw_showcase", lambda *a, **k: painted.append(1) or real(*a, **k))
    while not menu.felt_ready:
        assert window.step(), "a frame with a step of the felt asks for the next"
        window.draw_frame()
        frames += 1
        assert not painted, "no piece of the showcase in a frame that paints a step of the felt"
    assert 5 <= frames <= 12, frames
    for _ in range(200):  # (then the showcase's pieces, a few a frame)
        if menu.showcase_ready:
            break
        step(window)
    assert pygame.image.tobytes(window.screen, "RGB") == whole, "the same menu as one frame's paint"


def test_a_fade_starts_from_the_screen_in_the_surface_the_last_fade_used(tmp_path, monkeypatch) -> None:
    from helpers import step

    app = make_app(tmp_path, monkeypatch, size=(640, 360))
    app.settings.set("animation", "normal")
    app.go("menu")
    step(app, frames=2)
    app.screen.fill((10, 20, 30))
    app.go("settings")
    app.draw_frame()  # (the settings screen draws itself: its first frame copies the old picture to fade over)
    first = app.fade.picture
    assert first is not None and first.get_at((5, 5))[:3] == (10, 20, 30)
    step(app, frames=60)  # the fade is over
    app.screen.fill((40, 50, 60))
    app.go("menu")
    app.draw_frame()
    assert app.fade.picture is first, "no new surface of the window's size in the frame a scene opens"
    assert pygame.image.tobytes(first, "RGB") == pygame.image.tobytes(app.screen, "RGB")
