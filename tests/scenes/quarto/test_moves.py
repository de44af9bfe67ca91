"""The move list tells the truth, driven by posted events: one short line per turn (its cell and piece), calls,
steals and take-backs on their own lines, each entry one line at 1280×720 and 1920×1080, and whole entries only,
readable at 1280×500."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, key, make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat


def _table(tmp_path, monkeypatch, size=(1280, 720), **setup_kw):
    app = make_app(tmp_path, monkeypatch, size=size, seed=1)
    app.settings.set("animation", "off")
    setup = TableSetup(
        **{"seats": [Seat("human", name="Ann"), Seat("human", name="Bob")], "first": "0", **setup_kw}
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=2)
    return app, app.stack.scenes[0]


def _give(app, scene, piece: int) -> None:
    pos = scene.places.pool_slot(piece).rect.center
    step(app, click(app, pos), 1)
    if scene.selected == piece:  # a second click confirms, when giving takes two
        step(app, click(app, pos), 2)
    step(app, frames=1)


def _place(app, scene, cell: int) -> None:
    step(app, click(app, scene.camera.slots()[cell].pos), 2)


def test_a_turn_is_one_line_that_names_the_cell_and_the_piece(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="classic")
    _give(app, scene, 0)  # Ann gives, Bob places on a4 (cell 0: top left)
    _place(app, scene, 0)
    _give(app, scene, 15)  # Bob gives: the piece waits in Ann's hand
    s = scene.session
    assert s.move_lines() == [f"1. a4 ← {s.short_piece(0)}", f"2. {s.short_piece(15)} given"]
    _place(app, scene, 15)  # Ann places on d1 (cell 15: bottom right)
    assert s.move_lines() == [f"1. a4 ← {s.short_piece(0)}", f"2. d1 ← {s.short_piece(15)}"]


def test_calls_steals_and_take_backs_are_in_the_list(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="classic", calls="manual")
    _give(app, scene, 1)
    _place(app, scene, 6)
    step(app, [key(app, "u")], 1)
    assert scene.session.move_lines()[-1] == "Bob takes back 1 move", "Bob took back his own placement"
    step(app, [key(app, "r")], 1)
    assert scene.session.move_lines()[1:3] == ["Bob takes back 1 move", "Bob replays 1 move"]
    step(app, [key(app, "q")], 1)  # Bob calls with nothing to claim
    assert scene.session.move_lines()[-1] == "Bob: Quarto! — nothing to claim"
    step(app, frames=200)  # let the message pass
    for piece, cell in ((0, 0), (2, 1), (4, 2), (6, 3)):  # four light pieces, placed by Ann, Bob, Ann, Bob
        _give(app, scene, piece)
        _place(app, scene, cell)
    assert scene.state.history[-1].cell == 3
    _give(app, scene, 9)  # Bob gives without calling; Ann steals
    step(app, [key(app, "q")], 2)
    lines = scene.session.move_lines()
    assert lines[-1] == "Ann steals the win with Quarto!"
    assert lines[-2].endswith(f"{scene.session.short_piece(9)} given")
    assert lines[:4] == [
        f"1. {scene.session.short_piece(1)} given",
        "Bob takes back 1 move",
        "Bob replays 1 move",
        f"1. c3 ← {scene.session.short_piece(1)}",
    ], "a note between the give and the place keeps them apart, in the order they happened"


def test_the_unmarked_board_names_no_cells(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, pieces="aces", board="unmarked")
    _give(app, scene, 3)
    cell = scene.state.legal_cells()[0]
    _place(app, scene, cell)
    placed = scene.session.move_lines()[-1]
    assert placed == f"1. {scene.session.short_piece(3)} placed"


def test_the_list_shows_whole_entries_in_readable_type_at_1280x500(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, size=(1280, 500), pieces="classic")
    for i in range(5):
        st = scene.state
        _give(app, scene, st.pool[i % len(st.pool)])
        _place(app, scene, st.legal_cells()[(i * 5) % len(st.legal_cells())])
    step(app, frames=2)
    moves = scene.view.moves
    theme = app.theme
    assert theme.px(moves.text_size(theme)) >= 13
    shown = moves.shown
    assert shown and not shown[0].startswith(" "), "the top line starts an entry, never the tail of one"
    entries = scene.session.move_lines()
    assert shown[-1].strip() in entries[-1], "the newest entry is in view"
    starts = [line for line in shown if not line.startswith(" ")]
    assert all(line in entries or any(e.startswith(line) for e in entries) for line in starts)
    # the wheel scrolls back by whole entries
    newest = shown[-1]
    step(
        app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)], 2
    )
    assert moves.scroll == 1 and newest not in moves.shown and not moves.shown[0].startswith(" ")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("pieces", ["classic", "set", "aces", "common"])
def test_every_turn_is_one_line_in_the_column(tmp_path, monkeypatch, size, pieces) -> None:
    """The widest piece names of each set, given and placed on a named cell, with a two-digit turn number:
    no entry wraps (nine lines held four or five moves when each wrapped), and the newest is in view."""
    app, scene = _table(tmp_path, monkeypatch, size=size, pieces=pieces)
    s, theme = scene.session, app.theme
    font = theme.font(scene.view.moves.text_size(theme))
    widest = sorted(s.state.pool, key=lambda p: font.size(s.short_piece(p))[0])[-6:]
    width = scene.view.lay.moves.w - scene.view.lay.px(28)
    turns = 0
    while s.state.pool and turns < 12:
        st = s.state
        piece = widest.pop() if widest else st.pool[0]
        _give(app, scene, piece)
        _place(app, scene, st.legal_cells()[-1])
        turns += 1
        if s.state.is_over:
            break
    lines = s.move_lines()
    assert len(lines) >= 3 and all(" ← " in line for line in lines if line[0].isdigit())
    worst = [f"12. {s.short_piece(p)} given" for p in range(16)] + [
        f"12. d4 ← {s.short_piece(p)}" for p in range(16)
    ]
    for line in lines + worst:
        assert font.size(line)[0] <= width, f"{line!r} wraps at {size}"
    step(app, frames=2)
    assert scene.view.moves.shown[-1] == lines[-1], "the newest entry, whole, on the list's last line"
