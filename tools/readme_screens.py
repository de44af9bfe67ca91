"""Render the README's Quarto and study screenshots: the late classic board (a square behind tall pieces looked at
while a piece is chosen, the 2D board offered), a piece's tooltip, the two card tables, the replay and the coach's review of one seeded game, at one window
size. The menus and the puzzles come from the command line (a fresh QUADRILLE_HOME, QUADRILLE_FIRST_RUN=0):
``python -m game --headless --scene menu --size WxH --seed 3 --frames 60 [--lang CODE] --screenshot menu.png``,
``python -m game --headless --scene study-puzzles --size WxH --seed 3 --autoplay --frames 20|200 --screenshot
study-puzzle[-solution].png`` (the whole ladder, made at once; the solution shows from frame 30).

PYTHONPATH=. python tools/readme_screens.py OUTDIR [WxH]   (headless; prints the files it wrote)
"""

from __future__ import annotations

import os
import random
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp()
os.environ.setdefault("QUADRILLE_FIRST_RUN", "0")  # no lesson offer over the tables

import pygame

from game.app import App, Options  # noqa: E402
from game.play.quarto.setup import TableSetup  # noqa: E402
from game.play.seats import Seat  # noqa: E402
from game.rules.quarto import Give, Place, QuartoState, Variant  # noqa: E402
from game.rules.quarto.fast import random_move  # noqa: E402

# a late board with no line yet: tall pieces on a2, b2, d2 and b3; a4, b4, a3 and d3 open behind them
LATE = {2: 7, 3: 5, 5: 2, 6: 0, 8: 8, 9: 11, 10: 12, 11: 3, 12: 9, 13: 6, 14: 10, 15: 4}


def frames(app: App, n: int, events: list | None = None) -> None:
    for i in range(n):
        app.step(events if events and i == 0 else [], 1 / 60)
        app.draw_frame()
        app.frame += 1


def hover(pos: tuple[int, int]) -> list:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def press(name: str) -> list:
    pg = pygame
    return [pg.event.Event(pg.KEYDOWN, key=pg.key.key_code(name), mod=0, unicode=name, scancode=0)]


def settle(app: App) -> None:
    """Frames until no piece glides and the table's still layer has redrawn every part a move changed."""
    view = getattr(app.stack.top, "view", None)
    for _ in range(120):
        if view is None or not getattr(view, "static", None):
            return
        if not view.static.pending and not getattr(app.stack.top, "glides", None):
            return
        frames(app, 1)


def save(app: App, out: str, name: str, tag: str) -> None:
    settle(app)
    path = os.path.join(out, f"{name}-{tag}.png")
    pygame.image.save(app.screen, path)
    print(path)


def late_board(out: str, size: tuple[int, int], tag: str) -> None:
    """Ann chooses a piece with the pointer on a3, behind a2's tall piece: a2 fades; the 2D board is offered."""
    app = App(Options(headless=True, size=size, seed=7))
    app.settings.set("animation", "off")
    seats = [Seat("human", name="Ann"), Seat("human", name="Bob")]
    app.go("quarto-table", setup=TableSetup(seats=seats, first="0").to_json(), menu_key="quarto")
    frames(app, 3)
    scene = app.stack.top
    for cell, piece in LATE.items():
        scene.session.play(Give(piece))
        scene.session.play(Place(cell))
    scene.view.invalidate()
    scene.turn_started()  # (as after a move: the crowded board's offer)
    frames(app, 20)
    frames(app, 20, hover(scene.camera.slots()[4].pos))
    save(app, out, "quarto-late-board", tag)


def tooltip(out: str, size: tuple[int, int], tag: str) -> None:
    """Bob chooses a piece with the pointer on the piece at b4: its four attributes above it."""
    app = App(Options(headless=True, size=size, seed=7))
    app.settings.set("animation", "off")
    seats = [Seat("human", name="Ann"), Seat("human", name="Bob")]
    app.go("quarto-table", setup=TableSetup(seats=seats, first="0").to_json(), menu_key="quarto")
    frames(app, 3)
    scene = app.stack.top
    for piece, cell in ((0, 0), (2, 1), (4, 2)):
        scene.session.play(Give(piece))
        scene.session.play(Place(cell))
    scene.view.invalidate()
    frames(app, 20)
    slot = scene.camera.slots()[1]
    frames(app, 20, hover((slot.pos[0], slot.pos[1] - slot.cell_w // 2)))
    save(app, out, "quarto-tooltip", tag)


def card_tables(out: str) -> None:
    """Two computers at SET Quarto under the manual call, and at Aces & Faces on the unmarked board with the
    draw pile, some way into a game (1280x720: the README's row of the three Quarto tables)."""
    for name, kw in (
        ("quarto-set-call", {"pieces": "set", "calls": "manual"}),
        ("quarto-aces-unmarked", {"pieces": "aces", "board": "unmarked", "draw_pile": True}),
    ):
        app = App(Options(headless=True, size=(1280, 720), seed=3, autoplay=True))
        seats = [Seat("computer", "medium"), Seat("computer", "medium")]
        app.go("quarto-table", setup=TableSetup(seats=seats, first="0", **kw).to_json(), menu_key="quarto")
        frames(app, 900)
        settle(app)
        path = os.path.join(out, f"{name}.png")
        pygame.image.save(app.screen, path)
        print(path)


def record() -> str:
    """A whole game played by chance from a seed (the replay's and the review's)."""
    rng = random.Random(4)
    state = QuartoState(Variant(), rng)
    while not state.is_over:
        state.play(random_move(state, rng))
    return state.record()


def replay_and_review(out: str, size: tuple[int, int], tag: str) -> None:
    for scene, name, steps in (("replay", "study-replay", 7), ("study-review", "study-review", 13)):
        app = App(Options(headless=True, size=size, seed=3))
        app.go("menu")
        app.push(scene, text=record())
        frames(app, 3)
        screen = app.stack.top
        for _ in range(1200):  # the coach reviews on its thread: until it is done
            if not getattr(screen, "client", None) or not screen.client.busy:
                break
            frames(app, 1)
        frames(app, 1, press("home"))
        for _ in range(steps):
            frames(app, 1, press("right"))
        frames(app, 10)
        save(app, out, name, tag)


def study_set(out: str, size: tuple[int, int], tag: str) -> None:
    """The Study screen's SET tab with six finished games against Hard (played by the computers, from seeds)."""
    from game import resources
    from game.ai.set_sim import play_game
    from game.play.history_records import keep_set_game
    from game.storage import flush_all

    for seed in range(1, 7):
        keep_set_game(resources.data_dir(), play_game(["lightning", "hard"], seed))
        flush_all()  # (written in the background: each one before the next is read)
    app = App(Options(headless=True, size=size, seed=3))
    app.go("menu")
    app.push("study", tab="set")
    frames(app, 5)
    save(app, out, "study-set", tag)


def study_hub(out: str, size: tuple[int, int], tag: str) -> None:
    """The Study screen's Quarto tab with three finished games of Ann's (played by chance from seeds)."""
    from game import resources
    from game.play.history_records import keep_quarto_game
    from game.play.quarto.session import QuartoSession
    from game.storage import flush_all

    for seed, pieces, other in (
        (1, "classic", Seat("computer", "hard")),
        (2, "set", Seat("human", name="Bob")),
    ):
        setup = TableSetup(seats=[Seat("human", name="Ann"), other], first="0", pieces=pieces)
        session = QuartoSession(setup, random.Random(seed))
        rng = random.Random(seed)
        while not session.state.is_over:
            session.play(random_move(session.state, rng), session.state.to_move or 0)
        keep_quarto_game(resources.data_dir(), session)
        flush_all()  # (written in the background: each one before the next is read)
    app = App(Options(headless=True, size=size, seed=3))
    app.go("menu")
    app.push("study", tab="quarto")
    frames(app, 5)
    save(app, out, "study-hub", tag)


def main(out: str, size: tuple[int, int]) -> None:
    tag = f"{size[0]}x{size[1]}"
    late_board(out, size, tag)
    tooltip(out, size, tag)
    replay_and_review(out, size, tag)
    study_set(out, size, tag)
    study_hub(out, size, tag)
    if size == (1280, 720):
        card_tables(out)


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: python tools/readme_screens.py OUTDIR [WxH]", file=sys.stderr)
        sys.exit(2)
    w, h = (int(v) for v in (sys.argv[2] if len(sys.argv) > 2 else "1280x720").split("x"))
    main(sys.argv[1], (w, h))
