"""A wrong call's labels are fitted to the card once (``ChipFits``), not at every frame of the cards' shake: the
chip drawn from the kept fit is the chip fitted afresh, and a new language or text size fits it again."""

from __future__ import annotations

import pygame
from helpers import make_app

from game import i18n
from game.scenes.setgame.cards import ChipFits, mark_chip

LABEL = "two shapes · striped · purple"


def _chip(app, fits: ChipFits | None) -> tuple[bytes, pygame.Rect]:
    surface = pygame.Surface((400, 200))
    surface.fill((20, 60, 40))
    card = pygame.Rect(100, 60, 180, 110)
    chip = mark_chip(app.theme, surface, card, LABEL, True, fits)
    return pygame.image.tobytes(surface, "RGB"), chip


def test_a_kept_fit_draws_the_chip_fitted_afresh_and_measures_nothing(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    fits = ChipFits()
    fresh = _chip(app, None)
    assert _chip(app, fits) == fresh
    calls: list[str] = []
    real = app.theme.fit_text
    monkeypatch.setattr(app.theme, "fit_text", lambda *a, **k: calls.append(a[0]) or real(*a, **k))
    for _ in range(30):  # a shake's frames
        assert _chip(app, fits) == fresh
    assert calls == [], "fitted once, before the shake"


def test_a_new_text_size_or_language_fits_the_label_again(tmp_path, monkeypatch) -> None:
    app = make_app(tmp_path, monkeypatch, size=(1280, 720))
    fits = ChipFits()
    small = _chip(app, fits)
    app.theme.set_text_scale(1.5)
    try:
        large = _chip(app, fits)
        assert large == _chip(app, None) and large[1].h > small[1].h, "the larger text's chip"
    finally:
        app.theme.set_text_scale(1.0)
    assert _chip(app, fits) == small
    before = len(fits.kept)
    i18n.set_language("de")
    try:
        _chip(app, fits)
        assert len(fits.kept) == before + 1, "kept apart for each language"
    finally:
        i18n.set_language("en")
