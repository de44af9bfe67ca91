"""A finished SET game at the table is kept in the history with its record and times, as Quarto games are."""

from __future__ import annotations

from helpers import make_app, step

from game import resources
from game.play.history import History
from game.play.history_records import summary
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.storage import flush_all


def test_the_set_table_keeps_a_finished_game_in_the_history(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    app.go(
        "set-table", setup=SetSetup(seats=[Seat("human", name="Ann"), Seat("computer", "medium")]).to_json()
    )
    step(app, frames=2)
    scene = app.stack.scenes[0]
    session = scene.session
    while not session.is_over:
        session.clock += 2.0  # each SET two seconds after the last
        scene.settle(session.claim(0, session.state.sets_on_table[0]))
    step(app, frames=2)
    flush_all()
    games = History(resources.data_dir()).games()
    assert len(games) == 1 and games[0]["game"] == "set" and games[0]["players"][0] == "Ann"
    review = summary(games[0]["record"])
    assert review["seats"] == "human,medium" and review["scores"] == list(session.state.scores)
    assert all(e["seat"] == 0 and e["together_s"] is not None for e in review["timeline"])


def test_the_qu4to_table_keeps_a_finished_match_in_the_history_once(tmp_path, monkeypatch) -> None:
    from game.play.qu4to.session import Qu4toSetup

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    seats = [Seat("computer", "easy", name="Ann"), Seat("computer", "easy")]  # a table the computers play out
    app.go("qu4to-table", setup=Qu4toSetup(seats).to_json())
    step(app, frames=2)
    scene = app.stack.scenes[0]
    for _ in range(40):
        if scene.state.is_terminal:
            break
        step(app, frames=100)
        if scene.summary is not None and not scene.state.is_terminal:
            scene.next_round()  # the round's summary waits for a click
    assert scene.state.is_terminal, "the match ended"
    step(app, frames=200)  # past the result card's pause: nothing is kept twice
    flush_all()
    games = History(resources.data_dir()).games()
    assert len(games) == 1 and games[0]["game"] == "qu4to-2p" and "winner" in games[0]["record"]
