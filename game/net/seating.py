"""Who sits where at a hosted table: each seat's kind and name, the rejoin token of the friend who took it, and
the connection on it now. The server's thread seats and unseats; the main thread reads the lobby and the claims
(a lock keeps the two apart). A seat, once taken, stays its friend's (docs/protocol.md, Rejoining).
"""

from __future__ import annotations

import hmac
import secrets
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from game.net import protocol as p

C = TypeVar("C")  # a seated connection (the server's)


@dataclass
class FriendSeat(Generic[C]):
    number: int
    kind: p.Kind
    name: str
    token: str | None = None  # given to the friend who first takes the seat, for rejoining it
    friend: C | None = None


class Seating(Generic[C]):
    """The seats of one hosted table and who is connected on each."""

    def __init__(
        self,
        seats: Sequence[p.SeatInfo],
        friend_seats: Sequence[int],
        claims: Mapping[int, tuple[str, str]] | None = None,
    ) -> None:
        if not friend_seats or any(not 0 <= s < len(seats) for s in friend_seats):
            raise ValueError(f"friend seats {list(friend_seats)} do not fit {len(seats)} seats")
        self.seats: list[FriendSeat[C]] = [
            FriendSeat(n, "friend" if n in friend_seats else s.kind, "" if n in friend_seats else s.name)
            for n, s in enumerate(seats)
        ]
        for n, (name, token) in (claims or {}).items():  # a saved game hosted again: its friends' seats
            if n in friend_seats:
                self.seats[n].name, self.seats[n].token = name, token
        self.lock = threading.Lock()  # guards names and connections for lobby() on the main thread

    def lobby(self) -> list[p.SeatInfo]:
        """Who sits where and who is connected, as the Lobby message says it."""
        with self.lock:
            return [p.SeatInfo(name=s.name, kind=s.kind, connected=s.friend is not None or s.kind != "friend")
                    for s in self.seats]  # fmt: skip

    def claims(self) -> dict[int, tuple[str, str]]:
        """Each taken friend seat's (name, rejoin token)."""
        with self.lock:
            return {s.number: (s.name, s.token) for s in self.seats if s.token is not None}

    def seat_for(self, hello: p.Hello) -> FriendSeat[C] | str:
        """The seat a Hello may take: its token's, its name's when that friend is away, else a free one; or why
        not ("name": that name is at the table now; "full")."""
        friends = [s for s in self.seats if s.kind == "friend"]
        if hello.rejoin:
            for s in friends:
                if s.token is not None and hmac.compare_digest(hello.rejoin.encode(), s.token.encode()):
                    return s
        named = [s for s in friends if s.token is not None and s.name.casefold() == hello.name.casefold()]
        if named:
            return "name" if named[0].friend is not None else named[0]
        free = [s for s in friends if s.token is None]
        return free[0] if free else "full"

    def take(self, seat: FriendSeat[C], name: str, friend: C) -> str:
        """``friend`` sits at ``seat`` under ``name``; the seat's rejoin token (made the first time)."""
        with self.lock:
            seat.name, seat.friend = name, friend
            token = seat.token = seat.token or secrets.token_urlsafe(24)
            return token

    def leave(self, seat: FriendSeat[C], friend: C) -> bool:
        """``friend``'s connection ended: True when it was still the one on the seat (not replaced by a rejoin)."""
        with self.lock:
            if seat.friend is not friend:
                return False
            seat.friend = None
            return True

    def on(self, number: int) -> C | None:
        """The connection on seat ``number`` now."""
        return self.seats[number].friend if 0 <= number < len(self.seats) else None

    def connected(self, except_seat: int | None = None) -> list[C]:
        return [s.friend for s in self.seats if s.friend is not None and s.number != except_seat]
