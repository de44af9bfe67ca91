"""Work done ahead in idle frames so that no frame of a table's opening is long (issue 26): the menu and the setup
screens import the next screen's modules a step at a time, the Quarto setup's legend paints one face per frame in
a window, and the App collects the closed scenes in a light frame after a table opens rather than in its first."""

from __future__ import annotations

import ast
import gc
import json
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pygame
from helpers import make_app, step

import game.app
from game.scenes import warmup
from game.scenes.quarto import setup as quarto_setup

ROOT = Path(__file__).resolve().parents[2]


def test_imports_of_reads_the_modules_a_module_imports_when_it_is_imported() -> None:
    source = textwrap.dedent(
        """
        from __future__ import annotations
        import json
        from typing import TYPE_CHECKING
        from game.scenes import warmup, not_a_module
        from . import layout
        from .cards import face
        from ..table.regions import Regions
        if TYPE_CHECKING:
            from game.app import App
        try:
            import ctypes
        except ImportError:
            ctypes = None

        def later():
            from game.scenes.menu import MenuScene
        """
    )
    found = warmup.imports_of("game.scenes.setgame.view", ast.parse(source))
    assert found == [
        "__future__",
        "json",
        "typing",
        "game.scenes",
        "game.scenes.warmup",  # a module, named in ``from game.scenes import``
        "game.scenes.setgame",
        "game.scenes.setgame.layout",
        "game.scenes.setgame.cards",
        "game.scenes.table.regions",
        "ctypes",
    ], "not TYPE_CHECKING's, not a function's, and a name that is no module is not one"


def test_without_a_child_a_table_is_imported_ahead_one_compile_per_step_in_a_fresh_process() -> None:
    """From source with no bytecode (as this repository runs), reading and compiling come first, one module a
    step, importing nothing; then the imports use the compiled code (none is compiled again)."""
    script = textwrap.dedent(
        """
        import json, sys
        import pygame
        from game.scenes import warmup
        ahead = warmup.ImportAhead("game.scenes.setgame.scene", child=False)
        reads = imports = 0
        while not ahead.done:
            before, code = set(sys.modules), len(warmup._CODE)
            assert ahead.step()
            new = set(sys.modules) - before
            if len(warmup._CODE) > code:
                reads += 1
                assert len(warmup._CODE) == code + 1 and not {m for m in new if m.startswith("game")}, new
            elif new:
                imports += 1
        print(json.dumps({"reads": reads, "imports": imports, "left": sorted(warmup._CODE),
                          "in": "game.scenes.setgame.scene" in sys.modules, "again": ahead.step()}))
        """
    )
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120
    )
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["in"] and got["again"] is False
    assert got["reads"] >= 5 and got["imports"] >= 5, got  # the SET table pulls in a dozen modules of its own
    assert got["left"] == [], "every module compiled ahead was imported from that code"


def test_a_child_reads_and_compiles_and_each_step_imports_one_module_from_its_code() -> None:
    """The frames compile nothing themselves (a large module's parse and compile is longer than a frame's spare
    time): while the child reads, a step does nothing; then each step imports one module of the game's (a
    package's ``__init__`` may bring its submodules), deps first, from the code the child sent."""
    script = textwrap.dedent(
        """
        import json, sys, time
        import pygame
        from game.scenes import warmup
        compiled = []
        own = warmup._Precompiled.source_to_code
        def counted(self, *args, **kw):
            compiled.append(self.name)
            return own(self, *args, **kw)
        warmup._Precompiled.source_to_code = counted
        ahead = warmup.ImportAhead("game.scenes.setgame.scene")
        waited = steps = 0
        news = []
        while not ahead.done:
            if ahead.waiting:
                waited += 1
                time.sleep(0.01)
                continue
            before = set(sys.modules)
            ahead.step()
            steps += 1
            news.append(sorted(m for m in set(sys.modules) - before if m.startswith("game.scenes")))
        print(json.dumps({"compiled": compiled, "waited": waited, "steps": steps, "news": news,
                          "sent": sorted(warmup._SENT), "in": "game.scenes.setgame.scene" in sys.modules}))
        """
    )
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PYTHONPATH=str(ROOT), PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, cwd=ROOT, timeout=120
    )
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["in"] and got["waited"] > 0 and got["steps"] >= 10, got
    assert got["compiled"] == [], "no module is compiled in the frames: the child did it"
    assert got["sent"] == [], "every module the child compiled was imported from its code"
    assert all(len(new) <= 1 for new in got["news"]), "one of the table's modules a step: " + str(got["news"])


def test_imports_first_puts_every_module_after_the_ones_it_imports() -> None:
    deps = {"t": ["a", "b"], "a": ["c"], "b": ["a", "c", "x"], "c": [], "x": ["t"]}
    order = warmup.imports_first("t", deps, {"t", "a", "b", "c", "x", "lone"})
    assert sorted(order) == ["a", "b", "c", "lone", "t", "x"]
    for name, below in deps.items():
        for dep in below:
            if dep != "t":  # x imports t back (a cycle): t still comes last of its own
                assert order.index(dep) < order.index(name), (dep, name, order)


def test_a_child_that_fails_leaves_the_steps_to_read_the_modules_themselves(monkeypatch) -> None:
    def failing(*_args: object, **_kw: object) -> object:
        raise OSError("no child here")

    monkeypatch.setattr(warmup.subprocess, "run", failing)
    name = "game.scenes.no_such_module_here"
    monkeypatch.setattr(
        warmup, "source_of", lambda m: ROOT / "game" / "scenes" / "menu.py" if m == name else None
    )
    ahead = warmup.ImportAhead(name)
    assert ahead.child and ahead.step(), "the child is asked"
    assert ahead._reader is not None
    ahead._reader.join(5)
    assert not ahead.waiting and ahead.targets == [name]
    monkeypatch.setattr(
        warmup, "source_of", lambda m: None
    )  # (nothing to parse: only the order is looked at)
    ahead.step()  # the answer is empty: the steps read the target themselves, as without a child
    assert not ahead.child and ahead.order == [name]


def test_idle_work_waits_for_a_window_and_for_an_idle_frame(tmp_path, monkeypatch) -> None:
    calls: list[str] = []

    class Ahead:
        done = False

        def run(self) -> bool:
            calls.append("run")
            return True

    headless = make_app(tmp_path / "a", monkeypatch)
    warmup.idle_work(headless, Ahead(), moving=False)  # type: ignore[arg-type]
    assert calls == [], "a headless run at full speed imports when it needs to"
    window = make_app(tmp_path / "b", monkeypatch, realtime=True)
    window.last_input = time.perf_counter()
    warmup.idle_work(window, Ahead(), moving=False)  # type: ignore[arg-type]
    assert calls == [], "not in the frames that answer the player's input"
    window.last_input -= 1.0
    warmup.idle_work(window, Ahead(), moving=True)  # type: ignore[arg-type]
    assert calls == [], "not while something moves"
    warmup.idle_work(window, Ahead(), moving=False)  # type: ignore[arg-type]
    assert calls == ["run"]


def test_the_menu_and_the_setup_screens_look_ahead_at_what_comes_next(tmp_path, monkeypatch) -> None:
    assert warmup.family_modules("setup") == [
        "game.scenes.quarto.setup",
        "game.scenes.setgame.setup",
        "game.scenes.qu4to.setup",
    ]
    app = make_app(tmp_path, monkeypatch)
    app.go("menu")
    assert app.stack.top.ahead.targets[:3] == warmup.family_modules("setup")
    for game_id, table in (("quarto", "quarto"), ("set", "setgame"), ("qu4to", "qu4to")):
        app.push(game_id)
        assert app.stack.top.ahead.targets == [f"game.scenes.{table}.scene"], game_id
        app.back()


def _legend_faces_cleared() -> None:
    quarto_setup._RATIOS.clear()
    quarto_setup._legend_looked.clear()
    quarto_setup._legend_stored.clear()
    quarto_setup._legend_face.cache_clear()
    quarto_setup.art._face.cache_clear()


def test_in_a_window_the_legend_paints_one_face_a_frame_and_shows_them_all_at_once(
    tmp_path, monkeypatch
) -> None:
    _legend_faces_cleared()
    at_once = make_app(tmp_path / "a", monkeypatch)
    at_once.go("menu")
    at_once.push("quarto")
    step(at_once)
    assert len(at_once.stack.top.legend_faces) == 8 and not at_once.stack.top.legend_pending

    _legend_faces_cleared()
    app = make_app(tmp_path / "b", monkeypatch, realtime=True)
    app.go("menu")
    app.push("quarto")
    scene = app.stack.top
    painted = []
    frames = 0
    while True:
        misses = quarto_setup._legend_face.cache_info().misses + len(quarto_setup._RATIOS)
        step(app)
        frames += 1
        painted.append(quarto_setup._legend_face.cache_info().misses + len(quarto_setup._RATIOS) - misses)
        if not scene.legend_pending:
            break
        assert scene.legend_faces == [], "no face until every face is ready"
        assert app.step(), "a frame with faces to paint asks for the next frame"
        app.frame += 1
    assert len(scene.legend_faces) == 8
    assert max(painted) == 1 and frames == 1 + 5 + 1, painted  # the proportions, five faces, then the legend
    assert [r.topleft for r in scene.legend_faces] == [r.topleft for r in at_once.stack.top.legend_faces]


def test_a_later_run_reads_the_legend_from_disk_in_its_first_frame(tmp_path, monkeypatch) -> None:
    """Painting the legend is five frames of 20 ms (classic pieces at 1920×1080); once painted, its faces and
    proportions are kept with the art on disk, and the next run shows the same pixels painting nothing."""
    _legend_faces_cleared()
    first = make_app(tmp_path, monkeypatch, realtime=True)
    first.go("menu")
    first.push("quarto")
    while True:
        step(first)
        if not first.stack.top.legend_pending:
            break
    painted = first.screen.copy()

    _legend_faces_cleared()
    painting: list[object] = []
    monkeypatch.setattr(quarto_setup.art, "face", lambda *a, **k: painting.append(a))
    again = make_app(tmp_path, monkeypatch, realtime=True)
    again.go("menu")
    again.push("quarto")
    step(again)
    scene = again.stack.top
    assert not scene.legend_pending and len(scene.legend_faces) == 8, "all shown in the first frame"
    assert painting == [], "nothing painted: read from disk"
    assert pygame.image.tobytes(again.screen, "RGBA") == pygame.image.tobytes(painted, "RGBA")


def test_a_window_collects_the_closed_scenes_in_a_light_frame_after_the_open(tmp_path, monkeypatch) -> None:
    released: list[tuple[str, int]] = []
    app = make_app(tmp_path, monkeypatch, realtime=True, frames=4)
    monkeypatch.setattr(game.app, "release_memory", lambda: released.append(("window", app.frame)))
    monkeypatch.setattr(app, "LIGHT_MS", 1e9)
    try:
        app.run("menu")
    finally:
        gc.unfreeze()  # run() froze what this test process had built; give it back to the collector
    assert released == [("window", 0)], "not inside go(): at the end of the first frame light enough"

    headless = make_app(tmp_path / "h", monkeypatch)
    monkeypatch.setattr(game.app, "release_memory", lambda: released.append(("headless", headless.frame)))
    headless.go("menu")
    assert released[1:] == [("headless", 0)] and not headless.release_due, "at full speed: at once"


def test_an_autoplay_visitor_reads_the_setup_screen_as_a_person_would(tmp_path, monkeypatch) -> None:
    """20 frames at full speed (the same pictures frame for frame); in a window, while the work ahead goes on,
    but never past READ_MAX_S."""
    fast = make_app(tmp_path / "a", monkeypatch)
    fast.go("menu")
    fast.push("set")
    scene = fast.stack.top
    assert scene.reading(scene.entered_frame + 19) and not scene.reading(scene.entered_frame + 20)
    assert not scene.reading(scene.entered_frame + 20, busy=True), "nothing runs ahead at full speed"

    window = make_app(tmp_path / "b", monkeypatch, realtime=True)
    window.go("menu")
    window.push("set")
    scene = window.stack.top
    later = scene.entered_frame + 20
    scene.ahead.targets, scene.ahead.unread, scene.ahead.order = [], [], []  # its imports are all in
    assert not scene.reading(later)
    assert scene.reading(later, busy=True), "a rehearsal still painting the table's art"
    scene.ahead.targets = ["game.scenes.no_such_module"]
    assert scene.reading(later), "the table's modules still being imported ahead"
    monkeypatch.setattr(scene, "READ_MAX_S", 0.0)
    assert not scene.reading(later, busy=True), "but a visitor never waits longer than READ_MAX_S"


def test_the_qu4to_setup_paints_the_tables_card_faces_ahead_in_idle_frames(tmp_path, monkeypatch) -> None:
    """A first start's QU4TO table painted its hand's faces in its opening frame (129–165 ms cold); the setup
    screen's idle frames now paint them at the sizes the table's layout asks for, the hand's first, and store
    them on disk for the next run."""
    from game.art import qu4tocards
    from game.scenes.qu4to.layout import make_layout

    qu4tocards._face.cache_clear()
    app = make_app(tmp_path, monkeypatch, realtime=True)
    app.go("qu4to")
    scene = app.stack.top
    while not scene.ahead.done:
        scene.ahead.step()
    app.last_input = time.perf_counter()
    scene.update(1 / 60)
    assert scene.faces is None, "not in a frame that answers the player"
    app.last_input -= 1.0
    lay = make_layout(app.theme.px, app.size, 3)
    full = [(code, size) for size in (lay.table_card, lay.card) for code in reversed(range(22))]
    for _ in range(3):  # each size looked for on disk (none in a new home), a step each; then a face
        scene.update(1 / 60)
    assert scene.faces is not None and scene.faces.unread == []
    left = [(face, batch.key) for batch, face in scene.faces.unpainted]
    assert 0 < len(left) < len(full) and left == full[: len(left)], (
        "the hand's are painted first (from the end)"
    )
    for _ in range(200):
        if scene.faces.done:
            break
        scene.update(1 / 60)
    assert scene.faces.done, "all painted, then stored"
    qu4tocards._face.cache_clear()
    assert qu4tocards.faces_from_disk(lay.card) and qu4tocards.faces_from_disk(lay.table_card), "on disk"
    assert qu4tocards._face.cache_info().currsize >= 2 * 22
