"""A live host on 127.0.0.1 for every network test: an OS-chosen port, short timeouts, always closed."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from game.net import protocol as p
from game.net.client import JoinClient
from game.net.guard import Limits
from game.net.server import HostServer

QUICK = Limits(open_timeout=1.0, hello_timeout=1.0, send_timeout=2.0, ping_interval=1.0, ping_timeout=2.0)
# Quarto-like seats: the host here, two friends, a computer
SEATS = [
    p.SeatInfo(name="Hana", kind="here"),
    p.SeatInfo(name="", kind="friend"),
    p.SeatInfo(name="", kind="friend"),
    p.SeatInfo(name="Hard", kind="computer"),
]


def wait_until(check: Callable[[], Any], timeout: float = 5.0, what: str = "it") -> Any:
    """Poll `check` until it returns something truthy; bounded in time and in count."""
    deadline = time.monotonic() + timeout
    for _ in range(int(timeout / 0.01) + 1):
        got = check()
        if got:
            return got
        if time.monotonic() > deadline:
            break
        time.sleep(0.01)
    raise AssertionError(f"waited {timeout} s for {what}")


class Collector:
    """Everything a host's or client's poll() has returned, and a way to wait for one kind of it."""

    def __init__(self, source: HostServer | JoinClient) -> None:
        self.source = source
        self.seen: list[Any] = []

    def take(self, kind: type, timeout: float = 5.0, where: Callable[[Any], bool] = lambda _: True) -> Any:
        def find() -> Any:
            self.seen += self.source.poll()
            for i, item in enumerate(self.seen):
                if isinstance(item, kind) and where(item):
                    return self.seen.pop(i)
            return None

        return wait_until(find, timeout, kind.__name__)

    def all(self) -> list[Any]:
        self.seen += self.source.poll()
        return self.seen


@pytest.fixture
def make_host() -> Iterator[Callable[..., HostServer]]:
    hosts: list[HostServer] = []

    def make(**kwargs: Any) -> HostServer:
        options: dict[str, Any] = dict(
            game="quarto",
            setup={"variant": "classic"},
            seats=SEATS,
            friend_seats=[1, 2],
            host="127.0.0.1",
            port=0,
        )
        options["limits"] = QUICK
        options.update(kwargs)
        host = HostServer(**options)
        hosts.append(host)
        host.start()
        return host

    try:
        yield make
    finally:
        for host in hosts:
            host.close()


@pytest.fixture
def clients() -> Iterator[list[JoinClient]]:
    made: list[JoinClient] = []
    try:
        yield made
    finally:
        for client in made:
            client.close(2.0)


@pytest.fixture
def no_errors(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """Whatever a test throws at the host, nothing in it fails: no ERROR record from the server or websockets."""
    with caplog.at_level(logging.INFO):
        yield
    # (in a fixture's teardown caplog.records is the teardown's: read the test's own)
    errors = [r for r in caplog.get_records("call") + caplog.records if r.levelno >= logging.ERROR]
    assert not errors, [r.getMessage() for r in errors]
