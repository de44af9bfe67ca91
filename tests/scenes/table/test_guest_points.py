"""What a QU4TO friend's table says the points were for, as the host's says it: the friend's view carries the
match's public record (no deal, no rotated card), so the friend's move list marks "+1 QU4TO" and "empties the
hand first · +2", writes a line even for a move its table could not play before the host's table came, and its
round summary says under each name where the points came from. The host's plate on the friend's screen names
the host and says "Host", a friend's on the host's "Friend" (not "Human")."""

from __future__ import annotations

import random
import time

from helpers import make_app, step

from game.net.client import JoinClient
from game.net.guard import Limits
from game.net.seatspec import parse_seats
from game.rules.qu4to import friend_view, from_observation, new_game
from game.rules.qu4to.observed import public_record
from game.scenes.table.guest import guest_of, joined_scene
from game.scenes.table.hosting import make_server, open_hosted_table

QUICK = Limits(open_timeout=1.0, hello_timeout=1.0, send_timeout=2.0, ping_interval=1.0, ping_timeout=2.0)


def test_the_public_record_keeps_the_points_and_hides_the_deck_and_rotated_cards() -> None:
    rng = random.Random(4)
    state = new_game(rng, 3)
    while state.round_no == 1:
        state.play(rng.choice(state.legal_moves()))
    seen = friend_view(state, 1)["record"]
    assert seen == public_record(state.log)
    assert not any(line.startswith(("deal", "reshuffle")) for line in seen)
    assert all(line.endswith(" rotate") for line in seen if " rotate" in line)
    assert any(" out +" in line for line in seen) and "round 1 end" in " ".join(seen)
    rebuilt = from_observation(friend_view(state, 1))
    assert rebuilt.log == seen
    broken = friend_view(state, 1) | {"record": ["0 play zz"]}  # a line that names no card: no record
    assert from_observation(broken).log is None


def test_the_friend_s_moves_and_summary_say_what_the_points_were_for(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    seats = parse_seats("me,friend,computer:easy")
    server = make_server("qu4to", seats, name="Hana", host="127.0.0.1", port=0, limits=QUICK)
    server.start()
    open_hosted_table(app, "qu4to", seats, server)
    step(app, frames=2)
    host = app.stack.top
    client = JoinClient("127.0.0.1", server.port, server.code, "Ann", open_timeout=2.0)
    try:
        table = joined_scene(app, client, client.connect(5.0))
        table.layout(app.size)
        guest = guest_of(table)
        assert table.session.name(0) == "Hana" and table.view._role(0).startswith("Host"), "not 'Human'"
        assert host.view._role(1).startswith("Friend") and table.view._role(2).startswith("Easy")
        deadline = time.monotonic() + 30.0
        while time.monotonic() < deadline and (host.summary is None or table.summary is None):
            st = host.state
            if st.turn == 0 and host.summary is None and not st.is_terminal:
                assert host.play(st.legal_moves()[0])
            app.step([], 1 / 60)
            table.update(1 / 60)
            mine = table.state
            if guest.moves >= 0 and not guest.waiting and mine.turn == 1 and table.summary is None:
                assert table.play(mine.legal_moves(1)[-1])
            time.sleep(0.001)
        assert host.summary is not None and table.summary is not None, "round 1 ended on both screens"
        assert any(" · +" in line for line in host.log), "the host's moves marked points"
        assert table.log == host.log, "the friend's move list says what the host's says, points and all"
        assert table.summary.notes == host.summary.notes and any(table.summary.notes)
    finally:
        client.close()
        server.close()
