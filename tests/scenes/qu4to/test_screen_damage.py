"""The QU4TO table copies its layer to the screen only where the layer changed and where the last frame drew over
it (the kit's ``ScreenDamage``). After every frame of whole autoplayed matches — four and five seats, sets gliding
to the centre, round summaries, the result card — and of a person clicking, dragging and sorting their hand, the
screen is byte for byte what a full redraw of the same frame gives."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import click, key, make_app
from screen_reference import table_reference

from game.play.qu4to.session import Qu4toSetup
from game.play.seats import Seat


def _frames(app, scene, events_for, frames: int) -> tuple[int, int]:
    """Run ``frames`` frames, comparing the screen after each; (frames compared, frames that copied little)."""
    checked = partial = 0
    area = app.size[0] * app.size[1]
    reference = table_reference(app, scene)
    for i in range(frames):
        app.step(events_for(i), 1 / 60)
        app.draw_frame()
        app.frame += 1
        if app.stack.top is not scene or app.covered():  # an overlay or a toast: drawn whole over the table
            reference.work()
            continue
        restored = scene.view.damage.restored
        ref = reference.picture()
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(ref, "RGB"), (
            f"frame {i} differs"
        )
        reference.work()
        checked += 1
        partial += restored is not None and sum(r.w * r.h for r in restored) < area // 4
    return checked, partial


def _computers(tmp_path, monkeypatch, players: int):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, autoplay=True)
    app.settings.set("animation", "fast")
    app.go("qu4to-table", setup=Qu4toSetup([Seat("computer", "easy") for _ in range(players)]).to_json())
    return app, app.stack.top


def _until(app, scene, done) -> tuple[int, int]:
    """Frames compared (and copying little) in chunks until ``done()``, then 30 more (a card shown a while)."""
    checked = partial = 0
    for _ in range(100):
        c, p = _frames(app, scene, lambda i: [], 60)
        checked, partial = checked + c, partial + p
        if done():
            break
    c, p = _frames(app, scene, lambda i: [], 30)
    return checked + c, partial + p


@pytest.mark.slow  # ≈ 9 s; five computers playing a round to its summary checks the same damage in every run
def test_computers_playing_a_whole_match_to_the_result_card(tmp_path, monkeypatch) -> None:
    """Four computers, three rounds with their summaries, the match's card (≈ 3400 frames)."""
    app, scene = _computers(tmp_path, monkeypatch, 4)
    checked, partial = _until(app, scene, lambda: scene.result is not None and scene.state.phase == "over")
    assert scene.result is not None and scene.state.phase == "over", "the match ended and its card shows"
    assert scene.state.round_no == 3
    assert checked > 2500 and partial > checked // 2, "most frames copied only a little of the layer"


def test_five_computers_playing_a_round_to_its_summary(tmp_path, monkeypatch) -> None:
    app, scene = _computers(tmp_path, monkeypatch, 5)
    checked, partial = _until(app, scene, lambda: scene.summary is not None)
    assert scene.summary is not None and scene.result is not None, "the round ended and its summary shows"
    assert checked > 500 and partial > checked // 2, "most frames copied only a little of the layer"


def test_a_person_clicking_dragging_and_sorting(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=6)
    app.settings.set("animation", "fast")
    seats = [Seat("human", name="Ann")] + [Seat("computer", "easy") for _ in range(3)]
    app.go("qu4to-table", setup=Qu4toSetup(seats).to_json())
    scene = app.stack.top
    pg = pygame
    rng = random.Random(3)

    def events(i: int) -> list:
        w, h = app.size
        pos = (rng.randrange(w), rng.randrange(h))
        roll = rng.random()
        rects = scene.view.hand_rects
        if roll < 0.4:
            return [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        if roll < 0.6 and rects:
            return click(app, rng.choice(rects).center)
        if roll < 0.7 and len(rects) > 1:
            a, b = rng.sample(rects, 2)
            return [
                pg.event.Event(pg.MOUSEBUTTONDOWN, pos=a.center, button=1),
                pg.event.Event(pg.MOUSEMOTION, pos=b.center, rel=(0, 0), buttons=(1, 0, 0)),
            ]
        if roll < 0.75:
            return [pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)]
        if roll < 0.8:
            return [key(app, "s")]
        if roll < 0.9 and scene.my_turn():  # play what is chosen, or choose a side up, or pass
            return [key(app, rng.choice(["return", "g", "b", "d"]))]
        return []

    moves = len(scene.log)
    checked, partial = _frames(app, scene, events, 600)
    assert len(scene.log) > moves + 10, "the person and the computers played"
    assert checked > 400 and partial > checked // 2


def test_a_sharp_tables_opening_frame_shows_the_cloth_alone_and_the_table_next(tmp_path, monkeypatch) -> None:
    """Above 1920×1080 the opening frame makes the cloth (a window-sized copy of the felt) and shows it alone; the
    layer (a second one) and every region come at the next frame, which the table asks for; from then on the
    screen is what a full redraw gives."""
    app = make_app(tmp_path, monkeypatch, size=(2400, 1350), seed=4, autoplay=True)
    app.settings.set("animation", "fast")
    setup = Qu4toSetup([Seat("computer", "easy"), Seat("computer", "easy")])
    app.go("qu4to-table", setup=setup.to_json())
    scene = app.stack.top
    app.step([], 1 / 60)
    app.draw_frame()
    app.frame += 1
    view = scene.view
    assert view.owed and view.layer is None and view.painting(), "the opening frame made only the cloth"
    assert view.cloth is not None
    checked, _partial = _frames(app, scene, lambda i: [], 40)
    assert not view.owed and view.layer is not None and checked >= 30
