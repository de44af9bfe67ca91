"""QU4TO cards and sets as small integers, with every table precomputed so the engine and bots stay fast.

A *kind* is one of the eleven card faces (0–9 the two-valued cards, 10 the QU4TO 4); copies of a kind are
interchangeable. A *held card* (code) is ``kind * 2 + up`` where ``up`` is 0 for green-up and 1 for blue-up: the
back shows ``up``, the face value is the value of the upright half.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterable
from itertools import product

GREEN, BLUE = 0, 1
UP_NAMES = ("green", "blue")

#: (green value, blue value, copies) per kind; kind 10 is the QU4TO card.
KINDS: tuple[tuple[int, int, int], ...] = (
    (1, 11, 5),
    (2, 10, 5),
    (3, 9, 5),
    (5, 8, 6),
    (6, 7, 5),
    (7, 6, 6),
    (8, 5, 6),
    (9, 3, 4),
    (10, 2, 5),
    (11, 1, 5),
    (4, 4, 8),
)
QU4TO = 10
NUM_KINDS = len(KINDS)
NUM_CODES = NUM_KINDS * 2
COPIES: tuple[int, ...] = tuple(k[2] for k in KINDS)
DECK_SIZE = sum(COPIES)
#: The full deck as kinds, in a fixed order; a shuffle of this is a deal.
FULL_DECK: tuple[int, ...] = tuple(kind for kind, copies in enumerate(COPIES) for _ in range(copies))

#: Face value of each held card.
VALUE: tuple[int, ...] = tuple(KINDS[code >> 1][code & 1] for code in range(NUM_CODES))
#: Rotating a card maps its value by this order-reversing pairing (there is no 4 on a two-valued card).
ROTATED_VALUE: dict[int, int] = {1: 11, 2: 10, 3: 9, 5: 8, 6: 7, 7: 6, 8: 5, 9: 3, 10: 2, 11: 1}


#: The two held cards that show ``value``: (green-up one, blue-up one).
def _codes_showing(value: int) -> tuple[int, int]:
    green, blue = (
        next(c for c in range(NUM_CODES) if VALUE[c] == value and c & 1 == up) for up in (GREEN, BLUE)
    )
    return green, blue


CODES_OF: dict[int, tuple[int, int]] = {v: _codes_showing(v) for v in range(1, 12)}
#: One character per kind, the hex digit of its green value: 1 2 3 5 6 7 8 9 a b, and 4 for QU4TO.
KIND_CHARS = "".join(format(k[0], "x") for k in KINDS)
KIND_OF_CHAR = {ch: kind for kind, ch in enumerate(KIND_CHARS)}

#: Set types: a run ranks below a same-number set of the same size.
RUN, SAME = 0, 1


def code_text(code: int) -> str:
    """``5g`` = a card showing 5 held green-up (the 5/8 card); ``8b`` = showing 8 held blue-up (also 5/8)."""
    return f"{VALUE[code]}{'gb'[code & 1]}"


CODE_TEXT: tuple[str, ...] = tuple(code_text(c) for c in range(NUM_CODES))
CODE_OF_TEXT: dict[str, int] = {t: c for c, t in enumerate(CODE_TEXT)}


#: Sets are written lowest value first (codes break ties), so ``5g-6g-7b`` reads as players say it.
ORDER_KEY: tuple[int, ...] = tuple(VALUE[c] * NUM_CODES + c for c in range(NUM_CODES))


def canon(codes: Iterable[int]) -> tuple[int, ...]:
    """Held cards in the one order a set is written and stored in."""
    return tuple(sorted(codes, key=ORDER_KEY.__getitem__))


def kind_text(kind: int) -> str:
    """How a card reads out of anyone's hand: ``5/8``, or ``4`` for a QU4TO card."""
    green, blue, _ = KINDS[kind]
    return "4" if kind == QU4TO else f"{green}/{blue}"


def _strength(values: tuple[int, ...]) -> int | None:
    """Strength of a sorted tuple of values, or None when it is not a set; higher beats lower."""
    n = len(values)
    if not 1 <= n <= 4:
        return None
    if values[0] == values[-1]:
        top = 12 if (n == 4 and values[0] == 4) else values[0]  # the quad 4-4-4-4 beats 11-11-11-11
        return n * 32 + SAME * 16 + top
    if n >= 2 and all(values[i + 1] == values[i] + 1 for i in range(n - 1)):
        return n * 32 + RUN * 16 + values[-1]
    return None


#: Every set of values (sorted tuple) with its strength: 44 same-number sets and 27 runs.
SET_STRENGTH: dict[tuple[int, ...], int] = {}
for _n in range(1, 5):
    _same = [(_v,) * _n for _v in range(1, 12)]
    _runs = [tuple(range(_low, _low + _n)) for _low in range(1, 13 - _n)] if _n >= 2 else []
    for _values in _same + _runs:
        _s = _strength(_values)
        if _s is not None:  # always a set, by construction
            SET_STRENGTH[_values] = _s
#: Sets in order of strength, for generating only those that beat a leading set.
SETS_BY_STRENGTH: tuple[tuple[int, tuple[int, ...]], ...] = tuple(
    sorted((s, vals) for vals, s in SET_STRENGTH.items())
)
STRENGTHS: tuple[int, ...] = tuple(s for s, _ in SETS_BY_STRENGTH)


def strength_of(values: Iterable[int]) -> int | None:
    """Strength of any collection of values, or None when they do not form a set."""
    return SET_STRENGTH.get(tuple(sorted(values)))


def set_name(codes: tuple[int, ...]) -> str:
    """A set as players say it: ``5-6-7``, ``2-2``."""
    return "-".join(str(VALUE[c]) for c in codes)


def _choices(vals: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every distinct way to hold a set of values as held cards (in ``canon`` order)."""
    out = set()
    for pick in product((GREEN, BLUE), repeat=len(vals)):
        out.add(canon(CODES_OF[v][up] for v, up in zip(vals, pick, strict=True)))
    return tuple(sorted(out, key=lambda codes: [ORDER_KEY[c] for c in codes]))


def _needs(items: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """(item, how many) pairs of a tuple with repeats."""
    return tuple((x, items.count(x)) for x in sorted(set(items)))


#: For each set in strength order: (strength, the values it needs with counts, every way to hold it as
#: (sorted codes, codes needed with counts)).
SET_TABLE: tuple[
    tuple[int, tuple[tuple[int, int], ...], tuple[tuple[tuple[int, ...], tuple[tuple[int, int], ...]], ...]],
    ...,
] = tuple(
    (s, _needs(vals), tuple((codes, _needs(codes)) for codes in _choices(vals)))
    for s, vals in SETS_BY_STRENGTH
)


def playable(counts: list[int], above: int = -1) -> list[tuple[int, ...]]:
    """Every set (as ``canon`` held cards) a hand can play that is stronger than ``above``."""
    vc = [0] * 13
    for v, (g, b) in CODES_OF.items():
        vc[v] = counts[g] + counts[b]
    out = []
    for _s, needs, choices in SET_TABLE[bisect_right(STRENGTHS, above) :]:
        for v, n in needs:
            if vc[v] < n:
                break
        else:
            for codes, cneeds in choices:
                for c, n in cneeds:
                    if counts[c] < n:
                        break
                else:
                    out.append(codes)
    return out


def count_codes(codes: Iterable[int]) -> list[int]:
    """A hand as counts per held card."""
    counts = [0] * NUM_CODES
    for c in codes:
        counts[c] += 1
    return counts
