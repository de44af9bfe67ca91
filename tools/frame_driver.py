"""A scripted player for the frame tools (``open_frames.py``, ``input_frames.py``): it sits where ``--monkey``'s
event source sits in ``App.run``, so the App's own real-time loop (clock, step, draw, flip, ``--stats`` timing) runs
unchanged while the script posts the mouse events a player would, frame by frame.
"""

from __future__ import annotations

import cProfile
import io
import json
import os
import pstats
import sys
import tempfile
import time
from collections.abc import Callable, Iterator

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("QUADRILLE_FIRST_RUN", "0")  # no lesson offer over the tables

import pygame  # noqa: E402

from game.perf import percentile  # noqa: E402

Events = list[pygame.event.Event]
Script = Callable[["Driver"], Iterator[Events]]


def fresh_home(warm: str | None) -> str:
    """A new QUADRILLE_HOME (cold: empty art cache) unless ``warm`` names one to reuse."""
    home = warm or tempfile.mkdtemp(prefix="quadrille-frames-")
    os.environ["QUADRILLE_HOME"] = home
    return home


def motion(pos: tuple[int, int], held: bool = False) -> pygame.event.Event:
    return pygame.event.Event(
        pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1 if held else 0, 0, 0), touch=False
    )


def button(down: bool, pos: tuple[int, int]) -> pygame.event.Event:
    kind = pygame.MOUSEBUTTONDOWN if down else pygame.MOUSEBUTTONUP
    return pygame.event.Event(kind, pos=pos, button=1, touch=False)


def click(pos: tuple[int, int]) -> Iterator[Events]:
    """Three frames: move there, press, release."""
    yield [motion(pos)]
    yield [button(True, pos)]
    yield [button(False, pos)]


class Driver:
    """Feeds the App one list of events per frame from ``script`` (a generator of event lists); with
    ``profile`` (frame numbers) it keeps a cProfile of each of those frames."""

    def __init__(
        self, app: object, script: Script, profile: set[int] | None = None, over: float | None = None
    ) -> None:
        self.app = app
        self.frame = 0
        self.profile = profile or set()
        self.profiles: dict[int, str] = {}
        self.marks: dict[str, int] = {}  # named frames the script notes (e.g. where Start was released)
        self._prof: cProfile.Profile | None = None
        self._steps = script(self)
        self.cpu_ms: list[float] = []  # each frame's CPU time (this process; the clock's wait costs none)
        self.scenes: list[str] = []  # the scene on top at each frame's end
        self._cpu: float | None = None
        # with ``over`` (CPU ms): every frame after the first two is profiled (which slows it: for finding,
        # not for figures), and the profiles of those over ``over`` summed in one
        self.over = over
        self.slow_stats: pstats.Stats | None = None
        self.slow_frames: list[tuple[int, float, str]] = []
        self.slow_what: list[str] = []  # per slow frame: what its work was (``what_ran``), one line each

    def events(self, _size: tuple[int, int]) -> Events:
        """Called by ``App.run`` once per frame, after the clock's wait and before the frame's work."""
        now = time.process_time()
        if self._cpu is not None:
            self.cpu_ms.append((now - self._cpu) * 1000)
            top = self.app.stack.top  # type: ignore[attr-defined]
            self.scenes.append(top.name if top is not None else "")
        self._cpu = now
        if self._prof is not None:
            self._prof.disable()
            if self.frame - 1 in self.profile:
                out = io.StringIO()
                pstats.Stats(self._prof, stream=out).sort_stats("cumulative").print_stats(30)
                self.profiles[self.frame - 1] = out.getvalue()
            elif self.over is not None and self.cpu_ms and self.cpu_ms[-1] > self.over:
                self.slow_frames.append((self.frame - 1, round(self.cpu_ms[-1], 1), self.scenes[-1]))
                self.slow_what.append(
                    f"{self.frame - 1} {self.cpu_ms[-1]:.1f} ms {self.scenes[-1]}: {what_ran(self._prof)}"
                )
                if self.slow_stats is None:
                    self.slow_stats = pstats.Stats(self._prof)
                else:
                    self.slow_stats.add(self._prof)
            self._prof = None
        if self.frame in self.profile or (self.over is not None and self.frame > 1):
            self._prof = cProfile.Profile(time.process_time)  # CPU time: a loaded machine keeps it honest
            self._prof.enable()
        self.frame += 1
        return next(self._steps, [])


def _short(func: tuple[str, int, str]) -> str:
    path, line, name = func
    return f"{path.rpartition('/game/')[2] or path.rpartition('/')[2]}:{name}"


def what_ran(prof: cProfile.Profile, top: int = 5, floor_ms: float = 0.5) -> str:
    """What a profiled frame's work was, for a per-frame log: the game's functions with the largest cumulative
    time that are not mere passes to one other game function (one callee taking 70 % of their time), largest
    first, as ``module:function ms``."""
    stats = pstats.Stats(prof).stats  # type: ignore[attr-defined]
    ours = {f for f in stats if "/game/" in f[0]}
    through: dict[tuple, float] = {}  # a game function -> its largest time spent in one game callee
    for callee in ours:
        for caller, row in stats[callee][4].items():
            if caller in ours and caller != callee:
                through[caller] = max(through.get(caller, 0.0), row[3])
    rows = [
        (stats[f][3], f)
        for f in ours
        if stats[f][3] * 1000 >= floor_ms and through.get(f, 0.0) < 0.7 * stats[f][3]
    ]
    rows.sort(reverse=True)
    return ", ".join(f"{_short(f)} {ct * 1000:.1f}" for ct, f in rows[:top]) or "-"


def report(app: object, driver: Driver, extra: dict | None = None) -> dict:
    """p50/p95/p99/max of every frame after the first (as ``--stats``: wall time), the first apart, the slow
    frames (over ``game.perf.SLOW_MS``) as [frame, wall ms, CPU ms, the scene on top], and CPU-time figures (a
    loaded machine inflates wall time by waits for a core; CPU time counts this process's work only)."""
    stats = app.stats  # type: ignore[attr-defined]
    work = stats.work_ms
    values = sorted(work[1:] or work)
    out: dict = {p: round(percentile(values, q), 2) for p, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}
    out["max"] = round(values[-1], 1) if values else 0.0
    out["first_ms"] = round(work[0], 1) if work else 0.0
    out["first_cpu_ms"] = round(driver.cpu_ms[0], 1) if driver.cpu_ms else 0.0
    out["startup_ms"] = round(stats.startup_ms, 1) if getattr(stats, "startup_ms", None) else None
    out["frames"] = len(work)
    cpu = driver.cpu_ms
    out["slow"] = [
        [f, round(ms, 1), round(cpu[f], 1) if f < len(cpu) else None, scene] for f, ms, scene in stats.slow
    ]
    done = sorted(cpu[1:])
    out["cpu"] = {p: round(percentile(done, q), 2) for p, q in (("p50", 0.5), ("p99", 0.99))}
    out["cpu"]["max"] = round(done[-1], 1) if done else 0.0
    out["cpu_over_50"] = [[f, round(ms, 1)] for f, ms in enumerate(cpu) if ms > 50]
    top = sorted(range(1, len(cpu)), key=lambda f: -cpu[f])[:12]  # the p99's neighbourhood in a 900-frame run
    out["cpu_top"] = [[f, round(cpu[f], 1), driver.scenes[f] if f < len(driver.scenes) else ""] for f in top]
    out["by_scene"] = by_scene(work, cpu, driver.scenes)
    out["loadavg"] = open("/proc/loadavg").read().split()[:3] if os.path.exists("/proc/loadavg") else None
    out |= extra or {}
    return out


def by_scene(wall: list[float], cpu: list[float], scenes: list[str]) -> dict:
    """Per scene (the one on top at each frame's end), frame 0 aside: frames, wall and CPU p50 / p99 / max."""
    out: dict = {}
    for name in dict.fromkeys(scenes):
        frames = [i for i, s in enumerate(scenes) if s == name and i > 0 and i < len(wall)]
        row: dict = {"frames": len(frames)}
        for label, values in (("wall", wall), ("cpu", cpu)):
            got = sorted(values[i] for i in frames)
            row[label] = [round(percentile(got, 0.5), 2), round(percentile(got, 0.99), 2), round(got[-1], 1)]
        out[name] = row
    return out


def print_report(out: dict, profiles: dict[int, str], driver: Driver | None = None) -> None:
    print(json.dumps(out), flush=True)
    if driver is not None and driver.over is not None:
        print(f"--- frames over {driver.over} ms CPU (profiled): {driver.slow_frames}", file=sys.stderr)
        print("--- each, with what ran in it (game functions, cumulative ms, profiled):", file=sys.stderr)
        for line in driver.slow_what:
            print("  " + line, file=sys.stderr)
        if driver.slow_stats is not None:
            driver.slow_stats.stream = sys.stderr  # type: ignore[attr-defined]
            driver.slow_stats.sort_stats("tottime").print_stats(40)
            driver.slow_stats.sort_stats("cumulative").print_stats(60)
    for frame, text in sorted(profiles.items()):
        print(f"--- cProfile of frame {frame} ---", file=sys.stderr)
        print(text, file=sys.stderr)
