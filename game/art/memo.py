"""Painted art kept in memory: every art cache counts its entries, and all of them together share one budget of
bytes.

``functools.lru_cache`` counts entries only, and an entry's size follows the window: the faces that take a few MB
at one size take far more over the many sizes a window can be dragged through (the long soak measured a process
at 590–713 MB, docs/performance.md). ``art_cache(maxsize)`` keeps a function's most recently used results, at
most ``maxsize`` of them, and the pixels held by all art caches together stay within the budget: past it, the
least recently used entry of any cache goes first. The entry just made always stays.

The heaviest table keeps 39 MB of art at 1920×1080 (classic Quarto; SET 23, SET Quarto 21, measured with
``report`` and ``BUDGET.held``), so ``BUDGET_MB`` holds any game at three window sizes without painting anything
twice; a larger window raises the budget with its area (``Budget.fit``). Art is made and used on the UI thread
only. Each cache offers lru_cache's ``cache_clear`` and ``cache_info``.
"""

from __future__ import annotations

import functools
from collections import OrderedDict, namedtuple
from collections.abc import Callable, Hashable
from typing import Generic, ParamSpec, TypeVar

import pygame

MB = 1 << 20
BUDGET_MB = 128  # for windows up to FULL_HD; more for larger ones, by area
FULL_HD = 1920 * 1080
CacheInfo = namedtuple("CacheInfo", "hits misses maxsize currsize")  # as functools.lru_cache reports
P = ParamSpec("P")
R = TypeVar("R", covariant=True)


def surfaces(value: object) -> list[pygame.Surface]:
    """The surfaces in a result: the result itself, or those in a tuple or list (nested)."""
    if isinstance(value, pygame.Surface):
        return [value]
    if isinstance(value, (tuple, list)):
        return [s for v in value for s in surfaces(v)]
    return []


def held_bytes(value: object) -> int:
    """The pixel bytes of the surfaces in a result."""
    return sum(s.get_pitch() * s.get_height() for s in surfaces(value))


class Budget:
    """The recency of every entry of every art cache, and the bytes of the distinct surfaces they hold: caches
    share surfaces (a Quarto face is the painted piece itself), and a shared surface is counted once."""

    def __init__(self, limit_bytes: int) -> None:
        self.limit = limit_bytes
        self.held = 0
        self.order: OrderedDict[tuple[int, Hashable], tuple[ArtCache[..., object], object]] = OrderedDict()
        # id of a held surface -> how many entries hold it (while they do, it stays alive and keeps its id)
        self.refs: dict[int, int] = {}
        self.caches: list[ArtCache[..., object]] = []

    def fit(self, size: tuple[int, int]) -> None:
        """Size the budget for a window of ``size`` (art grows with the window's area); kept within at the next
        entry made."""
        self.limit = int(BUDGET_MB * MB * max(1.0, size[0] * size[1] / FULL_HD))

    def used(self, cache: ArtCache[..., object], key: Hashable) -> None:
        self.order.move_to_end((id(cache), key))

    def add(self, cache: ArtCache[..., object], key: Hashable, value: object) -> None:
        self.order[(id(cache), key)] = (cache, value)
        for surf in surfaces(value):
            n = self.refs.get(id(surf), 0)
            if n == 0:
                self.held += surf.get_pitch() * surf.get_height()
            self.refs[id(surf)] = n + 1
        while self.held > self.limit and len(self.order) > 1:
            (_, old_key), (owner, _value) = next(iter(self.order.items()))
            owner.drop(old_key)

    def forget(self, cache: ArtCache[..., object], key: Hashable) -> None:
        _owner, value = self.order.pop((id(cache), key))
        for surf in surfaces(value):
            n = self.refs[id(surf)] - 1
            if n:
                self.refs[id(surf)] = n
            else:
                del self.refs[id(surf)]
                self.held -= surf.get_pitch() * surf.get_height()


BUDGET = Budget(BUDGET_MB * MB)


class ArtCache(Generic[P, R]):
    """One painting function's results, least recently used first out (see the module's text)."""

    def __init__(self, fn: Callable[P, R], maxsize: int, budget: Budget) -> None:
        self.fn = fn
        self.maxsize = maxsize
        self.budget = budget
        self.kept: OrderedDict[Hashable, R] = OrderedDict()  # key -> result, least recently used first
        self.hits = self.misses = 0
        budget.caches.append(self)
        functools.update_wrapper(self, fn)

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> R:
        key: Hashable = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        value = self.kept.get(key)  # a painting function never returns None
        if value is not None:
            self.hits += 1
            self.kept.move_to_end(key)
            self.budget.used(self, key)
            return value
        self.misses += 1
        value = self.fn(*args, **kwargs)
        self.kept[key] = value
        self.budget.add(self, key, value)
        while len(self.kept) > self.maxsize:
            self.drop(next(iter(self.kept)))
        return value

    def ready(self, *args: P.args, **kwargs: P.kwargs) -> bool:
        """Whether a call with these arguments finds its result kept (nothing to paint); counts nothing."""
        key: Hashable = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        return key in self.kept

    def drop(self, key: Hashable) -> None:
        del self.kept[key]
        self.budget.forget(self, key)

    def cache_clear(self) -> None:
        for key in list(self.kept):
            self.drop(key)
        self.hits = self.misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.maxsize, len(self.kept))


def art_cache(maxsize: int) -> Callable[[Callable[P, R]], ArtCache[P, R]]:
    """Memoise a painting function: at most ``maxsize`` results, within the shared budget of bytes."""

    def wrap(fn: Callable[P, R]) -> ArtCache[P, R]:
        return ArtCache(fn, maxsize, BUDGET)

    return wrap


def report() -> list[tuple[str, int, int]]:
    """Every art cache: (module.function, entries, bytes held), largest first."""
    rows = [
        (f"{c.fn.__module__}.{c.fn.__qualname__}", len(c.kept), sum(held_bytes(v) for v in c.kept.values()))
        for c in BUDGET.caches
    ]
    return sorted(rows, key=lambda r: -r[2])
