"""Friends at other machines, seen from the host's table: each friend's seat is played by a ``FriendDriver`` that the
host's server feeds, and after every move each friend is told only what their own seat may see (the rules'
``observation``: another QU4TO hand never leaves the host). The host's session stays the one truth: the rules judge
every move a friend sends, and a refusal goes back to that friend with the rule's sentence.
"""

from __future__ import annotations

import logging
import math
from collections import deque
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from game import catalog
from game.jsondoc import JSON
from game.net import protocol as p
from game.net.events import BuzzFrom, HintFrom, Joined, Left, MoveFrom
from game.net.rejoins import Rejoins
from game.net.server import HostServer
from game.rules.errors import IllegalMove, NotationError, for_player
from game.scenes.table.drivers import SeatDriver, SeatDrivers, Turn

log = logging.getLogger(__name__)

M = TypeVar("M")
INBOX = 8  # moves a friend may have sent ahead of the table; the server's rate limit keeps it far below
STAMPS = 64  # the tables a late move (SET's call) may still be judged against


class FriendDriver(SeatDriver[M]):
    """A friend's seat: the moves their connection sent, read with the game's notation, one when the table asks."""

    kind = "friend"

    def __init__(self, seat: int, parse: Callable[[str], M], refuse: Callable[[int, str, str], None]) -> None:
        self.seat = seat
        self.parse = parse
        self.refuse = refuse  # (seat, the move's text, the reason): tells the friend
        self.inbox: deque[str] = deque(maxlen=INBOX)
        self.last = ""  # the text of the move last handed to the table (a refusal names it)
        # a move made on an older table, as this one takes it (SET: the call with the clock of that table)
        self.late: deque[tuple[str, Callable[[M], M]]] = deque(maxlen=INBOX)
        self.arrivals: deque[int] = deque(maxlen=INBOX)  # the order each move of the inbox reached the host
        self.held: tuple[M, float] | None = None  # a move offered and not yet played (another came first)
        self.arrival = math.inf

    def queue(self, text: str, order: int) -> None:
        """A move from the friend's screen, the ``order``-th to reach the host."""
        if len(self.inbox) == INBOX:
            self.arrivals.popleft()
        self.inbox.append(text)
        self.arrivals.append(order)

    def keep(self, move: M) -> None:
        self.held = (move, self.arrival)

    def step(self, dt: float, turn: Turn) -> M | None:
        if self.held is not None:
            (move, self.arrival), self.held = self.held, None
            return move
        while self.inbox:
            self.arrival = self.arrivals.popleft() if self.arrivals else math.inf
            text = self.inbox.popleft()
            try:
                move = self.parse(text)
            except (IllegalMove, NotationError) as exc:
                self.refuse(self.seat, text, for_player(exc))
                continue
            for late_text, dated in list(self.late):
                if late_text == text:
                    self.late.remove((late_text, dated))
                    move = dated(move)
                    break
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
        # SET (real-time): a move made on an older table is dated to it instead of dropped (``dating``), and a
        # friend's buzz goes to the table (``buzz``: True when that seat now holds the buzzer)
        self.stamp: Callable[[], float] | None = None  # the table's clock as each move number begins
        self.dating: Callable[[M, float], M] | None = None
        self.buzz: Callable[[int], bool] | None = None
        # a friend asked for a hint on their screen: the table counts it as a hint asked here (True: counted);
        # None where the table has no hints. At most ``hint_cap`` are counted per seat and table (a SET hint
        # shows one card of a call's each; a Quarto hint is one a turn): a flood counts no more
        self.hint: Callable[[int], bool] | None = None
        self.hint_cap = 1
        self.hints_on: dict[tuple[int, int], int] = {}  # (seat, move number) -> hints counted on that table
        self.stamps: dict[int, float] = {}
        self.public = public  # a move as the other seats may see it (a QU4TO rotate hides its card)
        self.moves = 0  # moves played since the table was hosted (the messages' move number)
        self.arrived = 0  # friends' moves that reached the host (their order: SET's claims are played in it)
        self.drivers: dict[int, FriendDriver[M]] = {
            s: FriendDriver(s, parse, self.refuse) for s in friend_seats
        }
        # the friend seats taken at least once (the game waits for them all): some maybe already in a lobby
        self.joined: set[int] = set(server.claims()) & set(self.drivers)
        self.away: dict[int, str] = {}  # the friends who dropped and are not back yet: seat -> name
        # the table announced on the network while a friend's seat waits (windowed hosts only)
        self.rejoins: Rejoins | None = None
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
                if self.dated(event):
                    pass  # (SET: a call dated to the table it was made on, judged as a late click is)
                elif event.seen == self.moves and self.dating is None:  # else made on a table changed since:
                    self.arrived += 1  # dropped, no word
                    self.drivers[event.seat].queue(event.text, self.arrived)
                else:
                    log.debug(
                        "seat %d's %s was made on table %d, not %d",
                        event.seat,
                        event.text,
                        event.seen,
                        self.moves,
                    )
            elif isinstance(event, BuzzFrom) and event.seat in self.drivers and self.buzz is not None:
                if event.seen <= self.moves and self.buzz(event.seat):
                    self.buzzed(event.seat)
            elif isinstance(event, HintFrom) and event.seat in self.drivers:
                self.hinted(event)
            elif isinstance(event, Left):
                log.info("seat %d (%s) left the table", event.seat, event.name)
                self.away[event.seat] = event.name
            if isinstance(event, Joined | Left):
                for listener in self.heard:
                    listener(event)
                if self.rejoins is not None:  # announced while a seat waits, withdrawn once all are taken
                    self.rejoins.update(self.server.lobby())

    def dated(self, event: MoveFrom) -> bool:
        """A move of a game that judges it by the table it was made on (SET's call): queued with that table's
        clock, so a card dealt since excuses a wrong call and a card gone makes it stale (no penalty); also one
        made on the newest table, which another call may change before the table asks for it."""
        since = self.stamps.get(event.seen)
        dating = self.dating
        if dating is None or since is None or event.seen > self.moves:
            return False
        friend = self.drivers[event.seat]
        self.arrived += 1
        friend.queue(event.text, self.arrived)
        friend.late.append((event.text, lambda move: dating(move, since)))
        return True

    def hinted(self, event: HintFrom) -> bool:
        """A friend's hint, counted by the table when it has hints, on a table it knows (not one from the future,
        nor older than the last STAMPS), within the cap per seat and table; anything else is dropped."""
        key = (event.seat, event.seen)
        if self.hint is None or not self.moves - STAMPS < event.seen <= self.moves:
            return False
        if self.hints_on.get(key, 0) >= self.hint_cap or not self.hint(event.seat):
            return False
        for old in [k for k in self.hints_on if k[1] <= self.moves - STAMPS]:
            del self.hints_on[old]
        self.hints_on[key] = self.hints_on.get(key, 0) + 1
        return True

    def buzzed(self, seat: int) -> None:
        """A seat took SET's buzzer (here or a friend's): every friend's table shows who holds it."""
        for friend in self.drivers:
            self.server.send(friend, p.Buzzed(seat=seat, move=self.moves))

    def changed(self) -> None:
        """The table changed by itself (SET: a buzzer ran out, a penalty): every friend sees their table again."""
        self.advance()
        for friend in self.drivers:
            self.tell(friend)

    def advance(self) -> None:
        self.moves += 1
        if self.stamp is not None:
            self.stamps[self.moves] = self.stamp()
            self.stamps.pop(self.moves - STAMPS, None)

    def moved(self, move: M, seat: int) -> None:
        """A move was played (anyone's): every friend hears it — in the words their seat may see — and sees their
        seat's table after it."""
        self.advance()
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
        self.advance()
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

    def announce(self, rejoins: Rejoins) -> None:
        """Announce this table on the network whenever a friend's seat waits (from now: a save hosted again)."""
        self.rejoins = rejoins
        rejoins.update(self.server.lobby())

    def close(self) -> None:
        if self.rejoins is not None:
            self.rejoins.close()
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
