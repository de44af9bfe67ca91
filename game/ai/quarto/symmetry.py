"""Symmetries of the fixed 4x4 Quarto board and a canonical key for transposition tables.

Two positions are equivalent when a board transformation that maps the winning patterns onto winning patterns,
combined with a piece transformation (a permutation of the 4 attributes and a complement of any of them), turns
one into the other: both preserve "four pieces share an attribute value", so they preserve the game value.

- ``automorphisms(patterns) -> tuple[perm, ...]``: every cell permutation (``perm[c]`` = image of cell c) that
  maps the pattern set onto itself, found by backtracking over all 16! permutations (so none is missed).
- ``board_group(squares)``: the cached group for lines only (32) or lines + 2x2 squares.
- ``Canon(perms)``: ``key(board, hand)`` -> an int equal for two positions exactly when they are equivalent.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache
from itertools import combinations, permutations

from game.rules.quarto.tables import Board, geometry

Perm = tuple[int, ...]


def automorphisms(patterns: Iterable[Iterable[int]]) -> tuple[Perm, ...]:
    """All permutations of the 16 cells that map the set of patterns onto itself (identity first)."""
    pats = [frozenset(p) for p in patterns]
    n = 16
    degree = [sum(c in p for p in pats) for c in range(n)]
    # the image of the placed cells of a pattern must lie inside some pattern: check every subset, so a wrong
    # choice is cut as soon as two cells of a pattern have images (a whole pattern must map onto a pattern)
    inside = {
        frozenset(sub) for p in pats for k in range(2, len(p) + 1) for sub in combinations(sorted(p), k)
    }
    whole = set(pats)
    by_cell = [[tuple(p) for p in pats if c in p] for c in range(n)]
    found: list[Perm] = []
    image = [-1] * n
    used = [False] * n

    def consistent(c: int) -> bool:
        for p in by_cell[c]:
            got = frozenset(image[x] for x in p if image[x] >= 0)
            if len(got) == len(p):
                if got not in whole:
                    return False
            elif len(got) > 1 and got not in inside:
                return False
        return True

    def extend(c: int) -> None:
        if c == n:
            found.append(tuple(image))
            return
        for t in range(n):
            if used[t] or degree[t] != degree[c]:
                continue
            image[c] = t
            used[t] = True
            if consistent(c):
                extend(c + 1)
            used[t] = False
            image[c] = -1

    extend(0)
    found.sort(key=lambda p: p != tuple(range(n)))
    return tuple(found)


@cache
def board_group(squares: bool) -> tuple[Perm, ...]:
    """The board symmetries that preserve every winning pattern of the fixed board (lines, maybe squares)."""
    return automorphisms(geometry(4, squares).patterns)


def apply_board(perm: Perm, board: Board) -> list[int | None]:
    """Move the piece on cell c to cell ``perm[c]``."""
    out: list[int | None] = [None] * 16
    for c in range(16):
        out[perm[c]] = board[c]
    return out


ATTRIBUTE_PERMS: tuple[tuple[int, int, int, int], ...] = tuple(permutations(range(4), 4))


def apply_piece(piece: int | None, sigma: Sequence[int], flip: int) -> int | None:
    """Attribute i of the piece becomes attribute ``sigma[i]``, then the attributes in ``flip`` are complemented."""
    if piece is None:
        return None
    out = 0
    for i in range(4):
        if piece >> i & 1:
            out |= 1 << sigma[i]
    return out ^ flip


def _mask_tables(perm: Perm) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Lookup tables that move a 16-bit cell mask by ``perm``: low byte and high byte."""
    lo = []
    hi = []
    for byte in range(256):
        a = b = 0
        for k in range(8):
            if byte >> k & 1:
                a |= 1 << perm[k]
                b |= 1 << perm[k + 8]
        lo.append(a)
        hi.append(b)
    return tuple(lo), tuple(hi)


class Canon:
    """Canonical keys under a board group x the 384 piece transformations.

    Per board permutation: XOR every piece with the piece on the lowest occupied cell (fixes the complement part),
    then sort the four attribute columns (fixes the attribute permutation); the key is the least result.
    """

    def __init__(self, perms: Iterable[Perm]) -> None:
        self.tables = [_mask_tables(p) for p in perms]

    def key(self, board: Board, hand: int | None) -> int:
        occ = 0
        cols = [0, 0, 0, 0]
        for c in range(16):
            p = board[c]
            if p is not None:
                bit = 1 << c
                occ |= bit
                for i in range(4):
                    if p >> i & 1:
                        cols[i] |= bit
        return self.key_masks(occ, cols, hand)

    def key_masks(self, occ: int, cols: Sequence[int], hand: int | None) -> int:
        """Same as ``key`` from the occupancy mask and the four attribute masks (bit c = attribute set on c)."""
        c0, c1, c2, c3 = cols
        h = -1 if hand is None else hand
        best = -1
        for lo, hi in self.tables:
            o = lo[occ & 255] | hi[occ >> 8]
            if o:
                first = o & -o
                a0 = lo[c0 & 255] | hi[c0 >> 8]
                a1 = lo[c1 & 255] | hi[c1 >> 8]
                a2 = lo[c2 & 255] | hi[c2 >> 8]
                a3 = lo[c3 & 255] | hi[c3 >> 8]
                # x = the first piece; XOR with it complements column i where x has attribute i
                x = (a0 & first and 1) | (a1 & first and 2) | (a2 & first and 4) | (a3 & first and 8)
                if x & 1:
                    a0 ^= o
                if x & 2:
                    a1 ^= o
                if x & 4:
                    a2 ^= o
                if x & 8:
                    a3 ^= o
                if h >= 0:
                    y = h ^ x  # the hand piece is column bit 16
                    a0 |= (y & 1) << 16
                    a1 |= (y >> 1 & 1) << 16
                    a2 |= (y >> 2 & 1) << 16
                    a3 |= (y >> 3 & 1) << 16
                s = sorted((a0, a1, a2, a3))
                k = (((o << 17 | s[0]) << 17 | s[1]) << 17 | s[2]) << 17 | s[3]
            else:
                k = 0 if h < 0 else 1  # empty board: every hand piece is equivalent
            if best < 0 or k < best:
                best = k
        return best << 1 | (hand is not None)
