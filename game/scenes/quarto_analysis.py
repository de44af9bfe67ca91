"""One-move look-ahead for the table's helpers: which gives hand the opponent a win, where the piece in hand
wins or loses. Reads the rules engine's own tables; it decides no rule, it only asks "would this complete a line".
"""

from __future__ import annotations

from game.rules.quarto import Give, Place, QuartoState
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
