"""A table that says it is calm (``TableViewBase.calm``) would draw nothing over its still layer this frame: a
cross-fade blends that layer in as the table's whole frame (``Fade.into``). Held to it over whole games of SET
(computers, and a person hovering and picking) and QU4TO (sets flying, round and match cards): in every frame the
view calls itself calm, ``draw_moving`` on a copy of the layer leaves it as it was."""

from __future__ import annotations

import random

import pygame
from helpers import make_app

from game.play.qu4to.session import Qu4toSetup
from game.play.seats import Seat
from game.play.setgame.setup import SetSetup


def _held(app, scene, frames: int, events_for=lambda i: []) -> tuple[int, int]:
    """Step ``frames`` frames; before each draw, a calm view's moving parts drawn on a copy of its layer must
    change nothing. (calm frames, frames not calm)."""
    calm = busy = 0
    view = scene.view
    for i in range(frames):
        app.step(events_for(i), 1 / 60)
        if app.stack.top is scene and view.layer is not None and view.layer.get_size() == app.size:
            if view.calm():
                layer = view.paint_still(app.screen)
                probe, kept = layer.copy(), list(view.damage.now)
                view.draw_moving(probe)
                view.damage.now = kept
                assert pygame.image.tobytes(probe, "RGB") == pygame.image.tobytes(layer, "RGB"), f"frame {i}"
                calm += 1
            else:
                busy += 1
        app.draw_frame()
        app.frame += 1
    return calm, busy


def test_a_calm_set_table_draws_nothing_over_its_layer(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(640, 360), seed=5, realtime=True, autoplay=True)
    app.settings.set("animation", "fast")
    seats = [Seat("computer", "lightning"), Seat("computer", "hard")]
    app.go("set-table", setup=SetSetup(seats=seats).to_json())
    scene = app.stack.top
    calm, busy = _held(app, scene, 1500)
    assert calm > 100 and busy > 100, (calm, busy)
    assert scene.session.state.moves > 3, "SETs were taken"


def test_a_calm_set_table_with_a_person_hovering_draws_nothing_over_its_layer(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(640, 360), seed=5, realtime=True)
    app.settings.set("animation", "fast")
    app.go("set-table", setup=SetSetup(seats=[Seat("human"), Seat("computer", "easy")]).to_json())
    scene = app.stack.top
    rng = random.Random(2)

    def events(i):
        if i % 7:
            return []
        if rng.random() < 0.8 and scene.view.rects:
            where = rng.choice(list(scene.view.rects.values())).center
        else:
            where = (rng.randrange(640), rng.randrange(360))
        if rng.random() < 0.15:
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=where, button=1)]
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))]

    calm, busy = _held(app, scene, 900, events)
    assert calm > 50 and busy > 50, (calm, busy)


def test_a_calm_qu4to_table_draws_nothing_over_its_layer(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(640, 360), seed=4, realtime=True, autoplay=True)
    app.settings.set("animation", "fast")
    app.go("qu4to-table", setup=Qu4toSetup([Seat("computer", "easy") for _ in range(4)]).to_json())
    scene = app.stack.top
    calm, busy = _held(app, scene, 1500)
    assert calm > 100 and busy > 100, (calm, busy)
