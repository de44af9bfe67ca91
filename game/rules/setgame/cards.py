"""The SET deck: cards as ints 0..80, their four-character notation, and fast SET finding.

A card id is ``27 * (number - 1) + 9 * colour + 3 * shading + shape``, the order of ``game.art.setcards.all_cards``
(count, colour, fill, shape), so ``Card(i).art`` is what the painter takes. The third card that completes any two
comes from a precomputed 81 × 81 table, so finding every SET on a table is one lookup per pair of cards.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.i18n import N_
from game.rules.errors import NotationError

NUMBERS = ("one", "two", "three")
COLOURS = ("red", "purple", "green")
SHADINGS = ("solid", "striped", "outlined")
SHAPES = ("oval", "squiggle", "diamond")

COLOUR_LETTERS = "rpg"
SHADING_LETTERS = "sto"
SHAPE_LETTERS = "osd"  # oval, squiggle, diamond: the painter's shape order

DECK: tuple[int, ...] = tuple(range(81))
#: The junior deck: solid cards only (shading 0), so three features vary.
JUNIOR_DECK: tuple[int, ...] = tuple(c for c in DECK if (c // 3) % 3 == 0)


def _digits(card: int) -> tuple[int, int, int, int]:
    return card // 27, card // 9 % 3, card // 3 % 3, card % 3


def _card(digits: Iterable[int]) -> int:
    n, c, f, s = digits
    return 27 * n + 9 * c + 3 * f + s


def _complete(a: int, b: int) -> int:
    return _card((-x - y) % 3 for x, y in zip(_digits(a), _digits(b), strict=True))


#: THIRD[a][b] is the card that makes a SET with a and b (a itself when a == b).
THIRD: tuple[tuple[int, ...], ...] = tuple(tuple(_complete(a, b) for b in DECK) for a in DECK)
#: NEAR[c]: the eight cards that differ from c in exactly one feature, the cards a hurried eye mistakes for c.
NEAR: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        _card(d[:i] + ((d[i] + k) % 3,) + d[i + 1 :]) for i in range(4) for k in (1, 2) for d in (_digits(c),)
    )
    for c in DECK
)


@dataclass(frozen=True)
class Card:
    """A card's four features, each 0..2 (number 0 is "one"), and its notation such as ``2gso``."""

    number: int
    colour: int
    shading: int
    shape: int

    @classmethod
    def of(cls, card: int) -> Card:
        """The features of card id ``card`` (0..80)."""
        check_card(card)
        return cls(*_digits(card))

    @classmethod
    def parse(cls, text: str) -> Card:
        """The card written as four characters, e.g. ``2gso``; NotationError otherwise."""
        return cls.of(parse_card(text))

    @property
    def id(self) -> int:
        return _card((self.number, self.colour, self.shading, self.shape))

    @property
    def art(self) -> tuple[int, int, int, int]:
        """(count 1..3, colour, fill, shape): the spec ``game.art.setcards.set_card_face`` draws."""
        return self.number + 1, self.colour, self.shading, self.shape

    @property
    def name(self) -> str:
        """A player-facing name: "two green solid ovals"."""
        shape = SHAPES[self.shape] + ("s" if self.number else "")
        return f"{NUMBERS[self.number]} {COLOURS[self.colour]} {SHADINGS[self.shading]} {shape}"

    def __str__(self) -> str:
        return format_card(self.id)


def check_card(card: object) -> int:
    """``card`` itself when it is a card id; NotationError otherwise (also for bools, which are ints)."""
    if type(card) is not int or not 0 <= card < 81:
        raise NotationError(N_("{card} is not a SET card (cards are numbered 0 to 80)."), card=repr(card))
    return card


def format_card(card: int) -> str:
    """Four characters: number 1-3, colour r/p/g, shading s/t/o, shape o/s/d."""
    n, c, f, s = _digits(check_card(card))
    return f"{n + 1}{COLOUR_LETTERS[c]}{SHADING_LETTERS[f]}{SHAPE_LETTERS[s]}"


_PARSE = {format_card(c): c for c in DECK}


def parse_card(text: object) -> int:
    """The card id written as ``text`` (case and surrounding space ignored); NotationError names the fault."""
    if not isinstance(text, str):
        raise NotationError(N_("{text} is not a SET card; write cards like 2gso."), text=repr(text))
    key = text.strip().lower()
    if key in _PARSE:
        return _PARSE[key]
    if len(key) != 4:
        raise NotationError(
            N_("{text} is not a SET card: a card is four characters, like 2gso."), text=repr(text)
        )
    for char, allowed, what in zip(
        key,
        ("123", COLOUR_LETTERS, SHADING_LETTERS, SHAPE_LETTERS),
        (
            N_("{text} is not a SET card: {char} is not a number (1, 2, 3)."),
            N_("{text} is not a SET card: {char} is not a colour (r, p, g)."),
            N_("{text} is not a SET card: {char} is not a shading (s, t, o)."),
            N_("{text} is not a SET card: {char} is not a shape (o, s, d)."),
        ),
        strict=True,
    ):
        if char not in allowed:
            raise NotationError(what, text=repr(text), char=repr(char))
    raise NotationError(
        N_("{text} is not a SET card."), text=repr(text)
    )  # unreachable: every valid key is in _PARSE


def format_cards(cards: Iterable[int]) -> str:
    """Cards joined by commas, e.g. ``1rso,2gtd,3pod``."""
    return ",".join(format_card(c) for c in cards)


def parse_cards(text: str) -> list[int]:
    """Cards separated by commas and/or spaces; NotationError for any bad one."""
    if not isinstance(text, str):
        raise NotationError(N_("{text} is not a list of SET cards."), text=repr(text))
    return [parse_card(part) for part in text.replace(",", " ").split()]


def third(a: int, b: int) -> int:
    """The one card that makes a SET with two different cards ``a`` and ``b``."""
    check_card(a)
    check_card(b)
    if a == b:
        raise ValueError("Two different cards are needed to name a third.")
    return THIRD[a][b]


def is_set(a: int, b: int, c: int) -> bool:
    """True when, feature by feature, the three cards are all the same or all different."""
    return a != b and THIRD[a][b] == c


def all_sets(cards: Iterable[int]) -> list[tuple[int, int, int]]:
    """Every SET among ``cards``, each as (a, b, c) with a < b < c, in increasing order."""
    cards = sorted(cards)
    mask = 0
    for card in cards:
        mask |= 1 << card
    return [
        (a, b, c)
        for i, a in enumerate(cards)
        for row in (THIRD[a],)
        for b in cards[i + 1 :]
        if (c := row[b]) > b and mask >> c & 1
    ]


def sets_after_deal(
    table: Sequence[int], kept: Iterable[tuple[int, int, int]], new: Iterable[int]
) -> list[tuple[int, int, int]]:
    """``all_sets(table)`` for a table that just gained the ``new`` cards, given the SETs ``kept`` among the others.

    Only pairs with a new card are looked at (about half the work of ``all_sets`` after a deal-back).
    """
    mask = 0
    for card in table:
        mask |= 1 << card
    found = list(kept)
    earlier = 0  # new cards already paired with every card: their SETs are found
    for x in new:
        earlier |= 1 << x
        row = THIRD[x]
        for y in table:
            c = row[y]
            if y < c and mask >> c & 1 and not (earlier >> y & 1 or earlier >> c & 1):
                found.append((x, y, c) if x < y else (y, x, c) if x < c else (y, c, x))
    found.sort()
    return found


def has_set(cards: Sequence[int]) -> bool:
    """True when some three of ``cards`` form a SET; stops at the first one."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    for i, a in enumerate(cards):
        row = THIRD[a]
        for b in cards[i + 1 :]:
            if mask >> row[b] & 1 and row[b] != a:
                return True
    return False
