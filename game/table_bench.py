"""`python -m game.bench quarto-table`: how long the Quarto table takes to open, and its frame work while the AI
thinks. It builds and drives the App, so it sits beside ``game.app_bench``, never inside the scenes.

Open: each run is a fresh process (nothing painted in memory yet) that builds the app, opens the game's setup
screen and draws it, then times ``app.go("quarto-table")`` and the table's first frame — the pause a player sees
after pressing Start, imports of the table's modules included. The first run of each piece set and size starts
with an empty cache folder (``cold``: everything painted, Start pressed at once), the next ones reuse what the
earlier run stored (``warm``). One more run starts cold but lets the setup screen's rehearsal (a child process
painting the table's art, ``game.scenes.quarto.prewarm``) finish before Start, as a player reading the screen
would (``cold after the rehearsal``). Python may write its bytecode cache, as it does for a player (a development shell that forbids it
would time the compiler too).

Frame work: the CLI's ``--headless --realtime --autoplay`` run (the computers think in the AI's worker process),
in a fresh process per seed; each frame's update and draw timed by the wall clock (what ``--stats`` reports) and
by the thread's CPU time (the work alone, which a machine shared with other jobs does not inflate).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from game import catalog
from game.cliargs import Parser, count_up_to

if TYPE_CHECKING:
    import pygame

GAMES = tuple(g.id for g in catalog.GAMES.values() if g.family == "quarto")


def _size(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    return int(w), int(h)


def _env(home: str) -> dict[str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    env["QUADRILLE_HOME"] = home
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as a player runs it: modules compiled once, then loaded
    return env


def open_table(game: str, size: tuple[int, int], rehearsed: bool = False) -> tuple[float, float]:
    """In this process: the setup screen of ``game`` drawn, then the milliseconds to open its table and draw
    the table's first frame, as (wall clock, this thread's CPU time): on a busy machine the first waits for a
    core, the second counts only the work. ``rehearsed``: the setup screen's child process (see
    ``game.scenes.quarto.prewarm``) has finished painting before Start is pressed, as when a player takes a
    second or two to read the setup screen."""
    from game.app import App, Options
    from game.scenes.quarto.prewarm import prewarm
    from game.scenes.quarto.setup import QuartoSetupScene

    os.environ["QUADRILLE_PREWARM"] = "1" if rehearsed else "0"
    app = App(Options(headless=True, size=size, seed=1))
    app.go(game)
    app.draw_frame()
    app.frame = 1
    setup = app.stack.top
    if not isinstance(setup, QuartoSetupScene):
        raise RuntimeError(f"the app opened {setup!r}, not the {game} setup")
    prewarm().wait()
    t, cpu = time.perf_counter(), time.thread_time()
    app.go("quarto-table", setup=setup.setup.to_json(), menu_key=game)
    app.draw_frame()
    ms, cpu_ms = (time.perf_counter() - t) * 1000, (time.thread_time() - cpu) * 1000
    app.close()
    return ms, cpu_ms


def _open_in_child(
    game: str, size: tuple[int, int], home: str, rehearsed: bool = False
) -> tuple[float, float]:
    code = (
        "import sys; from game.table_bench import open_table;"
        f"print(open_table({game!r}, {size!r}, {rehearsed!r}))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], env=_env(home), capture_output=True, text=True, check=True
    )
    wall, cpu = out.stdout.strip().splitlines()[-1].strip("()").split(",")
    return round(float(wall), 1), round(float(cpu), 1)


def frame_cpu(game: str, size: tuple[int, int], seed: int, frames: int) -> dict[str, Any]:
    """In this process: the CLI's ``--realtime --autoplay`` run, timing each frame's update and draw twice — by
    the wall clock (``--stats``) and by this thread's CPU time, which a busy machine does not inflate."""
    from game.app import App, Options
    from game.perf import percentile

    cpu: list[float] = []
    app = App(Options(headless=True, realtime=True, autoplay=True, size=size, seed=seed, frames=frames))
    step, draw = app.step, app.draw_frame

    def timed_step(events: Sequence[pygame.event.Event] = (), dt: float = 1 / 60) -> bool:
        t = time.thread_time()
        dirty = step(events, dt)
        cpu.append((time.thread_time() - t) * 1000)
        return dirty

    def timed_draw() -> None:
        t = time.thread_time()
        draw()
        cpu[-1] += (time.thread_time() - t) * 1000

    app.step, app.draw_frame = timed_step, timed_draw  # type: ignore[method-assign]  # wraps the App's own
    app.run(game)
    wall = sorted(app.stats.work_ms[1:])
    mine = sorted(cpu[1:])
    return {
        name: {k: round(percentile(v, q), 3) for k, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}
        for name, v in (("wall", wall), ("cpu", mine))
    }


def _frame_work(game: str, size: tuple[int, int], seed: int, frames: int) -> dict[str, Any]:
    code = (
        "import json; from game.table_bench import frame_cpu;"
        f"print(json.dumps(frame_cpu({game!r}, {size!r}, {seed}, {frames})))"
    )
    with tempfile.TemporaryDirectory() as home:
        out = subprocess.run(
            [sys.executable, "-c", code], env=_env(home), capture_output=True, text=True, check=True
        )
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str]) -> int:
    parser = Parser(prog="game.bench quarto-table", description=__doc__.splitlines()[0])
    parser.add_argument("--games", default="quarto", help=f"comma-separated, of {', '.join(GAMES)}")
    parser.add_argument("--sizes", default="1280x720,1920x1080")
    parser.add_argument(
        "--runs", type=count_up_to(1000), default=3, help="opens per game and size (first is cold)"
    )
    parser.add_argument("--seeds", default="3,4,6", help="frame-work seeds; 'none' skips the frame work")
    parser.add_argument("--frames", type=count_up_to(1_000_000), default=600)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    games = [g for g in args.games.split(",") if g]
    for g in games:
        if g not in GAMES:
            parser.error(f"unknown game {g!r}; choose from {', '.join(GAMES)}")
    try:
        sizes = [_size(s) for s in args.sizes.split(",") if s]
        seeds = [] if args.seeds == "none" else [int(s) for s in args.seeds.split(",") if s]
    except ValueError:
        parser.error("sizes are WxH (1280x720) and seeds whole numbers")
    report: dict[str, Any] = {"open_ms": {}, "frame_ms": {}}
    for game in games:
        for size in sizes:
            with tempfile.TemporaryDirectory() as home:
                runs = [_open_in_child(game, size, home) for _ in range(args.runs)]
            with tempfile.TemporaryDirectory() as home:
                rehearsed = _open_in_child(game, size, home, rehearsed=True)
            key = f"{game} {size[0]}x{size[1]}"
            report["open_ms"][key] = {"cold": runs[0], "warm": runs[1:], "cold_rehearsed": rehearsed}
            if not args.json:
                warm = ", ".join(f"{w} ({c})" for w, c in runs[1:]) or "-"
                print(
                    f"open {key} ms, wall (CPU): cold {runs[0][0]} ({runs[0][1]}), warm {warm}, "
                    f"cold after the setup screen's rehearsal {rehearsed[0]} ({rehearsed[1]})"
                )
    for game in games:
        for size in sizes:
            for seed in seeds:
                key = f"{game} {size[0]}x{size[1]} seed {seed}"
                fm = _frame_work(game, size, seed, args.frames)
                report["frame_ms"][key] = fm
                if not args.json:
                    w, c = fm["wall"], fm["cpu"]
                    print(
                        f"frames {key} ms, wall (CPU): p50 {w['p50']} ({c['p50']}) p95 {w['p95']} ({c['p95']}) "
                        f"p99 {w['p99']} ({c['p99']})"
                    )
    if args.json:
        print(json.dumps(report))
    return 0
