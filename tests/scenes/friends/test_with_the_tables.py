"""The lobby's Start opens the real hosted table (game/scenes/table/hosting.py) and the join screen the real
joined one (guest.py)."""

from __future__ import annotations

from helpers import step

from game.net.client import JoinClient
from game.net.server import HostServer
from game.scenes.table import hosting

from .conftest import type_into, wait_for


def test_start_in_the_lobby_opens_the_hosted_table_with_the_friend_seated(app) -> None:
    app.push("quarto", hosting={"host_name": "Ann", "port": 0, "bind": "127.0.0.1"})
    step(app, frames=2)
    app.stack.top.start_button.activate(app)
    lobby = app.stack.top
    server = lobby.server
    friend = JoinClient("127.0.0.1", server.port, server.code, "Bob", open_timeout=2.0)
    try:
        friend.connect(5.0)
        wait_for(app, lambda: lobby.go_button.enabled, what="Start")
        lobby.go_button.activate(app)
        step(app, frames=5)
        table = app.stack.scenes[0]
        assert table.name != "friends-lobby" and getattr(table, "hosted", None) is not None
        assert server.lobby()[1].name == "Bob"
    finally:
        friend.close(2.0)
        app.go("menu")
        server.close(2.0)


def test_the_join_screen_opens_the_joined_table(app) -> None:
    from game.net.seatspec import parse_seats

    host: HostServer = hosting.make_server(
        "quarto", parse_seats("me,friend"), name="Hana", host="127.0.0.1", port=0
    )
    host.start()
    try:
        app.push("friends-join")
        step(app, frames=2)
        join = app.stack.top
        type_into(app, join.address_field, f"127.0.0.1:{host.port}")
        type_into(app, join.code_field, host.code)
        type_into(app, join.name_field, "Bob")
        join.go_button.activate(app)
        wait_for(app, lambda: app.stack.top is not join, what="the joined table")
        table = app.stack.scenes[0]
        assert table.drivers.home == 1
    finally:
        app.go("menu")
        host.close(2.0)
