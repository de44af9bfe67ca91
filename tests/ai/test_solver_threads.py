"""Where no process can start, the bot and the hint search on threads of one process: never with one solver."""

from __future__ import annotations

import json
import random
import sys
import threading
import time

from game.ai.quarto import levels
from game.ai.worker import ThreadWorker, run_job
from game.rules.quarto import QuartoState, Variant


def test_each_thread_has_its_own_solver_and_keeps_it_between_moves() -> None:
    mine = levels.solver_for(False, "perfect")
    assert levels.solver_for(False, "perfect") is mine, "the transposition table carries over between moves"
    theirs: list = []

    def other() -> None:
        theirs.extend([levels.solver_for(False, "perfect"), levels.solver_for(False, "perfect")])

    t = threading.Thread(target=other)
    t.start()
    t.join()
    assert theirs[0] is theirs[1] and theirs[0] is not mine


def _positions() -> list[str]:
    out = []
    for seed in (1, 2):
        rng, state = random.Random(seed), QuartoState(Variant(), None, 0)
        while state.board.count(None) > 10 or state.phase != "place":
            state.play(rng.choice(state.legal_moves()))
        out.append(json.dumps(state.to_json()))
    return out


def _wait(worker: ThreadWorker, n: int) -> dict[int, dict]:
    got: dict[int, dict] = {}
    end = time.monotonic() + 120
    while len(got) < n and time.monotonic() < end:
        answer = worker.poll()
        if answer is None:
            time.sleep(0.01)
        else:
            got[answer[0]] = answer[1]
    return got


def test_the_bot_and_the_hint_threads_analyse_at_once_and_agree_with_one_alone() -> None:
    positions = _positions()
    alone = [run_job("quarto", "analyse", p, "perfect", 0, None)["placements"] for p in positions]
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-4)  # the threads take turns often, in the middle of each other's searches
    bot, hint = ThreadWorker(), ThreadWorker()
    try:
        tickets = [(bot.submit("quarto", "analyse", p, "perfect", 0), i) for i, p in enumerate(positions)]
        hints = [(hint.submit("quarto", "analyse", p, "perfect", 0), i) for i, p in enumerate(positions)]
        from_bot, from_hint = _wait(bot, len(positions)), _wait(hint, len(positions))
    finally:
        sys.setswitchinterval(old)
        bot.close()
        hint.close()
    for answers, asked in ((from_bot, tickets), (from_hint, hints)):
        assert [answers[t].get("placements") for t, _ in asked] == [alone[i] for _, i in asked]
