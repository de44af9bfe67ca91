"""The Quarto table redraws on screen only where the last frame drew over its static layer and where that layer
changed, instead of blitting the whole layer each frame. After every frame of whole games — computers playing
to the result card, people hovering, dragging, asking for hints, calling, with the 2D board and the card sets —
the screen is byte for byte what a full redraw of the same frame gives."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import click, key, make_app
from screen_reference import table_reference

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat


def _frames(app, scene, events_for, frames: int) -> int:
    pg = pygame
    reference = table_reference(app, scene)
    checked = 0
    for i in range(frames):
        app.step(events_for(i), 1 / 60)
        app.draw_frame()
        app.frame += 1
        if app.stack.top is not scene:  # an overlay (pause, curtain): the table is drawn whole under it
            reference.work()
            continue
        ref = reference.picture()
        assert pg.image.tobytes(app.screen, "RGB") == pg.image.tobytes(ref, "RGB"), f"frame {i} differs"
        reference.work()
        checked += 1
    return checked


def test_computers_playing_whole_games_to_the_result_card(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, autoplay=True)
    setup = TableSetup(pieces="classic", seats=[Seat("computer", "easy"), Seat("computer", "medium")])
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    scene = app.stack.top
    checked = _frames(app, scene, lambda i: [], 900)
    assert checked > 800 and scene.session.match.games_played >= 1, "a game ended and its card was drawn"


@pytest.mark.parametrize(
    ("pieces", "calls", "flat"),
    [
        ("classic", "auto", False),
        ("classic", "manual", True),
        ("aces", "manual", False),
        ("set", "auto", False),
    ],
)
def test_people_hovering_dragging_and_asking_for_hints(tmp_path, monkeypatch, pieces, calls, flat) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=7)
    app.settings.set("animation", "fast")
    if flat:
        from game.play import remembered

        remembered.put_pref(app.settings, "flat_board", True)
    setup = TableSetup(
        pieces=pieces,
        calls=calls,
        seats=[Seat("human", name="Ann"), Seat("human", name="Bob")],
        first="0",
    )
    app.go(
        "quarto-table",
        setup=setup.to_json(),
        menu_key="quarto" if pieces in ("classic", "set") else "aces-faces",
    )
    scene = app.stack.top
    pg = pygame
    rng = random.Random(3)

    def events(i):
        w, h = app.size
        pos = (rng.randrange(w), rng.randrange(h))
        roll = rng.random()
        if roll < 0.55:
            return [pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
        if roll < 0.62:  # a hint (analysed inline here: only once the board has filled a little)
            return [key(app, "h")] if len(scene.state.history) > 11 and rng.random() < 0.2 else []
        if roll < 0.66:
            return [key(app, "right")]
        if roll < 0.70 and scene.state.phase == "give" and scene.state.pool:
            p = rng.choice(scene.state.pool)
            start = scene.places.pool_slot(p).rect.center
            return [
                pg.event.Event(pg.MOUSEBUTTONDOWN, pos=start, button=1),
                pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0)),
            ]
        if roll < 0.80:
            return [pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1)]
        if roll < 0.93 and not scene.state.is_over:
            st = scene.state
            if st.phase == "give" and st.pool:
                return click(app, scene.places.pool_slot(rng.choice(st.pool)).rect.center)
            if st.phase == "place":
                cells = st.legal_cells()
                return click(app, scene.camera.slots()[rng.choice(cells)].pos) if cells else []
        return []

    checked = _frames(app, scene, events, 500)
    assert checked > 350 and len(scene.state.history) > 8, "people played on the table"


def test_the_result_card_in_the_layer_with_its_buttons_hovered_and_focused(tmp_path, monkeypatch) -> None:
    """The card's picture and the winning words are in the static layer; only the card's buttons are drawn each
    frame. Hovering each button, leaving it, and moving the focus with the keys keeps the screen exact."""
    from game.rules.quarto.moves import Give, Place

    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=3)
    setup = TableSetup(
        pieces="classic", seats=[Seat("human", name="Ann"), Seat("human", name="Bob")], first="0"
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    scene = app.stack.top
    _frames(app, scene, lambda i: [], 5)
    for piece, cell in ((0, 0), (2, 1), (4, 2), (6, 3)):
        scene.session.play(Give(piece))
        scene.session.play(Place(cell))
    scene.game_over()
    scene.view.invalidate()
    pg = pygame
    _frames(app, scene, lambda i: [], 150)  # the line rises, the card shows
    assert scene.result_shown() and scene.view.static.shown["result"][0] is not None

    def events(i):
        buttons = scene.result.buttons
        if i % 3 == 2:
            return [key(app, "right")]
        target = buttons[(i // 3) % len(buttons)].rect.center if i % 6 < 3 else (5, 5)
        return [pg.event.Event(pg.MOUSEMOTION, pos=target, rel=(0, 0), buttons=(0, 0, 0))]

    assert _frames(app, scene, events, 60) == 60
