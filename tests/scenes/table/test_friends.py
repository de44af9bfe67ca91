"""A friend at another machine plays a seat of the host's table through the kit's one move path: a JoinClient over
127.0.0.1 plays seat 1 of a headless Quarto table from the Tables it is sent; an illegal move comes back with the
rule's sentence; the host's computer and person seats are untouched; both see the same end."""

from __future__ import annotations

import time

from helpers import key, quarto_hot_seat, step

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


HOST_SENDS = {"welcome", "start", "table", "played", "move_refused", "lobby", "waiting", "buzzed"}


def test_a_qu4to_friend_never_receives_a_card_of_another_seats_hand(tmp_path, monkeypatch) -> None:
    """Every frame the friend's client decodes over a whole match: other hands only as counts and backs, and
    another seat's move names a card only once it is on the table (a rotate keeps its card hidden)."""
    from helpers import qu4to_table

    from game.play.seats import Seat
    from game.rules.qu4to import Rotate

    frames: list[bytes] = []
    decode = p.decode

    def recording(data: bytes | str):
        raw = data.encode() if isinstance(data, str) else bytes(data)
        if p.probe(raw) is not None and p.probe(raw).type in HOST_SENDS:
            frames.append(raw)
        return decode(data)

    monkeypatch.setattr(p, "decode", recording)
    app, table = qu4to_table(tmp_path, monkeypatch, [Seat("human"), Seat("human"), Seat("computer", "easy")])
    seats = [p.SeatInfo(name="Hana", kind="here"), p.SeatInfo(name="", kind="friend")]
    seats.append(p.SeatInfo(name="Easy", kind="computer"))
    server = HostServer(
        game="qu4to", setup={}, seats=seats, friend_seats=[1], host="127.0.0.1", port=0, limits=QUICK
    )
    server.start()
    friend = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        seat_friends(table.drivers, table.game_key, server, [1], table.state.observation)
        while app.stack.top.name == "curtain":  # raised for two people before seat 1 went to a friend
            step(app, [key(app, "space")], 2)
        assert friend.connect(5.0).seat == 1
        acted, rotated = -1, 0
        deadline = time.monotonic() + 30.0
        for _ in range(20_000):  # bounded in count and in time
            if table.state.is_terminal or time.monotonic() > deadline:
                break
            if table.summary is not None:
                table.next_round()  # the person at the host dismisses the round's card
            st = table.state
            if st.turn == 0 and not st.is_terminal and table.summary is None:
                assert table.play(st.legal_moves()[0])
            app.step([], 1 / 60)
            fresh = [t for t in friend.poll() if isinstance(t, p.Table)]
            if fresh and fresh[-1].move > acted and fresh[-1].observation["turn"] == 1:
                acted = fresh[-1].move
                legal = table.state.legal_moves(1)  # the friend's choice; what it is sent is what is checked
                if legal:
                    move = next((m for m in legal if isinstance(m, Rotate)), legal[0])
                    rotated += isinstance(move, Rotate)
                    friend.send_move(str(move), seen=acted)
            time.sleep(0.001)
        assert table.state.is_terminal, "the match reached its end"
        assert rotated > 0, "the friend rotated a card at least once (so rotates were sent to the others too)"
        played = tables = 0
        for raw in frames:
            message = decode(raw)  # the real decoder (p.decode records)
            if isinstance(message, p.Table):
                tables += 1
                hands = message.observation["hands"]
                assert all("cards" not in hand for seat, hand in enumerate(hands) if seat != 1), raw[:200]
                drawing = message.observation["drawing"]
                assert drawing is None or drawing["seat"] == 1 or drawing["card"] is None, raw[:200]
            elif isinstance(message, p.Played) and message.seat != 1:
                played += 1
                assert not message.text.startswith("rotate ") and message.text != "", message.text
        assert tables > 20 and played > 20, "a whole match's worth of frames was read"
    finally:
        friend.close()
        server.close()
