"""Why three cards are or are not a SET, feature by feature, in a player's words.

One place for the wording: the how-to figures, the lesson and the table all say it the same way, e.g.
"Not a SET: two are striped, one is solid."
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from game.rules.setgame.cards import COLOURS, NUMBERS, SHADINGS, SHAPES, Card

FEATURES = (("Number", NUMBERS), ("Colour", COLOURS), ("Shading", SHADINGS), ("Shape", SHAPES))
_ARTICLE = {"oval": "an oval", "squiggle": "a squiggle", "diamond": "a diamond"}


class FeatureVerdict(NamedTuple):
    """One feature of three cards: its name, the three values, whether it passes, and why."""

    name: str
    values: list[str]
    ok: bool
    why: str


def verdicts(cards: Sequence[int]) -> list[FeatureVerdict]:
    """Per feature (number, colour, shading, shape): the three cards' values and whether the rule holds."""
    if len(cards) != 3:
        raise ValueError(f"A SET is three cards, not {len(cards)}.")
    specs = [Card.of(c) for c in cards]
    out = []
    for i, (name, words) in enumerate(FEATURES):
        values = [(s.number, s.colour, s.shading, s.shape)[i] for s in specs]
        kinds = len(set(values))
        why = "all the same" if kinds == 1 else "all different" if kinds == 3 else "two alike, one not"
        out.append(FeatureVerdict(name, [words[v] for v in values], kinds != 2, why))
    return out


def odd_card(values: Sequence[str]) -> int | None:
    """Which of three values is the odd one when exactly two are alike (its index), else None."""
    a, b, c = values
    if a == b != c:
        return 2
    if a == c != b:
        return 1
    if b == c != a:
        return 0
    return None


def _phrase(feature: str, alike: str, odd: str) -> str:
    """ "two are striped, one is solid" for one feature that breaks the rule."""
    if feature == "Number":
        shapes = "shape" if alike == "one" else "shapes"
        return f"two have {alike} {shapes}, one has {odd}"
    if feature == "Shape":
        return f"two are {alike}s, one is {_ARTICLE[odd]}"
    return f"two are {alike}, one is {odd}"


def broken(cards: Sequence[int]) -> list[tuple[str, int, str]]:
    """Each feature that breaks the rule: (its name, the odd card's index among the three, the phrase)."""
    out = []
    for v in verdicts(cards):
        odd = odd_card(v.values)
        if odd is not None:
            alike = v.values[(odd + 1) % 3]
            out.append((v.name, odd, _phrase(v.name, alike, v.values[odd])))
    return out


def why_not(cards: Sequence[int]) -> str:
    """ "Not a SET: two are striped, one is solid." naming every feature that breaks the rule ("" for a SET)."""
    faults = broken(cards)
    if not faults:
        return ""
    return "Not a SET: " + "; ".join(phrase for _name, _odd, phrase in faults) + "."
