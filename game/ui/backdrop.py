"""The table background behind every screen: felt with a soft vignette, rendered once per window size."""

from __future__ import annotations

import functools
import logging
import random
from typing import Any

log = logging.getLogger(__name__)
_cache: dict[tuple[int, int], Any] = {}


def backdrop(pg: Any, size: tuple[int, int]) -> Any:
    surf = _cache.get(size)
    if surf is None:
        _cache.clear()
        surf = _felt(pg, size)
        _cache[size] = surf
    return surf


def _felt(pg: Any, size: tuple[int, int]) -> Any:
    from game.art.table import felt

    try:
        base = felt(size)
    except pg.error as exc:  # pygame refused the painted felt (out of memory, a lost display): a plain cloth
        log.warning("plain felt behind the screens: %s", exc)
        base = _plain_felt(pg, size)
    out = pg.Surface(size).convert() if pg.display.get_surface() else pg.Surface(size)
    out.blit(base, (0, 0))
    out.blit(pg.transform.smoothscale(_vignette(pg), size), (0, 0))
    return out


@functools.cache
def _vignette(pg: Any) -> Any:
    """A dark radial-ish frame, drawn small (once) and smoothscaled to each window size."""
    w, h = 64, 36
    vig = pg.Surface((w, h), pg.SRCALPHA)
    for y in range(h):
        for x in range(w):
            dx, dy = (x + 0.5) / w - 0.5, (y + 0.5) / h - 0.5
            d = min(1.0, (dx * dx + dy * dy) * 2.6)
            vig.set_at((x, y), (0, 0, 0, int(150 * d * d)))
    return vig


def _plain_felt(pg: Any, size: tuple[int, int]) -> Any:
    rng = random.Random(7)
    w, h = max(1, size[0] // 6), max(1, size[1] // 6)
    small = pg.Surface((w, h))
    for y in range(h):
        for x in range(w):
            n = rng.randint(-6, 6)
            small.set_at((x, y), (24 + n, 78 + n, 60 + n))
    return pg.transform.smoothscale(small, size)
