"""Hostile input against a live host: after each abuse the host logs, drops whom it must, and still seats and
serves a legitimate friend end to end; nothing the wire sends makes the server fail (no ERROR record)."""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
import time

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.net import protocol as p
from game.net.client import JoinClient
from game.net.events import Joined, Left, MoveFrom
from game.net.guard import Limits
from game.net.server import HostServer

from .conftest import QUICK, Collector, wait_until


def handshake(port: int, rcvbuf: int | None = None, source: str = "127.0.0.1") -> socket.socket:
    """A raw TCP socket through the WebSocket opening handshake: the test then writes frames by hand. Linux
    routes all of 127.0.0.0/8 to loopback, so `source` can play another machine."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    if rcvbuf is not None:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
    sock.bind((source, 0))
    sock.settimeout(5.0)
    sock.connect(("127.0.0.1", port))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode()
    )
    head = b""
    for _ in range(100):
        if b"\r\n\r\n" in head:
            break
        head += sock.recv(1)
    assert head.startswith(b"HTTP/1.1 101"), head
    return sock


def frame(payload: bytes, opcode: int = 1) -> bytes:
    """One masked client frame (RFC 6455 §5.2)."""
    mask = os.urandom(4)
    size = len(payload)
    if size < 126:
        head = struct.pack("!BB", 0x80 | opcode, 0x80 | size)
    elif size < 65536:
        head = struct.pack("!BBH", 0x80 | opcode, 0x80 | 126, size)
    else:
        head = struct.pack("!BBQ", 0x80 | opcode, 0x80 | 127, size)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def hello(host: HostServer, name: str = "Mal") -> bytes:
    return p.encode(p.Hello(version=p.PROTOCOL_VERSION, code=host.code, name=name))


def closed_by_host(sock: socket.socket, timeout: float = 5.0) -> bool:
    """Read until the host closes the socket (EOF or reset), within `timeout`."""
    sock.settimeout(timeout)
    try:
        for _ in range(10_000):
            if not sock.recv(65536):
                return True
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False
    return False


def refusal(sock: socket.socket, timeout: float = 5.0) -> bytes:
    """The bytes of the host's Refused (read until its reason, or the end of the connection)."""
    sock.settimeout(timeout)
    got = b""
    for _ in range(1000):
        chunk = sock.recv(65536)
        got += chunk
        if not chunk or b'"reason":' in got and b"}" in got.split(b'"reason":')[1]:
            break
    return got


def legit_friend_is_served(host: HostServer, events: Collector, name: str = "Ann") -> None:
    """A real client joins (or rejoins) a seat, its move reaches the host as that seat's, and a table reaches it."""
    client = JoinClient("127.0.0.1", host.port, host.code, name, open_timeout=2.0)
    try:
        seat = client.connect(5.0).seat
        events.take(Joined, where=lambda e: e.name == name)
        client.send_move("a1:f", seen=0)
        assert events.take(MoveFrom, where=lambda e: e.text == "a1:f") == MoveFrom(seat, "a1:f", 0)
        host.send(seat, p.Table(move=1, observation={"ok": True}))
        inbox = Collector(client)
        assert inbox.take(p.Table).observation == {"ok": True}
    finally:
        client.close(2.0)
    events.take(Left, where=lambda e: e.name == name)


MESSAGE_LIKE = st.builds(
    lambda kind, fields: json.dumps({"type": kind, **fields}),
    st.sampled_from([*p.CAPS, "admin", ""]),
    st.dictionaries(
        st.sampled_from(["text", "seen", "seat", "move", "name", "code", "version", "observation", "reason"]),
        st.none()
        | st.booleans()
        | st.integers()
        | st.text(max_size=80)
        | st.lists(st.integers(), max_size=5),
        max_size=5,
    ),
)
FRAMES = st.one_of(MESSAGE_LIKE, st.binary(max_size=2000), st.text(max_size=300))


def test_a_seated_friend_sending_anything_acts_only_as_its_own_seat(make_host, no_errors) -> None:
    host = make_host(limits=Limits(bad_messages=10**6, rate=1e6, burst=10**6, hello_timeout=1.0))
    events = Collector(host)
    sock = handshake(host.port)
    sent_moves: list[str] = []
    try:
        sock.sendall(frame(hello(host, "Mal")))
        assert events.take(Joined).seat == 1

        @settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
        @given(st.lists(FRAMES, min_size=1, max_size=8))
        def attack(frames: list[str | bytes]) -> None:
            for data in frames:
                raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
                try:
                    message: p.Message | None = p.decode(raw)
                except p.ProtocolError:
                    message = None
                if isinstance(message, p.Bye):  # a polite goodbye would end the seat's connection
                    continue
                sock.sendall(frame(raw, opcode=1 if isinstance(data, str) else 2))
                if isinstance(message, p.Move):
                    sent_moves.append(message.text)

        attack()
        moves = wait_until(
            lambda: len(got := [e for e in events.all() if isinstance(e, MoveFrom)]) == len(sent_moves) and got,
            what="every well-formed move",
        ) if sent_moves else []  # fmt: skip
        assert all(e.seat == 1 for e in moves), "every move is tagged with the connection's own seat"
        assert [e.text for e in moves] == sent_moves
        events.seen = [e for e in events.seen if not isinstance(e, MoveFrom)]
        legit_friend_is_served(host, events, "Ann")
    finally:
        sock.close()


def test_first_frames_of_every_kind_are_refused_and_cost_nothing(make_host, no_errors) -> None:
    host = make_host(limits=Limits(wrong_codes=10**6, open_timeout=1.0, hello_timeout=1.0))
    events = Collector(host)

    @settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
    @given(FRAMES)
    def stranger(data: str | bytes) -> None:
        sock = handshake(host.port)
        try:
            raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
            sock.sendall(frame(raw, opcode=2))
            sock.settimeout(5.0)
            sock.recv(1)  # a Refused, or the end of the connection: either way an answer, not a wait
        finally:
            sock.close()

    stranger()
    assert not [e for e in events.all() if isinstance(e, Joined)]
    wait_until(lambda: host.connections == (0, 0), 5.0, f"every stranger to be gone ({host.connections})")
    legit_friend_is_served(host, events)


def test_huge_frames_and_too_many_bad_messages_close_only_that_connection(make_host, no_errors) -> None:
    host = make_host()
    events = Collector(host)
    stranger = bully = noisy = None
    try:
        stranger = handshake(host.port)
        stranger.sendall(frame(b"x" * (p.MAX_FRAME + 1)))  # over websockets' max_size before any Hello
        assert closed_by_host(stranger)
        bully = handshake(host.port)
        bully.sendall(frame(hello(host, "Bully")))
        events.take(Joined, where=lambda e: e.name == "Bully")
        bully.sendall(frame(b'{"type":"move","text":"' + b"a" * (4 * 1024 * 1024) + b'","seen":0}'))
        assert closed_by_host(bully)
        events.take(Left, where=lambda e: e.name == "Bully")
        noisy = handshake(host.port)
        noisy.sendall(frame(hello(host, "Noisy")))
        events.take(Joined, where=lambda e: e.name == "Noisy")
        for bad in (b"{}", b'{"type":"table","move":0,"observation":{}}', b"\xff", b"[]", b"null"):
            noisy.sendall(frame(bad, opcode=2))  # binary: websockets itself checks only text for UTF-8
        noisy.settimeout(5.0)
        heard = b""
        for _ in range(1000):
            chunk = noisy.recv(65536)
            if not chunk:
                break
            heard += chunk
        assert b'{"type":"bye","reason":"bad"' in heard, "five bad messages: a Bye, and the host closes"
        events.take(Left, where=lambda e: e.name == "Noisy")
    finally:
        for sock in (stranger, bully, noisy):
            if sock is not None:
                sock.close()
    legit_friend_is_served(host, events, "Bully")  # the seat stays the name's: a rejoin takes it back


def test_a_flood_of_messages_is_cut_at_the_rate(make_host, no_errors) -> None:
    host = make_host()
    events = Collector(host)
    sock = handshake(host.port)
    try:
        sock.sendall(frame(hello(host, "Flood")))
        events.take(Joined)
        burst = b"".join(frame(p.encode(p.Move(text=f"m{i}", seen=i))) for i in range(1000))
        try:
            sock.sendall(burst)
        except (BrokenPipeError, ConnectionResetError):
            pass  # the host may cut us before all of it is written
        assert closed_by_host(sock)
        events.take(Left)
    finally:
        sock.close()
    moves = [e for e in events.all() if isinstance(e, MoveFrom)]
    assert len(moves) <= QUICK.burst + 5, "the main loop sees at most a burst"
    legit_friend_is_served(host, events)


def test_a_friend_who_never_reads_is_dropped_without_blocking_the_host(make_host, no_errors) -> None:
    host = make_host(limits=Limits(outbox=8, send_timeout=2.0, open_timeout=1.0, hello_timeout=1.0))
    events = Collector(host)
    sock = handshake(host.port, rcvbuf=4096)
    try:
        sock.sendall(frame(hello(host, "Sleepy")))
        seat = events.take(Joined).seat
        table = p.Table(move=0, observation={"pad": "x" * 30_000})
        for n in range(300):  # every send returns at once: the bytes go to the server's queue
            host.send(seat, table)
            if n % 50 == 0 and any(isinstance(e, Left) for e in events.all()):
                break
        assert events.take(Left, timeout=10.0).seat == seat
    finally:
        sock.close()
    legit_friend_is_served(host, events)


def test_raw_garbage_half_open_sockets_and_a_flood_of_connections(make_host, no_errors) -> None:
    host = make_host()
    events = Collector(host)
    garbage = socket.create_connection(("127.0.0.1", host.port), timeout=5.0)
    garbage.sendall(os.urandom(4096))
    half = socket.create_connection(("127.0.0.1", host.port), timeout=5.0)
    half.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n")  # and never the rest
    silent = handshake(host.port)  # a handshake, then never a Hello
    flood: list[socket.socket] = []
    try:
        assert closed_by_host(garbage) and closed_by_host(half) and closed_by_host(silent)
        deadline = time.monotonic() + 5.0
        for _ in range(200):  # bounded in count and in time (a full backlog makes a connect wait)
            try:
                flood.append(socket.create_connection(("127.0.0.1", host.port), timeout=1.0))
            except OSError:
                break
            if time.monotonic() > deadline:
                break
        assert len(flood) >= 50
        host.poll()  # answers while the flood holds its sockets
        wait_until(lambda: host.connections[0] <= QUICK.connections, 5.0, "the caps to cut the flood")
    finally:
        for sock in (garbage, half, silent, *flood):
            sock.close()
    quiet = [0]  # the backlog may still hand the server closed sockets: wait until it has been quiet a while

    def forgotten() -> bool:
        quiet[0] = quiet[0] + 1 if host.connections == (0, 0) else 0
        return quiet[0] >= 30

    wait_until(forgotten, 10.0, "every socket to be forgotten")
    legit_friend_is_served(host, events)


def test_close_ends_the_thread_and_every_socket_in_bounded_time(make_host) -> None:
    host = make_host()
    sock = handshake(host.port)
    sock.sendall(frame(hello(host)))
    host.close(timeout=5.0)
    assert closed_by_host(sock)
    assert host._thread is not None and not host._thread.is_alive()
    host.send(1, p.Start())  # after close: a no-op, never an error
    assert host.poll() is not None


def test_abuse_from_one_address_leaves_friends_at_another_free(make_host, no_errors) -> None:
    """Wrong codes and a flood of sockets from 127.0.0.2 ban and cap that address only: 127.0.0.1 still joins."""
    host = make_host(code="ABCDEF")
    events = Collector(host)
    for _ in range(QUICK.wrong_codes):
        sock = handshake(host.port, source="127.0.0.2")
        sock.sendall(frame(p.encode(p.Hello(version=p.PROTOCOL_VERSION, code="222222", name="Mal"))))
        assert b'"reason":"code"' in refusal(sock)
        sock.close()
    sock = handshake(host.port, source="127.0.0.2")
    sock.sendall(frame(hello(host, "Mal")))
    assert b'"reason":"wait"' in refusal(sock), "the right code, but from a banned address"
    sock.close()
    flood: list[socket.socket] = []
    try:
        for _ in range(30):
            flood.append(socket.create_connection(("127.0.0.1", host.port), 2.0, ("127.0.0.2", 0)))
        wait_until(lambda: host.connections[1] <= QUICK.pending_per_address, 5.0, "the flood to be cut")
        legit_friend_is_served(host, events)  # while the flood's sockets are still open
    finally:
        for sock in flood:
            sock.close()
