"""The bot worker (process and inline) and the ``python -m game.ai`` command line."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import worker_answer

from game.ai.priority import BOT_NICENESS, lower_priority
from game.ai.worker import BotWorker, InlineWorker, make_worker, run_job
from game.rules.quarto import QuartoState, Variant, parse_move

ROOT = Path(__file__).resolve().parents[2]
POSITION = "...fb....70.d..2:a"


def _state_json(state: QuartoState) -> str:
    return json.dumps(state.to_json())


def test_run_job_returns_plain_legal_moves_and_errors() -> None:
    state = QuartoState.from_position(POSITION)
    out = run_job("quarto", "move", _state_json(state), "perfect", 1, None)
    assert parse_move(out["move"]) in state.legal_moves()
    assert run_job("quarto", "move", "{}", "perfect", 1, None).keys() == {"error"}
    assert run_job("quarto", "dance", _state_json(state), "perfect", 1, None).keys() == {"error"}
    report = run_job("quarto", "analyse", _state_json(state), "perfect", 1, None)
    assert report["value"] == "draw" and len(report["placements"]) == 10


def test_the_hints_analysis_keeps_to_its_budget_early_in_a_game() -> None:
    """Five pieces down, an exact solve takes 10-150 s (an inline hint froze a headless table for a minute): a
    budget gives the deepest search it allows, every give still rated, and says the result is not exact."""
    rng = random.Random(1)
    state = QuartoState(Variant(), None, 0)
    while state.board.count(None) > 11 or state.phase != "give":
        state.play(rng.choice(state.legal_moves()))
    report = run_job("quarto", "analyse", _state_json(state), "perfect", 0, 0.2)
    assert report["exact"] is False
    assert sorted(g["give"] for g in report["gives"]) == sorted(state.pool)
    small = QuartoState.from_position(POSITION)  # ten empty squares: the budget reaches the end here
    assert run_job("quarto", "analyse", _state_json(small), "perfect", 0, 5.0)["exact"] is True


def test_inline_worker_runs_jobs_in_order_and_cancel_drops_them() -> None:
    worker = make_worker(inline=True)
    assert isinstance(worker, InlineWorker)
    state = QuartoState(Variant(), random.Random(1))
    first = worker.submit("quarto", "move", _state_json(state), "easy", 3)
    second = worker.submit("quarto", "move", state.to_json(), "easy", 3)
    a, b = worker.poll(), worker.poll()
    assert (a[0], b[0]) == (first, second) and a[1]["move"] == b[1]["move"]
    assert worker.poll() is None
    worker.submit("quarto", "move", _state_json(state), "easy", 3)
    worker.cancel()
    assert worker.poll() is None


def test_process_worker_answers_cancels_and_closes() -> None:
    worker = BotWorker()
    try:
        state = QuartoState.from_position(POSITION)
        # a deadline the exact search never reaches, even on a loaded machine: same seed, same move
        ticket = worker.submit("quarto", "move", _state_json(state), "perfect", 4, 120.0)
        got_ticket, result = worker_answer(worker)
        assert got_ticket == ticket
        assert result["move"] == run_job("quarto", "move", _state_json(state), "perfect", 4, 120.0)["move"]
        # a search of up to a minute is dropped: its process is stopped, its answer never comes, and the worker
        # still answers the next job (long before that minute would be over: worker_answer gives up after 30 s)
        worker.submit("quarto", "move", _state_json(QuartoState()), "perfect", 1, 60.0)
        searching = worker._proc
        worker.cancel()
        assert not searching.is_alive() and worker.poll() is None and not worker.busy
        ticket = worker.submit("quarto", "move", _state_json(QuartoState()), "easy", 1, None)
        assert worker_answer(worker)[0] == ticket
    finally:
        worker.close()


def test_lower_priority_never_raises(monkeypatch) -> None:
    monkeypatch.delattr(os, "nice", raising=False)  # as on Windows
    assert lower_priority() is False

    def refuse(step: int) -> int:
        raise PermissionError("not allowed")

    monkeypatch.setattr(os, "nice", refuse, raising=False)
    assert lower_priority() is False


def _cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game.ai", *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


def test_cli_move_and_analysis() -> None:
    out = _cli("quarto", POSITION, "--seed", "2")
    assert out.returncode == 0, out.stderr
    data = json.loads(out.stdout)
    assert set(data) == {"move", "seconds"}
    assert data["move"]["cell"] in (1, 2, 6, 11, 13, 14)  # the drawing placements
    out = _cli("quarto", POSITION, "--analyse", "--level", "hard", "--pieces", "set")
    data = json.loads(out.stdout)
    assert data["value"] == "draw" and data["distance"] == 10
    cells = {row["cell"]: row for row in data["placements"]}
    assert sorted(cells) == [0, 1, 2, 5, 6, 7, 8, 11, 13, 14]
    assert (cells[0]["value"], cells[0]["distance"]) == ("loss", 2)


def test_cli_winning_placement_has_no_give() -> None:
    data = json.loads(_cli("quarto", "012.............:8", "--analyse", "--budget", "0.3").stdout)
    assert data["move"] == {"cell": 3, "give": None}
    assert (data["value"], data["distance"]) == ("win", 1)


@pytest.mark.parametrize(
    "args",
    [
        ("quarto", "xyz"),
        ("quarto", "0123............:5"),
        ("quarto", POSITION, "--level", "genius"),
        ("chess", POSITION),
        ("quarto",),
        ("quarto", "0" * 16 + ":1"),
        *(("quarto", POSITION, "--budget", b) for b in ("nan", "inf", "1e400", "-1", "abc")),
        *(("quarto", POSITION, "--analyse", "--budget", b) for b in ("nan", "inf", "1e400", "-1")),
    ],
)
def test_cli_bad_input_is_one_line_and_status_2(args) -> None:
    out = _cli(*args)
    assert out.returncode == 2
    assert out.stdout == "" and len(out.stderr.strip().splitlines()) == 1


@pytest.mark.skipif(not hasattr(os, "getpriority"), reason="no process priorities on this platform")
def test_the_bot_process_yields_the_cpu_to_the_window() -> None:
    worker = BotWorker()
    try:
        ticket = worker.submit("quarto", "move", _state_json(QuartoState()), "easy", 1, None)
        assert worker_answer(worker)[0] == ticket
        mine = os.getpriority(os.PRIO_PROCESS, 0)
        assert os.getpriority(os.PRIO_PROCESS, worker._proc.pid) == min(mine + BOT_NICENESS, 19)
    finally:
        worker.close()


def _affinity_after_lowering(conn) -> None:
    lower_priority()
    conn.send(sorted(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else None)


def test_a_helper_process_leaves_one_core_to_the_window() -> None:
    """A helper (bot worker, puzzle maker, art rehearsal) lowers itself and keeps off one core, so the window's
    frames are not preempted by it; with a single core there is nothing to keep free, and where the platform
    has no CPU affinity (Windows, macOS) lowering still works."""
    import multiprocessing

    ctx = multiprocessing.get_context("spawn")
    parent, child = ctx.Pipe()
    proc = ctx.Process(target=_affinity_after_lowering, args=(child,))
    proc.start()
    got = parent.recv()
    proc.join(10)
    assert proc.exitcode == 0
    if not hasattr(os, "sched_getaffinity"):
        assert got is None
        return
    mine = sorted(os.sched_getaffinity(0))
    assert got == (mine[:-1] if len(mine) >= 2 else mine)
