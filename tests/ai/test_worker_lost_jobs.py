"""When the bot process dies, every job it still owed is answered (with an error), not only the first."""

from __future__ import annotations

import json
import time

from game.ai.worker import BotWorker
from game.rules.quarto import QuartoState


def _answers(worker: BotWorker, n: int, timeout: float = 30.0) -> list[tuple[int, dict]]:
    got: list[tuple[int, dict]] = []
    end = time.monotonic() + timeout
    while len(got) < n and time.monotonic() < end:
        answer = worker.poll()
        if answer is None:
            time.sleep(0.01)
        else:
            got.append(answer)
    return got


def test_every_outstanding_job_is_reported_lost_when_the_process_dies() -> None:
    worker = BotWorker()
    state = json.dumps(QuartoState().to_json())
    try:
        tickets = [worker.submit("quarto", "move", state, "perfect", seed, 60.0) for seed in (1, 2, 3)]
        worker._proc.kill()  # still starting (a spawn takes far longer): none of the three is answered
        worker._proc.join(10)
        got = _answers(worker, 3, timeout=10.0)
        assert [t for t, _ in got] == tickets
        assert all(answer == {"error": "the bot process stopped unexpectedly"} for _, answer in got)
        assert worker.poll() is None and not worker.busy
        again = worker.submit("quarto", "move", state, "easy", 1)  # a new process takes the next job
        ticket, answer = _answers(worker, 1)[0]
        assert ticket == again and "move" in answer
    finally:
        worker.close()
