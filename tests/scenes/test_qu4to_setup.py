"""The QU4TO setup screen: the seat count follows the menu entry and the Players choice, two seats play the
2-player variant, and Start opens the table with those seats."""

from __future__ import annotations

import pygame
from helpers import key, make_app, step


def test_setup_seats_follow_the_entry_and_start_opens_the_table(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go("qu4to-2p")
    step(app, frames=2)
    setup = app.stack.top
    assert setup.setup.players == 2 and setup.setup.game_key == "qu4to-2p"
    assert "2-player variant" in setup.subtitle_text()
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


def test_the_setup_is_remembered_between_games_and_runs(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go("menu")
    app.push("qu4to")
    step(app, frames=2)
    setup = app.stack.top
    assert setup.setup.players == 4 and setup.setup.qu4to_point == "set", "the defaults the first time"
    setup._put_players(3)
    setup._put_seat(2, "computer:hard")
    setup.setup.seats[0].name = "Zoë"
    setup.setup.qu4to_point = "four"
    step(app, [key(app, "return")], 3)  # Start
    assert app.stack.scenes[0].name == "qu4to-table"
    kept = app.settings["game_defaults"]["qu4to"]
    assert kept["qu4to_point"] == "four" and len(kept["seats"]) == 3
    app.settings.save()

    again = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)  # a new run reads the settings file
    again.go("menu")
    again.push("qu4to")
    step(again, frames=2)
    s = again.stack.top.setup
    assert s.players == 3 and s.qu4to_point == "four" and s.seats[0].name == "Zoë"
    assert [(seat.kind, seat.level) for seat in s.seats[1:]] == [("computer", "medium"), ("computer", "hard")]
    again.go("qu4to-5p")  # an entry that names its seat count keeps the rules, not three seats
    step(again, frames=2)
    five = again.stack.top.setup
    assert five.players == 5 and five.qu4to_point == "four"


def test_a_damaged_remembered_setup_opens_on_the_defaults(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.settings.set("game_defaults", {"qu4to": {"seats": "three", "qu4to_point": 7}})
    app.go("qu4to")
    step(app, frames=2)
    s = app.stack.top.setup
    assert s.players == 4 and s.qu4to_point == "set"


def test_faces_ahead_start_only_while_one_more_fits_the_budget(monkeypatch) -> None:
    """The faces ahead come in steps of the budget (issue 26): a face starts only while one as long as the last
    still fits, so a step is not the budget plus a face (up to twice it before)."""
    from game.scenes.qu4to import ahead

    clock = [100.0]
    painted: list[int] = []
    cost = [0.0012]  # each face: 1.2 ms of the fake clock

    def face(code, size, **_kw):
        clock[0] += cost[0]
        painted.append(code)

    monkeypatch.setattr(ahead, "card_face", face)
    monkeypatch.setattr(ahead.time, "perf_counter", lambda: clock[0])
    work = ahead.FacesAhead([(code, (60, 90)) for code in range(10)])
    work.unread = []  # (nothing to read from disk)
    work.step(0.003)
    assert len(painted) == 2, "1.2 + 1.2 fit 3 ms; a third would end at 3.6"
    cost[0], work.face_s = 0.005, 0.0
    work.step(0.003)
    assert len(painted) == 3, "a face longer than the budget: one a step, still one"
    work.step(0.003)
    assert len(painted) == 4 and len(work.faces) == 6


def test_faces_painted_ahead_are_stored_and_read_back_the_same(tmp_path, monkeypatch) -> None:
    """A size's faces, all painted, are stored on disk; the next run reads them instead of painting, and they are
    the very pixels painting gives."""
    from game.art import qu4tocards
    from game.scenes.qu4to.ahead import FacesAhead

    make_app(tmp_path, monkeypatch)  # (the art cache in this test's home)
    size = (64, 96)
    qu4tocards._face.cache_clear()
    work = FacesAhead([(code, size) for code in range(qu4tocards.FACES)])
    work.step(1.0)  # not on disk: to be painted
    assert work.unstored == [size] and len(work.faces) == qu4tocards.FACES
    while not work.done:
        work.step(1.0)
    painted = [
        pygame.image.tobytes(qu4tocards.card_face(code, size), "RGBA") for code in range(qu4tocards.FACES)
    ]
    qu4tocards._face.cache_clear()
    again = FacesAhead([(code, size) for code in range(qu4tocards.FACES)])
    again.step(1.0)
    assert again.faces == [] and again.unstored == [] and again.done, "read from disk: nothing to paint"
    misses = qu4tocards._face.cache_info().misses
    read = [
        pygame.image.tobytes(qu4tocards.card_face(code, size), "RGBA") for code in range(qu4tocards.FACES)
    ]
    assert qu4tocards._face.cache_info().misses == misses, "kept by the faces' cache"
    assert read == painted
