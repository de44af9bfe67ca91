"""The optional 2D board (the classic pieces seen from above): off by default, switched in Settings or with V on
the table; clicks, hover, rings, hints, the win highlight and tooltips work on it, and its 16 pieces can be told
apart on screen."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, key, make_app, step

from game.play import remembered
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.rules.quarto import Give, Place
from game.scenes.quarto.flat import RING, TARGET
from game.scenes.quarto.static import WIN


def _table(tmp_path, monkeypatch, flat=True, **kw):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=2)
    app.settings.set("animation", "off")
    remembered.put_pref(app.settings, "flat_board", flat)
    kw.setdefault("pieces", "classic")
    setup = TableSetup(seats=[Seat("human", name="Ann"), Seat("human", name="Bob")], first="0", **kw)
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=2)
    return app, app.stack.scenes[0]


def _move(app, pos):
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def _give(app, scene, piece):
    step(app, click(app, scene.places.pool_slot(piece).rect.center), 2)
    assert scene.state.hand == piece


def _count(app, rect, colour) -> int:
    shot = app.screen
    return sum(
        tuple(shot.get_at((x, y)))[:3] == colour
        for x in range(max(0, rect.left), min(shot.get_width(), rect.right))
        for y in range(max(0, rect.top), min(shot.get_height(), rect.bottom))
    )


def test_off_by_default_and_v_switches_it(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, flat=False)
    assert not remembered.pref(app.settings, "flat_board"), "the 3D board is the default"
    assert scene.view.look == "classic" and scene.view.depth.active() is False
    step(app, [key(app, "v")], 2)
    assert scene.view.flat.active() and scene.view.look == "flat"
    assert remembered.pref(app.settings, "flat_board"), "the choice is remembered"
    assert all(s.rect.w == s.rect.h for s in scene.lay.cells), "square places on a flat grid"
    step(app, [key(app, "v")], 2)
    assert not scene.view.flat.active() and scene.view.look == "classic"


def test_v_on_a_card_table_leaves_the_cards_alone(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, flat=False, pieces="aces")
    step(app, [key(app, "v")], 2)
    assert not scene.view.flat.active() and scene.view.look == "aces"
    assert "flat" in scene.toast.text


def test_the_settings_switch_reaches_an_open_table(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, flat=False)
    app.push("settings")
    step(app, frames=1)
    settings = app.stack.top
    toggle = next(w for w in settings.form.widgets if "2D" in w.label)
    step(app, click(app, toggle.rect.center), 1)
    assert remembered.pref(app.settings, "flat_board")
    step(app, [key(app, "escape")], 2)
    assert app.stack.top is scene and scene.view.flat.active()


def test_a_click_on_a_2d_cell_places_the_piece_there(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    for piece, cell in ((5, 6), (10, 15), (3, 0)):
        _give(app, scene, piece)
        step(app, click(app, scene.lay.cells[cell].rect.center), 2)
        assert scene.state.board[cell] == piece


def test_hover_rings_the_holes_and_the_aimed_one_in_gold(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    _give(app, scene, 9)
    cells = scene.lay.cells
    step(app, _move(app, cells[10].rect.center), 2)
    assert scene.input.hover_cell == 10
    assert _count(app, cells[10].rect, TARGET) > 60, "the hovered hole is ringed in gold"
    assert _count(app, cells[3].rect, RING) > 60, "every other legal hole is ringed in cream"
    step(app, click(app, cells[10].rect.center), 2)
    assert scene.state.board[10] == 9
    assert _count(app, cells[3].rect, RING) == 0, "no rings while giving"


def test_a_hint_rings_the_best_hole_on_the_2d_board(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    _give(app, scene, 5)
    step(app, [key(app, "h")], 3)
    best = scene.hints.marks["best"]
    ring = scene.lay.cells[best].rect.inflate(20, 20)
    assert _count(app, ring, WIN) > 60, "the best hole is ringed green"


def test_a_tooltip_names_a_placed_2d_piece(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    _give(app, scene, 6)
    step(app, click(app, scene.lay.cells[4].rect.center), 2)
    step(app, _move(app, scene.lay.cells[4].rect.center), 2)
    assert scene.view.tooltip_text() == "a3: light · square · short · solid", "the square, then the piece"


def test_the_winning_line_is_framed_on_the_2d_board(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    before = {}
    for piece, cell in ((0, 0), (2, 1), (4, 2), (6, 3)):  # four light pieces in the top row
        _give(app, scene, piece)
        before[cell] = app.screen.copy()
        step(app, click(app, scene.lay.cells[cell].rect.center), 2)
    assert scene.state.is_over
    step(app, frames=240)  # the frames pulse, then stay
    for cell in range(4):
        rect = scene.lay.cells[cell].rect.inflate(16, 16)
        edge = [(x, rect.top + 2) for x in range(rect.left + 12, rect.right - 12)]
        gold = [p for p in edge if app.screen.get_at(p)[0] > 200 and app.screen.get_at(p)[2] < 170]
        assert len(gold) > len(edge) // 2, f"cell {cell} of the line is framed"
    assert scene.view.win_words().startswith("four light")


@pytest.mark.parametrize("colorblind", [False, True])
def test_the_16_pieces_on_the_2d_board_can_be_told_apart(tmp_path, monkeypatch, colorblind) -> None:
    app, scene = _table(tmp_path, monkeypatch, calls="manual")
    app.settings.set("colorblind", colorblind)
    for piece in range(15):  # piece p on cell p; manual calls: the lines on the board do not end the game
        scene.session.play(Give(piece))
        scene.session.play(Place(piece))
    scene.session.play(Give(15))
    scene.view.invalidate()
    step(app, frames=8)  # the static layer spreads a change's redraw over a few frames
    cells = scene.lay.cells
    cw = cells[0].cell_w
    crops = []
    for p in range(15):
        r = cells[p].rect
        crops.append([tuple(app.screen.get_at((r.x + x, r.y + y)))[:3] for x in range(cw) for y in range(cw)])
        cx, cy = r.center
        body = app.screen.get_at((cx - round(cw * 0.23), cy))
        centre = app.screen.get_at((cx, cy))
        dark = sum(body[:3]) / 3 < 110
        assert dark == bool(p & 1), f"piece {p}: light and dark differ in tone"
        hollow = sum(centre[:3]) / 3 < 40 and not (sum(body[:3]) / 3 < 40)
        assert hollow == bool(p & 8), f"piece {p}: a hollow piece shows a dark dot in the middle"
    for a in range(15):
        for b in range(a + 1, 15):
            differ = sum(
                1
                for u, v in zip(crops[a], crops[b], strict=True)
                if sum(map(abs, map(int.__sub__, u, v))) > 60
            )
            assert differ > cw * cw // 20, f"pieces {a} and {b} look alike on the 2D board"
