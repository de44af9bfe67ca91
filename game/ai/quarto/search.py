"""Negamax with alpha-beta over bit masks for the fixed 4x4 board: exact values with distance, or depth-limited.

A node is "the player to move places ``hand``, then gives a piece from ``pool``". Scores are from that player's
view and absolute in time: a win completed by the k-th placement of the game is ``WIN - k`` (the side that
placed it) or ``k - WIN`` (the other side), a draw 0; so the shorter win and the longer resistance score higher
and a child's score is exactly minus the parent's, which keeps transposition entries valid at any root.

Speed comes from: per-pattern masks of shared attribute values (``PM``), a table of the pieces that complete a
pattern of three (``WINSET``), pruning every give that hands over an immediate win (all gives deadly = lost at
once), a transposition table keyed canonically under the board x piece symmetries (``symmetry.Canon``) while
the position is large, move ordering from the table, and bounds from the earliest possible win/loss.
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from game.ai.quarto.symmetry import Canon, board_group
from game.rules.quarto.tables import COMPLETERS, VALUES, Board, geometry

WIN = 100
HEURISTIC_MAX = 40  # heuristic scores stay well inside the proven ones (>= WIN - 16)
PM = VALUES  # the attribute values piece p has, as an 8-bit mask
WINSET = COMPLETERS  # shared-values mask of three pieces -> the pieces completing their pattern
BITS: list[tuple[int, ...]] = []  # mask -> its set bits; filled by the first Solver (no work at import)
EXACT = 99  # depth that means "search to the end"


class Timeout(Exception):
    """Raised inside the search when the deadline passes; the caller keeps its last finished iteration."""


def popcount(x: int) -> int:
    return x.bit_count()


def score_text(score: int, placed: int) -> tuple[str, int]:
    """("win"|"draw"|"loss", placements until the end, this one included) for a node after ``placed`` pieces."""
    if score > HEURISTIC_MAX:
        return "win", WIN - score - placed
    if score < -HEURISTIC_MAX:
        return "loss", WIN + score - placed
    return "draw", 16 - placed


class Solver:
    """One board geometry (lines, or lines + 2x2 squares) with its transposition table; reusable across moves."""

    def __init__(self, squares: bool = False, canon_min_empty: int = 11, tt_limit: int = 600_000) -> None:
        if not BITS:  # mask m -> its set bits: the masks below 2**k, then each of them with bit k added
            BITS.append(())
            for k in range(16):
                BITS.extend([bits + (k,) for bits in BITS])
        geo = geometry(4, squares)
        self.squares = squares
        self.by_cell = geo.by_cell
        self.cellpats = tuple(sum(1 << i for i in pats) for pats in geo.by_cell)  # cell -> mask of patterns
        self.npat = len(geo.patterns)
        self.canon = Canon(board_group(squares))
        self.canon_min_empty = canon_min_empty
        self.tt_limit = tt_limit
        self.tt: dict[int, tuple[int, int, int, int]] = {}
        self.nodes = 0
        self.deadline: float | None = None
        self.history = [0] * 256  # cutoff counts per (cell, give): a cheap move-ordering memory

    # ----- position set-up -----
    def load(self, board: Board) -> tuple[int, int]:
        """Take a 16-cell board (piece or None); return (occupancy mask, mask of pieces on the board)."""
        self.m = [255] * self.npat
        self.cnt = [0] * self.npat
        self.board: list[int | None] = [None] * 16
        self.code = 0  # (piece + 1) << 5 * cell for every occupied cell: the plain position key
        occ = used = 0
        for c in range(16):
            p = board[c]
            if p is not None:
                occ |= 1 << c
                used |= 1 << p
                self.put(c, p)
        return occ, used

    def put(self, c: int, p: int) -> tuple[int, ...]:
        """Place piece ``p`` on empty cell ``c`` of the loaded board; returns what ``take`` needs to undo it."""
        m, cnt, pm = self.m, self.cnt, PM[p]
        saved = tuple(m[i] for i in self.by_cell[c])
        for i in self.by_cell[c]:
            m[i] &= pm
            cnt[i] += 1
        self.board[c] = p
        self.code |= (p + 1) << 5 * c
        return saved

    def take(self, c: int, p: int, saved: tuple[int, ...]) -> None:
        """Undo ``put(c, p)`` with the value it returned."""
        m, cnt = self.m, self.cnt
        for i, v in zip(self.by_cell[c], saved, strict=True):
            m[i] = v
            cnt[i] -= 1
        self.board[c] = None
        self.code &= ~(31 << 5 * c)

    def wins_at(self, c: int, p: int) -> bool:
        """Would piece p on empty cell c complete a pattern that shares a value?"""
        m, cnt, pm = self.m, self.cnt, PM[p]
        return any(cnt[i] == 3 and m[i] & pm for i in self.by_cell[c])

    def threats(self) -> int:
        """Mask of the pieces that would win somewhere on the current board."""
        t = 0
        m, cnt = self.m, self.cnt
        for i in range(self.npat):
            if cnt[i] == 3:
                t |= WINSET[m[i]]
        return t

    def key(self, occ: int, hand: int) -> int:
        """Canonical under the symmetries while the board is nearly empty (where symmetric transpositions
        occur), the plain position later (cheaper, and measured to find as many hits there)."""
        if 16 - occ.bit_count() >= self.canon_min_empty:
            return self.canon.key(self.board, hand)
        return -(1 + (self.code | hand << 80))

    def heuristic(self, pool: int, hand: int) -> int:
        """Cheap guess for the player to place: parity of the safe pieces (who runs out of safe gives first)."""
        safe = (pool & ~self.threats()).bit_count()
        return 10 if safe & 1 else -10

    # ----- the search -----
    def search(self, occ: int, pool: int, hand: int, alpha: int, beta: int, depth: int) -> int:
        """Value of placing ``hand`` (which cannot win at once) then giving from ``pool``; fail-soft."""
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 1023 and time.perf_counter() > self.deadline:
            raise Timeout
        placed = occ.bit_count()
        empties = 16 - placed
        if empties == 1:
            return 0
        upper = WIN - (placed + 3) if empties >= 3 else 0
        lower = placed + 2 - WIN
        if upper <= alpha:
            return upper
        if depth <= 0:
            return self.heuristic(pool, hand)
        key = self.key(occ, hand)
        entry = self.tt.get(key)
        first = -1
        if entry is not None:
            lo, up, d, first = entry
            if d >= depth or d >= empties:
                if lo >= beta:
                    return lo
                if up <= alpha:
                    return up
                if lo == up:
                    return lo
                if lo > alpha:
                    alpha = lo
                if up < beta:
                    beta = up
        alpha0 = alpha
        best = -WIN
        best_move = -1
        m, cnt, by_cell, cellpats, board = self.m, self.cnt, self.by_cell, self.cellpats, self.board
        winset = WINSET
        pm = PM[hand]
        hist = self.history
        code = self.code
        hcode = hand + 1
        # patterns that already hold three pieces: their threats stay unless the placement fills them
        threes = [(i, winset[m[i]]) for i in range(self.npat) if cnt[i] == 3]
        for c in self._ordered(~occ & 0xFFFF, first):
            bc = by_cell[c]
            saved = [m[i] for i in bc]
            t = 0
            through = cellpats[c]
            for i, w in threes:
                if not through >> i & 1:
                    t |= w
            for i in bc:
                v0 = m[i] & pm
                m[i] = v0
                n = cnt[i] + 1
                cnt[i] = n
                if n == 3:
                    t |= winset[v0]
            board[c] = hand
            self.code = code | hcode << 5 * c
            safe = pool & ~t
            try:
                if not pool:
                    if 0 > best:
                        best, best_move = 0, c << 4
                elif not safe:
                    if lower > best:
                        best, best_move = lower, c << 4 | BITS[pool][0]
                else:
                    gives: Sequence[int] = BITS[safe]
                    if len(gives) > 1:
                        hc = c << 4
                        gives = sorted(gives, key=lambda g: -hist[hc | g])
                    if first >= 0 and first >> 4 == c and safe >> (first & 15) & 1:
                        g0 = first & 15
                        gives = (g0, *(g for g in gives if g != g0))
                    nocc = occ | 1 << c
                    for g in gives:
                        a = alpha if alpha > best else best
                        v = -self.search(nocc, pool & ~(1 << g), g, -beta, -a, depth - 1)
                        if v > best:
                            best, best_move = v, c << 4 | g
                            if v >= beta:
                                hist[c << 4 | g] += empties * empties
                                break
            finally:
                for i, v0 in zip(bc, saved, strict=True):
                    m[i] = v0
                    cnt[i] -= 1
                board[c] = None
                self.code = code
            if best >= beta or best >= upper:
                break
        if len(self.tt) > self.tt_limit:
            self.tt.clear()
        lo, up = (best, WIN) if best >= beta else ((-WIN, best) if best <= alpha0 else (best, best))
        if entry is not None and (entry[2] == depth or entry[2] >= empties):
            # same depth: tighten the stored bounds
            lo, up = max(lo, entry[0]), min(up, entry[1])
        self.tt[key] = (lo, up, min(depth, empties), best_move)
        return best

    def _ordered(self, empty: int, first: int) -> Sequence[int]:
        cells: Sequence[int] = BITS[empty]
        if len(cells) > 1:
            hist = self.history
            cells = sorted(cells, key=lambda c: -sum(hist[c << 4 : (c << 4) + 16]))
        if first >= 0 and empty >> (first >> 4) & 1:
            c0 = first >> 4
            return (c0, *(c for c in cells if c != c0))
        return cells
