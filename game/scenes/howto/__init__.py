"""How to play: illustrated pages for the five games, drawn with each game's own art (see ``scene``)."""

from __future__ import annotations

from game.scenes.howto.scene import RulesScene

__all__ = ["RulesScene"]
