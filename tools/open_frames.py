"""Every frame's time while a table opens, in one real-time headless App (the loop ``python -m game`` runs).

    PYTHONPATH=. python tools/open_frames.py --path quarto [--size 1920x1080] [--warm DIR] [--profile 61,62]
        the way a player comes: the menu (idle), a click on the game's button, its setup screen (idle), a click
        on Start, then the table for --table frames (the setup's own seats: the computer plays its seat)
    PYTHONPATH=. python tools/open_frames.py --scene qu4to-5p --frames 300
        as ``python -m game --headless --realtime --scene S --autoplay --frames N --stats``

Cold by default (a new QUADRILLE_HOME: empty art cache and settings); ``--warm DIR`` reuses a home (run once
to fill it). Prints one JSON line: p50/p95/p99/max of the frames after the first (as --stats), the first frame
apart (``first_ms``), and every frame over 50 ms as [frame, ms, the scene on top]; ``--profile`` frames get a
cProfile on stderr (the profile starts after the clock's wait: its first lines are the frame's work).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterator

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from frame_driver import Driver, Events, click, fresh_home, print_report, report  # noqa: E402


def parse_size(text: str) -> tuple[int, int]:
    w, _, h = text.partition("x")
    if not (w.isdigit() and h.isdigit()):
        raise SystemExit(f"--size wants WxH, e.g. 1280x720, not {text!r}")
    return int(w), int(h)


def menu_path(game: str, menu_idle: int, setup_idle: int, table: int) -> object:
    """The script: idle on the menu, click the game, idle on its setup screen, click Start, watch the table."""

    def script(driver: Driver) -> Iterator[Events]:
        app = driver.app
        for _ in range(menu_idle):
            yield []
        menu = app.stack.top  # type: ignore[attr-defined]
        if game not in menu.keys:
            raise SystemExit(f"the menu has no {game!r}; it has {', '.join(menu.keys)}")
        yield from click(menu.form.widgets[menu.keys.index(game)].rect.center)
        for _ in range(setup_idle):
            yield []
        setup = app.stack.top  # type: ignore[attr-defined]
        start = getattr(setup, "start_button", None)
        if start is None:
            raise SystemExit(f"{game!r} opened {setup.name}, which has no Start button")
        driver.marks["start"] = driver.frame + 2  # the release frame: the table opens in it
        yield from click(start.rect.center)
        for _ in range(table):
            yield []

    return script


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    how = ap.add_mutually_exclusive_group(required=True)
    how.add_argument("--path", metavar="GAME", help="menu → GAME's setup → Start (quarto, set, qu4to, …)")
    how.add_argument("--scene", help="start in this scene with --autoplay")
    ap.add_argument("--size", default="1280x720", type=parse_size)
    ap.add_argument("--frames", type=int, default=300, help="with --scene: frames to run")
    ap.add_argument(
        "--menu-idle", type=int, default=60, help="with --path: frames on the menu before the click"
    )
    ap.add_argument(
        "--setup-idle", type=int, default=90, help="with --path: frames on the setup before Start"
    )
    ap.add_argument("--table", type=int, default=240, help="with --path: frames of the table")
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

    profile = {int(f) for f in args.profile.split(",") if f.strip()}
    if args.path:
        frames = args.menu_idle + 3 + args.setup_idle + 3 + args.table
        options = Options(headless=True, realtime=True, size=args.size, seed=args.seed, frames=frames)
        app = App(options)
        driver = Driver(
            app, menu_path(args.path, args.menu_idle, args.setup_idle, args.table), profile, args.profile_over
        )
        start = "menu"
    else:
        options = Options(
            headless=True, realtime=True, size=args.size, seed=args.seed, frames=args.frames, autoplay=True
        )
        app = App(options)
        driver = Driver(app, lambda _d: iter(()), profile, args.profile_over)
        start = args.scene
    app.monkey = driver  # type: ignore[assignment]  # the App asks it for each frame's events, as --monkey's
    app.run(start)
    print_report(
        report(app, driver, {"home": home, "size": "x".join(map(str, args.size))} | driver.marks),
        driver.profiles,
        driver,
    )


if __name__ == "__main__":
    main()
