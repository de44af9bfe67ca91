"""A friend's Hint (protocol 2): the one message it adds is schema-checked and size-capped like every other, a
live host takes it only as the seat of the connection it came on, and what is not a hint is a bad message."""

from __future__ import annotations

import pytest

from game.net import protocol as p
from game.net.events import HintFrom, Joined, MoveFrom
from game.net.guard import Limits

from .conftest import Collector
from .test_hostile import closed_by_host, frame, handshake, hello


@pytest.mark.parametrize(
    "raw",
    [
        b'{"type":"hint"}',  # no table
        b'{"type":"hint","seen":"4"}',
        b'{"type":"hint","seen":4.0}',
        b'{"type":"hint","seen":true}',
        b'{"type":"hint","seen":-1}',
        b'{"type":"hint","seen":10000001}',
        b'{"type":"hint","seen":4,"seat":0}',  # a friend names no seat: the connection is theirs
        b'{"type":"hint","seen":4,"count":99}',
        b'{"type":"hint","seen":4}' + b" " * 64,  # over its 64 bytes
    ],
)
def test_anything_but_a_hint_on_a_table_is_not_a_hint(raw: bytes) -> None:
    with pytest.raises(p.ProtocolError):
        p.decode(raw)


def test_a_hint_is_the_sending_seats_and_bad_ones_close_that_connection(make_host, no_errors) -> None:
    host = make_host(limits=Limits(bad_messages=3, hello_timeout=1.0))
    events = Collector(host)
    sock = handshake(host.port)
    try:
        sock.sendall(frame(hello(host, "Mal")))
        assert events.take(Joined).seat == 1
        sock.sendall(frame(p.encode(p.Hint(seen=2))))
        assert events.take(HintFrom) == HintFrom(1, 2), "tagged with the connection's seat"
        sock.sendall(frame(p.encode(p.Move(text="a1:f", seen=0))))
        events.take(MoveFrom)  # (the connection still serves)
        for bad in (b'{"type":"hint","seen":0,"seat":0}', b'{"type":"hint","seen":"0"}', b'{"type":"hint"}'):
            sock.sendall(frame(bad))
        assert closed_by_host(sock), "three bad messages: the host closes on that friend"
        assert not [e for e in events.all() if isinstance(e, HintFrom)], "no bad one became a hint"
    finally:
        sock.close()
