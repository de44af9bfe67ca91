"""Only what changed is presented: the App hands the window the rectangles the scenes say their frame changed
(``Scene.changed_rects``). A missed rectangle leaves stale pixels on the player's screen, so over whole autoplayed
games at each table a model of the window — the screen copied in only where presented — must equal the screen
after every present (every pixel that changed since the last present lies in the presented rectangles), and the
screen must equal the same frame drawn whole in those rectangles."""

from __future__ import annotations

import json
import os
import random

import pygame
import pytest
from helpers import key, make_app
from screen_reference import table_reference

from game.perf import Stats
from game.play.qu4to.session import Qu4toSetup
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.base import Scene

SIZE = (1280, 720)


class Watched:
    """The window as the player sees it: starts blank, takes the screen only where (and when) it is presented."""

    def __init__(self, app) -> None:
        self.app = app
        self.seen = pygame.Surface(app.size)
        self.seen.fill((255, 0, 255))
        self.presents: list[list[pygame.Rect] | None] = []
        real = app.window.present

        def present(rects: list[pygame.Rect] | None = None) -> None:
            self.presents.append(None if rects is None else [pygame.Rect(r) for r in rects])
            if rects is None:
                if self.seen.get_size() != app.screen.get_size():  # a new window size (Settings)
                    self.seen = pygame.Surface(app.screen.get_size())
                self.seen.blit(app.screen, (0, 0))
            else:
                for r in rects:
                    self.seen.blit(app.screen, r, r)
            real(rects)

        app.window.present = present

    def first_difference(self) -> tuple[int, int] | None:
        """Where the window shows something other than the screen (None: nowhere)."""
        a, b = self.seen, self.app.screen
        if a.get_size() != b.get_size():
            return -1, -1
        seen, screen = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
        if seen == screen:
            return None
        at = next(i for i, (x, y) in enumerate(zip(seen, screen, strict=True)) if x != y) // 3
        return at % a.get_width(), at // a.get_width()


def _play(app, scene, done, most: int) -> tuple[Watched, int]:
    """The App's own frame (step; draw and present when something changed) until ``done()``; after every frame the
    window shows the screen exactly, and a partial present shows a whole redraw of the frame where it presents."""
    watched = Watched(app)
    reference = table_reference(app, scene)  # (made before the frames: their work ahead waits for it)
    compared = 0
    for i in range(most):
        dirty = app.step()
        if dirty or app.frame == 0:
            app.draw_frame()
            app.present_frame()
        app.frame += 1
        where = watched.first_difference()
        assert where is None, f"frame {i}: the window shows a stale pixel at {where} ({watched.presents[-1]})"
        rects = watched.presents[-1] if watched.presents else None
        if rects and app.stack.top is scene and not scene.view.painting() and i % 7 == 0:
            ref = reference.picture()  # the whole layer under the frame: not the screen's copy of its changes
            for r in rects:
                got = pygame.image.tobytes(app.screen.subsurface(r), "RGB")
                assert got == pygame.image.tobytes(ref.subsurface(r), "RGB"), f"frame {i}: {r} differs"
            compared += 1
        reference.work()
        if done():
            return watched, compared
    raise AssertionError(f"the game did not end in {most} frames")


def _shares(watched: Watched) -> list[float]:
    area = SIZE[0] * SIZE[1]
    return [1.0 if p is None else sum(r.w * r.h for r in p) / area for p in watched.presents]


TABLES = {
    "quarto": (
        "quarto-table",
        lambda: {
            "setup": TableSetup(
                pieces="classic", seats=[Seat("computer", "easy"), Seat("computer", "medium")]
            ).to_json(),
            "menu_key": "quarto",
        },
    ),
    "set": ("set-table", lambda: {"setup": SetSetup(seats=[Seat("computer", "hard")]).to_json()}),
    "qu4to": (
        "qu4to-table",
        lambda: {"setup": Qu4toSetup([Seat("computer", "easy") for _ in range(3)]).to_json()},
    ),
}


# SET's whole game is the suite's longest test (≈ 45 s under load): behind `slow`; a person at the SET table below
# still checks its presents in every run
@pytest.mark.parametrize(
    "table", [pytest.param(t, marks=[pytest.mark.slow] if t == "set" else []) for t in sorted(TABLES)]
)
def test_a_whole_autoplayed_game_presents_every_changed_pixel(tmp_path, monkeypatch, table) -> None:
    app = make_app(tmp_path, monkeypatch, size=SIZE, seed=3, autoplay=True)
    app.settings.set("animation", "fast")
    name, setup = TABLES[table]
    app.go(name, **setup())
    scene = app.stack.top
    watched, compared = _play(app, scene, lambda: scene.result is not None, 6000)
    for _ in range(60):  # the result card shown a while
        if app.step():
            app.draw_frame()
            app.present_frame()
        app.frame += 1
        table_reference(app, scene).work()
        assert watched.first_difference() is None, "the result card's frames presented"
    shares = _shares(watched)
    partial = [s for s in shares if s < 1.0]
    assert compared > 10
    assert watched.presents[0] is None, "the first frame is presented whole"
    assert len(partial) > len(shares) // 2, "most presents while computers play hand over parts of the window"
    assert sum(shares) / len(shares) < 0.5


PEOPLE = {
    "quarto": (
        "quarto-table",
        lambda: {
            "setup": TableSetup(
                pieces="set", calls="manual", seats=[Seat("human", name="Ann"), Seat("computer", "easy")]
            ).to_json(),
            "menu_key": "quarto",
        },
    ),
    "set": (
        "set-table",
        lambda: {"setup": SetSetup(seats=[Seat("human"), Seat("computer", "easy")]).to_json()},
    ),
    "qu4to": (
        "qu4to-table",
        lambda: {
            "setup": Qu4toSetup(
                [Seat("human", name="Ann")] + [Seat("computer", "easy") for _ in range(2)]
            ).to_json()
        },
    ),
}


@pytest.mark.parametrize("table", sorted(PEOPLE))
def test_a_person_pointing_clicking_and_pressing_keys_sees_every_changed_pixel(
    tmp_path, monkeypatch, table
) -> None:
    """Rings under the pointer, tooltips, a dragged piece, hints, the pause card and back: after every frame the
    window shows the screen exactly."""
    app = make_app(tmp_path, monkeypatch, size=SIZE, seed=5)
    app.settings.set("animation", "normal")
    name, setup = PEOPLE[table]
    app.go(name, **setup())
    table = app.stack.top
    watched = Watched(app)
    rng = random.Random(11)
    pg = pygame
    held = False
    on_table = 0
    for i in range(500):
        pos = (rng.randrange(SIZE[0]), rng.randrange(SIZE[1]))
        roll = rng.random()
        if app.stack.top is not table:  # the pause card: away again
            events = [key(app, "escape")]
        elif roll < 0.6:
            events = [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(int(held), 0, 0))]
        elif roll < 0.8:
            held = not held
            kind = pg.MOUSEBUTTONDOWN if held else pg.MOUSEBUTTONUP
            events = [pg.event.Event(kind, pos=pos, button=1)]
        elif roll < 0.95:
            events = [key(app, rng.choice(["h", "right", "left", "tab", "return", "space"]))]
        else:
            events = [key(app, "escape")]  # the pause card over the table, and away again
        if app.step(events, 1 / 60) or app.frame == 0:
            app.draw_frame()
            app.present_frame()
        app.frame += 1
        on_table += app.stack.top is table
        where = watched.first_difference()
        assert where is None, f"frame {i}: the window shows a stale pixel at {where} ({watched.presents[-1]})"
    assert on_table > 400
    assert sum(p is not None for p in watched.presents) > 5, "presents handed over parts of the window"


def test_nothing_is_presented_when_nothing_changed_and_the_whole_on_an_expose(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=SIZE, seed=3)
    app.go(
        "quarto-table",
        setup=TableSetup(seats=[Seat("human", name="Ann"), Seat("human", name="Bob")]).to_json(),
        menu_key="quarto",
    )
    watched = Watched(app)

    def frame(events: list[pygame.event.Event]) -> None:
        if app.step(events, 1 / 60) or app.frame == 0:
            app.draw_frame()
            app.present_frame()
        app.frame += 1

    for _ in range(120):  # people to play, nobody moves: the table comes to rest
        frame([])
    assert watched.presents[0] is None
    before = len(watched.presents)
    for _ in range(30):
        frame([])
    assert len(watched.presents) == before, "frames with nothing changed present nothing"
    frame([pygame.event.Event(pygame.WINDOWEXPOSED)])
    assert watched.presents[-1] is None, "the system may have lost the window's pixels: all of it again"
    frame([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=(0, 0, 0))])
    assert watched.presents[-1] is not None, "a pointer's move over the table presents parts of it"
    assert watched.first_difference() is None


def test_a_scene_that_cannot_say_is_presented_whole(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=SIZE, seed=3)
    app.go("menu")
    assert Scene.changed_rects(app.stack.top) is None
    watched = Watched(app)
    for _ in range(3):
        app.draw_frame()
        app.present_frame()
        app.frame += 1
    assert watched.presents == [None, None, None]


def test_stats_report_the_presents() -> None:
    stats = Stats(0.0)
    stats.frame(2.0)
    stats.present(1.0, 1.0)
    stats.present(3.0, 0.1)
    line = json.loads(stats.line())
    assert line["presents"] == 2
    assert line["present_ms"] == {"p50": 1.0, "p99": 3.0}
    assert line["present_share"] == pytest.approx(0.55)
    assert {"startup_ms", "frame_ms", "cpu_s", "peak_rss_mb", "frames"} <= set(line)


def test_stats_count_a_frames_cpu_time_and_not_the_clocks_wait() -> None:
    """``frame_cpu_ms``: the process's CPU per frame, which other work on a shared machine does not inflate."""
    import time

    stats = Stats(0.0)
    for busy in (0.0, 0.0, 0.0, 0.03, 0.0):  # the first two frames only start the count
        time.sleep(0.02)  # the clock's wait: no CPU
        end = time.process_time() + busy
        while time.process_time() < end:
            pass
        stats.frame(1.0)
    cpu = json.loads(stats.line())["frame_cpu_ms"]
    assert cpu["max"] >= 29.0  # the busy frame
    assert cpu["p50"] < 10.0  # the sleeping ones


def test_the_window_hands_over_rectangles_flips_whole_and_nothing_for_none(tmp_path, monkeypatch) -> None:
    from game import window
    from game.settings import Settings

    pygame.display.init()
    win = window.Window(Settings(tmp_path / "settings.json"), (800, 500), False, keep=False)
    calls: list[object] = []
    monkeypatch.setattr(pygame.display, "update", lambda rects: calls.append(("update", rects)))
    monkeypatch.setattr(pygame.display, "flip", lambda: calls.append("flip"))
    assert win.partial
    win.present([pygame.Rect(1, 2, 3, 4)])
    win.present([])
    win.present()
    assert calls == [("update", [pygame.Rect(1, 2, 3, 4)]), "flip"]


@pytest.mark.parametrize(
    ("driver", "before", "after"),
    [
        ("x11", None, "0"),  # X11's own framebuffer: one put per changed rectangle
        ("x11", "1", "1"),  # the player's own choice stays
        ("wayland", None, None),  # no other framebuffer there: setting it would leave no window surface
        ("cocoa", None, None),
        ("windows", None, None),  # SDL takes GDI's framebuffer there already
        ("dummy", None, None),
    ],
)
def test_the_framebuffer_hint_is_set_under_x11_only_and_never_over_the_players(
    monkeypatch, driver: str, before: str | None, after: str | None
) -> None:
    from game.window import FRAMEBUFFER_HINT, choose_framebuffer

    # recorded, so the test leaves the environment as it was
    monkeypatch.setenv(FRAMEBUFFER_HINT, before or "")
    if before is None:
        monkeypatch.delenv(FRAMEBUFFER_HINT)
    assert choose_framebuffer(driver) == (driver == "x11" and before is None)
    assert os.environ.get(FRAMEBUFFER_HINT) == after
