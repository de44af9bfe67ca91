"""A friend who dropped, at the host's QU4TO table: the seat keeps the friend's name in the banner, the score
sheet and the moves, only the plate says "waiting for NAME"; the pause menu (and the plate's button) hands the
seat to the computer until the friend is back."""

from __future__ import annotations

import time

from helpers import step

from game.net.client import JoinClient
from scenes.table.test_guest import hosted


def until(app, check, frames: int = 400) -> None:
    for _ in range(frames):
        app.step([], 1 / 60)
        if check():
            return
        time.sleep(0.01)
    raise AssertionError("waited too long")


def test_bob_away_is_said_on_his_plate_only_and_the_pause_menu_hands_his_seat_over(
    tmp_path, monkeypatch
) -> None:
    app, table, server = hosted(tmp_path, monkeypatch, "qu4to", "me,friend,computer:easy", name="Ann")
    bob = JoinClient("127.0.0.1", server.port, server.code, "Bob", open_timeout=2.0, retry_for=0.0)
    try:
        bob.connect(5.0)
        until(app, lambda: table.drivers.host.started)
        for _ in range(200):  # Ann plays until it is Bob's turn
            st = table.state
            if st.turn == 1:
                break
            if st.turn == 0:
                table.play(st.legal_moves()[0])
            app.step([], 1 / 60)
        assert table.state.turn == 1
        bob.close()  # Bob's Wi-Fi goes
        until(app, lambda: bool(table.drivers.host.away))
        step(app)
        banner, _sub = table.view.banner_text()
        assert "Bob" in " ".join(banner) and "waiting" not in " ".join(banner), banner
        assert table.session.names()[1] == "Bob", "the score sheet and the moves keep his name"
        assert table.view._role(1) == "waiting for Bob", "his plate says the table waits for him"
        assert table.view._role(1).action == "Computer plays", "with the button that lets the computer play"
        assert table.hosted.buttons.rect(1) == table.view.plate_rect(1)
        table.pause_menu()
        pause = app.stack.top
        entry = next(b for b in pause.form.widgets if b.sublabel == "Bob is away")
        assert entry.label == "Computer plays"
        entry.activate(app)
        assert app.stack.top is table, "the menu closes"
        assert table.hosted.standing_in == {1} and table.session.is_bot(1)
        assert table.session.names() == ["Ann", "Bob", "Computer"], (
            "his seat keeps his name, the computer its own"
        )
        step(app)
        assert table.hosted.buttons.rect(1) is None, "no button once the computer plays"
        table.pause_menu()
        assert not any(b.label == "Computer plays" for b in app.stack.top.form.widgets)
        app.back()
    finally:
        bob.close()
        server.close()
