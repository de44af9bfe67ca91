"""HEADLESS. One-move look-ahead for the table's helpers: which gives hand the opponent a win, where the piece in
hand wins or loses, and the stand-in policy a computer seat falls back on if the AI fails. It decides no rule.
"""

from __future__ import annotations

import random

from game.rules.quarto import CallWindow, Give, Move, Place, QuartoState
from game.rules.quarto.moves import CALL


def dangerous_gives(state: QuartoState) -> set[int]:
    """Pieces the giver could give that let the receiver complete a pattern at once (the engine's answer)."""
    return set(state.deadly_gives())


def forced_give(state: QuartoState) -> int | None:
    """The one piece the giver can give when there is no other choice and no call to make first, else None."""
    if state.is_over or state.phase != "give" or state.call_window is not None:
        return None
    gives = [m for m in state.legal_moves() if isinstance(m, Give)]
    return gives[0].piece if len(gives) == 1 else None


def place_verdicts(state: QuartoState) -> dict[int, str]:
    """For the piece in hand: 'win' where it completes a pattern, 'lose' where every give left afterwards
    would hand the opponent a win (not judged with a draw pile: the next hand is hidden)."""
    if state.phase != "place" or state.hand is None:
        return {}
    out = {c: "win" for c in state.winning_cells()}
    if state.variant.draw_pile:
        return out
    pool = [p for p in state.pool if p != state.hand]
    if not pool:
        return out
    for cell in state.legal_cells():
        if cell in out:
            continue
        probe = state.copy()
        probe.play(Place(cell))
        if probe.is_over:
            continue
        if probe.pool and len(probe.deadly_gives()) == len(probe.pool):
            out[cell] = "lose"
    return out


BLUNDER = {"beginner": 0.6, "easy": 0.3, "medium": 0.1, "hard": 0.0, "perfect": 0.0}


def standin_move(state: QuartoState, level: str, rng: random.Random) -> Move:
    """A plain policy: call a real win, take a win, avoid handing one over (sometimes blundering at low levels)."""
    window: CallWindow | None = state.call_window
    if window is not None and state.winning_patterns_now():
        return CALL
    careless = rng.random() < BLUNDER.get(level, 0.1)
    if state.phase == "place":
        verdicts = {} if careless else place_verdicts(state)
        wins = [c for c, v in verdicts.items() if v == "win"]
        if not careless and not wins and state.hand is not None:
            wins = list(state.winning_cells())
        if wins:
            return Place(rng.choice(sorted(wins)))
        cells = list(state.legal_cells())
        safe = [c for c in cells if verdicts.get(c) != "lose"]
        return Place(rng.choice(safe or cells))
    pool = list(state.pool)
    bad = set() if careless else dangerous_gives(state)
    safe = [p for p in pool if p not in bad]
    return Give(rng.choice(safe or pool))
