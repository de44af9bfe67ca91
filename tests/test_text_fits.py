"""Every screen's text fits in every language (#30): rendered at three window sizes, no text is too wide even at
the smallest size of the type scale, cut with an ellipsis, drawn partly outside its surface, or on top of
another text. Adding a screen is one line in ``SCREENS``; the tables, lessons, how-to and study screens join as
their strings are translated."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from helpers import make_app, step

from game import i18n
from game.app import App
from game.ui.textreport import TextReport

#: name -> how to open it on a fresh App (the menu below it, as a player gets there)
SCREENS: dict[str, Callable[[App], None]] = {
    "menu": lambda app: app.go("menu"),
    "settings": lambda app: app.push("settings"),
    "about": lambda app: app.push("about"),
    "stats": lambda app: app.push("stats"),
    "setup quarto": lambda app: app.push("quarto"),
    "setup set-quarto": lambda app: app.push("set-quarto"),
    "setup aces-faces": lambda app: app.push("aces-faces"),
    "setup set": lambda app: app.push("set"),
    "setup qu4to": lambda app: app.push("qu4to"),
    "pause": lambda app: app.push("pause"),
    "confirm": lambda app: app.push(
        "confirm",
        text="Abandon your game?",
        detail="Your unfinished game waits in Continue.",
        yes="Abandon it",
    ),
}
SIZES = ((1024, 640), (1280, 720), (1920, 1080))
#: (language, text size %, window): every language at 100 % at every size; English and German larger at the
#: two larger sizes
CASES = [(code, 100, size) for code in i18n.LANGUAGES for size in SIZES] + [
    (code, percent, size) for code in ("en", "de") for percent in (125, 150) for size in SIZES[1:]
]


def faults(app: App, report: TextReport, name: str) -> list[str]:
    """Open screen ``name`` on the menu, draw two frames, and say what did not fit in the last one."""
    app.go("menu")
    if name != "menu":
        SCREENS[name](app)
    step(app)
    *below, top = app.stack.visible()
    for scene in below:  # an overlay's panel covers the scene below it: only the top one's texts count
        scene.draw(app.screen)
    report.clear()
    top.draw(app.screen)
    found = [f"{name}: {m.kind}: {m.text!r} ({m.detail})" for m in report.misfits]
    found += [f"{name}: overlap: {a!r} and {b!r}" for a, b in report.overlaps(app.screen)]
    return found


@pytest.mark.parametrize(
    ("code", "percent", "size"), CASES, ids=[f"{c}-{p}%-{s[0]}x{s[1]}" for c, p, s in CASES]
)
def test_every_screen_s_text_fits(tmp_path, monkeypatch, code: str, percent: int, size) -> None:
    app = make_app(tmp_path, monkeypatch, size=size, lang=code)
    app.set_text_size(percent)
    report = app.theme.report = TextReport()
    found = [line for name in SCREENS for line in faults(app, report, name)]
    app.close()
    assert not found, "\n".join(found)


def test_the_report_sees_a_cut_a_clipped_and_an_overlapping_text(tmp_path, monkeypatch) -> None:
    """The report itself: what the test above relies on can fail."""
    import pygame

    app = make_app(tmp_path, monkeypatch)
    th = app.theme
    report = th.report = TextReport()
    surface = pygame.Surface((200, 100))
    text, _size = th.fit_text("a sentence far too long for forty pixels", 16, 40)
    assert text.endswith("…") and [m.kind for m in report.misfits] == ["cut"]
    th.blit_text(surface, "edge", 16, (0, 0, 0), (190, 10))
    assert report.misfits[-1].kind == "clipped"
    th.blit_text(surface, "one", 16, (0, 0, 0), (10, 50))
    th.blit_text(surface, "two", 16, (0, 0, 0), (14, 52))
    assert report.overlaps(surface) == [("one", "two")]
    th.wrap("unbreakableword", 16, 20)
    assert report.misfits[-1].kind == "too wide"
    app.close()
