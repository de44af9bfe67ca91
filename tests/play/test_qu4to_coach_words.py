"""Why in words: one sentence of each kind on constructed QU4TO positions — the praise of a good move, a pass where
a set was better, a better way to pass (rotation or draw), the 4 held back, orientation and keeping."""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "rules" / "qu4to"))
from qu4to_helpers import position  # noqa: E402

from game.play.qu4to.coach_lessons import why  # noqa: E402
from game.play.qu4to.coach_words import CLOSE, cards_words, move_words, praise  # noqa: E402
from game.rules.qu4to.moves import DRAW, KEEP, ORIENT, parse_move  # noqa: E402
from game.rules.qu4to.state import Qu4toState  # noqa: E402


def m(text: str):  # noqa: ANN201 - a move in notation
    return parse_move(text)


def test_a_good_beat_names_what_it_beat_and_the_4_kept_for_a_point() -> None:
    state = position(["8g 9g 4g 1g", "6g 7g 7g", "1g 2g 3g"], table="6g 7g", leader=1, deck="123")
    assert why(state, m("play 8g-9g"), m("play 8g-9g"), 0.0) == (
        "8-9 beats 6-7 and keeps your 4 to beat with later for a point."
    )
    two = position(["8g 9g 4g 1g", "6g 7g 7g"], table="6g 7g", leader=1, deck="123")
    assert "4" not in why(two, m("play 8g-9g"), m("play 8g-9g"), 0.0).split("beats 6-7")[1]  # no points in 2p


def test_going_out_and_the_qu4to_point_are_named() -> None:
    out = position(["8g 9g", "6g 7g 7g", "1g 2g 3g"], table="6g 7g", leader=1, deck="123")
    assert praise(out, m("play 8g-9g")) == "8-9 beats 6-7 and empties your hand for 2 points."
    four = position(["4g 9g 1g", "6g 7g 7g", "1g 2g 3g"], table="3g", leader=1, deck="123")
    assert praise(four, m("play 4g")) == "4 beats 3 and scores a QU4TO point."


def test_passing_where_a_set_was_better_says_what_the_set_would_have_done() -> None:
    state = position(["7g 7g 2g", "6g 7g 7g", "1g 2g 3g"], table="5g 5g", leader=1, deck="123")
    assert why(state, DRAW, m("play 7g-7g"), 0.4) == (
        "This cost about 0.40 points. Drawing kept your pair of 7s, but playing them would have taken the lead."
    )


def test_a_better_pass_rotation_or_draw() -> None:
    state = position(["7g 7g 2g", "6g 7g 7g", "1g 2g 3g"], table="5g 5g", leader=1, deck="123")
    assert why(state, m("rotate 7g"), DRAW, 0.3) == (
        "This cost about 0.30 points. Drawing would have been a better pass than rotating your 7 into a 6: "
        "the rotation broke up your 7s."
    )
    assert why(state, DRAW, m("rotate 2g"), 0.3) == (
        "This cost about 0.30 points. Rotating your 2 into a 10 would have been a better pass than drawing: "
        "it passes without adding a card to your hand."
    )
    eight = position(["5g 1g 2g", "6g 7g 7g", "1g 2g 3g"], table="9g 9g", leader=1, deck="123")
    assert move_words(eight, m("rotate 5g")) == "rotating your 5 into an 8"  # the review said "into a 8"
    assert move_words(eight, m("rotate 1g")) == "rotating your 1 into an 11"
    fits = position(["6g 7g 7g", "6g 7g 7g", "1g 2g 3g"], table="5g 5g", leader=1, deck="123")
    assert why(fits, DRAW, m("rotate 6g"), 0.3).endswith(  # the 6/7 card turned to a 7: three 7s
        "drawing: your hand would split into 1 set instead of 2."
    )


def test_holding_a_4_back_would_have_scored() -> None:
    lead = position(["4g 5g 9g", "6g 7g 7g", "1g 2g 3g"], deck="123")
    assert why(lead, m("play 4g"), m("play 5g"), 0.5) == (
        "This cost about 0.50 points. Holding your 4 back would have scored: a 4 that leads earns nothing, "
        "one that beats a lead later earns a QU4TO point (5 was better)."
    )
    pair = position(["4g 4g 9g", "6g 7g 7g", "1g 2g 3g"], table="3g", leader=1, deck="123")
    assert why(pair, m("play 4g-4g"), m("play 4g"), 0.5) == (
        "This cost about 0.50 points. 4 scores the same QU4TO point and holds your other 4 back to score again."
    )


def test_a_close_call_is_as_good_and_a_play_against_a_pass() -> None:
    state = position(["4g 4g 9g", "6g 7g 7g", "1g 2g 3g"], table="3g", leader=1, deck="123")
    assert why(state, m("play 9g"), m("play 4g"), CLOSE / 2).endswith(
        " Expert's 4 is about as good: the difference is within its playouts' own noise."
    )
    pair = position(["7g 7g 2g", "6g 7g 7g", "1g 2g 3g"], table="5g 5g", leader=1, deck="123")
    assert why(pair, m("play 7g-7g"), DRAW, 0.3) == (
        "This cost about 0.30 points. Drawing would have kept your pair of 7s for a better moment."
    )


def test_orientation_and_keeping_count_the_sets_the_hand_plays_out_in() -> None:
    fresh = Qu4toState(random.Random(3), 2, first_leader=0)
    words = why(fresh, ORIENT[0], ORIENT[1], 0.35)
    assert words == (
        "This cost about 0.35 points. Holding your hand blue-up was better: both ways the hand splits into 5 sets, "
        "and Expert's playouts favour blue-up."
    )
    state = position(["5g 5g 9g", "6g 7g 7g"], table="3g", leader=1, deck="6")  # the 6/7 card is on top
    state.play(DRAW)
    assert move_words(state, KEEP[1]) == "keeping it blue-up"
    assert praise(state, KEEP[0]) == (
        "Keeping it green-up, your hand splits into 3 sets (3 the other way): the fewer, the sooner it is empty."
    )
    assert why(state, KEEP[0], KEEP[1], 0.3).endswith(
        "Keeping it blue-up (a 7, not a 6) was better: both ways the hand splits into 3 sets, "
        "and Expert's playouts favour the 7."
    )
    pair = position(["7g 7g 9g", "6g 7g 7g"], table="3g", leader=1, deck="6")  # blue-up, the 6/7 card is a 7
    pair.play(DRAW)
    assert why(pair, KEEP[0], KEEP[1], 0.3).endswith(
        "Keeping it blue-up was better: your hand would split into 2 sets instead of 3."
    )


def test_cards_words() -> None:
    codes = m("play 5g-5g-5g").codes
    assert cards_words(codes) == "your three 5s" and cards_words(m("play 8g-9g").codes) == "your 8-9"


def test_one_set_over_another_says_what_differs() -> None:
    state = position(["2g 6g 7g 8g 8g 9g 4g", "6g 7g 7g", "1g 2g 3g"], deck="123")
    assert why(state, m("play 2g"), m("play 6g-7g-8g"), 1.69).endswith(
        "6-7-8 was better: it sheds 3 cards where 2 sheds 1."
    )
    assert why(state, m("play 9g"), m("play 2g"), 1.0).endswith(
        "2 was better: it leaves a hand that splits into 3 sets, against 4 after 9."
    )
    assert why(state, m("play 8g-8g"), m("play 6g-7g"), 1.0).endswith(
        "6-7 was better: it is lower, and keeps your 8s to take a lead later."
    )
