"""A friend at another machine plays a seat of the host's table through the kit's one move path: a JoinClient over
127.0.0.1 plays seat 1 of a headless Quarto table from the Tables it is sent; an illegal move comes back with the
rule's sentence; the host's computer and person seats are untouched; both see the same end."""

from __future__ import annotations

import time

from helpers import quarto_hot_seat

from game.net import protocol as p
from game.net.client import JoinClient
from game.net.guard import Limits
from game.net.server import HostServer
from game.scenes.table.friends import FriendDriver, seat_friends

QUICK = Limits(open_timeout=1.0, hello_timeout=1.0, send_timeout=2.0, ping_interval=1.0, ping_timeout=2.0)


def friends_move(view: dict) -> str:
    """A move chosen from the friend's own Table alone (the first piece in the pool, the first empty square)."""
    if view["phase"] == "give":
        return f"give:{view['pool'][0]:x}"
    return f"place:{view['board'].index(None)}"


def test_a_friend_plays_a_quarto_seat_of_the_hosts_table_to_the_end(tmp_path, monkeypatch) -> None:
    app, table = quarto_hot_seat(tmp_path, monkeypatch, animation="off", names=("Hana", "Bob"))
    seats = [p.SeatInfo(name="Hana", kind="here"), p.SeatInfo(name="", kind="friend")]
    server = HostServer(
        game="quarto", setup={}, seats=seats, friend_seats=[1], host="127.0.0.1", port=0, limits=QUICK
    )
    server.start()
    friend = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        seat_friends(table.drivers, table.game_key, server, [1], table.state.observation)
        assert isinstance(table.drivers.of(1, computer=False), FriendDriver)
        assert table.humans() == [0], "Bob's seat is played elsewhere now"
        assert friend.connect(5.0).seat == 1
        tables: list[p.Table] = []
        refused: list[p.MoveRefused] = []
        tried, acted, taken = False, -1, -1
        deadline = time.monotonic() + 20.0
        for _ in range(5000):  # bounded in count and in time
            if table.state.is_over or time.monotonic() > deadline:
                break
            st = table.state
            if st.to_move == 0 and not st.is_over:  # Hana plays by her own hand: the first legal move
                assert table.play(st.legal_moves()[0])
            app.step([], 1 / 60)
            fresh: list[p.Table] = []
            for item in friend.poll():
                if isinstance(item, p.MoveRefused):
                    refused.append(item)
                elif isinstance(item, p.Table):
                    fresh.append(item)
            tables += fresh
            if fresh and fresh[-1].move > acted:  # a person acts on the newest table they see, once
                item, view = fresh[-1], fresh[-1].observation
                if view["outcome"] is None and view["to_move"] == 1:
                    acted = item.move
                    if not tried and view["phase"] == "place" and any(c is not None for c in view["board"]):
                        tried = True  # a square already taken: the host's rules say no
                        taken = next(i for i, c in enumerate(view["board"]) if c is not None)
                        friend.send_move(f"place:{taken}", seen=item.move)
                    friend.send_move(friends_move(view), seen=item.move)
            time.sleep(0.002)
        assert table.state.is_over, "the game reached its end"
        movers = table.session.movers
        assert 1 in movers and 0 in movers, "both seats moved, each through the table's play"
        for _ in range(200):  # the last Table reaches the friend
            tables += [t for t in friend.poll() if isinstance(t, p.Table)]
            if tables and tables[-1].observation["outcome"] is not None:
                break
            time.sleep(0.01)
        assert tables[-1].observation == table.state.observation(1), "the friend sees the host's end"
        assert tried and [r.text for r in refused] == [f"place:{taken}"], "only the illegal move came back"
        assert "already taken" in refused[0].reason, "with the rule's words"
        assert table.toast.text == "" or "square" not in table.toast.text, (
            "the refusal is not shown at the host"
        )
    finally:
        friend.close()
        server.close()
