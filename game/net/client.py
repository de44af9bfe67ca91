"""The joiner's client: one WebSocket to the host in its own thread; the main loop polls what the host said.

A join that cannot happen ends in a JoinError whose kind the command line turns into one line and exit 2; a
connection that drops after the Welcome is retried with the rejoin token, so the friend gets their seat back.
"""

from __future__ import annotations

import asyncio
import logging
import queue
import socket
import threading
import time
from dataclasses import dataclass
from typing import Literal

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.net import protocol as p
from game.net.loop import post, run_loop

log = logging.getLogger(__name__)
ErrorKind = Literal["unreachable", "code", "full", "name", "wait", "version", "bad"]


class JoinError(Exception):
    """Why a friend could not sit at the table: `kind` for the program, the message for the person."""

    def __init__(self, kind: ErrorKind, text: str, host_version: int | None = None) -> None:
        super().__init__(text)
        self.kind, self.text, self.host_version = kind, text, host_version


@dataclass(frozen=True)
class Failed:
    """Joining failed for good (refused, or nothing answered): the client has stopped."""

    error: JoinError


@dataclass(frozen=True)
class Dropped:
    """The connection to the host broke; the client is trying to rejoin the same seat."""

    text: str


@dataclass(frozen=True)
class Gone:
    """The host went away (or closed the table) and did not come back in time: the client has stopped."""

    text: str


ClientEvent = Failed | Dropped | Gone
Incoming = p.AnyMessage | ClientEvent


def _refusal(refused: p.Refused) -> JoinError:
    kind: ErrorKind = "bad" if refused.reason == "bad" else refused.reason
    return JoinError(kind, refused.text, refused.host_version)


class JoinClient:
    """Joins a hosted table and keeps the seat: start(), then poll() every frame and send_move() a move."""

    def __init__(
        self,
        address: str,
        port: int,
        code: str,
        name: str,
        *,
        rejoin: str | None = None,
        open_timeout: float = 5.0,
        retry_for: float = 30.0,
    ) -> None:
        self.address, self.port, self.code, self.name = address, port, code, name
        self.rejoin = rejoin
        self.open_timeout, self.retry_for = open_timeout, retry_for
        self.welcome: p.Welcome | None = None
        self._inbox: queue.SimpleQueue[Incoming] = queue.SimpleQueue()
        self._outbox: asyncio.Queue[bytes] | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._thread: threading.Thread | None = None
        self._joined = threading.Event()
        self._ws: ClientConnection | None = None

    @property
    def where(self) -> str:
        """The table's address as a person writes it: host:port, an IPv6 literal in brackets."""
        return f"{_host(self.address)}:{self.port}"

    @property
    def seat(self) -> int | None:
        return None if self.welcome is None else self.welcome.seat

    def start(self) -> None:
        """Begin joining in the background; the Welcome (or a Failed) comes through poll()."""
        self._thread = threading.Thread(target=self._run, name="quadrille-join", daemon=True)
        self._thread.start()

    def connect(self, timeout: float = 15.0) -> p.Welcome:
        """Join and wait (at most `timeout` seconds) for the seat; raises JoinError when it cannot be had."""
        self.start()
        deadline = time.monotonic() + timeout
        while not self._joined.wait(0.05):
            if self._thread is None or not self._thread.is_alive() or time.monotonic() > deadline:
                break
        if self.welcome is not None:
            return self.welcome
        for item in self.poll():
            if isinstance(item, Failed):
                raise item.error
        self.close()
        raise JoinError("unreachable", f"no answer from {self.where}")

    def poll(self) -> list[Incoming]:
        """What the host said (and what became of the connection) since the last poll; never waits."""
        out: list[Incoming] = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def send_move(self, text: str, seen: int) -> None:
        """Send one move in the game's notation, made on the table of move number `seen`."""
        self._send(p.Move(text=text, seen=seen))

    def send_buzz(self, seen: int) -> None:
        self._send(p.Buzz(seen=seen))

    def send_hint(self, seen: int) -> None:
        """This seat asked for a hint on the table of move number `seen` (the host counts it)."""
        self._send(p.Hint(seen=seen))

    def reconnect(self) -> None:
        """Drop the connection now; the client rejoins the same seat with its token (e.g. after sleep)."""
        if self._ws is not None:
            post(self._loop, self._ws.transport.abort)

    def close(self, timeout: float = 5.0) -> None:
        """Say Bye and stop; the thread ends within `timeout`."""
        self._send(p.Bye(reason="left"))
        if self._stop is not None:
            post(self._loop, self._stop.set)
        if self._thread is not None:
            self._thread.join(timeout)

    def _send(self, message: p.Message) -> None:
        if self._outbox is not None:  # (else not started: the message has no one to reach)
            post(self._loop, self._queue, self._outbox, p.encode(message))

    @staticmethod
    def _queue(outbox: asyncio.Queue[bytes], data: bytes) -> None:
        try:
            outbox.put_nowait(data)
        except asyncio.QueueFull:
            log.warning("the host does not read: a message was dropped")

    # --- the client's thread ---

    def _run(self) -> None:
        run_loop(self._main, self._started)

    def _started(self, loop: asyncio.AbstractEventLoop) -> None:
        self._loop = loop

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        self._outbox = asyncio.Queue(256)
        lost_at: float | None = None
        delay = 0.2
        while not self._stop.is_set():
            try:
                ended = await self._session()
            except JoinError as err:
                if self.welcome is None or err.kind != "unreachable":
                    self._inbox.put(Failed(err))
                    return
                ended = None
            if ended is not None or self._stop.is_set():
                return
            now = time.monotonic()
            if lost_at is None:
                lost_at, delay = now, 0.2
                self._inbox.put(Dropped(f"lost the connection to {self.where}"))
            if now - lost_at > self.retry_for:
                self._inbox.put(Gone(f"{self.where} did not come back"))
                return
            try:
                await asyncio.wait_for(self._stop.wait(), delay)
            except TimeoutError:
                delay = min(delay * 2, 2.0)

    async def _session(self) -> str | None:
        """One connection: Hello, Welcome, then messages until it ends; the host's Bye reason, or None."""
        uri = f"ws://{self.where}/"
        try:
            async with connect(
                uri,
                open_timeout=self.open_timeout,
                max_size=p.MAX_FRAME,
                compression=None,
                ping_interval=5.0,
                ping_timeout=10.0,
                close_timeout=2.0,
                user_agent_header=None,
                proxy=None,  # a table is reached directly (LAN, VPN): never through the system's HTTP proxy
            ) as ws:
                return await self._converse(ws, self._outbox, self._stop)
        except socket.gaierror as err:
            raise JoinError("unreachable", f"cannot find {self.address} ({err.strerror or err})") from None
        except ConnectionRefusedError:
            raise JoinError("unreachable", f"nothing is listening at {self.where}") from None
        except (TimeoutError, OSError) as err:
            raise JoinError("unreachable", f"no answer from {self.where} ({err})") from None
        except (InvalidHandshake, InvalidURI, EOFError) as err:
            raise JoinError("unreachable", f"{self.where} is not a Quadrille table ({err})") from None
        except ConnectionClosed:
            if self.welcome is None:
                raise JoinError("unreachable", f"{self.where} closed the connection") from None
            return None

    async def _converse(
        self, ws: ClientConnection, outbox: asyncio.Queue[bytes] | None, stopping: asyncio.Event | None
    ) -> str | None:
        if outbox is None or stopping is None:  # _main sets both before the first session
            raise RuntimeError("a session outside the client's loop")
        rejoin = self.welcome.rejoin if self.welcome is not None else self.rejoin
        hello = p.Hello(version=p.PROTOCOL_VERSION, code=self.code, name=self.name, rejoin=rejoin)
        try:
            await ws.send(p.encode(hello))
        except ConnectionClosed:
            pass  # the host may have answered and closed already: its answer is still there to read
        first = await asyncio.wait_for(ws.recv(), self.open_timeout)
        try:
            answer = p.decode(first)
        except p.ProtocolError as err:
            seen = p.probe(first)
            if seen is not None and seen.type == "refused" and seen.host_version is not None:
                raise JoinError(
                    "version", seen.text or "another protocol version", seen.host_version
                ) from None
            raise JoinError("bad", f"the host's answer made no sense ({err})") from None
        if isinstance(answer, p.Refused):
            raise _refusal(answer)
        if not isinstance(answer, p.Welcome):
            raise JoinError("bad", f"the host answered {type(answer).__name__} to a hello")
        self.welcome, self._ws = answer, ws
        self._inbox.put(answer)
        self._joined.set()
        writer = asyncio.create_task(self._write(ws, outbox))
        stop = asyncio.create_task(stopping.wait())
        try:
            return await self._listen(ws, stop)
        finally:
            writer.cancel()
            stop.cancel()
            self._ws = None

    async def _listen(self, ws: ClientConnection, stop: asyncio.Task[bool]) -> str | None:
        while True:
            recv = asyncio.ensure_future(ws.recv())
            await asyncio.wait({recv, stop}, return_when=asyncio.FIRST_COMPLETED)
            if stop.done():
                recv.cancel()
                await asyncio.sleep(0.05)  # let the writer send a last Bye
                return "left"
            try:
                message = p.decode(recv.result())
            except p.ProtocolError as err:
                log.warning("the host sent a message this client cannot read: %s", err)
                continue
            self._inbox.put(message)
            if isinstance(message, p.Bye):
                self._inbox.put(Gone(message.text or "the host closed the table"))
                return message.reason

    @staticmethod
    async def _write(ws: ClientConnection, outbox: asyncio.Queue[bytes]) -> None:
        try:
            while True:
                await ws.send(await outbox.get())
        except ConnectionClosed:
            pass


def _host(address: str) -> str:
    """An IPv6 literal goes in brackets inside a URI."""
    return f"[{address}]" if ":" in address and not address.startswith("[") else address
