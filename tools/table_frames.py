"""A per-frame log of a table's work in CPU time: which frames went over a threshold and what happened in them.

    PYTHONPATH=. python tools/table_frames.py SCENE [--size WxH] [--frames 900] [--seed 3] [--over 4] [--warm DIR]
        [--profile]

SCENE is a ``--scene`` name (quarto, set-quarto, aces-faces, set, qu4to, qu4to-5p): run as in a window
(``realtime``: work spread over frames as a window spreads it), its setup screen is autoplayed to the table, then
FRAMES frames of the table run (the computers think in their worker process while each frame sleeps 2 ms). For each
frame over OVER ms of CPU (update + draw): the frame, its update and draw ms, a move (the log grew), the regions the
kit painted, and with --profile the game's functions that took its time (``frame_driver.what_ran``). Ends with
the table's CPU p50 / p99 / max and how many frames were over.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from frame_driver import fresh_home, what_ran  # noqa: E402
from open_frames import parse_size  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("scene")
    ap.add_argument("--size", default="1920x1080", type=parse_size)
    ap.add_argument("--frames", type=int, default=900)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--over", type=float, default=4.0, help="log the frames over this many ms of CPU")
    ap.add_argument("--warm", metavar="DIR", help="reuse this QUADRILLE_HOME (default: a new one, cold)")
    ap.add_argument("--profile", action="store_true", help="profile the frames (slower) and say what ran")
    args = ap.parse_args()
    fresh_home(args.warm)

    from game.app import App, Options
    from game.perf import percentile

    app = App(Options(headless=True, realtime=True, size=args.size, seed=args.seed, autoplay=True))
    app.go(args.scene)
    for _ in range(600):  # the setup screen, autoplayed (read as a visitor reads it, work ahead done), Start
        app.step()
        app.draw_frame()
        app.frame += 1
        if app.stack.top is not None and app.stack.top.name.endswith("table"):
            break
        time.sleep(1 / 60)
    app.fade.stop()
    scene = app.stack.top
    clock = time.process_time
    times: list[float] = []
    lines: list[str] = []
    for _ in range(args.frames):
        log = getattr(scene, "log", None)
        before = len(log) if log is not None else 0
        regions = getattr(getattr(scene, "view", None), "regions", None)
        last = getattr(regions, "painted", None)  # (a new list once the kit paints: else last frame's names)
        prof = cProfile.Profile(clock) if args.profile else None
        if prof is not None:
            prof.enable()
        t0 = clock()
        app.step()
        t1 = clock()
        app.draw_frame()
        t2 = clock()
        if prof is not None:
            prof.disable()
        app.frame += 1
        ms = (t2 - t0) * 1000
        times.append(ms)
        if ms > args.over:
            now = getattr(regions, "painted", None)
            painted = ",".join(now or []) if now is not last else ""
            moved = log is not None and len(log) != before
            what = f" | {what_ran(prof)}" if prof is not None else ""
            top = app.stack.top.name if app.stack.top is not None else ""
            lines.append(
                f"{len(times) - 1:4d} {ms:6.2f} ms (update {1000 * (t1 - t0):5.2f}, draw {1000 * (t2 - t1):5.2f})"
                f"{' move' if moved else ''}{' on ' + top if top != scene.name else ''}"
                f"{' painted ' + painted if painted else ''}{what}"
            )
        time.sleep(0.002)
    scene.exit()
    print("\n".join(lines))
    done = sorted(times)
    out = {p: round(percentile(done, q), 2) for p, q in (("p50", 0.5), ("p99", 0.99))}
    out |= {"max": round(done[-1], 1), "frames": len(done), "over": len(lines), "scene": scene.name}
    out["loadavg"] = open("/proc/loadavg").read().split()[:3] if os.path.exists("/proc/loadavg") else None
    print(json.dumps(out))


if __name__ == "__main__":
    main()
