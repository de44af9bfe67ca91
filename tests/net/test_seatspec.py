"""The seats of a hosted table as the command line writes them: one word per seat, a bad word one sentence."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.net.seatspec import SeatSpec, parse_seats, spec_text


def test_a_spec_reads_one_seat_per_word_in_order() -> None:
    seats = parse_seats("me, friend,Computer:HARD,computer")
    assert seats == [
        SeatSpec("me"),
        SeatSpec("friend"),
        SeatSpec("computer", "hard"),
        SeatSpec("computer", "medium"),
    ]


@pytest.mark.parametrize(
    ("spec", "words"),
    [
        ("", "no seats"),
        ("me", "1 seats given"),
        ("me,me,me,me,me,me,me,me,me", "9 seats given"),
        ("me,bob", "unknown seat 'bob'"),
        ("me,computer:", "unknown seat"),
        ("me,computer:genius", "unknown computer level 'genius' (one of easy, hard)"),
        ("me,,friend", "unknown seat ''"),
    ],
)
def test_a_bad_spec_is_one_sentence(spec: str, words: str) -> None:
    with pytest.raises(ValueError, match="^[^\n]+$") as caught:
        parse_seats(spec, levels=("easy", "hard"))
    assert words in str(caught.value)


def test_the_players_bound_is_the_games() -> None:
    assert len(parse_seats("me,friend,friend,friend,friend", players=(2, 5))) == 5
    with pytest.raises(ValueError, match="this table seats 2 to 5"):
        parse_seats("me,friend,friend,friend,friend,friend", players=(2, 5))


words = st.sampled_from(["me", "friend", "computer:easy", "computer:hard", "computer:medium"])


@given(st.lists(words, min_size=2, max_size=8))
def test_a_spec_written_back_reads_the_same(seats: list[str]) -> None:
    parsed = parse_seats(",".join(seats))
    assert spec_text(parsed) == ",".join(seats)
    assert parse_seats(spec_text(parsed)) == parsed
