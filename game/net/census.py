"""The host's count of open sockets, from the first TCP byte: over the caps a socket is cut before its handshake.

A "stranger" is a socket not (yet) seated; strangers are capped overall and per address, so one address's flood
leaves friends elsewhere free. Only the server's thread touches a Census.
"""

from __future__ import annotations

import asyncio
from collections import Counter

from websockets.asyncio.server import ServerConnection

from game.net.guard import Hush, Limits


class Census:
    """How many sockets are open, and how many of them are strangers, overall and per address."""

    def __init__(self, limits: Limits, hush: Hush) -> None:
        self.limits, self._hush = limits, hush
        self.open = 0
        self.strangers = 0
        self._by_address: Counter[str] = Counter()
        self.live: set[CountedConnection] = set()  # the admitted sockets still open (cut at the host's close)

    def admit(self, peer: str) -> bool:
        """Count a new socket, or say no (and count nothing: a cut socket costs the next friend nothing)."""
        limits = self.limits
        if self.open >= limits.connections or self.strangers >= limits.pending:
            self._hush.info(
                "too many connections (%d open, %d not seated): cut one", self.open, self.strangers
            )
            return False
        if self._by_address[peer] >= limits.pending_per_address:
            self._hush.info("too many connections not seated from %s: cut one", peer)
            return False
        self.open += 1
        self.strangers += 1
        self._by_address[peer] += 1
        return True

    def known(self, peer: str) -> None:
        """A stranger is one no more (seated, refused and closing, or gone)."""
        self.strangers -= 1
        self._by_address[peer] -= 1
        if self._by_address[peer] <= 0:
            del self._by_address[peer]


class CountedConnection(ServerConnection):
    """A server connection that a Census admits or cuts as soon as its TCP connection is made."""

    census: Census  # set on the subclass connection_class() makes
    peer = "?"
    admitted = False
    stranger = False

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        peer = transport.get_extra_info("peername")
        self.peer = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        self.admitted = self.stranger = self.census.admit(self.peer)
        if not self.admitted:
            self.transport.abort()
        else:
            self.census.live.add(self)

    def settle(self) -> None:
        """No longer a stranger: seated, or refused and closing (the cap on open sockets still counts it)."""
        if self.stranger:
            self.stranger = False
            self.census.known(self.peer)

    def connection_lost(self, exc: Exception | None) -> None:
        self.settle()
        if self.admitted:
            self.admitted = False
            self.census.open -= 1
            self.census.live.discard(self)
        super().connection_lost(exc)


def connection_class(census: Census) -> type[CountedConnection]:
    """The connection type for one server, counted by its census."""
    return type("Counted", (CountedConnection,), {"census": census})
