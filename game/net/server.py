"""The host's server: a WebSocket listener in its own thread, seating friends and queueing what they send.

The main loop never waits on it: poll() drains a queue, send()/broadcast() hand bytes to the server's loop.
Whatever a connection sends costs the host at most a log line; a connection only ever acts for its own seat.
"""

from __future__ import annotations

import asyncio
import errno
import logging
import queue
import threading
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.net import code as join_code
from game.net import protocol as p
from game.net.census import Census, CountedConnection, connection_class
from game.net.events import BuzzFrom, Event, HintFrom, Joined, Left, MoveFrom, Rejected
from game.net.guard import Bucket, Clock, CodeGuard, Hush, Limits
from game.net.loop import post, run_loop
from game.net.seating import FriendSeat, Seating

log = logging.getLogger(__name__)
DEFAULT_PORT = 47812  # docs/protocol.md; --port changes it
WIRE_LOG = "game.net.wire"  # the websockets library's own lines (its failures still show)
POLL_MAX = 256  # events one poll() hands over: a frame's work stays bounded


class HostError(Exception):
    """The table cannot be hosted (the sentence says why, for one line on the command line)."""


class PortInUse(HostError):
    """Another program (or another hosted table) already listens on the port."""


@dataclass(eq=False)
class _Friend:
    """One seated connection: its socket, its seat, and the bounded queue of what the host sends it."""

    ws: ServerConnection
    seat: int
    outbox: asyncio.Queue[bytes]
    bucket: Bucket
    bad: int = 0
    dropped: bool = False
    writer: asyncio.Task[None] | None = field(default=None, repr=False)
    closing: asyncio.Future[None] | None = field(default=None, repr=False)

    def drop(self, why: str, last: bytes | None = None) -> None:
        """Cut the socket (no closing handshake to wait on), after `last` if it leaves within half a second;
        what the friend had sent is not read any more."""
        if not self.dropped:
            self.dropped = True
            log.info("dropping seat %d (%s): %s", self.seat, _address(self.ws), why)
            if last is None:
                self.ws.transport.abort()
            else:
                self.closing = asyncio.ensure_future(self._last_word(last))

    async def _last_word(self, last: bytes) -> None:
        try:
            await asyncio.wait_for(self.ws.send(last), 0.5)
        except (ConnectionClosed, TimeoutError, OSError):
            pass
        self.ws.transport.abort()


def _address(ws: ServerConnection) -> str:
    try:
        return str(ws.remote_address[0])
    except (TypeError, IndexError, OSError):
        return "?"


def _check_welcome(game: str, setup: dict[str, Any], seats: int) -> None:
    """Refuse at once a table whose Welcome a friend could not read (a long setup, a bad key, too many seats)."""
    longest = p.SeatInfo(name="W" * 24, kind="friend")
    try:
        welcome = p.Welcome(version=p.PROTOCOL_VERSION, seat=0, seats=[longest] * seats, game=game, setup=setup,
                            rejoin="x" * 32)  # fmt: skip
        p.decode(p.encode(welcome))
    except (ValueError, TypeError) as err:  # ProtocolError is a ValueError
        raise ValueError(f"this table cannot be announced to friends: {err}") from None


class HostServer:
    """Listens for friends while a table is hosted; the host's session stays the one truth of the game."""

    def __init__(
        self,
        *,
        game: str,
        setup: dict[str, Any],
        seats: Sequence[p.SeatInfo],
        friend_seats: Sequence[int],
        claims: Mapping[int, tuple[str, str]] | None = None,
        host: str | None = None,
        port: int = DEFAULT_PORT,
        code: str | None = None,
        limits: Limits | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        self.seating: Seating[_Friend] = Seating(seats, friend_seats, claims)
        self.code = join_code.normalize(code) if code is not None else join_code.new_code()
        if not join_code.is_valid(self.code):
            raise ValueError(f"a join code is {join_code.LENGTH} of {join_code.ALPHABET}")
        self.game, self.setup = game, setup
        _check_welcome(game, setup, len(seats))
        self.host, self.port = host, port
        self.limits = limits or Limits()
        self._clock = clock
        self._guard = CodeGuard(self.limits, clock)
        self._events: queue.SimpleQueue[Event] = queue.SimpleQueue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._failure: HostError | None = None
        self._hush = Hush(log, clock=clock)  # what strangers cause is logged, up to a point
        self._census = Census(self.limits, self._hush)
        logging.getLogger(WIRE_LOG).setLevel(logging.WARNING)  # not a line per socket opened and closed

    # --- the main loop's side: never blocks on the network ---

    def start(self, timeout: float = 5.0) -> None:
        """Listen; returns once the port is bound (self.port is then the real one), else raises HostError."""
        self._thread = threading.Thread(target=self._run, name="quadrille-host", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            raise HostError("the server did not start in time")
        if self._failure is not None:
            self._thread.join(timeout)
            raise self._failure

    def poll(self) -> list[Event]:
        """What happened since the last poll (at most POLL_MAX events; the rest wait for the next)."""
        out: list[Event] = []
        while len(out) < POLL_MAX:
            try:
                out.append(self._events.get_nowait())
            except queue.Empty:
                break
        return out

    def send(self, seat: int, message: p.Message) -> None:
        """Queue a message for the friend at `seat`; dropped when they are away (they get a Table on rejoin)."""
        self._post(self._deliver, seat, p.encode(message))

    def broadcast(self, message: p.Message, except_seat: int | None = None) -> None:
        data = p.encode(message)
        self._post(self._deliver_all, data, except_seat)

    def lobby(self) -> list[p.SeatInfo]:
        """Who sits where and who is connected, as the Lobby message says it."""
        return self.seating.lobby()

    def claims(self) -> dict[int, tuple[str, str]]:
        """Each taken friend seat's (name, rejoin token): saved with the game, given back to a HostServer
        that hosts the save again, so that every friend rejoins their own seat."""
        return self.seating.claims()

    @property
    def connections(self) -> tuple[int, int]:
        """Sockets open now, and how many of them are not seated (for the log, and the tests of the caps)."""
        return self._census.open, self._census.strangers

    def close(self, timeout: float = 5.0) -> None:
        """Stop listening, say Bye to every friend, close every socket; the thread ends within `timeout`."""
        if self._stop is not None:
            post(self._loop, self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)
            if self._thread.is_alive():
                log.warning("the host's server thread did not end within %.1f s", timeout)

    def __enter__(self) -> HostServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _post(self, callback: Any, *args: Any) -> None:
        post(self._loop, callback, *args)

    # --- the server's thread ---

    def _run(self) -> None:
        try:
            run_loop(self._main, self._started)
        finally:
            self._ready.set()

    def _started(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        try:
            server = await serve(
                self._handle,
                self.host,
                self.port,
                create_connection=connection_class(self._census),
                max_size=p.MAX_FRAME,
                max_queue=4,
                write_limit=p.MAX_FRAME,
                open_timeout=self.limits.open_timeout,
                close_timeout=self.limits.close_timeout,
                ping_interval=self.limits.ping_interval,
                ping_timeout=self.limits.ping_timeout,
                compression=None,  # no deflate: a small frame cannot inflate into a large one
                server_header=None,
                logger=logging.getLogger(WIRE_LOG),
            )
        except OSError as err:
            if err.errno == errno.EADDRINUSE:
                self._failure = PortInUse(f"port {self.port} is already in use: choose another with --port")
            else:
                self._failure = HostError(f"cannot listen on port {self.port}: {err.strerror or err}")
            self._ready.set()
            return
        self.port = next(iter(server.sockets)).getsockname()[1]
        log.info("hosting %s on port %d", self.game, self.port)
        self._ready.set()
        await self._stop.wait()
        await self._shutdown(server)

    async def _shutdown(self, server: Server) -> None:
        friends = self.seating.connected()
        bye = p.encode(p.Bye(reason="closed", text="The host closed the table."))
        sends = [asyncio.wait_for(f.ws.send(bye), 0.5) for f in friends]
        await asyncio.gather(*sends, return_exceptions=True)
        server.close()
        try:
            await asyncio.wait_for(server.wait_closed(), self.limits.close_timeout + 1.0)
        except TimeoutError:  # a socket that does not close (or one still in its opening handshake): cut them
            for conn in list(self._census.live):
                conn.transport.abort()
            # each handler ends once its socket is cut (a friend's hands back the seat)
            if server.handler_tasks:
                await asyncio.wait(list(server.handler_tasks), timeout=1.0)
        log.info("the table on port %d is closed", self.port)

    async def _refuse(self, ws: ServerConnection, reason: p.Reason, text: str, version: bool = False) -> None:
        self._events.put(Rejected(_address(ws), reason))
        self._hush.info("refused %s: %s", _address(ws), text)
        refused = p.Refused(reason=reason, text=text, host_version=p.PROTOCOL_VERSION if version else None)
        if isinstance(ws, CountedConnection):
            ws.settle()  # so that a person retrying at once is not cut while this socket finishes closing
        try:
            await asyncio.wait_for(ws.send(p.encode(refused)), 1.0)
            await asyncio.wait_for(ws.close(1008 if reason == "bad" else 1000), 1.0)
        except (ConnectionClosed, TimeoutError, OSError):
            ws.transport.abort()

    async def _handle(self, ws: ServerConnection) -> None:
        address = _address(ws)
        try:
            raw = await asyncio.wait_for(ws.recv(), self.limits.hello_timeout)
        except (TimeoutError, ConnectionClosed):
            self._hush.info("no Hello from %s", address)
            return
        if self._guard.banned(address):
            await self._refuse(ws, "wait", "Too many wrong codes: wait a minute, then try again.")
            return
        try:
            hello = p.decode(raw)
        except p.ProtocolError as err:
            seen = p.probe(raw)
            if seen is not None and seen.type == "hello" and seen.version != p.PROTOCOL_VERSION:
                await self._refuse(ws, "version", self._version_text(seen.version), version=True)
            else:
                await self._refuse(ws, "bad", f"Not a Quadrille greeting ({str(err)[:200]}).")
            return
        if not isinstance(hello, p.Hello):
            await self._refuse(ws, "bad", "The first message must be a hello.")
        elif hello.version != p.PROTOCOL_VERSION:
            await self._refuse(ws, "version", self._version_text(hello.version), version=True)
        elif not join_code.matches(hello.code, self.code):
            banned = self._guard.wrong_code(address)
            await self._refuse(ws, "code", "That is not this table's code." if not banned else
                               "Too many wrong codes: wait a minute, then try again.")  # fmt: skip
        else:
            seat = self.seating.seat_for(hello)
            if isinstance(seat, str):
                await self._refuse(
                    ws, "name" if seat == "name" else "full", self._seat_text(seat, hello.name)
                )
            else:
                await self._serve_friend(ws, seat, hello)

    @staticmethod
    def _version_text(theirs: int | None) -> str:
        return (f"This table speaks Quadrille protocol {p.PROTOCOL_VERSION}, yours speaks {theirs}: "
                "use the same Quadrille version as the host.")  # fmt: skip

    @staticmethod
    def _seat_text(why: str, name: str) -> str:
        if why == "name":
            return f"{name} is already at this table: choose another name."
        return "Every friend's seat is taken."

    async def _serve_friend(self, ws: ServerConnection, seat: FriendSeat[_Friend], hello: p.Hello) -> None:
        rejoined = seat.token is not None
        if seat.friend is not None:  # the same friend again, by token, while their old socket lingers
            seat.friend.drop("replaced by a rejoin")
        limits = self.limits
        friend = _Friend(
            ws, seat.number, asyncio.Queue(limits.outbox), Bucket(limits.rate, limits.burst, self._clock)
        )
        if isinstance(ws, CountedConnection):
            ws.settle()
        token = self.seating.take(seat, hello.name, friend)
        welcome = p.Welcome(version=p.PROTOCOL_VERSION, seat=seat.number, seats=self.lobby(), game=self.game,
                            setup=self.setup, rejoin=token)  # fmt: skip
        friend.outbox.put_nowait(p.encode(welcome))
        friend.writer = asyncio.create_task(self._write(friend))
        log.info(
            "%s %s seat %d from %s", hello.name, "retook" if rejoined else "took", seat.number, _address(ws)
        )
        self._events.put(Joined(seat.number, hello.name, rejoined))
        self._deliver_all(p.encode(p.Lobby(seats=self.lobby())), None)
        try:
            await self._read(friend)
        finally:
            friend.writer.cancel()
            if self.seating.leave(seat, friend):
                self._events.put(Left(seat.number, seat.name))
                self._deliver_all(p.encode(p.Waiting(seat=seat.number, name=seat.name)), None)
                self._deliver_all(p.encode(p.Lobby(seats=self.lobby())), None)
            # the writer (and a last word under way) ended before the handler does: none outlives its loop
            await asyncio.wait([t for t in (friend.writer, friend.closing) if t is not None])

    async def _read(self, friend: _Friend) -> None:
        """Every message a seated friend sends, checked, rate-limited and tagged with the seat they were given."""
        try:
            async for raw in friend.ws:
                if friend.dropped:
                    return
                if not friend.bucket.take():
                    self._bad(friend, "faster than the host reads")
                    continue
                try:
                    message = p.decode(raw)
                except p.ProtocolError as err:
                    self._bad(friend, str(err))
                    continue
                if isinstance(message, p.Move):
                    self._events.put(MoveFrom(friend.seat, message.text, message.seen))
                elif isinstance(message, p.Buzz):
                    self._events.put(BuzzFrom(friend.seat, message.seen))
                elif isinstance(message, p.Hint):
                    self._events.put(HintFrom(friend.seat, message.seen))
                elif isinstance(message, p.Bye):
                    return
                else:
                    self._bad(friend, f"a friend does not send {type(message).__name__}")
        except ConnectionClosed:
            return

    def _bad(self, friend: _Friend, why: str) -> None:
        friend.bad += 1
        self._hush.info("seat %d sent a bad message (%d): %s", friend.seat, friend.bad, why[:200])
        if friend.bad >= self.limits.bad_messages:
            bye = p.Bye(reason="bad", text=f"The host closed the connection after {friend.bad} bad messages.")
            friend.drop(f"{friend.bad} bad messages", last=p.encode(bye))

    async def _write(self, friend: _Friend) -> None:
        try:
            while True:
                data = await friend.outbox.get()
                await asyncio.wait_for(friend.ws.send(data), self.limits.send_timeout)
        except TimeoutError:
            friend.drop("does not read what the host sends")
        except ConnectionClosed:
            pass

    def _deliver(self, seat: int, data: bytes) -> None:
        friend = self.seating.on(seat)
        if friend is not None:
            self._push(friend, data)

    def _deliver_all(self, data: bytes, except_seat: int | None) -> None:
        for friend in self.seating.connected(except_seat):
            self._push(friend, data)

    def _push(self, friend: _Friend, data: bytes) -> None:
        try:
            friend.outbox.put_nowait(data)
        except asyncio.QueueFull:
            friend.drop(f"{friend.outbox.qsize()} messages unread")
