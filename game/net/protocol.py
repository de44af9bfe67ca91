"""Every message between a host and its friends: versioned, typed, size-capped and strictly validated.

One JSON object per WebSocket message, its ``type`` first. docs/protocol.md lists them, with who sends each and
what answers it. Nothing from the wire is ever executed: a frame becomes one of these Structs or a ProtocolError.
"""

from __future__ import annotations

import re
from typing import Annotated, Any, Final, Literal

import msgspec
from msgspec import Meta, Struct

# bump on any change to a message below; Hello and Refused keep their shape in every version, so that two
# Quadrilles that speak different versions can still tell each other which one they run
PROTOCOL_VERSION: Final = 2  # 2: a friend's Hint
MAX_FRAME: Final = 64 * 1024  # the largest WebSocket message either side accepts (websockets' max_size)
MAX_SEATS: Final = 8
MAX_DEPTH: Final = 16  # nesting of the opaque JSON a game sends (setup, observation)

Version = Annotated[int, Meta(ge=0, le=1_000_000)]
SeatNo = Annotated[int, Meta(ge=0, lt=MAX_SEATS)]
Count = Annotated[int, Meta(ge=0, le=10_000_000)]
# a player's name: no control characters, not only spaces, short enough for a plate
Name = Annotated[
    str, Meta(min_length=1, max_length=24, pattern=r"^[^\x00-\x1f\x7f]*[^\x00-\x20\x7f][^\x00-\x1f\x7f]*$")
]
SeatName = Annotated[str, Meta(max_length=24, pattern=r"^[^\x00-\x1f\x7f]*$")]
Code = Annotated[str, Meta(max_length=16)]
Token = Annotated[str, Meta(max_length=64, pattern=r"^[A-Za-z0-9_-]*$")]
Sentence = Annotated[str, Meta(max_length=300)]
MoveText = Annotated[str, Meta(min_length=1, max_length=64, pattern=r"^[\x20-\x7e]+$")]
GameKey = Annotated[str, Meta(min_length=1, max_length=32, pattern=r"^[a-z0-9-]+$")]
Kind = Literal["here", "friend", "computer"]


class ProtocolError(ValueError):
    """A frame that is not one well-formed message of this version: the receiver logs it and goes on."""


def _depth(value: Any) -> int:
    """How deeply a decoded JSON value nests (iterative: a hostile document cannot exhaust the stack)."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        item, level = stack.pop()
        if isinstance(item, dict | list):
            deepest = max(deepest, level)
            if level > MAX_DEPTH:
                return level
            stack.extend((child, level + 1) for child in (item.values() if isinstance(item, dict) else item))
    return deepest


def _opaque(value: dict[str, Any], what: str) -> None:
    if _depth(value) > MAX_DEPTH:
        raise ValueError(f"{what} nests deeper than {MAX_DEPTH}")


class SeatInfo(Struct, forbid_unknown_fields=True, frozen=True, kw_only=True):
    """One seat at the table as every screen shows it: an open friend seat has no name yet."""

    name: SeatName
    kind: Kind
    connected: bool = True


class Message(Struct, tag_field="type", forbid_unknown_fields=True, frozen=True, kw_only=True):
    """The base of every message; its tag (``type``) says which one it is."""


class Hello(Message, tag="hello", frozen=True):
    """Friend → host, first message: who I am and the code; a rejoin token claims my seat back."""

    version: Version
    code: Code
    name: Name
    rejoin: Token | None = None


class Welcome(Message, tag="welcome", frozen=True):
    """Host → friend, answer to a good Hello: your seat, the table, and a token to rejoin it."""

    version: Version
    seat: SeatNo
    seats: Annotated[list[SeatInfo], Meta(min_length=1, max_length=MAX_SEATS)]
    game: GameKey
    setup: dict[str, Any]
    rejoin: Token

    def __post_init__(self) -> None:
        _opaque(self.setup, "setup")


Reason = Literal["version", "code", "full", "name", "wait", "bad"]


class Refused(Message, tag="refused", frozen=True):
    """Host → friend, answer to a Hello it will not seat; the host closes the connection after it."""

    reason: Reason
    text: Sentence
    host_version: Version | None = None


class Lobby(Message, tag="lobby", frozen=True):
    """Host → every friend, whenever a seat is taken, left or retaken: who sits where, who is connected."""

    seats: Annotated[list[SeatInfo], Meta(min_length=1, max_length=MAX_SEATS)]


class Start(Message, tag="start", frozen=True):
    """Host → every friend: the game begins (round 2, 3… on a rematch); a Table follows."""

    round: Annotated[int, Meta(ge=1, le=100_000)] = 1


class Table(Message, tag="table", frozen=True):
    """Host → one friend: what that seat may see after ``move`` moves (the rules' observation, opaque here)."""

    move: Count
    observation: dict[str, Any]

    def __post_init__(self) -> None:
        _opaque(self.observation, "observation")


class Move(Message, tag="move", frozen=True):
    """Friend → host: one move in the game's text notation, made on the table of move number ``seen``."""

    text: MoveText
    seen: Count


class MoveRefused(Message, tag="move_refused", frozen=True):
    """Host → the friend whose Move the rules refused, with the rule's sentence."""

    text: MoveText
    reason: Sentence


class Played(Message, tag="played", frozen=True):
    """Host → every friend: a seat made a move (for the animation; the Table that follows is the truth)."""

    seat: SeatNo
    text: MoveText
    move: Count


class Buzz(Message, tag="buzz", frozen=True):
    """Friend → host, in SET: I call a set, on the table of move number ``seen``."""

    seen: Count


class Hint(Message, tag="hint", frozen=True):
    """Friend → host: this seat asked for a hint (shown on their own screen) on the table of move number
    ``seen``; the host counts it as a hint asked at its table (its statistics, its result card)."""

    seen: Count


class Buzzed(Message, tag="buzzed", frozen=True):
    """Host → every friend, in SET: this seat's buzz reached the host first and holds the table."""

    seat: SeatNo
    move: Count


class Waiting(Message, tag="waiting", frozen=True):
    """Host → every friend: a seat's friend dropped; the table waits for them (or hands the seat on)."""

    seat: SeatNo
    name: SeatName


class Bye(Message, tag="bye", frozen=True):
    """Either side, last message before closing: why the connection ends."""

    reason: Literal["closed", "ended", "left", "bad"]
    text: Sentence = ""


AnyMessage = (
    Hello
    | Welcome
    | Refused
    | Lobby
    | Start
    | Table
    | Move
    | MoveRefused
    | Played
    | Buzz
    | Hint
    | Buzzed
    | Waiting
    | Bye
)
FROM_FRIEND: Final = (Hello, Move, Buzz, Hint, Bye)
# the most bytes one message of each type may take, checked before a byte of it is decoded
CAPS: Final[dict[str, int]] = {
    "hello": 512,
    "welcome": 32 * 1024,
    "refused": 1024,
    "lobby": 4 * 1024,
    "start": 128,
    "table": MAX_FRAME,
    "move": 256,
    "move_refused": 1024,
    "played": 256,
    "buzz": 64,
    "hint": 64,
    "buzzed": 128,
    "waiting": 256,
    "bye": 512,
}
_HEAD = re.compile(rb'\A[ \t\r\n]*\{[ \t\r\n]*"type"[ \t\r\n]*:[ \t\r\n]*"([a-z_]{1,16})"')
_DECODER = msgspec.json.Decoder(AnyMessage, strict=True)
_ENCODER = msgspec.json.Encoder()


class _Probe(Struct, frozen=True):
    """The lenient reading of a frame this version cannot decode, only to learn the other side's version."""

    type: str = ""
    version: int | None = None
    host_version: int | None = None
    reason: str | None = None
    text: str | None = None


_PROBE = msgspec.json.Decoder(_Probe)


def _frame_bytes(data: bytes | str) -> bytes:
    if isinstance(data, str):
        if len(data) > MAX_FRAME:  # a character is at least one byte: no need to encode what is too long
            raise ProtocolError(f"a message of more than {MAX_FRAME} bytes")
        data = data.encode("utf-8", "surrogatepass")
    if len(data) > MAX_FRAME:
        raise ProtocolError(f"a message of more than {MAX_FRAME} bytes")
    return data


def message_type(data: bytes | str) -> str:
    """The ``type`` a frame declares first, checked against its size cap: the step before any decoding."""
    raw = _frame_bytes(data)
    head = _HEAD.match(raw[:64])
    if head is None:
        raise ProtocolError("not a message: a JSON object whose first key is its type")
    kind = head.group(1).decode("ascii")
    cap = CAPS.get(kind)
    if cap is None:
        raise ProtocolError(f"unknown message type {kind!r}")
    if len(raw) > cap:
        raise ProtocolError(f"a {kind} message of {len(raw)} bytes (at most {cap})")
    return kind


def decode(data: bytes | str) -> AnyMessage:
    """One frame as a message of this version, or ProtocolError: size first, then the schema, strictly."""
    message_type(data)
    raw = _frame_bytes(data)
    try:
        return _DECODER.decode(raw)
    except (msgspec.DecodeError, msgspec.ValidationError) as err:
        raise ProtocolError(str(err)) from None
    except RecursionError:
        raise ProtocolError("nested too deeply") from None


def probe(data: bytes | str) -> _Probe | None:
    """What a frame says of its version, read leniently; None when it is not a JSON object of that shape."""
    try:
        message_type(data)
        return _PROBE.decode(_frame_bytes(data))
    except (ProtocolError, msgspec.DecodeError, msgspec.ValidationError, RecursionError):
        return None


def encode(message: Message) -> bytes:
    """A message as its frame; one the other side would refuse for its size is refused here already."""
    raw = _ENCODER.encode(message)
    kind = message_type(raw)  # the tag comes first in msgspec's output, and the size is checked
    if type(message).__struct_config__.tag != kind:
        raise ProtocolError(f"encoded {kind!r} for {type(message).__name__}")
    return raw
