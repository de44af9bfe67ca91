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


def test_faces_ahead_start_only_while_one_more_fits_the_budget(tmp_path, monkeypatch) -> None:
    """The setup paints its table's faces ahead in steps of the budget (issue 26): a face starts only while one as
    long as the last still fits, so a step is not the budget plus a face (up to twice it before)."""
    import game.art.qu4tocards as cards
    from game.scenes.qu4to import setup

    app = make_app(tmp_path, monkeypatch)
    app.go("qu4to")
    screen = app.stack.top
    clock = [100.0]
    painted: list[int] = []

    def face(code, size, **_kw):
        clock[0] += 0.0012  # each face: 1.2 ms of the fake clock
        painted.append(code)

    monkeypatch.setattr(cards, "card_face", face)
    monkeypatch.setattr(setup.time, "perf_counter", lambda: clock[0])
    screen.faces = None
    screen.paint_faces_ahead(budget_s=0.003)
    assert len(painted) == 2, "1.2 + 1.2 fit 3 ms; a third would end at 3.6"
    screen.face_s = 0.0
    clock[0] += 1
    monkeypatch.setattr(
        cards,
        "card_face",
        lambda code, size, **_kw: (clock.__setitem__(0, clock[0] + 0.005), painted.append(code)),
    )
    screen.paint_faces_ahead(budget_s=0.003)
    assert len(painted) == 3, "a face longer than the budget: one a step, still one"
    left = len(screen.faces)
    screen.paint_faces_ahead(budget_s=0.003)
    assert len(screen.faces) == left - 1
