"""A plain brute-force Quarto solver (memoised minimax, no pruning, no symmetry) to check the fast one against."""

from __future__ import annotations

from functools import cache

from game.rules.quarto.tables import LINES, SQUARES, shares_attribute

WIN = 100


def completes(board: tuple, cell: int, patterns) -> bool:
    for pat in patterns:
        if cell in pat and all(board[c] is not None for c in pat) and shares_attribute(board[c] for c in pat):
            return True
    return False


def make_solver(squares: bool):
    patterns = LINES + SQUARES if squares else LINES

    @cache
    def value(board: tuple, hand: int) -> int:
        """Score for the player placing ``hand``: WIN - k for a win on the k-th placement, minus for a loss."""
        placed = sum(p is not None for p in board)
        pool = [p for p in range(16) if p != hand and p not in board]
        best = -WIN
        for c in range(16):
            if board[c] is not None:
                continue
            nb = board[:c] + (hand,) + board[c + 1 :]
            if completes(nb, c, patterns):
                v = WIN - (placed + 1)
            elif not pool:
                v = 0
            else:
                v = max(-value(nb, g) for g in pool)
            best = max(best, v)
        return best

    def placement(board: tuple, hand: int, cell: int) -> int:
        """Score of putting ``hand`` on ``cell`` and then giving the best piece."""
        placed = sum(p is not None for p in board)
        nb = board[:cell] + (hand,) + board[cell + 1 :]
        pool = [p for p in range(16) if p != hand and p not in board]
        if completes(nb, cell, patterns):
            return WIN - (placed + 1)
        if not pool:
            return 0
        return max(-value(nb, g) for g in pool)

    return value, placement
