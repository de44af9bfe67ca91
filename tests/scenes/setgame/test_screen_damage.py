"""The SET table repaints only the regions whose picture changed (the kit's ``Regions``) and copies to the screen
only what changed or what the last frame drew over (the kit's ``ScreenDamage``). After every frame of whole games
— computers playing to the result card and on into the next game, a person picking, hovering, asking for hints and
calling wrong — the layer painted region by region is byte for byte a layer painted afresh, and the screen byte
for byte the same frame drawn whole."""

from __future__ import annotations

import random

import pygame
import pytest
from helpers import make_app
from screen_reference import table_reference

from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.setgame.table_regions import table_regions
from game.scenes.table.regions import Regions
from game.ui.backdrop import backdrop


def _fresh(view, size) -> pygame.Surface:
    """The table layer as it should be now, every region painted on a new surface."""
    layer = pygame.Surface(size)
    Regions().update(layer, backdrop(pygame, size), table_regions(view))
    return layer


def _whole(app, scene) -> pygame.Surface:
    """The same frame drawn on a spare surface: the whole layer under it, not the screen's copy of its changes;
    then the frame's work ahead (``table_reference`` made before the frame)."""
    reference = table_reference(app, scene)
    ref = reference.picture()
    reference.work()
    return ref


SCREEN = {
    "checked": 0,
    "small": 0,
}  # frames whose screen was compared; of those, copied under a quarter of it


def _frames(app, scene, events_for, frames: int) -> tuple[int, int]:
    """Step and draw ``frames`` frames; compare each whole frame (no change still waiting to be painted)."""
    checked = partial = 0
    view = scene.view
    area = app.size[0] * app.size[1]
    reference = table_reference(app, scene)
    for i in range(frames):
        app.step(events_for(i), 1 / 60)
        app.draw_frame()
        app.frame += 1
        if app.stack.top is not scene or view.regions.pending:
            reference.work()
            continue
        partial += 0 < len(view.regions.painted) < 8
        same = pygame.image.tobytes(view.layer, "RGB") == pygame.image.tobytes(_fresh(view, app.size), "RGB")
        assert same, f"frame {i} differs (painted {view.regions.painted})"
        checked += 1
        if app.covered():  # an overlay, a fade or a toast: the screen is drawn whole next frame
            reference.work()
            continue
        restored = view.damage.restored  # (read before the whole redraw, which is not the screen's)
        screen = pygame.image.tobytes(app.screen, "RGB")
        assert screen == pygame.image.tobytes(_whole(app, scene), "RGB"), f"frame {i}: the screen differs"
        SCREEN["checked"] += 1
        SCREEN["small"] += restored is not None and sum(r.w * r.h for r in restored) < area // 4
    return checked, partial


def _table(tmp_path, monkeypatch, seats, size=(1024, 640), seed=3, autoplay=False, **setup):
    app = make_app(tmp_path, monkeypatch, size=size, seed=seed, autoplay=autoplay)
    app.settings.set("animation", "normal")
    chosen = [Seat(k) if k == "human" else Seat("computer", k) for k in seats]
    app.go("set-table", setup=SetSetup(seats=chosen, **setup).to_json())
    return app, app.stack.top


@pytest.mark.slow  # ≈ 37 s under load; the person's test below checks the same damage rules in every run
def test_computers_playing_a_whole_game_to_the_result_card_and_the_next(tmp_path, monkeypatch) -> None:
    SCREEN.update(checked=0, small=0)
    app, scene = _table(tmp_path, monkeypatch, ("lightning", "hard"), autoplay=True)
    games = []
    for _ in range(40):
        checked, partial = _frames(app, scene, lambda i: [], 100)
        games.append(scene.session)
        if scene.result_shown() or len({id(g) for g in games}) > 1:
            break
    assert scene.result_shown() or len({id(g) for g in games}) > 1, "the game ended"
    checked, partial = _frames(app, scene, lambda i: [], 300)  # the card, then the next game opens
    assert checked > 200 and partial > 5
    screens, small = SCREEN["checked"], SCREEN["small"]
    assert screens > 1000 and small > screens // 2, f"most of {screens} frames copied a little of the layer"


def test_a_person_picking_hovering_hinting_and_calling_wrong(tmp_path, monkeypatch) -> None:
    SCREEN.update(checked=0, small=0)
    app, scene = _table(tmp_path, monkeypatch, ("human", "medium"), hotkeys=True)
    pg = pygame
    rng = random.Random(5)
    s = scene.session

    planned: list[int] = []  # a SET the person has seen, clicked one card a frame (after dropping the picks)

    def events(i):
        view = scene.view
        if not view.rects:
            return []
        roll = rng.random()
        if not planned and roll < 0.03 and s.sets_on_table() and not s.locked(0):
            planned.extend([*scene.picked, *s.sets_on_table()[0]])
        if planned:
            card = planned.pop(0)
            if card not in view.rects or card in scene.fresh:
                planned.clear()
                return []
            pos = view.rects[card].center
            return [pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1)]
        card = rng.choice(list(view.rects))
        pos = view.rects[card].center
        if roll < 0.5:
            where = pos if rng.random() < 0.7 else (rng.randrange(app.size[0]), rng.randrange(app.size[1]))
            return [pg.event.Event(pg.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))]
        if roll < 0.56:
            return [pg.event.Event(pg.KEYDOWN, key=pg.K_SLASH, mod=0, unicode="/", scancode=0)]
        if roll < 0.62 and s.hint:  # follow the hint now and then
            pos = view.rects[rng.choice(s.hint)].center
        elif roll > 0.70:
            return []
        return [
            pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1),
            pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1),
        ]

    checked, partial = _frames(app, scene, events, 900)
    assert checked > 600 and partial > 100
    screens, small = SCREEN["checked"], SCREEN["small"]
    assert screens > 600 and small > screens // 2, f"most of {screens} frames copied a little of the layer"
    assert s.score(0) + s.score(1) > 0 and sum(st.wrong for st in s.stats) > 0, "SETs taken, wrong calls made"


def test_the_pointer_moving_over_the_cards_repaints_no_card(tmp_path, monkeypatch) -> None:
    """The hover ring is drawn over the layer: moving from card to card paints no region, and the ring shows on
    screen round the hovered card only (the card left is the layer's again)."""
    app, scene = _table(tmp_path, monkeypatch, ("human", "easy"))
    view = scene.view
    for _ in range(3):
        app.step()
        app.draw_frame()
    table_reference(app, scene)
    first, second = list(view.rects)[:2]

    def hover(card: int) -> None:
        pos = view.rects[card].center
        app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))], 1 / 60)
        app.draw_frame()

    def ring_shown(card: int) -> bool:
        ring = view.rects[card].inflate(app.theme.px(4), app.theme.px(4))
        on_screen, in_layer = (
            pygame.image.tobytes(s.subsurface(ring), "RGB") for s in (app.screen, view.layer)
        )
        return on_screen != in_layer

    for card, other in ((first, second), (second, first), (first, second)):
        hover(card)
        assert scene.input.hover == card
        assert not [n for n in view.regions.painted if n.startswith("card")], view.regions.painted
        assert ring_shown(card) and not ring_shown(other)
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(_whole(app, scene), "RGB")
