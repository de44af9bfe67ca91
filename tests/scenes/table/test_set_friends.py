"""SET with a friend at another screen, in one process over 127.0.0.1: the friend buzzes and picks on their own
table, the host's session judges every call, a stale call costs nothing, and no screen acts for another seat."""

from __future__ import annotations

import time

import pytest
from helpers import make_app, step

from game.net import protocol as p
from game.net.client import JoinClient
from game.net.guard import Limits
from game.net.seatspec import parse_seats
from game.play.setgame.calls import SetCall
from game.rules.setgame.cards import format_cards
from game.scenes.setgame.scene import SetTableScene
from game.scenes.table.guest import guest_of, joined_scene
from game.scenes.table.hosting import make_server, open_hosted_table

QUICK = Limits(open_timeout=1.0, hello_timeout=1.0, send_timeout=2.0, ping_interval=1.0, ping_timeout=2.0)


@pytest.fixture
def set_table(tmp_path, monkeypatch):
    """A hosted SET table (the host's person, a friend, an easy computer) and the friend's own table."""
    monkeypatch.setattr(SetTableScene, "on_top", property(lambda self: True))  # two tables in one app
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    seats = parse_seats("me,friend,computer:easy")
    server = make_server("set", seats, name="Hana", host="127.0.0.1", port=0, limits=QUICK)
    server.start()
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        open_hosted_table(app, "set", seats, server)
        step(app, frames=2)
        host = app.stack.top
        welcome = client.connect(5.0)
        assert welcome.seat == 1 and welcome.game == "set"
        table = joined_scene(app, client, welcome)
        table.layout(app.size)
        guest = guest_of(table)
        assert guest is not None
        yield app, host, table, guest, client
    finally:
        client.close()
        server.close()


def frame(app, table) -> None:
    app.step([], 1 / 60)
    table.update(1 / 60)
    time.sleep(0.001)


def settle(app, table, guest, until, seconds: float = 5.0) -> None:
    deadline = time.monotonic() + seconds
    for _ in range(5_000):
        if until() or time.monotonic() > deadline:
            return
        frame(app, table)


def test_a_friend_buzzes_and_picks_sets_on_their_own_screen_to_the_end(set_table) -> None:
    app, host, table, guest, _client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    assert table.session.table == host.session.table, "the friend sees the host's cards"
    assert table.session.hot_seat, "two people (here and a friend): who picks is decided by buzzing"
    taken = buzzes = 0
    deadline = time.monotonic() + 60.0
    for _ in range(60_000):  # bounded in count and in time
        if (host.session.is_over and table.session.is_over) or time.monotonic() > deadline:
            break
        frame(app, table)
        s = table.session
        if guest.moves < 0 or guest.waiting or s.is_over:
            continue
        if s.buzzer is None and 1 not in s.state.locked and s.sets_on_table():
            table.buzz(1)  # this seat's buzz key: it asks the host
            buzzes += 1
            settle(app, table, guest, lambda: table.session.buzzer is not None, 2.0)
        if s.buzzer == 1 and s.sets_on_table():
            before = host.session.score(1)
            for card in s.sets_on_table()[0]:
                table.pick(card)
            settle(app, table, guest, lambda b=before: host.session.score(1) != b or not guest.waiting, 3.0)
            taken += host.session.score(1) > before
    assert host.session.is_over, "the game reached its end"
    settle(app, table, guest, lambda: table.session.is_over)
    assert taken >= 3 and buzzes >= taken and host.session.score(1) >= taken
    assert table.session.state.observation(1) == host.session.state.observation(1), "the same end on both"
    assert guest.saw_end and table.ending.card is not None
    table.draw(app.screen)


def test_a_call_made_on_a_table_that_changed_is_not_penalised(set_table) -> None:
    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()  # the computer waits: this test deals the changes
    seen = guest.moves
    old = host.session.table
    answer = host.session.sets_on_table()[0]
    assert host.play(SetCall(answer), 0), "the host's person takes a SET: the table changes"
    settle(app, table, guest, lambda: guest.moves > seen)
    gone = [c for c in old if c not in host.session.table]
    wrong = (gone[0], *[c for c in host.session.table][:2])
    client.send_move(str(SetCall(wrong)), seen)  # made on the old table: one of its cards is gone
    dealt = [c for c in host.session.table if c not in old]
    kept = [c for c in old if c in host.session.table]
    not_a_set = next(
        (d, a, b)
        for d in dealt
        for a in kept
        for b in kept
        if a < b and tuple(sorted((d, a, b))) not in map(tuple, map(sorted, host.session.sets_on_table()))
    )
    shown: list[str] = []
    show = host.show
    host.show = lambda out: (shown.append(out.kind), show(out))  # type: ignore[method-assign]
    client.send_move(str(SetCall(not_a_set)), seen)  # not a SET, but a card in it was dealt after it was made
    settle(app, table, guest, lambda: False, 1.5)
    assert shown == ["excused"], "judged on the table it was made on: excused, as a late local click is"
    assert host.session.stats[1].wrong == 0 and host.session.score(1) == 0, "neither call cost the friend"
    assert 1 not in host.session.state.locked
    client.send_move(str(SetCall(not_a_set)), guest.moves)  # the same call on the table it sees: wrong
    settle(app, table, guest, lambda: host.session.stats[1].wrong == 1, 3.0)
    assert host.session.stats[1].wrong == 1


def test_the_joiner_never_buzzes_or_calls_for_another_seat(set_table) -> None:
    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()
    sent: list[bytes] = []
    real = client.send_buzz
    client.send_buzz = lambda seen: (sent.append(b"buzz"), real(seen))  # type: ignore[method-assign]
    table.buzz(0)  # the host's person's buzz key, pressed at the friend's screen
    assert not sent and host.session.buzzer is None
    answer = table.session.sets_on_table()[0]
    table.play(SetCall(answer), 0)  # a call for the host's seat, from the friend's screen
    assert not guest.waiting, "nothing went to the host"
    settle(app, table, guest, lambda: False, 0.5)
    assert host.session.score(0) == 0 and host.session.table == table.session.table
    table.buzz(1)
    settle(app, table, guest, lambda: host.session.buzzer == 1, 2.0)
    assert sent and host.session.buzzer == 1, "its own seat's buzz holds the host's buzzer"
    settle(app, table, guest, lambda: table.session.buzzer == 1, 2.0)
    assert table.session.buzzer == 1, "and the friend's table shows it"


def test_hostile_set_calls_are_refused_without_harm(set_table) -> None:
    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()
    cards = host.session.table
    said: list[str] = []
    table.say = lambda text, seconds=None: said.append(text)  # type: ignore[method-assign]
    for text in (
        f"claim:{format_cards(cards[:2])}",  # two cards
        f"claim:{format_cards(cards[:5])}",  # five
        f"claim:{format_cards((cards[0], cards[0], cards[1]))}",  # the same card twice
        "claim:9zzz,1rso,2gtd",  # no such card
        "claim:" + "1" * 50,
    ):
        client.send_move(text, guest.moves)
        time.sleep(0.07)
    client.send_move(str(SetCall(cards[:3])), 10**7)  # a table from the future
    client.send_buzz(10**7)
    settle(app, table, guest, lambda: False, 1.5)
    s = host.session
    assert s.stats[1].wrong == 0 and s.score(1) == 0 and s.buzzer is None and s.table == cards
    with pytest.raises(p.ProtocolError):
        p.decode(b'{"type":"move","text":"claim:1rso","seen":100000000000}')
    assert not host.session.is_over and table.session.table == cards, "the game goes on"
    assert len(said) == 5 and all(said), "each malformed call came back with the rule's sentence"


def test_the_host_hands_an_away_friends_set_seat_to_the_computer(set_table) -> None:
    import pygame

    from game.scenes.table.hosting import STAND_IN_KEY

    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    client.close()  # Ann leaves
    settle(app, table, guest, lambda: bool(host.drivers.host.away), 5.0)
    assert host.drivers.host.away == {1: "Ann"}
    assert not host.session.is_bot(1)
    press = pygame.event.Event(pygame.KEYDOWN, key=STAND_IN_KEY, mod=0, unicode="", scancode=0)
    app.step([press], 1 / 60)
    assert host.hosted.standing_in == {1} and host.session.is_bot(1), "a computer plays Ann's seat"
    host.session.bots.pop(2, None)  # (only the stand-in calls)
    deadline = time.monotonic() + 20.0
    while host.session.score(1) == 0 and time.monotonic() < deadline:
        app.step([], 1 / 60)
    assert host.session.score(1) > 0, "the computer took a SET for Ann"


def test_friends_calls_are_played_in_the_order_they_reached_the_host_and_none_is_lost() -> None:
    from game.scenes.table.drivers import PersonDriver, SeatDriver, SeatDrivers, Turn
    from game.scenes.table.friends import FriendDriver

    class Table:
        def __init__(self) -> None:
            self.played: list[tuple[str, int]] = []

        def acting_seats(self) -> list[int]:
            return [0, 1, 2]

        def turn(self, seat: int) -> Turn:
            return Turn(seat, None, "easy", 0.0, True)

        def announce(self, move: str, seat: int) -> float:
            return 0.0

        def play(self, move: str, seat: int | None = None) -> bool:
            self.played.append((move, seat if seat is not None else -1))
            return True

    class Computer(SeatDriver[str]):
        def step(self, dt: float, turn: Turn) -> str | None:
            return "computer's" if turn.seat == 2 else None

    drivers: SeatDrivers[str] = SeatDrivers(PersonDriver(lambda seat: None), Computer())
    for seat in (0, 1):
        drivers.friends[seat] = FriendDriver(seat, str, lambda *_a: None)
    drivers.friends[0].queue("ann's", 2)  # (seat order would play Ann's first)
    drivers.friends[1].queue("bob's", 1)
    table = Table()
    for _ in range(3):
        drivers.drive(table, 1 / 60, lambda seat: seat == 2)
    assert table.played[:3] == [("bob's", 1), ("ann's", 0), ("computer's", 2)]


def test_a_set_chain_table_hosted_from_the_lobby_is_set_chain_on_both_screens(tmp_path, monkeypatch) -> None:
    from game.scenes.friends.lobby import LobbyScene

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.push("set", hosting={"host_name": "Hana", "port": 0, "bind": "127.0.0.1"})
    step(app, frames=2)
    setup = app.stack.top
    setup.setup.mode = "chain"
    setup.put_seat(1, "friend")
    setup.start_button.activate(app)
    step(app, frames=2)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.server is not None
    server = lobby.server
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        welcome = client.connect(5.0)
        assert welcome.game == "set-chain" and welcome.setup["mode"] == "chain"
        deadline = time.monotonic() + 5.0
        while not lobby.go_button.enabled and time.monotonic() < deadline:
            step(app)
            time.sleep(0.01)
        lobby.go_button.activate(app)
        step(app, frames=2)
        host = app.stack.top
        assert isinstance(host, SetTableScene) and host.session.mode == "chain"
        table = joined_scene(app, client, welcome)
        assert table.session.mode == "chain" and table.session.claim_size == 3
    finally:
        client.close()
        server.close()


def test_a_rematch_deals_the_friend_into_the_new_set_game(set_table) -> None:
    app, host, table, guest, _client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.autoplay(0)  # (--autoplay at the host: a computer for the host's person, never for the friend)
    assert not host.session.is_bot(1) and host.session.is_bot(0)
    old = host.session
    host.rematch()
    assert host.session is not old and not host.session.is_bot(1), "the friend's seat stays theirs"
    settle(app, table, guest, lambda: table.session.table == host.session.table, 5.0)
    assert table.session.table == host.session.table and table.session.score(0) == 0
    dealt = {c for c in table.slots.slots if c is not None}
    assert dealt == set(table.session.table), "the new cards in the friend's slots"
