"""Render the SET screenshots for docs/screenshots (hot-seat with a buzzer held, the end-of-game summary).

PYTHONPATH=. python tools/set_screens.py OUTDIR [WxH]   (the classic and puzzle shots come from ``python -m game --screenshot``)
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp()
os.environ.setdefault("QUADRILLE_FIRST_RUN", "0")  # no lesson offer over the tables

import pygame

from game.app import App, Options  # noqa: E402
from game.play.seats import Seat  # noqa: E402
from game.play.setgame.setup import SetSetup  # noqa: E402


def frames(app: App, n: int, events=None) -> None:
    for i in range(n):
        app.step(events if events and i == 0 else [], 1 / 60)
        app.draw_frame()
        app.frame += 1


def click_cards(app: App, scene, cards) -> None:
    pg = pygame
    for card in cards:
        pos = scene.view.rects[card].center
        frames(app, 1, [pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1)])


def main(out: str, size: tuple[int, int]) -> None:
    tag = f"{size[0]}x{size[1]}"
    app = App(Options(headless=True, size=size, seed=12))
    pg = pygame
    seats = [
        Seat("human", name="Ann"),
        Seat("human", name="Ben"),
        Seat("human", name="Cleo"),
        Seat("computer", "hard"),
    ]
    app.go("set-table", setup=SetSetup(seats=seats, hotkeys=True, show_count=True).to_json())
    frames(app, 30)
    sc = app.stack.scenes[0]
    s = sc.session
    frames(app, 1, [pg.event.Event(pg.KEYDOWN, key=pg.K_SPACE, mod=0, unicode=" ", scancode=0)])
    claim = s.sets_on_table()[0]
    # Ben took one SET earlier, Ann picks two cards with 3 s left
    frames(app, 1)
    click_cards(app, sc, claim[:2])
    frames(app, 100)
    pg.image.save(app.screen, os.path.join(out, f"set-hotseat-{tag}.png"))

    app.settings.set("animation", "fast")
    app.go(
        "set-table",
        setup=SetSetup(
            seats=[Seat("human", name="Ann"), Seat("computer", "hard"), Seat("computer", "medium")]
        ).to_json(),
    )
    frames(app, 2)
    sc = app.stack.scenes[0]
    s = sc.session
    while not s.is_over:
        frames(app, 20)
        if s.is_over:
            break
        sets = s.sets_on_table()
        if sets and s.may_pick(0) and sc.calling is None and s.since_change > 4.5:
            click_cards(app, sc, sets[0])
    frames(app, 90)
    pg.image.save(app.screen, os.path.join(out, f"set-summary-{tag}.png"))


if __name__ == "__main__":
    w, h = (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x")
    main(sys.argv[1], (int(w), int(h)))
