"""A hosted table under way is announced on the network again while a friend's seat waits for them, so the friend's
Join list shows it as a table to rejoin; the announcement is withdrawn once every seat is taken again, and when the
table closes. (The lobby announces the table before its game starts; Start withdraws that announcement, every
friend seat being taken then.) Headless: the decision (``wanted``) is a function of the server's lobby, the
announcing is ``discovery.Announcer``'s, on its own thread; the main loop only calls ``update`` and ``close``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from game.net import discovery
from game.net import protocol as p


class AnnouncerLike(Protocol):
    """What Rejoins asks of an announcer (a test gives a recorder)."""

    table: discovery.Announced

    def start(self) -> None: ...

    def update(self, free: int) -> None: ...

    def close(self) -> None: ...


Make = Callable[[discovery.Announced, int, list[str], list[str] | None], AnnouncerLike]


def wanted(lobby: Sequence[p.SeatInfo]) -> tuple[int, bool]:
    """The friend seats with no one connected, and whether one of them waits for a friend who dropped (a seat
    with a name): (0, False) means every seat is taken, and nothing is announced."""
    waiting = [s for s in lobby if s.kind == "friend" and not s.connected]
    return len(waiting), any(s.name for s in waiting)


class Rejoins:
    """Announces a hosted table under way while ``wanted`` says a seat is free; withdraws it otherwise."""

    def __init__(
        self,
        game: str,
        host: str,
        port: int,
        addresses: list[str],
        interfaces: list[str] | None = None,
        make: Make = discovery.Announcer,
    ) -> None:
        self.game, self.host, self.port = game, host or "?", port
        self.addresses, self.interfaces = addresses, interfaces
        self.make = make
        self.announcer: AnnouncerLike | None = None
        self.closed = False

    @property
    def announced(self) -> discovery.Announced | None:
        """What is announced now (None: nothing)."""
        return None if self.announcer is None else self.announcer.table

    def update(self, lobby: Sequence[p.SeatInfo]) -> None:
        """The seats changed (a friend dropped, or came back): announce, update or withdraw."""
        if self.closed:
            return
        free, rejoin = wanted(lobby)
        if self.announcer is not None and (free == 0 or self.announcer.table.rejoin != rejoin):
            self.withdraw()
        if free == 0:
            return
        if self.announcer is None:
            table = discovery.Announced(self.game, self.host[:24], free, p.PROTOCOL_VERSION, rejoin)
            self.announcer = self.make(table, self.port, self.addresses, self.interfaces)
            self.announcer.start()
        else:
            self.announcer.update(free)

    def withdraw(self) -> None:
        if self.announcer is not None:
            self.announcer.close()
            self.announcer = None

    def close(self) -> None:
        """The table closed: the announcement goes, and nothing is announced again."""
        self.closed = True
        self.withdraw()
