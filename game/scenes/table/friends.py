"""Friends at other machines, seen from the host's table: each friend's seat is played by a ``FriendDriver`` that the
host's server feeds, and after every move each friend is told only what their own seat may see (the rules'
``observation``: another QU4TO hand never leaves the host). The host's session stays the one truth: the rules judge
every move a friend sends, and a refusal goes back to that friend with the rule's sentence.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from game import catalog
from game.jsondoc import JSON
from game.net import protocol as p
from game.net.events import Joined, Left, MoveFrom
from game.net.server import HostServer
from game.rules.errors import IllegalMove, NotationError, for_player
from game.scenes.table.drivers import SeatDriver, SeatDrivers, Turn

log = logging.getLogger(__name__)

M = TypeVar("M")
INBOX = 8  # moves a friend may have sent ahead of the table; the server's rate limit keeps it far below


class FriendDriver(SeatDriver[M]):
    """A friend's seat: the moves their connection sent, read with the game's notation, one when the table asks."""

    kind = "friend"

    def __init__(self, seat: int, parse: Callable[[str], M], refuse: Callable[[int, str, str], None]) -> None:
        self.seat = seat
        self.parse = parse
        self.refuse = refuse  # (seat, the move's text, the reason): tells the friend
        self.inbox: deque[str] = deque(maxlen=INBOX)
        self.last = ""  # the text of the move last handed to the table (a refusal names it)

    def step(self, dt: float, turn: Turn) -> M | None:
        while self.inbox:
            text = self.inbox.popleft()
            try:
                move = self.parse(text)
            except (IllegalMove, NotationError) as exc:
                self.refuse(self.seat, text, for_player(exc))
                continue
            self.last = text
            return move
        return None

    def refused(self, exc: IllegalMove) -> None:
        """The table's rules said no to the move last handed over: the friend hears why."""
        self.refuse(self.seat, self.last, exc.for_player())


class TableHost(Generic[M]):
    """The host's end of a table played with friends: its server, a driver per friend seat, and what each friend
    is told (their seat's view after every move, and when they join or come back)."""

    def __init__(
        self,
        server: HostServer,
        friend_seats: Sequence[int],
        parse: Callable[[str], M],
        observe: Callable[[int], JSON],
        public: Callable[[M], str] = str,
    ) -> None:
        self.server = server
        self.observe = observe
        self.public = public  # a move as the other seats may see it (a QU4TO rotate hides its card)
        self.moves = 0  # moves played since the table was hosted (the messages' move number)
        self.drivers: dict[int, FriendDriver[M]] = {
            s: FriendDriver(s, parse, self.refuse) for s in friend_seats
        }
        # the friend seats taken at least once (the game waits for them all): some maybe already in a lobby
        self.joined: set[int] = set(server.claims()) & set(self.drivers)
        self.away: dict[int, str] = {}  # the friends who dropped and are not back yet: seat -> name
        self.heard: list[
            Callable[[Joined | Left], None]
        ] = []  # told of every Joined and Left (the table's plates)

    @property
    def started(self) -> bool:
        """Every friend seat has been taken: the game may go on (it waits for friends before their first move)."""
        return self.joined >= set(self.drivers)

    def pump(self) -> None:
        """One frame's worth of what the friends sent: seats taken (they get the table), moves queued."""
        for event in self.server.poll():
            if isinstance(event, Joined):
                self.joined.add(event.seat)
                self.away.pop(event.seat, None)
                self.server.send(event.seat, p.Start())
                self.tell(event.seat)
            elif isinstance(event, MoveFrom) and event.seat in self.drivers:
                if event.seen == self.moves:  # else made on a table that has changed since: dropped, no word
                    self.drivers[event.seat].inbox.append(event.text)
                else:
                    log.debug(
                        "seat %d's %s was made on table %d, not %d",
                        event.seat,
                        event.text,
                        event.seen,
                        self.moves,
                    )
            elif isinstance(event, Left):
                log.info("seat %d (%s) left the table", event.seat, event.name)
                self.away[event.seat] = event.name
            if isinstance(event, Joined | Left):
                for listener in self.heard:
                    listener(event)

    def moved(self, move: M, seat: int) -> None:
        """A move was played (anyone's): every friend hears it — in the words their seat may see — and sees their
        seat's table after it."""
        self.moves += 1
        for friend in self.drivers:
            text = str(move) if friend == seat else self.public(move)
            self.server.send(friend, p.Played(seat=seat, text=text, move=self.moves))
            self.tell(friend)

    def greet(self) -> None:
        """The table opened with friends already seated (in a lobby): each is dealt in."""
        for seat, info in enumerate(self.server.lobby()):
            if seat in self.drivers and info.connected:
                self.server.send(seat, p.Start())
                self.tell(seat)

    def dealt(self, round_no: int) -> None:
        """A new game at the table (a rematch): every friend is dealt in."""
        self.moves += 1
        for friend in self.drivers:
            self.server.send(friend, p.Start(round=round_no))
            self.tell(friend)

    def tell(self, seat: int) -> None:
        try:
            self.server.send(seat, p.Table(move=self.moves, observation=self.observe(seat)))
        except p.ProtocolError as exc:  # a view too large for the wire: the friend waits for the next
            log.warning("the table for seat %d was not sent: %s", seat, exc)

    def refuse(self, seat: int, text: str, reason: str) -> None:
        self.server.send(seat, p.MoveRefused(text=text[:64] or "?", reason=reason[:300]))

    def close(self) -> None:
        self.server.close()


def seat_friends(
    drivers: SeatDrivers[M],
    game_key: str,
    server: HostServer,
    seats: Sequence[int],
    observe: Callable[[int], JSON],
) -> None:
    """Friends at other machines play ``seats`` of a table (its ``drivers``), through ``server``; the table's rules
    judge their moves, and ``observe(seat)`` is what each is shown."""
    fam = catalog.family(catalog.game(game_key).family)
    if fam.parse_move is None:
        raise ValueError(f"friends cannot play {game_key} yet")
    public = catalog.load(fam.public_move) if fam.public_move is not None else str
    drivers.host = TableHost(server, seats, catalog.load(fam.parse_move), observe, public)
    drivers.friends.update(drivers.host.drivers)
