"""QU4TO's worker job: 'move' (a level's choice for the seat to act), run off the frame by ``game.ai.worker``."""

from __future__ import annotations

import random
import time

from game.ai.qu4to_ai import choose_move
from game.jsondoc import JSON
from game.rules.qu4to.state import Qu4toState


def run_job(kind: str, state_json: JSON, level: str, seed: int, budget_s: float | None) -> JSON:
    """One job: plain data back, ``{"error": ...}`` for a job it does not know."""
    if kind != "move":
        return {"error": f"unknown job kind {kind!r}"}
    state = Qu4toState.from_json(state_json)
    start = time.perf_counter()
    move = choose_move(state, level, random.Random(seed), budget_s)
    return {"move": str(move), "seconds": round(time.perf_counter() - start, 3)}
