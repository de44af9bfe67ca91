"""The first window fits the screen it opens on, and Windows draws it pixel for pixel on a scaled display."""

from __future__ import annotations

import os
import sys

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
