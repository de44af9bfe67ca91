"""`python -m game.bench app`: menu frame work (focus moving every frame) and the idle menu's CPU cost."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time

from game.perf import percentile


def _frame_work(size: tuple[int, int], frames: int) -> dict[str, float]:
    import pygame

    from game.app import App, Options
    from game.scenes.common import FormScene

    app = App(Options(headless=True, size=size))
    app.go("menu")
    app.draw_frame()
    app.frame = 1
    app.fade.stop()
    menu = app.stack.top
    if not isinstance(menu, FormScene):
        raise RuntimeError(f"the app opened {menu!r}, not the menu")
    times = []
    pg = pygame
    for i in range(frames):
        target = menu.form.widgets[1 + i % 9].box.center
        event = pg.event.Event(pg.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0))
        t = time.perf_counter()
        app.step([event], 1 / 60)
        app.draw_frame()
        times.append((time.perf_counter() - t) * 1000)
    app.close()
    times.sort()
    return {"p50": percentile(times, 0.5), "p99": percentile(times, 0.99), "max": times[-1]}


def _idle_cpu(seconds: float) -> float:
    """Percent of one core used by an idle menu at real pacing, start-up excluded."""
    frames = int(seconds * 12)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    with tempfile.TemporaryDirectory() as home:
        env["QUADRILLE_HOME"] = home
        cmd = [sys.executable, "-m", "game", "--headless", "--realtime", "--stats", "--frames"]
        runs = {}
        for n in (30, 30 + frames):
            t = time.perf_counter()
            out = subprocess.run(cmd + [str(n)], env=env, capture_output=True, text=True, check=True)
            import json

            runs[n] = (time.perf_counter() - t, json.loads(out.stdout)["cpu_s"])
    (w0, c0), (w1, c1) = runs[30], runs[30 + frames]
    return 100 * (c1 - c0) / max(1e-9, w1 - w0)


def main(argv: list[str]) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    with tempfile.TemporaryDirectory() as home:
        os.environ["QUADRILLE_HOME"] = home
        print("app: menu frame work with the pointer moving over the entries (update + draw, ms)")
        for size in ((1280, 720), (1920, 1080)):
            r = _frame_work(size, 400)
            print(f"  {size[0]}x{size[1]}  p50 {r['p50']:.2f}  p99 {r['p99']:.2f}  max {r['max']:.2f}")
    print(f"app: idle menu CPU at real pacing: {_idle_cpu(8.0):.1f}% of one core")
    return 0
