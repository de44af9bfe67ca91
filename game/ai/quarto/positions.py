"""Seeded random mid-game positions (no win on the board yet) for the AI tests and benchmark."""

from __future__ import annotations

import random

from game.rules.quarto.fast import play_sequence


def midgame(rng: random.Random, empties: int, squares: bool = False) -> tuple[list[int | None], int]:
    """A board with ``16 - empties`` pieces from a random game that has not been won, and the piece in hand."""
    k = 16 - empties
    while True:
        pieces = list(range(16))
        cells = list(range(16))
        rng.shuffle(pieces)
        rng.shuffle(cells)
        _, n = play_sequence(pieces, cells, squares)
        if n > k:
            board: list[int | None] = [None] * 16
            for i in range(k):
                board[cells[i]] = pieces[i]
            return board, pieces[k]
