"""QU4TO's Expert and its coach: legal and seeded choices from the seat's own information, the review's verdicts
on a record with a deliberate mistake, and one-line errors with exit status 2 for bad input."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "rules" / "qu4to"))
from qu4to_helpers import position  # noqa: E402

from game.ai.__main__ import main as ai_main  # noqa: E402
from game.ai.qu4to_ai import POLICY, choose_move, scored_moves  # noqa: E402
from game.ai.qu4to_expert import CANDIDATES, MARGIN_SHARE, equity, judge, match_outcome, outcome  # noqa: E402
from game.ai.qu4to_expert_review import review  # noqa: E402
from game.rules.errors import NotationError  # noqa: E402
from game.rules.qu4to.moves import KEEP, ORIENT, Play, Rotate, parse_move  # noqa: E402
from game.rules.qu4to.state import Qu4toState  # noqa: E402


def test_expert_plays_legal_seeded_matches() -> None:
    def match(seed: int) -> str:
        rng = random.Random(seed)
        state = Qu4toState(rng, 2, first_leader=0)
        while not state.is_terminal:
            level = "expert" if state.turn == 0 else "medium"
            move = choose_move(state, level, rng, budget_s=1e9, playouts=12)
            assert move in state.legal_moves()
            state.play(move)
        return state.record()

    assert match(4) == match(4)


def test_expert_goes_out_when_it_can_and_judges_orientation_and_keeping() -> None:
    state = position(["5g 9g", "6g 7g", "1g 2g"], turn=1, table="5g", leader=0, deck="12")
    assert choose_move(state, "expert", random.Random(0), budget_s=1e9, playouts=24) == parse_move(
        "play 6g-7g"
    )
    fresh = Qu4toState(random.Random(3), 4, first_leader=0)
    judged = judge(fresh, POLICY, random.Random(1), playouts=16, budget_s=1e9)
    assert {j.move for j in judged} == set(ORIENT) and all(j.worlds >= 4 for j in judged)
    fresh.play(ORIENT[0])
    for _ in range(3):
        fresh.play(ORIENT[1])
    busy = position(
        ["5g 9g 9g 3g 1g 1g 2g", "6g 7g 8g 8g", "1g 2g 3g"], turn=1, table="11g", leader=0, deck="1234"
    )
    assert len(judge(busy, POLICY, random.Random(2), playouts=40, budget_s=1e9)) <= CANDIDATES


def test_a_slow_decision_still_halves_down_to_one_action_within_its_cap() -> None:
    """With a clock that moves a hundredth of the cap at every reading (one a world and one a playout), the halving
    gives each of its rounds a share of the time: the chosen action has met more worlds than the first round's
    losers, and the cap is kept."""
    state = position(  # more than four actions to judge: three rounds of halving
        ["5g 9g 9g 3g 1g 1g 2g", "6g 7g 8g 8g", "1g 2g 3g"], turn=1, table="11g", leader=0, deck="1234"
    )
    now = [0.0]

    def clock() -> float:
        now[0] += 0.01
        return now[0]

    judged = judge(state, POLICY, random.Random(1), playouts=4000, budget_s=1.0, clock=clock)
    worlds = sorted((j.worlds for j in judged), reverse=True)
    assert len(judged) > 4 and worlds[0] > worlds[2] > worlds[-1] >= 4
    assert now[0] <= 1.1  # the cap, and one playout's reading past it at most
    assert judged[0].worlds == worlds[0]


def test_equity_is_the_match_won_at_the_end_and_a_chance_before_it() -> None:
    state = position(["5g 9g", "6g 7g", "1g 2g", "3g 3g"], turn=0)
    state.round_no, state.scores = 2, [4, 4, 4, 4]
    assert equity(state, 0) == pytest.approx(0.5**3)  # level with three others: even with each of them
    state.scores = [9, 3, 3, 2]
    ahead = equity(state, 0)
    assert ahead > 0.9 and equity(state, 3) < 0.01
    state.round_no = 1  # the same lead with more rounds to play is less safe
    assert 0.5**3 < equity(state, 0) < ahead
    state.round_no = 3
    assert equity(state, 0) > ahead
    state.phase, state.winner = "over", 2  # the match is over: won or lost, whatever the points
    assert [equity(state, s) for s in range(4)] == [0.0, 0.0, 1.0, 0.0]


def test_with_three_seats_or_more_expert_values_the_match_and_with_two_the_round() -> None:
    """Going out in the last round ends the match here (the third seat is already out): level on points with
    seat 1, seat 0 wins on going out first. Expert values that as the match won (1) plus a share of the points
    margin, where the coach and Hard count the points margin alone."""
    state = position(["6g 7g", "5g 9g 1g", ""], turn=0, table="5g", leader=1, deck="12")
    state.round_no, state.scores, state.finished = 3, [5, 6, 2], [2]
    out = parse_move("play 6g-7g")
    margin = outcome(POLICY, state, 1, out, 0)
    assert margin == pytest.approx(1)  # one seat still holds cards: 1 point; nobody else gained
    won = match_outcome(POLICY, state, 1, out, 0)
    assert won == pytest.approx(1 + MARGIN_SHARE * margin)
    judged = judge(state, POLICY, random.Random(3), playouts=24, budget_s=1e9)
    assert judged[0].move == out and judged[0].value == pytest.approx(won)
    two = position(["6g 7g", "5g 9g 1g"], turn=0, table="5g", leader=1, deck="12")
    assert judge(two, POLICY, random.Random(3), playouts=24, budget_s=1e9)[0].value == pytest.approx(1)


def test_expert_sees_only_its_own_seat() -> None:
    """Two matches alike for seat 1 but dealt other cards elsewhere get the same choice from seat 1's Expert."""
    a = position(["5g 9g 2g", "6g 7g 7g 11g", "1g 2g 3g"], turn=1, table="3g", leader=0, deck="12345")
    b = position(["8g 8g 10g", "6g 7g 7g 11g", "9g 4g 4g"], turn=1, table="3g", leader=0, deck="ab912")
    picks = [choose_move(s, "expert", random.Random(7), budget_s=1e9, playouts=30) for s in (a, b)]
    assert picks[0] == picks[1]


def _record_with_a_mistake(seed: int) -> tuple[str, int]:
    """A 2-player match played by Medium until a seat could play its whole hand out; that seat rotates or leads a
    single card instead. The record stops there; returns it and the mistake's turn number (from 1)."""
    rng = random.Random(seed)
    state = Qu4toState(rng, 2, first_leader=0)
    turn = 0
    while True:
        turn += 1
        if state.phase == "play" and scored_moves(state)[0][0] >= 1000:
            moves = state.legal_moves()
            bad = [m for m in moves if type(m) is Rotate] or [
                m for m in moves if type(m) is Play and len(m.codes) == 1
            ]
            if bad:
                state.play(bad[0])
                return state.record(), turn
        state.play(choose_move(state, "medium", rng))


def test_review_costs_the_mistake_and_not_the_best_move() -> None:
    text, mistake = _record_with_a_mistake(11)
    first = review(text, seed=3, playouts=24)
    assert first == {**review(text, seed=3, playouts=24), "seconds": first["seconds"]}
    assert first["game"] == "qu4to" and list(first) == ["game", "turns", "seconds"]
    turns = first["turns"]
    assert [t["turn"] for t in turns] == list(range(1, mistake + 1))
    worst = turns[-1]
    assert worst["played"] != worst["best"] and worst["loss"] > 0
    assert parse_move(worst["best"]) == parse_move(worst["best"])  # a move in notation
    assert all(t["loss"] == 0 for t in turns if t["played"] == t["best"])
    assert all(t["loss"] >= 0 for t in turns)
    assert list(worst) == ["turn", "seat", "played", "best", "loss", "why"]
    assert worst["why"].startswith(f"This cost about {worst['loss']:.2f} points.")
    assert all(t["why"].endswith(".") and "cost" not in t["why"] for t in turns if t["loss"] == 0)


def test_review_reads_a_saved_game_and_a_history_entry() -> None:
    text, mistake = _record_with_a_mistake(11)
    saved = Qu4toState.replay(text).to_json()
    slot = json.dumps({"version": 2, "game": "qu4to-2p", "state": {"setup": {}, "state": saved}})
    entry = json.dumps({"date": "x", "game": "qu4to-2p", "players": [], "result": "", "record": text})
    one = review(slot, seed=1, playouts=8)["turns"]
    assert one == review(entry, seed=1, playouts=8)["turns"] and len(one) == mistake


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("nonsense", "line 1"),
        ('{"state": 3}', "no QU4TO record"),
        ("{broken", "line 1"),
    ],
)
def test_review_refuses_what_is_not_a_record(text: str, words: str) -> None:
    with pytest.raises(NotationError, match=words):
        review(text, playouts=4)


def test_cli_prints_one_json_line_and_exits_2_on_bad_input(tmp_path, capsys) -> None:
    text, _ = _record_with_a_mistake(11)
    good = tmp_path / "match.txt"
    good.write_text(text, encoding="utf-8")
    assert ai_main(["qu4to-review", str(good), "--playouts", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and json.loads(out)["game"] == "qu4to"
    lines = text.splitlines()
    bad_no = next(i for i, line in enumerate(lines, 1) if line.startswith("1 orient"))
    lines[bad_no - 1] = "1 play 11g-11g-11g-11g"
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(lines), encoding="utf-8")
    for argv, words in (
        ([str(bad)], f"line {bad_no}"),
        ([str(tmp_path / "missing.txt")], "cannot read"),
        ([str(tmp_path)], "cannot read"),
        ([str(good), "--playouts", "0"], "playouts"),
    ):
        assert ai_main(["qu4to-review", *argv]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and words in err, err
    assert KEEP  # the keep moves are reviewed like any other (a draw's record has them)
