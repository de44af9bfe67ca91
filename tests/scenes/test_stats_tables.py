"""The three tables report finished games to the statistics, driven by posted events on the dummy display: Quarto
(hot-seat names, a hint, an undo; and against the computer), SET practice (time per game and per SET), QU4TO
(finishing place, points and a hint)."""

from __future__ import annotations

import pytest
from helpers import click, key, make_app, step

from game.play.qu4to.session import Qu4toSetup
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup


def _lift_curtain(app) -> None:
    while app.stack.top.name == "curtain":
        step(app, [key(app, "space")], 2)


def _quarto(tmp_path, monkeypatch, seats, **kw):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    app.settings.set("animation", "off")
    app.go("quarto-table", setup=TableSetup(seats=seats, first="0", **kw).to_json(), menu_key="quarto")
    step(app, frames=2)
    return app, app.stack.scenes[0]


def _quarto_move_by_click(app, scene) -> None:
    st = scene.state
    n = len(st.history)
    if st.phase == "give":
        pos = scene.places.pool_slot(st.pool[n * 7 % len(st.pool)]).rect.center
    else:
        pos = scene.camera.slots()[st.legal_cells()[n * 5 % len(st.legal_cells())]].pos
    step(app, click(app, pos), 2)
    assert len(scene.state.history) > n, "the click played a move"


def test_a_hot_seat_quarto_game_counts_per_name_with_its_hint_and_undo(tmp_path, monkeypatch) -> None:
    app, scene = _quarto(
        tmp_path, monkeypatch, [Seat("human", name="Ann"), Seat("human", name="Bob")], squares=True
    )
    _quarto_move_by_click(app, scene)
    _quarto_move_by_click(app, scene)
    step(app, [key(app, "u")], 1)  # Bob takes his placement back
    assert len(scene.state.history) == 1
    step(app, [key(app, "h")], 2)  # and asks for a hint
    while not scene.state.is_over:
        _quarto_move_by_click(app, scene)
    out = scene.state.outcome
    step(app, frames=70)
    rec = app.stats_book.game("quarto")
    assert rec.played == 1 and [r.label for r in rec.opponents()] == ["Hot-seat"]
    assert [r.label for r in rec.modes()] == ["Squares"]
    expected = {
        "Ann": "draw" if out.winner is None else ("win" if out.winner == 0 else "loss"),
        "Bob": "draw" if out.winner is None else ("win" if out.winner == 1 else "loss"),
    }
    got = {r.label: ("win" if r.won else "loss" if r.lost else "draw") for r in rec.players()}
    assert got == expected
    assert (rec.hints, rec.undos, rec.hinted) == (1, 1, 1)
    assert rec.recent()[-1]["hinted"] is True
    step(app, [key(app, "return")], 2)  # Rematch: the next game starts with no hints counted
    assert scene.hints.used_in(scene.state) == 0


def test_a_quarto_game_against_the_computer_counts_under_its_level(tmp_path, monkeypatch) -> None:
    app, scene = _quarto(tmp_path, monkeypatch, [Seat("human", name="Ann"), Seat("computer", "easy")])
    for _ in range(400):
        if scene.state.is_over:
            break
        if scene.state.to_move == 0:
            _quarto_move_by_click(app, scene)
        else:
            step(app, frames=5)
    assert scene.state.is_over
    step(app, frames=70)
    rec = app.stats_book.game("quarto")
    (row,) = rec.opponents()
    assert row.label == "Easy" and row.played == 1
    winner = scene.state.outcome.winner
    assert (row.won, row.lost, row.drawn) == (winner == 0, winner == 1, winner is None)
    assert rec.streak == (1 if winner == 0 else 0) and rec.players() == []


def test_set_practice_records_the_game_time_and_each_set(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    app.go("set-table", setup=SetSetup(seats=[Seat("human")], mode="practice", junior=True).to_json())
    step(app, frames=2)
    sc = app.stack.scenes[0]
    s = sc.session
    while not s.is_over:
        step(app, frames=30)  # half a second to look before each SET
        for card in s.sets_on_table()[0]:
            step(app, click(app, sc.view.rects[card].center), 1)
    step(app, frames=70)
    rec = app.stats_book.game("set-practice")
    assert rec.game_id == "set" and [r.label for r in rec.modes()] == ["Practice"]
    times = s.stats[0].times
    assert rec.sets_found == len(times) == s.score(0)
    assert rec.best_set() == pytest.approx(min(times)) and rec.average_set() == pytest.approx(
        sum(times) / len(times), abs=1e-3
    )
    assert rec.timed_games == 1 and rec.best_game() == pytest.approx(s.clock, abs=0.01)
    assert rec.best_set() >= 0.45, "each SET took the half second spent looking"
    assert rec.hinted == 0


def test_qu4to_records_the_finishing_place_and_points(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=6)
    app.settings.set("animation", "off")
    seats = [Seat("human"), Seat("computer", "easy"), Seat("computer", "easy")]
    app.go("qu4to-table", setup=Qu4toSetup(seats).to_json())
    step(app, frames=2)
    scene = app.stack.scenes[0]
    hinted = False
    for _ in range(20000):
        st = scene.state
        if st.is_terminal and scene.result is not None:
            break
        if scene.summary is not None:
            step(app, click(app, scene.summary.buttons[0].rect.center), 1)
        elif scene.my_turn() and st.phase == "play" and not hinted:
            step(app, [key(app, "h")], 2)  # one hint, answered by the inline worker
            hinted = scene.hints.shown()
        elif scene.my_turn():
            scene.play(st.legal_moves(st.turn)[0])
            step(app, frames=1)
        else:
            step(app, frames=1)
    st = scene.state
    assert st.is_terminal
    rec = app.stats_book.game("qu4to")
    place = st.ranking().index(0) + 1
    assert rec.places() == {place: 1}
    assert rec.best_points() == st.scores[0] and [r.label for r in rec.modes()] == ["3 players"]
    (row,) = rec.opponents()
    assert row.label == "Easy" and row.won == (place == 1)
    assert (rec.hints, rec.hinted) == (1, 1)
    app.go("stats")
    step(app, frames=2)
    facts = dict(app.stack.top.facts(rec))
    assert facts["Hints asked"] == "1" and facts["Games with a hint"] == "1 of 1"


def test_each_set_hint_is_counted_and_shown_on_the_card_and_the_statistics(tmp_path, monkeypatch) -> None:
    """Three presses for the first SET and one for the second count four hints: in the saved table, on the
    result card, in the game's statistics (the total and the game's own entry) and on the Statistics screen."""
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4)
    app.settings.set("animation", "off")
    app.go("set-table", setup=SetSetup(seats=[Seat("human")], mode="practice", junior=True).to_json())
    step(app, frames=2)
    sc = app.stack.scenes[0]
    s = sc.session
    presses = [3, 1]
    while not s.is_over:
        for _ in range(presses.pop(0) if presses else 0):
            step(app, [key(app, "/")], 1)
        step(app, frames=30)
        for card in s.sets_on_table()[0]:
            step(app, click(app, sc.view.rects[card].center), 1)
        if s.score(0) == 1:
            assert s.hints == 3 and s.to_json()["hints"] == 3
    assert s.hints == 4
    step(app, frames=70)
    assert sc.result.footnote == "4 hints asked in this game."
    rec = app.stats_book.game("set-practice")
    assert (rec.hints, rec.hinted) == (4, 1) and rec.recent()[-1]["hints"] == 4
    app.go("stats")
    step(app, frames=2)
    stats = app.stack.top
    facts = dict(stats.facts(rec))
    assert facts["Hints asked"] == "4" and facts["Games with a hint"] == "1 of 1"
