"""Search through the rules object itself, for the variants the bit-mask solver does not model: the unmarked
board (7x7 virtual grid) and the draw pile (hidden hands, sampled consistently with what the bot has seen).

Slower than ``search`` but exact in its rules; the same absolute-time scores (``WIN - placements``).
"""

from __future__ import annotations

import random
import time

from game.ai.quarto.search import WIN, Timeout
from game.rules.quarto.moves import CALL, Call, Move
from game.rules.quarto.state import QuartoState


def world(state: QuartoState, seat: int, rng: random.Random) -> QuartoState:
    """A search root as ``seat`` sees it: under the draw pile the unseen cards are re-dealt at random by the rules
    engine's ``determinize`` (so the bot never uses the real hidden cards); otherwise a plain copy."""
    if state.variant.draw_pile:
        return state.determinize(seat, rng)
    return state.copy()


def can_claim(state: QuartoState) -> bool:
    """The seat to move may claim a win now: a manual-call game with an uncalled win made by the last placement."""
    return bool(state.winning_patterns_now())


class Searcher:
    """Depth-limited negamax with alpha-beta on a QuartoState (play/undo), with a deadline."""

    def __init__(self, deadline: float | None = None) -> None:
        self.deadline = deadline
        self.nodes = 0

    def moves(self, state: QuartoState) -> list[Move]:
        """Calls only when they claim a win (then nothing else matters); no false calls."""
        if can_claim(state):
            return [CALL]
        return [m for m in state.legal_moves() if not isinstance(m, Call)]

    def value(self, state: QuartoState, depth: int, alpha: int, beta: int) -> int:
        """Score for ``state.to_move``; ``depth`` counts moves (a give or a placement)."""
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise Timeout
        if can_claim(state):
            return WIN - state.placed
        if depth <= 0:
            return 0
        me = state.to_move
        if me is None:  # only once the game is over, which ``after`` scores before coming here
            return 0
        best = -WIN
        for move in self.moves(state):
            v = self.after(state, move, me, depth, alpha if alpha > best else best, beta)
            if v > best:
                best = v
                if v >= beta:
                    break
        return best

    def after(self, state: QuartoState, move: Move, me: int, depth: int, alpha: int, beta: int) -> int:
        """Score for ``me`` of playing ``move`` now."""
        state.play(move)
        try:
            out = state.outcome
            if out is not None:  # the game is over
                w = out.winner
                return 0 if w is None else (WIN - state.placed if w == me else state.placed - WIN)
            if state.to_move == me:
                return self.value(state, depth - 1, alpha, beta)
            return -self.value(state, depth - 1, -beta, -alpha)
        finally:
            state.undo()


def best_move(
    state: QuartoState, seat: int, rng: random.Random, depth: int, budget_s: float | None, samples: int = 1
) -> Move:
    """The move with the best total score over ``samples`` consistent deals, deepening until the budget ends."""
    deadline = None if budget_s is None else time.perf_counter() + budget_s
    worlds = [world(state, seat, rng) for _ in range(samples if state.variant.draw_pile else 1)]
    moves = Searcher().moves(worlds[0])
    rng.shuffle(moves)
    if len(moves) == 1:
        return moves[0]
    chosen = moves[0]
    for d in range(1, depth + 1):
        searcher = Searcher(deadline)
        totals = dict.fromkeys(moves, 0)
        try:
            for w in worlds:
                for move in moves:
                    totals[move] += searcher.after(w, move, seat, d, -WIN, WIN)
        except Timeout:
            break
        chosen = max(moves, key=lambda m: totals[m])
        if deadline is not None and time.perf_counter() > deadline:
            break
    return chosen
