"""Frame work of the QU4TO table in CPU time (unaffected by other processes' load, unlike ``--stats``' wall time).

PYTHONPATH=. python tools/qu4to_frame_cpu.py [FRAMES] [SEED] [WxH] [SEATS]: computers play every seat (the AI in
its worker process, as in the game, so its thinking is not counted); prints p50/p95/p99/max of update+draw per
frame in ms and how many frames followed a move.
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
from game.play.qu4to.session import Qu4toSetup  # noqa: E402
from game.play.seats import Seat  # noqa: E402


def main(frames: int, seed: int, size: tuple[int, int], seats: int) -> None:
    app = App(Options(headless=True, size=size, seed=seed, autoplay=True, realtime=True))
    setup = Qu4toSetup(seats=[Seat("computer", "medium") for _ in range(seats)])
    app.go("qu4to-table", setup=setup.to_json())
    app.step()
    app.draw_frame()  # the first frame builds the caches (it is startup, as in --stats)
    app.fade.stop()
    times, moves = [], 0
    clock = time.process_time
    for _ in range(frames):
        before = len(app.stack.scenes[0].log)
        t = clock()
        app.step()
        app.draw_frame()
        times.append((clock() - t) * 1000)
        app.frame += 1
        moves += len(app.stack.scenes[0].log) != before
        time.sleep(0.002)  # the worker thinks in real time between frames, as it would in the window
    app.stack.scenes[0].exit()
    times.sort()
    out = {p: round(percentile(times, q), 3) for p, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}
    out |= {"max": round(times[-1], 3), "frames": frames, "moves": moves}
    print(json.dumps(out))


if __name__ == "__main__":
    args = sys.argv[1:]
    w, h = (args[2] if len(args) > 2 else "1280x720").split("x")
    n = int(args[3]) if len(args) > 3 else 4
    main(int(args[0]) if args else 1500, int(args[1]) if len(args) > 1 else 5, (int(w), int(h)), n)
