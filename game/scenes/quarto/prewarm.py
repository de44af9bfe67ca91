"""Paint a Quarto table's art before Start is pressed, in a child process, while the player reads the setup screen.

A table opens in well under 0.1 s when its faces and board are in the disk cache (``game.art.diskcache``), but the
first time a window size is used they must be painted: about 0.3 s of CPU for the classic pieces. So the setup
screen (and the menu, for the game Continue would resume) asks for a *rehearsal*: a 'spawn' child process (it works
frozen, like the AI's worker) builds the table headless at the window's size and lays it out, which paints every
face and the board and stores them on disk, then exits. It runs at a lower priority, on the other core of a
2-core machine; the window's own frames never wait for it. When the player presses Start the table finds its art
on disk. If Start comes first, the table paints as it always did and the child's work is simply not used.

The child never enters the table: nothing is saved, no lesson is offered, no computer thinks. It reads the same
settings file (colour-blind aid, 2D board), so it paints what the table will show.

A rehearsal runs once per (art, size) in a process's life, one child at a time; the newest request waits for the
running child. Headless runs (tests, screenshots) rehearse only with ``--realtime`` (which stands for a window),
and ``QUADRILLE_PREWARM=0`` turns it off (``=1`` on, for the benchmark).
"""

from __future__ import annotations

import logging
import multiprocessing
import os
from typing import TYPE_CHECKING

from game.play import remembered

if TYPE_CHECKING:
    from multiprocessing.process import BaseProcess

    from game.app import App
    from game.settings import Settings


log = logging.getLogger(__name__)


def art_key(setup_json: dict, size: tuple[int, int], settings: Settings) -> tuple:
    """What the painted art depends on: the piece set, the layout's variants, the size and two settings."""
    return (
        setup_json.get("pieces"),
        bool(setup_json.get("draw_pile")),
        setup_json.get("board"),
        tuple(size),
        bool(settings["colorblind"]),
        bool(remembered.pref(settings, "flat_board")),
    )


TABLE = "quarto-table"
REHEARSAL = "game.rehearsal:run"  # named, not imported: the rehearsal builds an App, which imports the scenes


def rehearse(options: dict, size: tuple[int, int]) -> None:
    """In the child: the table that ``options`` open (a setup, or a saved game to resume), built headless at
    ``size`` and laid out, which paints its art and stores it on disk."""
    from game import catalog

    catalog.load(REHEARSAL)(TABLE, options, size)


class Prewarm:
    """The app's rehearsals: at most one child at a time, each (art, size) once."""

    def __init__(self) -> None:
        self.done: set[tuple] = set()
        self.proc: BaseProcess | None = None
        self.running: tuple | None = None
        self.waiting: tuple | None = None  # (key, options, size)

    @staticmethod
    def enabled(app: App) -> bool:
        forced = os.environ.get("QUADRILLE_PREWARM", "")
        if forced in ("0", "1"):
            return forced == "1"
        return not app.options.headless or bool(getattr(app.options, "realtime", False))

    def request(self, app: App, options: dict, size: tuple[int, int] | None = None) -> None:
        """Paint the art of the Quarto table that ``options`` open (``setup`` and ``menu_key``, or ``resume``: a
        saved game) at ``size`` (the window's), unless that is done, under way or waiting already. The child
        starts at the next ``poll`` (the screen's next update): starting a process is 20–60 ms, and a request
        comes in a frame that lays a screen out, long enough already."""
        if not self.enabled(app):
            return
        w, h = size or app.size
        size = (w, h)
        setup = options.get("setup") or (options.get("resume") or {}).get("setup")
        if not isinstance(setup, dict):
            return
        key = art_key(setup, size, app.settings)
        if key in self.done or key == self.running:
            return
        self.waiting = (key, options, size)

    @property
    def busy(self) -> bool:
        """A rehearsal runs or waits."""
        return self.proc is not None or self.waiting is not None

    def poll(self) -> None:
        """Start the waiting rehearsal once the previous child has ended (cheap: call it every frame)."""
        if self.proc is not None:
            if self.proc.is_alive():
                return
            self.proc.join(0)
            if self.proc.exitcode != 0:  # not tried again and again: the table paints it itself
                log.info("table art rehearsal ended with %s", self.proc.exitcode)
            if self.running is not None:
                self.done.add(self.running)
            self.proc, self.running = None, None
        if self.waiting is None:
            return
        key, options, size = self.waiting
        self.waiting = None
        if key in self.done:
            return
        try:
            ctx = multiprocessing.get_context("spawn")
            proc = ctx.Process(target=rehearse, args=(options, size), name="quadrille-prewarm", daemon=True)
            proc.start()
        except Exception as exc:  # no child, no harm (a locked-down system): the table paints when it opens
            log.info("table art rehearsal not started: %s", exc, exc_info=True)
            self.done.add(key)
            return
        self.proc, self.running = proc, key

    def wait(self, timeout: float = 30.0) -> None:
        """Block until no rehearsal runs or waits (benchmarks; a player never waits)."""
        while self.proc is not None or self.waiting is not None:
            if self.proc is not None:
                self.proc.join(timeout)
            self.poll()


_prewarm = Prewarm()


def prewarm() -> Prewarm:
    """The process's one rehearsal manager."""
    return _prewarm
