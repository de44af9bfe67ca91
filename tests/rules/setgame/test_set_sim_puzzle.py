"""SET puzzles (exactly 6 SETs), python -m game.sim set / set-puzzle, and the set-rules benchmark entry."""

from __future__ import annotations

import datetime
import json
import subprocess
import sys

import pytest

from game import bench, sim
from game.rules.setgame import all_sets, daily_puzzle, parse_card, puzzle

KEYS = ["game", "games", "mean_sets", "cards_left", "needed_15", "needed_18", "max_table", "seconds"]


def test_every_puzzle_holds_exactly_six_sets():
    for seed in range(400):
        cards = puzzle(seed)
        assert len(cards) == 12 and len(set(cards)) == 12
        assert len(all_sets(cards)) == 6
    assert puzzle(17) == puzzle(17) and puzzle(17) != puzzle(18)


def test_the_daily_puzzle_follows_the_date():
    day = datetime.date(2026, 11, 23)
    assert daily_puzzle(day) == daily_puzzle(datetime.date(2026, 11, 23))
    assert daily_puzzle(day) != daily_puzzle(day + datetime.timedelta(days=1))
    assert len(all_sets(daily_puzzle(day))) == 6 and len(all_sets(daily_puzzle())) == 6


def run(capsys, *args: str) -> dict:
    assert sim.main(list(args)) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    return json.loads(out)


def test_sim_set_prints_the_contract_json(capsys):
    result = run(capsys, "set", "--games", "300", "--seed", "4")
    assert list(result) == KEYS and result["game"] == "set" and result["games"] == 300
    left = result["cards_left"]
    assert sum(left.values()) == 300 and list(left) == sorted(left, key=int)
    assert all(int(n) % 3 == 0 for n in left) and "3" not in left  # three cards left would be a SET
    assert 20 <= result["mean_sets"] <= 27
    assert 0 <= result["needed_18"] <= result["needed_15"] <= 1
    assert result["max_table"] in (12, 15, 18, 21)
    assert (result["max_table"] >= 15) == (result["needed_15"] > 0)
    again = run(capsys, "set", "--games", "300", "--seed", "4")
    assert {**again, "seconds": 0} == {**result, "seconds": 0}


def test_sim_set_junior_never_needs_more_than_twelve(capsys):
    result = run(capsys, "set", "--games", "200", "--seed", "1", "--junior")
    assert result["max_table"] == 12 and result["needed_15"] == 0
    assert result["mean_sets"] <= 9 and sum(result["cards_left"].values()) == 200


def test_sim_set_puzzle_prints_puzzles_in_card_notation(capsys):
    result = run(capsys, "set-puzzle", "--count", "25", "--seed", "3")
    assert list(result) == ["puzzles", "seconds"] and len(result["puzzles"]) == 25
    for cards in result["puzzles"]:
        assert len(cards) == 12 and all(len(c) == 4 for c in cards)
        assert len(all_sets([parse_card(c) for c in cards])) == 6
    assert run(capsys, "set-puzzle", "--count", "25", "--seed", "3")["puzzles"] == result["puzzles"]


@pytest.mark.parametrize(
    "argv",
    [
        ["set", "--games", "0"],
        ["set", "--games", "many"],
        ["set", "--seed", "x"],
        ["set", "--junior", "yes"],
        ["set-puzzle", "--count", "-1"],
        ["set-puzzle", "--size", "9"],
    ],
)
def test_sim_bad_arguments_are_one_line_and_status_2(capsys, argv):
    assert sim.main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("game.sim: ") and err.count("\n") == 1


def test_sim_set_as_a_module():
    out = subprocess.run(
        [sys.executable, "-m", "game.sim", "set", "--games", "20", "--seed", "2"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout)["games"] == 20 and out.stderr == ""
    bad = subprocess.run(
        [sys.executable, "-m", "game.sim", "set-puzzle", "--count", "0"], capture_output=True, text=True
    )
    assert bad.returncode == 2 and bad.stdout == "" and bad.stderr.count("\n") == 1


def test_set_benchmarks_are_registered_and_run(capsys):
    assert bench.main(["set-rules", "--repeat", "50", "--games", "3", "--json"]) == 0
    figures = json.loads(capsys.readouterr().out)
    assert set(figures) >= {"all_sets, 21 cards (us)", "fast path games/s (python -m game.sim set)"}
    assert bench.main(["set-ai", "--tables", "30", "--json"]) == 0
    levels = json.loads(capsys.readouterr().out)["levels"]
    assert list(levels) == ["Beginner", "Easy", "Medium", "Hard", "Lightning"]
    assert all(f["median_s"] > 0 for f in levels.values())
