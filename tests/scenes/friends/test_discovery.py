"""Tables announced on the network: a table written into a zeroconf ServiceInfo and read back; hostile records
ignored; the browser's listener keeping and dropping tables. No real Zeroconf is ever started here (mDNS would
multicast beyond 127.0.0.1): QUADRILLE_NO_DISCOVERY=1 is set by tests/conftest.py."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

import pytest

from game.net import discovery
from game.net.discovery import SERVICE, Announced, FoundTable, Listener, found_table


@dataclass
class FakeInfo:
    name: str = f"Quadrille box 47812.{SERVICE}"
    port: Any = 47812
    properties: Any = field(
        default_factory=lambda: {b"game": b"qu4to", b"host": b"Ann", b"free": b"2", b"proto": b"1"}
    )
    addresses: Any = field(default_factory=lambda: ["192.168.1.20"])

    def parsed_addresses(self) -> list[str]:
        if isinstance(self.addresses, Exception):
            raise self.addresses
        return self.addresses


def test_a_table_is_written_into_a_service_info_and_read_back() -> None:
    table = Announced("qu4to", "Ann", 2, 1)
    info = discovery.service_info(table, 47812, ["192.168.1.20", "fd00::5", "not an address"])
    assert info.type == SERVICE and info.name.endswith("." + SERVICE) and info.port == 47812
    assert info.properties == {b"game": b"qu4to", b"host": b"Ann", b"free": b"2", b"proto": b"1"}
    found = found_table(info)
    assert found == FoundTable(info.name, "qu4to", "Ann", 2, 1, "192.168.1.20", 47812)
    assert found is not None and found.where == "192.168.1.20:47812"


def test_a_name_beyond_ascii_survives_the_trip() -> None:
    info = discovery.service_info(Announced("set", "Zoë", 1, 1), 5000, ["10.0.0.2"])
    found = found_table(info)
    assert found is not None and found.host == "Zoë"


def test_an_ipv6_only_table_is_joined_in_brackets() -> None:
    found = found_table(FakeInfo(addresses=["fd00::5"]))
    assert found is not None and found.where == "[fd00::5]:47812"


@pytest.mark.parametrize(
    "change",
    [
        {"name": "Quadrille box._http._tcp.local."},  # another service
        {"name": 5},
        {"port": None},
        {"port": 0},
        {"port": 70000},
        {"port": True},
        {"port": "47812"},
        {"properties": None},
        {"properties": []},
        {"properties": {b"host": b"Ann", b"free": b"2", b"proto": b"1"}},  # no game
        {"properties": {b"game": b"qu4to", b"free": b"2", b"proto": b"1"}},  # no host
        {"properties": {b"game": b"qu4to", b"host": b"Ann", b"proto": b"1"}},  # no free seats
        {"properties": {b"game": b"qu4to", b"host": b"Ann", b"free": b"2"}},  # no version
        {"properties": {b"game": b"QU4TO!", b"host": b"Ann", b"free": b"2", b"proto": b"1"}},
        {"properties": {b"game": b"qu4to", b"host": b"A" * 5000, b"free": b"2", b"proto": b"1"}},
        {"properties": {b"game": b"qu4to", b"host": b"   ", b"free": b"2", b"proto": b"1"}},
        {"properties": {b"game": b"qu4to", b"host": b"A\x07n", b"free": b"2", b"proto": b"1"}},
        {"properties": {b"game": b"qu4to", b"host": b"\xff\xfe", b"free": b"2", b"proto": b"1"}},
        {"properties": {b"game": b"qu4to", b"host": b"Ann", b"free": b"-1", b"proto": b"1"}},
        {"properties": {b"game": b"qu4to", b"host": b"Ann", b"free": b"9" * 40, b"proto": b"1"}},
        {"properties": {b"game": b"qu4to", b"host": b"Ann", b"free": b"\xd9\xa3", b"proto": b"1"}},  # ٣
        {"properties": {b"game": b"qu4to", b"host": b"Ann", b"free": None, b"proto": b"1"}},
        {"properties": {b"game": 5, b"host": b"Ann", b"free": b"2", b"proto": b"1"}},
        {"addresses": []},
        {"addresses": [None, 7]},
        {"addresses": OSError("no addresses")},
    ],
)
def test_a_hostile_or_broken_record_is_ignored(change: dict[str, Any]) -> None:
    assert found_table(FakeInfo()) is not None  # (the unchanged record is a table)
    assert found_table(FakeInfo(**change)) is None


def test_the_listener_keeps_found_tables_until_they_go_and_survives_a_failed_lookup() -> None:
    infos: dict[str, Any] = {}

    def resolve(type_: str, name: str) -> Any:
        assert type_ == SERVICE
        if name == "boom":
            raise TimeoutError("no answer")
        return infos.get(name)

    listener = Listener(resolve)
    bea = FakeInfo(
        name=f"b.{SERVICE}", properties={b"game": b"set", b"host": b"bea", b"free": b"1", b"proto": b"1"}
    )
    ann = FakeInfo(name=f"a.{SERVICE}")
    infos = {bea.name: bea, ann.name: ann}
    listener.add_service(None, SERVICE, bea.name)
    listener.add_service(None, SERVICE, ann.name)
    listener.add_service(None, SERVICE, "boom")
    listener.add_service(None, SERVICE, f"gone.{SERVICE}")  # resolves to nothing
    assert [t.host for t in listener.tables()] == ["Ann", "bea"], "by name, without case"
    ann.properties = {**ann.properties, b"free": b"0"}
    listener.update_service(None, SERVICE, ann.name)
    assert listener.tables()[0].free == 0
    ann.port = -1  # an update that turns the record bad drops the table
    listener.update_service(None, SERVICE, ann.name)
    assert [t.host for t in listener.tables()] == ["bea"]
    listener.remove_service(None, SERVICE, bea.name)
    listener.remove_service(None, SERVICE, "never seen")
    assert listener.tables() == []


def test_a_flood_of_announcements_keeps_a_bounded_list() -> None:
    infos = {f"t{i}.{SERVICE}": FakeInfo(name=f"t{i}.{SERVICE}") for i in range(discovery.MAX_FOUND + 20)}
    listener = Listener(lambda type_, name: infos[name])
    for name in infos:
        listener.add_service(None, SERVICE, name)
    assert len(listener.tables()) == discovery.MAX_FOUND


def test_a_record_whose_name_is_not_the_one_looked_up_is_not_kept() -> None:
    listener = Listener(lambda type_, name: FakeInfo(name=f"other.{SERVICE}"))
    listener.add_service(None, SERVICE, f"this.{SERVICE}")
    assert listener.tables() == []


def test_discovery_is_off_in_the_tests_and_then_starts_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    assert not discovery.enabled()
    started: list[str] = []
    monkeypatch.setattr(discovery.threading, "Thread", lambda *a, **k: started.append("thread"))
    browser = discovery.Browser()
    browser.start()
    announcer = discovery.Announcer(Announced("quarto", "Ann", 1, 1), 47812, ["127.0.0.1"])
    announcer.start()
    announcer.update(0)
    announcer.close()
    browser.close()
    assert started == [] and browser.tables() == []
    monkeypatch.setenv(discovery.OFF_VARIABLE, "0")
    assert discovery.enabled()


def test_where_multicast_fails_discovery_is_silently_off(monkeypatch: pytest.MonkeyPatch) -> None:
    """Zeroconf() raising (no network, no multicast) leaves a browser that finds nothing and an announcer that
    closes cleanly; nothing is raised to the screen."""
    import zeroconf

    def no_multicast(*args: Any, **kwargs: Any) -> Any:
        raise OSError("multicast is not allowed here")

    monkeypatch.setattr(zeroconf, "Zeroconf", no_multicast)
    browser = discovery.Browser()
    browser._open()  # (what start()'s thread runs)
    assert browser.failed and browser.tables() == []
    announcer = discovery.Announcer(Announced("quarto", "Ann", 1, 1), 47812, ["127.0.0.1"])
    announcer._jobs.put(None)  # closed at once: the failed worker drains and ends
    announcer._run()
    assert announcer.failed


class FakeZeroconf:
    """Stands for zeroconf.Zeroconf: records what was asked of it, sends nothing."""

    made: list[FakeZeroconf] = []

    def __init__(self) -> None:
        self.calls: list[tuple[str, Any]] = []
        FakeZeroconf.made.append(self)

    def register_service(self, info: Any, allow_name_change: bool = False) -> None:
        self.calls.append(("register", dict(info.properties)))

    def update_service(self, info: Any) -> None:
        self.calls.append(("update", dict(info.properties)))

    def unregister_service(self, info: Any) -> None:
        self.calls.append(("unregister", info.name))

    def get_service_info(self, type_: str, name: str, timeout: int = 3000) -> Any:
        self.calls.append(("resolve", name))
        return FakeInfo(name=name)

    def close(self) -> None:
        self.calls.append(("close", None))


def test_an_announcer_registers_updates_and_unregisters_on_its_thread(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import zeroconf

    FakeZeroconf.made = []
    monkeypatch.setattr(zeroconf, "Zeroconf", FakeZeroconf)
    monkeypatch.setenv(discovery.OFF_VARIABLE, "0")
    announcer = discovery.Announcer(Announced("qu4to", "Ann", 2, 1), 47812, ["127.0.0.1"])
    announcer.start()
    thread = announcer._thread
    assert thread is not None
    announcer.update(1)
    announcer.update(1)  # (no change: nothing sent)
    announcer.close()
    thread.join(5.0)
    assert not thread.is_alive()
    [zc] = FakeZeroconf.made
    kinds = [kind for kind, _ in zc.calls]
    assert kinds == ["register", "update", "unregister", "close"]
    assert zc.calls[0][1][b"free"] == b"2" and zc.calls[1][1][b"free"] == b"1"


def test_a_browser_lists_what_its_zeroconf_finds_and_closes_it(monkeypatch: pytest.MonkeyPatch) -> None:
    import zeroconf

    browsers: list[Any] = []

    class FakeBrowser:
        def __init__(self, zc: Any, type_: str, listener: Any) -> None:
            self.cancelled = False
            browsers.append(self)
            listener.add_service(zc, type_, f"Quadrille box 47812.{SERVICE}")

        def cancel(self) -> None:
            self.cancelled = True

    FakeZeroconf.made = []
    monkeypatch.setattr(zeroconf, "Zeroconf", FakeZeroconf)
    monkeypatch.setattr(zeroconf, "ServiceBrowser", FakeBrowser)
    browser = discovery.Browser()
    browser._open()  # (what start()'s thread runs)
    assert [t.host for t in browser.tables()] == ["Ann"] and not browser.failed
    browser.close()
    [zc] = FakeZeroconf.made
    for _ in range(500):  # (closed on a thread)
        if ("close", None) in zc.calls:
            break
        time.sleep(0.01)
    assert browsers[0].cancelled and ("close", None) in zc.calls
