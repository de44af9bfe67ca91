"""Search through the rules object itself, for the variants the bit-mask solver does not model: the unmarked
board (7x7 virtual grid) and the draw pile (hidden hands, sampled consistently with what the bot has seen).

Slower than ``search`` but exact in its rules; the same absolute-time scores (``WIN - placements``).
"""

from __future__ import annotations

import dataclasses
import random
import time

from game.ai.search import WIN, Timeout
from game.rules.quarto_moves import Call


def auto_copy(state):
    """A copy in which wins end the game at once: the search assumes both sides call every win they make."""
    new = state.copy()
    if new.variant.calls != "auto":
        new.variant = dataclasses.replace(new.variant, calls="auto", false_call_penalty=False)
    return new


def sample_hidden(state, seat: int, rng: random.Random):
    """A copy where the opponent's hand and the pile order are re-dealt at random from the pieces ``seat`` has
    not seen (so the bot never uses the real hidden cards)."""
    new = auto_copy(state)
    if not state.variant.draw_pile:
        return new
    obs = state.observation(seat)
    unseen = list(obs["unseen"])
    rng.shuffle(unseen)
    n_opp = obs["opponent_hand_size"]
    hands = list(new._hands)
    hands[1 - seat] = sum(1 << p for p in unseen[:n_opp])
    new._hands = (hands[0], hands[1])
    pos = new._pile_pos
    new._deal = tuple(new._deal[:pos]) + tuple(unseen[n_opp:])
    return new


class Searcher:
    """Depth-limited negamax with alpha-beta on a QuartoState (play/undo), with a deadline."""

    def __init__(self, deadline: float | None = None) -> None:
        self.deadline = deadline
        self.nodes = 0

    def moves(self, state) -> list:
        return [m for m in state.legal_moves() if not isinstance(m, Call)]

    def value(self, state, depth: int, alpha: int, beta: int) -> int:
        """Score for ``state.to_move``; ``depth`` counts moves (a give or a placement)."""
        self.nodes += 1
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise Timeout
        if depth <= 0:
            return 0
        me = state.to_move
        best = -WIN
        for move in self.moves(state):
            v = self.after(state, move, me, depth, alpha if alpha > best else best, beta)
            if v > best:
                best = v
                if v >= beta:
                    break
        return best

    def after(self, state, move, me: int, depth: int, alpha: int, beta: int) -> int:
        """Score for ``me`` of playing ``move`` now."""
        state.play(move)
        try:
            if state.is_over:
                w = state.outcome.winner
                return 0 if w is None else (WIN - state.placed if w == me else state.placed - WIN)
            if state.to_move == me:
                return self.value(state, depth - 1, alpha, beta)
            return -self.value(state, depth - 1, -beta, -alpha)
        finally:
            state.undo()


def best_move(state, seat: int, rng: random.Random, depth: int, budget_s: float | None, samples: int = 1):
    """The move with the best total score over ``samples`` consistent deals, deepening until the budget ends."""
    deadline = None if budget_s is None else time.perf_counter() + budget_s
    worlds = [sample_hidden(state, seat, rng) for _ in range(samples if state.variant.draw_pile else 1)]
    moves = Searcher().moves(worlds[0])
    rng.shuffle(moves)
    if len(moves) == 1:
        return moves[0]
    chosen = moves[0]
    for d in range(1, depth + 1):
        searcher = Searcher(deadline)
        totals = dict.fromkeys(moves, 0)
        try:
            for world in worlds:
                for move in moves:
                    totals[move] += searcher.after(world, move, seat, d, -WIN, WIN)
        except Timeout:
            break
        chosen = max(moves, key=lambda m: totals[m])
        if deadline is not None and time.perf_counter() > deadline:
            break
    return chosen
