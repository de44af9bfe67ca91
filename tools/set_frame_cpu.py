"""Frame work of the SET table in CPU time (unaffected by other processes' load, unlike ``--stats``' wall time).

PYTHONPATH=. python tools/set_frame_cpu.py [FRAMES] [SEED] [WxH]: computers play every seat from a fresh table
(seed 1 opens with 15 cards); prints p50/p95/p99/max of update+draw per frame in ms, and the share of frames on
15 or more cards.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp()
os.environ.setdefault("QUADRILLE_FIRST_RUN", "0")  # no lesson offer over the tables

from game.app import App, Options  # noqa: E402
from game.perf import percentile  # noqa: E402
from game.play.seats import Seat  # noqa: E402
from game.play.setgame.setup import SetSetup  # noqa: E402


def main(frames: int, seed: int, size: tuple[int, int]) -> None:
    app = App(Options(headless=True, size=size, seed=seed, autoplay=True))
    seats = [Seat("computer", lv) for lv in ("hard", "medium", "easy")]
    app.go("set-table", setup=SetSetup(seats=seats).to_json())
    app.step()
    app.draw_frame()  # the first frame builds the caches (it is startup, as in --stats)
    app.fade.stop()
    times, big = [], 0
    clock = time.process_time
    for _ in range(frames):
        t = clock()
        app.step()
        app.draw_frame()
        times.append((clock() - t) * 1000)
        app.frame += 1
        big += len(app.stack.scenes[0].session.table) >= 15
    times.sort()
    out = {p: round(percentile(times, q), 3) for p, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}
    out |= {"max": round(times[-1], 3), "frames": frames, "frames_15_cards": big}
    print(json.dumps(out))


if __name__ == "__main__":
    args = sys.argv[1:]
    w, h = (args[2] if len(args) > 2 else "1280x720").split("x")
    main(int(args[0]) if args else 3000, int(args[1]) if len(args) > 1 else 1, (int(w), int(h)))
