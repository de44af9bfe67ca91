"""The Quarto table driven by posted events on the dummy display: whole games by clicks, calls, undo, curtain,
resize, save and resume, and autoplay across piece sets and variants."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, key, make_app, step

from game.app import App, Options
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.rules.quarto.moves import Give, Place
from game.saves import Saves

SETS = ("classic", "set", "aces", "common")


def _table(tmp_path, monkeypatch, size=(1280, 720), seed=1, **setup_kw):
    app = make_app(tmp_path, monkeypatch, size=size, seed=seed)
    app.settings.set("animation", "off")
    setup = TableSetup(
        **{"seats": [Seat("human", name="Ann"), Seat("human", name="Bob")], "first": "0", **setup_kw}
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=2)
    return app, app.stack.scenes[0]


def _lift_curtain(app) -> None:
    while app.stack.top.name == "curtain":
        step(app, [key(app, "space")], 2)


def _give_by_clicks(app, scene, piece: int) -> None:
    pos = scene.places.pool_slot(piece).rect.center
    before = len(scene.state.history)
    step(app, click(app, pos), 2)
    assert scene.state.history[before] == Give(piece), "one click gives the piece"


def _place_by_click(app, scene, cell: int) -> None:
    step(app, click(app, scene.camera.slots()[cell].pos), 2)


def _play_by_clicks(app, scene, moves: int = 64) -> int:
    played = 0
    while not scene.state.is_over and played < moves:
        _lift_curtain(app)
        st = scene.state
        before = len(st.history)
        if st.phase == "give":
            _give_by_clicks(app, scene, st.pool[len(st.history) * 7 % len(st.pool)])
        else:
            _place_by_click(app, scene, st.legal_cells()[len(st.history) * 5 % len(st.legal_cells())])
        assert len(scene.state.history) == before + 1, f"the click did not play a move at {st!r}"
        played += 1
    return played


@pytest.mark.parametrize("pieces", SETS)
def test_whole_hot_seat_game_by_clicks(tmp_path, monkeypatch, pieces) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces=pieces)
    _play_by_clicks(app, scene)
    assert scene.state.is_over
    step(app, frames=70)  # the result panel appears after the glow
    labels = [b.label for b in scene.result.buttons]
    assert labels == ["Rematch", "New setup", "Review game", "Menu"]
    rows = app.stats_book.game(scene.session.setup.game_key).opponents()
    assert [(r.label, r.played) for r in rows] == [("Hot-seat", 1)]
    # Rematch: a fresh game; the other seat gives first (Aces & Faces decks: the last placer, as its rules say)
    expected = scene.state.last_placer if pieces in ("aces", "common") else 1 - scene.state.first_giver
    step(app, [key(app, "return")], 2)
    assert not scene.state.history and scene.state.first_giver == expected


def test_unmarked_board_and_draw_pile_by_clicks(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="aces", board="unmarked", draw_pile=True)
    assert app.stack.top.name == "curtain"
    _play_by_clicks(app, scene)
    assert scene.state.is_over


def test_manual_call_steal(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="classic", calls="manual")
    # four light pieces along the top row; Ann completes it with her placement but gives without calling
    for piece, cell in ((0, 0), (2, 1), (4, 2), (6, 3)):
        _give_by_clicks(app, scene, piece)
        _place_by_click(app, scene, cell)
    assert scene.state.to_move == 0 and scene.state.call_window.reason == "placed"
    _give_by_clicks(app, scene, 9)
    window = scene.state.call_window
    assert window.seat == 1 and window.reason == "steal"
    step(app, [key(app, "q")], 2)
    out = scene.state.outcome
    assert out.winner == 1 and out.how == "steal"
    assert "Bob steals the win" in scene.session.banner() and "light" in scene.session.banner()


def test_false_call_gets_a_gentle_message(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="set", calls="manual")
    _give_by_clicks(app, scene, 3)
    _place_by_click(app, scene, 5)
    step(app, [key(app, "q")], 1)
    assert not scene.state.is_over and scene.state.false_calls
    assert "play on" in scene.toast.text and scene.toast.left > 0


def test_undo_redo_against_the_computer(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=5)
    app.settings.set("animation", "off")
    setup = TableSetup(
        pieces="classic", seats=[Seat("human", name="Ann"), Seat("computer", "easy")], first="0"
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    scene = app.stack.top
    step(app, frames=2)
    _give_by_clicks(app, scene, 5)
    step(app, frames=40)  # the computer places and gives back
    assert scene.state.to_move == 0 and scene.state.phase == "place"
    assert len(scene.state.history) == 3
    step(app, [key(app, "u")], 1)
    assert not scene.state.history and scene.state.to_move == 0, "undo returns to the human's last decision"
    step(app, [key(app, "r")], 1)
    assert len(scene.state.history) == 3 and scene.state.to_move == 0


def test_hint_marks_losing_gives_then_the_ai_analysis_arrives(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="classic")
    for piece, cell in ((0, 0), (2, 1), (4, 2)):  # three light pieces in the top row
        _give_by_clicks(app, scene, piece)
        _place_by_click(app, scene, cell)
    assert scene.state.phase == "give"
    step(app, [key(app, "h")], 2)
    light = {p for p in scene.state.pool if not p & 1}
    assert light <= scene.hints.marks["pieces"], "every light piece would complete the top row"
    if scene.hints.covers(scene.state):  # the AI's exact analysis replaces the one-move look-ahead
        assert "good" in scene.hints.marks and light <= scene.hints.marks["pieces"]
        assert scene.toast.text.startswith("Give a piece framed in green.")
        assert scene.hints.marks["good"] and not scene.hints.marks["good"] & light


def test_undo_redo_hot_seat_is_one_step(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    _give_by_clicks(app, scene, 1)
    _place_by_click(app, scene, 6)
    step(app, [key(app, "u")], 1)
    assert list(scene.state.history) == [Give(1)]
    step(app, [key(app, "r")], 1)
    assert list(scene.state.history) == [Give(1), Place(6)]


def test_draw_pile_privacy_curtain(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="common", draw_pile=True)
    assert app.stack.top.name == "curtain" and app.stack.top.player == "Ann"
    assert scene.viewing_seat() is None, "no hand is face up behind the curtain"
    step(app, [key(app, "space")], 2)
    assert app.stack.top is scene and scene.viewing_seat() == 0
    hand = scene.state.hand_of(0)
    _give_by_clicks(app, scene, hand[0])
    assert app.stack.top.name == "curtain" and app.stack.top.player == "Bob"
    assert scene.viewing_seat() is None
    step(app, [key(app, "space")], 2)
    assert scene.viewing_seat() == 1


def test_drag_a_piece_out_of_the_pool_gives_it(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="classic")
    pg = pygame
    start = scene.places.pool_slot(12).rect.center
    end = scene.lay.board.center
    step(app, [pg.event.Event(pg.MOUSEBUTTONDOWN, pos=start, button=1)], 1)
    step(app, [pg.event.Event(pg.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))], 1)
    assert scene.input.drag["moved"] and scene.selected == 12
    step(app, [pg.event.Event(pg.MOUSEBUTTONUP, pos=end, button=1)], 1)
    assert list(scene.state.history) == [Give(12)] and scene.input.drag is None


def test_keyboard_give_and_place(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    step(app, [key(app, "right")], 1)
    piece = scene.input._cursor_piece()
    step(app, [key(app, "return")], 1)
    assert list(scene.state.history) == [Give(piece)] and scene.input.zone == "board"
    cell = scene.input.cursor["board"]
    step(app, [key(app, "down")], 1)
    assert scene.input.cursor["board"] != cell
    step(app, [key(app, "return")], 1)
    assert isinstance(scene.state.history[-1], Place)


def test_hover_ghost_changes_the_pixels(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="set")
    _give_by_clicks(app, scene, 10)
    slot = scene.camera.slots()[9]
    before = app.screen.get_at(slot.rect.center)
    step(
        app, [pygame.event.Event(pygame.MOUSEMOTION, pos=slot.rect.center, rel=(0, 0), buttons=(0, 0, 0))], 1
    )
    assert scene.input.hover_cell == 9
    assert app.screen.get_at(slot.rect.center) != before


def test_resize_mid_game(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="aces")
    _give_by_clicks(app, scene, 4)
    small = scene.camera.slots()[0].rect.size
    app.resized((1920, 1080))
    step(app, frames=2)
    assert scene.lay.size == (1920, 1080)
    assert scene.camera.slots()[0].rect.w > small[0]
    _play_by_clicks(app, scene, moves=6)
    assert len(scene.state.history) == 7


def test_save_and_resume_exactly(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="classic", calls="manual", match="best", match_n=3)
    for piece, cell in ((0, 0), (2, 1), (4, 2), (6, 3)):
        _give_by_clicks(app, scene, piece)
        _place_by_click(app, scene, cell)
    _give_by_clicks(app, scene, 9)  # Bob now holds a steal window
    before = scene.state.to_json()
    step(app, [key(app, "escape")], 1)
    assert app.stack.top.name == "pause"
    app.stack.top._to_menu()
    assert app.saves.has_game() and app.saves.data["scene"] == "quarto"
    again = App(Options(headless=True, size=(1280, 720)))
    again.go(again.saves.data["scene"], resume=again.saves.data["state"])
    resumed = again.stack.top
    assert resumed.name == "quarto-table"
    assert resumed.state.to_json() == before
    assert resumed.state.to_move == 1 and resumed.state.call_window == scene.state.call_window
    assert resumed.session.setup.match == "best" and resumed.session.name(1) == "Bob"
    step(again, [key(again, "q")], 2)
    assert resumed.state.outcome.how == "steal"


@pytest.mark.parametrize(
    ("scene_name", "seed", "variant"),
    [
        ("quarto", 1, {}),
        ("quarto", 2, {"squares": True, "calls": "manual"}),
        ("set-quarto", 3, {"calls": "manual"}),
        ("aces-faces", 4, {"board": "unmarked"}),
        ("aces-faces", 5, {"draw_pile": True, "calls": "manual"}),
        ("common-sense", 6, {"board": "unmarked", "draw_pile": True, "squares": True}),
    ],
)
def test_autoplay_survives(tmp_path, monkeypatch, scene_name, seed, variant) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, autoplay=True, frames=700, seed=seed))
    pieces = {"quarto": "classic", "set-quarto": "set", "aces-faces": "aces", "common-sense": "common"}[
        scene_name
    ]
    app.settings.set("game_defaults", {scene_name: TableSetup(pieces=pieces, **variant).to_json()})
    assert app.run(scene_name) == 0 and not app.crashed
    table = app.stack.scenes[0]
    assert (
        table.name == "quarto-table"
        and table.session.setup.variant() == TableSetup(pieces=pieces, **variant).variant()
    )
    assert table.session.match.games_played or table.state.history


def test_every_move_is_saved_without_quitting(tmp_path, monkeypatch) -> None:
    """A process killed mid-game (power cut, task manager) still leaves the last move on disk for Continue."""
    app, scene = _table(tmp_path, monkeypatch, pieces="classic")
    _give_by_clicks(app, scene, 3)
    _place_by_click(app, scene, 5)
    app.saves.flush()
    # what a fresh start would read, without any quit or save call
    on_disk = Saves(tmp_path / "home" / "data")
    assert on_disk.has_game() and on_disk.data["scene"] == "quarto"
    again = App(Options(headless=True, size=(1280, 720)))
    again.go(on_disk.data["scene"], resume=on_disk.data["state"])
    assert again.stack.top.state.to_json() == scene.state.to_json()
    again.saves.flush()  # the resumed table autosaves too: let that land before the next check
    step(app, [key(app, "u")], 1)  # undo is saved too
    app.saves.flush()
    assert Saves(tmp_path / "home" / "data").data["state"] == scene.session.to_json()
