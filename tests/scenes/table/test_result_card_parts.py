"""The kit's result card painted a part at a time (``ResultCard.prepare_step``) and laid out ahead in parts
(``warm_parts``): a card at 3840×2160 took 6–9 ms in one frame at a game's end, and its layout ahead 10–14 ms."""

from __future__ import annotations

import pygame
import pytest

from game.scenes.table.result_card import ResultCard
from game.ui.theme import Theme
from game.ui.widgets import Button


@pytest.fixture
def theme():
    pygame.init()
    return Theme()


def _card() -> ResultCard:
    return ResultCard(
        "Ann wins",
        "Four tall pieces on the second row.",
        [("Ann", 1), ("Bob", 0)],
        "Seed 3",
        [Button("Play again", lambda app: None), Button("Menu", lambda app: None)],
        notes=["a line of four", ""],
    )


def _px(n: float) -> int:
    return round(n * 2)


BOX = pygame.Rect(100, 80, 600, 700)


def test_a_card_painted_a_part_at_a_time_is_the_picture_painted_at_once(theme) -> None:
    whole = pygame.image.tobytes(_card().prepare(theme, BOX, _px), "RGBA")
    card = _card()
    parts = 0
    while card.prepare_step(theme, BOX, _px):
        parts += 1
        if not card.ready(BOX, _px):
            assert card._picture is None, "no picture until it is whole"
    assert parts >= 4 and card.ready(BOX, _px) and not card.prepare_step(theme, BOX, _px)
    assert pygame.image.tobytes(card.prepare(theme, BOX, _px), "RGBA") == whole


def test_a_picture_under_way_is_finished_by_the_frame_that_shows_it_and_started_again_for_a_new_box(
    theme,
) -> None:
    card = _card()
    assert card.prepare_step(theme, BOX, _px) and card.prepare_step(theme, BOX, _px)
    under_way = card._steps
    other = BOX.inflate(0, 40)
    assert card.prepare_step(theme, other, _px) and card._steps is not under_way, "another box: begun again"
    picture = card.prepare(theme, other, _px)
    assert card.ready(other, _px) and card._steps is None
    assert pygame.image.tobytes(picture, "RGBA") == pygame.image.tobytes(
        _card().prepare(theme, other, _px), "RGBA"
    )


def test_a_card_laid_out_ahead_keeps_its_panels_shadow_and_no_picture(theme) -> None:
    card = _card()
    made: list[tuple] = []
    real = theme.shadow

    def shadow(size, radius, blur, alpha=90):
        made.append(size)
        return real(size, radius, blur, alpha)

    theme.shadow = shadow  # type: ignore[method-assign]
    parts = 0
    for _part in card.warm_parts(theme, BOX, _px):
        parts += 1
    assert parts >= 2 and made[0] == BOX.size and card._picture is None, (
        "its panel's shadow first, no picture"
    )
    assert theme._shadows.get((BOX.size, theme.px(18), theme.px(10), 90)) is not None, (
        "kept for the real card"
    )
    assert all(b.rect is not None for b in card.buttons), "its buttons laid out (their faces made)"
