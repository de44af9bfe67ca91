"""A language chosen while a table is open (issue #30): the App lays every live scene out again, and the table's
words follow -- the banner, the plates and a result card already on show."""

from __future__ import annotations

import random
import subprocess
from pathlib import Path

from helpers import quarto_hot_seat, step

import game.i18n as i18n

PARTS = Path(__file__).resolve().parents[2] / "game" / "locale" / "parts" / "tables"


def _german(tmp_path, monkeypatch) -> None:
    out = tmp_path / "loc" / "de" / "LC_MESSAGES"
    out.mkdir(parents=True)
    subprocess.run(["msgfmt", "-o", str(out / "quadrille.mo"), str(PARTS / "de.po")], check=True)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "loc")
    i18n.set_language("de")


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
