"""A joiner's Rematch deals nothing (the host deals): it says so where the friend can see it, over the result
card, instead of under it (found in a two-window playtest: the button seemed dead)."""

from __future__ import annotations

import time

from game.net.client import JoinClient
from game.scenes.table.guest import REVIEW_AT_HOST, SETUP_AT_HOST, guest_of, joined_scene
from game.scenes.table.hosting import open_hosted_table
from scenes.table.test_guest import hosted, lobby, start


def test_a_joiners_rematch_says_the_host_deals_at_the_top_of_the_window(tmp_path, monkeypatch) -> None:
    app, _host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend", name="Ann")
    client = JoinClient("127.0.0.1", server.port, server.code, "Bob", open_timeout=2.0)
    try:
        table = joined_scene(app, client, client.connect(5.0))
        guest_of(table)
        before = len(app.toasts)
        table.rematch()
        assert [t.text for t in app.toasts[before:]] == ["The host deals the next game."]
        top = app.stack.top
        table.new_setup()  # not a hot-seat setup here, leaving the host's table without a word
        assert app.stack.top is top and app.toasts[-1].text == SETUP_AT_HOST
    finally:
        client.close()
        server.close()


def test_a_friend_seated_before_the_host_starts_is_told_whom_the_table_waits_for(
    tmp_path, monkeypatch
) -> None:
    app, seats, server = lobby(tmp_path, monkeypatch, "quarto", "me,friend", name="Ann")
    client = JoinClient("127.0.0.1", server.port, server.code, "Bob", open_timeout=2.0)
    try:
        table = joined_scene(app, client, client.connect(5.0))  # in the host's lobby: no Start yet
        guest = guest_of(table)
        assert guest is not None
        guest.pump()
        assert [t.text for t in app.toasts] == ["Waiting for Ann…"], "said while the host has not started"
        guest.hailed -= 60  # long after: said again, for as long as the wait lasts
        guest.pump()
        assert len(app.toasts) == 2
        open_hosted_table(app, "quarto", seats, server)  # Start: the host deals; a Table comes
        for _ in range(300):
            guest.pump()
            if guest.dealt_in:
                break
            time.sleep(0.01)
        assert guest.dealt_in
        guest.hailed -= 60
        guest.pump()
        assert len(app.toasts) == 2, "once dealt in, no more waiting notices"
    finally:
        client.close()
        server.close()


def test_a_joiners_review_round_says_why_it_cannot_open(tmp_path, monkeypatch) -> None:
    app, _host, server = hosted(tmp_path, monkeypatch, "qu4to", "me,friend,computer:easy", name="Ann")
    client = JoinClient("127.0.0.1", server.port, server.code, "Bob", open_timeout=2.0)
    try:
        table = joined_scene(app, client, client.connect(5.0))
        before = len(app.toasts)
        table.review_round(1)
        assert [t.text for t in app.toasts[before:]] == [REVIEW_AT_HOST]
        assert app.stack.top is not None and app.stack.top.name != "qu4to-review"
    finally:
        client.close()
        server.close()


def test_a_friend_who_rejoins_in_a_later_round_sees_no_summary_of_a_round_it_never_saw(
    tmp_path, monkeypatch
) -> None:
    app, seats, server = lobby(tmp_path, monkeypatch, "qu4to", "me,friend,computer:easy", name="Ann")
    first = JoinClient("127.0.0.1", server.port, server.code, "Bob", open_timeout=2.0)
    again = JoinClient("127.0.0.1", server.port, server.code, "Bob", open_timeout=2.0)
    try:
        first.connect(5.0)
        host = start(app, "qu4to", seats, server)
        first.close()  # Bob's machine went to sleep; the host plays on for the seat
        deadline = time.monotonic() + 40.0
        for _ in range(40_000):  # bounded in count and in time
            if host.state.round_no >= 2 or time.monotonic() > deadline:
                break
            if host.summary is not None:
                host.next_round()
            st = host.state
            if host.summary is None and not st.is_terminal and st.turn in (0, 1):
                if st.turn == 0:
                    host.play(st.legal_moves()[0])
                else:
                    host.apply(st.legal_moves()[0], 1)  # (the host's move list writes it, as for a driver)
                    host.followed()
            app.step([], 1 / 60)
        assert host.state.round_no >= 2
        table = joined_scene(app, again, again.connect(5.0))  # Bob is back, in round 2 or later
        guest = guest_of(table)
        assert guest is not None
        for _ in range(500):
            app.step([], 1 / 60)  # the host greets the seat with its table
            table.update(1 / 60)
            if guest.dealt_in:
                break
            time.sleep(0.01)
        assert guest.dealt_in and table.state.round_no == host.state.round_no
        assert table.summary is None, "no 'Round 1 is over' card for a round this table never saw"
        for _ in range(500):  # the computer may have moved meanwhile: its Played reaches Bob's table too
            if table.log == host.log:
                break
            app.step([], 1 / 60)
            table.update(1 / 60)
            time.sleep(0.01)
        assert "— Round 1 —" in table.log and any(" leads " in line for line in table.log)
        assert table.log == host.log, (
            "Bob's move list has the rounds he missed, as the host's table wrote them"
        )
    finally:
        first.close()
        again.close()
        server.close()
