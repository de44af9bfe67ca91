"""The table background behind every screen: felt with a soft vignette, rendered once per window size and kept
on disk with the art (``game.art.diskcache``): painting it took 80–150 ms of the window's first frame at
1920×1080; reading it back takes a few. At a first start the menu has it painted a step a frame
(``felt_step``), showing the plain cloth colour until it is ready."""

from __future__ import annotations

import functools
import hashlib
import logging
import random
from collections.abc import Iterator
from pathlib import Path

import pygame

log = logging.getLogger(__name__)
_cache: dict[tuple[int, int], pygame.Surface] = {}
_painting: dict[tuple[int, int], Iterator[pygame.Surface | None]] = {}  # a felt being painted a step a frame


def felt_backdrop(size: tuple[int, int]) -> pygame.Surface:
    surf = _cache.get(size)
    if surf is None:
        _cache.clear()
        surf = _felt(size)
        _cache[size] = surf
    return surf


def backdrop(_pg: object, size: tuple[int, int]) -> pygame.Surface:
    """``felt_backdrop`` for the table scenes, which still pass pygame first (unused; to go once they stop)."""
    return felt_backdrop(size)


LET_GO_PX = 1920 * 1080  # a felt for a window larger than this may be let go (``let_go``)


def let_go(size: tuple[int, int]) -> None:
    """A table has made its own copy of the felt (its base, its cloth): for a window larger than ``LET_GO_PX`` the
    one kept here is let go (32 MB at 3840×2160), when the disk holds it to be read back by the next screen that
    asks (≈ 10–20 ms at 3840×2160, once)."""
    from game.art import diskcache

    if size[0] * size[1] > LET_GO_PX and size in _cache and diskcache.exists(_name(size)):
        del _cache[size]


def felt_kept(size: tuple[int, int]) -> bool:
    """The felt for ``size`` is in memory: ``felt_step`` has nothing to paint or read."""
    return size in _cache


def felt_step(size: tuple[int, int]) -> bool:
    """Whether the felt for ``size`` is ready (kept, or on disk); if not, one step of its painting (10–15 ms at
    1920×1080, ``_paint_steps``) — so a first start spreads the felt over frames, not into one. The felt is the
    same as ``felt_backdrop``'s, which finishes a painting begun here."""
    if size in _cache:
        return True
    if size not in _painting:
        stored = _load(size)
        if stored is not None:
            _cache.clear()
            _cache[size] = stored
            return True
        _painting.clear()
        _painting[size] = _paint_steps(size)
    out = next(_painting[size])
    if out is None:
        return False
    del _painting[size]
    _cache.clear()  # (its last steps stored it on disk)
    _cache[size] = out
    return True


def _felt(size: tuple[int, int]) -> pygame.Surface:
    stored = _load(size)
    if stored is not None:
        return stored
    *_steps, out = _painting.pop(size, None) or _paint_steps(size)  # (stored on disk by its last steps)
    assert out is not None
    return out


def _name(size: tuple[int, int]) -> str:
    return f"backdrop-{_version()}-{size[0]}x{size[1]}"


def _load(size: tuple[int, int]) -> pygame.Surface | None:
    from game.art import diskcache

    stored = diskcache.load(_name(size), 1)
    if stored is None:
        return None
    screen = pygame.display.get_surface()
    same = screen is None or stored[0].get_masks() == screen.get_masks()
    return stored[0] if same else stored[0].convert()  # (a convert is a second 8 MB at 1920×1080)


@functools.cache
def _version() -> str:
    """This module's own painting (the vignette) in the cached file's name; the disk cache's stamp covers the
    felt's painter, and a frozen build as a whole."""
    try:
        return hashlib.sha1(Path(__file__).read_bytes()).hexdigest()[:8]
    except OSError:  # a frozen build: no source beside it (its stamp is the executable's)
        return "frozen"


def _paint(size: tuple[int, int]) -> pygame.Surface:
    *_steps, out = _paint_steps(size)
    assert out is not None
    return out


def _paint_steps(size: tuple[int, int]) -> Iterator[pygame.Surface | None]:
    """The backdrop painted a window-sized operation a step: None after each, the backdrop last."""
    from game.art.table import felt_steps

    try:
        for base in felt_steps(size):
            if base is None:
                yield None
    except (
        pygame.error
    ) as exc:  # pygame refused the painted felt (out of memory, a lost display): a plain cloth
        log.warning("plain felt behind the screens: %s", exc)
        base = _plain_felt(size)
    assert base is not None
    yield None
    out = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
    out.blit(base, (0, 0))
    yield None
    out.blit(pygame.transform.smoothscale(_vignette(), size), (0, 0))
    yield None
    # kept on disk a step at a time too (8 MB a step: the whole 32 MB of a 3840×2160 felt was 74–89 ms of a frame)
    from game.art import diskcache

    writer = diskcache.Writer(_name(size), [out])
    while not writer.step():
        yield None
    yield out


@functools.cache
def _vignette() -> pygame.Surface:
    """A dark radial-ish frame, drawn small (once) and smoothscaled to each window size."""
    w, h = 64, 36
    vig = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            dx, dy = (x + 0.5) / w - 0.5, (y + 0.5) / h - 0.5
            d = min(1.0, (dx * dx + dy * dy) * 2.6)
            vig.set_at((x, y), (0, 0, 0, int(150 * d * d)))
    return vig


def _plain_felt(size: tuple[int, int]) -> pygame.Surface:
    rng = random.Random(7)
    w, h = max(1, size[0] // 6), max(1, size[1] // 6)
    small = pygame.Surface((w, h))
    for y in range(h):
        for x in range(w):
            n = rng.randint(-6, 6)
            small.set_at((x, y), (24 + n, 78 + n, 60 + n))
    return pygame.transform.smoothscale(small, size)
