"""Render the Quarto screenshots for docs/screenshots: the 2D board (placing, and a win), the place and give hints,
and every setup screen, at one window size.

PYTHONPATH=. python tools/quarto_screens.py OUTDIR [WxH]   (headless; prints the files it wrote)
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
from game.play import remembered  # noqa: E402
from game.play.quarto.setup import TableSetup  # noqa: E402
from game.play.seats import Seat  # noqa: E402


def frames(app: App, n: int, events: list | None = None) -> None:
    for i in range(n):
        app.step(events if events and i == 0 else [], 1 / 60)
        app.draw_frame()
        app.frame += 1


def click(app: App, pos: tuple[int, int]) -> list:
    pg = pygame
    return [
        pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
        pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def hover(app: App, pos: tuple[int, int]) -> list:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def press(app: App, name: str) -> list:
    pg = pygame
    return [pg.event.Event(pg.KEYDOWN, key=pg.key.key_code(name), mod=0, unicode=name, scancode=0)]


def table(size: tuple[int, int], flat: bool, **kw) -> tuple[App, object]:
    app = App(Options(headless=True, size=size, seed=7))
    app.settings.set("animation", "off")
    remembered.put_pref(app.settings, "flat_board", flat)
    setup = TableSetup(seats=[Seat("human", name="Ann"), Seat("human", name="Bob")], first="0", **kw)
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    frames(app, 3)
    return app, app.stack.top


def play(app: App, scene, moves: list[tuple[int, int]]) -> None:
    """Give and place by clicks, as a player would."""
    for piece, cell in moves:
        frames(app, 2, click(app, scene.places.pool_slot(piece).rect.center))
        frames(app, 2, click(app, scene.camera.slots()[cell].rect.center))


def save(app: App, out: str, name: str, tag: str) -> None:
    view = getattr(app.stack.top, "view", None)
    for _ in range(60):  # the table's still layer redraws a move's parts over a few frames: all of them first
        if view is None or not view.static.pending:
            break
        frames(app, 1)
    path = os.path.join(out, f"{name}-{tag}.png")
    pygame.image.save(app.screen, path)
    print(path)


def main(out: str, size: tuple[int, int]) -> None:
    tag = f"{size[0]}x{size[1]}"
    opening = [(0, 0), (15, 5), (3, 10), (12, 3), (5, 6), (10, 12), (6, 1), (9, 8), (1, 13), (14, 2)]
    # the 2D board while Bob places: holes ringed, the hovered one gold with the piece seen through
    app, sc = table(size, True, pieces="classic", calls="manual")
    play(app, sc, opening)
    frames(app, 2, click(app, sc.places.pool_slot(7).rect.center))
    frames(app, 3, hover(app, sc.lay.cells[15].rect.center))
    save(app, out, "quarto-2d-board", tag)
    # the 2D board after a win: the line framed and what it shares named on the board
    app, sc = table(size, True, pieces="classic")
    play(app, sc, [(0, 0), (9, 5), (2, 1), (11, 6), (4, 2), (13, 9), (6, 3)])
    frames(app, 240)
    save(app, out, "quarto-2d-win", tag)
    # the place hint on the 3D board: the best hole ringed green
    app, sc = table(size, False, pieces="classic")
    play(app, sc, [(0, 0), (2, 1), (4, 2)])
    frames(app, 2, click(app, sc.places.pool_slot(9).rect.center))
    frames(app, 4, press(app, "h"))
    save(app, out, "quarto-hint-place", tag)
    # the give hint: crossed pieces hand over a win, green-ringed ones are safe
    app, sc = table(size, False, pieces="classic")
    play(app, sc, [(0, 0), (2, 1), (4, 2)])
    frames(app, 4, press(app, "h"))
    save(app, out, "quarto-hint-give", tag)
    # every setup screen (Common Sense looks like Aces & Faces)
    for game in ("quarto", "set-quarto", "aces-faces", "set", "qu4to"):
        app = App(Options(headless=True, size=size, seed=7))
        app.go("menu")
        app.push(game)
        frames(app, 3)
        save(app, out, f"setup-{game}", tag)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: python tools/quarto_screens.py OUTDIR [WxH]", file=sys.stderr)
        sys.exit(2)
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    main(sys.argv[1], (w, h))
