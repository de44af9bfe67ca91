"""SET bots: effort falls as SETs on the table rise and grows with the table, deterministic stepping, near-misses."""

from __future__ import annotations

import random
import statistics

import pytest

from game.ai.set_ai import LEVELS, TYPICAL_SECONDS, SetBot, choose_claim, describe, find
from game.ai.set_bench import random_tables, time_to_set
from game.rules.setgame import DECK, NEAR, THIRD, Claim, all_sets, has_set, new_game


def tables_by_sets(size: int, seed: int, per_count: int = 150, counts=(1, 2, 3, 4)) -> dict:
    """Random ``size``-card tables grouped by how many SETs they hold (``counts``)."""
    rng = random.Random(seed)
    groups: dict[int, list[tuple[int, ...]]] = {n: [] for n in counts}
    while any(len(g) < per_count for g in groups.values()):
        cards = tuple(rng.sample(DECK, size))
        n = len(all_sets(cards))
        if n in groups and len(groups[n]) < per_count:
            groups[n].append(cards)
    return groups


def mean_looks(level: str, tables, seed: int) -> float:
    rng = random.Random(seed)
    return statistics.fmean(time_to_set(level, t, rng)[1] for t in tables)


@pytest.mark.parametrize("level", ["beginner", "medium", "lightning"])
def test_find_effort_falls_as_the_sets_on_the_table_rise(level):
    groups = tables_by_sets(12, seed=21)
    looks = [mean_looks(level, groups[n], seed=5) for n in (1, 2, 3, 4)]
    assert looks == sorted(looks, reverse=True) and looks[0] > 2 * looks[3]


def test_find_effort_rises_with_the_table_size_for_the_same_number_of_sets():
    small = tables_by_sets(12, seed=3, per_count=150, counts=(3, 4))
    large = tables_by_sets(15, seed=3, per_count=150, counts=(3, 4))
    for n in (3, 4):
        assert mean_looks("medium", large[n], 9) > 1.3 * mean_looks("medium", small[n], 9)


def test_levels_are_ordered_by_speed_and_describe_their_measured_time():
    tables = random_tables(random.Random(11), 1500)
    medians = []
    for key in LEVELS:
        rng = random.Random(f"11-{key}")
        medians.append(statistics.median(time_to_set(key, t, rng)[0] for t in tables))
        assert medians[-1] == pytest.approx(TYPICAL_SECONDS[key], rel=0.12)
        assert describe(key).startswith(LEVELS[key].name + ": finds a SET on 12 cards in about ")
    assert medians == sorted(medians, reverse=True)
    assert describe("Lightning") == describe("lightning")
    with pytest.raises(ValueError, match="no SET level"):
        describe("godlike")


def test_a_bot_is_deterministic_and_independent_of_the_frame_rate():
    table = random_tables(random.Random(2), 1)[0]
    whole = SetBot("medium", random.Random(7))
    whole.reset(table)
    claim = whole.advance(120.0)
    stepped = SetBot("medium", random.Random(7))
    stepped.reset(table)
    frames = 0
    while (found := stepped.advance(1 / 64)) is None:
        frames += 1
    assert found == claim and stepped.looks == whole.looks
    assert stepped.elapsed == pytest.approx(whole.elapsed) and frames == int(whole.elapsed * 64)
    assert set(claim.cards) <= set(table) and THIRD[claim.cards[0]][claim.cards[1]] == claim.cards[2]


def test_nothing_is_called_before_the_reaction_time():
    table = random_tables(random.Random(4), 1)[0]
    bot = SetBot("hard", random.Random(1))
    bot.reset(table)
    assert bot.advance(LEVELS["hard"].reaction * 0.99) is None and bot.looks == 0


def test_a_changed_table_restarts_the_search_but_the_same_one_does_not():
    tables = random_tables(random.Random(5), 2)
    bot = SetBot("beginner", random.Random(3))
    bot.see(tables[0])
    bot.advance(8.0)
    looks, elapsed = bot.looks, bot.elapsed
    assert looks > 0
    bot.see(list(tables[0]))
    assert (bot.looks, bot.elapsed) == (looks, elapsed)
    bot.see(tables[1])
    assert bot.looks == 0 and bot.elapsed == 0 and bot.table == tables[1]


def test_a_bot_with_memory_gives_up_on_a_table_without_a_set():
    rng = random.Random(6)
    while has_set(table := rng.sample(DECK, 12)):
        pass
    claim, _seconds, looks = find("hard", table, random.Random(1))
    assert claim is None or not has_set(claim.cards)
    bot = SetBot("lightning", random.Random(1))
    bot.reset(table)
    assert bot.advance(500.0) is None and bot.gave_up and bot.looks == 66


def test_low_levels_sometimes_call_a_near_miss_and_lightning_never_does():
    tables = random_tables(random.Random(8), 400)
    rng = random.Random(2)
    wrong = 0
    for table in tables:
        claim, _, _ = find("beginner", table, rng)
        a, b, c = claim.cards
        assert {a, b, c} <= set(table)
        if THIRD[a][b] != c:
            wrong += 1
            assert any(THIRD[x][y] in NEAR[z] for x, y, z in ((a, b, c), (a, c, b), (b, c, a)))
    assert 10 <= wrong <= 120
    rng = random.Random(2)
    for table in tables:
        a, b, c = find("lightning", table, rng)[0].cards
        assert THIRD[a][b] == c


def test_bad_levels_and_times_are_value_errors():
    with pytest.raises(ValueError):
        SetBot("genius", random.Random(1))
    bot = SetBot("easy", random.Random(1))
    for bad in (-1.0, float("inf"), float("nan")):
        with pytest.raises(ValueError):
            bot.advance(bad)


def test_choose_claim_answers_for_a_seat_that_may_act():
    state = new_game(random.Random(3), 2)
    claim, seconds = choose_claim(state, 1, "hard", random.Random(4))
    assert claim in state.legal_moves(1) and seconds > LEVELS["hard"].reaction
    state.play(claim, 1)
    wrong = next(
        (a, b, c)
        for a in state.table
        for b in state.table
        for c in state.table
        if len({a, b, c}) == 3 and THIRD[a][b] != c
    )
    state.play(Claim(wrong), 0)
    assert choose_claim(state, 0, "hard", random.Random(4)) == (None, 0.0)
