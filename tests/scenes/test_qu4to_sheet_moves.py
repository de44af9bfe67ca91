"""QU4TO's score sheet and move list are repainted after every move (issue 26): the move list puts in words only
the entries it can show, not the whole game's, and the sheet keeps each name's fit — and both still show what
painting everything afresh shows."""

from __future__ import annotations

import pygame
from helpers import make_app, step

from game.play.qu4to.session import Qu4toSetup
from game.play.seats import Seat
from game.scenes.qu4to import sheet
from game.scenes.qu4to.view import now


def _table(tmp_path, monkeypatch):
    app = make_app(tmp_path, monkeypatch, size=(1280, 720), seed=4, autoplay=True)
    app.settings.set("animation", "fast")
    app.go("qu4to-table", setup=Qu4toSetup([Seat("computer", "easy") for _ in range(4)]).to_json())
    scene = app.stack.top
    for _ in range(40):
        step(app, frames=30)
        if len(scene.log) > 3 * scene.view.moves.rows(app.theme, scene.view.lay.moves, scene.view.px):
            break
    return app, scene


def test_the_move_list_shows_what_the_whole_log_in_words_shows(tmp_path, monkeypatch) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    view, th = scene.view, app.theme
    rows = view.moves.rows(th, view.lay.moves, view.px)
    assert len(scene.log) > 3 * rows, "a log longer than the list"
    for scroll in (0, 1, rows + 2):
        view.moves.scroll = scroll
        ours = pygame.Surface(app.size)
        view._moves(ours)
        shown = list(view.moves.shown)
        view.moves.scroll = scroll
        whole = pygame.Surface(app.size)
        view.moves.draw(th, whole, view.lay.moves, view.px, [now(line) for line in scene.log])
        assert shown == view.moves.shown and shown, scroll
        assert pygame.image.tobytes(ours, "RGB") == pygame.image.tobytes(whole, "RGB"), scroll


def test_a_name_fitted_once_is_the_name_fitted_afresh_and_a_new_language_fits_again(
    tmp_path, monkeypatch
) -> None:
    app, scene = _table(tmp_path, monkeypatch)
    view, th = scene.view, app.theme
    long = "Bartholomew Featherstonehaugh-Cholmondeley"
    sheet._fits.clear()
    assert sheet.fitted_name(view, long, 120) == th.fit_text(long, 16, 120)
    assert sheet.fitted_name(view, long, 120) == th.fit_text(long, 16, 120) and len(sheet._fits) == 1
    monkeypatch.setattr(sheet, "language", lambda: "de")
    sheet.fitted_name(view, long, 120)
    assert len(sheet._fits) == 2, "another language: fitted again"
