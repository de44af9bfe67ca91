"""The computer seats, seen from the table: ask for a move, poll for the answer, cancel when it no longer matters.

Uses ``game.ai.worker.BotWorker`` (a separate process) when it is available and the window is real; otherwise the
bot runs inline (headless autoplay, tests) or on a thread, through ``game.ai.quarto.choose_move``; a small stand-in policy
built on the table's one-move analysis plays any move the AI fails to give.
"""

from __future__ import annotations

import logging
import random
import threading
from typing import Any

from game.ai.quarto.levels import BUDGETS, choose_move
from game.rules.quarto import CallWindow, Give, IllegalMove, Move, Place, QuartoState, parse_move
from game.rules.quarto.moves import CALL
from game.scenes.quarto_analysis import completes, dangerous_gives, place_verdicts, threats

log = logging.getLogger(__name__)
BLUNDER = {"beginner": 0.6, "easy": 0.3, "medium": 0.1, "hard": 0.0, "perfect": 0.0}


def standin_move(state: QuartoState, level: str, rng: random.Random) -> Move:
    """A plain policy: call a real win, take a win, avoid handing one over (sometimes blundering at low levels)."""
    window: CallWindow | None = state.call_window
    if window is not None and state.winning_patterns_now():
        return CALL
    careless = rng.random() < BLUNDER.get(level, 0.1)
    if state.phase == "place":
        verdicts = {} if careless else place_verdicts(state)
        wins = [c for c, v in verdicts.items() if v == "win"]
        if not careless and not wins and state.hand is not None:
            wins = completes(state.hand, threats(state))
        if wins:
            return Place(rng.choice(sorted(wins)))
        cells = list(state.legal_cells())
        safe = [c for c in cells if verdicts.get(c) != "lose"]
        return Place(rng.choice(safe or cells))
    pool = list(state.pool)
    bad = set() if careless else dangerous_gives(state)
    safe = [p for p in pool if p not in bad]
    return Give(rng.choice(safe or pool))


def _ai_choose(state: QuartoState, level: str, seed: int, budget: float | None) -> str:
    """One move as text: the real AI, or the stand-in when the AI fails."""
    try:
        return str(choose_move(state.copy(), level, random.Random(seed), budget))
    except Exception:  # a broken bot must not end the game: the stand-in plays this move
        log.exception("the AI failed on %s; the stand-in plays instead", state)
        return str(standin_move(state, level, random.Random(seed)))


class BotDriver:
    """One outstanding request at a time; ``poll()`` returns the move once it is ready."""

    def __init__(self, *, inline: bool, budget_scale: float = 1.0) -> None:
        self.inline = inline
        self.budget_scale = budget_scale
        self.worker: Any = None
        self.ticket: int | None = None
        self.generation = 0
        self._result: tuple[int, str] | None = None
        self._thread: threading.Thread | None = None
        self.state: QuartoState | None = None
        self.level, self.seed = "medium", 0
        if not inline:
            try:
                from game.ai.worker import BotWorker

                self.worker = BotWorker()
            except Exception as exc:  # no worker yet, or processes unavailable: a thread will do
                log.info("bots run on a thread: %s", exc)
                self.worker = None

    @property
    def busy(self) -> bool:
        return self.ticket is not None

    def request(self, state: QuartoState, level: str, seed: int) -> None:
        """Ask for a move for the seat to act in ``state`` (a copy is taken; the caller may go on)."""
        self.cancel()
        self.generation += 1
        self.state, self.level, self.seed = state.copy(), level, seed
        budget = BUDGETS.get(level, 0.5) * self.budget_scale  # the budgets the AI benchmarks measure
        if self.worker is not None:
            try:
                self.ticket = self.worker.submit("quarto", "move", _state_text(state), level, seed, budget)
                return
            except Exception as exc:
                log.warning("bot worker failed, running bots on a thread: %s", exc)
                self.worker = None
        self.ticket = self.generation
        snapshot = state.copy()
        if self.inline:
            self._result = (self.generation, _ai_choose(snapshot, level, seed, budget))
            return
        gen = self.generation

        def run() -> None:
            try:
                text = _ai_choose(snapshot, level, seed, budget)
            except Exception:
                log.exception("the bot failed; falling back to the stand-in")
                text = str(standin_move(snapshot, level, random.Random(seed)))
            self._result = (gen, text)

        self._thread = threading.Thread(target=run, name="quarto-bot", daemon=True)
        self._thread.start()

    def poll(self) -> Move | None:
        if self.ticket is None:
            return None
        if self.worker is not None:
            got = self.worker.poll()
            if got is None or got[0] != self.ticket:
                return None
            result = got[1]
            text = result.get("move") if isinstance(result, dict) else result
            if text:
                log.info("the bot process played %s (%s)", text, self.level)
            else:
                log.warning("the bot worker answered %r; the stand-in plays instead", result)
                text = str(standin_move(self.state, self.level, random.Random(self.seed)))
        else:
            got = self._result
            if got is None or got[0] != self.ticket:
                return None
            text = got[1]
        self.ticket = None
        self._result = None
        try:
            return parse_move(str(text))
        except IllegalMove:
            log.warning("the bot answered %r, which is not a move; the stand-in plays instead", text)
            return standin_move(self.state, self.level, random.Random(self.seed))

    def cancel(self) -> None:
        if self.ticket is not None and self.worker is not None:
            try:
                self.worker.cancel()
            except Exception:
                log.debug("worker cancel failed", exc_info=True)
        self.ticket = None
        self._result = None

    def close(self) -> None:
        self.cancel()
        if self.worker is not None:
            try:
                self.worker.close()
            except Exception:
                log.debug("worker close failed", exc_info=True)
            self.worker = None


def _state_text(state: QuartoState) -> str:
    import json

    return json.dumps(state.to_json())


class Analyst:
    """The hint's deeper opinion: ``game.ai.quarto.analyse`` off the frame loop (worker process, or inline when fast).

    Only fixed boards without a draw pile are analysed (what the AI covers); ``poll()`` returns the dict once."""

    def __init__(self, *, inline: bool) -> None:
        self.inline = inline
        self.worker: Any = None
        self.ticket: int | None = None
        self._ready: dict | None = None

    @staticmethod
    def covers(state: QuartoState) -> bool:
        return state.variant.board == "fixed" and not state.variant.draw_pile and not state.is_over

    def request(self, state: QuartoState, budget: float) -> None:
        self.cancel()
        if not self.covers(state):
            return
        if self.inline:
            try:
                from game.ai.quarto import analyse

                self._ready = analyse(state.copy(), budget_s=budget)
            except Exception:
                log.exception("analysis failed")
            return
        try:
            if self.worker is None:
                from game.ai.worker import BotWorker

                self.worker = BotWorker()
            self.ticket = self.worker.submit("quarto", "analyse", _state_text(state), "perfect", 0, budget)
        except Exception as exc:
            log.warning("no analysis worker: %s", exc)
            self.worker = None

    def poll(self) -> dict | None:
        if self._ready is not None:
            out, self._ready = self._ready, None
            return out
        if self.ticket is None or self.worker is None:
            return None
        got = self.worker.poll()
        if got is None or got[0] != self.ticket:
            return None
        self.ticket = None
        result = got[1]
        return result if isinstance(result, dict) and "error" not in result else None

    def cancel(self) -> None:
        self._ready = None
        if self.ticket is not None and self.worker is not None:
            self.worker.cancel()
        self.ticket = None

    def close(self) -> None:
        self.cancel()
        if self.worker is not None:
            self.worker.close()
            self.worker = None
