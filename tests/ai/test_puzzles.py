"""Generated "win in N" puzzles, checked by the exact solver; the ``python -m game.puzzles`` command line."""

from __future__ import annotations

import datetime
import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai.quarto.analysis import give_table
from game.ai.quarto.levels import choose_move
from game.ai.quarto.puzzles import daily, generate, wins_within
from game.ai.quarto.root import place_values
from game.ai.quarto.search import Solver, score_text
from game.puzzles import main
from game.rules.quarto import QuartoState, Variant
from game.rules.quarto.moves import Give, Place
from game.rules.quarto.notation import parse_position

ROOT = Path(__file__).resolve().parents[2]


def exact_first_moves(position: str, squares: bool) -> tuple[tuple[str, int], set[tuple[int, int | None]]]:
    """(value, distance) of the position and every first move reaching it, from a fresh solver searching to
    the end (independent of the generator's depth-limited searches)."""
    board, hand = parse_position(position)
    solver = Solver(squares)
    values = place_values(solver, board, hand)
    placed = 16 - board.count(None)
    best = max(pv.score for pv in values)
    moves: set[tuple[int, int | None]] = set()
    for pv in values:
        if pv.score != best:
            continue
        if not pv.gives:
            moves.add((pv.cell, None))
            continue
        after = list(board)
        after[pv.cell] = hand
        for give, score in give_table(solver, after).items():
            if score == best:
                moves.add((pv.cell, give))
    return score_text(best, placed), moves


CASES = [(n, pieces, squares) for n in (1, 2, 3) for pieces, squares in (("classic", False), ("aces", True))]
CASES += [(2, "set", False), (2, "common", True)]


@pytest.mark.parametrize(("win_in", "pieces", "squares"), CASES)
def test_every_puzzle_wins_in_exactly_n_with_the_listed_first_moves(win_in, pieces, squares) -> None:
    puzzles = generate(3, seed=11, win_in=win_in, pieces=pieces, squares=squares)
    assert len(puzzles) == 3 and len({p.position for p in puzzles}) == 3
    for puzzle in puzzles:
        state = QuartoState.from_position(puzzle.position, Variant(pieces=pieces, squares=squares))
        assert not state.is_over and state.phase == "place"  # reachable: no win on the board, a piece in hand
        (value, distance), moves = exact_first_moves(puzzle.position, squares)
        assert (value, distance) == ("win", 2 * win_in - 1), puzzle
        assert set(puzzle.first_moves) == moves, puzzle
        assert 1 <= len(moves) <= 2
        for _cell, give in moves:
            assert (give is None) == (win_in == 1)


def test_the_same_seed_gives_the_same_puzzles_and_another_seed_others() -> None:
    a = generate(4, seed=3)
    assert a == generate(4, seed=3)
    assert {p.position for p in a}.isdisjoint({p.position for p in generate(4, seed=4)})


def test_bad_options_are_refused() -> None:
    with pytest.raises(ValueError):
        generate(1, seed=0, win_in=4)
    with pytest.raises(ValueError):
        generate(1, seed=0, pieces="chess")


def test_cli_prints_one_json_line_in_the_documented_shape(capsys) -> None:
    assert (
        main(["quarto", "--count", "2", "--seed", "5", "--win-in", "1", "--set", "common", "--squares"]) == 0
    )
    out = capsys.readouterr().out
    assert out.count("\n") == 1
    doc = json.loads(out)
    assert set(doc) == {"puzzles", "seconds"} and len(doc["puzzles"]) == 2
    for p in doc["puzzles"]:
        assert set(p) == {"position", "win_in", "first_moves"} and p["win_in"] == 1
        assert all(set(m) == {"cell", "give"} and m["give"] is None for m in p["first_moves"])


@pytest.mark.parametrize(
    "argv",
    [
        ["chess", "--count", "1", "--seed", "1"],
        ["quarto", "--count", "0", "--seed", "1"],
        ["quarto", "--count", "x", "--seed", "1"],
        ["quarto", "--seed", "1"],
        ["quarto", "--count", "1", "--seed", "1", "--win-in", "4"],
        ["quarto", "--count", "1", "--seed", "1", "--set", "tarot"],
        ["quarto", "--count", "1", "--seed", "1", "--board", "unmarked"],
    ],
)
def test_cli_bad_arguments_one_line_exit_2(argv, capsys) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1 and captured.err.startswith("game.puzzles: ")


def test_module_runs_as_a_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "game.puzzles", "quarto", "--count", "1", "--seed", "2", "--win-in", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["puzzles"][0]["win_in"] == 2
    bad = subprocess.run(
        [sys.executable, "-m", "game.puzzles", "quarto", "--count", "-3", "--seed", "2"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and not bad.stdout


def test_the_daily_puzzle_depends_on_the_date_only() -> None:
    day = datetime.date(2026, 11, 23)
    assert daily(day) == daily(day)
    assert daily(day).position != daily(day + datetime.timedelta(days=1)).position
    assert {daily(day + datetime.timedelta(days=i)).win_in for i in range(3)} == {1, 2, 3}


def test_wins_within_follows_a_puzzle_played_against_perfect_defence() -> None:
    puzzle = generate(1, seed=8, win_in=2)[0]
    state = QuartoState.from_position(puzzle.position)
    assert wins_within(state, 2) == 2 and wins_within(state, 1) is None
    cell, give = puzzle.first_moves[0]
    state.play(Place(cell))
    state.play(Give(give))
    state.play(choose_move(state, "perfect", random.Random(0)))  # the defender places...
    state.play(choose_move(state, "perfect", random.Random(0)))  # ...and must hand over a winning piece
    assert wins_within(state, 1) == 1
