"""The SET bots in Set-Chain and UltraSet: their calls are answers of the mode (or a rare near-miss), and their
time follows how many answers the table holds, as in classic SET."""

from __future__ import annotations

import random
import statistics

import pytest

from game.ai.set_ai import LEVELS, MODE_TYPICAL_SECONDS, SetBot, choose_claim
from game.ai.set_bench import mode_tables, time_to_set
from game.rules.setgame import new_game
from game.rules.setgame.modes import answers, is_answer


@pytest.mark.parametrize("mode", ["chain", "ultra"])
def test_a_bot_calls_answers_of_the_mode(mode):
    rng = random.Random(1)
    for table, chain in mode_tables(random.Random(2), 200, mode=mode):
        bot = SetBot("lightning", rng, mode)  # lightning never slips: every call must score
        bot.reset(table, chain)
        claim = bot.advance(600.0)
        assert claim is not None and is_answer(mode, claim.cards)
        assert tuple(sorted(claim.cards)) in {tuple(sorted(a)) for a in answers(mode, table, chain)}


def test_a_chain_bot_uses_exactly_one_card_of_the_previous_set():
    rng = random.Random(3)
    state = new_game(rng, 2, mode="chain")
    state.play(state.legal_moves(0)[0], 0)
    for seed in range(20):
        claim, seconds = choose_claim(state, 1, "hard", random.Random(seed))
        if claim is not None and is_answer("chain", claim.cards):
            assert sum(c in state.chain for c in claim.cards) == 1 and seconds > 0
            state.play(claim, 1)
            return
    raise AssertionError("the hard bot found no chained SET in twenty tries")


@pytest.mark.parametrize("mode", ["chain", "ultra"])
def test_time_follows_the_answers_on_the_table(mode):
    tables = mode_tables(random.Random(11), 1200, mode=mode)
    counts = [len(answers(mode, t, c)) for t, c in tables]
    few, many = sorted(counts)[len(counts) // 5], sorted(counts)[-len(counts) // 5]
    rng = random.Random(7)
    times = [(n, time_to_set("easy", t, rng, mode, c)[0]) for (t, c), n in zip(tables, counts, strict=True)]
    slow = statistics.median(s for n, s in times if n <= few)
    fast = statistics.median(s for n, s in times if n >= many)
    assert fast < slow


@pytest.mark.parametrize("mode", ["chain", "ultra"])
def test_the_levels_keep_their_order_and_their_measured_times(mode):
    tables = mode_tables(random.Random(11), 600, mode=mode)
    medians = []
    for key in LEVELS:
        rng = random.Random(f"11-{key}")
        medians.append(statistics.median(time_to_set(key, t, rng, mode, c)[0] for t, c in tables))
        assert medians[-1] == pytest.approx(MODE_TYPICAL_SECONDS[mode][key], rel=0.25)
    assert medians == sorted(medians, reverse=True)
