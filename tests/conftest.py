"""Test setup: SDL dummy drivers before pygame is ever imported, so tests need no display or sound card."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture(autouse=True)
def private_home(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch):
    """Every test (and every process it starts) gets its own QUADRILLE_HOME: parallel workers (pytest -n auto)
    never share a settings file, a save or a log, and no test touches the real user folders."""
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("QUADRILLE_HOME", str(home))
    monkeypatch.setenv(
        "QUADRILLE_FIRST_RUN", "0"
    )  # no lesson offer over the tables tests drive (lesson tests unset it)
    return home
