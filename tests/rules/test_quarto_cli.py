"""python -m game.sim quarto and python -m game.bench: output shape, determinism, one-line errors."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game import bench, sim

KEYS = ["game", "games", "first_giver_wins", "second_giver_wins", "draws", "mean_placements", "seconds"]


def run_sim(capsys, *args: str) -> dict:
    assert sim.main(["quarto", *args]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


def test_sim_prints_the_contract_json(capsys):
    result = run_sim(capsys, "--games", "200", "--seed", "3")
    assert list(result) == KEYS
    assert result["game"] == "quarto" and result["games"] == 200
    assert result["first_giver_wins"] + result["second_giver_wins"] + result["draws"] == 200
    assert 4 <= result["mean_placements"] <= 16


def test_sim_is_deterministic_for_a_seed(capsys):
    args = ("--pieces", "aces", "--games", "60", "--seed", "9", "--squares", "--calls", "manual")
    a = run_sim(capsys, *args, "--board", "unmarked", "--draw-pile")
    b = run_sim(capsys, *args, "--board", "unmarked", "--draw-pile")
    a.pop("seconds")
    b.pop("seconds")
    assert a == b
    c = run_sim(capsys, "--pieces", "aces", "--games", "60", "--seed", "10")
    assert c["first_giver_wins"] + c["second_giver_wins"] + c["draws"] == 60


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["chess"],
        ["quarto", "--games", "0"],
        ["quarto", "--pieces", "wood"],
        ["quarto", "--calls", "sometimes"],
        ["quarto", "--seed", "x"],
        ["quarto", "--frobnicate"],
    ],
)
def test_sim_bad_arguments_are_one_line_and_status_2(capsys, argv):
    assert sim.main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("game.sim: ") and err.count("\n") == 1


def test_sim_as_a_module():
    done = subprocess.run(
        [sys.executable, "-m", "game.sim", "quarto", "--games", "20", "--seed", "1"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0 and list(json.loads(done.stdout)) == KEYS


def test_bench_lists_and_refuses_unknown_names(capsys):
    assert bench.main([]) == 0
    listing = capsys.readouterr().out
    assert "quarto-rules" in listing and "quarto-ai" in listing
    assert bench.main(["nope"]) == 2
    assert capsys.readouterr().err.count("\n") == 1


def test_bench_quarto_rules_runs(capsys):
    assert bench.main(["quarto-rules", "--games", "20", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert figures["rules object, classic (games/s)"] > 0
    assert figures["fast path, classic (games/s)"] > 0


def test_bench_quarto_hint_times_late_positions_exactly_and_refuses_bad_counts(capsys):
    assert bench.main(["quarto-hint", "--placed", "10", "--per-size", "1"]) == 0
    rows = capsys.readouterr().out.splitlines()[2:]
    assert [r.split()[:2] for r in rows] == [["give", "10"], ["place", "10"]]
    assert all(r.split()[2].endswith("*") for r in rows)  # six empty squares: solved within the budget
    assert bench.main(["quarto-hint", "--placed", "5,x"]) == 2
    assert "--placed" in capsys.readouterr().err
