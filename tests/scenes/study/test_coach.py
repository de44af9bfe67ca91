"""The coach's words: distances in placements (the mover's own first, or the opponent's after a give-only turn)
become "you could force a win in N" and "… wins at once"."""

from __future__ import annotations

from game.rules.quarto.pieces import PIECE_SETS
from game.scenes.study.coach import decision_at, row_words, turn_starts, value_words


def test_values_in_own_and_opponent_placements() -> None:
    assert value_words({"value": "win", "distance": 1}, True) == "a win with this placement"
    assert value_words({"value": "win", "distance": 5}, True) == "you could force a win in 3"
    assert value_words({"value": "win", "distance": 4}, False) == "you could force a win in 2"
    assert value_words({"value": "loss", "distance": 2}, True, "Bob") == "Bob wins at once"
    assert value_words({"value": "loss", "distance": 1}, False, "Bob") == "Bob wins at once"
    assert value_words({"value": "loss", "distance": 6}, True, "Bob") == "Bob can force a win in 3"
    assert value_words({"value": "draw", "distance": 7}, True) == "a draw with best play"
    assert value_words({"value": "unclear", "distance": None}, True) == "unclear to a quick search"


def test_a_mistake_names_the_better_move_and_says_estimate() -> None:
    row = {
        "ply": 3,
        "player": 0,
        "move": {"cell": 10, "give": 3},
        "value_before": {"value": "win", "distance": 3},
        "value_after": {"value": "draw", "distance": 4},
        "verdict": "mistake",
        "better": {"cell": 7, "give": 6},
        "exact": False,
    }
    words = row_words(row, PIECE_SETS["classic"], "Bob")
    assert words[0] == "Mistake (estimate)"
    assert words[1] == "Before: you could force a win in 2."
    assert words[2] == "After this move: a draw with best play."
    assert words[3].startswith("Better: place on d3, give the ")


def test_turns_start_at_each_decision() -> None:
    from game.rules.quarto import Give, Place, QuartoState, Variant

    st = QuartoState(Variant(), None, 0)
    moves = [Give(0), Place(0), Give(1), Place(5), Give(2)]
    starts = turn_starts(st, moves)
    assert starts == [0, 1, 3]
    assert [decision_at(starts, i) for i in range(5)] == [0, 1, 1, 2, 2]
