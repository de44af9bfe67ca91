"""Handing memory back after a table closes: collect the closed scenes' reference cycles, then trim glibc's heap."""

from __future__ import annotations

import functools
import gc
import sys
from collections.abc import Callable


def release_memory() -> None:
    """After the stack is replaced (a table closed): collect the old scenes now — a scene and its buttons' bound
    methods form reference cycles, so its surfaces would wait for the collector — and, where the C library is
    glibc, hand the freed pages back to the system. Without it resident memory crept from 148 MB after 10
    autoplay games to 197 MB after 75 although nothing was alive (docs/performance.md, "Memory")."""
    gc.collect()
    trim = _malloc_trim()
    if trim is not None:
        trim(0)


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        trim: Callable[[int], int] = ctypes.CDLL(None).malloc_trim  # glibc only; musl and others have none
        return trim
    except (OSError, AttributeError):
        return None
