"""Why three cards are not a SET, in words: the one function the lesson, the how-to figures and the table share."""

from __future__ import annotations

import itertools

import pytest

from game.rules.setgame import DECK, is_set, parse_cards
from game.rules.setgame.explain import broken, odd_card, verdicts, why_not


@pytest.mark.parametrize(
    ("cards", "said"),
    [
        ("1rto 1rto 1rso", "Not a SET: two are striped, one is solid."),
        ("1rso 2rso 2rso", "Not a SET: two have two shapes, one has one."),
        ("1rso 1rso 1gso", "Not a SET: two are red, one is green."),
        ("1rso 1rsd 1rsd", "Not a SET: two are diamonds, one is an oval."),
        ("1rso 1rto 2rto", "Not a SET: two have one shape, one has two; two are striped, one is solid."),
    ],
)
def test_a_wrong_call_names_each_feature_that_breaks_the_rule(cards, said) -> None:
    assert why_not(parse_cards(cards)) == said


def test_a_set_needs_no_reason_and_every_non_set_has_one() -> None:
    for a, b, c in itertools.islice(itertools.combinations(DECK, 3), 0, None, 97):
        faults = broken((a, b, c))
        assert bool(faults) != is_set(a, b, c)
        assert (why_not((a, b, c)) == "") == is_set(a, b, c)
        for name, odd, _phrase in faults:
            values = next(v.values for v in verdicts((a, b, c)) if v.name == name)
            others = [values[i] for i in range(3) if i != odd]
            assert others[0] == others[1] != values[odd], "the odd card is the one that differs"


def test_odd_card_and_bad_input() -> None:
    assert (
        odd_card(["a", "a", "b"]) == 2 and odd_card(["b", "a", "a"]) == 0 and odd_card(["a", "b", "a"]) == 1
    )
    assert odd_card(["a", "b", "c"]) is None and odd_card(["a", "a", "a"]) is None
    with pytest.raises(ValueError, match="three cards"):
        verdicts((1, 2))
