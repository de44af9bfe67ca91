"""Figures for --stats: start-up time, per-frame work percentiles (wall clock, and the process's CPU time per
frame, which a machine shared with other work does not inflate), CPU time, peak memory, and the presents: how many
frames were handed to the screen, how long that took and what share of the window each one handed over."""

from __future__ import annotations

import json
import sys
import time


def peak_rss_mb() -> float | None:
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)


def percentile(sorted_values: list[float], q: float) -> float:
    if not sorted_values:
        return 0.0
    k = min(len(sorted_values) - 1, max(0, round(q * (len(sorted_values) - 1))))
    return sorted_values[k]


SLOW_MS = 50.0  # a frame this long is noted with its scene (tools/open_frames.py lists them)


class Stats:
    def __init__(self, t0: float) -> None:
        self.t0 = t0
        self.startup_ms: float | None = None
        self.work_ms: list[float] = []
        self.frames = 0
        self.slow: list[tuple[int, float, str]] = []  # (frame, ms, the top scene's name) of each slow frame
        self.present_ms: list[float] = []  # per presented frame: the time the present took
        self.present_share: list[float] = []  # and the share of the window's pixels it handed over
        # per frame: the process's CPU time since the last frame ended (the frame's work; the clock's wait costs
        # none, threads of this process are counted with it)
        self.cpu_ms: list[float] = []
        self._cpu: float | None = None

    def first_frame(self) -> None:
        if self.startup_ms is None:
            self.startup_ms = (time.perf_counter() - self.t0) * 1000

    def frame(self, work_ms: float, scene: str = "") -> None:
        if work_ms > SLOW_MS:
            self.slow.append((self.frames, work_ms, scene))
        self.frames += 1
        self.work_ms.append(work_ms)
        cpu = time.process_time()
        if self._cpu is not None:
            self.cpu_ms.append((cpu - self._cpu) * 1000)
        self._cpu = cpu

    def present(self, ms: float, share: float) -> None:
        """A frame was presented: ``share`` of the window's pixels (1.0: all), in ``ms``."""
        self.present_ms.append(ms)
        self.present_share.append(share)

    def line(self) -> str:
        # the first frame builds caches (fonts, felt); it is counted in startup_ms, not in frame work
        values = sorted(self.work_ms[1:] or self.work_ms)
        frame = {k: round(percentile(values, q), 3) for k, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}
        frame["max"] = round(values[-1], 3) if values else 0.0
        presents = sorted(self.present_ms)
        cpu = sorted(self.cpu_ms[1:] or self.cpu_ms)  # (the first counts the window's first frame)
        return json.dumps(
            {
                "startup_ms": round(self.startup_ms or 0.0, 1),
                "frame_ms": frame,
                "frame_cpu_ms": {
                    "p50": round(percentile(cpu, 0.5), 3),
                    "p99": round(percentile(cpu, 0.99), 3),
                    "max": round(cpu[-1], 3) if cpu else 0.0,
                },
                "cpu_s": round(time.process_time(), 3),
                "peak_rss_mb": peak_rss_mb(),
                "frames": self.frames,
                "presents": len(self.present_ms),
                "present_ms": {
                    k: round(percentile(presents, q), 3) for k, q in (("p50", 0.5), ("p99", 0.99))
                },
                "present_share": round(sum(self.present_share) / len(self.present_share), 4)
                if self.present_share
                else 0.0,
            }
        )
