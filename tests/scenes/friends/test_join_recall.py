"""The Join screen remembers: a friend who dropped and comes back finds the last address, that table's code and
their name filled in; the code only beside its own table, and not after that game has ended (issue #43)."""

from __future__ import annotations

import time

import pytest
from helpers import step

from game.app import App
from game.net import recall
from game.net.client import JoinClient
from game.net.discovery import FoundTable
from game.settings import Settings
from scenes.table.test_guest import hosted, play_out, seated

from .conftest import type_into, wait_for
from .test_flows import _join_screen, joined, live_host  # noqa: F401  (fixtures)


def test_a_friend_who_comes_back_finds_address_code_and_name_filled_in(
    app: App,
    live_host,  # noqa: F811
    joined,  # noqa: F811
) -> None:
    join = _join_screen(app)
    assert (join.address_field.text, join.code_field.text) == ("", ""), "nothing joined yet: nothing filled"
    assert join.form.focused() is join.address_field
    type_into(app, join.address_field, f"127.0.0.1:{live_host.port}")
    type_into(app, join.code_field, live_host.code)
    type_into(app, join.name_field, "Bob")
    join.go_button.activate(app)
    wait_for(app, lambda: joined, what="open_joined_table")
    app.go("menu")  # Bob's table is gone (he dropped, or quit): he comes back to Join
    step(app, frames=2)
    again = _join_screen(app)
    assert again.address_field.text == f"127.0.0.1:{live_host.port}"
    assert again.code_field.text == live_host.code, "that table's code, as the host shows it"
    assert again.name_field.text == "Bob"
    assert again.form.focused() is again.go_button, "all filled in: Enter joins"


def test_an_address_that_did_not_answer_is_kept_without_a_code(app: App, joined) -> None:  # noqa: F811
    join = _join_screen(app)
    type_into(app, join.address_field, "127.0.0.1:9")  # (the discard port: nothing listens there)
    type_into(app, join.code_field, "ABCDEF")
    type_into(app, join.name_field, "Bob")
    join.go_button.activate(app)
    wait_for(app, lambda: join.client is None, what="the refusal")
    app.go("menu")
    step(app, frames=2)
    again = _join_screen(app)
    assert (again.address_field.text, again.code_field.text) == ("127.0.0.1:9", "")


def test_a_code_is_filled_in_only_beside_its_own_table(app: App) -> None:
    recall.remember_table(app.settings, "192.0.2.7:47812", "T6C8XB")
    join = _join_screen(app)
    assert (join.address_field.text, join.code_field.text) == ("192.0.2.7:47812", "T6C8XB")
    other = FoundTable("b", "set", "Cleo", 1, 1, "192.0.2.9", 47812)
    join.pick(other)
    assert (join.address_field.text, join.code_field.text) == ("192.0.2.9:47812", ""), "not Cleo's code"
    join.pick(FoundTable("a", "quarto", "Ann", 1, 1, "192.0.2.7", 47812))
    assert join.code_field.text == "T6C8XB", "back at the table it belongs to"
    type_into(app, join.code_field, "HJKMNP")
    join.pick(other)
    assert join.code_field.text == "HJKMNP", "a code the friend typed stays"


def test_the_code_is_forgotten_once_the_friend_has_seen_the_game_end(tmp_path, monkeypatch) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        table, guest = seated(app, client)
        recall.remember_table(app.settings, client.where, client.code)  # (as the Join screen does)
        step(app, frames=1)
        play_out(app, host, table, guest)
        assert guest.saw_end
        assert recall.recalled(app.settings) == (client.where, ""), "the address stays, the code goes"
        host.rematch()  # the same table deals again: its code is kept again
        for _ in range(300):
            table.update(1 / 60)
            if recall.recalled(app.settings)[1]:
                break
            time.sleep(0.01)
        assert recall.recalled(app.settings) == (client.where, server.code)
    finally:
        client.close()
        server.close()


@pytest.mark.parametrize(
    "value",
    [
        None,
        "127.0.0.1:47812",
        {"address": "x", "code": "ABCDEF"},  # a key missing
        {"address": "x", "code": "ABCDEF", "code_for": "x", "more": 1},
        {"address": 1, "code": "", "code_for": ""},
        {"address": "x" * 65, "code": "", "code_for": ""},
        {"address": "", "code": "A" * 17, "code_for": ""},
    ],
)
def test_a_damaged_remembered_table_is_forgotten_not_trusted(tmp_path, value) -> None:
    import json

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "net_join": value, "net_name": "Bob"}))
    settings = Settings(path)
    assert settings["net_join"] == recall.EMPTY and recall.recalled(settings) == ("", "")
