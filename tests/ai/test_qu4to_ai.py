"""QU4TO computer opponents: legal, deterministic for a seed, each level's policy, and soak matches."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "rules" / "qu4to"))
from qu4to_helpers import position  # noqa: E402

from game.ai.qu4to_ai import LEVELS, choose_move, min_sets, scored_moves, values_of  # noqa: E402
from game.rules.qu4to.moves import DRAW, Play, Rotate, parse_move  # noqa: E402
from game.rules.qu4to.state import Qu4toState  # noqa: E402


def _vc(*values: int) -> tuple[int, ...]:
    vc = [0] * 12
    for v in values:
        vc[v] += 1
    return tuple(vc)


@pytest.mark.parametrize(
    ("values", "sets"),
    [((), 0), ((5,), 1), ((5, 5, 5, 5, 5), 2), ((1, 2, 3, 4, 5), 2), ((1, 1, 2, 2, 3, 3), 2), ((2, 4, 9, 11), 4),
     ((3, 4, 5, 5, 5, 5), 2), ((7, 8, 9, 10, 11, 1), 3)],
)  # fmt: skip
def test_min_sets_counts_the_turns_a_hand_needs(values: tuple[int, ...], sets: int) -> None:
    assert min_sets(_vc(*values)) == sets


def _play_match(seats: list[str], seed: int, playouts: int = 2) -> Qu4toState:
    rng = random.Random(seed)
    state = Qu4toState(rng, len(seats), first_leader=seed % len(seats))
    while not state.is_terminal:
        seat = state.turn
        legal = state.legal_moves()
        move = choose_move(state, seats[seat], rng, budget_s=1e9, playouts=playouts)
        assert move in legal
        state.play(move)
    return state


def test_easy_plays_whenever_it_can() -> None:
    state = position(["5g 9g", "6g 7g", "1g 2g"], turn=1, table="5g", leader=0, deck="12")
    for seed in range(20):
        move = choose_move(state, "easy", random.Random(seed))
        assert type(move) is Play
    state = position(["5g 9g", "1g 2g", "3g 3g"], turn=1, table="9g 9g", leader=0, deck="12")
    assert {type(choose_move(state, "easy", random.Random(s))) for s in range(30)} == {Rotate, type(DRAW)}


def test_medium_goes_out_when_it_can() -> None:
    state = position(["5g 9g", "6g 7g", "1g 2g"], turn=1, table="5g", leader=0, deck="12")
    assert choose_move(state, "medium", random.Random(0)) == parse_move("play 6g-7g")


def test_medium_beats_with_a_4_for_the_point() -> None:
    state = position(["5g 9g", "4g 9g 9g 11g", "1g 2g"], turn=1, table="3g", leader=0, deck="12")
    assert choose_move(state, "medium", random.Random(0)) == parse_move("play 4g")


def test_medium_keeps_4s_when_leading_and_sheds_the_biggest_set() -> None:
    state = position(["4g 2g 2g 2g 9g", "6g 7g", "1g 2g"], turn=0, deck="12")
    assert choose_move(state, "medium", random.Random(0)) == parse_move("play 2g-2g-2g")


def test_medium_rotates_to_build_a_pair() -> None:
    # 8b rotates to 5g... a 5/8 card held blue shows 8; turned green it shows 5 and pairs with the other 5.
    state = position(["5g 9g", "5g 8b 11g", "1g 2g"], turn=1, table="9g 9g 9g", leader=0, deck="12")
    assert choose_move(state, "medium", random.Random(0)) in (
        parse_move("rotate 8b"),
        parse_move("rotate 5g"),
    )
    after = [s for s, m in scored_moves(state) if m == parse_move("rotate 8b")][0]
    assert after > [s for s, m in scored_moves(state) if m == parse_move("rotate 11g")][0]


def test_medium_orients_for_fewer_sets() -> None:
    state = Qu4toState(random.Random(3), 3, first_leader=0)
    move = choose_move(state, "medium", random.Random(0))
    hand = state.hands[0]
    green = min_sets(tuple(values_of(hand)))
    blue = min_sets(tuple(values_of([0 if c % 2 == 0 else hand[c - 1] for c in range(len(hand))])))
    assert move.up == (1 if blue < green else 0) or green == blue


def test_hard_is_deterministic_for_a_seed_and_playout_count() -> None:
    rng = random.Random(5)
    state = Qu4toState(rng, 4, first_leader=0)
    while state.phase != "play" or len(state.legal_moves()) < 3 or not state.table:
        state.play(choose_move(state, "easy", rng))
    picks = {choose_move(state, "hard", random.Random(42), budget_s=1e9, playouts=6) for _ in range(3)}
    assert len(picks) == 1 and picks.pop() in state.legal_moves()


def test_hard_never_peeks_the_hidden_cards() -> None:
    """Two states that differ only in what seat 0 cannot see get the same choice from seat 0's Hard."""
    rng = random.Random(8)
    state = Qu4toState(rng, 4, first_leader=0)
    while state.phase != "play" or state.turn != 0 or not state.table:
        state.play(choose_move(state, "medium", rng))
    other = state.determinize(0, random.Random(1))
    other.log = list(state.log)
    a = choose_move(state, "hard", random.Random(3), budget_s=1e9, playouts=4)
    b = choose_move(other, "hard", random.Random(3), budget_s=1e9, playouts=4)
    assert a == b


def test_unknown_level_and_finished_match_are_refused() -> None:
    state = _play_match(["easy", "easy"], 1)
    with pytest.raises(ValueError, match="over"):
        choose_move(state, "easy", random.Random(0))
    with pytest.raises(ValueError, match="Unknown level"):
        choose_move(Qu4toState(random.Random(0), 3), "genius", random.Random(0))
    assert LEVELS == ("easy", "medium", "hard", "expert")


def _soak(matches: int) -> None:
    levels = ["easy", "medium"]
    for i in range(matches):
        players = 2 + i % 4
        seats = [levels[(i + s) % 2] for s in range(players)]
        state = _play_match(seats, i)
        assert state.is_terminal and sum(state.returns()) == 1.0
        rounds = state.round_no
        assert rounds == 3 if players > 2 else 2 <= rounds <= 3
        assert max(state.scores) == state.scores[state.winner]


def test_hundreds_of_seeded_computer_only_matches() -> None:
    _soak(300)


def test_a_few_matches_with_hard_seats() -> None:
    for i in range(3):
        state = _play_match(["hard", "medium", "easy"][: 2 + i % 2] + ["easy"] * (i % 2), 100 + i, playouts=2)
        assert state.is_terminal


@pytest.mark.slow
def test_thousands_of_seeded_computer_only_matches() -> None:
    _soak(3000)


def test_the_benchmark_reports_hard_times_and_easy_rate(capsys) -> None:
    import json

    from game.bench import main

    assert main(["qu4to-ai", "--positions", "3", "--matches", "3", "--json", "--playouts", "2"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["hard_decision_s"]["positions"] == 3 and report["playouts"] == 2
    assert report["easy_matches_per_s"] > 0 and report["hard_decision_cpu_s"]["max"] >= 0


def test_hard_counts_what_a_move_scores_itself_and_never_plays_the_next_round_out(monkeypatch) -> None:
    """Hard's playouts once started after the move: a 4's point and going out counted nothing, and a move that ended
    the round was judged by a playout of the next one. Now Hard judges with Expert's ``outcome``."""
    from game.ai import qu4to_ai
    from game.ai.qu4to_expert import Policy, outcome

    rounds: list[tuple[int, int]] = []

    def spy(state: Qu4toState, seat: int, rng: random.Random) -> float:
        rounds.append((state.round_no, seat))
        return 0.0  # the rest of the round is worth nothing: only the move's own points count

    monkeypatch.setattr(qu4to_ai, "POLICY", Policy(scored_moves, spy))
    four = position(["5g 9g", "4g 9g 9g 11g", "1g 2g"], turn=1, table="3g", leader=0, deck="12")
    assert outcome(qu4to_ai.POLICY, four, 0, parse_move("play 4g"), 1) == 1.0  # the QU4TO point, at once
    assert outcome(qu4to_ai.POLICY, four, 0, parse_move("play 9g"), 1) == 0.0
    assert choose_move(four, "hard", random.Random(0), budget_s=1e9, playouts=4) == parse_move("play 4g")
    assert rounds and all(r == (1, 1) for r in rounds)
    rounds.clear()
    last = position(["5g 9g", "6g 7g"], turn=1, table="5g", leader=0, deck="12")  # going out ends the round
    assert choose_move(last, "hard", random.Random(0), budget_s=1e9, playouts=4) == parse_move("play 6g-7g")
    assert all(
        r == (1, 1) for r in rounds
    )  # the candidates that end the round were not played on into round 2


def test_experts_judgement_is_patient_where_mediums_beats_at_any_price() -> None:
    """Holding 6, 4 and 11 against a 4 on the table, Medium beats with the 6; Expert's patient weights draw
    instead, hoping to pair a card, as tuned against Mediums (``tools/qu4to_weights.py``). With 2 seats Expert
    keeps Medium's judgement."""
    from game.ai.qu4to_ai import PATIENT, PATIENT_POLICY, POLICY, expert_policy

    state = position(["5g 9g 3g 2g", "6g 4g 11g", "1g 2g 7g 8g"], turn=1, table="4g", leader=0, deck="12")
    assert scored_moves(state)[0][1] == parse_move("play 6g")
    assert scored_moves(state, PATIENT)[0][1] == DRAW
    assert expert_policy(4) is PATIENT_POLICY and expert_policy(3) is PATIENT_POLICY
    assert expert_policy(2) is POLICY
    assert PATIENT_POLICY.rank(state) == scored_moves(state, PATIENT)
