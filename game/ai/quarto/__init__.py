"""Quarto-family opponents and analysis (no pygame): ``choose_move``, ``analyse``, ``LEVELS``, and ``run_job``
(the catalog's entry for the worker process)."""

from __future__ import annotations

from game.ai.quarto.analysis import analyse
from game.ai.quarto.jobs import run_job
from game.ai.quarto.levels import LEVEL_TITLES, LEVELS, choose_move

__all__ = ["LEVELS", "LEVEL_TITLES", "analyse", "choose_move", "run_job"]
