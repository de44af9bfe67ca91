"""A friend who (re)joins a SET table while someone holds the host's buzzer is shown who holds it, as a buzz at
their own screen would show it; what a Table says of the buzzer is checked like any byte from the wire."""

from __future__ import annotations

import math

import pytest

from game.net.client import JoinClient
from game.scenes.setgame.friends import buzzer_in, held_buzzer
from game.scenes.table.guest import guest_of, joined_scene
from scenes.table.test_set_friends import set_table, settle  # noqa: F401  (the fixture)


def test_a_friend_who_rejoins_mid_claim_sees_who_holds_the_buzzer(set_table) -> None:  # noqa: F811
    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()  # (no computer call ends the claim under the test)
    client.close()  # Ann drops
    settle(app, table, guest, lambda: bool(host.drivers.host.away), 5.0)
    host.buzz(0)  # Hana, at the host's screen, buzzes while Ann is away
    assert host.session.buzzer == 0
    again = JoinClient("127.0.0.1", host.drivers.host.server.port, host.drivers.host.server.code, "Ann")
    try:
        welcome = again.connect(5.0)
        assert welcome.seat == 1, "Ann's own seat, by her name"
        back = joined_scene(app, again, welcome)
        back.layout(app.size)
        rejoined = guest_of(back)
        assert rejoined is not None
        said: list[str] = []
        say = back.say
        back.say = lambda text, *a, **k: (said.append(text), say(text, *a, **k))  # type: ignore[method-assign]
        settle(app, back, rejoined, lambda: rejoined.moves >= 0)
        s = back.session
        assert s.buzzer == 0, "the rejoined screen shows that Hana holds the buzzer"
        assert 0 < s.buzz_left <= host.session.setup.buzz_s + 1.0
        assert any("Hana buzzed" in text for text in said), f"said as a buzz here is: {said}"
        assert back.picker() == 0 and not s.may_pick(1), "Ann cannot pick while Hana holds it"
        seen = len(said)
        rejoined.adopt(_table_again(host, rejoined))
        assert s.buzzer == 0 and len(said) == seen, "the same holder in the next Table: not said twice"
    finally:
        again.close()


def _table_again(host, guest):
    from game.net import protocol as p

    return p.Table(move=guest.moves, observation=host.drivers.host.observe(guest.seat))


def test_a_table_released_by_the_host_releases_the_buzzer_here(set_table) -> None:  # noqa: F811
    app, host, table, guest, _client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()
    host.buzz(0)
    settle(app, table, guest, lambda: table.session.buzzer == 0, 3.0)
    assert table.session.buzzer == 0
    host.session.buzzer = None  # (the host's buzzer is free again: its next Table says so)
    host.drivers.host.changed()
    settle(app, table, guest, lambda: table.session.buzzer is None, 3.0)
    assert table.session.buzzer is None


class _Session:
    def __init__(self, buzzer, left) -> None:
        self.buzzer, self.buzz_left = buzzer, left


def test_what_the_host_adds_to_a_set_table() -> None:
    assert held_buzzer(_Session(None, 0.0)) == {"buzzer": None}
    assert held_buzzer(_Session(2, 3.21456)) == {"buzzer": 2, "buzz_left": 3.215}
    assert held_buzzer(_Session(1, -0.5)) == {"buzzer": 1, "buzz_left": 0.0}


@pytest.mark.parametrize(
    "observation",
    [
        {},
        {"buzzer": None},
        {"buzzer": 3, "buzz_left": 2.0},  # no such seat at a table of three
        {"buzzer": -1, "buzz_left": 2.0},
        {"buzzer": True, "buzz_left": 2.0},  # a bool is not a seat
        {"buzzer": 1.0, "buzz_left": 2.0},
        {"buzzer": "1", "buzz_left": 2.0},
        {"buzzer": 1},
        {"buzzer": 1, "buzz_left": "2"},
        {"buzzer": 1, "buzz_left": math.nan},
        {"buzzer": 1, "buzz_left": math.inf},
        {"buzzer": 1, "buzz_left": [2]},
        {"buzzer": 1, "buzz_left": True},
    ],
)
def test_a_buzzer_the_wire_gets_wrong_is_no_buzzer(observation) -> None:
    assert buzzer_in(observation, 3, 7.0) is None


def test_a_buzzer_read_from_the_wire_is_bounded_by_the_tables_time() -> None:
    assert buzzer_in({"buzzer": 1, "buzz_left": 2.5}, 3, 7.0) == (1, 2.5)
    assert buzzer_in({"buzzer": 0, "buzz_left": 1e300}, 3, 7.0) == (0, 7.0)
    assert buzzer_in({"buzzer": 2, "buzz_left": -4}, 3, 7.0) == (2, 0.0)
