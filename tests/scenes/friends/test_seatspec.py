"""The seats of a hosted table in one shape: me, friend, computer:LEVEL."""

from __future__ import annotations

import pytest

from game.net.seatspec import SeatSpec, parse_seats


def test_words_become_seats_and_back() -> None:
    seats = parse_seats("me, Friend,computer:hard")
    assert seats == [SeatSpec("me"), SeatSpec("friend"), SeatSpec("computer", "hard")]
    assert ",".join(map(str, seats)) == "me,friend,computer:hard"


@pytest.mark.parametrize(
    "text", ["", "me,,friend", "me,computer:", "me,friend:x", "me:1,friend", "me,bot", "me,computer:"]
)
def test_a_bad_word_is_one_sentence(text: str) -> None:
    with pytest.raises(ValueError) as err:
        parse_seats(text)
    assert "\n" not in str(err.value)


def test_a_level_must_be_the_games_when_levels_are_given() -> None:
    assert parse_seats("me,computer:hard", ["easy", "hard"]) == [SeatSpec("me"), SeatSpec("computer", "hard")]
    with pytest.raises(ValueError, match="hard"):
        parse_seats("me,computer:perfect", ["easy", "hard"])
