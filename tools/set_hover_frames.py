"""CPU time of the SET table's frames while only the pointer moves: a new card under it every frame, nothing else
(a person and an Easy computer at a fresh table, headless, 600 frames of 1/600 s so the computer does not act).

    PYTHONPATH=. python tools/set_hover_frames.py [WxH] [HOME]

Prints one JSON line: p50/p95/p99/max of update+draw per frame in ms and the load average. HOME: a
QUADRILLE_HOME to reuse (warm art); a new one by default.
"""

from __future__ import annotations

import json
import os
import random
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["QUADRILLE_HOME"] = sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp()
os.environ.setdefault("QUADRILLE_FIRST_RUN", "0")  # no lesson offer over the table

import pygame  # noqa: E402

from game.app import App, Options  # noqa: E402
from game.perf import percentile  # noqa: E402
from game.play.seats import Seat  # noqa: E402
from game.play.setgame.setup import SetSetup  # noqa: E402


def main(size: tuple[int, int]) -> None:
    app = App(Options(headless=True, size=size, seed=3))
    app.go("set-table", setup=SetSetup(seats=[Seat("human"), Seat("computer", "easy")]).to_json())
    for _ in range(30):  # the table's opening and its first paints
        app.step([], 1 / 600)
        app.draw_frame()
        app.frame += 1
    app.fade_from = None
    scene, rng, times = app.stack.top, random.Random(1), []
    for _ in range(600):
        card = rng.choice(list(scene.view.rects))
        pos = scene.view.rects[card].center
        event = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        t = time.process_time()
        app.step([event], 1 / 600)
        app.draw_frame()
        times.append((time.process_time() - t) * 1000)
        app.frame += 1
    times.sort()
    out = {p: round(percentile(times, q), 3) for p, q in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99))}
    out |= {"max": round(times[-1], 3), "load": os.getloadavg()}
    print(json.dumps(out))


if __name__ == "__main__":
    w, h = (sys.argv[1] if len(sys.argv) > 1 else "1920x1080").split("x")
    main((int(w), int(h)))
