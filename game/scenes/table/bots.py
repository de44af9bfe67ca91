"""The computer seats and the hint's analysis, seen from a table: ask the AI, poll for the answer, cancel when it
no longer matters. Game-neutral: the family id (from the catalog) says which AI the worker runs.

A real window asks the AI's worker process (``game.ai.worker.BotWorker``; a thread where no process can start);
fast headless runs (tests, --autoplay screenshots) answer inline. One job per client at a time: a new request
cancels the old one, and only the newest request's answer is ever returned.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Callable
from typing import Any, Generic, Protocol, TypeVar

from game.ai.worker import BotWorker, InlineWorker, ThreadWorker
from game.rules.errors import IllegalMove

log = logging.getLogger(__name__)

M = TypeVar("M")


class Position(Protocol):
    """A game's state as the bots' driver needs it: sent as JSON, and copied for the stand-in."""

    def to_json(self) -> dict[str, Any]: ...

    def copy(self) -> object: ...


class AiClient:
    """One outstanding job for one table; ``poll()`` gives the newest request's result once, as a dict."""

    def __init__(self, family: str, *, inline: bool) -> None:
        self.family = family
        self.inline = inline
        self.worker: InlineWorker | BotWorker | ThreadWorker | None = InlineWorker() if inline else None
        self.ticket: int | None = None
        self.in_process = False

    @property
    def busy(self) -> bool:
        return self.ticket is not None

    def _start_worker(self) -> BotWorker | ThreadWorker:
        worker: BotWorker | ThreadWorker
        try:
            worker = BotWorker()
            self.in_process = True
        except Exception as exc:  # processes unavailable here: one thread will do
            log.info("bots run on a thread: %s", exc, exc_info=True)
            worker, self.in_process = ThreadWorker(), False
        self.worker = worker
        return worker

    def request(self, kind: str, state: Position, level: str, seed: int, budget: float | None) -> None:
        """Ask for ``kind`` ('move' or 'analyse') on a snapshot of ``state``; forgets any earlier request."""
        self.cancel()
        worker = self.worker if self.worker is not None else self._start_worker()
        text = json.dumps(state.to_json())
        try:
            self.ticket = worker.submit(self.family, kind, text, level, seed, budget)
        except Exception as exc:  # the process would not start: the thread takes over
            log.warning("bot worker failed, running bots on a thread: %s", exc, exc_info=True)
            self.worker, self.in_process = ThreadWorker(), False
            self.ticket = self.worker.submit(self.family, kind, text, level, seed, budget)

    def poll(self) -> dict | None:
        if self.ticket is None or self.worker is None:
            return None
        while True:
            got = self.worker.poll()
            if got is None:
                return None
            if got[0] == self.ticket:
                self.ticket = None
                return got[1] if isinstance(got[1], dict) else {"error": f"unexpected answer {got[1]!r}"}

    def cancel(self) -> None:
        if self.ticket is not None and self.worker is not None:
            try:
                self.worker.cancel()
            except Exception:  # a worker already gone: nothing left to cancel
                log.debug("worker cancel failed", exc_info=True)
        self.ticket = None

    def close(self) -> None:
        self.cancel()
        if self.worker is not None:
            try:
                self.worker.close()
            except Exception:  # leaving the table: a worker that will not close must not stop it
                log.debug("worker close failed", exc_info=True)
            self.worker = None


class BotAnswers(Generic[M]):
    """The computer seats' moves: the AI's answer parsed into a move, or the family's stand-in when it fails (the
    computer's driver, ``drivers.ComputerDriver``, paces them)."""

    def __init__(
        self,
        family: str,
        *,
        inline: bool,
        budgets: dict[str, float],
        parse: Callable[[str], M],
        standin: Callable[[Any, str, random.Random], M],
        budget_scale: float = 1.0,
    ) -> None:
        self.jobs = AiClient(family, inline=inline)
        self.budgets = budgets
        self.parse = parse
        self.standin = standin
        self.budget_scale = budget_scale
        self._asked: tuple[object, str, int] | None = None  # (state copy, level, seed) of the request

    @property
    def busy(self) -> bool:
        return self.jobs.busy

    def request(self, state: Position, level: str, seed: int) -> None:
        """Ask for a move for the seat to act in ``state`` (a copy is kept for the stand-in)."""
        self._asked = (state.copy(), level, seed)
        budget = self.budgets.get(level, 0.5) * self.budget_scale  # the budgets the AI benchmarks measure
        self.jobs.request("move", state, level, seed, budget)

    def poll(self) -> M | None:
        result = self.jobs.poll()
        if result is None or self._asked is None:
            return None
        state, level, seed = self._asked
        text = result.get("move")
        if text and self.jobs.in_process:
            log.info("the bot process played %s (%s)", text, level)
        if text:
            try:
                return self.parse(str(text))
            except IllegalMove:
                log.warning("the bot answered %r, which is not a move; the stand-in plays instead", text)
        else:
            log.warning("the bot worker answered %r; the stand-in plays instead", result)
        return self.standin(state, level, random.Random(seed))

    def cancel(self) -> None:
        self.jobs.cancel()

    def close(self) -> None:
        self.jobs.close()
