"""A friend's Hint is shown on their own screen and counted at the host's table, as a hint asked there is (its
statistics and result card): SET counts a card a press up to a call's cards per table, Quarto one a turn; a hint
from the future, a flood, or a table without hints counts nothing more."""

from __future__ import annotations

import time

from helpers import step

from game.net.client import JoinClient
from scenes.table.test_guest import hosted, play_out, seated
from scenes.table.test_set_friends import set_table, settle  # noqa: F401  (the fixture)


def test_a_friends_set_hint_is_counted_at_the_host(set_table) -> None:  # noqa: F811
    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.bots.clear()
    table.session.buzzer = 1  # (Ann holds the buzzer on her screen: Hint is hers to press)
    table.press_hint()
    assert table.session.hints == 1 and table.session.hint, "the hint shows on Ann's screen"
    settle(app, table, guest, lambda: host.session.hints == 1, 3.0)
    assert host.session.hints == 1 and host.session.hinted, "and the host counts it"
    assert not host.session.hint, "the host's screen shows nothing of it"
    assert "1 hint asked" in host.result_card().footnote
    for _ in range(20):  # a flood on the same table
        client.send_hint(guest.moves)
    settle(app, table, guest, lambda: False, 1.5)
    assert host.session.hints == host.session.claim_size, "at most a call's cards per table"
    client.send_hint(guest.moves + 5)  # a table the host never dealt
    settle(app, table, guest, lambda: False, 0.5)
    assert host.session.hints == host.session.claim_size


def test_a_set_table_without_hints_counts_none(set_table) -> None:  # noqa: F811
    app, host, table, guest, client = set_table
    settle(app, table, guest, lambda: guest.moves >= 0)
    host.session.setup.hints = False
    client.send_hint(guest.moves)
    settle(app, table, guest, lambda: False, 1.0)
    assert host.session.hints == 0 and not host.session.hinted


def test_a_friends_quarto_hint_is_counted_at_the_host_one_a_turn(tmp_path, monkeypatch) -> None:
    app, host, server = hosted(tmp_path, monkeypatch, "quarto", "me,friend")
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        table, guest = seated(app, client)
        deadline = time.monotonic() + 10.0
        while time.monotonic() < deadline and not (guest.moves >= 0 and table.state.to_move == 1):
            st = host.state
            if st.to_move == 0:
                host.play(st.legal_moves()[0])
            step(app, frames=1)
            table.update(1 / 60)
        assert table.state.to_move == 1, "Ann's turn"
        button = table.buttons[2]
        assert button.label == "Hint"
        button.action()  # Ann presses Hint
        button.action()  # twice
        assert table.hints.used_in(table.state) == 2, "both shown on her screen"
        for _ in range(100):
            step(app, frames=1)
            table.update(1 / 60)
            if host.hints.used_in(host.state):
                break
            time.sleep(0.01)
        time.sleep(0.3)
        step(app, frames=2)
        assert host.hints.used_in(host.state) == 1, "counted at the host, once this turn"
        play_out(app, host, table, guest)
        assert host.state.is_over and table.state.is_over
        assert host.stats_details()["hints"] == 1, "the host's statistics count Ann's hint"
        assert table.stats_details()["hints"] == 2, "and Ann's own count hers, the state rebuilt since"
    finally:
        client.close()
        server.close()
