"""HEADLESS. One-move look-ahead for the table's helpers: which gives hand the opponent a win, where the piece in
hand wins or loses, and the stand-in policy a computer seat falls back on if the AI fails. It decides no rule.
"""

from __future__ import annotations

import random

from game.rules.quarto import CallWindow, Give, Move, Place, QuartoState
from game.rules.quarto.moves import CALL
from game.rules.quarto.tables import geometry


def _legal_for_next_placement(state: QuartoState) -> tuple[int, ...]:
    """Cells where the next piece could go (the same for every piece, so one copy answers for all)."""
    if state.phase == "place":
        return state.legal_cells()
    if state.phase != "give" or not state.pool:
        return ()
    if state.variant.board == "fixed":
        board = state.board
        return tuple(c for c in range(16) if board[c] is None)
    probe = state.copy()
    probe.play(Give(state.pool[0]))
    return probe.legal_cells()


def threats(
    state: QuartoState, board: list[int | None] | None = None, legal=None
) -> list[tuple[int, int, int]]:
    """(cell, ones, zeros) for each pattern with one legal empty cell left: a piece p completes it when
    ``p & ones`` or ``~p & zeros`` is non-zero."""
    board = state.board if board is None else board
    legal = set(_legal_for_next_placement(state) if legal is None else legal)
    geo = geometry(state.grid_size, state.variant.squares)
    out = []
    for cells in geo.patterns:
        empty = None
        ones = zeros = 15
        for c in cells:
            p = board[c]
            if p is None:
                if empty is not None:
                    break
                empty = c
            else:
                ones &= p
                zeros &= ~p & 15
        else:
            if empty is not None and empty in legal and (ones or zeros):
                out.append((empty, ones, zeros))
    return out


def completes(piece: int, found: list[tuple[int, int, int]]) -> list[int]:
    """Cells where ``piece`` completes a pattern."""
    return [cell for cell, ones, zeros in found if piece & ones or ~piece & zeros]


def dangerous_gives(state: QuartoState) -> set[int]:
    """Pieces the giver could give that let the receiver complete a pattern at once."""
    if state.phase != "give":
        return set()
    found = threats(state)
    return {p for p in state.pool if completes(p, found)}


def place_verdicts(state: QuartoState) -> dict[int, str]:
    """For the piece in hand: 'win' where it completes a pattern, 'lose' where every give left afterwards
    would hand the opponent a win (not judged with a draw pile: the next hand is hidden)."""
    if state.phase != "place" or state.hand is None:
        return {}
    found = threats(state)
    out = {c: "win" for c in completes(state.hand, found)}
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
        after = threats(probe)
        if after and all(completes(p, after) for p in probe.pool):
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
            wins = completes(state.hand, threats(state))
        if wins:
            return Place(rng.choice(sorted(wins)))
        cells = list(state.legal_cells())
        safe = [c for c in cells if verdicts.get(c) != "lose"]
        return Place(rng.choice(safe or cells))
    pool = list(state.pool)
    bad = set() if careless else dangerous_gives(state)
    safe = [p for p in pool if p not in bad]
    return Give(rng.choice(safe or pool))
