"""Today's challenge: the screen (``DailyScene``) and its calendar."""

from __future__ import annotations

from game.scenes.daily.scene import DailyScene

__all__ = ["DailyScene"]
