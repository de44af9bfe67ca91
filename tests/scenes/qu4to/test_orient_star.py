"""The orient panel's star agrees with the coach (issue 47's playtest): it marks the way up whose hand empties in
fewer plays — the count the Hint and the Review speak of — not the one that shows more pairs and runs."""

from __future__ import annotations

from game.rules.qu4to.cards import VALUE
from game.scenes.qu4to.choice import fewer_plays


def _codes(values: list[int], up: int) -> list[int]:
    """Card codes held ``up`` (0 green, 1 blue) showing ``values`` (a code is a kind of card, held one way up)."""
    return [next(c for c in range(len(VALUE)) if c & 1 == up and VALUE[c] == v) for v in values]


def test_the_star_goes_to_fewer_plays_even_where_the_other_side_shows_more_pairs_and_runs() -> None:
    green = _codes([1, 1, 3, 3, 5, 5, 8, 10], 0)  # four pairs, two lone cards: 6 plays
    blue = _codes([2, 3, 4, 5, 7, 8, 9, 10], 1)  # two runs of four: 2 plays
    rows = [(green, 4, 0), (blue, 0, 2)]
    assert fewer_plays(rows) == 1


def test_no_star_when_both_sides_need_as_many_plays() -> None:
    assert fewer_plays([(_codes([4, 4, 9], 0), 1, 0), (_codes([4, 4, 9], 1), 1, 0)]) == -1


def test_the_panel_counts_a_triple_as_a_triple_not_a_pair() -> None:
    from game.play.qu4to.session import hand_words

    assert hand_words(_codes([3, 3, 5, 5, 6, 6, 6, 9], 0), 0) == "2 pairs, 1 triple"
    assert hand_words(_codes([1, 2, 3, 3, 3, 7, 7, 7, 8, 8], 0), 2) == "1 pair, 2 triples, 2 runs"
    assert hand_words(_codes([6, 6, 6, 6, 9], 1), 0) == "1 four of a kind"
    assert hand_words(_codes([1, 5, 9], 1), 0) == "no pairs or runs"


def test_the_orient_panel_at_the_table_names_the_triples(tmp_path, monkeypatch) -> None:
    from helpers import qu4to_table, step

    from game.play.seats import Seat
    from game.scenes.qu4to.choice import _choices

    seats = [Seat("human", name="Ann")] + [Seat("computer", "easy")] * 3
    app, table = qu4to_table(tmp_path, monkeypatch, seats)  # seed 2: green up holds 3-3-3 and 7-7-7
    step(app, frames=2)
    rows, labels, _best = _choices(table.view)
    values = sorted(VALUE[c] for c in rows[0][0])
    triples = sum(values.count(v) == 3 for v in set(values))
    assert triples == 2 and "2 triples" in labels[0], labels[0]
    pairs = sum(values.count(v) == 2 for v in set(values))
    assert f"{pairs} pair" in labels[0] and "3 pairs" not in labels[0]
