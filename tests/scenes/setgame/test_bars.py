"""The bars above and under the SET table's cards repaint only what a change touched (``Bars.top_changes``,
``Bars.bottom_changes``): a take the deck's and the count's boxes, not the whole bar; the buzzer's bar running
down the stretch between its two fills and its line — and the layer is still the one painted afresh."""

from __future__ import annotations

import pygame
from helpers import make_app

from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.setgame.table_regions import table_regions
from game.scenes.table.regions import Regions
from game.ui.backdrop import backdrop


def _inside(rects: list[pygame.Rect], box: pygame.Rect) -> int:
    """The pixels of ``rects`` (as painted: overlaps counted once each) that lie in ``box``."""
    return sum(r.clip(box).w * r.clip(box).h for r in rects)


def _table(tmp_path, monkeypatch, seats, **setup):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, autoplay=False)
    app.settings.set("animation", "normal")
    chosen = [Seat(k) if k == "human" else Seat("computer", k) for k in seats]
    app.go("set-table", setup=SetSetup(seats=chosen, **setup).to_json())
    return app, app.stack.top


def _same_as_fresh(app, view) -> bool:
    fresh = pygame.Surface(app.size)
    Regions().update(fresh, backdrop(pygame, app.size), table_regions(view))
    return pygame.image.tobytes(view.layer, "RGB") == pygame.image.tobytes(fresh, "RGB")


def test_a_take_repaints_the_deck_and_the_count_not_the_whole_bar(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, ("lightning", "hard"), show_count=True)
    view, s = scene.view, scene.session
    shares: list[float] = []
    took = (
        0  # frames since a take changed the deck (its cards are painted in its frame, the bars in the next)
    )
    for _ in range(1500):
        deck = s.deck_size
        app.step([], 1 / 60)
        app.draw_frame()
        took = 0 if s.deck_size != deck else took + 1
        top = view.lay.top
        if took <= 1 and "top" in view.regions.painted and "clock" not in view.regions.painted:
            assert not view.regions.pending
            shares.append(_inside(view.regions.redrawn, top) / (top.w * top.h))
            assert _same_as_fresh(app, view), "the layer after a take is the one painted afresh"
        if len(shares) >= 3:
            break
    assert len(shares) >= 3, "three takes"
    assert max(shares) < 0.35, f"a take repainted {max(shares):.0%} of the bar above the cards"


def test_the_buzzer_running_down_repaints_a_stretch_of_its_bar(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch, ("human", "human"), buzz_s=5)
    view, s = scene.view, scene.session
    for _ in range(3):
        app.step([], 1 / 60)
        app.draw_frame()
    assert s.buzz(1)
    shares: list[float] = []
    for _ in range(60):
        app.step([], 1 / 60)
        app.draw_frame()
        bottom = view.lay.bottom
        if s.buzzer == 1 and "bottom" in view.regions.painted and len(shares) < 40:
            shares.append(_inside(view.regions.redrawn, bottom) / (bottom.w * bottom.h))
    assert len(shares) >= 30 and s.buzzer == 1, "the bar ran down a second"
    assert max(shares[1:]) < 0.5, f"the bar running down repainted {max(shares[1:]):.0%} of its line"
    assert _same_as_fresh(app, view)
