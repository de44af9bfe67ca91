"""The Quarto-family rules engine: Quarto, SET Quarto, Aces & Faces and Common Sense, every variant.

This module gathers the public API from its parts:
- ``moves``: ``Variant``, ``Give``, ``Place``, ``Call``, ``parse_move``, ``Outcome``, ``WinPattern``,
  ``CallWindow``.
- ``state``: ``QuartoState`` (give / place / call, undo, observation, JSON, records), built on ``core``'s
  ``QuartoCore`` (the only code that changes a game's fields); ``record`` reads and writes saves and records as
  plain data (a ``Setup``) that the state builds itself from.
- ``match``: ``Match`` (running score, next first giver).
- ``tables``: ``LINES``, ``SQUARES``, ``VALUES``/``COMPLETERS`` (the one "completes a line" test),
  ``completed``, ``threats``, ``completers``, ``shares_attribute``, ``shared_values``, ``geometry``;
  ``unmarked``: the unmarked board's placement rule.
- ``fast``: ``random_playout`` (a bit-mask fast path for random games).
- ``pieces``: ``PIECE_SETS``, ``PieceSet``, ``Attribute``.
Rule decisions where the source rules are silent are listed in docs/rules.md.
"""

from __future__ import annotations

import random
from typing import Unpack

from game.jsondoc import JSON
from game.rules.errors import IllegalMove, NotationError
from game.rules.quarto.fast import random_playout
from game.rules.quarto.match import Match
from game.rules.quarto.moves import (
    Call,
    CallWindow,
    Give,
    Move,
    Outcome,
    Place,
    Variant,
    VariantOptions,
    WinPattern,
    parse_move,
)
from game.rules.quarto.pieces import PIECE_SETS, Attribute, PieceSet
from game.rules.quarto.state import QuartoState
from game.rules.quarto.tables import LINES, SQUARES, geometry, shared_values, shares_attribute


def new_game(
    rng: random.Random, first_giver: int | None = None, **variant: Unpack[VariantOptions]
) -> QuartoState:
    """The catalog's rules factory: a fresh game of ``Variant(**variant)``; the first giver drawn if None."""
    return QuartoState(Variant(**variant), rng, first_giver=first_giver)


__all__ = [
    "LINES",
    "PIECE_SETS",
    "SQUARES",
    "Attribute",
    "Call",
    "CallWindow",
    "Give",
    "IllegalMove",
    "Match",
    "Move",
    "NotationError",
    "Outcome",
    "PieceSet",
    "Place",
    "QuartoState",
    "Variant",
    "WinPattern",
    "from_observation",
    "geometry",
    "new_game",
    "parse_move",
    "random_playout",
    "shared_values",
    "shares_attribute",
]


def from_observation(obs: JSON) -> QuartoState:
    """The joiner's state from the host's ``observation(seat)`` (``observed.py``)."""
    from game.rules.quarto.observed import from_observation as rebuild

    return rebuild(obs)
