"""The one way the host's server and the joiner's client run their asyncio loop in a thread of their own, and
hand it work from the main thread without ever waiting on it."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

log = logging.getLogger(__name__)
SWEEP_S = 2.0  # how long the tasks ``main`` left behind get to finish once cancelled, before the loop closes


def run_loop(
    main: Callable[[], Coroutine[Any, Any, None]], started: Callable[[asyncio.AbstractEventLoop], None]
) -> None:
    """In the calling (background) thread: a new loop, told to ``started`` before ``main`` runs; closed after,
    once every task ``main`` left behind is cancelled and has finished (``sweep``)."""
    loop = asyncio.new_event_loop()
    started(loop)
    try:
        loop.run_until_complete(main())
    finally:
        try:
            loop.run_until_complete(sweep())
            loop.run_until_complete(loop.shutdown_asyncgens())
        finally:
            loop.close()


async def sweep(timeout: float = SWEEP_S) -> None:
    """Cancel every other task of the running loop and wait (at most ``timeout``) until they end: a task left
    pending when the loop closes is destroyed later, wherever the collector happens to run, and its coroutine
    fails there ("Event loop is closed": a writer waiting on its queue, a handler on its socket)."""
    me = asyncio.current_task()
    left = [t for t in asyncio.all_tasks() if t is not me]
    for task in left:
        task.cancel()
    if not left:
        return
    done, pending = await asyncio.wait(left, timeout=timeout)
    for task in done:
        if not task.cancelled() and task.exception() is not None:
            log.debug("a task ended with %r as its loop closed", task.exception())
    if pending:
        log.warning("%d task(s) did not end within %.1f s of their loop's close", len(pending), timeout)


def post(loop: asyncio.AbstractEventLoop | None, callback: Callable[..., Any], *args: Any) -> bool:
    """``callback(*args)`` soon on ``loop`` (from any thread); False when the loop is gone (nothing to reach)."""
    if loop is None or loop.is_closed():
        return False
    try:
        loop.call_soon_threadsafe(callback, *args)
    except RuntimeError:  # closed between the check and the call
        return False
    return True
