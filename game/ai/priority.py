"""A helper process (a bot worker, the study's puzzle maker, the art rehearsal) yields the CPU to the game window.

On a 2-core machine a helper's pure-Python search would otherwise take turns with the frame loop: niceness,
``SCHED_BATCH`` and keeping off one core make the window's frames win (measurements in docs/performance.md).
"""

from __future__ import annotations

import os

BOT_NICENESS = 5  # added to the bot process's niceness: the UI gets ~3/4 of a contended core


def keep_one_core_free() -> None:
    """Where the platform allows it and the process may use two cores or more, run this (helper) process on all
    of them but one, which the window then has to itself: the frame's process is no longer preempted by a helper
    sharing its core. Measured at 1920×1080 on two cores, frame p99 3.7 / 5.3 / 3.7 ms against 5.5 / 7.2 / 4.5
    ms with the helper free to run anywhere (three seeds, docs/performance.md)."""
    get, put = getattr(os, "sched_getaffinity", None), getattr(os, "sched_setaffinity", None)
    if get is None or put is None:
        return
    try:
        cpus = sorted(get(0))
        if len(cpus) >= 2:
            put(0, cpus[:-1])
    except OSError:
        pass


def lower_priority(step: int = BOT_NICENESS) -> bool:
    """Make this process yield the CPU to the game window; False where that is not possible (never raises).

    Niceness shares a contended core; on Linux the process also becomes ``SCHED_BATCH``, so that waking it (a
    job sent down its pipe) never preempts the window on the spot. A normal task woken after sleeping is run at
    once in the waker's place, which cost the frame that sent a job 3–5 ms of waiting (measured at 1920×1080);
    a batch task waits for the window's frame to end, which takes a millisecond or two. It also leaves one core
    to the window (``keep_one_core_free``)."""
    nice = getattr(os, "nice", None)
    if nice is None:
        return False
    try:
        nice(step)
    except OSError:
        return False
    keep_one_core_free()
    batch = getattr(os, "SCHED_BATCH", None)
    if batch is not None and hasattr(os, "sched_setscheduler"):
        try:
            os.sched_setscheduler(0, batch, os.sched_param(0))
        except OSError:
            pass
    return True
