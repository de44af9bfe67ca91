"""SET's words in the language in use (issue #30): the cards' features and values, and why three cards are or
are not a SET -- each "two are striped, one is solid" a whole sentence of its own, so a translator can make the
adjectives agree. The rules say it in English once (``game.rules.setgame.explain``); players read it from here.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.i18n import _, pgettext
from game.rules.setgame.cards import COLOURS, SHADINGS, SHAPES, Card
from game.rules.setgame.explain import odd_card, verdicts
from game.rules.setgame.ultra import is_ultra


def feature_name(feature: str) -> str:
    """ "Number", "Colour", "Shading" or "Shape", translated."""
    names = {"Number": _("Number"), "Colour": _("Colour"), "Shading": _("Shading"), "Shape": _("Shape")}
    return names.get(feature, feature)


def value_word(value: str) -> str:
    """A SET card's value ("two", "purple", "striped", "squiggle"), translated."""
    words = {
        "one": pgettext("SET card", "one"),
        "two": pgettext("SET card", "two"),
        "three": pgettext("SET card", "three"),
        "red": pgettext("SET card", "red"),
        "purple": pgettext("SET card", "purple"),
        "green": pgettext("SET card", "green"),
        "solid": pgettext("SET card", "solid"),
        "striped": pgettext("SET card", "striped"),
        "outlined": pgettext("SET card", "outlined"),
        "oval": pgettext("SET card", "oval"),
        "squiggle": pgettext("SET card", "squiggle"),
        "diamond": pgettext("SET card", "diamond"),
    }
    return words.get(value, value)


def card_words(card: int) -> str:
    """One card by its four features, as the table marks a wrong call's cards: "2 · red · solid · diamond" (a
    list, not a phrase, so no language has to make the adjectives agree)."""
    c = Card.of(card)
    values = (COLOURS[c.colour], SHADINGS[c.shading], SHAPES[c.shape])
    return " · ".join((str(c.number + 1), *(value_word(v) for v in values)))


def verdict_word(why: str) -> str:
    """How one feature of three cards stands: "all the same", "all different" or "two alike, one not"."""
    words = {
        "all the same": _("all the same"),
        "all different": _("all different"),
        "two alike, one not": _("two alike, one not"),
    }
    return words.get(why, why)


def fault_words(feature: str, alike: str, odd: str) -> str:
    """One feature that breaks the rule, as a whole sentence: "two are striped, one is solid"."""
    faults = {
        ("Number", "one", "two"): _("two have one shape, one has two"),
        ("Number", "one", "three"): _("two have one shape, one has three"),
        ("Number", "two", "one"): _("two have two shapes, one has one"),
        ("Number", "two", "three"): _("two have two shapes, one has three"),
        ("Number", "three", "one"): _("two have three shapes, one has one"),
        ("Number", "three", "two"): _("two have three shapes, one has two"),
        ("Colour", "red", "purple"): _("two are red, one is purple"),
        ("Colour", "red", "green"): _("two are red, one is green"),
        ("Colour", "purple", "red"): _("two are purple, one is red"),
        ("Colour", "purple", "green"): _("two are purple, one is green"),
        ("Colour", "green", "red"): _("two are green, one is red"),
        ("Colour", "green", "purple"): _("two are green, one is purple"),
        ("Shading", "solid", "striped"): _("two are solid, one is striped"),
        ("Shading", "solid", "outlined"): _("two are solid, one is outlined"),
        ("Shading", "striped", "solid"): _("two are striped, one is solid"),
        ("Shading", "striped", "outlined"): _("two are striped, one is outlined"),
        ("Shading", "outlined", "solid"): _("two are outlined, one is solid"),
        ("Shading", "outlined", "striped"): _("two are outlined, one is striped"),
        ("Shape", "oval", "squiggle"): _("two are ovals, one is a squiggle"),
        ("Shape", "oval", "diamond"): _("two are ovals, one is a diamond"),
        ("Shape", "squiggle", "oval"): _("two are squiggles, one is an oval"),
        ("Shape", "squiggle", "diamond"): _("two are squiggles, one is a diamond"),
        ("Shape", "diamond", "oval"): _("two are diamonds, one is an oval"),
        ("Shape", "diamond", "squiggle"): _("two are diamonds, one is a squiggle"),
    }
    return faults[(feature, alike, odd)]


def faults(cards: Sequence[int]) -> list[tuple[str, int, str]]:
    """Each feature that breaks the rule: (its name, the odd card's index, the translated sentence)."""
    out = []
    for v in verdicts(cards):
        odd = odd_card(v.values)
        if odd is not None:
            out.append((v.name, odd, fault_words(v.name, v.values[(odd + 1) % 3], v.values[odd])))
    return out


def why_not(cards: Sequence[int]) -> str:
    """ "Not a SET: two are striped, one is solid." naming every feature that breaks the rule ("" for a SET);
    four cards are an UltraSet's claim, and say so in its words."""
    if len(cards) == 4:
        return "" if is_ultra(cards) else mode_why_not("ultra", cards)
    found = faults(cards)
    if not found:
        return ""
    return _("Not a SET: {faults}.").format(faults="; ".join(phrase for _name, _odd, phrase in found))


def mode_why_not(mode: str, cards: Sequence[int]) -> str:
    """Why a wrong call in ``mode`` does not score: an UltraSet's four cards, else ``why_not`` of three."""
    if mode == "ultra" or len(cards) != 3:
        return _("Not an UltraSet: no two pairs of these four cards complete to the same card.")
    return why_not(cards)
