"""The table's words for the game: the banner stays short when one placement wins on several lines."""

from __future__ import annotations

import random

from game.play.quarto.session import QuartoSession as TableSession
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.rules.quarto.moves import Give, Place


def test_banner_names_the_first_line_and_counts_the_others() -> None:
    setup = TableSetup(seats=[Seat("human", name="Ann"), Seat("human", name="Bob")], first="0")
    session = TableSession(setup, random.Random(1))
    # row 1 gets 0, 2, 4 (all light) and column 4 gets 1, 5, 13 (all round); piece 8 on the corner wins both
    for piece, cell in ((0, 0), (1, 7), (2, 1), (5, 11), (4, 2), (13, 15), (8, 3)):
        session.play(Give(piece))
        session.play(Place(cell))
    assert session.state.is_over and len(session.state.outcome.patterns) == 2
    full, banner = session.result_text(), session.banner()
    assert full.count(" in the ") == 2  # the result card names both lines
    assert banner.count(" in the ") == 1 and banner.endswith("(and 1 more line)")
    assert banner.split(" (and")[0] in full
    brief = session.result_text(brief=True)  # for a banner too narrow: where, not what is shared
    where = session.state.outcome.patterns[0].description.split(":")[0]
    assert brief.endswith(f" — {where} and 1 more") and "light" not in brief


def test_hint_words_claim_a_draw_only_when_the_analysis_was_exact() -> None:
    from game.scenes.quarto.hints import value_words as _value_words

    assert _value_words({"value": "draw", "distance": 14, "exact": True}) == "With best play it is a draw."
    assert "draw" not in _value_words({"value": "draw", "distance": 14, "exact": False})
    assert (
        _value_words({"value": "loss", "distance": 3, "exact": False})
        == "Best play loses in 3 moves; hold out."
    )
    assert _value_words({"value": "win", "distance": 1}) == "You can force a win in 1 move."


def test_a_drawn_board_with_an_uncalled_line_says_the_line_was_missed() -> None:
    from game.rules.quarto import QuartoState, Variant

    setup = TableSetup(
        seats=[Seat("human", name="Ann"), Seat("human", name="Bob")], first="0", calls="manual"
    )
    session = TableSession(setup, random.Random(1))
    board = "31c094df87b62e5a"  # the left column is all tall; the last placement completes nothing
    session.state = QuartoState.from_position(board[:15] + ".:" + board[15], Variant(calls="manual"))
    session.play(Place(15))
    text = session.result_text()
    assert "no line shares a trait" not in text
    assert (
        text
        == "A draw — nobody called Quarto! on four tall pieces in the left column, and the chance has passed"
    )
    assert session.result_text(brief=True) == "A draw — nobody called Quarto!, and the chance has passed"
