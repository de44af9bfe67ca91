"""The one exception every rules engine raises for a move a player may not make."""

from __future__ import annotations

import json

from game.jsondoc import JSON


class IllegalMove(ValueError):
    """An action the rules forbid; the message is a sentence a player can read."""


class NotationError(ValueError):
    """Text that is not a well-formed position or game record; the message says what is wrong."""


def json_object(data: object, what: str) -> JSON:
    """``data`` as a JSON object: a dict as it is, text parsed; NotationError naming ``what`` otherwise (one
    reader for every saved game, match and variant, so they all refuse bad input the same way)."""
    if isinstance(data, str | bytes):
        try:
            data = json.loads(data)
        except ValueError as exc:
            raise NotationError(f"This is not {what}: {exc}.") from None
    if not isinstance(data, dict):
        raise NotationError(f"{what[0].upper()}{what[1:]} is a JSON object.")
    return data
