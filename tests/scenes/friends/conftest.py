"""The friends' screens' tests share an App on the menu and ways to wait for the network and to type."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from typing import Any

import pygame
import pytest
from helpers import make_app, step

from game.app import App
from game.ui.textfield import LineField


def wait_for(app: App, check: Callable[[], Any], timeout: float = 10.0, what: str = "it") -> Any:
    """Frames of the app until ``check`` holds (the network answers on its own threads meanwhile)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        step(app)
        got = check()
        if got:
            return got
        time.sleep(0.01)
    raise AssertionError(f"waited {timeout} s for {what}")


def typing(text: str) -> list[pygame.event.Event]:
    return [pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch, scancode=0) for ch in text]


def type_into(app: App, field: LineField, text: str) -> None:
    scene = app.stack.top
    assert scene is not None
    scene.form.focus = scene.form.widgets.index(field)
    field.set_text("")
    step(app, typing(text))
    assert field.text == text


@pytest.fixture
def app(tmp_path, monkeypatch) -> Iterator[App]:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.settings.set("animation", "off")
    app.go("menu")
    step(app, frames=2)
    yield app
    app.go("menu")  # every lobby and join screen closes what it opened
