"""The Quarto table's right column (#29): the piece in hand stays in its box, clear of the move list's heading,
for every variant at every size; the move list shows as many lines as its box holds and keeps the newest in view."""

from __future__ import annotations

import pygame
import pytest
from helpers import click, make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.scenes.quarto.layout import compute, hand_slot
from game.scenes.quarto.regions import face_box
from game.scenes.table.panels import MoveList
from game.ui.theme import Theme

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
VARIANTS = [("classic", False), ("set", False), ("aces", False), ("aces", True), ("common", False)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize(("pieces", "pile"), VARIANTS)
def test_the_piece_in_hand_stays_clear_of_the_move_list(size, pieces, pile) -> None:
    lay = compute(pygame, size, pieces, pile, False)
    heading = pygame.Rect(lay.moves.x, lay.moves.y, lay.moves.w, lay.px(32))
    for seat in (0, 1):
        slot = hand_slot(lay, pieces, seat)
        for piece in range(16):
            face = face_box(pieces, piece, slot, False)
            assert lay.hands[seat].contains(face), (seat, piece, face, lay.hands[seat])
            assert not face.colliderect(heading) and not face.colliderect(lay.moves)
            assert not face.colliderect(lay.plates[0]) and not face.colliderect(lay.plates[1])
    assert not lay.moves.colliderect(lay.hands[0]) and not lay.moves.colliderect(lay.hands[1])


@pytest.mark.parametrize("size", SIZES)
def test_one_line_entries_fill_every_row_the_box_holds(size) -> None:
    pygame.font.init()
    theme = Theme()
    theme.resize(size)
    lay = compute(pygame, size, "classic", False, False)
    moves = MoveList()
    entries = [f"{i}. give a4" for i in range(40)]
    shown = moves.layout(theme, lay.moves, theme.px, entries)
    rows = moves.rows(theme, lay.moves, theme.px)
    assert rows >= 8, "the column between the hands holds eight lines or more"
    assert shown == entries[-rows:], "as many as fit, the newest last"


def test_a_new_entry_brings_a_scrolled_list_back_to_the_newest() -> None:
    pygame.font.init()
    theme = Theme()
    theme.resize((1280, 720))
    box = pygame.Rect(0, 0, 276, 206)
    moves = MoveList()
    entries = [f"{i}. give a4" for i in range(20)]
    moves.layout(theme, box, theme.px, entries)
    moves.wheel(up=True)
    moves.wheel(up=True)
    assert moves.layout(theme, box, theme.px, entries)[-1] == entries[-3], "the wheel scrolls back"
    entries.append("20. give b1")
    assert moves.layout(theme, box, theme.px, entries)[-1] == entries[-1] and moves.scroll == 0


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_table_shows_as_many_moves_as_fit(tmp_path, monkeypatch, size) -> None:
    app = make_app(tmp_path, monkeypatch, size=size, seed=1)
    app.settings.set("animation", "off")
    setup = TableSetup(
        seats=[Seat("human", name="Ann"), Seat("human", name="Bob")], first="0", pieces="classic"
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=2)
    scene = app.stack.scenes[0]
    for i in range(14):
        st = scene.state
        if st.is_over:
            break
        piece = st.pool[(i * 3) % len(st.pool)]
        pos = scene.places.pool_slot(piece).rect.center
        step(app, click(app, pos), 1)
        if scene.selected == piece:
            step(app, click(app, pos), 2)
        step(app, frames=1)
        step(app, click(app, scene.camera.slots()[st.legal_cells()[(i * 5) % len(st.legal_cells())]].pos), 2)
    # the layer's parts are redrawn over a few frames (a square looked at repaints the board)
    for _ in range(30):
        step(app, frames=1)
        if not scene.view.static.pending:
            break
    moves = scene.view.moves
    rows = moves.rows(app.theme, scene.view.lay.moves, scene.view.lay.px)
    entries = scene.session.move_lines()
    assert len(entries) >= 8 and rows >= 8
    assert len(moves.shown) == min(rows, len(entries)), "one line per entry, as many as the box holds"
    assert moves.shown[-1].strip() in entries[-1], "the newest entry is in view"
