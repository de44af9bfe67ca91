"""QU4TO moves: small frozen dataclasses, interned so bots and simulations never allocate one per turn.

Text forms (docs/notation.md): ``orient green``, ``play 5g-6g-7b``, ``rotate 5g``, ``draw``, ``keep blue``,
``pass``. A pass by drawing is two moves, ``draw`` then ``keep``, because the orientation is chosen after seeing
the card and nobody else sees it.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import N_
from game.rules.errors import NotationError
from game.rules.qu4to.cards import CODE_OF_TEXT, CODE_TEXT, NUM_CODES, UP_NAMES, canon


@dataclass(frozen=True, slots=True)
class Orient:
    """At the start of a round: hold the whole hand green-up (0) or blue-up (1)."""

    up: int

    def __str__(self) -> str:
        return f"orient {UP_NAMES[self.up]}"


@dataclass(frozen=True, slots=True)
class Play:
    """Lead or beat with these held cards (codes in ``cards.canon`` order: lowest value first)."""

    codes: tuple[int, ...]

    def __str__(self) -> str:
        return "play " + "-".join(CODE_TEXT[c] for c in self.codes)


@dataclass(frozen=True, slots=True)
class Rotate:
    """Pass by turning one card in hand end over end, so it shows its other value."""

    code: int

    def __str__(self) -> str:
        return f"rotate {CODE_TEXT[self.code]}"


@dataclass(frozen=True, slots=True)
class Draw:
    """Pass by drawing the top card of the deck; a ``Keep`` follows once the card is seen."""

    def __str__(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Keep:
    """Put the card just drawn into the hand green-up (0) or blue-up (1)."""

    up: int

    def __str__(self) -> str:
        return f"keep {UP_NAMES[self.up]}"


@dataclass(frozen=True, slots=True)
class Pass:
    """The free pass, allowed only when the deck and the reshuffled discard would both be empty."""

    def __str__(self) -> str:
        return "pass"


Move = Orient | Play | Rotate | Draw | Keep | Pass


def seen_by_others(move: Move) -> str:
    """The move as the other seats see it: a rotated card stays in its hand, so its face is not named."""
    return "rotate" if isinstance(move, Rotate) else str(move)


ORIENT = (Orient(0), Orient(1))
KEEP = (Keep(0), Keep(1))
ROTATE = tuple(Rotate(c) for c in range(NUM_CODES))
DRAW = Draw()
PASS = Pass()
_PLAYS: dict[tuple[int, ...], Play] = {}


def play_of(codes: tuple[int, ...]) -> Play:
    """The one Play object for these codes (already in ``canon`` order)."""
    move = _PLAYS.get(codes)
    if move is None:
        move = _PLAYS[codes] = Play(codes)
    return move


def _code(text: str) -> int:
    code = CODE_OF_TEXT.get(text.strip().lower())
    if code is None:
        raise NotationError(
            N_("{text} is not a held card; write its value and g or b, e.g. 5g or 11b."), text=repr(text)
        )
    return code


def _up(text: str) -> int:
    word = text.strip().lower()
    if word in ("green", "g"):
        return 0
    if word in ("blue", "b"):
        return 1
    raise NotationError(N_("{text} is not an orientation; write green or blue."), text=repr(text))


NOT_A_MOVE = N_("{text} is not a move (orient, play, rotate, draw, keep or pass).")


def parse_move(text: str) -> Move:
    """The move a text names; NotationError with a readable reason otherwise."""
    word, _, rest = text.strip().partition(" ")
    word = word.lower()
    rest = rest.strip()
    if word in ("draw", "pass") and rest:
        raise NotationError(N_("{word} takes nothing after it: {text}."), word=repr(word), text=repr(text))
    if word == "draw":
        return DRAW
    if word == "pass":
        return PASS
    if not rest:
        raise NotationError(NOT_A_MOVE, text=repr(text))
    if word == "orient":
        return ORIENT[_up(rest)]
    if word == "keep":
        return KEEP[_up(rest)]
    if word == "rotate":
        return ROTATE[_code(rest)]
    if word == "play":
        return play_of(canon(_code(part) for part in rest.split("-")))
    raise NotationError(NOT_A_MOVE, text=repr(text))
