"""Shared helpers for scene tests: run the app in-process with the dummy drivers and a private home."""

from __future__ import annotations

import time
from typing import Any

import pygame

from game.app import App, Options


def make_app(tmp_path, monkeypatch, **kw: Any) -> App:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    opts = Options(headless=True, **kw)
    return App(opts)


def key(app: App, name: str, mod: int = 0) -> Any:
    pg = pygame
    return pg.event.Event(pg.KEYDOWN, key=pg.key.key_code(name), mod=mod, unicode="", scancode=0)


def click(app: App, pos: tuple[int, int]) -> list[Any]:
    pg = pygame
    return [
        pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
        pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def step(app: App, events: list[Any] | None = None, frames: int = 1) -> None:
    """Feed events and run frames of update+draw without the real loop."""
    for i in range(frames):
        app.step(events if (events and i == 0) else [], 1 / 60)
        app.draw_frame()
        app.frame += 1


def quarto_hot_seat(
    tmp_path, monkeypatch, frames=2, animation=None, names=("Ann", "Bob"), menu_key="quarto", **setup
) -> tuple[App, Any]:
    """A Quarto table (1280x720 unless ``size`` says, seed 3) with two people at it, the first giving first,
    ``frames`` drawn; the app and the table scene. ``setup``: more TableSetup fields (pieces default classic)."""
    from game.play.quarto.setup import TableSetup
    from game.play.seats import Seat

    app = make_app(tmp_path, monkeypatch, size=setup.pop("size", (1280, 720)), seed=3)
    if animation:
        app.settings.set("animation", animation)
    setup.setdefault("pieces", "classic")
    seats = [Seat("human", name=name) for name in names]
    app.go("quarto-table", setup=TableSetup(seats=seats, first="0", **setup).to_json(), menu_key=menu_key)
    step(app, frames=frames)
    return app, app.stack.scenes[0]


def worker_answer(worker: Any, timeout: float = 30.0) -> Any:
    """The next (ticket, result) a bot worker answers, polled as a table polls it; fails after ``timeout`` s."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        got = worker.poll()
        if got is not None:
            return got
        time.sleep(0.01)
    raise AssertionError("no answer from the worker")


def quit_mixer() -> None:
    """Shut pygame's mixer as the game does (``Audio.close``): every channel halted first. Quitting while a sound
    ends can crash or hang the process, and with pytest-xdist that process runs many more tests."""
    import pygame

    if pygame.mixer.get_init():
        pygame.mixer.stop()
    pygame.mixer.quit()


def qu4to_table(tmp_path, monkeypatch, seats, seed: int = 2, size: tuple[int, int] = (1280, 720)) -> Any:
    """A QU4TO table for ``seats`` with animation off, two frames in: (app, scene)."""
    from game.play.qu4to.session import Qu4toSetup

    app = make_app(tmp_path, monkeypatch, size=size, seed=seed)
    app.settings.set("animation", "off")
    app.go("qu4to-table", setup=Qu4toSetup(seats).to_json())
    step(app, frames=2)
    return app, app.stack.scenes[0]


def fresh_static(view: Any, size: tuple[int, int]) -> pygame.Surface:
    """A Quarto table's static layer composed whole on a layer of its own, to compare with the one the table keeps
    up to date (the view's layer, regions and version are set aside meanwhile, and left as they were)."""
    from game.scenes.quarto.static import SHARE, StaticLayer
    from game.scenes.table.regions import Regions

    kept = view.layer, view.regions, view.version
    view.layer, view.regions = None, Regions(share=SHARE)
    try:
        return StaticLayer(view).compose(size)
    finally:
        view.layer, view.regions, view.version = kept


def drawn_texts(app, monkeypatch) -> list[str]:
    """Every text ``app.theme.blit_text`` draws from now on, in order (the test's list; drawing goes on as ever)."""
    drawn: list[str] = []
    real = app.theme.blit_text
    monkeypatch.setattr(
        app.theme,
        "blit_text",
        lambda surface, text, *a, **k: drawn.append(text) or real(surface, text, *a, **k),
    )
    return drawn


STALL_S = 30.0  # a wait fails after this long with nothing new (a loaded machine takes ≈ 0.1 s a move)


class Progress:
    """A bound for a loop that waits on other threads (a host's server, a joiner's client) without assuming how
    fast this machine is: ``going()`` stays True while ``key()`` changes at least every ``stall_s`` seconds of wall
    time, and fails the test once it has not. A loaded machine makes each step slower, never a stall of 30 s;
    a deadline for the whole game or a count of frames is a guess at its speed (a QU4TO joiner's match, ≈ 5 s
    on a quiet machine, ran past its 40 s at a load of 12)."""

    def __init__(self, key: Any, stall_s: float = STALL_S, what: str = "the game") -> None:
        self._clock = time.monotonic
        self.key, self.stall_s, self.what = key, stall_s, what
        self.last = key()
        self.since = self._clock()

    def going(self) -> bool:
        now, seen = self._clock(), self.key()
        if seen != self.last:
            self.last, self.since = seen, now
        elif now - self.since > self.stall_s:
            raise AssertionError(f"{self.what} did not move for {self.stall_s:.0f} s (at {seen!r})")
        return True
