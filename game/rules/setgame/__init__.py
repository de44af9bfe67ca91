"""SET, headless: the deck and SET finding, the rules state, records, puzzles and the simulator's fast path.

``new_game(rng, players, **options)`` is the rules factory the catalog registers for SET.
"""

from __future__ import annotations

import random
from typing import TypedDict, Unpack

from game.jsondoc import JSON
from game.rules.setgame.cards import (
    DECK,
    JUNIOR_DECK,
    NEAR,
    THIRD,
    Card,
    all_sets,
    format_card,
    format_cards,
    has_set,
    is_set,
    parse_card,
    parse_cards,
    third,
)
from game.rules.setgame.moves import Claim, Event, SetOptions, parse_claim
from game.rules.setgame.puzzle import daily_puzzle, puzzle
from game.rules.setgame.state import SetState

__all__ = [
    "from_observation",
    "DECK",
    "JUNIOR_DECK",
    "NEAR",
    "THIRD",
    "Card",
    "Claim",
    "Event",
    "SetOptions",
    "SetState",
    "all_sets",
    "daily_puzzle",
    "format_card",
    "format_cards",
    "has_set",
    "is_set",
    "new_game",
    "parse_card",
    "parse_cards",
    "parse_claim",
    "puzzle",
    "third",
]


class SetOptionsGiven(TypedDict, total=False):
    """``SetOptions`` as the keywords ``new_game`` takes (any left out keep their defaults)."""

    junior: bool
    penalty: int
    mode: str


def new_game(
    rng: random.Random | None = None, players: int = 1, **options: Unpack[SetOptionsGiven]
) -> SetState:
    """A shuffled, dealt game; options are those of ``SetOptions`` (junior, penalty, mode)."""
    unknown = set(options) - {"junior", "penalty", "mode"}
    if unknown:
        raise ValueError(f"SET has no option {', '.join(sorted(unknown))}; it has junior, penalty and mode.")
    return SetState(rng, players, SetOptions(**options))


def from_observation(obs: JSON) -> SetState:
    """The joiner's state from the host's ``observation(seat)`` (``observed.py``)."""
    from game.rules.setgame.observed import from_observation as rebuild

    return rebuild(obs)
