"""A call at the SET table: the move a seat makes (``SetCall``, written in the claim notation), what one call did
(``ClaimOutcome``, for the scene to animate and say), and what a seat's calls add up to (``SeatStats``).

The session (``session.py``) judges calls through the rules engine; these are the values it takes and gives back,
shared with the scenes and a friend's screen (the catalog's ``parse_move`` for SET is ``parse_call``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.jsondoc import JSON
from game.rules.setgame import Claim
from game.rules.setgame.moves import parse_claim


@dataclass(frozen=True)
class SetCall:
    """A seat calls SET at the table: the three cards and, where the caller's screen knows it, the session clock at
    their first pick (``since``), so a card dealt after it excuses a wrong call. The table's move type."""

    cards: tuple[int, ...]
    since: float | None = None

    def __str__(self) -> str:
        """The call in the rules' claim notation (``claim:1rso,2gtd,3pod``): what a friend's screen sends."""
        return str(Claim(self.cards))


def parse_call(text: str) -> SetCall:
    """A call written in the claim notation (three different cards, four in UltraSet); NotationError otherwise.
    The catalog's ``parse_move`` for SET: a friend's call arrives this way, its ``since`` set by the host."""
    return SetCall(parse_claim(text).cards)


@dataclass
class ClaimOutcome:
    """What one claim (or a buzzer's timeout) did: ``kind`` take | wrong | excused | found | again | refused (a
    puzzle's timeout), the cards, who, and a sentence. ``excused``: not a SET, but a card in it was dealt after the caller began picking (no penalty)."""

    kind: str
    seat: int
    cards: tuple[int, ...]
    text: str
    dealt: tuple[int, ...] = ()


@dataclass
class SeatStats:
    """Per seat: the seconds each SET took (from the last table change) and the wrong calls."""

    times: list[float] = field(default_factory=list)
    wrong: int = 0

    def to_json(self) -> JSON:
        return {"times": [round(t, 3) for t in self.times], "wrong": self.wrong}

    @classmethod
    def from_json(cls, data: object) -> SeatStats:
        if not isinstance(data, dict):
            return cls()
        times = [float(t) for t in data.get("times", []) if isinstance(t, int | float)]
        wrong = data.get("wrong", 0)
        return cls(times, wrong if isinstance(wrong, int) else 0)
