"""Memory does not grow from game to game: one process plays autoplay games of Quarto, SET and QU4TO in turn
(each on a fresh table, as a player going back to the menu would) and compares its resident memory after the
first games with its memory many games later.

Three checks, from exact to coarse (``App.go`` releases a closed table at once: see docs/performance.md): no table outlives its game (only the menu's scene is alive at the end);
Python's allocated blocks grow by at most BLOCKS_GROWTH (2 %); resident memory grows by at most GROWTH_MB. The
last is loose on purpose: resident memory moves with the C allocator's arenas and SDL's surfaces, not only with
what is alive — measured on one machine, +15 MB from game 10 to 50 in one run and −20 MB from game 9 to 27 in
another, with Python's own heap flat (tracemalloc: +11 KiB) — while a table kept alive per game would add tens
of MB over 40 games, and is caught exactly by the first check.

The long version (``-m slow``: after 10 and after 50 games) and the short one in the normal suite (after 3 and
after 9) share the harness. ``PYTHONPATH=. python3 tests/test_memory.py FRAMES`` plays FRAMES frames (108,000 = 30 minutes at
60 frames a second) and prints the app's ``--stats`` line, for docs/performance.md."""

from __future__ import annotations

import gc
import os
import sys
from typing import Any

import pytest

from game.app import App, Options
from game.play.qu4to.session import Qu4toSetup
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.base import Scene

GROWTH_MB = 32.0
BLOCKS_GROWTH = 0.02

TABLES = (
    (
        "quarto-table",
        lambda: TableSetup(seats=[Seat("computer", "easy"), Seat("computer", "medium")]).to_json(),
    ),
    (
        "set-table",
        lambda: SetSetup(seats=[Seat("computer", "lightning"), Seat("computer", "hard")]).to_json(),
    ),
    ("qu4to-table", lambda: Qu4toSetup([Seat("computer", "easy"), Seat("computer", "easy")]).to_json()),
)


def rss_mb() -> float:
    """This process's resident memory now (Linux, Windows); the peak on other systems (macOS), which cannot
    fall, so growth still shows."""
    if sys.platform.startswith("linux"):
        with open("/proc/self/statm") as fh:
            return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20
    if sys.platform == "win32":
        import ctypes
        from ctypes import wintypes

        class Counters(ctypes.Structure):
            _fields_ = [("cb", wintypes.DWORD), ("faults", wintypes.DWORD)] + [
                (name, ctypes.c_size_t)
                for name in ("peak_ws", "ws", "qpp", "qp", "qpnp", "qnp", "pagefile", "peak_pagefile")
            ]

        counters = Counters()
        counters.cb = ctypes.sizeof(Counters)
        process = ctypes.windll.kernel32.GetCurrentProcess
        process.restype = wintypes.HANDLE
        ctypes.windll.psapi.GetProcessMemoryInfo(process(), ctypes.byref(counters), counters.cb)
        return counters.ws / 2**20
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 2**20  # bytes on macOS


def _over(scene: Any) -> bool:
    if scene.name == "set-table":
        return bool(scene.session.is_over)
    return bool(scene.state.is_terminal)


def play(app: App, games: int, start: int = 0, frame_cap: int = 20_000) -> int:
    """Play ``games`` autoplay games, rotating the tables; returns the frames stepped."""
    frames = 0
    for n in range(start, start + games):
        name, setup = TABLES[n % len(TABLES)]
        app.go(name, setup=setup())
        table = app.stack.scenes[0]
        for _ in range(frame_cap):
            if _over(table):
                break
            app.step()
            app.draw_frame()
            app.frame += 1
            frames += 1
        assert _over(table), f"game {n} ({name}) did not finish"
    app.go("menu")  # the last table leaves, like a player going back
    return frames


def _growth(monkeypatch, tmp_path, first: int, then: int) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, autoplay=True, seed=1, size=(1280, 720)))
    play(app, first)
    gc.collect()
    early, early_blocks = rss_mb(), sys.getallocatedblocks()
    play(app, then - first, start=first)
    gc.collect()
    late, late_blocks = rss_mb(), sys.getallocatedblocks()
    alive = [
        o.name for o in gc.get_objects() if isinstance(o, Scene) and o.app is app
    ]  # earlier tests' apps aside
    app.finish()
    print(
        f"after {first} games {early:.1f} MB, {early_blocks} blocks; after {then} {late:.1f} MB, {late_blocks}"
    )
    assert alive == ["menu"], f"scenes still alive after {then} games: {alive}"
    assert late_blocks <= early_blocks * (1 + BLOCKS_GROWTH), f"{early_blocks} → {late_blocks} Python blocks"
    assert late - early <= GROWTH_MB, f"{early:.1f} MB after {first} games, {late:.1f} MB after {then}"


def test_memory_does_not_grow_from_game_to_game_short(tmp_path, monkeypatch) -> None:
    _growth(monkeypatch, tmp_path, 3, 9)


@pytest.mark.slow
def test_memory_does_not_grow_from_game_to_game(tmp_path, monkeypatch) -> None:
    _growth(monkeypatch, tmp_path, 10, 50)


if __name__ == "__main__":  # the 30-minute-equivalent figure for docs/performance.md
    import tempfile
    import time

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp()
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 108_000
    app = App(Options(headless=True, autoplay=True, seed=1, size=(1280, 720), stats=True))
    t0, frames, games, marks = time.perf_counter(), 0, 0, []
    while frames < target:
        frames += play(app, 1, start=games)
        games += 1
        if games in (10, 50) or games % 25 == 0:
            marks.append(f"{games} games {frames} frames rss {rss_mb():.1f} MB")
    print("\n".join(marks))
    print(
        f"{games} games, {frames} frames ({frames / 3600:.1f} min at 60 fps) in {time.perf_counter() - t0:.0f} s"
    )
    print(app.stats.line())


def test_a_sharp_windows_fade_lets_its_buffer_go_a_full_hd_one_keeps_it() -> None:
    """The fade's copy of the old screen is window-sized: 32 MB at 3840×2160, kept between fades up to 1920×1080
    (a new one costs its first writes) and let go after the fade above it."""
    import pygame

    from game.ui.fade import Fade

    for size, kept in (((1920, 1080), True), ((1921, 1080), False)):
        fade = Fade(lambda: 0.3)
        screen = pygame.Surface(size)
        fade.start(screen)
        assert fade._buffer is None, "nothing copied before the first frame"
        assert not fade.into(screen, None), "a scene that draws its frame itself: the old picture is copied"
        assert fade.active and fade.update(0.1)
        assert fade._buffer is not None, "kept while the fade is under way"
        fade.update(0.3)
        assert not fade.active
        assert (fade._buffer is not None) == kept


def test_a_table_lets_the_felt_go_where_it_keeps_its_own_copy_and_the_disk_has_it(
    tmp_path, monkeypatch
) -> None:
    """A 4K table's base (or cloth) holds the felt: the second copy kept for the other screens is let go, and read
    back from disk by the next screen that asks for it; never let go when the disk does not hold it."""
    from helpers import make_app

    from game.ui import backdrop

    make_app(tmp_path, monkeypatch, size=(640, 360))
    big = (2400, 1350)
    backdrop._cache.clear()
    felt = backdrop.felt_backdrop(big)
    backdrop.let_go(big)
    assert big not in backdrop._cache, "let go: the disk holds it"
    again = backdrop.felt_backdrop(big)
    assert again.get_size() == big and bytes(again.get_view("2")) == bytes(felt.get_view("2"))
    small = (1920, 1080)
    backdrop.felt_backdrop(small)
    backdrop.let_go(small)
    assert small in backdrop._cache, "a full-HD felt is kept"
    monkeypatch.setattr("game.art.diskcache.exists", lambda name: False)
    backdrop.felt_backdrop(big)
    backdrop.let_go(big)
    assert big in backdrop._cache, "not on disk: kept, never painted again"
    backdrop._cache.clear()


def test_the_themes_texts_and_shadows_are_bounded_by_their_bytes_at_a_sharp_window() -> None:
    """At 3840×2160 a panel's shadow weighs MBs: the theme keeps its texts and shadows within TEXT_MB and
    SHADOW_MB each (the least recently used let go, the newest always kept), and at 1280×720 a table's worth of
    them stays within both, as before the bound."""
    import pygame

    from game.ui import theme as theme_mod
    from game.ui.theme import Theme

    pygame.font.init()
    theme = Theme(1.0)
    theme.resize((3840, 2160))
    limit = int(theme_mod.SHADOW_MB * 2**20)
    first = theme.shadow((1000, 600), 40, 30)
    for w in range(600, 1800, 100):
        theme.shadow((w, 400), 40, 30)
        theme.shadow((1000, 600), 40, 30)  # used again: the most recent, never the one let go
        kept = theme._shadows
        assert kept.nbytes <= limit or len(kept) == 1
        assert kept.nbytes == sum(s.get_pitch() * s.get_height() for s in kept._kept.values())
    assert theme.shadow((1000, 600), 40, 30) is first, "kept while in use"
    assert len(theme._shadows) < 13, "some older shadows were let go"
    huge = theme.shadow((3800, 2100), 40, 30)
    assert huge.get_pitch() * huge.get_height() > limit and len(theme._shadows) == 1, "the newest stays alone"
    for n in range(400):
        theme.text(f"Computer {n}", 64, (0, 0, 0), bold=True)
    assert theme._text.nbytes <= int(theme_mod.TEXT_MB * 2**20) and len(theme._text) < 400
    small = Theme(1.0)
    small.resize((1280, 720))
    for n in range(200):
        small.text(f"Computer {n}", 20, (0, 0, 0))
    for w in range(300, 1200, 100):
        small.shadow((w, 200), 14, 10)
    assert len(small._text) == 200 and len(small._shadows) == 9, "at 1280×720 nothing is let go"
