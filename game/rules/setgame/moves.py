"""SET moves, options and events: small frozen values with a text form, shared by the state and its records."""

from __future__ import annotations

import math
from dataclasses import dataclass

from game.i18n import N_
from game.jsondoc import JSON
from game.rules.errors import NotationError
from game.rules.setgame.cards import check_card, format_cards, parse_card, parse_cards

MAX_PLAYERS = 4  # seats at a SET table

KINDS = ("take", "wrong", "timeout", "release")
#: The ways to play SET: classic, Set-Chain (each SET after the first uses one card of the one before) and
#: UltraSet (four cards whose two pairs complete to the same fifth card); docs/rules.md.
MODES = ("classic", "chain", "ultra")
#: The modes' names as players know them (names, never translated).
MODE_NAMES = {"classic": "SET", "chain": "Set-Chain", "ultra": "UltraSet"}
#: Cards in a claim: an UltraSet names four, every other mode three.
CLAIM_SIZES = (3, 4)
CARDLESS = ("timeout", "release")  # events that name no cards


@dataclass(frozen=True, order=True)
class Claim:
    """A seat says "SET!" for three cards (four in UltraSet); the cards are kept sorted so equal claims compare equal."""

    cards: tuple[int, ...]

    def __post_init__(self) -> None:
        cards = tuple(self.cards)
        if all(type(c) is int for c in cards):
            cards = tuple(sorted(cards))
        object.__setattr__(self, "cards", cards)

    @classmethod
    def of(cls, *cards: int) -> Claim:
        return cls(cards)

    def __str__(self) -> str:
        try:
            return "claim:" + format_cards(self.cards)
        except NotationError:
            return f"claim:{self.cards!r}"


def parse_claim(text: str) -> Claim:
    """``claim:1rso,2gtd,3pod`` (or ``claim 1rso 2gtd 3pod``, or just the cards; four for UltraSet) as a Claim."""
    if not isinstance(text, str):
        raise NotationError(
            N_("{text} is not a claim; write claims like claim:1rso,2gtd,3pod."), text=repr(text)
        )
    body = text.strip()
    for prefix in ("claim:", "claim "):
        if body.lower().startswith(prefix):
            body = body[len(prefix) :]
            break
    cards = parse_cards(body)
    if len(cards) not in CLAIM_SIZES or len(set(cards)) != len(cards):
        raise NotationError(
            N_("{text} is not a claim: a claim names three different cards."), text=repr(text)
        )
    return Claim(tuple(cards))


@dataclass(frozen=True)
class SetOptions:
    """The table's house rules: the 27-card junior deck, the points a wrong call costs (never below 0), and the
    mode (classic, chain or ultra)."""

    junior: bool = False
    penalty: int = 1
    mode: str = "classic"

    def __post_init__(self) -> None:
        if type(self.junior) is not bool:
            raise ValueError(f"junior must be True or False, not {self.junior!r}.")
        if type(self.penalty) is not int or not 0 <= self.penalty <= 9:
            raise ValueError(
                f"The wrong-call penalty is a whole number of points from 0 to 9, not {self.penalty!r}."
            )
        if self.mode not in MODES:
            raise ValueError(f"SET has no mode {self.mode!r}; the modes are {', '.join(MODES)}.")

    @property
    def deck_size(self) -> int:
        return 27 if self.junior else 81

    @property
    def claim_size(self) -> int:
        """Cards a claim names: four in UltraSet, else three."""
        return 4 if self.mode == "ultra" else 3

    def to_json(self) -> JSON:
        """The options; a classic game writes no mode, so its saves read as before and older saves as classic."""
        data: JSON = {"junior": self.junior, "penalty": self.penalty}
        if self.mode != "classic":
            data["mode"] = self.mode
        return data

    @classmethod
    def from_json(cls, data: object) -> SetOptions:
        if not isinstance(data, dict) or set(data) - {"junior", "penalty", "mode"}:
            raise NotationError(f"{data!r} are not SET options (junior, penalty, mode).")
        try:
            return cls(**data)
        except ValueError as exc:
            raise NotationError(str(exc)) from None


@dataclass(frozen=True)
class Event:
    """One line of the game's log: who took (or wrongly called) which cards, whose buzz timed out, at which move, and when.

    ``move`` is the 0-based index of the claim (a release carries the number of claims made before it), ``points``
    the change to the seat's score, ``dealt`` the cards dealt after a take, ``at`` optional seconds from the scene.
    """

    move: int
    seat: int
    kind: str
    cards: tuple[int, ...] = ()
    points: int = 0
    dealt: tuple[int, ...] = ()
    at: float | None = None

    def to_json(self) -> JSON:
        data: JSON = {"move": self.move, "seat": self.seat, "kind": self.kind}
        if self.kind not in CARDLESS:
            data["cards"] = format_cards(self.cards)
        if self.kind != "release":
            data["points"] = self.points
        if self.dealt:
            data["dealt"] = format_cards(self.dealt)
        if self.at is not None:
            data["at"] = self.at
        return data

    @classmethod
    def from_json(cls, data: object) -> Event:
        """The event ``to_json`` wrote; NotationError for anything else."""
        if not isinstance(data, dict):
            raise NotationError(f"{data!r} is not a SET event.")
        move, seat, kind = data.get("move"), data.get("seat"), data.get("kind")
        if type(move) is not int or move < 0 or type(seat) is not int or seat < 0 or kind not in KINDS:
            raise NotationError(f"{data!r} is not a SET event (move, seat, kind take/wrong/release).")
        cards = tuple(parse_cards(data.get("cards", ""))) if kind not in CARDLESS else ()
        if kind not in CARDLESS and len(cards) not in CLAIM_SIZES:
            raise NotationError(f"The {kind} event {data!r} does not name three (or four) cards.")
        points = data.get("points", 0)
        if type(points) is not int:
            raise NotationError(f"The points of event {data!r} are not a whole number.")
        return cls(
            move,
            seat,
            kind,
            cards,
            points,
            tuple(parse_cards(data.get("dealt", ""))),
            check_at(data.get("at")),
        )


NOT_A_TIME = N_("{at} is not a time in seconds.")


def check_at(at: object) -> float | None:
    """``at`` as seconds (None for no time stamp); NotationError for anything that is not a finite number."""
    if at is None:
        return None
    if (type(at) is int or type(at) is float) and math.isfinite(at):  # a bool is not a time
        return float(at)
    raise NotationError(NOT_A_TIME, at=repr(at))


def card_list(cards: object) -> tuple[int, ...]:
    """Card ids from a JSON list of notations (or ids); NotationError for anything else."""
    if not isinstance(cards, list | tuple):
        raise NotationError(f"{cards!r} is not a list of SET cards.")
    return tuple(check_card(c) if type(c) is int else parse_card(c) for c in cards)
