"""The friends' screens hold at 1024x640 to 1920x1080 and at 150 % text, in English and German, and in Italian
at 1024x640: nothing cut, clipped, overlapping or hidden (the checks of tests/test_text_fits.py), with a friend in
the lobby, a table found on the network and a refusal on the join screen."""

from __future__ import annotations

from typing import Any

import pytest
from helpers import step
from test_text_fits import Case, every_case, fitting_app

from game.net import discovery
from game.net.client import JoinClient, JoinError

FRIENDS_CASES: list[Case] = [
    ("en", 100, (1024, 640)),
    ("en", 100, (1280, 720)),
    ("en", 100, (1920, 1080)),
    ("en", 150, (1280, 720)),
    ("en", 150, (1920, 1080)),
    ("de", 100, (1280, 720)),
    ("de", 150, (1280, 720)),
    ("it", 100, (1024, 640)),
    ("nl", 100, (1024, 640)),
]


def _lobby_with_a_friend(app: Any) -> Any:
    app.push(
        "friends-lobby",
        game="qu4to",
        seats=["me", "friend", "friend", "computer:expert", "computer:easy"],
        host_name="Annabelle Whitfield-Ro",
        port=0,
        bind="127.0.0.1",
    )
    lobby = app.stack.top
    friend = JoinClient(
        "127.0.0.1", lobby.server.port, lobby.server.code, "Bartholomew Quincey", open_timeout=2.0
    )
    friend.connect(5.0)
    for _ in range(200):
        step(app)
        if lobby.seats[1].name:
            break
    assert lobby.seats[1].name == "Bartholomew Quincey"
    return friend


def _join_with_a_table_and_a_refusal(app: Any) -> None:
    app.push("friends-join")
    join = app.stack.top
    found = discovery.FoundTable(
        f"x.{discovery.SERVICE}", "aces-faces", "Annabelle Whitfield-Ro", 3, 1, "fd00:1234::abcd", 47812
    )
    join.browser.listener._found[found.key] = found
    step(app)
    join.address_field.set_text("192.168.100.200:47812")
    join.code_field.set_text("ABCDEF")
    join.name_field.set_text("Bartholomew Quincey")
    join._failed(JoinError("version", "x", host_version=12))


HOST_NAME, FRIEND_NAME = "Annabelle Whitfield-Rosa", "Bartholomew Quincey"
SEEDS = {"qu4to": 3, "quarto": 5, "set": 3}  # (Quarto: the friend gives first: the host waits)


def _hosted_table_with_bob_away(app: Any, game: str) -> Any:
    """A hosted table whose friend joined and dropped: his plate says "waiting for NAME", with its button."""
    from game.net.guard import Limits
    from game.net.seatspec import parse_seats
    from game.scenes.table.hosting import make_server, open_hosted_table

    quick = Limits(open_timeout=1.0, hello_timeout=1.0, send_timeout=2.0, ping_interval=1.0, ping_timeout=2.0)
    seats = parse_seats("me,friend,computer:expert" if game != "quarto" else "me,friend")
    server = make_server(game, seats, name=HOST_NAME, host="127.0.0.1", port=0, limits=quick)
    server.start()
    open_hosted_table(app, game, seats, server)
    step(app, frames=2)
    table = app.stack.top
    friend = JoinClient("127.0.0.1", server.port, server.code, FRIEND_NAME, open_timeout=2.0)
    friend.connect(5.0)
    for _ in range(300):
        step(app)
        if table.drivers.host.started:
            break
    for _ in range(600 if game == "qu4to" else 0):  # the host holds their hand up: Benedikt's turn comes
        if table.state.turn == 1:
            break
        if table.state.turn == 0:
            table.play(table.state.legal_moves()[0])
        step(app)
    friend.close(2.0)
    for _ in range(500):
        step(app)
        if table.drivers.host.away:
            break
    assert table.hosted.buttons.rect(1) is not None, "the away friend's plate has its button"
    return server


@pytest.mark.parametrize("game", ["qu4to", "quarto", "set"])
@pytest.mark.parametrize("screen", ["hosted table, a friend away", "its pause menu"])
def test_the_hosted_table_with_a_friend_away_fits(tmp_path, monkeypatch, game: str, screen: str) -> None:
    """The away friend's plate ("waiting for NAME" and its "Computer plays" button) and the pause menu's
    "Computer plays" (NAME is away), in English and German, up to 150 % text, with long names (24 and 19
    letters): a narrow plate cuts the away friend's name short after "waiting for", never the waiting words, and
    Quarto's banner takes a shorter form ("NAME — choose a piece")."""
    app = fitting_app(tmp_path, monkeypatch, FRIENDS_CASES[0], seed=SEEDS[game])
    app.settings.set("animation", "off")
    app.go("menu")
    server = _hosted_table_with_bob_away(app, game)
    try:
        if screen == "its pause menu":
            app.stack.top.pause_menu()
            step(app)
            assert any(w.label == "Computer plays" for w in app.stack.top.form.widgets)
        found = every_case(app, f"{game} {screen}", FRIENDS_CASES)
    finally:
        app.go("menu")
        server.close()
        app.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    "screen",
    ["chooser", "host", "hosting setup quarto", "hosting setup set", "hosting setup qu4to", "lobby", "join"],
)
def test_the_friends_screens_fit(tmp_path, monkeypatch, screen: str) -> None:
    app = fitting_app(tmp_path, monkeypatch, FRIENDS_CASES[0])
    app.go("menu")
    friend = None
    if screen == "chooser":
        app.push("friends")
    elif screen == "host":
        app.push("friends-host")
        app.stack.top.say("Type your name: friends see it in their list of tables.", bad=True)
    elif screen.startswith("hosting setup"):
        app.push(screen.split()[-1], hosting={"host_name": "Ann", "port": 0})
    elif screen == "lobby":
        friend = _lobby_with_a_friend(app)
    else:
        _join_with_a_table_and_a_refusal(app)
    step(app)
    try:
        found = every_case(app, screen, FRIENDS_CASES)
    finally:
        if friend is not None:
            friend.close(2.0)
        app.go("menu")
        app.close()
    assert not found, "\n".join(found)


@pytest.mark.parametrize("seats", ["a person and a computer", "two people here"])
def test_quarto_with_the_longest_names_fits(tmp_path, monkeypatch, seats: str) -> None:
    """The longest names a seat shows (18 letters) on Quarto's banner ("NAME — choose a piece for NAME") and
    plates ("Human · choosing a piece") up to 150 % text: a shorter form of the banner, never the state cut."""
    from game.play.quarto.setup import TableSetup
    from game.play.seats import Seat

    first = Seat("human", name="Bartholomew Quincey")
    second = (
        Seat("human", name="Annabelle Whitfield") if seats == "two people here" else Seat("computer", "easy")
    )
    app = fitting_app(tmp_path, monkeypatch, FRIENDS_CASES[0], seed=5)
    app.settings.set("animation", "off")
    app.go("quarto-table", setup=TableSetup(seats=[first, second]).to_json())
    step(app, frames=2)
    table = app.stack.top
    for _ in range(600):  # a person here is to choose a piece (the computer's moves come meanwhile)
        st = table.state
        if not table.session.is_bot(st.to_move) and st.phase == "give":
            break
        if not table.session.is_bot(st.to_move):
            table.play(st.legal_moves()[0])
        step(app)
    assert table.view.role_words(table.state.to_move) == "Human · choosing a piece"
    found = every_case(app, f"quarto {seats}", FRIENDS_CASES)
    app.close()
    assert not found, "\n".join(found)
