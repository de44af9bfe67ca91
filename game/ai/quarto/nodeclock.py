"""A clock counted in search nodes, for games that must play the same on any machine and under any load.

The solver reads the clock once per 1024 nodes while a deadline is set, so a clock that moves ``1024 / rate``
seconds per reading turns every budget and deadline into a node count: ``rate`` nodes per "second". The few
readings outside the search (between iterations and proofs) move it by one step each.
"""

from __future__ import annotations

import time

from game.ai.quarto import perfect, root, safety, search

TIMED = (search, root, safety, perfect)  # the modules that read ``time.perf_counter``


class NodeClock:
    """A stand-in for the ``time`` module: ``perf_counter`` moves ``step`` seconds per reading."""

    def __init__(self, rate: float) -> None:
        self.step = 1024 / rate
        self.now = 0.0

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def install(rate: float) -> NodeClock:
    """Put a node clock of ``rate`` nodes per second into every timed module of this process."""
    clock = NodeClock(rate)
    for module in TIMED:
        vars(module)["time"] = clock
    return clock


def uninstall() -> None:
    for module in TIMED:
        vars(module)["time"] = time
