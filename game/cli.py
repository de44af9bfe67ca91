"""Command line: parse the DESIGN.md §5 contract, set up logging and the SDL drivers, run the App."""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from typing import TYPE_CHECKING

from game.cliargs import (
    Parser,
    UsageError,
    count_up_to,
    player_name,
    port_number,
    table_address,
    usage_failure,
    whole_number,
)
from game.i18n import LANGUAGES
from game.scenes import SCENE_NAMES

if TYPE_CHECKING:
    from game.app import App, Options
    from game.scenes.base import Scene

log = logging.getLogger(__name__)

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
    friends = p.add_argument_group("play with friends at other machines (docs/protocol.md)")
    friends.add_argument("--host", metavar="GAME", help="host a table of GAME for friends (needs --seats)")
    friends.add_argument(
        "--seats",
        metavar="SPEC",
        help="the hosted seats in order: me, friend or computer:LEVEL, e.g. me,friend",
    )
    friends.add_argument(
        "--port", type=port_number, metavar="N", help="the hosted table's port (default 47812)"
    )
    friends.add_argument("--code", metavar="CODE", help="the join code (hosting: made up when not given)")
    friends.add_argument("--name", type=player_name, metavar="NAME", help="your name on the plates")
    friends.add_argument("--join", type=table_address, metavar="ADDRESS:PORT", help="join a hosted table")
    return p


def parse(argv: list[str]) -> argparse.Namespace:
    args = build_parser().parse_args(argv)
    if args.scene not in START_SCENES:
        raise UsageError(f"unknown scene {args.scene!r}; choose one of: {', '.join(START_SCENES)}")
    if args.lang is not None and args.lang not in LANGUAGES:
        raise UsageError(f"unknown language {args.lang!r}; choose one of: {', '.join(LANGUAGES)}")
    args.shown = check_record(args.scene, args.record) if args.record is not None else {}
    check_friends(args)
    if args.screenshot:
        folder = os.path.dirname(os.path.abspath(args.screenshot))
        if not os.path.isdir(folder):
            raise UsageError(f"cannot write the screenshot: folder {folder} does not exist")
    return args


def check_friends(args: argparse.Namespace) -> None:
    """--host and --join, as issue #43 writes them: their companions, the game, the seats and the code."""
    from game.net import code as join_code

    if args.host is not None and args.join is not None:
        raise UsageError("--host and --join cannot go together")
    if args.host is None and (args.seats is not None or args.port is not None):
        raise UsageError(f"{'--seats' if args.seats is not None else '--port'} goes with --host")
    if args.host is None and args.join is None:
        if args.code is not None or args.name is not None:
            raise UsageError(f"{'--code' if args.code is not None else '--name'} goes with --host or --join")
        return
    if args.code is not None:
        args.code = join_code.normalize(args.code)
        if not join_code.is_valid(args.code):
            raise UsageError(f"a join code is {join_code.LENGTH} characters of {join_code.ALPHABET}")
    if args.join is not None:
        if args.code is None:
            raise UsageError("--join needs --code (the code the host's screen shows)")
        return
    from game.net.seatspec import friendly, game_key_for, hostable, levels_of, parse_seats, players_of

    if not friendly(args.host):
        raise UsageError(f"unknown game {args.host!r} to host; choose one of: {', '.join(hostable())}")
    if args.seats is None:
        raise UsageError("--host needs --seats, e.g. --seats me,friend")
    try:
        args.seat_specs = parse_seats(args.seats, levels_of(args.host), players_of(args.host))
    except ValueError as exc:
        raise UsageError(f"--seats: {exc}") from None
    if not any(seat.kind == "friend" for seat in args.seat_specs):
        raise UsageError("--seats: a hosted table needs at least one friend seat")
    args.host = game_key_for(args.host, len(args.seat_specs))


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
    if args.join is not None:
        return join_table(args, options, t0)
    app = App(options, t0=t0)
    if args.host is not None:
        return host_table(app, args)
    return app.run(args.scene, **args.shown)


# --- playing with friends (issue #43): --host and --join ---------------------------------------------------


def hosting_name(app: App, given: str | None) -> str:
    """The host's name on their own plates: ``--name``, else the name *Host a table* remembers (settings'
    ``net_name``), else "" (the table then says "Player 1")."""
    from game.scenes.friends.base import clean_name

    remembered = app.settings["net_name"]
    return given or clean_name(remembered if isinstance(remembered, str) else "")


def host_table(app: App, args: argparse.Namespace) -> int:
    """Host ``args.host`` for friends: a saved hosted game of it is hosted again (its code, port and seats, so
    every friend rejoins); one line and exit 2 when the port is taken. Under --autoplay the table waits for its
    friends, plays the game to its end and exits 0."""
    from game.net.server import DEFAULT_PORT, HostError
    from game.scenes.table.hosting import HOSTED_SCENE, hosted_scene, make_server, saved_hosting

    game, seats = args.host, args.seat_specs
    slot = app.saves.slots.get(game) or {}
    saved_doc = slot.get("state") if isinstance(slot, dict) else None
    saved = saved_hosting(saved_doc if isinstance(saved_doc, dict) else None)
    if saved is not None and saved["seats"] != ",".join(str(s) for s in seats):
        saved = None  # another table's save: a new game
    port = args.port if args.port is not None else saved["port"] if saved else DEFAULT_PORT
    code = args.code or (saved["code"] if saved else None)
    name = hosting_name(app, args.name)
    server = make_server(
        game, seats, name=name, port=port, code=code, claims=saved["claims"] if saved else None
    )
    try:
        server.start()
    except HostError as exc:
        app.close()
        return usage_failure("quadrille", exc)
    again = " (the saved game, hosted again)" if saved else ""
    _say(f"hosting {game} on port {server.port}, code {server.code}{again}")
    resume = saved_doc if saved else None

    def make(app_: App, **_kw: object) -> Scene:
        table = hosted_scene(app_, game, seats, server, resume=resume, name=name)
        if app.options.autoplay:  # the game's end is the run's end (not --autoplay's next game)
            table.rematch = app.quit  # type: ignore[method-assign]
        return table

    app.registry[HOSTED_SCENE] = make
    try:
        return app.run(HOSTED_SCENE)
    finally:
        server.close()


def join_table(args: argparse.Namespace, options: Options, t0: float) -> int:
    """Join the table at ``args.join``: one line and exit 2 when it cannot be joined (within 20 s). Under
    --autoplay the computer plays this seat; exit 0 once the game's end was seen, 1 if the host went first."""
    from game.app import App
    from game.net.client import JoinClient, JoinError
    from game.scenes.table.guest import JOINED_SCENE, TableGuest, joined_scene

    address, port = args.join
    client = JoinClient(address, port, args.code, args.name or "Friend", open_timeout=5.0, retry_for=30.0)
    try:
        welcome = client.connect(timeout=15.0)
    except JoinError as exc:
        client.close(timeout=2.0)
        where = f"{address}:{port}"
        if exc.kind == "version":
            return usage_failure(
                "quadrille", f"the table at {where} speaks protocol {exc.host_version}: {exc}"
            )
        return usage_failure("quadrille", f"cannot join the table at {where}: {exc}")
    _say(f"joined {welcome.game} at {client.where}, seat {welcome.seat + 1}")
    app = App(options, t0=t0)
    outcome: list[int] = []

    def ended(guest: TableGuest[object]) -> None:
        outcome.append(0 if guest.saw_end else 1)
        if guest.gone is not None and not guest.saw_end:
            log.warning("the host went away before the end: %s", guest.gone)
        app.quit()

    def make(app_: App, **_kw: object) -> Scene:
        table = joined_scene(app_, client, welcome)
        guest = table.drivers.guest
        if app.options.autoplay and guest is not None:
            guest.on_end = ended
        return table

    app.registry[JOINED_SCENE] = make
    status = app.run(JOINED_SCENE)
    client.close(timeout=2.0)
    return status or (outcome[0] if outcome else 0)


def _say(line: str) -> None:
    """One line for whoever started the run (a terminal, a test): where the table is."""
    try:
        print(line, flush=True)
    except (AttributeError, OSError):  # a windowed build has no stdout
        log.info(line)
