"""Run bots off the UI thread: pure-Python search holds the GIL, so it gets its own process.

``BotWorker`` uses a 'spawn' process (works frozen by PyInstaller; the app calls
``multiprocessing.freeze_support()``). The process lowers its own CPU priority (``os.nice`` where the platform
has it; skipped on Windows) so that on a 2-core machine the window's frames win over the bot's search.
``InlineWorker`` has the same API and runs jobs inline (tests, --headless autoplay); ``ThreadWorker`` runs them
one at a time on a thread (where no process can be started).

- ``submit(family, kind, state_json, level, seed, budget_s) -> ticket``: ``family`` is a catalog family id
  (the catalog names the AI's job function; the worker imports no game by name); kind 'move', 'analyse' or
  'review' (Quarto's coach); ``state_json`` is ``json.dumps(state.to_json())`` (or the dict). Jobs run in order.
- ``poll() -> (ticket, result) | None``: never blocks. ``result`` is plain data: ``{"move": "place:5",
  "seconds": t}``, the analysis dict, or ``{"error": message}``.
- ``cancel()``: drops every pending job; a search under way is stopped by restarting the process.
- ``close()``: stops the process.

Starting a process costs its caller 20–80 ms of wall time (10 ms of CPU): in the frame a table opened, its first
computer's move made that frame the longest. ``prestart()`` starts one on a thread ahead (the App calls it while
a setup screen idles, and a cancel starts the replacement of the process it stops); the next ``BotWorker`` that
needs a process takes it.
"""

from __future__ import annotations

import json
import logging
import multiprocessing
import threading
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol, TypeAlias

from game import catalog
from game.ai.priority import lower_priority
from game.jsondoc import JSON

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.context import SpawnProcess

#: What ``run_job`` takes: (family, kind, state_json, level, seed, budget_s).
JobArgs: TypeAlias = tuple[str, str, JSON | str, str, int, float | None]
#: A finished job: (ticket, result).
Answer: TypeAlias = tuple[int, JSON]

log = logging.getLogger(__name__)


class Worker(Protocol):
    """What every worker offers the table (see the module docstring)."""

    def submit(
        self,
        family: str,
        kind: str,
        state_json: JSON | str,
        level: str,
        seed: int,
        budget_s: float | None = None,
    ) -> int: ...

    def poll(self) -> Answer | None: ...

    @property
    def busy(self) -> bool: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


def run_job(
    family: str, kind: str, state_json: JSON | str, level: str, seed: int, budget_s: float | None
) -> JSON:
    """Do one job with the AI the catalog names for ``family``; plain picklable data (errors as ``{"error"}``)."""
    try:
        # the family's "module:function" (Family.ai): run_job(kind, state_json, level, seed, budget_s) -> JSON
        job: Callable[[str, JSON, str, int, float | None], JSON] = catalog.load(
            catalog.family(family).ai or ""
        )
    except (KeyError, ValueError, ImportError, AttributeError) as exc:
        return {"error": f"no computer player for {family!r} ({exc})"}
    try:
        return job(
            kind,
            state_json if isinstance(state_json, dict) else json.loads(state_json),
            level,
            seed,
            budget_s,
        )
    except Exception as exc:  # a broken bot must not end the game: the table's stand-in plays instead
        log.warning("the %s bot failed a %s job", family, kind, exc_info=True)
        return {"error": f"{type(exc).__name__}: {exc}"}


def _serve(conn: Connection[Answer, tuple[int, JobArgs] | None]) -> None:
    """The worker process: answer jobs until told to stop (None) or the pipe closes."""
    lower_priority()
    while True:
        try:
            job = conn.recv()
        except (EOFError, OSError):
            return
        if job is None:
            return
        ticket, args = job
        conn.send((ticket, run_job(*args)))


class _Starting:
    """A worker process being started on a thread, for the next ``BotWorker`` to take."""

    def __init__(self) -> None:
        self.proc: SpawnProcess | None = None
        self.conn: Connection[tuple[int, JobArgs] | None, Answer] | None = None
        self._thread = threading.Thread(target=self._start, name="quadrille-bot-start", daemon=True)
        self._thread.start()

    def _start(self) -> None:
        try:
            self.proc, self.conn = _spawn()
        except Exception as exc:  # noqa: BLE001 - the taker starts its own (and reports its failure)
            log.info("a bot process could not be started ahead: %s", exc, exc_info=True)

    def take(self) -> tuple[SpawnProcess, Connection[tuple[int, JobArgs] | None, Answer]] | None:
        """The started process and its pipe (waiting for the start if it is still under way), or None."""
        self._thread.join()
        if self.proc is None or self.conn is None or not self.proc.is_alive():
            return None
        return self.proc, self.conn


_spare: _Starting | None = None


def prestart() -> None:
    """Start a worker process on a thread now, unless one is already started ahead and not yet taken."""
    global _spare
    if _spare is None:
        _spare = _Starting()


def spare_ready() -> bool:
    """A process started ahead waits to be taken (tests, measurements)."""
    return _spare is not None and not _spare._thread.is_alive() and _spare.proc is not None


def _take_spare() -> tuple[SpawnProcess, Connection[tuple[int, JobArgs] | None, Answer]] | None:
    global _spare
    spare, _spare = _spare, None
    return None if spare is None else spare.take()


def _spawn() -> tuple[SpawnProcess, Connection[tuple[int, JobArgs] | None, Answer]]:
    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe()
    proc = ctx.Process(target=_serve, args=(child,), name="quadrille-bot", daemon=True)
    proc.start()
    child.close()
    return proc, parent


class BotWorker:
    """Bot jobs in a separate 'spawn' process, taken from ``prestart`` or started on first use, and restarted
    after a cancel."""

    def __init__(self) -> None:
        self._proc: SpawnProcess | None = None
        self._conn: Connection[tuple[int, JobArgs] | None, Answer] | None = None
        self._next = 1
        self._pending: set[int] = set()
        self._lost: deque[int] = deque()  # jobs whose process died: each is answered with an error, in turn

    def _ensure(self) -> Connection[tuple[int, JobArgs] | None, Answer]:
        """The pipe to a running worker process, started now if there is none."""
        if self._proc is not None and self._conn is not None and self._proc.is_alive():
            return self._conn
        self._proc, self._conn = _take_spare() or _spawn()
        return self._conn

    def submit(
        self,
        family: str,
        kind: str,
        state_json: JSON | str,
        level: str,
        seed: int,
        budget_s: float | None = None,
    ) -> int:
        conn = self._ensure()
        ticket = self._next
        self._next += 1
        self._pending.add(ticket)
        conn.send((ticket, (family, kind, state_json, level, seed, budget_s)))
        return ticket

    def poll(self) -> Answer | None:
        if self._lost:
            return self._lost.popleft(), {"error": "the bot process stopped unexpectedly"}
        if self._conn is None:
            return None
        try:
            while self._conn.poll():
                ticket, result = self._conn.recv()
                if ticket in self._pending:
                    self._pending.discard(ticket)
                    return ticket, result
        except (EOFError, OSError):
            self._lost.extend(
                sorted(self._pending)
            )  # every job still owed gets its answer, not only the first
            self._pending.clear()
            self._stop(kill=True)
            return self.poll() if self._lost else None
        return None

    @property
    def busy(self) -> bool:
        return bool(self._pending or self._lost)

    def cancel(self) -> None:
        """Forget pending jobs; if one may be running, restart the process so the search stops now."""
        self._lost.clear()
        if self._pending:
            self._pending.clear()
            self._stop(kill=True)
            prestart()  # the next job's process, started now on a thread rather than in that job's frame

    def _stop(self, kill: bool) -> None:
        proc, conn = self._proc, self._conn
        self._proc = self._conn = None
        if conn is not None:
            if not kill:
                try:
                    conn.send(None)
                except (OSError, ValueError):
                    pass
            conn.close()
        if proc is not None:
            if kill:
                proc.kill()
            proc.join(timeout=2)
            if proc.is_alive():
                proc.kill()
                proc.join(timeout=2)

    def close(self) -> None:
        self._pending.clear()
        self._lost.clear()
        self._stop(kill=False)


class InlineWorker:
    """The same API, jobs run synchronously inside ``submit``."""

    def __init__(self) -> None:
        self._next = 1
        self._done: deque[Answer] = deque()

    def submit(
        self,
        family: str,
        kind: str,
        state_json: JSON | str,
        level: str,
        seed: int,
        budget_s: float | None = None,
    ) -> int:
        ticket = self._next
        self._next += 1
        self._done.append((ticket, run_job(family, kind, state_json, level, seed, budget_s)))
        return ticket

    def poll(self) -> Answer | None:
        return self._done.popleft() if self._done else None

    @property
    def busy(self) -> bool:
        return bool(self._done)

    def cancel(self) -> None:
        self._done.clear()

    def close(self) -> None:
        self._done.clear()


class ThreadWorker:
    """The same API on one background thread, for where no process can be started: jobs run one after another,
    so two searches never share the AI's caches at once, and a cancelled job's late answer is dropped."""

    def __init__(self) -> None:
        self._next = 1
        self._lock = threading.Lock()
        self._jobs: deque[tuple[int, JobArgs]] = deque()
        self._done: deque[Answer] = deque()
        self._pending: set[int] = set()
        self._wake = threading.Event()
        self._closed = False
        self._thread = threading.Thread(target=self._serve, name="quadrille-bot", daemon=True)
        self._thread.start()

    def _serve(self) -> None:
        while not self._closed:
            self._wake.wait()
            with self._lock:
                job = self._jobs.popleft() if self._jobs else None
                if not self._jobs:
                    self._wake.clear()
            if job is None:
                continue
            ticket, args = job
            result = run_job(*args)
            with self._lock:
                if ticket in self._pending:  # a job cancelled while it ran is forgotten
                    self._done.append((ticket, result))

    def submit(
        self,
        family: str,
        kind: str,
        state_json: JSON | str,
        level: str,
        seed: int,
        budget_s: float | None = None,
    ) -> int:
        with self._lock:
            ticket = self._next
            self._next += 1
            self._pending.add(ticket)
            self._jobs.append((ticket, (family, kind, state_json, level, seed, budget_s)))
            self._wake.set()
        return ticket

    def poll(self) -> Answer | None:
        with self._lock:
            if not self._done:
                return None
            ticket, result = self._done.popleft()
            self._pending.discard(ticket)
            return ticket, result

    @property
    def busy(self) -> bool:
        return bool(self._pending)

    def cancel(self) -> None:
        with self._lock:
            self._jobs.clear()
            self._done.clear()
            self._pending.clear()

    def close(self) -> None:
        self.cancel()
        self._closed = True
        self._wake.set()


def make_worker(inline: bool = False) -> Worker:
    """A process worker; the inline one when asked; a thread where processes cannot be started here."""
    if inline:
        return InlineWorker()
    try:
        multiprocessing.get_context("spawn")
    except ValueError:
        return ThreadWorker()
    return BotWorker()
