"""The messages: each one round-trips, and anything else — wrong types, extra fields, oversize, deep nesting,
random bytes — is a ProtocolError, never another exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.net import protocol as p

SEATS = [p.SeatInfo(name="Hana", kind="here"), p.SeatInfo(name="Ann", kind="friend", connected=False)]
EVERY = [
    p.Hello(version=1, code="ABCDEF", name="Ann", rejoin="tok_en-1"),
    p.Hello(version=1, code="ABCDEF", name="Ann"),
    p.Welcome(version=1, seat=1, seats=SEATS, game="qu4to", setup={"players": 2, "deck": [1, 2]}, rejoin="t"),
    p.Refused(reason="version", text="This table speaks 1.", host_version=1),
    p.Refused(reason="code", text="Wrong code."),
    p.Lobby(seats=SEATS),
    p.Start(),
    p.Start(round=3),
    p.Table(move=12, observation={"hand": ["7H", "8H"], "others": [{"cards": 5}], "to_move": 1}),
    p.Move(text="c3:a", seen=4),
    p.MoveRefused(text="c3:a", reason="That square is taken."),
    p.Played(seat=1, text="c3:a", move=5),
    p.Buzz(seen=9),
    p.Hint(seen=9),
    p.Buzzed(seat=2, move=9),
    p.Waiting(seat=1, name="Ann"),
    p.Bye(reason="closed", text="The host closed the table."),
]


@pytest.mark.parametrize("message", EVERY, ids=lambda m: type(m).__name__)
def test_every_message_round_trips_with_its_type_first(message: p.Message) -> None:
    frame = p.encode(message)
    assert frame.startswith(b'{"type":"') and len(frame) <= p.CAPS[p.message_type(frame)]
    assert p.decode(frame) == message
    assert p.decode(frame.decode()) == message, "a text frame reads the same"


def test_every_message_type_has_a_cap_and_the_friend_sends_only_five() -> None:
    tags = {m.__struct_config__.tag for m in p.AnyMessage.__args__}
    assert tags == set(p.CAPS) and max(p.CAPS.values()) == p.MAX_FRAME
    assert {m.__struct_config__.tag for m in p.FROM_FRIEND} == {"hello", "move", "buzz", "hint", "bye"}


def _hello(**change: object) -> bytes:
    fields: dict[str, object] = {"type": "hello", "version": 1, "code": "ABCDEF", "name": "Ann"}
    fields.update(change)
    return json.dumps(fields).encode()


BAD = {
    "unknown type": b'{"type":"shutdown"}',
    "no type": b'{"version":1}',
    "type not first": b'{"version":1,"type":"hello","code":"A","name":"B"}',
    "not an object": b'["hello"]',
    "not JSON": b"\x00\xff garbage",
    "empty": b"",
    "an extra field": _hello(admin=True),
    "a string for a number": _hello(version="1"),
    "a float for a number": _hello(version=1.0),
    "a bool for a number": _hello(version=True),
    "a missing field": b'{"type":"hello","version":1,"code":"ABCDEF"}',
    "an empty name": _hello(name=""),
    "a long name": _hello(name="x" * 25),
    "a name of spaces": _hello(name="   "),
    "a control character in a name": _hello(name="A\nB"),
    "a negative version": _hello(version=-1),
    "a bad token": _hello(rejoin="../../etc"),
    "a seat out of range": b'{"type":"played","seat":8,"text":"a","move":1}',
    "a seat named by the friend": b'{"type":"move","text":"a1:0","seen":0,"seat":2}',
    "a non-ASCII move": '{"type":"move","text":"a1\u2192b","seen":0}'.encode(),
    "a kind that is not one": b'{"type":"lobby","seats":[{"name":"A","kind":"root"}]}',
    "too many seats": json.dumps({"type": "lobby", "seats": [{"name": "A", "kind": "here"}] * 9}).encode(),
    "an observation that is a list": b'{"type":"table","move":0,"observation":[1]}',
    "a move over its cap": json.dumps({"type": "move", "text": "a" * 64, "seen": 0, "x": "y" * 200}).encode(),
    "a frame over the largest": b'{"type":"table","move":0,"observation":{"a":"'
    + b"x" * p.MAX_FRAME
    + b'"}}',
    "nesting past the limit": b'{"type":"table","move":0,"observation":{"a":' + b"[" * 40 + b"]" * 40 + b"}}",
    "nesting past the decoder": b'{"type":"table","move":0,"observation":{"a":'
    + b"[" * 5000
    + b"]" * 5000
    + b"}}",
    "a duplicate type": b'{"type":"move","type":"bye","text":"a","seen":0}',
}


@pytest.mark.parametrize("frame", BAD.values(), ids=BAD.keys())
def test_anything_but_a_well_formed_message_is_a_protocol_error(frame: bytes) -> None:
    with pytest.raises(p.ProtocolError):
        p.decode(frame)


def test_the_size_cap_is_checked_before_decoding() -> None:
    """An oversized frame is refused on its length alone: even one that is not JSON past its head."""
    huge = b'{"type":"hello",' + b"\xff" * 600
    with pytest.raises(p.ProtocolError, match="at most 512"):
        p.message_type(huge)
    with pytest.raises(p.ProtocolError, match="more than"):
        p.decode("x" * (p.MAX_FRAME + 1))


def test_the_host_cannot_send_what_a_friend_would_refuse() -> None:
    with pytest.raises(p.ProtocolError):
        p.encode(p.Table(move=0, observation={"pad": "x" * p.MAX_FRAME}))


def test_the_probe_reads_a_version_from_a_hello_of_another_shape_only() -> None:
    seen = p.probe(_hello(version=5, avatar="owl"))
    assert seen is not None and (seen.type, seen.version) == ("hello", 5)
    assert p.probe(b"garbage") is None and p.probe(b'{"type":"hello","version":"5"}') is None


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda kids: st.lists(kids, max_size=4) | st.dictionaries(st.text(max_size=8), kids, max_size=4),
    max_leaves=20,
)
TYPES = st.sampled_from([*p.CAPS, "", "Hello", "HELLO", "x" * 20])


@settings(max_examples=300, deadline=None)
@given(st.binary(max_size=600))
def test_random_bytes_are_a_protocol_error_or_a_message(data: bytes) -> None:
    try:
        message = p.decode(data)
    except p.ProtocolError:
        return
    assert isinstance(message, p.Message)


@settings(max_examples=400, deadline=None)
@given(TYPES, st.dictionaries(st.sampled_from(["version", "code", "name", "seat", "text", "seen", "move",
                                               "observation", "seats", "reason", "rejoin", "setup", "x"]),
                              JSON, max_size=6))  # fmt: skip
def test_made_up_messages_are_a_protocol_error_or_valid_ones(kind: str, fields: dict) -> None:
    frame = json.dumps({"type": kind, **fields}).encode()
    try:
        message = p.decode(frame)
    except p.ProtocolError:
        return
    assert p.decode(p.encode(message)) == message, "whatever gets through is a message that round-trips"
