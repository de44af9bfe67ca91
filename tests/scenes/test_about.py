"""The About screen by posted events: it shows the version, the folder button calls the system's opener (a
failure is a notice, never a crash), every licence text ships and scrolls, and Esc goes back."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, key, make_app, step

from game import resources
from game.scenes import about
from game.ui.theme import Theme
from game.version import title


def _open(tmp_path, monkeypatch, size=(1280, 720)):
    app = make_app(tmp_path, monkeypatch, size=size)
    app.go("menu")
    app.push("about")
    step(app, frames=2)
    return app, app.stack.top


def test_it_shows_the_version_credits_and_where_the_files_are(tmp_path, monkeypatch) -> None:
    seen: set[str] = set()
    real = Theme.text

    def spy(self, words, size, color, bold=False):
        seen.add(words)
        return real(self, words, size, color, bold)

    monkeypatch.setattr(Theme, "text", spy)
    app, sc = _open(tmp_path, monkeypatch)
    assert sc.name == "about"
    assert title() in seen and title().startswith("Quadrille ")
    text = " ".join(seen)
    for name in ("Blaise Müller", "Gigamic", "Marsha Falco", "Paulo Oliveira", "trademarks"):
        assert name in text, name
    assert "Log file, for bug reports" in seen and any(t.endswith("/data/quadrille.log") for t in seen)


def test_the_folder_button_calls_the_opener_and_a_failure_is_a_notice(tmp_path, monkeypatch) -> None:
    app, sc = _open(tmp_path, monkeypatch)
    opened = []
    monkeypatch.setattr(about, "open_folder", lambda path: opened.append(path) or True)
    step(app, click(app, sc.open_button.rect.center), 1)
    assert opened == [resources.data_dir()] and not app.toasts
    monkeypatch.setattr(about, "open_folder", lambda path: False)
    step(app, click(app, sc.open_button.rect.center), 1)
    assert app.toasts and "Could not open" in app.toasts[-1].text
    assert app.stack.top is sc


def test_open_folder_survives_a_missing_file_manager(tmp_path, monkeypatch) -> None:
    def missing(*args, **kwargs):
        raise FileNotFoundError("xdg-open")

    monkeypatch.setattr(about.subprocess, "Popen", missing)
    monkeypatch.setattr(about.sys, "platform", "linux")
    assert about.open_folder(tmp_path / "made") is False
    assert (tmp_path / "made").is_dir()


@pytest.mark.parametrize("index", range(len(about.LICENCES)))
def test_every_licence_ships_and_reads(index) -> None:
    text = about.licence_text(index)
    assert "cannot be read" not in text and len(text) > 200


def test_licences_change_and_scroll_and_esc_returns(tmp_path, monkeypatch) -> None:
    app, sc = _open(tmp_path, monkeypatch)
    lgpl = next(i for i, entry in enumerate(about.LICENCES) if entry[0] == "pygame-ce")
    while sc.licence != lgpl:
        step(app, [key(app, "right")], 1)  # the chooser has the focus first
    assert sc.scroll == 0 and len(sc._lines()) > sc._visible()
    step(app, [key(app, "page down")], 1)
    assert sc.scroll > 0
    step(app, [key(app, "end")], 1)
    assert sc.scroll == len(sc._lines()) - sc._visible()
    step(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)], 1)
    assert sc.scroll == len(sc._lines()) - sc._visible() - 3
    step(app, [key(app, "escape")], 2)
    assert app.stack.top.name == "menu"


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_panels_and_buttons_stay_inside_the_window(tmp_path, monkeypatch, size) -> None:
    app, sc = _open(tmp_path, monkeypatch, size=size)
    window = pygame.Rect((0, 0), size)
    rects = [sc.left, sc.right, sc.chooser.rect, sc.open_button.rect, sc.back_button.rect]
    assert all(window.contains(r) for r in rects)
    assert not sc.left.colliderect(sc.right) and not sc.open_button.rect.colliderect(sc.back_button.rect)
    assert sc.open_button.rect.top >= sc.left.bottom and sc.right.top >= sc.chooser.rect.bottom


def test_about_opens_from_the_menu_and_from_settings(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    app.go("menu")
    step(app, frames=2)
    menu = app.stack.top
    button = next(w for w in menu.form.widgets if w.label == "About")
    assert menu.form.widgets[-1].label == "Quit"
    step(app, click(app, button.rect.center), 2)
    assert app.stack.top.name == "about"
    step(app, [key(app, "escape")], 2)
    app.push("settings")
    step(app, frames=2)
    settings = app.stack.top
    button = next(w for w in settings.form.widgets if w.label == "About")
    assert button.rect.bottom <= 720 and not button.rect.colliderect(settings.form.widgets[-2].rect)
    step(app, click(app, button.rect.center), 2)
    assert app.stack.top.name == "about"
    step(app, [key(app, "escape")], 2)
    assert app.stack.top is settings
