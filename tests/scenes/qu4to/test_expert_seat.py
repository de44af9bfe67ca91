"""Expert is a level the QU4TO setup offers and the table plays (its thinking runs in the worker like Hard's)."""

from __future__ import annotations

from helpers import make_app, step

from game.play.qu4to.session import Qu4toSetup
from game.play.seats import Seat
from game.scenes.qu4to.setup import SEAT_KINDS


def test_the_setup_offers_expert_and_a_saved_setup_keeps_it() -> None:
    assert ("computer:expert", "Computer · Expert") in SEAT_KINDS
    setup = Qu4toSetup([Seat("human"), Seat("computer", "expert")])
    assert Qu4toSetup.from_json(setup.to_json()).seats[1].level == "expert"


def test_an_expert_seat_plays_at_the_table(tmp_path, monkeypatch, caplog) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    seats = [Seat("computer", "expert"), Seat("computer", "expert")]
    app.go("qu4to-table", setup=Qu4toSetup(seats).to_json())
    scene = app.stack.scenes[0]
    for _ in range(3000):
        step(app, frames=1)
        if scene.state.turns >= 2:
            break
    assert scene.state.turns >= 2, "the Expert seats made their moves"
    assert scene.session.setup.seats[0].level == "expert"
    assert (
        "stand-in" not in caplog.text and "failed" not in caplog.text
    )  # Expert's own moves, from the worker
