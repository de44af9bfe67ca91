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


def test_a_sharp_window_keeps_the_same_budget_not_four_times_it() -> None:
    """At 3840×2160 the art of one size takes four times the bytes: a budget grown with the area kept every size
    a 4K window had seen (512 MB); the same budget keeps the sizes in use and lets the older ones go."""
    budget = memo.Budget(0)
    for size in ((1280, 720), (1920, 1080), (2880, 1800), (3840, 2160)):
        budget.fit(size)
        assert budget.limit == memo.BUDGET_MB * memo.MB


def test_a_cache_with_its_own_bound_keeps_only_what_its_mb_hold_the_newest_always() -> None:
    budget = memo.Budget(1 << 30)
    calls: list[int] = []

    def paint(kb: int, n: int) -> pygame.Surface:
        calls.append(n)
        return _surface(kb)

    passing = memo.ArtCache(paint, 48, budget, mb=0.1)  # 100 KB of its own, the budget much larger
    for n in range(10):
        passing(30, n)
    assert passing.cache_info().currsize == 3 and passing.bytes == 90 * 1024
    assert budget.held == 90 * 1024, "what the cache let go left the shared budget too"
    passing(30, 9)
    assert calls.count(9) == 1, "the newest is kept"
    passing(30, 0)
    assert calls.count(0) == 2, "the oldest was let go and is painted again"
    passing(200, 99)  # larger than the whole bound alone: it stays, the others go
    assert passing.cache_info().currsize == 1 and passing.bytes == 200 * 1024
    passing.cache_clear()
    assert passing.bytes == 0 and budget.held == 0


def test_the_glides_in_between_sizes_of_a_piece_stay_within_their_own_bound() -> None:
    """A 4K window's glides scaled a piece to many widths, each kept: 35 MB. Now at most ``mb`` of them."""
    from game.scenes.quarto import art

    pygame.display.init()
    art._scaled.cache_clear()
    for piece in range(16):
        for width in range(240, 300, 9):  # a glide from the pool's size to the board's, at a 4K window
            art.scaled_face("classic", piece, 278, False, width)
    assert art._scaled.bytes <= 12 * memo.MB
    assert art._scaled.cache_info().currsize >= 8, "still enough for a glide's steps"
    art._scaled.cache_clear()


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
