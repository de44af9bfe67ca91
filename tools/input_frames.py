"""Frame times while a person moves the mouse over a table every frame, in one real-time headless App.

    PYTHONPATH=. python tools/input_frames.py quarto|set-quarto|aces-faces|set|set-hover|qu4to [--size 1920x1080]
        [--frames 900] [--seed 3] [--warm DIR] [--profile 120,121]

The table opens directly (no menu or setup), a person in seat 1 against Medium computers, and a script moves the
pointer every frame:
- quarto (and set-quarto, aces-faces: the same with those pieces): over the pool and the board while the
  computer plays; on the person's turn to give, a piece pressed, dragged to the board over 12 frames and released
  there (given); to place, the pointer over the legal holes for 10 frames, then a click on one;
- set: over a card every frame (the hover ring), and a click on a card every 15th frame (picks, SETs, wrong
  calls and their shakes, lock-outs); set-hover: the same pointer, never a click (only the hover ring);
- qu4to: over the hand's cards one after another (hover), and every 40th frame, while the hand may be arranged,
  a card dragged along the hand over 10 frames and dropped (the hand re-sorted).
Prints one JSON line: wall-time p50/p95/p99/max of the frames after the first (as ``--stats``), CPU-time figures
(a loaded machine inflates wall time by waits for a core), the frames over 50 ms and the events posted.
Cold by default (a new QUADRILLE_HOME); ``--warm DIR`` reuses one.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
from collections.abc import Iterator

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from frame_driver import Driver, Events, button, fresh_home, motion, print_report, report  # noqa: E402
from open_frames import parse_size  # noqa: E402

Pos = tuple[int, int]


def _between(a: Pos, b: Pos, k: int, n: int) -> Pos:
    return (a[0] + (b[0] - a[0]) * k // n, a[1] + (b[1] - a[1]) * k // n)


def quarto_script(rng: random.Random) -> object:
    def script(driver: Driver) -> Iterator[Events]:
        app = driver.app
        sweep = 0
        while True:
            sc = app.stack.top  # type: ignore[attr-defined]
            if getattr(sc, "name", "") != "quarto-table":
                yield []
                continue
            st = sc.state
            slots = sc.camera.slots()
            pool = [sc.places.pool_slot(p) for p in st.pool]
            pool = [s.rect.center for s in pool if s is not None]
            board = [s.pos for s in slots]
            middle = (sum(p[0] for p in board) // 16, sum(p[1] for p in board) // 16)
            if sc.human_turn() and st.phase == "give" and pool:
                start = rng.choice(pool)
                yield [motion(start)]
                yield [button(True, start)]
                for k in range(1, 13):
                    yield [motion(_between(start, middle, k, 12), held=True)]
                yield [button(False, middle)]
            elif sc.human_turn() and st.phase == "place":
                cells = st.legal_cells()
                for k in range(10):
                    yield [motion(slots[cells[k % len(cells)]].pos)]
                target = slots[rng.choice(cells)].pos
                yield [motion(target)]
                yield [button(True, target)]
                yield [button(False, target)]
            else:  # the computer's turn, or the game's end: the pointer wanders over the pieces
                places = pool + board
                sweep += 1
                yield [motion(places[sweep % len(places)])]

    return script


def set_script(rng: random.Random, clicks: bool = True) -> object:
    def script(driver: Driver) -> Iterator[Events]:
        app = driver.app
        n = 0
        while True:
            sc = app.stack.top  # type: ignore[attr-defined]
            rects = getattr(getattr(sc, "view", None), "rects", None)
            if getattr(sc, "name", "") != "set-table" or not rects:
                yield []
                continue
            n += 1
            pos = rects[rng.choice(list(rects))].center
            if clicks and n % 15 == 0:
                yield [motion(pos), button(True, pos), button(False, pos)]
            else:
                yield [motion(pos)]

    return script


def qu4to_script(rng: random.Random) -> object:
    def script(driver: Driver) -> Iterator[Events]:
        app = driver.app
        n = 0
        while True:
            sc = app.stack.top  # type: ignore[attr-defined]
            if getattr(sc, "name", "") != "qu4to-table" or not sc.view.hand_rects:
                yield []
                continue
            n += 1
            hand = [r.center for r in sc.view.hand_rects]
            if n % 40 == 0 and sc.arranging() and len(hand) > 1:
                a, b = hand[0], hand[-1]
                yield [motion(a)]
                yield [button(True, a)]
                for k in range(1, 11):
                    yield [motion(_between(a, b, k, 10), held=True)]
                yield [button(False, b)]
            else:
                yield [motion(hand[n % len(hand)])]

    return script


def table(game: str) -> tuple[str, dict]:
    """The scene and its options: a person in seat 1, Medium computers in the others."""
    from game.play.seats import Seat

    person, computer = Seat("human", name="You"), Seat("computer", "medium")
    if game in QUARTO_PIECES:
        from game.play.quarto.setup import TableSetup

        setup = TableSetup(seats=[person, computer], pieces=QUARTO_PIECES[game])
        return "quarto-table", {"setup": setup.to_json(), "menu_key": game}
    if game.startswith("set"):
        from game.play.setgame.setup import SetSetup

        return "set-table", {"setup": SetSetup(seats=[person, computer]).to_json()}
    from game.play.qu4to.session import Qu4toSetup

    return "qu4to-table", {"setup": Qu4toSetup([person, computer, computer, computer]).to_json()}


def set_hover_script(rng: random.Random) -> object:
    return set_script(rng, clicks=False)


QUARTO_PIECES = {"quarto": "classic", "set-quarto": "set", "aces-faces": "aces"}  # the Quarto tables' pieces
SCRIPTS = {"set": set_script, "set-hover": set_hover_script, "qu4to": qu4to_script}
SCRIPTS |= {game: quarto_script for game in QUARTO_PIECES}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game", choices=sorted(SCRIPTS))
    ap.add_argument("--size", default="1280x720", type=parse_size)
    ap.add_argument("--frames", type=int, default=900)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--warm", metavar="DIR", help="reuse this QUADRILLE_HOME (default: a new one, cold)")
    ap.add_argument("--profile", default="", help="frame numbers to profile, comma-separated")
    ap.add_argument(
        "--profile-over",
        type=float,
        metavar="MS",
        help="profile every frame; print the frames over MS of CPU and their summed profile (slows them)",
    )
    args = ap.parse_args()
    home = fresh_home(args.warm)

    from game.app import App, Options

    app = App(Options(headless=True, realtime=True, size=args.size, seed=args.seed, frames=args.frames))
    app.settings.set("animation", "normal")
    posted = [0]
    script = SCRIPTS[args.game](random.Random(args.seed))

    def counted(driver: Driver) -> Iterator[Events]:
        for events in script(driver):  # type: ignore[operator]
            posted[0] += len(events)
            yield events

    driver = Driver(app, counted, {int(f) for f in args.profile.split(",") if f.strip()}, args.profile_over)
    app.monkey = driver  # type: ignore[assignment]  # the App asks it for each frame's events, as --monkey's
    scene, options = table(args.game)
    app.run(scene, **options)
    extra = {"game": args.game, "size": "x".join(map(str, args.size)), "events": posted[0], "home": home}
    print_report(report(app, driver, extra), driver.profiles, driver)


if __name__ == "__main__":
    main()
