"""The Statistics screen: a scene (one tab per game) and its drawing helpers (tiles, tables, a bar chart)."""

from game.scenes.stats_screen.scene import StatsScene

__all__ = ["StatsScene"]
