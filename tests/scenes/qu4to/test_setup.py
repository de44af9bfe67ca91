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
    setup.put_seat(1, "human")
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
    setup.put_seat(2, "computer:hard")
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


def test_faces_painted_ahead_are_stored_and_read_back_the_same(tmp_path, monkeypatch) -> None:
    """A size's faces, all painted, are stored on disk; the next run reads them instead of painting, and they are
    the very pixels painting gives."""
    from game.art import qu4tocards
    from game.scenes.qu4to.ahead import card_batch
    from game.scenes.table.ahead import FacesAhead

    make_app(tmp_path, monkeypatch)  # (the art cache in this test's home)
    size = (64, 96)
    qu4tocards._face.cache_clear()
    work = FacesAhead([card_batch(size)])
    work.step(1.0)  # not on disk: to be painted
    assert work.unread == [] and len(work.unpainted) == qu4tocards.FACES
    while not work.done:
        work.step(1.0)
    painted = [
        pygame.image.tobytes(qu4tocards.card_face(code, size), "RGBA") for code in range(qu4tocards.FACES)
    ]
    qu4tocards._face.cache_clear()
    again = FacesAhead([card_batch(size)])
    again.step(1.0)
    assert again.done, "read from disk: nothing to paint"
    misses = qu4tocards._face.cache_info().misses
    read = [
        pygame.image.tobytes(qu4tocards.card_face(code, size), "RGBA") for code in range(qu4tocards.FACES)
    ]
    assert qu4tocards._face.cache_info().misses == misses, "kept by the faces' cache"
    assert read == painted


def test_the_qu4to_point_choice_says_what_it_changes_and_stays_clear_of_the_buttons(
    tmp_path, monkeypatch
) -> None:
    """Issue 47: "QU4TO point: One per set / One per 4" was not explained. A line under the rules column says what
    the option chosen scores (and that 2 players score none); where the sentence has no room, a few words."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=1)
    app.go("qu4to")
    step(app, frames=2)
    setup = app.stack.top
    words = {}
    for point in ("set", "four"):
        setup.setup.qu4to_point = point
        step(app, frames=1)
        words[point] = " ".join(setup.point_note())
    assert "1 point, however many 4s" in words["set"] and "for each 4" in words["four"]
    assert all("Leading with a 4 scores nothing" in w for w in words.values())
    for percent in (100, 150):
        app.set_text_size(percent)
        for players in (2, 3, 4, 5):
            setup._put_players(players)
            step(app, frames=1)
            lines = setup.point_note()
            assert lines, (percent, players)  # the sentence or its few words, never nothing at 1280x720
            if players == 2:
                assert "2 players" in " ".join(lines)
            th = app.theme
            _x, y, w = setup.point_note_at
            bottom = y + len(lines) * th.font(14).get_linesize()
            assert bottom <= setup.start_button.box.top and bottom <= setup.back_button.box.top
            assert all(th.font(14).size(line)[0] <= w for line in lines)
