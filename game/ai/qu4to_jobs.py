"""QU4TO's worker jobs, run off the frame by ``game.ai.worker``: 'move' (a level's choice for the seat to act),
'hint' (Expert's choice for the seat to act with one sentence why) and 'review' (the coach's verdict on one
decision of a record: ``state_json`` is ``{"record": text, "turn": n}``)."""

from __future__ import annotations

import random
import time

from game.ai.qu4to_ai import choose_move
from game.ai.qu4to_expert import PLAYOUTS
from game.jsondoc import JSON
from game.rules.qu4to.state import Qu4toState


def _hint(job: JSON, seed: int, budget_s: float | None) -> JSON:
    """The table's Hint: ``job`` is the state's JSON, or ``{"state": ..., "playouts": n}`` (fewer playouts headless);
    the answer is ``expert_hint``'s, so it does not depend on ``seed``."""
    from game.ai.qu4to_hint import HINT_CAP_S, expert_hint
    from game.play.qu4to.coach_words import move_words, praise

    playouts = job.get("playouts", PLAYOUTS) if "state" in job else PLAYOUTS
    state = Qu4toState.from_json(job["state"] if "state" in job else job)
    move = expert_hint(state, int(playouts), HINT_CAP_S if budget_s is None else budget_s)
    return {"move": str(move), "say": move_words(state, move), "why": praise(state, move)}


def _review(job: JSON, seed: int, budget_s: float | None) -> JSON:
    from game.ai.qu4to_expert_review import BUDGET_S, REVIEW_PLAYOUTS, decisions, judge_turn
    from game.rules.errors import NotationError
    from game.rules.qu4to.moves import parse_move

    text, turn = job.get("record"), job.get("turn")
    if not isinstance(text, str) or not isinstance(turn, int):
        return {"error": "a review job needs the record's text and a turn number"}
    playouts = job.get("playouts", REVIEW_PLAYOUTS)  # the CLI's: the same verdicts for the same seed
    hint = None
    if isinstance(job.get("hint"), str):  # the table's Hint for this decision: the review reads the same move
        try:
            hint = parse_move(str(job["hint"]))
        except NotationError:
            hint = None
    for n, state, played in decisions(text):
        if n == turn:
            budget = BUDGET_S if budget_s is None else budget_s
            return judge_turn(state, n, played, seed, budget, int(playouts), hint)
    return {"error": f"the record has no turn {turn}"}


def run_job(kind: str, state_json: JSON, level: str, seed: int, budget_s: float | None) -> JSON:
    """One job: plain data back, ``{"error": ...}`` for a job it does not know."""
    start = time.perf_counter()
    if kind == "move":
        state = Qu4toState.from_json(state_json)
        out: JSON = {"move": str(choose_move(state, level, random.Random(seed), budget_s))}
    elif kind == "hint":
        out = _hint(state_json, seed, budget_s)
    elif kind == "review":
        out = _review(state_json, seed, budget_s)
    else:
        return {"error": f"unknown job kind {kind!r}"}
    out["seconds"] = round(time.perf_counter() - start, 3)
    return out
