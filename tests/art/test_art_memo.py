"""Art kept in memory is bounded in entries per cache and in bytes over all caches together: the least recently
used entry of any cache goes first, a surface two caches share is counted once, and the newest entry stays."""

from __future__ import annotations

import pygame

from game.art import memo


def _surface(kb: int) -> pygame.Surface:
    return pygame.Surface((256, kb), pygame.SRCALPHA, 32)  # 256 px × 4 bytes = 1 KB a row


def _pair(limit_kb: int):
    budget = memo.Budget(limit_kb * 1024)
    calls: list[tuple] = []

    def paint(name: str, kb: int) -> pygame.Surface:
        calls.append((name, kb))
        return _surface(kb)

    return budget, calls, memo.ArtCache(paint, 8, budget), memo.ArtCache(paint, 8, budget)


def test_results_are_kept_and_reused_up_to_maxsize_least_recent_first() -> None:
    budget, calls, a, _b = _pair(10_000)
    first = a("x", 1)
    assert a("x", 1) is first and len(calls) == 1
    for i in range(2, 10):  # eight more: the ninth entry pushes out the least recently used
        a("y", i)
    assert a.cache_info().currsize == 8
    a("x", 1)
    assert len(calls) == 10, "x was the oldest entry and was painted again"
    assert a.cache_info().hits == 1 and a.cache_info().misses == 10


def test_all_caches_share_one_budget_of_bytes() -> None:
    budget, calls, a, b = _pair(100)
    a("a1", 40)
    b("b1", 40)
    a("a1", 40)  # used again: now b1 is the least recently used
    b("b2", 40)  # 120 KB > 100: b1 goes, though a1 was made first
    assert budget.held == 80 * 1024
    assert a.cache_info().currsize == 1 and b.cache_info().currsize == 1
    b("b1", 40)
    assert calls.count(("b1", 40)) == 2 and calls.count(("a1", 40)) == 1


def test_a_surface_two_caches_hold_is_counted_once() -> None:
    budget = memo.Budget(1 << 30)
    shared = _surface(10)
    a = memo.ArtCache(lambda: shared, 4, budget)
    b = memo.ArtCache(lambda: (shared, (0, 0)), 4, budget)  # a face and its anchor, as the Quarto art keeps
    a()
    b()
    assert budget.held == 10 * 1024
    a.cache_clear()
    assert budget.held == 10 * 1024, "b still holds it"
    b.cache_clear()
    assert budget.held == 0 and not budget.order and not budget.refs


def test_the_newest_entry_stays_even_past_the_budget() -> None:
    budget, calls, a, _b = _pair(10)
    a("small", 4)
    big = a("big", 50)
    assert a("big", 50) is big and len(calls) == 2
    assert a.cache_info().currsize == 1 and budget.held == 50 * 1024


def test_a_larger_window_gets_a_larger_budget() -> None:
    budget = memo.Budget(0)
    budget.fit((1280, 720))
    assert budget.limit == memo.BUDGET_MB * memo.MB
    budget.fit((1920, 1080))
    assert budget.limit == memo.BUDGET_MB * memo.MB
    budget.fit((3840, 2160))
    assert budget.limit == 4 * memo.BUDGET_MB * memo.MB


def test_the_art_of_many_window_sizes_stays_within_the_budget(monkeypatch) -> None:
    """The long soak's case: a window dragged through many sizes paints the pieces and board at each; what stays in
    memory is bounded, and the size in use now is still whole."""
    from game.scenes.quarto import art

    pygame.display.init()
    monkeypatch.setattr(memo.BUDGET, "limit", 24 * memo.MB)  # small, so a few sizes overflow it
    for cache in memo.BUDGET.caches:
        cache.cache_clear()
    for cell in range(90, 190, 8):  # thirteen sizes of place
        for piece in range(16):
            art.face("classic", piece, cell, False)
    assert memo.BUDGET.held <= 24 * memo.MB
    painted = sum(c.cache_info().misses for c in memo.BUDGET.caches)
    for piece in range(16):  # the last size is all there: nothing painted again
        art.face("classic", piece, 186, False)
    assert sum(c.cache_info().misses for c in memo.BUDGET.caches) == painted
