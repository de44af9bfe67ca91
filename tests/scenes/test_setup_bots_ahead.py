"""A setup screen idling in a window starts the computers' process ahead (#26), but only when the table it would
open seats a computer: a table of people only has no use for one (≈ 30 MB)."""

from __future__ import annotations

import pytest
from helpers import make_app

from game.ai import worker
from game.play.seats import Seat
from game.play.setgame.setup import RULES_MODES, SOLO_MODES


def _idle_frame_starts_a_process(app, monkeypatch) -> bool:
    started: list[bool] = []
    monkeypatch.setattr(worker, "prestart", lambda: started.append(True))
    scene = app.stack.top
    # the table's modules are in (importing them ahead is tested with the warm-up)
    monkeypatch.setattr(type(scene.ahead), "done", property(lambda self: True))
    app.last_input = 0.0  # no input for long: the frame answers nobody
    scene.update(1 / 60)
    return bool(started)


@pytest.mark.parametrize("game", ["quarto", "qu4to", "set"])
def test_a_setup_with_a_computer_starts_its_process_ahead_and_one_of_people_only_does_not(
    tmp_path, monkeypatch, game: str
) -> None:
    app = make_app(tmp_path, monkeypatch, realtime=True)
    try:
        app.go("menu")
        app.push(game)
        scene = app.stack.top
        assert scene.computers_chosen(), "the default setup seats a computer"
        assert _idle_frame_starts_a_process(app, monkeypatch)
        if game == "set":
            scene.seats = [Seat("human")] * 4
        else:
            scene.setup.seats = [Seat("human", name=f"P{i}") for i in range(len(scene.setup.seats))]
        assert not scene.computers_chosen()
        assert not _idle_frame_starts_a_process(app, monkeypatch)
    finally:
        app.close()


def test_the_practice_modes_of_set_seat_no_computer(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, realtime=True)
    try:
        app.go("menu")
        app.push("set")
        scene = app.stack.top
        for mode in SOLO_MODES:
            scene.setup.mode = mode
            assert not scene.computers_chosen(), mode
        for mode in RULES_MODES:  # Set-Chain and UltraSet seat computers like classic SET
            scene.setup.mode = mode
            assert scene.computers_chosen() == any(s.is_bot for s in scene.seats[: scene.count]), mode
    finally:
        app.close()
