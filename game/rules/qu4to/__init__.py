"""QU4TO, the climbing card game: headless rules (cards, sets, moves, match flow, views and records)."""

from __future__ import annotations

from game.rules.qu4to.deal import HAND_SIZE
from game.rules.qu4to.moves import Draw, Keep, Move, Orient, Pass, Play, Rotate, parse_move
from game.rules.qu4to.observed import friend_view, from_observation
from game.rules.qu4to.state import Qu4toState, new_game

__all__ = [
    "HAND_SIZE",
    "Draw",
    "Keep",
    "Move",
    "Orient",
    "Pass",
    "Play",
    "Qu4toState",
    "Rotate",
    "friend_view",
    "from_observation",
    "new_game",
    "parse_move",
]
