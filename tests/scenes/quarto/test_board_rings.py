"""A late classic board a new player can read (issue 47): no hole's ring is ever drawn over a piece standing in front
of it, whatever the phase; the pieces in front of the square under the pointer fade while a piece is chosen and
after the game too; and the table offers the 2D board once the board gets crowded."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, key, quarto_hot_seat, step

from game.play import remembered
from game.rules.quarto.moves import Give, Place
from game.scenes.quarto import art, depth

MAGENTA = (255, 0, 255)  # no piece or board pixel has it: every one of them on screen is a ring's
# a late board: tall pieces on the two front rows, short ones behind; a4, b4 (behind b3), a3 (behind a2)
# and c3, d4 left open
LATE = {12: 0, 13: 2, 14: 8, 15: 10, 8: 1, 9: 3, 10: 9, 11: 11, 5: 4, 6: 5, 2: 6, 3: 7}
OPEN_CELLS = (0, 1, 4, 7)


def _late_board(tmp_path, monkeypatch, size, phase: str):
    """A hot-seat table with ``LATE`` on the board, a person to give (``phase`` "give") or to place."""
    for name in ("OPEN", "RING", "TARGET"):
        monkeypatch.setattr(depth, name, MAGENTA)
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off", calls="manual", size=size)
    s = scene.session
    for cell, piece in LATE.items():
        s.play(Give(piece))
        s.play(Place(cell))
    if phase == "place":
        s.play(Give(12))
    assert scene.state.phase == phase and [c for c in range(16) if scene.state.board[c] is None] == [
        0,
        1,
        4,
        7,
    ]
    scene.view.invalidate()
    step(app, frames=3)
    return app, scene


def _rings_over_pieces_in_front(app, scene) -> dict[int, int]:
    """For each open hole: how many ring pixels lie on the body of a piece standing in front of it (a faded piece
    lets its hole show through, blended: not a ring pixel)."""
    shot, slots, board = app.screen, scene.camera.slots(), scene.state.board
    faded = scene.view.depth.fade() if scene.view.depth.live() else set()
    out = {}
    for cell in OPEN_CELLS:
        ring = depth.hole(slots[cell], 1.12).inflate(4, 4)  # the widest ring drawn round a hole
        bad = 0
        for front in depth.in_front(board, slots, cell, ring) - faded:
            mask, anchor = art.silhouette(board[front], slots[front].cell_w)
            x0, y0 = slots[front].pos[0] - anchor[0], slots[front].pos[1] - anchor[1]
            for x in range(ring.left, ring.right):
                for y in range(ring.top, ring.bottom):
                    mx, my = x - x0, y - y0
                    if (
                        0 <= mx < mask.get_size()[0]
                        and 0 <= my < mask.get_size()[1]
                        and mask.get_at((mx, my))
                    ):
                        bad += tuple(shot.get_at((x, y)))[:3] == MAGENTA
        out[cell] = bad
    return out


def _ring_pixels(app, scene, cell: int) -> int:
    ring = depth.hole(scene.camera.slots()[cell], 1.12).inflate(4, 4)
    return sum(
        tuple(app.screen.get_at((x, y)))[:3] == MAGENTA
        for x in range(ring.left, ring.right)
        for y in range(ring.top, ring.bottom)
    )


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("phase", ["give", "place"])
def test_no_ring_is_drawn_over_a_piece_standing_in_front(tmp_path, monkeypatch, size, phase) -> None:
    app, scene = _late_board(tmp_path, monkeypatch, size, phase)
    slots = scene.camera.slots()
    assert 5 in depth.in_front(scene.state.board, slots, 1, depth.hole(slots[1])), (
        "b3's piece covers b4's hole"
    )
    assert _rings_over_pieces_in_front(app, scene) == dict.fromkeys(OPEN_CELLS, 0)
    for cell in OPEN_CELLS:  # and each open hole still shows its ring where nothing stands in front of it
        assert _ring_pixels(app, scene, cell) > 20, f"the ring of hole {cell} cannot be seen"


def test_no_ring_over_a_piece_in_front_while_the_pointer_aims_or_reads(tmp_path, monkeypatch) -> None:
    """Placing with the pointer on each square in turn (a hole aimed at, a piece read): never a ring over a piece
    in front that stands solid."""
    app, scene = _late_board(tmp_path, monkeypatch, (1280, 720), "place")
    slots = scene.camera.slots()
    for cell in range(16):
        step(
            app,
            [pygame.event.Event(pygame.MOUSEMOTION, pos=slots[cell].pos, rel=(0, 0), buttons=(0, 0, 0))],
            2,
        )
        assert _rings_over_pieces_in_front(app, scene) == dict.fromkeys(OPEN_CELLS, 0), f"pointer on {cell}"


def _move(app, pos) -> list:
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]


def _faded_on_screen(app, scene, cell: int) -> bool:
    """The piece on ``cell`` is drawn see-through: the middle of its body lies between the board and the piece."""
    slot, piece = scene.camera.slots()[cell], scene.state.board[cell]
    surf, anchor = art.face("classic", piece, slot.cell_w, False)
    x, y = slot.pos[0], slot.pos[1] - anchor[1] // 3
    board_px = scene.lay.board_art.get_at((x - scene.lay.board.x, y - scene.lay.board.y))
    piece_px = surf.get_at((anchor[0], anchor[1] - anchor[1] // 3))
    shown = app.screen.get_at((x, y))
    near_board = sum(abs(shown[ch] - board_px[ch]) for ch in range(3))
    near_piece = sum(abs(shown[ch] - piece_px[ch]) for ch in range(3))
    return near_board < near_piece


def test_pieces_in_front_of_the_square_under_the_pointer_fade_while_giving(tmp_path, monkeypatch) -> None:
    app, scene = _late_board(tmp_path, monkeypatch, (1280, 720), "give")
    view = scene.view
    assert not view.depth.live() and not _faded_on_screen(app, scene, 5), "nothing looked at: all solid"
    behind = scene.camera.slots()[1]  # b4, hidden by b3's tall piece
    step(app, _move(app, behind.pos), 2)
    assert scene.input.over_cell == 1 and 5 in view.depth.fade()
    assert view.depth.live() and _faded_on_screen(app, scene, 5), "b3 fades while a piece is chosen"
    step(app, _move(app, (5, 5)), 3)
    assert not view.depth.live() and not _faded_on_screen(app, scene, 5), "solid again off the board"


def test_pieces_in_front_of_a_square_fade_after_the_game_too(tmp_path, monkeypatch) -> None:
    app, scene = _late_board(tmp_path, monkeypatch, (1280, 720), "place")
    s = scene.session  # played to the end: under manual calls the board fills unless someone calls
    while not scene.state.is_over:
        if scene.state.phase == "give":
            s.play(Give(scene.state.pool[0]))
        else:
            s.play(Place(scene.state.legal_cells()[0]))
    scene.game_over()
    step(app, frames=200)
    behind = scene.camera.slots()[1]
    step(app, _move(app, behind.pos), 2)
    assert scene.view.depth.live() and 5 in scene.view.depth.fade()
    assert _faded_on_screen(app, scene, 5), "the result: b3 fades so b4 can be read"


def _crowd(app, scene) -> None:
    """Eight pieces on the board, one at a time; the offer comes with the eighth, not before."""
    for i, cell in enumerate([12, 13, 14, 15, 8, 9, 10, 11]):
        assert app.stack.top is scene, f"offered after {i} pieces"
        scene.play(Give(i))
        step(app)
        scene.play(Place(cell))
        step(app)


def _press(app, label) -> None:
    button = next(w for w in app.stack.top.form.widgets if w.label == label)
    step(app, click(app, button.rect.center), 2)


@pytest.mark.parametrize("answer", ["Show the flat board", "Keep the 3D board"])
def test_a_crowded_board_offers_the_2d_board_once_with_buttons(tmp_path, monkeypatch, answer) -> None:
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off", calls="manual")
    monkeypatch.delenv("QUADRILLE_FIRST_RUN")  # a first-run question (tests that click set it to 0)
    _crowd(app, scene)
    offer = app.stack.top
    assert offer.name == "confirm" and "flat board" in offer.text()
    assert not remembered.pref(app.settings, "flat_offer"), "offered once"
    _press(app, answer)
    assert app.stack.top is scene and scene.view.flat.active() == (answer == "Show the flat board")
    scene.play(Give(8))
    step(app)
    scene.play(Place(4))
    step(app)
    assert app.stack.top is scene, "not offered again"
    step(app, [key(app, "v")], 2)
    assert scene.view.flat.active() == (answer != "Show the flat board")


def test_the_pause_menu_switches_the_board_both_ways(tmp_path, monkeypatch) -> None:
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    for label, flat in (("Flat board (V)", True), ("3D board (V)", False)):
        step(app, [key(app, "escape")], 2)
        assert app.stack.top.name == "pause"
        _press(app, label)
        assert app.stack.top is scene and scene.view.flat.active() is flat


def test_the_card_sets_pause_menu_has_no_board_switch(tmp_path, monkeypatch) -> None:
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off", pieces="set")
    step(app, [key(app, "escape")], 2)
    assert app.stack.top.name == "pause"
    assert not any("board" in w.label for w in app.stack.top.form.widgets)
