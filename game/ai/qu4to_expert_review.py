"""The QU4TO coach: Expert's choice at every decision of a recorded match and what the played action cost.

Each decision is judged from the acting seat's information only (``qu4to_expert.judge`` re-deals what that seat
could not see). The cost of the played action is Expert's best action's mean points margin minus the played one's,
measured on one more set of re-dealt worlds both meet (common random numbers), and never below 0.

A record is the text ``python -m game.sim qu4to --record`` writes and a table keeps (docs/notation.md), or a JSON
document holding one: a saved QU4TO game, a table's save slot, or a history entry.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator

from game.ai.qu4to_ai import expert_policy
from game.ai.qu4to_expert import PLAYOUTS, compare
from game.ai.qu4to_hint import HINT_CAP_S, expert_hint
from game.i18n import N_, Sentence
from game.jsondoc import JSON
from game.play.qu4to.coach_lessons import why
from game.rules.errors import AT, LINE, NotationError
from game.rules.qu4to.cards import KIND_OF_CHAR
from game.rules.qu4to.moves import Move, parse_move
from game.rules.qu4to.state import Qu4toState

#: Worlds on which the played action and Expert's are compared (192, not 48: the loss between two of Expert's own
#: answers fell from 0.40 to 0.29 at its 90th percentile, docs/performance.md), and the playouts Expert judges a
#: decision with: the Hint's own (``expert_hint``), so the review's choice is the table's for the same position.
WORLDS = 192
REVIEW_PLAYOUTS = PLAYOUTS
#: Seconds per decision when no budget is given (a cap: the playout counts decide the verdict).
BUDGET_S = HINT_CAP_S


def record_text(text: str) -> str:
    """The QU4TO record in ``text``: the text itself, or the one inside a JSON save or history entry."""
    if not text.lstrip().startswith("{"):
        return text
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise NotationError(
            AT,
            where=Sentence(LINE, n=exc.lineno),
            problem=Sentence(N_("this JSON cannot be read ({error})."), error=exc.msg),
        ) from None
    for _ in range(4):  # a history entry, a saved game, a table's session, a save slot: at most this deep
        if not isinstance(data, dict):
            break
        if isinstance(data.get("record"), str):
            return str(data["record"])
        data = data.get("state", data.get("data"))  # a save slot keeps its game under "data"
    raise NotationError(
        AT,
        where=Sentence(LINE, n=1),
        problem=Sentence(N_("this JSON holds no QU4TO record (no 'record' text in it).")),
    )


def _replayed(text: str) -> Qu4toState:
    """The whole match (every line checked against the rules); NotationError always names a line."""
    try:
        return Qu4toState.replay(text)
    except NotationError as exc:
        words = str(exc)
        if words.startswith("line "):
            raise
        lines = text.splitlines()
        where = 1 if "header" in words or not lines else len(lines)
        raise NotationError(AT, where=Sentence(LINE, n=where), problem=exc.sentence) from None


def _decisions(text: str) -> tuple[Qu4toState, list[tuple[int, str]]]:
    """The match's start (replaying the record's deals) and its moves as (seat, text)."""
    final = _replayed(text)
    log = final.log or []
    script: list[list[int]] = []
    moves: list[tuple[int, str]] = []
    for line in log:
        word, _, rest = line.partition(" ")
        if word in ("deal", "reshuffle"):
            script.append([KIND_OF_CHAR[ch] for ch in rest])
        elif is_move(line):
            moves.append((int(word), rest))
    # (the record is kept as it grows: Expert's worlds read the round's rotations and passes from it, as at the
    # table, so the review searches the position the Hint searched)
    start = Qu4toState(random.Random(0), final.players, final.qu4to_point, final.first_leader, script=script)
    return start, moves


def is_move(line: str) -> bool:
    """A record line that is a seat's action (not a deal, a reshuffle, a round's end or points scored)."""
    word, _, rest = line.partition(" ")
    return word.isdigit() and not rest.startswith(("qu4to ", "out "))


def decision_number(state: Qu4toState) -> int:
    """The number (from 1) the record gives the action the seat to act is about to take: the review's ``turn``
    and ``qu4to-hint --turn``."""
    return 1 + sum(1 for line in state.log or () if is_move(line))


def judge_turn(
    state: Qu4toState,
    n: int,
    played: Move,
    seed: int,
    budget_s: float,
    playouts: int = REVIEW_PLAYOUTS,
    hint: Move | None = None,
) -> JSON:
    """One decision (``state`` before it; ``n`` its number in the record): Expert's choice, the loss and why.
    Expert's choice is the table's Hint where one was asked (``hint``), else the same search the Hint runs
    (``expert_hint``, seeded from the position); ``seed`` only draws the worlds the loss is measured on."""
    worlds = max(1, min(WORLDS, playouts))
    rng = random.Random(seed * 1_000_003 + n)
    legal = state.legal_moves()
    best = hint if hint is not None and hint in legal else expert_hint(state, playouts, budget_s)
    loss = 0.0
    if best != played:
        mine, theirs = compare(state, expert_policy(state.players), [best, played], rng, worlds)
        loss = max(0.0, mine - theirs)
    loss = round(loss, 3)
    return {
        "turn": n,
        "seat": state.turn,
        "played": str(played),
        "best": str(best),
        "loss": loss,
        "why": why(state, played, best, loss),
    }


def decisions(text: str) -> Iterator[tuple[int, Qu4toState, Move]]:
    """Every recorded action of a record as (its number from 1, the match just before it, the action); the same
    state object moves on after each is yielded."""
    state, moves = _decisions(record_text(text))
    for n, (seat, words) in enumerate(moves, 1):
        played = parse_move(words)
        yield n, state, played
        state.play(played, seat)


def review(text: str, seed: int = 0, budget_s: float | None = None, playouts: int = REVIEW_PLAYOUTS) -> JSON:
    """``{"game": "qu4to", "turns": [...], "seconds": t}``: every recorded action (turn = its number in the
    record, from 1) with Expert's choice, the loss in points margin and why in words; deterministic for ``seed``.
    ``playouts``: Expert's per decision (the losses are measured on at most ``WORLDS`` worlds)."""
    begin = time.perf_counter()
    budget = BUDGET_S if budget_s is None else budget_s
    turns = [judge_turn(state, n, played, seed, budget, playouts) for n, state, played in decisions(text)]
    return {"game": "qu4to", "turns": turns, "seconds": round(time.perf_counter() - begin, 3)}
