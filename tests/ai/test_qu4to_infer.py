"""Expert's worlds agree with the round's public record: cards a seat rotated stay in its hand, and a seat that
passed on the Leading Set is dealt nothing that beats it (the plain re-deal ignores both)."""

from __future__ import annotations

import random

from game.ai import qu4to_infer as infer
from game.ai.qu4to_ai import choose_move
from game.rules.qu4to.state import Qu4toState
from game.rules.qu4to.views import backs


def _positions(count: int, seed: int = 7):
    """Seat 0's turns to play in Medium matches at 4 seats, as they come."""
    rng = random.Random(seed)
    state = Qu4toState(rng, 4)
    found = 0
    while found < count:
        if state.is_terminal:
            state = Qu4toState(rng, 4)
        if state.phase == "play" and state.turn == 0:
            found += 1
            yield state
        state.play(choose_move(state, "medium", rng))


def _unseen(state: Qu4toState) -> list[int]:
    """The kinds in seats 1-3's hands, the deck and any card being drawn."""
    held = [c >> 1 for s in range(1, 4) for c, n in enumerate(state.hands[s]) for _ in range(n)]
    return sorted(held + list(state.deck) + ([state.pending] if state.pending is not None else []))


def test_rotated_cards_are_known_and_kept_in_their_hands_when_redealt() -> None:
    rng = random.Random(1)
    seen_known = 0
    for state in _positions(120):
        known = infer.known_cards(state, 0)
        assert known[0] == []
        for s in range(1, 4):
            for code in set(known[s]):
                assert state.hands[s][code] >= known[s].count(code), "a known card is really held"
            seen_known += len(known[s])
        world = infer.redeal(state, 0, rng, known)
        assert world.hands[0] == state.hands[0] and world.sizes == state.sizes
        for s in range(1, 4):
            assert backs(world, s) == backs(state, s) and sum(world.hands[s]) == state.sizes[s]
            for code in set(known[s]):
                assert world.hands[s][code] >= known[s].count(code)
        # the unseen cards are dealt again: nothing made or lost
        assert _unseen(world) == _unseen(state)
    assert seen_known > 50, "the matches rotated cards"


def test_worlds_believe_the_passes_where_a_blind_redeal_does_not() -> None:
    rng = random.Random(2)
    believed = blind = checked = 0
    for state in _positions(400):
        passes = infer.passes_on_table(state, 0)
        if not passes:
            continue
        checked += 1
        assert all(s != 0 for s, _, _ in passes)
        above = state.table_strength
        believed += sum(infer.agrees(w, passes, above) for w in infer.worlds(state, 0, rng, 5))
        blind += sum(infer.agrees(state.determinize(0, rng), passes, above) for _ in range(5))
    assert checked >= 40
    assert believed / (5 * checked) > 0.97
    assert believed > blind  # (a blind re-deal mostly agrees too: a pass is usually on a strong set)
