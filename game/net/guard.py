"""The host's defences that need memory: wrong codes per address, and how fast one friend may talk."""

from __future__ import annotations

import logging
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass

Clock = Callable[[], float]


@dataclass(frozen=True)
class Limits:
    """Every bound the host keeps (docs/protocol.md lists them); tests shorten the timeouts."""

    open_timeout: float = 5.0  # the WebSocket opening handshake
    hello_timeout: float = 5.0  # from the handshake to the Hello
    connections: int = 64  # open sockets at once, seated or not
    pending: int = 16  # sockets not (yet) seated …
    pending_per_address: int = 4  # … and from one address
    outbox: int = 256  # messages waiting for a friend who does not read: then the friend is dropped
    send_timeout: float = 10.0  # one message's write to a friend
    bad_messages: int = 5  # malformed messages from a seated friend before the host closes on them
    rate: float = 20.0  # messages a second a friend may send, on average …
    burst: int = 40  # … and at once
    wrong_codes: int = 5  # wrong codes from one address within `window` seconds …
    window: float = 60.0
    ban: float = 60.0  # … refuse that address for this long
    ping_interval: float = 5.0  # how soon a vanished friend is noticed: ping_interval + ping_timeout
    ping_timeout: float = 10.0
    close_timeout: float = 2.0


class CodeGuard:
    """Counts wrong codes per address; too many in a window and the address is refused for a while."""

    def __init__(self, limits: Limits, clock: Clock = time.monotonic) -> None:
        self._limits = limits
        self._clock = clock
        self._fails: dict[str, deque[float]] = {}
        self._banned: dict[str, float] = {}

    def banned(self, address: str) -> bool:
        until = self._banned.get(address)
        if until is None:
            return False
        if self._clock() >= until:
            del self._banned[address]
            return False
        return True

    def wrong_code(self, address: str) -> bool:
        """Note one wrong code; True when this one bans the address."""
        now = self._clock()
        fails = self._fails.setdefault(address, deque())
        fails.append(now)
        while fails and fails[0] <= now - self._limits.window:
            fails.popleft()
        if len(fails) >= self._limits.wrong_codes:
            self._banned[address] = now + self._limits.ban
            del self._fails[address]
            return True
        if len(self._fails) > 4096:  # a spread of addresses cannot grow this without end
            self._fails.pop(next(iter(self._fails)))
        return False


class Bucket:
    """A token bucket: a friend may send `burst` messages at once and `rate` a second after that."""

    def __init__(self, rate: float, burst: int, clock: Clock = time.monotonic) -> None:
        self._rate, self._burst, self._clock = rate, float(burst), clock
        self._tokens = float(burst)
        self._at = clock()

    def take(self) -> bool:
        now = self._clock()
        self._tokens = min(self._burst, self._tokens + (now - self._at) * self._rate)
        self._at = now
        if self._tokens >= 1.0:
            self._tokens -= 1.0
            return True
        return False


class Hush:
    """At most `lines` log lines per `window` seconds for what strangers cause, then one line says how many
    were held back: a flood of garbage cannot fill the host's log file."""

    def __init__(
        self, logger: logging.Logger, lines: int = 20, window: float = 10.0, clock: Clock = time.monotonic
    ):
        self._log, self._lines, self._window, self._clock = logger, lines, window, clock
        self._start, self._count, self._held = clock(), 0, 0

    def info(self, message: str, *args: object) -> None:
        now = self._clock()
        if now - self._start >= self._window:
            if self._held:
                self._log.info("%d more lines like these were not logged", self._held)
            self._start, self._count, self._held = now, 0, 0
        if self._count < self._lines:
            self._count += 1
            self._log.info(message, *args)
        else:
            self._held += 1
