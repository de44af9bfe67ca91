"""Caches that name a layout or a surface hold the object itself, never its id(): a freed object's id is soon
another's (a new screen after set_mode, a new layout), and a cache keyed by it would hand back a stale picture.
Each test makes every id() in the module the same number, as if the old object's address had been reused."""

from __future__ import annotations

import pygame
from helpers import make_app, quarto_hot_seat, step


def test_a_new_screen_of_the_same_size_is_drawn_whole(tmp_path, monkeypatch) -> None:
    from game.scenes.quarto import damage

    app, scene = quarto_hot_seat(tmp_path, monkeypatch, frames=3)
    monkeypatch.setattr(damage, "id", lambda obj: 1, raising=False)
    step(app)
    app.window.screen = pygame.Surface(app.size)  # what set_mode gives: a new, black surface of the same size
    scene.view.draw(app.screen)
    ref = pygame.Surface(app.size)
    scene.view.draw(ref)  # the whole frame, drawn from scratch
    assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(ref, "RGB")


def test_a_new_table_layout_makes_a_new_base(tmp_path, monkeypatch) -> None:
    from game.scenes.quarto import static

    app, scene = quarto_hot_seat(tmp_path, monkeypatch, frames=2)
    monkeypatch.setattr(static, "id", lambda obj: 1, raising=False)
    first = scene.view.static._base(app.size)
    assert scene.view.static._base(app.size) is first, "the same layout keeps its base"
    scene.layout(app.size)
    assert scene.view.static._base(app.size) is not first


def test_a_new_study_layout_makes_a_new_base(tmp_path, monkeypatch) -> None:
    from game.scenes.study import board
    from game.scenes.study.board import StudyBoard

    app = make_app(tmp_path, monkeypatch)
    monkeypatch.setattr(board, "id", lambda obj: 1, raising=False)
    study = StudyBoard(app)
    study.layout(app.size, "classic")
    first = study._base_layer(app.size)
    assert study._base_layer(app.size) is first, "the same layout keeps its base"
    study.layout(app.size, "classic")
    assert study._base_layer(app.size) is not first
