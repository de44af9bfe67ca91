"""The first window fits the screen it opens on, and Windows draws it pixel for pixel on a scaled display."""

from __future__ import annotations

import os
import sys

import pygame
import pytest

from game import window


@pytest.mark.parametrize(
    ("desktop", "size"),
    [
        ((1920, 1080), (1280, 720)),  # the size every layout was drawn for
        ((2560, 1440), (1707, 960)),
        ((3840, 2160), (2560, 1440)),  # a 4K screen: not a stamp in its corner
        ((2880, 1800), (1920, 1080)),  # a Retina laptop's pixels
        ((1366, 768), (1092, 614)),  # room left for the task bar and the title
        ((1024, 640), (910, 512)),
    ],
)
def test_the_first_window_is_16_by_9_and_fits_the_screen(desktop, size) -> None:
    got = window.first_size([desktop])
    assert got == size
    assert got[0] <= desktop[0] and got[1] <= 0.8 * desktop[1] + 1
    assert abs(got[0] / got[1] - 16 / 9) < 0.01
    assert got[0] >= window.SMALLEST[0] and got[1] >= window.SMALLEST[1]


def test_no_screen_known_gives_the_drawn_size() -> None:
    assert window.first_size([]) == (1280, 720)


def test_windows_declares_per_monitor_dpi_awareness_unless_the_player_chose(monkeypatch) -> None:
    monkeypatch.delenv("SDL_WINDOWS_DPI_AWARENESS", raising=False)
    monkeypatch.setattr(sys, "platform", "linux")
    window.prepare_display()
    assert "SDL_WINDOWS_DPI_AWARENESS" not in os.environ
    monkeypatch.setattr(sys, "platform", "win32")
    window.prepare_display()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "permonitorv2"
    monkeypatch.setenv("SDL_WINDOWS_DPI_AWARENESS", "system")
    window.prepare_display()
    assert os.environ["SDL_WINDOWS_DPI_AWARENESS"] == "system"


def test_the_high_dpi_window_is_asked_for_on_macos_and_where_the_player_asks(monkeypatch) -> None:
    monkeypatch.delenv("QUADRILLE_HIGH_DPI", raising=False)
    assert window.high_dpi_wanted("darwin")
    assert not window.high_dpi_wanted("linux")
    assert not window.high_dpi_wanted("win32")  # Windows has its DPI awareness hint instead
    monkeypatch.setenv("QUADRILLE_HIGH_DPI", "0")
    assert not window.high_dpi_wanted("darwin")
    monkeypatch.setenv("QUADRILLE_HIGH_DPI", "1")
    assert window.high_dpi_wanted("linux")


class _RetinaWindow:
    """What ``pygame.Window`` reports on a Retina display: its size in points, half the surface's pixels."""

    def __init__(self, points: tuple[int, int]) -> None:
        self.size = points
        self.flipped = 0

    def get_surface(self) -> pygame.Surface:
        return pygame.Surface((self.size[0] * 2, self.size[1] * 2))

    def flip(self) -> None:
        self.flipped += 1


def test_on_a_retina_window_the_mouse_and_sizes_arrive_in_the_surface_pixels(tmp_path, monkeypatch) -> None:
    """The system speaks in points; the scenes lay out and hit-test in the surface's pixels."""
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path))
    from game.settings import Settings

    pygame.display.init()
    settings = Settings(tmp_path / "settings.json")
    win = window.Window(settings, (1280, 720), False, keep=True)
    retina = _RetinaWindow((640, 360))
    win._sdl = retina  # type: ignore[assignment]
    win.screen = retina.get_surface()
    assert win.scale == 2.0
    assert win.system_size == (640, 360)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 50), button=1)
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(3, 4), rel=(1, -2), buttons=(1, 0, 0))
    resized = pygame.event.Event(pygame.VIDEORESIZE, size=(800, 450), w=800, h=450)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, unicode="a")
    out = win.translate([click, motion, resized, key])
    assert out[0].pos == (200, 100) and out[0].button == 1
    assert out[1].pos == (6, 8) and out[1].rel == (2, -4) and out[1].buttons == (1, 0, 0)
    assert out[2].size == (1600, 900) and (out[2].w, out[2].h) == (1600, 900)
    assert out[3] is key  # keys have no position
    retina.size = (800, 450)  # the player dragged the window bigger
    win.resize(out[2].size)
    assert win.screen.get_size() == (1600, 900)
    assert settings["window_size"] == [800, 450]  # remembered in the system's units, as it opens next time
    win.present()
    assert retina.flipped == 1


def test_a_plain_window_passes_events_through_untouched(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path))
    from game.settings import Settings

    pygame.display.init()
    win = window.Window(Settings(tmp_path / "settings.json"), (800, 500), False, keep=False)
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(100, 50), button=1)
    assert win.scale == 1.0 and win.translate([click]) == [click]
