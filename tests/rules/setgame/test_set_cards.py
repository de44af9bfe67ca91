"""The SET deck: 81 cards, 1,080 SETs, 40 through each card, one third for any two, and the card notation."""

from __future__ import annotations

import itertools
import random

import pytest
from set_helpers import CAP20

from game.rules.errors import NotationError
from game.rules.setgame import (
    DECK,
    JUNIOR_DECK,
    NEAR,
    THIRD,
    Card,
    all_sets,
    format_card,
    has_set,
    is_set,
    parse_card,
    parse_cards,
    third,
)


def brute_force_sets(cards):
    return sorted(
        tuple(sorted(t))
        for t in itertools.combinations(cards, 3)
        if all(len({f[i] for f in map(_features, t)}) != 2 for i in range(4))
    )


def _features(card):
    c = Card.of(card)
    return c.number, c.colour, c.shading, c.shape


def test_the_deck_has_81_different_cards():
    assert len(DECK) == 81
    assert len({_features(c) for c in DECK}) == 81
    assert len({format_card(c) for c in DECK}) == 81


def test_the_deck_holds_1080_sets_and_40_through_each_card():
    sets = all_sets(DECK)
    assert len(sets) == 1080
    assert len(set(sets)) == 1080
    through = {c: 0 for c in DECK}
    for triple in sets:
        for card in triple:
            through[card] += 1
    assert set(through.values()) == {40}


def test_any_two_cards_complete_exactly_one_third():
    for a, b in itertools.combinations(DECK, 2):
        completing = [c for c in DECK if c not in (a, b) and is_set(a, b, c)]
        assert completing == [third(a, b)]
        assert THIRD[a][b] == THIRD[b][a] == completing[0]
        assert is_set(*sorted((a, b, completing[0])))


def test_is_set_agrees_with_the_feature_rule():
    rng = random.Random(5)
    for _ in range(3000):
        a, b, c = rng.sample(DECK, 3)
        expected = all(len({f[i] for f in map(_features, (a, b, c))}) != 2 for i in range(4))
        assert is_set(a, b, c) == expected == is_set(c, a, b)


def test_third_needs_two_different_cards():
    with pytest.raises(ValueError):
        third(5, 5)
    with pytest.raises(NotationError):
        third(5, 81)


def test_all_sets_matches_brute_force_on_random_tables():
    rng = random.Random(7)
    for size in (3, 9, 12, 15, 18, 21):
        for _ in range(40):
            table = rng.sample(DECK, size)
            found = all_sets(table)
            assert found == brute_force_sets(table)
            assert has_set(table) == bool(found)


def test_twenty_cards_without_a_set_exist_but_twenty_one_always_hold_one():
    assert len(set(CAP20)) == 20 and not has_set(CAP20) and all_sets(CAP20) == []
    for extra in DECK:
        if extra not in CAP20:
            assert has_set(CAP20 + [extra])


def test_junior_deck_is_the_27_solid_cards_with_117_sets():
    assert len(JUNIOR_DECK) == 27
    assert {Card.of(c).shading for c in JUNIOR_DECK} == {0}
    assert len(all_sets(JUNIOR_DECK)) == 27 * 26 // 6


def test_near_cards_differ_in_exactly_one_feature():
    for card in DECK:
        assert len(set(NEAR[card])) == 8 and card not in NEAR[card]
        for other in NEAR[card]:
            assert sum(x != y for x, y in zip(_features(card), _features(other), strict=True)) == 1


def test_notation_round_trips_every_card():
    for card in DECK:
        text = format_card(card)
        assert len(text) == 4
        assert parse_card(text) == card == parse_card(text.upper()) == parse_card(f" {text} ")
        assert Card.parse(text).id == card and str(Card.of(card)) == text


def test_notation_letters_mean_what_the_docs_say():
    card = Card.parse("2gso")
    assert (card.number, card.colour, card.shading, card.shape) == (1, 2, 0, 0)
    assert card.name == "two green solid ovals"
    assert Card.parse("1pts").name == "one purple striped squiggle"
    assert Card.parse("3rod").name == "three red outlined diamonds"
    assert parse_cards("1rso, 2gtd 3pod") == [parse_card("1rso"), parse_card("2gtd"), parse_card("3pod")]


def test_card_ids_match_the_painters_card_order():
    from game.art.setcards import FILL_NAMES, SHAPE_NAMES, SetCard, all_cards

    assert [SetCard(*Card.of(c).art) for c in DECK] == all_cards()
    assert SHAPE_NAMES[Card.parse("1rsd").shape] == "diamond"
    assert FILL_NAMES[Card.parse("1roo").shading] == "empty"  # the painter's word for outlined


@pytest.mark.parametrize(
    "text", ["", "2gs", "2gsoo", "4gso", "0gso", "2xso", "2gxo", "2gsx", "g2so", 7, None]
)
def test_bad_card_text_is_a_notation_error(text):
    with pytest.raises(NotationError):
        parse_card(text)


@pytest.mark.parametrize("value", [-1, 81, True, 2.0, "5"])
def test_bad_card_ids_are_notation_errors(value):
    with pytest.raises(NotationError):
        Card.of(value)


def test_sets_after_a_deal_are_all_the_sets_of_the_new_table():
    from game.rules.setgame.cards import sets_after_deal

    rng = random.Random(13)
    for _ in range(2000):
        size = rng.choice((3, 6, 9, 12, 15, 18, 21))
        table = rng.sample(DECK, size)
        new = rng.sample(table, min(size, rng.choice((3, 6, size))))
        old = [c for c in table if c not in new]
        assert sets_after_deal(table, all_sets(old), new) == all_sets(table)
