"""The QU4TO coach agrees with itself (issue 47): the table's Hint, the round review's ``best`` and
``python -m game.ai qu4to-hint`` read the same move for the same position of a recorded match, whatever seed the
review measures its losses with; a Hint the table gave is the review's ``best`` for that decision; bad arguments
get one line and exit status 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.ai.__main__ import main as ai_main
from game.ai.qu4to_expert_review import decision_number, decisions, judge_turn, record_text
from game.ai.qu4to_hint import expert_hint, position_seed
from game.ai.qu4to_jobs import run_job
from game.rules.qu4to.moves import parse_move
from game.rules.qu4to.state import Qu4toState
from game.sim import main as sim_main

PLAYOUTS = 40  # a real search (sequential halving over re-dealt worlds), small enough for a test


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> list[Path]:
    """Matches recorded by the simulator, as a player would make them (``python -m game.sim qu4to --record``)."""
    folder = tmp_path_factory.mktemp("records")
    assert sim_main(["qu4to", "--seats", "medium,medium,hard,medium", "--games", "1", "--seed", "5",
                     "--playouts", "2", "--record", str(folder)]) == 0  # fmt: skip
    assert sim_main(["qu4to", "--seats", "medium,medium,medium", "--games", "1", "--seed", "9",
                     "--record", str(folder)]) == 0  # fmt: skip
    return sorted(folder.glob("*.txt"))


def _choices(text: str, count: int) -> list[tuple[int, Qu4toState]]:
    """``count`` decisions of the record where the seat has a choice, spread over the match."""
    found = [
        (n, state.copy())
        for n, state, _played in decisions(text)
        if state.phase == "play" and len(state.legal_moves()) > 2
    ]
    step = max(1, len(found) // count)
    return found[::step][:count]


def test_hint_and_review_read_the_same_move_on_recorded_positions(records: list[Path], capsys) -> None:
    for path in records:
        text = path.read_text(encoding="utf-8")
        for n, state in _choices(text, 3):
            hint = expert_hint(state, PLAYOUTS)
            assert decision_number(state) == n
            for seed in (0, 7):  # the review's seed draws the worlds of the loss, not Expert's choice
                for played in state.legal_moves()[:2]:
                    verdict = judge_turn(state, n, played, seed, 60.0, PLAYOUTS)
                    assert verdict["best"] == str(hint)
                    assert (verdict["loss"] == 0) >= (played == hint)
            assert ai_main(["qu4to-hint", str(path), "--turn", str(n), "--playouts", str(PLAYOUTS)]) == 0
            out = capsys.readouterr().out
            assert out.count("\n") == 1
            got = json.loads(out)
            assert got["move"] == str(hint) and got["turn"] == n and got["seat"] == state.turn
            assert got["why"].endswith(".") and got["say"]


def test_the_table_asks_the_same_function_from_its_saved_position(records: list[Path]) -> None:
    text = records[0].read_text(encoding="utf-8")
    for n, state in _choices(text, 2):
        # the table sends its state as JSON (a replay of its record with its RNG): the same seed, the same move
        table = Qu4toState.from_json(state.to_json())
        assert position_seed(table) == position_seed(state)
        got = run_job("hint", {"state": state.to_json(), "playouts": PLAYOUTS}, "expert", n * 31, None)
        assert got["move"] == str(expert_hint(state, PLAYOUTS))
        # another position has another seed
        assert position_seed(state) != position_seed(_choices(text, 5)[-1][1])


def test_a_hint_the_table_gave_is_the_reviews_best_for_that_decision(records: list[Path]) -> None:
    text = records[0].read_text(encoding="utf-8")
    n, state = _choices(text, 1)[0]
    searched = expert_hint(state, PLAYOUTS)
    other = next(m for m in state.legal_moves() if m != searched)
    job = {"record": text, "turn": n, "playouts": PLAYOUTS, "hint": str(other)}
    verdict = run_job("review", job, "expert", 3, 60.0)
    assert verdict["best"] == str(other)
    played = parse_move(verdict["played"])
    if played == other:
        assert verdict["loss"] == 0
    # a hint that is not a legal move there is ignored: the review searches itself
    job["hint"] = "play 11b-11b-11b-11b"
    assert run_job("review", job, "expert", 3, 60.0)["best"] == str(searched)


def test_the_hint_cli_refuses_bad_arguments_in_one_line(records: list[Path], tmp_path, capsys) -> None:
    good = str(records[0])
    bad = tmp_path / "bad.txt"
    bad.write_text("nonsense\n", encoding="utf-8")
    for argv, words in (
        ([good], "--turn"),
        ([good, "--turn", "0"], "turn"),
        ([good, "--turn", "x"], "turn"),
        ([good, "--turn", "100000"], "no turn 100000"),
        ([str(tmp_path / "missing.txt"), "--turn", "1"], "cannot read"),
        ([str(bad), "--turn", "1"], "bad record"),
        ([good, "--turn", "3", "--playouts", "0"], "playouts"),
    ):
        assert ai_main(["qu4to-hint", *argv]) == 2
        captured = capsys.readouterr()
        assert captured.out == "" and captured.err.count("\n") == 1 and words in captured.err, captured.err


def test_the_noise_tool_measures_the_searchs_disagreement_with_itself(records: list[Path], capsys) -> None:
    """``python -m game.ai.qu4to_noise DIR``: every two seeds' answers compared as the review compares a played
    move (the figure behind ``coach_words.CLOSE``, docs/performance.md)."""
    from game.ai.qu4to_noise import main as noise_main

    folder = records[0].parent
    assert noise_main([str(folder), "--positions", "3", "--seeds", "3", "--playouts", "12"]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got["positions"] == 3 and got["pairs"] == 9 and 0 <= got["pairs_that_differ"] <= 9
    assert len(got["losses"]) == got["pairs_that_differ"] and all(x >= 0 for x in got["losses"])
    assert noise_main([str(folder / "missing")]) == 2


def test_a_save_slot_s_record_is_read_as_the_table_writes_it() -> None:
    """Playtest of #47: ``qu4to-hint ~/…/saves/qu4to.json`` said "this JSON holds no QU4TO record"."""
    slot = {
        "version": 1,
        "data": {"game": "qu4to", "state": {"hints": 1, "state": {"record": '[Game "QU4TO"]'}}},
    }
    assert record_text(json.dumps(slot)) == '[Game "QU4TO"]'
