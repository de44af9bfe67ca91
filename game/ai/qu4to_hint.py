"""The QU4TO coach's one answer for a position: Expert's choice for the seat to act, its search seeded from the position
itself, so the table's Hint, the round review and ``python -m game.ai qu4to-hint`` read the same move for the same
position at the same playout count (issue 47: a hint followed and then called costly by the review).

Expert's search is stochastic (it re-deals the unseen cards), and close calls flip from one seed to another; a seed
drawn from what the acting seat can see makes the flip the same everywhere. The playout count decides the search; the
time cap is only a safety net, generous enough that on an ordinary machine it never cuts a hint short.
"""

from __future__ import annotations

import hashlib
import json
import random
import time
from collections.abc import Callable

from game.ai.qu4to_ai import expert_policy
from game.ai.qu4to_expert import PLAYOUTS, choose
from game.rules.qu4to.moves import Move
from game.rules.qu4to.state import Qu4toState

#: Seconds a hint may think at most (Expert's 640 playouts take ≈ 0.5 s of CPU at the median).
HINT_CAP_S = 6.0
#: Expert's playouts for the Hint and the review headless (tests, screenshots: the inline worker answers at once);
#: one count for both, so they agree there too.
FAST_PLAYOUTS = 16
#: The record's lines that are not a seat's action (the deal and reshuffles stay hidden; points follow from moves).
_HIDDEN = ("deal ", "reshuffle ")


def position_seed(state: Qu4toState) -> int:
    """A seed that is a function of the position as the seat to act sees it (its observation and the round's
    public record so far): the same at the table, in a saved game and in a replayed record."""
    seat = state.turn if state.turn >= 0 else 0
    seen = json.dumps(state.observation(seat), sort_keys=True, separators=(",", ":"))
    lines = [line for line in state.log or () if not line.startswith(_HIDDEN)]
    digest = hashlib.sha256((seen + "\n" + "\n".join(lines)).encode("utf-8")).digest()
    return int.from_bytes(digest[:8], "big")


def expert_hint(
    state: Qu4toState,
    playouts: int = PLAYOUTS,
    budget_s: float = HINT_CAP_S,
    clock: Callable[[], float] = time.perf_counter,
) -> Move:
    """Expert's choice for the seat to act, searched from ``position_seed``: the table's Hint, the review's
    ``best`` and the CLI's ``move`` (ValueError when the match is over)."""
    if state.is_terminal:
        raise ValueError("The match is over; there is no move to suggest.")
    rng = random.Random(position_seed(state))
    return choose(state, expert_policy(state.players), rng, budget_s, playouts, clock)
