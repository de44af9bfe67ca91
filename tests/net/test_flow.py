"""A host and two friends over 127.0.0.1: the whole scripted flow, rejoining, and every reason to be refused."""

from __future__ import annotations

import json
import socket
import threading

import pytest
from websockets.sync.client import connect as raw_connect
from websockets.sync.server import serve as raw_serve

from game.net import protocol as p
from game.net.client import Dropped, Failed, Gone, JoinClient, JoinError
from game.net.events import BuzzFrom, Joined, Left, MoveFrom, Rejected
from game.net.server import HostServer, PortInUse

from .conftest import Collector, wait_until


def _join(clients: list[JoinClient], host: HostServer, name: str, **kwargs) -> tuple[JoinClient, Collector]:
    client = JoinClient("127.0.0.1", host.port, host.code, name, open_timeout=2.0, **kwargs)
    clients.append(client)
    client.connect(5.0)
    return client, Collector(client)


def test_a_host_and_two_friends_play_through_every_message(make_host, clients, no_errors) -> None:
    host = make_host()
    events = Collector(host)
    ann, ann_in = _join(clients, host, "Ann")
    bob, bob_in = _join(clients, host, "Bob")
    assert (ann.seat, bob.seat) == (1, 2)
    welcome = ann_in.take(p.Welcome)
    assert welcome.game == "quarto" and welcome.setup == {"variant": "classic"} and welcome.rejoin
    assert [s.kind for s in welcome.seats] == ["here", "friend", "friend", "computer"]
    assert events.take(Joined, where=lambda e: e.seat == 1) == Joined(1, "Ann", False)
    assert events.take(Joined, where=lambda e: e.seat == 2) == Joined(2, "Bob", False)
    lobby = ann_in.take(p.Lobby, where=lambda m: m.seats[2].connected)
    assert [s.name for s in lobby.seats] == ["Hana", "Ann", "Bob", "Hard"]
    assert host.lobby() == lobby.seats

    host.broadcast(p.Start())
    for seat, inbox in ((1, ann_in), (2, bob_in)):
        inbox.take(p.Start)
        host.send(seat, p.Table(move=0, observation={"seat": seat, "hand": [seat * 10]}))
    assert ann_in.take(p.Table).observation == {"seat": 1, "hand": [10]}
    assert bob_in.take(p.Table).observation == {"seat": 2, "hand": [20]}, "each friend gets only their own"

    ann.send_move("c3:a", seen=0)
    assert events.take(MoveFrom) == MoveFrom(1, "c3:a", 0)
    host.send(1, p.MoveRefused(text="c3:a", reason="That square is taken."))
    assert ann_in.take(p.MoveRefused).reason == "That square is taken."
    bob.send_move("b2:7", seen=0)
    assert events.take(MoveFrom) == MoveFrom(2, "b2:7", 0)
    host.broadcast(p.Played(seat=2, text="b2:7", move=1), except_seat=2)
    assert ann_in.take(p.Played) == p.Played(seat=2, text="b2:7", move=1)
    bob.send_buzz(seen=1)
    assert events.take(BuzzFrom) == BuzzFrom(2, 1)
    host.broadcast(p.Buzzed(seat=2, move=1))
    assert ann_in.take(p.Buzzed).seat == 2 and bob_in.take(p.Buzzed).seat == 2
    assert not [m for m in bob_in.all() if isinstance(m, p.Played)], "except_seat left the mover out"

    bob.close()
    assert events.take(Left) == Left(2, "Bob")
    assert ann_in.take(p.Waiting) == p.Waiting(seat=2, name="Bob")
    assert not ann_in.take(p.Lobby, where=lambda m: not m.seats[2].connected).seats[2].connected
    host.close()
    assert ann_in.take(p.Bye).reason == "closed"
    ann_in.take(Gone)


def test_a_friend_who_drops_gets_the_same_seat_back(make_host, clients, no_errors) -> None:
    host = make_host()
    events = Collector(host)
    ann, ann_in = _join(clients, host, "Ann")
    _join(clients, host, "Bob")
    token = ann_in.take(p.Welcome).rejoin
    ann.reconnect()  # the socket breaks under the client (Wi-Fi, sleep): it rejoins with its token
    ann_in.take(Dropped)
    again = ann_in.take(p.Welcome)
    assert again.seat == 1 and again.rejoin == token
    assert events.take(Joined, where=lambda e: e.rejoined) == Joined(1, "Ann", True)
    ann.send_move("a1:0", seen=3)
    assert events.take(MoveFrom) == MoveFrom(1, "a1:0", 3)

    ann.close()
    events.take(Left, where=lambda e: e.seat == 1)
    # a new program, the same code and name: the same seat (and a name already seated is refused)
    ann2, _ = _join(clients, host, "ann")
    assert ann2.seat == 1
    with pytest.raises(JoinError) as taken:
        _join(clients, host, "Bob")
    assert taken.value.kind == "name"
    # the token alone claims the seat too, whatever name comes with it
    ann2.close()
    events.take(Left, where=lambda e: e.seat == 1)
    third, _ = _join(clients, host, "Annie", rejoin=token)
    assert third.seat == 1


def test_a_full_table_and_a_wrong_code_are_refused_with_their_kind(make_host, clients, no_errors) -> None:
    host = make_host()
    events = Collector(host)
    _join(clients, host, "Ann")
    _join(clients, host, "Bob")
    with pytest.raises(JoinError) as full:
        _join(clients, host, "Cy")
    assert full.value.kind == "full"
    wrong = JoinClient("127.0.0.1", host.port, "ABCDEF" if host.code != "ABCDEF" else "ABCDEG", "Cy")
    clients.append(wrong)
    with pytest.raises(JoinError) as code:
        wrong.connect(5.0)
    assert code.value.kind == "code"
    assert {e.reason for e in (events.take(Rejected), events.take(Rejected))} == {"full", "code"}


def test_too_many_wrong_codes_refuse_the_address_for_a_while(make_host, clients) -> None:
    now = [1000.0]
    host = make_host(clock=lambda: now[0])
    for _ in range(5):
        with pytest.raises(JoinError) as wrong:
            JoinClient("127.0.0.1", host.port, "222222", "Mal").connect(5.0)
        assert wrong.value.kind == "code"
    with pytest.raises(JoinError) as banned:
        _join(clients, host, "Ann")  # even the right code, from that address, for now
    assert banned.value.kind == "wait", str(banned.value)
    now[0] += 61
    ann, _ = _join(clients, host, "Ann")
    assert ann.seat == 1


def test_a_friend_on_another_protocol_version_is_told_the_hosts(make_host, clients) -> None:
    host = make_host()
    uri = f"ws://127.0.0.1:{host.port}/"
    # an older Hello: the same shape, another number
    with raw_connect(uri, open_timeout=2) as ws:
        ws.send(json.dumps({"type": "hello", "version": 0, "code": host.code, "name": "Old"}))
        refused = p.decode(ws.recv(timeout=2))
    assert isinstance(refused, p.Refused) and refused.reason == "version"
    assert refused.host_version == p.PROTOCOL_VERSION and str(p.PROTOCOL_VERSION) in refused.text
    # a newer Hello with a field this version does not know
    with raw_connect(uri, open_timeout=2) as ws:
        ws.send(
            json.dumps({"type": "hello", "version": 9, "code": host.code, "name": "New", "avatar": "owl"})
        )
        refused = p.decode(ws.recv(timeout=2))
    assert refused.reason == "version" and refused.host_version == p.PROTOCOL_VERSION


def test_a_client_reads_the_hosts_version_from_a_refusal_of_another_shape() -> None:
    """A future host's Refused may carry fields this client does not know: the version still gets through."""
    frame = {
        "type": "refused",
        "reason": "version",
        "text": "This table speaks 7.",
        "host_version": 7,
        "hint": "x",
    }

    def future_host(ws) -> None:
        ws.recv(timeout=2)
        ws.send(json.dumps(frame))

    with raw_serve(future_host, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            client = JoinClient(
                "127.0.0.1", server.socket.getsockname()[1], "222222", "Ann", open_timeout=2.0
            )
            with pytest.raises(JoinError) as mismatch:
                client.connect(5.0)
        finally:
            server.shutdown()
            thread.join(5.0)
    assert mismatch.value.kind == "version" and mismatch.value.host_version == 7
    assert "7" in str(mismatch.value)


def test_nothing_listening_and_a_port_in_use_fail_fast_and_plainly(make_host) -> None:
    host = make_host()
    with pytest.raises(PortInUse, match=str(host.port)):
        HostServer(
            game="quarto", setup={}, seats=host.lobby(), friend_seats=[1], host="127.0.0.1", port=host.port
        ).start()
    port = host.port
    host.close()
    lonely = JoinClient("127.0.0.1", port, "222222", "Ann", open_timeout=2.0)
    with pytest.raises(JoinError) as nothing:
        lonely.connect(5.0)
    assert nothing.value.kind == "unreachable" and f"127.0.0.1:{port}" in str(nothing.value)
    failed = JoinClient("127.0.0.1", port, "222222", "Ann")
    failed.start()
    assert isinstance(wait_until(lambda: failed.poll(), 5.0, "a failure")[0], Failed)
    failed.close()


def test_a_code_given_by_the_host_is_checked_and_read_without_case_or_dashes(make_host, clients) -> None:
    with pytest.raises(ValueError):
        HostServer(
            game="quarto",
            setup={},
            seats=[p.SeatInfo(name="", kind="friend")],
            friend_seats=[0],
            code="O0I1L",
        )
    host = make_host(code="abc-def")
    assert host.code == "ABCDEF"
    client = JoinClient("127.0.0.1", host.port, "abc def", "Ann")
    clients.append(client)
    assert client.connect(5.0).seat == 1


@pytest.mark.parametrize(
    "game, setup",
    [("Quarto!", {}), ("quarto", {"deep": json.loads("[" * 20 + "]" * 20)}), ("set", {"pad": "x" * 40_000})],
)
def test_a_table_its_friends_could_not_read_is_refused_before_it_listens(game, setup) -> None:
    with pytest.raises(ValueError, match="cannot be announced"):
        HostServer(
            game=game, setup=setup, seats=[p.SeatInfo(name="", kind="friend")], friend_seats=[0], port=0
        )


def test_a_listener_that_never_answers_and_an_unknown_name_fail_within_bounds() -> None:
    """What the command line turns into one line and exit 2, well within its 20 s."""
    with socket.create_server(("127.0.0.1", 0)) as mute:  # accepts TCP, never speaks WebSocket
        client = JoinClient("127.0.0.1", mute.getsockname()[1], "222222", "Ann", open_timeout=1.0)
        with pytest.raises(JoinError) as silent:
            client.connect(5.0)
    assert silent.value.kind == "unreachable" and "no answer" in str(silent.value)
    with pytest.raises(JoinError) as unknown:
        JoinClient("no-such-table.invalid", 47812, "222222", "Ann", open_timeout=1.0).connect(5.0)
    assert unknown.value.kind == "unreachable" and "no-such-table.invalid" in str(unknown.value)


def test_a_host_that_hosts_its_save_again_gets_every_friend_back_in_their_seat(make_host, clients) -> None:
    """The host's app quits mid-game: hosting the save again (same port, code and claims) seats each friend's
    client, which retries by itself, in its own seat — and a new program with a friend's name too."""
    first = make_host()
    events = Collector(first)
    ann, ann_in = _join(clients, first, "Ann")
    bob, bob_in = _join(clients, first, "Bob")
    events.take(Joined, where=lambda e: e.seat == 2)
    claims, port, code = first.claims(), first.port, first.code
    assert {seat: name for seat, (name, _) in claims.items()} == {1: "Ann", 2: "Bob"}
    first.close()
    ann_in.take(p.Bye)
    ann_in.take(Gone)  # a Bye from the host ends the client: the app decides whether to wait for a new host
    ann.close()

    again = make_host(port=port, code=code, claims=claims)
    events = Collector(again)
    ann2 = JoinClient("127.0.0.1", port, code, "Ann", rejoin=claims[1][1], open_timeout=2.0)
    clients.append(ann2)
    assert ann2.connect(5.0).seat == 1, "by the saved token"
    assert events.take(Joined) == Joined(1, "Ann", True)
    bob2, _ = _join(clients, again, "bob")
    assert bob2.seat == 2, "by the saved name"
    with pytest.raises(JoinError) as full:
        _join(clients, again, "Cy")
    assert full.value.kind == "full"


def test_a_client_rides_out_a_host_that_drops_without_a_bye(make_host, clients) -> None:
    """No Bye (the host crashed, the network went): the client keeps retrying and retakes its seat."""
    host = make_host()
    ann, ann_in = _join(clients, host, "Ann")
    claims, port, code = host.claims(), host.port, host.code
    host._post(lambda: [f.drop("a crash") for f in host.seating.connected()])  # cut, no Bye …
    host.close()  # … and gone, before the client's first retry
    ann_in.take(Dropped)
    again = make_host(port=port, code=code, claims=claims)
    again_events = Collector(again)
    assert ann_in.take(p.Welcome, timeout=10.0).seat == 1
    assert again_events.take(Joined) == Joined(1, "Ann", True)
