"""The Quarto table's static layer brought up to date in place: after every change of a played game, it holds the
same pixels as a layer composed from scratch, and a move redraws only the places it changed."""

from __future__ import annotations

import pygame
import pytest
from helpers import fresh_static, make_app, step

from game.play import remembered
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.scenes.quarto.static import SHARE, StaticLayer
from game.scenes.table.regions import Regions

CASES = [
    ("classic", {}, (1280, 720)),
    ("classic", {"squares": True, "calls": "manual"}, (1920, 1080)),
    ("set", {}, (1280, 720)),
    ("aces", {"board": "unmarked"}, (1280, 720)),
    ("aces", {"draw_pile": True}, (1280, 720)),
    ("common", {}, (1920, 1080)),
    ("flat", {}, (1280, 720)),  # classic pieces on the 2D board seen from above (a setting)
]


def _autoplayed_table(tmp_path, monkeypatch, pieces, variant, size):
    app = make_app(tmp_path, monkeypatch, size=size, seed=5, autoplay=True)
    app.settings.set("animation", "fast")
    if pieces == "flat":
        remembered.put_pref(app.settings, "flat_board", True)
        pieces = "classic"
    seats = [Seat("computer", "medium"), Seat("computer", "medium")]
    setup = TableSetup(pieces=pieces, seats=seats, first="0", **variant)
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=1)
    return app, app.stack.top


def _pixels(app, surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize(("pieces", "variant", "size"), CASES)
def test_updated_layer_equals_a_fresh_composition(tmp_path, monkeypatch, pieces, variant, size) -> None:
    app, scene = _autoplayed_table(tmp_path, monkeypatch, pieces, variant, size)
    layer = scene.view.static
    partial = checked = 0
    for _ in range(260):
        step(app, frames=1)
        if not layer.redrawn:
            continue
        if layer.redrawn != [layer.layer.get_rect()]:
            partial += 1
        if layer.pending:  # the rest of a move's rectangles come in the next frames
            continue
        fresh = fresh_static(scene.view, size)
        checked += 1
        assert _pixels(app, layer.layer) == _pixels(app, fresh), (
            f"the layer drifted from a fresh composition after {scene.state.history[-3:]}"
        )
    assert partial >= 10 and checked >= 10, "moves were drawn by whole recompositions"


def test_a_move_is_redrawn_in_small_pieces(tmp_path, monkeypatch) -> None:
    """A placement redraws one hole's rectangle on the board, never the whole board, and no frame redraws more
    than about an eighth of the screen."""
    app, scene = _autoplayed_table(tmp_path, monkeypatch, "classic", {}, (1920, 1080))
    layer = scene.view.static
    screen = 1920 * 1080
    board_rect = scene.view.lay.board
    placements = 0
    for _ in range(200):
        gliding = scene.glides[0].item if scene.glides else None
        step(app, frames=1)
        if len(layer.redrawn) > 1 or layer.redrawn[:1] != [layer.layer.get_rect()]:
            biggest = max((r.w * r.h for r in layer.redrawn), default=0)
            assert sum(r.w * r.h for r in layer.redrawn) < screen * SHARE + biggest
        # the frame a placement's glide lands: the piece joins the layer
        if (
            gliding is not None
            and gliding in scene.state.board
            and not scene.glides
            and not scene.state.is_over
        ):
            placements += 1
            queued = layer.redrawn + layer.pending
            on_board = [r for r in queued if board_rect.collidepoint(r.center)]
            assert len(on_board) == 1, f"one hole's rectangle on the board, not {on_board}"
            assert on_board[0].w * on_board[0].h < board_rect.w * board_rect.h // 8
    assert placements >= 3


def test_redraw_all_composes_the_whole_layer_again(tmp_path, monkeypatch) -> None:
    app, scene = _autoplayed_table(tmp_path, monkeypatch, "classic", {}, (1280, 720))
    layer = scene.view.static
    step(app, frames=30)
    layer.layer.fill((255, 0, 255))  # a stale picture no part's key would notice
    layer.redraw_all()
    step(app, frames=1)
    assert layer.redrawn == [layer.layer.get_rect()]
    assert _pixels(app, layer.layer) == _pixels(app, fresh_static(scene.view, (1280, 720)))


def test_the_2d_board_never_paints_the_3d_faces(tmp_path, monkeypatch) -> None:
    """On the 2D board the layer measures the flat pieces it draws: asking for a 3D face's box would paint 16
    classic faces (≈ 10 ms each) nobody sees, in the middle of a game."""
    from game.scenes.quarto import art

    app, scene = _autoplayed_table(tmp_path, monkeypatch, "flat", {}, (1280, 720))
    asked: list[str] = []
    real = art.face
    monkeypatch.setattr(
        art, "face", lambda set_key, *a, **k: (asked.append(set_key), real(set_key, *a, **k))[1]
    )
    for _ in range(120):
        step(app, frames=1)
    assert scene.view.look == "flat" and len(scene.state.history) >= 4
    assert "flat" in asked and "classic" not in asked


@pytest.mark.parametrize(("size", "spread"), [((1920, 1080), False), ((2400, 1350), True)])
def test_a_sharp_tables_opening_shows_its_base_first_and_composes_the_layer_next(
    tmp_path, monkeypatch, size, spread
) -> None:
    """Above 1920×1080 a table's opening frame makes the base (felt, board, panels) and shows it alone; the layer
    over it (a second window-sized surface, the pieces, the words) comes at the next frame, which the table asks
    for, and equals a whole composition. Up to 1920×1080 both come in the first frame, as before."""
    app = make_app(tmp_path, monkeypatch, size=size, seed=5)
    setup = TableSetup(seats=[Seat("computer", "medium"), Seat("computer", "medium")], first="0")
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    scene = app.stack.top
    static = scene.view.static
    step(app, frames=1)
    assert static.base is not None
    assert static.owed == spread and scene.view.painting() == spread
    assert (scene.view.layer is None) == spread, "the opening frame made only the base"
    if spread:
        assert app.step([], 1 / 60), "the table asks for the next frame"
        app.draw_frame()
    assert not static.owed and scene.view.layer is not None
    fresh = StaticLayer(scene.view)
    kept = scene.view.layer, scene.view.regions, scene.view.version
    scene.view.layer, scene.view.regions = None, Regions(share=SHARE)
    try:
        fresh.compose(size)
        whole = fresh.compose(size)
    finally:
        scene.view.layer, scene.view.regions, scene.view.version = kept
    assert _pixels(app, static.layer) == _pixels(app, whole)
