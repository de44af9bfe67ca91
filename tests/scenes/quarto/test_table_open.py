"""Opening a Quarto table quickly: the setup screen's rehearsal paints the table's art in a child process and
stores it on disk, so the table opens without painting; a save made in play takes its picture from the frame
drawn next instead of drawing the table twice; the scene-change fade never blits at full opacity through
per-surface alpha (SDL's slow path). Timings themselves live in ``python -m game.bench quarto-table``."""

from __future__ import annotations

from helpers import click, key, quarto_hot_seat, step

from game.app import App, Options
from game.art import diskcache
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.scenes.quarto import art, prewarm


def _fresh_prewarm(monkeypatch) -> prewarm.Prewarm:
    fresh = prewarm.Prewarm()
    monkeypatch.setattr(prewarm, "_prewarm", fresh)
    return fresh


def test_headless_runs_rehearse_nothing_unless_asked(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("QUADRILLE_PREWARM", raising=False)
    pw = _fresh_prewarm(monkeypatch)
    app = App(Options(headless=True, size=(1280, 720)))
    app.go("quarto")
    step(app, frames=2)
    assert pw.proc is None and pw.waiting is None and not pw.done
    assert prewarm.Prewarm.enabled(App(Options(headless=True, realtime=True))), (
        "--realtime stands for a window"
    )


def test_the_setup_screen_rehearses_the_table_so_it_opens_without_painting(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("QUADRILLE_PREWARM", "1")
    pw = _fresh_prewarm(monkeypatch)
    size = (1144, 702)  # a window size no other test uses: nothing of it is in this process's caches
    app = App(Options(headless=True, size=size))
    app.go("quarto")
    step(app, frames=1)
    assert pw.running is not None, "the setup screen asked for a rehearsal at once"
    setup = app.stack.top.setup
    setup.pieces = "classic"
    setup.seats = [Seat("human", name="Ann"), Seat("computer", "easy")]
    app.stack.top.layout(size)  # a changed choice asks again (the newest request waits for the running child)
    pw.wait()
    assert pw.proc is None and len(pw.done) >= 1
    names = sorted(p.name for p in diskcache.folder().glob("*.art"))
    assert any(n.startswith("faces-classic-") for n in names) and any(n.startswith("board-") for n in names)

    # the table finds every face and its board on disk: painting one now would fail the test
    from game.art import pieces, table

    for cache in (art._face, art._board, pieces._piece):
        cache.cache_clear()
    art._warm.clear()

    def no_painting(*a, **k):
        raise AssertionError("a face or the board was painted although the rehearsal stored it")

    monkeypatch.setattr(pieces, "_paint_body", no_painting)
    monkeypatch.setattr(table, "_wood_top", no_painting)
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    step(app, frames=3)
    table_scene = app.stack.scenes[0]
    assert table_scene.name == "quarto-table" and not app.crashed
    # placing a piece later draws it at the board's size: that batch came from the disk too
    for slot in table_scene.camera.slots():
        table_scene.view.blit_piece(app.screen, 0, slot)


def test_a_save_in_play_takes_its_picture_from_the_next_whole_frame(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, size=(1280, 720), seed=5))
    setup = TableSetup(
        pieces="classic", seats=[Seat("human", name="Ann"), Seat("human", name="Bob")], first="0"
    )
    app.go("quarto-table", setup=setup.to_json(), menu_key="quarto")
    table = app.stack.top
    drawn: list[object] = []
    real = table.view.draw

    def counting(surface):
        drawn.append(surface)
        real(surface)

    monkeypatch.setattr(table.view, "draw", counting)
    step(app, frames=4)
    app.saves.flush()
    first = app.saves.thumbnail("quarto")
    assert first[:2] == b"\xff\xd8", "the save made as the table opened has its picture a few frames after"
    assert all(s is app.screen for s in drawn), "the picture was scaled from the frame, not drawn again"

    drawn.clear()
    whole: list[bool] = []  # for each picture taken: was the frame whole (no change still being painted)?
    halved = table.autosave._halved
    monkeypatch.setattr(
        table.autosave, "_halved", lambda surface: whole.append(not table.view.painting()) or halved(surface)
    )
    step(app, click(app, table.places.pool_slot(3).rect.center), 1)  # Ann gives: a save, then a frame
    app.saves.flush()
    assert table.state.history, "the give was made"
    assert app.saves.state("quarto") == table.session.to_json(), "the save itself was written at once"
    assert app.saves.thumbnail("quarto") == first, "with the last picture, until a whole frame is drawn"
    for _ in range(30):
        if table.autosave.owed is None:
            break
        step(app, frames=1)
    app.saves.flush()
    assert all(s is app.screen for s in drawn)
    second = app.saves.thumbnail("quarto")
    assert second[:2] == b"\xff\xd8" and second != first, "the new picture shows the piece given"
    assert table.autosave.owed is None and whole == [True], "taken once, from a whole frame"


def test_pausing_again_without_a_move_writes_nothing_more(tmp_path, monkeypatch) -> None:
    """A pause, a lost focus or a closed window saves the game on the spot (picture drawn, fsynced): once the slot
    holds this very game, leaving again without a move between costs no second write; a move, then a pause, does."""
    from game import storage

    app, table = quarto_hot_seat(tmp_path, monkeypatch, animation="off")
    step(app, click(app, table.places.pool_slot(3).rect.center), 1)  # Ann gives
    for _ in range(30):
        if table.autosave.owed is None:
            break
        step(app, frames=1)
    app.saves.flush()
    writes: list[str] = []
    real = storage.Store._write
    monkeypatch.setattr(
        storage.Store, "_write", lambda store, job: writes.append(store.path.name) or real(store, job)
    )

    def pause_and_resume() -> None:
        step(app, [key(app, "escape")], 1)
        assert app.stack.top.name == "pause"
        step(app, [key(app, "escape")], 1)
        assert app.stack.top is table

    pause_and_resume()
    pause_and_resume()
    table.save_game()  # the window closing, or the focus going
    app.saves.flush()
    assert writes == [], "the slot already held this game"
    step(app, click(app, table.camera.slots()[0].pos), 2)  # Bob places: a save as the move is made
    assert len(table.state.history) == 2
    pause_and_resume()
    app.saves.flush()
    assert "quarto.json" in writes
    assert app.saves.state("quarto") == table.session.to_json()


def test_the_fade_starts_without_per_surface_alpha(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    app = App(Options(headless=True, size=(1280, 720)))
    app.go("menu")
    step(app, frames=2)
    app.go("settings")
    app.draw_frame()  # no time has passed: the old picture covers the new one, plainly
    assert app.fade.picture is not None
    assert app.fade.picture.get_alpha() is None
    app.fade.t = 0.05
    app.draw_frame()
    assert 0 < app.fade.picture.get_alpha() < 255
