"""The player's statistics (``StatsBook``, in game.play.stats), stored as versioned JSON in the user data dir.
The saved games Continue resumes live in ``game.saves``."""

from __future__ import annotations

from game.play.stats import StatsBook, level_title

__all__ = ["StatsBook", "level_title"]
