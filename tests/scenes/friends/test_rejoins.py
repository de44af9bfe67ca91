"""A hosted table under way is announced again while a friend's seat waits (their Join list offers it to rejoin),
and withdrawn once every seat is taken again or the table closes. The decision is tested with a recording
announcer, the hosted table's part over 127.0.0.1, and zeroconf itself over the loopback interface only (slow)."""

from __future__ import annotations

import time

import pytest
from helpers import step

from game.net import discovery
from game.net import protocol as p
from game.net.client import JoinClient
from game.net.rejoins import Rejoins, wanted
from game.scenes.friends.join import JoinScene
from scenes.table.test_set_friends import set_table, settle  # noqa: F401  (the fixture)

HERE = p.SeatInfo(name="Hana", kind="here")
BOT = p.SeatInfo(name="Easy", kind="computer")


def friend(name: str = "Ann", connected: bool = True) -> p.SeatInfo:
    return p.SeatInfo(name=name, kind="friend", connected=connected)


class Recorder:
    """Stands for discovery.Announcer: what was announced, updated and withdrawn."""

    made: list[Recorder] = []

    def __init__(self, table, port, addresses, interfaces) -> None:
        self.table, self.port, self.calls = table, port, ["new"]
        Recorder.made.append(self)

    def start(self) -> None:
        self.calls.append("start")

    def update(self, free: int) -> None:
        self.table = discovery.Announced(self.table.game, self.table.host, free, self.table.version, True)
        self.calls.append(f"update {free}")

    def close(self) -> None:
        self.calls.append("close")


def test_what_is_announced_follows_the_seats() -> None:
    assert wanted([HERE, friend(), BOT]) == (0, False), "every seat taken: nothing"
    assert wanted([HERE, friend(connected=False), BOT]) == (1, True), "Ann dropped: her seat to rejoin"
    assert wanted([HERE, friend("", connected=False)]) == (1, False), "a seat never taken: free, not a rejoin"
    assert wanted([HERE, friend("Ann", False), friend("", False)]) == (2, True)


def test_announced_while_a_seat_waits_withdrawn_when_taken_and_when_closed() -> None:
    Recorder.made = []
    rejoins = Rejoins("set", "Hana", 47150, ["127.0.0.1"], make=Recorder)
    rejoins.update([HERE, friend(), friend("Bo")])
    assert Recorder.made == [] and rejoins.announced is None, "every seat taken: not announced"
    rejoins.update([HERE, friend(connected=False), friend("Bo")])
    [first] = Recorder.made
    assert first.calls == ["new", "start"] and first.port == 47150
    assert rejoins.announced == discovery.Announced("set", "Hana", 1, p.PROTOCOL_VERSION, rejoin=True)
    rejoins.update([HERE, friend(connected=False), friend("Bo", False)])
    assert first.calls[-1] == "update 2" and rejoins.announced.free == 2
    rejoins.update([HERE, friend(), friend("Bo")])
    assert first.calls[-1] == "close" and rejoins.announced is None, "both back: withdrawn"
    rejoins.update([HERE, friend(connected=False), friend("Bo")])
    second = Recorder.made[-1]
    assert second is not first and second.calls == ["new", "start"], "Ann dropped again: announced again"
    rejoins.close()
    assert second.calls[-1] == "close"
    rejoins.update([HERE, friend(connected=False), friend("Bo")])
    assert len(Recorder.made) == 2 and rejoins.announced is None, "closed: never announced again"


def test_the_hosted_table_announces_while_its_friend_is_away(set_table) -> None:  # noqa: F811
    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    Recorder.made = []
    server = host.drivers.host.server
    host.drivers.host.announce(Rejoins("set", "Hana", server.port, ["127.0.0.1"], make=Recorder))
    assert Recorder.made == [], "Ann is at the table: nothing announced"
    client.close()  # Ann drops
    settle(app, table, guest, lambda: bool(Recorder.made), 5.0)
    [announcer] = Recorder.made
    assert announcer.table.rejoin and announcer.table.free == 1 and announcer.table.game == "set"
    again = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        again.connect(5.0)
        settle(app, table, guest, lambda: announcer.calls[-1] == "close", 5.0)
        assert announcer.calls[-1] == "close", "Ann is back: withdrawn"
        again.close()
        settle(app, table, guest, lambda: len(Recorder.made) == 2, 5.0)
        assert len(Recorder.made) == 2, "away again: announced again"
        host.drivers.close()  # the table closes
        assert Recorder.made[-1].calls[-1] == "close"
    finally:
        again.close()


def test_the_join_list_says_a_table_is_to_rejoin(app) -> None:
    app.push("friends-join")
    step(app, frames=2)
    join = app.stack.top
    assert isinstance(join, JoinScene)
    found = discovery.FoundTable("k", "set", "Hana", 1, p.PROTOCOL_VERSION, "192.0.2.7", 47150, rejoin=True)
    assert join._table_line(found) == "SET · 1 seat to rejoin"
    fresh = discovery.FoundTable("k", "set", "Hana", 2, p.PROTOCOL_VERSION, "192.0.2.7", 47150)
    assert join._table_line(fresh) == "SET · 2 free seats"


def test_a_rejoin_survives_the_trip_through_a_service_record() -> None:
    table = discovery.Announced("set", "Hana", 1, p.PROTOCOL_VERSION, rejoin=True)
    info = discovery.service_info(table, 47150, ["127.0.0.1"])
    assert info.properties[b"rejoin"] == b"1"
    found = discovery.found_table(info)
    assert found is not None and found.rejoin and found.free == 1
    plain = discovery.found_table(
        discovery.service_info(discovery.Announced("set", "H", 1, 2), 1, ["10.0.0.1"])
    )
    assert (
        plain is not None
        and not plain.rejoin
        and b"rejoin" not in discovery.properties(discovery.Announced("set", "H", 1, 2)).keys()
    )


@pytest.mark.slow
def test_over_the_loopback_interface_a_browser_finds_the_table_to_rejoin_and_sees_it_go(monkeypatch) -> None:
    """zeroconf itself, bound to 127.0.0.1 only (its multicast stays on the loopback interface)."""
    monkeypatch.setenv(discovery.OFF_VARIABLE, "0")
    port = 47177
    browser = discovery.Browser(interfaces=["127.0.0.1"])
    browser.start()
    rejoins = Rejoins("set", "Hana", port, ["127.0.0.1"], interfaces=["127.0.0.1"])
    try:
        rejoins.update([HERE, friend(connected=False)])

        def mine() -> list[discovery.FoundTable]:
            return [t for t in browser.tables() if t.port == port]

        deadline = time.monotonic() + 15.0
        while not mine() and time.monotonic() < deadline:
            time.sleep(0.1)
        [found] = mine()
        assert (found.game, found.host, found.free, found.rejoin) == ("set", "Hana", 1, True)
        assert found.where == f"127.0.0.1:{port}"
        rejoins.update([HERE, friend()])  # Ann is back: withdrawn
        deadline = time.monotonic() + 15.0
        while mine() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not mine(), "the withdrawn table is gone from the list"
    finally:
        rejoins.close()
        browser.close()
