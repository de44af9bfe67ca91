"""``legal_moves`` is exactly what ``play`` accepts: every listed move plays, every other one raises and changes nothing."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.errors import IllegalMove
from game.rules.qu4to.cards import NUM_CODES, canon
from game.rules.qu4to.moves import DRAW, KEEP, ORIENT, PASS, ROTATE, Play, play_of
from game.rules.qu4to.state import Qu4toState


def _snapshot(state: Qu4toState) -> tuple:
    return (
        state.record(), [list(h) for h in state.hands], list(state.deck), list(state.discard), state.table,
        state.turn, state.phase, list(state.scores), state.pending,
    )  # fmt: skip


def _any_move(rng: random.Random, state: Qu4toState):
    pick = rng.randrange(6)
    if pick == 0:
        hand = state.hand_codes(state.turn) if state.phase != "over" and state.turn >= 0 else []
        pool = hand if hand and rng.random() < 0.8 else list(range(NUM_CODES))
        return play_of(canon(rng.sample(pool, min(len(pool), rng.randint(1, 4)))))
    return rng.choice([*ORIENT, *KEEP, DRAW, PASS, rng.choice(ROTATE)])


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10**9), players=st.integers(2, 5))
def test_legal_moves_are_exactly_the_moves_play_accepts(seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = Qu4toState(rng, players)
    while not state.is_terminal:
        legal = state.legal_moves()
        assert legal and len(set(legal)) == len(legal)
        for _ in range(4):
            move = _any_move(rng, state)
            if move in legal:
                continue
            before = _snapshot(state)
            try:
                state.play(move)
            except IllegalMove as exc:
                assert str(exc).endswith(".") and len(str(exc)) > 15  # a readable sentence
            else:
                raise AssertionError(f"{move} was accepted but is not in legal_moves")
            assert _snapshot(state) == before
        other = (state.turn + 1) % players
        assert state.legal_moves(other) == [] and state.current_players() == (state.turn,)
        plays = [m for m in legal if type(m) is Play]
        state.play(rng.choice(plays) if plays and rng.random() < 0.5 else rng.choice(legal), state.turn)
    assert state.current_players() == () and sum(state.returns()) == Qu4toState.returns_sum
