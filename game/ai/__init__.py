"""Headless opponents and analysis (no pygame). Quarto family: ``choose_move``, ``analyse``, ``LEVELS``."""

from __future__ import annotations

from game.ai.analysis import analyse
from game.ai.quarto_ai import LEVEL_TITLES, LEVELS, choose_move

__all__ = ["LEVELS", "LEVEL_TITLES", "analyse", "choose_move"]
