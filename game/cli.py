"""Command line: parse the DESIGN.md §5 contract, set up logging and the SDL drivers, run the App."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time

from game.cliargs import Parser, UsageError, count_up_to, usage_failure, whole_number
from game.i18n import LANGUAGES
from game.scenes import SCENE_NAMES

# scenes a player (or a tool) may start in; overlays need a scene below them
START_SCENES = tuple(n for n in SCENE_NAMES if n not in ("pause", "confirm", "error"))


def _size(text: str) -> tuple[int, int]:
    try:
        w, h = (int(p) for p in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"size must look like 1280x720, not {text!r}") from None
    if not (320 <= w <= 10000 and 240 <= h <= 10000):
        raise argparse.ArgumentTypeError(f"size {text} is out of range (320x240 to 10000x10000)")
    return w, h


def build_parser() -> Parser:
    p = Parser(prog="python -m game", description="Quadrille — a parlour of attribute games.")
    p.add_argument(
        "--scene", default="menu", metavar="NAME", help="start in a scene: " + ", ".join(START_SCENES)
    )
    p.add_argument(
        "--record",
        metavar="FILE",
        help="with --scene replay or study-review (a Quarto record), set-review (SET) or qu4to-review (QU4TO): open this text record",
    )
    p.add_argument("--seed", type=whole_number, help="seed for shuffles, bots, autoplay and monkey")
    p.add_argument("--size", type=_size, metavar="WxH", help="window size, e.g. 1280x720")
    p.add_argument("--fullscreen", action="store_true", help="start fullscreen")
    p.add_argument("--headless", action="store_true", help="no window and no sound (SDL dummy drivers)")
    p.add_argument(
        "--frames",
        type=count_up_to(100_000_000),
        metavar="N",
        help="quit cleanly after N frames (at most 100,000,000)",
    )
    p.add_argument("--autoplay", action="store_true", help="the computer plays every seat / walks the menu")
    p.add_argument("--monkey", action="store_true", help="random input every frame (soak test)")
    p.add_argument("--screenshot", metavar="PATH", help="save the last frame as a PNG")
    p.add_argument("--stats", action="store_true", help="print one JSON line of timing figures at exit")
    p.add_argument("--version", action="store_true", help="print 'Quadrille X.Y.Z' and exit")
    p.add_argument(
        "--lang",
        metavar="CODE",
        help="the language for this run: " + ", ".join(LANGUAGES) + " (default: the one chosen in Settings, "
        "else the system's)",
    )
    p.add_argument(
        "--realtime",
        action="store_true",
        help="with --headless: run at real frame pacing instead of as fast as possible",
    )
    return p


def parse(argv: list[str]) -> argparse.Namespace:
    args = build_parser().parse_args(argv)
    if args.scene not in START_SCENES:
        raise UsageError(f"unknown scene {args.scene!r}; choose one of: {', '.join(START_SCENES)}")
    if args.lang is not None and args.lang not in LANGUAGES:
        raise UsageError(f"unknown language {args.lang!r}; choose one of: {', '.join(LANGUAGES)}")
    args.shown = check_record(args.scene, args.record) if args.record is not None else {}
    if args.screenshot:
        folder = os.path.dirname(os.path.abspath(args.screenshot))
        if not os.path.isdir(folder):
            raise UsageError(f"cannot write the screenshot: folder {folder} does not exist")
    return args


def check_record(scene: str, path: str) -> dict[str, object]:
    """``--record`` goes with a scene that shows a record, and must be a record of that scene's game that reads
    and replays; the scene's keyword arguments for it."""
    from game.scenes.study import RECORD_SCENES

    if scene not in RECORD_SCENES:
        raise UsageError(
            f"--record needs --scene replay, study-review, set-review or qu4to-review, not --scene {scene}"
        )
    if scene in ("set-review", "qu4to-review"):
        from game.scenes.study.records_io import open_file

        try:
            opened = open_file(path)
        except ValueError as exc:  # one sentence naming the wrong line, or why the file cannot be read
            raise UsageError(f"cannot open the record {path}: {exc}") from None
        if opened.scene != scene:
            raise UsageError(
                f"the record {path} is a {opened.kind} game: open it with --scene {opened.scene}"
            )
        return {"text": opened.text}
    from game.play.quarto.records import import_record

    try:
        variant = import_record(path).start.variant
    except ValueError as exc:  # RecordError names the line; a missing file says so
        raise UsageError(f"cannot open the record {path}: {exc}") from None
    if variant.board != "fixed" or variant.draw_pile:
        raise UsageError(
            f"cannot show the record {path}: replay covers the fixed 4x4 board without a draw pile"
        )
    return {"record": path}


def setup_logging() -> None:
    from game import resources

    handlers: list[logging.Handler] = []
    try:
        folder = resources.data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handlers.append(logging.FileHandler(folder / "quadrille.log", mode="w", encoding="utf-8"))
    except OSError:
        pass
    if sys.stderr is not None and os.environ.get("QUADRILLE_LOG_STDERR"):
        handlers.append(logging.StreamHandler(sys.stderr))
    logging.basicConfig(
        level=logging.INFO,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
        handlers=handlers or [logging.NullHandler()],
        force=True,
    )


def main(argv: list[str] | None = None, t0: float | None = None) -> int:
    t0 = t0 if t0 is not None else time.perf_counter()
    try:
        args = parse(sys.argv[1:] if argv is None else argv)
    except UsageError as exc:
        return usage_failure("quadrille", exc)
    if args.version:
        from game.version import print_version

        return print_version()
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"
    setup_logging()
    from game.app import App, Options

    options = Options(
        scene=args.scene,
        seed=args.seed,
        size=args.size,
        fullscreen=args.fullscreen,
        headless=args.headless,
        frames=args.frames,
        autoplay=args.autoplay,
        monkey=args.monkey,
        screenshot=args.screenshot,
        stats=args.stats,
        realtime=args.realtime,
        lang=args.lang,
    )
    app = App(options, t0=t0)
    return app.run(args.scene, **args.shown)
