"""Painted art kept in memory: every art cache counts its entries, and all of them together share one budget of
bytes.

``functools.lru_cache`` counts entries only, and an entry's size follows the window: the faces that take a few MB
at one size take far more over the many sizes a window can be dragged through (the long soak measured a process
at 590–713 MB, docs/performance.md). ``art_cache(maxsize)`` keeps a function's most recently used results, at
most ``maxsize`` of them, and the pixels held by all art caches together stay within the budget: past it, the
least recently used entry of any cache goes first. The entry just made always stays.

The heaviest table keeps 39 MB of art at 1920×1080 (classic Quarto; SET 23, SET Quarto 21, measured with
``report`` and ``BUDGET.held``), so ``BUDGET_MB`` holds any game at three window sizes without painting anything
twice. A larger window does not raise it: at 3840×2160 the same art takes four times the bytes (a Quarto table
held 77 MB), and a budget grown with the area (512 MB) let a 4K window keep every size it had seen; 128 MB holds
the table in use at 4K and part of another, the rest is read back from the disk cache when asked again
(``Budget.fit``). A cache of passing sizes (a piece's in-between sizes as it glides) also has its own bound in
bytes (``art_cache(maxsize, mb=…)``), so a sharp window keeps as many of them as ``mb`` holds, not ``maxsize``.
Art is made and used on the UI thread only. Each cache offers lru_cache's ``cache_clear`` and ``cache_info``.
"""

from __future__ import annotations

import functools
from collections import OrderedDict, namedtuple
from collections.abc import Callable, Hashable
from typing import Generic, ParamSpec, TypeVar

import pygame

MB = 1 << 20
BUDGET_MB = 128  # for every window size (see the module's text)
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
        """Size the budget for a window of ``size``: ``BUDGET_MB`` at every size, the art of the sizes in use kept
        and older ones let go past it (see the module's text); kept within at the next entry made."""
        self.limit = BUDGET_MB * MB

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

    def __init__(self, fn: Callable[P, R], maxsize: int, budget: Budget, mb: float | None = None) -> None:
        self.fn = fn
        self.maxsize = maxsize
        self.budget = budget
        self.most = None if mb is None else int(mb * MB)  # this cache's own bound in bytes, if it has one
        self.kept: OrderedDict[Hashable, R] = OrderedDict()  # key -> result, least recently used first
        self.bytes = (
            0  # the pixels of this cache's own results (a surface shared with another counts here too)
        )
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
        self.bytes += held_bytes(value)
        self.budget.add(self, key, value)
        while len(self.kept) > self.maxsize or (
            self.most is not None and self.bytes > self.most and len(self.kept) > 1
        ):
            self.drop(next(iter(self.kept)))
        return value

    def ready(self, *args: P.args, **kwargs: P.kwargs) -> bool:
        """Whether a call with these arguments finds its result kept (nothing to paint); counts nothing."""
        key: Hashable = (args, tuple(sorted(kwargs.items()))) if kwargs else args
        return key in self.kept

    def drop(self, key: Hashable) -> None:
        self.bytes -= held_bytes(self.kept.pop(key))
        self.budget.forget(self, key)

    def cache_clear(self) -> None:
        for key in list(self.kept):
            self.drop(key)
        self.hits = self.misses = 0

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self.hits, self.misses, self.maxsize, len(self.kept))


def art_cache(maxsize: int, mb: float | None = None) -> Callable[[Callable[P, R]], ArtCache[P, R]]:
    """Memoise a painting function: at most ``maxsize`` results (and with ``mb``, at most that many MB of their
    pixels: the newest result always stays), within the shared budget of bytes."""

    def wrap(fn: Callable[P, R]) -> ArtCache[P, R]:
        return ArtCache(fn, maxsize, BUDGET, mb)

    return wrap


def report() -> list[tuple[str, int, int]]:
    """Every art cache: (module.function, entries, bytes held), largest first."""
    rows = [
        (f"{c.fn.__module__}.{c.fn.__qualname__}", len(c.kept), sum(held_bytes(v) for v in c.kept.values()))
        for c in BUDGET.caches
    ]
    return sorted(rows, key=lambda r: -r[2])
