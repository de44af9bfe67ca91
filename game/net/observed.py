"""Per rules family, how a joiner rebuilds the game from the ``observation`` the host sent it (headless).

A ``"module:attribute"`` string per family, loaded on use as the catalog does, so importing this loads no rules.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game import catalog
from game.jsondoc import JSON

REBUILDERS = {
    "quarto": "game.rules.quarto:from_observation",
    "qu4to": "game.rules.qu4to:from_observation",
    "set": "game.rules.setgame:from_observation",
}


def rebuilder(family: str) -> Callable[[JSON], Any]:
    """``from_observation`` of ``family``: a state whose ``observation(seat)`` is what the seat was shown."""
    path = REBUILDERS.get(family)
    if path is None:
        raise ValueError(f"a joiner cannot play {family} yet")
    rebuild: Callable[[JSON], Any] = catalog.load(path)
    return rebuild
