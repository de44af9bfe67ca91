"""A worker process started ahead (``prestart``, on a thread) is the one the next ``BotWorker`` uses: the frame
of a table's first computer move no longer starts a process; and a cancel starts its replacement ahead."""

from __future__ import annotations

import json
import time

from helpers import worker_answer

from game.ai import worker as w
from game.rules.quarto import QuartoState


def _wait_ready(timeout: float = 30.0) -> None:
    end = time.monotonic() + timeout
    while not w.spare_ready():
        assert time.monotonic() < end, "the process started ahead never came up"
        time.sleep(0.05)


def test_the_next_worker_takes_the_process_started_ahead_and_a_cancel_starts_another() -> None:
    w.prestart()
    w.prestart()  # once is enough: a second call starts nothing more
    _wait_ready()
    ahead = w._spare.proc  # type: ignore[union-attr]
    worker = w.BotWorker()
    try:
        ticket = worker.submit("quarto", "move", json.dumps(QuartoState().to_json()), "easy", 1)
        assert worker._proc is ahead and not w.spare_ready(), "the job went to the process started ahead"
        assert worker_answer(worker)[0] == ticket
        worker.submit("quarto", "move", json.dumps(QuartoState().to_json()), "perfect", 1, 60.0)
        worker.cancel()
        assert not ahead.is_alive()
        _wait_ready()  # the replacement came up on its thread
        replacement = w._spare.proc  # type: ignore[union-attr]
        ticket = worker.submit("quarto", "move", json.dumps(QuartoState().to_json()), "easy", 2)
        assert worker._proc is replacement and worker_answer(worker)[0] == ticket
    finally:
        worker.close()
        spare = w._take_spare()
        if spare is not None:
            spare[0].kill()
            spare[0].join(5)
