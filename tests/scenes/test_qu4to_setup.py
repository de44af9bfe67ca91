"""The QU4TO setup screen: the seat count follows the menu entry and the Players choice, two seats play the
2-player variant, and Start opens the table with those seats."""

from __future__ import annotations

from helpers import key, make_app, step


def test_setup_seats_follow_the_entry_and_start_opens_the_table(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go("qu4to-2p")
    step(app, frames=2)
    setup = app.stack.top
    assert setup.setup.players == 2 and setup.setup.game_key == "qu4to-2p"
    assert "2-player variant" in setup.subtitle
    setup._put_players(5)
    assert setup.setup.players == 5 and setup.setup.game_key == "qu4to-5p"
    assert [s.is_bot for s in setup.setup.seats] == [False, True, True, True, True]
    setup._put_seat(1, "human")
    step(app, frames=1)
    setup.form.focus = setup.form.widgets.index(setup.start_button)
    step(app, [key(app, "return")], 3)
    table = app.stack.scenes[0]
    assert table.name == "qu4to-table" and table.state.players == 5
    assert table.session.humans() == [0, 1]


def test_autoplay_starts_a_computer_match(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2, autoplay=True)
    app.go("qu4to")
    step(app, frames=25)
    table = app.stack.scenes[0]
    assert table.name == "qu4to-table" and table.state.players == 4
    assert table.session.humans() == []
    step(app, frames=200)
    assert table.state.turns > 0
