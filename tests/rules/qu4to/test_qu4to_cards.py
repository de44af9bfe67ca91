"""The QU4TO deck, rotation, what a set is and which set beats which (the rulebook's examples as a table)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from game.rules.qu4to.cards import (
    CODE_TEXT,
    COPIES,
    DECK_SIZE,
    FULL_DECK,
    KINDS,
    NUM_CODES,
    QU4TO,
    ROTATED_VALUE,
    VALUE,
    count_codes,
    playable,
    strength_of,
)


def test_the_deck_has_sixty_cards_ten_two_valued_kinds_and_eight_qu4to_cards() -> None:
    assert DECK_SIZE == 60 == len(FULL_DECK)
    assert {(g, b): n for g, b, n in KINDS} == {
        (1, 11): 5, (2, 10): 5, (3, 9): 5, (5, 8): 6, (6, 7): 5,
        (7, 6): 6, (8, 5): 6, (9, 3): 4, (10, 2): 5, (11, 1): 5, (4, 4): 8,
    }  # fmt: skip
    assert Counter(FULL_DECK) == dict(enumerate(COPIES))
    assert Counter(FULL_DECK)[QU4TO] == 8


def test_rotating_maps_values_by_the_order_reversing_pairing() -> None:
    assert ROTATED_VALUE == {1: 11, 11: 1, 2: 10, 10: 2, 3: 9, 9: 3, 5: 8, 8: 5, 6: 7, 7: 6}
    for code in range(QU4TO * 2):  # every two-valued card, either way up
        assert VALUE[code ^ 1] == ROTATED_VALUE[VALUE[code]]
    assert VALUE[QU4TO * 2] == VALUE[QU4TO * 2 + 1] == 4
    assert 4 not in [v for g, b, _ in KINDS[:QU4TO] for v in (g, b)]  # no 4/8 card: the 4s are QU4TO cards


def test_card_text_names_value_and_orientation() -> None:
    assert CODE_TEXT[0] == "1g" and CODE_TEXT[1] == "11b"
    assert sorted(CODE_TEXT) == sorted(set(CODE_TEXT))


# The rulebook's chain, weakest first: each beats every one before it.
RULEBOOK_CHAIN = [
    (2,),
    (6,),
    (3, 4),
    (2, 2),
    (5, 6, 7),
    (1, 1, 1),
    (8, 9, 10, 11),
    (11, 11, 11, 11),
    (4, 4, 4, 4),
]


@pytest.mark.parametrize("i", range(len(RULEBOOK_CHAIN) - 1))
def test_rulebook_examples_in_order(i: int) -> None:
    weaker, stronger = RULEBOOK_CHAIN[i], RULEBOOK_CHAIN[i + 1]
    assert strength_of(stronger) > strength_of(weaker)


BEATS = [  # (stronger, weaker)
    ((3, 3, 3), (7, 8, 9)),  # a triple beats a 3-run
    ((8, 9, 10, 11), (2, 3, 4, 5)),  # a 4-run of higher values beats a lower one
    ((3, 4, 5, 6), (1, 2, 3, 4)),
    ((1, 2), (11,)),  # more cards beat fewer
    ((1, 1), (10, 11)),  # same count: same-number beats a run
    ((9, 10), (8, 9)),
    ((4, 4, 4, 4), (11, 11, 11, 11)),
    ((11, 11, 11), (4, 4, 4)),  # only the quad of 4s is special
    ((5, 5), (4, 4)),
    ((1, 2, 3, 4), (11, 11, 11)),
]


@pytest.mark.parametrize(("stronger", "weaker"), BEATS)
def test_who_beats_whom(stronger: tuple[int, ...], weaker: tuple[int, ...]) -> None:
    assert strength_of(stronger) > strength_of(weaker)


def test_equal_sets_do_not_beat_each_other() -> None:
    assert strength_of((5, 6, 7)) == strength_of((7, 6, 5))
    assert strength_of((9, 9)) == strength_of((9, 9))


@pytest.mark.parametrize(
    "values",
    [(10, 11, 1), (11, 1), (1, 3), (5, 5, 6), (2, 3, 5), (1, 1, 1, 1, 1), (), (6, 7, 8, 9, 10), (7, 7, 8, 8)],
)
def test_not_sets(values: tuple[int, ...]) -> None:
    assert strength_of(values) is None  # no wrap-around, no gaps, no mixing, 1 to 4 cards


@pytest.mark.parametrize(
    "values", [(4,), (3, 4, 5), (4, 5), (1, 2, 3, 4), (4, 4, 4), (11, 11, 11, 11), (10, 11)]
)
def test_sets(values: tuple[int, ...]) -> None:
    assert strength_of(values) is not None  # 4 is an ordinary number in runs


def _brute_force(hand: list[int], above: int) -> set[tuple[int, ...]]:
    found = set()
    for n in range(1, 5):
        for combo in combinations(hand, n):
            s = strength_of([VALUE[c] for c in combo])
            if s is not None and s > above:
                found.add(tuple(sorted(combo)))
    return found


@pytest.mark.parametrize("seed", range(40))
def test_playable_lists_exactly_the_sets_that_beat(seed: int) -> None:
    import random

    rng = random.Random(seed)
    hand = [rng.randrange(NUM_CODES) for _ in range(rng.randint(1, 14))]
    above = rng.choice(
        [-1, strength_of((6,)), strength_of((2, 2)), strength_of((5, 6, 7)), strength_of((9, 9, 9))]
    )
    got = playable(count_codes(hand), above)
    assert len(got) == len(set(got))
    assert {tuple(sorted(p)) for p in got} == _brute_force(hand, above)
