"""What the host's server tells the main loop, through HostServer.poll(): small frozen records, no sockets."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Joined:
    """A friend sat at their seat (or sat again after a drop: then send them the table as it is)."""

    seat: int
    name: str
    rejoined: bool


@dataclass(frozen=True)
class Left:
    """A friend's connection ended; the seat stays theirs until they rejoin."""

    seat: int
    name: str


@dataclass(frozen=True)
class MoveFrom:
    """A move text from the friend at `seat` (the server's word for the seat, never the client's)."""

    seat: int
    text: str
    seen: int


@dataclass(frozen=True)
class BuzzFrom:
    """A SET buzz from the friend at `seat`, made on the table of move number `seen`."""

    seat: int
    seen: int


@dataclass(frozen=True)
class HintFrom:
    """The friend at `seat` asked for a hint on the table of move number `seen` (the host counts it)."""

    seat: int
    seen: int


@dataclass(frozen=True)
class Rejected:
    """Someone was not seated (wrong code, full table, other version…): for the host's log or lobby."""

    address: str
    reason: str


Event = Joined | Left | MoveFrom | BuzzFrom | HintFrom | Rejected
