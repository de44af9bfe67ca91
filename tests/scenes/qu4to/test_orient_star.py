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
