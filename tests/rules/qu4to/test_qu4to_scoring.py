"""Where a round's points came from (``game.rules.qu4to.scoring``): read back from the record, they always add up to
the round's points, name the set that earned each QU4TO point and count going-out places from first."""

from __future__ import annotations

import random

import pytest
from qu4to_helpers import codes, play, position

from game.ai.qu4to_ai import choose_move
from game.rules.qu4to.cards import QU4TO, canon
from game.rules.qu4to.scoring import OUT, QU4TO_POINT, points_of_last_move, round_breakdown, scored_lines
from game.rules.qu4to.state import Qu4toState


def test_a_beat_with_a_4_then_going_out_is_two_causes_in_that_order() -> None:
    state = position(["5g 9g", "4g 7g 7g", "1g 2g", "1g 3g"], turn=1, table="3g", leader=0)
    before = len(state.log or [])
    play(state, "play 4g")
    got = points_of_last_move(state, before)
    assert [(s.seat, s.cause, s.points, s.codes) for s in got] == [(1, QU4TO_POINT, 1, tuple(codes("4g")))]
    play(state, "rotate 1g", "rotate 1g", "rotate 5g")  # everyone else passes: seat 1 leads again
    before = len(state.log or [])
    play(state, "play 7g-7g")  # the table was empty: it leads, so no QU4TO point; it empties the hand
    got = points_of_last_move(state, before)
    assert [(s.cause, s.points, s.place) for s in got] == [(OUT, 3, 1)]
    breakdown = round_breakdown(state, 1)
    assert [(s.cause, s.points) for s in breakdown[1]] == [(QU4TO_POINT, 1), (OUT, 3)]
    assert breakdown[0] == breakdown[2] == breakdown[3] == []


def test_leading_a_4_scores_nothing_so_has_no_cause() -> None:
    state = position(["4g 9g", "1g 7g", "1g 2g"], turn=0)
    before = len(state.log or [])
    play(state, "play 4g")
    assert points_of_last_move(state, before) == []
    assert round_breakdown(state, 1) == [[], [], []]


@pytest.mark.parametrize(("option", "points"), [("set", 1), ("four", 2)])
def test_the_option_decides_a_qu4to_points_size(option: str, points: int) -> None:
    state = position(["5g 5g 9g", "4g 4b 9g", "1g 2g"], turn=1, table="3g 3g", leader=0, qu4to_point=option)
    play(state, "play 4g-4b")
    (scored,) = round_breakdown(state, 1)[1]
    assert (scored.cause, scored.points) == (QU4TO_POINT, points)
    assert scored.codes == canon(codes("4g 4b"))


def test_places_count_from_first_in_each_round() -> None:
    lines = [
        "round 1 leader 0",
        "0 play 5g",
        "0 out +3",
        "1 play 6g-6g",
        "1 out +2",
        "round 1 end 3 2 0 0",
        "round 2 leader 3",
        "2 play 9b",
        "2 out +3",
    ]
    got = scored_lines(lines)
    assert [(s.seat, s.place, s.points) for s in got] == [(0, 1, 3), (1, 2, 2), (2, 1, 3)]


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_rounds_breakdown_adds_up_to_its_points_in_seeded_matches(players: int) -> None:
    for seed in range(6):
        rng = random.Random(seed)
        state = Qu4toState(rng, players, qu4to_point="four" if seed % 2 else "set")
        while not state.is_terminal:
            before, scores = len(state.log or []), list(state.scores)
            state.play(choose_move(state, "medium", rng))
            got = points_of_last_move(state, before)
            for seat in range(players):
                assert sum(s.points for s in got if s.seat == seat) == state.scores[seat] - scores[seat]
            for s in got:
                assert s.codes  # every point belongs to a set played
                if s.cause == QU4TO_POINT:
                    assert players > 2 and any(c >> 1 == QU4TO for c in s.codes)
        for r, points in enumerate(state.history, 1):
            breakdown = round_breakdown(state, r)
            assert [sum(s.points for s in mine) for mine in breakdown] == points
            places = sorted(s.place for mine in breakdown for s in mine if s.cause == OUT)
            assert places == list(range(1, len(places) + 1))
            for mine in breakdown:  # going out pays one point per seat still holding cards
                for s in mine:
                    if s.cause == OUT:
                        assert s.points == players - s.place or players == 2


def test_a_playout_copy_has_no_record_to_read() -> None:
    state = Qu4toState(random.Random(1), 3).copy(log=False)
    with pytest.raises(ValueError):
        round_breakdown(state, 1)
    assert points_of_last_move(state, 0) == []


@pytest.mark.parametrize(
    ("hand", "table", "why"),
    [
        ("7g 8g", "6g 6g", "with as many cards, a same-number set beats a run"),
        ("9g", "5g 5g", "more cards always win"),
        ("5g 6g", "6g 7g", "with as many cards, the higher numbers win"),
        ("5g 5g", "6g 6g", "with as many cards, the higher numbers win"),
        ("6g 7g", "6g 7g", "an equal set does not beat"),
        ("11b 11b 11b 11b", "4g 4g 4g 4b", "the quad 4-4-4-4 beats everything"),
    ],
)
def test_a_set_that_does_not_beat_says_which_rule_it_falls_short_of(hand: str, table: str, why: str) -> None:
    from game.rules.errors import IllegalMove

    state = position([hand + " 1g", "2g 3g"], turn=0, table=table, leader=1)
    cards = "-".join(hand.split())
    with pytest.raises(IllegalMove, match=f"does not beat the leading set .*: {why}\\."):
        play(state, f"play {cards}")
