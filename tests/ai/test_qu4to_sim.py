"""``python -m game.sim qu4to``: the exact JSON contract, records that replay, and one-line usage errors."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules.qu4to.state import Qu4toState
from game.sim import main

ROOT = Path(__file__).resolve().parents[2]
KEYS = [
    "game", "games", "players", "seats", "wins", "mean_points", "mean_rounds", "mean_turns", "seconds", "decision_s"
]  # fmt: skip


def _run(capsys, *argv: str) -> dict:
    assert main(["qu4to", *argv]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


def test_json_contract_for_three_players(capsys) -> None:
    result = _run(capsys, "--players", "3", "--seats", "easy,medium,easy", "--games", "12", "--seed", "2")
    assert list(result) == KEYS
    assert result["game"] == "qu4to" and result["games"] == 12 and result["players"] == 3
    assert result["seats"] == ["easy", "medium", "easy"]
    assert sum(result["wins"]) == 12 and len(result["mean_points"]) == 3
    assert result["mean_rounds"] == 3 and result["mean_turns"] > 10 and result["seconds"] >= 0


def test_two_players_play_two_or_three_rounds_and_seeds_reproduce(capsys) -> None:
    first = _run(capsys, "--players", "2", "--seats", "medium,easy", "--games", "20", "--seed", "5")
    again = _run(capsys, "--players", "2", "--seats", "medium,easy", "--games", "20", "--seed", "5")
    assert 2 <= first["mean_rounds"] <= 3 and sum(first["wins"]) == 20
    assert {**first, "seconds": 0, "decision_s": 0} == {**again, "seconds": 0, "decision_s": 0}
    assert max(first["mean_points"]) <= 2


def test_expert_takes_a_seat_and_every_level_reports_its_decision_times(capsys) -> None:
    result = _run(capsys, "--seats", "expert,hard", "--games", "2", "--seed", "5", "--playouts", "1")
    assert result["seats"] == ["expert", "hard"] and sum(result["wins"]) == 2
    times = result["decision_s"]
    assert set(times) == {"expert", "hard"}
    for spread in times.values():
        assert list(spread) == ["p50", "max", "cpu_p50", "cpu_max"] and 0 < spread["p50"] <= spread["max"]
        assert 0 <= spread["cpu_p50"] <= spread["cpu_max"]
    again = _run(capsys, "--seats", "expert,hard", "--games", "2", "--seed", "5", "--playouts", "1")
    assert again["wins"] == result["wins"] and again["mean_turns"] == result["mean_turns"]


def test_players_default_to_the_seat_count(capsys) -> None:
    assert _run(capsys, "--seats", "easy,easy,easy,easy,easy", "--games", "2")["players"] == 5


def test_record_dir_holds_one_replayable_record_per_match(capsys, tmp_path) -> None:
    result = _run(
        capsys, "--seats", "hard,easy,easy", "--games", "3", "--playouts", "1", "--record", str(tmp_path)
    )
    files = sorted(tmp_path.glob("*.txt"))
    assert len(files) == 3
    winners = [Qu4toState.replay(f.read_text(encoding="utf-8")).winner for f in files]
    assert [winners.count(seat) for seat in range(3)] == result["wins"]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--players", "6", "--seats", "easy"], "2 to 5 players"),
        (["--players", "3", "--seats", "easy,easy"], "--seats names 2 levels but --players is 3"),
        (["--seats", "easy,genius"], "unknown level 'genius'"),
        (["--games", "0"], "expected a positive number, not 0"),
        (["--seed", "x"], "invalid int"),
        (["--bogus"], "unrecognized"),
    ],
)
def test_bad_arguments_print_one_line_and_exit_2(capsys, argv: list[str], words: str) -> None:
    assert main(["qu4to", *argv]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1 and words in captured.err


def test_the_module_command_line() -> None:
    cmd = [sys.executable, "-m", "game.sim", "qu4to", "--players", "4", "--seats", "easy,easy,easy,easy"]
    ok = subprocess.run([*cmd, "--games", "3"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert ok.returncode == 0 and json.loads(ok.stdout)["games"] == 3
    bad = subprocess.run([*cmd, "--games", "-1"], cwd=ROOT, capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and bad.stdout == "" and len(bad.stderr.strip().splitlines()) == 1
