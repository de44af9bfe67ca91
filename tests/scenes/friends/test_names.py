"""The names a lobby shows are the names on the hosted table's plates: the host typed their name once (Host a
table → Your name) and should not find "Player 1" at their own table, nor two seats with their name."""

from __future__ import annotations

from helpers import make_app, step

from game.net.guard import Limits
from game.net.seatspec import parse_seats
from game.scenes.friends.lobby import seat_infos
from game.scenes.table.hosting import make_server, open_hosted_table

QUICK = Limits(open_timeout=1.0, hello_timeout=1.0, send_timeout=2.0, ping_interval=1.0, ping_timeout=2.0)


def test_the_hosts_name_goes_to_the_first_unnamed_seat_here_only() -> None:
    seats = seat_infos(parse_seats("me,friend,me,computer:easy"), {}, "Ann")
    assert [s.name for s in seats[:3]] == ["Ann", "", "Seat 3"]
    named = seat_infos(parse_seats("me,me"), {"seats": [{"name": "Cid"}, {"name": ""}]}, "Ann")
    assert [s.name for s in named] == ["Cid", "Ann"]


def test_the_hosted_table_and_its_rematch_carry_the_names_the_lobby_showed(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    seats = parse_seats("me,friend,computer:easy")
    server = make_server("qu4to", seats, name="Ann", host="127.0.0.1", port=0, limits=QUICK)
    server.start()
    try:
        open_hosted_table(app, "qu4to", seats, server)  # as the lobby's Start opens it: no name given
        step(app, frames=2)
        table = app.stack.top
        assert table.session.name(0) == "Ann"
        table.rematch()
        assert table.session.name(0) == "Ann"
    finally:
        server.close()


def test_host_without_name_takes_the_name_host_a_table_remembers(tmp_path, monkeypatch) -> None:
    """`--host` without `--name`: the host's own plate says the remembered name, not "Player 1"."""
    from game import cli

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    seen: list[str] = []

    def run(start: str, **_kw: object) -> int:
        app.go(start)
        step(app, frames=2)
        seen.append(app.stack.top.session.name(0))
        app.saves.slots.pop("qu4to", None)  # a new table each time, not the saved one hosted again
        return 0

    monkeypatch.setattr(app, "run", run)
    argv = ["--headless", "--host", "qu4to", "--seats", "me,friend,computer:easy", "--port", "0"]
    app.settings.set("net_name", "  Ann  ")
    assert cli.host_table(app, cli.parse(argv)) == 0
    assert cli.host_table(app, cli.parse([*argv, "--name", "Zoe"])) == 0
    app.settings.set("net_name", "")
    assert cli.host_table(app, cli.parse(argv)) == 0
    assert seen == ["Ann", "Zoe", "Player 1"]
