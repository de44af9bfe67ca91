"""Render the QU4TO summary screenshots for docs/screenshots: the end of a round and the end of the match at a
four-seat table (Ann and three computers). Ann plays the first set that beats the table, else draws and keeps it
green-up, which is enough to finish a match.

PYTHONPATH=. python tools/qu4to_screens.py OUTDIR [WxH]
"""

from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp()
os.environ.setdefault("QUADRILLE_FIRST_RUN", "0")  # no lesson offer over the table

import pygame

from game.app import App, Options  # noqa: E402
from game.play.qu4to.session import Qu4toSetup  # noqa: E402
from game.play.seats import Seat  # noqa: E402
from game.rules.qu4to.moves import DRAW, KEEP, ORIENT, Play  # noqa: E402


def frames(app: App, n: int) -> None:
    for _ in range(n):
        app.step()
        app.draw_frame()
        app.frame += 1


def ann_moves(scene) -> None:
    """Ann's move when it is her turn: orient and keep green-up, beat the table with the first set that does."""
    st = scene.state
    if st.is_terminal or st.turn != 0 or scene.summary is not None:
        return
    if st.phase == "orient":
        scene.play(ORIENT[0])
    elif st.phase == "keep":
        scene.play(KEEP[0])
    else:
        plays = [m for m in st.legal_moves(0) if isinstance(m, Play)]
        scene.play(plays[0] if plays else DRAW)


def main(out: str, size: tuple[int, int], suffix: str) -> None:
    app = App(Options(headless=True, size=size, seed=21))
    app.settings.set("animation", "fast")
    seats = [Seat("human", name="Ann"), *(Seat("computer", "medium") for _ in range(3))]
    app.go("qu4to-table", setup=Qu4toSetup(seats).to_json())
    frames(app, 2)
    scene = app.stack.scenes[0]
    rounds_shot = False
    for _ in range(60 * 60 * 10):
        ann_moves(scene)
        frames(app, 1)
        if scene.summary is not None:
            frames(app, 60)
            if not rounds_shot:
                pygame.image.save(app.screen, os.path.join(out, f"qu4to-round-summary{suffix}.png"))
                rounds_shot = True
            scene.next_round()
        elif scene.state.is_terminal and scene.result is not None:
            frames(app, 60)
            pygame.image.save(app.screen, os.path.join(out, f"qu4to-match-summary{suffix}.png"))
            return
    raise SystemExit("the match did not finish")


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    main(sys.argv[1], (w, h), "" if (w, h) == (1280, 720) else f"-{w}x{h}")
