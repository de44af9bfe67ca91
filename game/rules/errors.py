"""The one exception every rules engine raises for a move a player may not make."""

from __future__ import annotations


class IllegalMove(ValueError):
    """An action the rules forbid; the message is a sentence a player can read."""


class NotationError(ValueError):
    """Text that is not a well-formed position or game record; the message says what is wrong."""
