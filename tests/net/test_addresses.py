"""The addresses the lobby shows: the network's first (a friend on another machine), then 127.0.0.1 (a friend or
a second window on this machine) only where the server hears it; loopback is never announced to the network."""

from __future__ import annotations

import pytest

from game.net import addresses
from game.net.addresses import join_addresses, listens_everywhere, network_only


@pytest.fixture
def on_a_network(monkeypatch):
    monkeypatch.setattr(addresses, "local_addresses", lambda: ["192.168.1.20", "10.0.0.7"])


def test_a_server_on_every_interface_is_joined_at_the_network_first_then_loopback(on_a_network) -> None:
    for bind in (None, "", "0.0.0.0", "::"):
        assert listens_everywhere(bind)
        assert join_addresses(bind) == ["192.168.1.20", "10.0.0.7", "127.0.0.1"]


def test_a_server_on_one_address_is_joined_there_alone(on_a_network) -> None:
    assert join_addresses("127.0.0.1") == ["127.0.0.1"]
    assert join_addresses("192.168.1.20") == ["192.168.1.20"]
    assert not listens_everywhere("127.0.0.1") and not listens_everywhere("::1")


def test_offline_the_machine_itself_is_the_one_address(monkeypatch) -> None:
    monkeypatch.setattr(addresses, "local_addresses", lambda: ["127.0.0.1"])
    assert join_addresses(None) == ["127.0.0.1"]


def test_loopback_is_announced_only_when_there_is_nothing_else() -> None:
    assert network_only(["192.168.1.20", "127.0.0.1"]) == ["192.168.1.20"]
    assert network_only(["127.0.0.1"]) == ["127.0.0.1"]
