"""The Quarto family's worker jobs: 'move' (a level's choice), 'analyse' (the hint's opinion, exact where its
budget reaches) and 'review' (the coach's verdict on every turn of the game so far; ``budget_s`` is the seconds
per estimated turn)."""

from __future__ import annotations

import random
import time

from game.ai.quarto.analysis import analyse
from game.ai.quarto.levels import choose_move
from game.ai.quarto.review import review_game
from game.jsondoc import JSON
from game.rules.quarto.state import QuartoState


def run_job(kind: str, state_json: JSON, level: str, seed: int, budget_s: float | None) -> JSON:
    """One job for ``game.ai.worker``: plain data back, ``{"error": ...}`` for a job it does not know."""
    state = QuartoState.from_json(state_json)
    if kind == "move":
        start = time.perf_counter()
        move = choose_move(state, level, random.Random(seed), budget_s)
        return {"move": str(move), "seconds": round(time.perf_counter() - start, 3)}
    if kind == "analyse":
        return analyse(state, budget_s=budget_s)
    if kind == "review":
        return review_game(state, budget_s)
    return {"error": f"unknown job kind {kind!r}"}
