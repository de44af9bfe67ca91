"""A language chosen while a table is open (issue #30): the App lays every live scene out again, and the table's
words follow -- the banner, the plates and a result card already on show."""

from __future__ import annotations

import random

import pytest
from helpers import quarto_hot_seat, step

import game.i18n as i18n


def _german(tmp_path, monkeypatch) -> None:
    i18n.set_language("de")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_quarto_buttons_show_their_whole_words_in_every_language(tmp_path, monkeypatch, size) -> None:
    """German's "Rückgängig" and "Wiederholen" widen the button row under the board's edge instead of being cut."""
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off", size=size)
    th = app.theme
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            scene.layout(app.size)
            for b in scene.buttons:
                assert b.rect is not None
                assert th.font(b.size, True).size(i18n._(b.label))[0] <= b.rect.w - th.px(16), (code, b.label)
            row = scene.buttons[0].rect.unionall([b.rect for b in scene.buttons[1:]])
            assert row.right < scene.call_button.rect.x
    finally:
        i18n.set_language("en")


def test_the_result_card_and_the_banner_follow_a_new_language(tmp_path, monkeypatch) -> None:
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    rng = random.Random(5)
    try:
        while not scene.state.is_over:
            while app.stack.top is not scene:  # a hot-seat curtain between moves
                app.back()
            scene.play(rng.choice(scene.state.legal_moves()))
            step(app)
        while app.stack.top is not scene:
            app.back()
        step(app, frames=90)
        card = scene.shown_card()
        assert card is not None
        english = card.title
        assert english in ("A draw", "Ann wins!", "Bob wins!")
        _german(tmp_path, monkeypatch)
        scene.layout(app.size)
        step(app)
        again = scene.shown_card()
        assert again is not None and again is not card
        assert (
            again.title
            == {"A draw": "Unentschieden", "Ann wins!": "Ann gewinnt!", "Bob wins!": "Bob gewinnt!"}[english]
        )
        assert [b.label for b in again.buttons] == [b.label for b in card.buttons]  # msgids, said when drawn
        assert "Mensch" in scene.view.role_words(0)
    finally:
        i18n.set_language("en")
