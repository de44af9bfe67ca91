"""In a window, the SET table's first cards come onto the felt as their faces are painted, a few a frame, instead
of all twelve in the frame that opens the table (``cards.OpeningFaces``: that frame paints the first alone); every
frame of it, the layer is byte
for byte a layer painted afresh and the screen the same frame drawn whole. Headless runs paint them at once."""

from __future__ import annotations

import pygame
from helpers import make_app, step
from screen_reference import table_reference

from game.art.setcards import _face
from game.play.setgame.setup import SetSetup
from scenes.setgame.test_screen_damage import _fresh, _whole


def _open(tmp_path, monkeypatch, **kw):
    _face.cache_clear()  # no face of an earlier test: the opening paints them all
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, **kw)
    app.go("set-table", setup=SetSetup(mode="practice").to_json())
    return app, app.stack.top


def _frames_until_faces_ready(app, scene, waited: int = 0) -> int:
    """Step until no face waits, each frame's layer and screen byte for byte a full redraw; the frames counted
    (from ``waited``)."""
    view = scene.view
    # (made before the frames: each frame's work ahead waits for its reference)
    reference = table_reference(app, scene)
    while view.opening.unready:
        step(app, frames=1)
        waited += 1
        assert waited < 40, "the faces are painted within a few frames"
        layer = pygame.image.tobytes(view.layer, "RGB")
        assert layer == pygame.image.tobytes(_fresh(view, app.size), "RGB"), f"frame {waited}: the layer"
        if not app.covered():
            screen = pygame.image.tobytes(app.screen, "RGB")
            assert screen == pygame.image.tobytes(_whole(app, scene), "RGB"), f"frame {waited}: the screen"
        else:
            reference.work()
    return waited


def test_the_opening_faces_come_over_frames_each_frame_whole(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch, realtime=True)
    view = scene.view
    assert len(scene.session.table) == 12 and len(view.opening.unready) == 11, "the table opens with one face"
    first = scene.slots.cards()[0][1]
    assert first not in view.opening.unready, "the first card in slot order"
    step(app, frames=1)
    waiting = view.opening.unready
    assert 0 < len(waiting) < 11, "the first frame paints a few more"
    shown = {slot for slot, card in scene.slots.cards() if view.regions.shown[f"card{slot}"][0] is not None}
    assert shown == {slot for slot, card in scene.slots.cards() if card not in waiting}, (
        "a waiting card shows nothing"
    )
    assert _frames_until_faces_ready(app, scene, waited=1) > 2, "spread over frames, not painted at once"
    step(app, frames=1)
    assert all(view.regions.shown[f"card{slot}"][0] is not None for slot in range(12)), "every card shows"


def test_the_opening_faces_wait_for_the_cross_fade_to_end(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch, realtime=True)
    view = scene.view
    monkeypatch.setattr(app.fade, "seconds", lambda: 0.2)  # (a fade of the "normal" animation setting)
    app.fade.start(app.screen)  # as opening the table from the setup screen does
    step(app, frames=2)
    assert app.fade.active and len(view.opening.unready) == 11, "no face is painted under the fade"
    assert scene.update(1 / 60), "the table keeps moving while its faces wait"
    app.fade.stop()
    step(app, frames=1)
    assert 0 < len(view.opening.unready) < 11, "the first frame after the fade paints a few"
    assert _frames_until_faces_ready(app, scene, waited=1) > 2


def test_headless_runs_paint_the_opening_faces_at_once(tmp_path, monkeypatch) -> None:
    app, scene = _open(tmp_path, monkeypatch)
    step(app, frames=1)
    assert not scene.view.opening.unready
    assert all(scene.view.regions.shown[f"card{slot}"][0] is not None for slot in range(12))


def test_a_grid_widened_to_new_columns_brings_its_faces_over_frames_each_frame_whole(
    tmp_path, monkeypatch
) -> None:
    app, scene = _open(tmp_path, monkeypatch, realtime=True)
    view = scene.view
    while view.opening.unready:
        step(app, frames=1)
    step(app, frames=1)
    cols = view.lay.cols
    monkeypatch.setattr("game.scenes.setgame.view.Slots.columns", staticmethod(lambda n: cols + 1))
    view.relayout_cards()  # as a take that dealt three more cards for want of a SET widens the grid
    assert view.lay.cols == cols + 1 and len(view.opening.unready) == 11, "one face at the new size yet"
    assert _frames_until_faces_ready(app, scene) > 2, "spread over frames, not painted at once"
