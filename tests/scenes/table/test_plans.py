"""Kept text plans (game/scenes/table/plans.py) and the Quarto table's helper buttons in its static layer: a kept
plan is the plan worked out afresh, a theme that reports texts always works it out (so every misfit is reported),
and a button's hover repaints the layer's buttons part to the pixels of a fresh composition."""

from __future__ import annotations

import pygame
from helpers import fresh_static, make_app, step

from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.scenes.table import plans
from game.scenes.table.banner import _banner_lines, draw_banner
from game.scenes.table.panels import Plate, _plate_text, plate_text
from game.ui.textreport import TextReport
from game.ui.theme import Theme


def _theme(size=(1280, 720)) -> Theme:
    theme = Theme()
    theme.resize(size)
    return theme


def test_a_kept_plan_is_made_once_per_key_and_text_size() -> None:
    pygame.font.init()
    theme, made = _theme(), []

    def make() -> int:
        made.append(1)
        return len(made)

    assert plans.planned(theme, ("probe", 1), make) == 1
    assert plans.planned(theme, ("probe", 1), make) == 1, "the same key: the kept plan"
    assert plans.planned(theme, ("probe", 2), make) == 2, "another key: a new plan"
    theme.set_text_scale(1.5)
    assert plans.planned(theme, ("probe", 1), make) == 3, "larger text: a new plan"
    theme.report = TextReport()
    assert plans.planned(theme, ("probe", 1), make) == 4, "a reporting theme works it out every time"
    assert plans.planned(theme, ("probe", 1), make) == 5


def test_kept_plate_and_banner_plans_equal_fresh_ones_at_every_text_size() -> None:
    pygame.font.init()
    rect = pygame.Rect(900, 600, 300, 72)
    plate = Plate("Grandmaster Ann", "Expert · choosing a piece for her opponent", 3, True)
    for size in ((1280, 720), (1920, 1080)):
        theme = _theme(size)
        for scale in (1.0, 1.25, 1.5):
            theme.set_text_scale(scale)
            for _ in range(2):  # the second time, the kept plan
                assert plate_text(theme, rect, theme.px, plate) == _plate_text(theme, rect, theme.px, plate)
            titles = ("Ann gives Bob a tall dark round hollow piece", "Ann gives")
            subs = ("Match of three · Ann 1 – 0 Bob · game 2", "game 2")
            kept = [pygame.Surface((700, 120)) for _ in range(2)]
            for surf in kept:
                surf.fill((0, 80, 40))
                draw_banner(theme, surf, pygame.Rect(20, 10, 600, 90), theme.px, titles, subs)
            assert pygame.image.tobytes(kept[0], "RGB") == pygame.image.tobytes(kept[1], "RGB")
            lines = _banner_lines(theme, 600 - theme.px(28), 90 - theme.px(12), titles, subs)
            key = ("banner", 600 - theme.px(28), 90 - theme.px(12), titles, subs)
            assert plans.planned(theme, key, lambda: None) == lines


def test_a_hovered_helper_button_repaints_the_layer_as_a_fresh_composition(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=7)
    setup = TableSetup(pieces="classic", seats=[Seat("human", name="Ann"), Seat("human", name="Bob")])
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    scene = app.stack.top
    step(app, frames=3)
    static = scene.view.static
    hint = scene.buttons[2]
    assert hint.rect is not None and static.layer is not None
    before = pygame.image.tobytes(static.layer.subsurface(hint.rect), "RGB")
    pos = hint.rect.center
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    step(app, [motion], frames=1)
    while static.pending:
        step(app, frames=1)
    assert hint.hovered
    assert pygame.image.tobytes(static.layer.subsurface(hint.rect), "RGB") != before, (
        "the layer shows the hover"
    )
    fresh = fresh_static(scene.view, (1280, 720))
    assert pygame.image.tobytes(static.layer, "RGB") == pygame.image.tobytes(fresh, "RGB")
