"""The "Play with friends" screens driven headless over 127.0.0.1: the menu's entry, the chooser, the host's
screen, a hosting setup screen's friend seat, the lobby with a live server a JoinClient joins, Start handing the
server to the hosted table, and the join screen joining a live HostServer (or saying why not). The tables
themselves are another part's: their entry points are replaced by recorders here."""

from __future__ import annotations

import socket
import sys
import types
from collections.abc import Iterator
from typing import Any

import pytest
from helpers import click, key, step

from game.app import App
from game.net import protocol as p
from game.net.client import JoinClient
from game.net.seatspec import SeatSpec
from game.net.server import HostServer
from game.scenes.friends.join import JoinScene
from game.scenes.friends.lobby import LobbyScene

from .conftest import type_into, wait_for


@pytest.fixture
def hosted(monkeypatch) -> list[tuple[Any, ...]]:
    """open_hosted_table replaced by a recorder (the hosted table is the table kit's)."""
    calls: list[tuple[Any, ...]] = []
    fake = types.ModuleType("game.scenes.table.hosting")
    fake.open_hosted_table = lambda app, game, seats, server, setup=None: calls.append(  # type: ignore[attr-defined]
        (app, game, seats, server, setup)
    )
    monkeypatch.setitem(sys.modules, "game.scenes.table.hosting", fake)
    return calls


@pytest.fixture
def joined(monkeypatch) -> Iterator[list[tuple[Any, ...]]]:
    """open_joined_table replaced by a recorder; the clients it was given are closed after the test."""
    calls: list[tuple[Any, ...]] = []
    fake = types.ModuleType("game.scenes.table.guest")
    fake.open_joined_table = lambda app, client, welcome: calls.append((app, client, welcome))  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "game.scenes.table.guest", fake)
    yield calls
    for _app, client, _welcome in calls:
        client.close(2.0)


@pytest.fixture
def live_host() -> Iterator[HostServer]:
    host = HostServer(
        game="quarto",
        setup={"variant": "classic"},
        seats=[p.SeatInfo(name="Hana", kind="here"), p.SeatInfo(name="", kind="friend")],
        friend_seats=[1],
        host="127.0.0.1",
        port=0,
    )
    host.start()
    yield host
    host.close(2.0)


def test_the_menus_entry_opens_the_chooser_whose_buttons_open_host_and_join(app: App) -> None:
    menu = app.stack.top
    button = next(w for w in menu.form.widgets if w.label == "Play with friends")
    step(app, click(app, button.box.center), 2)
    chooser = app.stack.top
    assert chooser.name == "friends"
    step(app, click(app, chooser.host_button.box.center), 2)
    assert app.stack.top.name == "friends-host"
    step(app, [key(app, "escape")], 2)
    step(app, click(app, chooser.join_button.box.center), 2)
    assert app.stack.top.name == "friends-join"
    step(app, [key(app, "escape")], 2)
    step(app, [key(app, "escape")], 2)
    assert app.stack.top is menu


def test_the_host_screen_asks_a_name_and_a_port_then_opens_the_games_setup_for_hosting(app: App) -> None:
    app.push("friends-host")
    step(app, frames=2)
    host = app.stack.top
    host.game = "qu4to"
    host.go_button.activate(app)
    assert app.stack.top is host and "Type your name" in host.status, "no name: a sentence, no dead end"
    assert host.form.focused() is host.name_field
    type_into(app, host.name_field, "Ann")
    type_into(app, host.port_field, "80")
    host.go_button.activate(app)
    assert app.stack.top is host and "1024 to 65535" in host.status
    type_into(app, host.port_field, "5123")
    host.go_button.activate(app)
    step(app, frames=2)
    setup = app.stack.top
    assert setup.name == "qu4to-setup" and setup.hosting == {"host_name": "Ann", "port": 5123}
    assert app.settings["net_name"] == "Ann", "the name is remembered"
    assert setup.start_button.label == "Open the table" and setup.start_button.enabled, "seat 2 is a friend's"


def _host_setup(app: App, game: str) -> Any:
    app.push(game, hosting={"host_name": "Ann", "port": 0, "bind": "127.0.0.1"})
    step(app, frames=2)
    return app.stack.top


@pytest.mark.parametrize("game", ["quarto", "set", "qu4to"])
def test_a_hosting_setup_offers_a_friend_in_each_seat_row_and_an_ordinary_one_does_not(
    app: App, game: str
) -> None:
    setup = _host_setup(app, game)
    seat_rows = [w for w in setup.left if getattr(w, "options", None) and "human" in dict(w.options)]
    assert seat_rows and all("friend" in dict(w.options) for w in seat_rows)
    assert seat_rows[1].get() == "friend"
    app.back()
    app.push(game)
    step(app, frames=2)
    plain = app.stack.top
    assert all("friend" not in dict(w.options) for w in plain.left if getattr(w, "options", None))
    assert plain.start_button.label == "Start"


def test_a_friends_seat_is_not_named_here_and_needs_no_curtain(app: App) -> None:
    setup = _host_setup(app, "qu4to")
    setup._put_players(2)
    setup.put_seat(0, "human")
    names = [w for w in setup.right if w.label.endswith("name")]
    assert [w.enabled for w in names] == [True, False], "seat 2's name is the friend's own"
    assert not setup.here(1) and setup.here(0)
    setup.put_seat(1, "human")
    assert [w.enabled for w in setup.right if w.label.endswith("name")] == [True, True]


def test_without_a_friend_seat_the_table_is_not_opened(app: App) -> None:
    setup = _host_setup(app, "quarto")
    setup.put_seat(1, "computer:easy")
    assert not setup.start_button.enabled and setup.friend_seats() == []
    setup.start()
    assert app.stack.top is setup
    setup.put_seat(1, "friend")
    assert setup.start_button.enabled and setup.seat_value(1) == "friend"


def test_host_setup_lobby_a_friend_joins_and_start_hands_the_server_to_the_table(app: App, hosted) -> None:
    setup = _host_setup(app, "qu4to")
    setup._put_players(3)
    setup.put_seat(1, "friend")
    setup.put_seat(2, "computer:hard")
    setup.start_button.activate(app)
    step(app, frames=2)
    lobby = app.stack.top
    assert isinstance(lobby, LobbyScene) and lobby.server is not None and not lobby.error
    server = lobby.server
    assert server.port > 0 and lobby.addresses == ["127.0.0.1"]
    assert [(s.kind, s.name) for s in lobby.seats] == [
        ("here", "Ann"),
        ("friend", ""),
        ("computer", "Computer · Hard"),
    ]
    assert not lobby.go_button.enabled and "Waiting for 1 friend" in lobby.status
    lobby.go_button.activate(app)
    assert hosted == [], "Start waits for every friend seat"

    friend = JoinClient("127.0.0.1", server.port, server.code.lower(), "Bob", open_timeout=2.0)
    try:
        welcome = friend.connect(5.0)
        assert welcome.seat == 1 and welcome.game == "qu4to"
        wait_for(app, lambda: lobby.seats[1].name == "Bob", what="the lobby to show Bob")
        assert lobby.seats[1].connected and lobby.go_button.enabled
        assert "Every seat is taken" in lobby.status
        assert lobby.form.focused() is lobby.go_button
        step(app, [key(app, "return")])
        assert len(hosted) == 1
        _app, game, seats, handed, given = hosted[0]
        assert game == "qu4to" and handed is server
        assert seats == [SeatSpec("me"), SeatSpec("friend"), SeatSpec("computer", "hard")]
        assert given["seats"][0]["name"] == "Ann" and len(given["seats"]) == 3
        app.go("menu")  # (the recorder opened no table: the lobby leaves, the server is the table's)
        step(app)
        assert lobby.closer is None, "a handed server is not closed by the lobby"
    finally:
        friend.close(2.0)
        server.close(2.0)


def test_the_lobby_shows_a_friend_who_drops_as_waiting(app: App, hosted) -> None:
    app.push(
        "friends-lobby", game="quarto", seats=["me", "friend"], host_name="Ann", port=0, bind="127.0.0.1"
    )
    lobby = app.stack.top
    friend = JoinClient(
        "127.0.0.1", lobby.server.port, lobby.server.code, "Bob", open_timeout=2.0, retry_for=0.1
    )
    friend.connect(5.0)
    wait_for(app, lambda: lobby.seats[1].connected, what="Bob connected")
    friend.close(2.0)
    wait_for(app, lambda: not lobby.seats[1].connected, what="Bob gone")
    assert lobby.seats[1].name == "Bob", "the seat stays Bob's: waiting for him"
    assert lobby.go_button.enabled, "every friend seat is taken"


def test_cancel_closes_the_server(app: App) -> None:
    app.push(
        "friends-lobby", game="quarto", seats=["me", "friend"], host_name="Ann", port=0, bind="127.0.0.1"
    )
    lobby = app.stack.top
    port = lobby.server.port
    lobby.back_button.activate(app)
    assert app.stack.top.name == "menu"
    assert lobby.closer is not None
    lobby.closer.join(5.0)
    with pytest.raises(OSError):
        socket.create_connection(("127.0.0.1", port), timeout=1.0).close()


def test_a_port_in_use_is_a_sentence_on_the_lobby_not_a_crash(app: App) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        app.push(
            "friends-lobby",
            game="quarto",
            seats=["me", "friend"],
            host_name="Ann",
            port=port,
            bind="127.0.0.1",
        )
        step(app, frames=2)
        lobby = app.stack.top
        assert lobby.server is None and f"Port {port} is in use" in lobby.status
        assert not lobby.go_button.enabled
        step(app, [key(app, "escape")], 2)
        assert app.stack.top.name == "menu"


def _join_screen(app: App) -> JoinScene:
    app.push("friends-join")
    step(app, frames=2)
    scene = app.stack.top
    assert isinstance(scene, JoinScene)
    return scene


def test_the_join_screen_joins_a_live_host_by_typed_address_and_code(app: App, live_host, joined) -> None:
    join = _join_screen(app)
    type_into(app, join.address_field, f"127.0.0.1:{live_host.port}")
    type_into(app, join.code_field, live_host.code)
    type_into(app, join.name_field, "Bob")
    step(app, [key(app, "return")])  # Enter in the name field joins
    assert "Joining 127.0.0.1" in join.status and not join.go_button.enabled
    wait_for(app, lambda: joined, what="open_joined_table")
    _app, client, welcome = joined[0]
    assert welcome.seat == 1 and welcome.game == "quarto" and client.welcome is welcome
    assert app.settings["net_name"] == "Bob"
    lobby = wait_for(
        app, lambda: next((m for m in client.poll() if isinstance(m, p.Lobby)), None), what="a Lobby"
    )
    assert [s.name for s in lobby.seats] == ["Hana", "Bob"], "the table still gets what followed the Welcome"


def test_a_wrong_code_is_a_sentence_and_the_code_field_gets_the_focus(app: App, live_host, joined) -> None:
    join = _join_screen(app)
    type_into(app, join.address_field, f"127.0.0.1:{live_host.port}")
    wrong = "ABCDEF" if live_host.code != "ABCDEF" else "ABCDEG"
    type_into(app, join.code_field, wrong)
    type_into(app, join.name_field, "Bob")
    join.go_button.activate(app)
    wait_for(app, lambda: join.client is None, what="the refusal")
    assert join.status.startswith("That is not this table's code") and join.status_bad
    assert join.form.focused() is join.code_field and join.go_button.enabled and joined == []
    type_into(app, join.code_field, live_host.code)  # fixed: joins
    join.go_button.activate(app)
    wait_for(app, lambda: joined, what="open_joined_table")


def test_nothing_listening_and_bad_fields_say_so_without_a_dead_end(app: App, joined) -> None:
    join = _join_screen(app)
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        free = probe.getsockname()[1]
    join.go_button.activate(app)
    assert "host:port" in join.status and join.form.focused() is join.address_field
    type_into(app, join.address_field, f"127.0.0.1:{free}")
    join.go_button.activate(app)
    assert "six characters" in join.status and join.form.focused() is join.code_field
    type_into(app, join.code_field, "ABCDEF")
    join.name_field.set_text("")
    join.go_button.activate(app)
    assert "Type your name" in join.status and join.form.focused() is join.name_field
    type_into(app, join.name_field, "Bob")
    join.go_button.activate(app)
    wait_for(app, lambda: join.client is None, what="the failure")
    assert (
        f"Nothing answered at 127.0.0.1:{free}" in join.status and join.form.focused() is join.address_field
    )
    step(app, [key(app, "escape")], 2)
    assert app.stack.top.name == "menu" and joined == []


def test_esc_while_joining_goes_back_and_gives_the_join_up(app: App, live_host, joined) -> None:
    join = _join_screen(app)
    type_into(app, join.address_field, f"127.0.0.1:{live_host.port}")
    type_into(app, join.code_field, live_host.code)
    type_into(app, join.name_field, "Bob")
    join.go_button.activate(app)
    client = join.client
    assert client is not None
    step(app, [key(app, "escape")], 2)
    assert app.stack.top.name == "menu" and join.client is None


def test_a_version_mismatch_names_both_versions() -> None:
    from game.net.client import JoinError
    from game.scenes.friends.join import refusal_text

    text = refusal_text(JoinError("version", "the host runs protocol version 7", host_version=7), "h:1")
    assert "version 7" in text and f"version {p.PROTOCOL_VERSION}" in text
    for kind, words in (
        ("full", "taken"),
        ("name", "name"),
        ("wait", "wait a minute"),
        ("unreachable", "h:1"),
    ):
        assert words in refusal_text(JoinError(kind, "x"), "h:1")  # type: ignore[arg-type]


def test_a_question_mark_typed_into_a_field_is_a_letter_and_f1_still_shows_the_keys(app: App) -> None:
    from game.scenes.keymap import events_for

    join = _join_screen(app)
    join.form.focus = join.form.widgets.index(join.name_field)
    join.name_field.set_text("Bob")
    step(app, events_for("?"), 1)
    assert app.stack.top is join and join.name_field.text == "Bob?"
    assert "type into the field (Backspace erases)" in [r.does for r in join.key_help()]
    step(app, [key(app, "f1")], 1)
    assert app.stack.top.name == "keys"


def test_a_table_that_cannot_open_is_a_sentence_not_a_crash(app: App, live_host, monkeypatch) -> None:
    def refuse(*args: Any, **kwargs: Any) -> None:
        raise ValueError("friends cannot play this yet")

    for module, name in (
        ("game.scenes.table.hosting", "open_hosted_table"),
        ("game.scenes.table.guest", "open_joined_table"),
    ):
        fake = types.ModuleType(module)
        setattr(fake, name, refuse)
        monkeypatch.setitem(sys.modules, module, fake)
    join = _join_screen(app)
    type_into(app, join.address_field, f"127.0.0.1:{live_host.port}")
    type_into(app, join.code_field, live_host.code)
    type_into(app, join.name_field, "Bob")
    join.go_button.activate(app)
    wait_for(app, lambda: join.status_bad, what="the sentence")
    assert app.stack.top is join and "cannot play" in join.status and join.go_button.enabled
    app.go("menu")
    app.push(
        "friends-lobby", game="quarto", seats=["me", "friend"], host_name="Ann", port=0, bind="127.0.0.1"
    )
    lobby = app.stack.top
    friend = JoinClient("127.0.0.1", lobby.server.port, lobby.server.code, "Cy", open_timeout=2.0)
    try:
        friend.connect(5.0)
        wait_for(app, lambda: lobby.go_button.enabled, what="Start")
        lobby.go_button.activate(app)
        assert app.stack.top is lobby and "cannot be played with friends" in lobby.status and not lobby.handed
    finally:
        friend.close(2.0)


def test_a_headless_lobby_listens_on_loopback_and_announces_nothing(app: App) -> None:
    app.push("friends-lobby", game="quarto", seats=["me", "friend"], host_name="Ann", port=0)
    lobby = app.stack.top
    assert lobby.addresses == ["127.0.0.1"] and lobby.announcer is None
    assert lobby.server is not None and lobby.server.host == "127.0.0.1"


def test_a_windowed_lobby_announces_its_free_seats_and_takes_it_back(app: App, monkeypatch, hosted) -> None:
    from game.net import discovery
    from game.scenes.friends import lobby as lobby_module

    told: list[Any] = []

    class Recorder:
        def __init__(self, table: Any, port: int, addresses: list[str]) -> None:
            told.append(("new", table, port, addresses))

        def start(self) -> None:
            told.append(("start",))

        def update(self, free: int) -> None:
            told.append(("free", free))

        def close(self) -> None:
            told.append(("close",))

    monkeypatch.setattr(lobby_module, "offstage", lambda app: False)
    monkeypatch.setattr(discovery, "Announcer", Recorder)
    app.push(
        "friends-lobby",
        game="qu4to",
        seats=["me", "friend", "friend"],
        host_name="Ann",
        port=0,
        bind="127.0.0.1",
    )
    lobby = app.stack.top
    port = lobby.server.port
    assert told[:2] == [
        ("new", discovery.Announced("qu4to", "Ann", 2, p.PROTOCOL_VERSION), port, ["127.0.0.1"]),
        ("start",),
    ]
    friend = JoinClient("127.0.0.1", port, lobby.server.code, "Bob", open_timeout=2.0)
    try:
        friend.connect(5.0)
        wait_for(app, lambda: ("free", 1) in told, what="one free seat announced")
        lobby.back_button.activate(app)
        assert told[-1] == ("close",)
    finally:
        friend.close(2.0)


def test_a_hosting_setup_offers_no_resume_of_a_game_at_this_machine(app: App) -> None:
    from game.play.qu4to.session import Qu4toSetup
    from game.play.seats import Seat

    app.go("qu4to-table", setup=Qu4toSetup([Seat("human"), Seat("computer", "easy")]).to_json())
    step(app, frames=3)
    app.save_game()
    app.go("menu")
    app.push("qu4to")
    step(app, frames=2)
    assert app.stack.top.resume_button is not None, "(an unfinished game is there to resume)"
    app.back()
    setup = _host_setup(app, "qu4to")
    assert setup.resume_button is None and "Resume" not in [w.label for w in setup.form.widgets]
