"""The coach: verdicts on recorded games (a planted blunder is a mistake, perfect play is best throughout), the
worker's 'review' job and ``python -m game.ai quarto-review``."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.ai.__main__ import main
from game.ai.quarto.analysis import analyse
from game.ai.quarto.jobs import run_job
from game.ai.quarto.levels import choose_move
from game.ai.quarto.puzzles import generate
from game.ai.quarto.review import REVIEW_EXACT, decisions, review, review_game
from game.play.quarto.records import read_record
from game.rules.quarto import QuartoState, Variant
from game.rules.quarto.moves import Give, Place


def planted_blunder(seed: int, squares: bool = False) -> tuple[QuartoState, int]:
    """A finished game: Easy play (never a deadly give while a safe one exists) until a give with at most
    REVIEW_EXACT empty squares before its turn where both kinds exist, then a deadly piece; returns it and the
    blunder's ply."""
    rng = random.Random(seed)
    while True:
        state = QuartoState(Variant(squares=squares), rng)
        turns = 0
        planted = None
        while not state.is_over:
            if state.phase == "give":
                turns += 1
                deadly = state.deadly_gives()
                safe = [p for p in state.pool if p not in deadly]
                if planted is None and deadly and safe and state.board.count(None) < REVIEW_EXACT:
                    planted = turns - 1
                    state.play(Give(deadly[0]))
                    continue
            state.play(choose_move(state, "easy", rng))
        if planted is not None:
            return state, planted


@pytest.mark.parametrize(("seed", "squares"), [(1, False), (2, True), (3, False)])
def test_a_planted_deadly_give_is_a_mistake_with_a_better_move(seed, squares) -> None:
    state, ply = planted_blunder(seed, squares)
    game = read_record(state.record())
    report = review(game.start, [m for _, m in game.moves], budget_s=0.05)
    row = report["moves"][ply]
    assert row["ply"] == ply and row["exact"] is True
    assert row["verdict"] == "mistake"
    assert row["value_after"] == {"value": "loss", "distance": 2}  # the opponent wins with the next placement
    assert row["value_before"]["value"] in ("win", "draw")
    better = row["better"]
    assert better is not None and better["give"] is not None
    # the better move keeps the value: play it and the receiver cannot win at once
    probe = decisions(game.start, [m for _, m in game.moves])[ply][0]
    if better["cell"] is not None:
        probe.play(Place(better["cell"]))
    assert better["give"] not in probe.deadly_gives()
    # the next turn: the opponent, given a winning piece, wins at once
    nxt = report["moves"][ply + 1]
    assert nxt["player"] != row["player"] and nxt["value_before"] == {"value": "win", "distance": 1}


def test_consecutive_exact_turns_agree_and_shapes_follow_the_issue() -> None:
    state, _ = planted_blunder(7)
    report = review_game(state, budget_s=0.05)
    rows = report["moves"]
    assert set(report) == {"moves", "seconds"}
    keys = ["ply", "player", "move", "value_before", "value_after", "verdict", "better", "exact"]
    for i, row in enumerate(rows):
        assert list(row) == keys and row["ply"] == i
        assert row["verdict"] in ("best", "inaccuracy", "mistake")
        assert (row["better"] is None) == (row["verdict"] == "best")
    for a, b in zip(rows, rows[1:], strict=False):
        assert a["player"] != b["player"]
        if a["exact"] and b["exact"]:
            flip = {"win": "loss", "loss": "win", "draw": "draw"}
            after, before = a["value_after"], b["value_before"]
            assert (flip[after["value"]], after["distance"] - 1) == (before["value"], before["distance"])
    assert rows[-1]["move"]["give"] is None and rows[-1]["value_before"]["distance"] == 1


EXACT_DEADLINE = 120.0  # Perfect's deadline never cuts its exact search short here, even on a loaded machine


def test_perfect_play_from_a_position_is_best_at_every_turn() -> None:
    rng = random.Random(4)
    state = QuartoState.from_position("8.3..c.2d.a.....:e")
    while not state.is_over:
        state.play(choose_move(state, "perfect", rng, EXACT_DEADLINE))
    report = review_game(state)
    assert report["moves"] and all(r["exact"] and r["verdict"] == "best" for r in report["moves"])


def test_a_longer_win_is_an_inaccuracy() -> None:
    """A win-in-1 puzzle where another placement still wins, only later: playing that is an inaccuracy."""
    for puzzle in generate(30, seed=5, win_in=1):
        state = QuartoState.from_position(puzzle.position)
        if state.board.count(None) > REVIEW_EXACT:
            continue
        slower = [p for p in analyse(state)["placements"] if p["value"] == "win" and p["distance"] > 1]
        if not slower:
            continue
        state.play(Place(slower[0]["cell"]))
        state.play(Give(slower[0]["give"]))
        row = review_game(state)["moves"][0]
        assert row["verdict"] == "inaccuracy" and row["exact"] is True
        assert row["value_before"] == {"value": "win", "distance": 1}
        assert row["value_after"] == {"value": "win", "distance": slower[0]["distance"]}
        assert (row["better"]["cell"], row["better"]["give"]) in puzzle.first_moves
        return
    raise AssertionError("no win-in-1 puzzle with a slower win among 30")


def test_the_worker_job_reviews_a_saved_game() -> None:
    state, ply = planted_blunder(1)
    out = run_job("review", state.to_json(), "perfect", 0, 0.05)
    assert out["moves"][ply]["verdict"] == "mistake"
    unmarked = QuartoState(Variant(board="unmarked"), random.Random(1))
    with pytest.raises(ValueError):
        review_game(unmarked)


def test_cli_reviews_a_record_file(tmp_path, capsys) -> None:
    state, ply = planted_blunder(1)
    path = tmp_path / "game.txt"
    path.write_text(state.record(), encoding="utf-8")
    assert main(["quarto-review", str(path), "--budget", "0.05"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and json.loads(out)["moves"][ply]["verdict"] == "mistake"


def test_cli_names_the_line_of_a_corrupt_record(tmp_path, capsys) -> None:
    state, _ = planted_blunder(1)
    lines = state.record().splitlines()
    target = next(i for i, line in enumerate(lines) if line.startswith("3. "))
    lines[target] = lines[target].replace("place:", "place:x")
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    assert main(["quarto-review", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and f"Line {target + 1}:" in err


@pytest.mark.parametrize("argv", [["quarto-review"], ["quarto-review", "/no/such/file.txt"]])
def test_cli_bad_arguments_one_line_exit_2(argv, capsys) -> None:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and captured.err.count("\n") == 1


def test_a_winning_line_left_uncalled_is_a_mistake_and_ends_the_review() -> None:
    golden = Path(__file__).resolve().parents[1] / "rules" / "golden" / "classic_manual_steal.txt"
    game = read_record(golden.read_text(encoding="utf-8"))
    rows = review(game.start, [m for _, m in game.moves], budget_s=0.05)["moves"]
    last = rows[-1]
    assert last["move"] == {"cell": 3, "give": 1} and last["verdict"] == "mistake"
    assert last["value_before"] == {"value": "win", "distance": 1} and last["better"] == {
        "cell": 3,
        "give": None,
    }
