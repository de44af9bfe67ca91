"""Settings shows the window's real size (here a --size run), not only the size last chosen."""

from __future__ import annotations

from helpers import make_app, step


def test_settings_show_the_real_window_size(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1920, 1080))
    app.go("settings")
    step(app, frames=2)
    sizes = [w for w in app.stack.top.form.widgets if getattr(w, "label", "") == "Window size"]
    assert sizes and sizes[0].get() == [1920, 1080]
    labels = [label for value, label in sizes[0].options if value == [1920, 1080]]
    assert labels == ["1920 × 1080"] and app.settings["window_size"] == [1280, 720]
