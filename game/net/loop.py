"""The one way the host's server and the joiner's client run their asyncio loop in a thread of their own, and
hand it work from the main thread without ever waiting on it."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from typing import Any


def run_loop(
    main: Callable[[], Coroutine[Any, Any, None]], started: Callable[[asyncio.AbstractEventLoop], None]
) -> None:
    """In the calling (background) thread: a new loop, told to ``started`` before ``main`` runs; closed after."""
    loop = asyncio.new_event_loop()
    started(loop)
    try:
        loop.run_until_complete(main())
    finally:
        loop.close()


def post(loop: asyncio.AbstractEventLoop | None, callback: Callable[..., Any], *args: Any) -> bool:
    """``callback(*args)`` soon on ``loop`` (from any thread); False when the loop is gone (nothing to reach)."""
    if loop is None or loop.is_closed():
        return False
    try:
        loop.call_soon_threadsafe(callback, *args)
    except RuntimeError:  # closed between the check and the call
        return False
    return True
