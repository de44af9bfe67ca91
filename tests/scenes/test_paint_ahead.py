"""A first start in a window (no art on disk yet) opens a table without painting every face in one frame: Quarto
paints the pool's faces (the first frame shows them) and leaves the board's and the hand's to quiet frames, which
store each batch on disk once whole, a surface a step; QU4TO paints its card faces one per quiet frame. Headless runs (tests,
screenshots, the setup screen's rehearsal) still paint everything at once."""

from __future__ import annotations

import pytest
from helpers import step

from game.app import App, Options
from game.art import diskcache, pieces
from game.play.qu4to.session import Qu4toSetup
from game.play.quarto.setup import TableSetup
from game.play.seats import Seat
from game.scenes.qu4to import view as qu4to_view
from game.scenes.quarto import ahead as quarto_ahead
from game.scenes.quarto import art
from game.scenes.table import view as table_view

SIZE = (1212, 694)  # a window size no other test uses: nothing of it is in this process's caches
HAND_SIZE = (1206, 690)  # the same for the tests of the piece in hand (they paint some of its faces)


@pytest.fixture(autouse=True)
def _no_faces_in_memory():
    """As in a new process: no face kept from another test of this one (faces are kept by cell width, which
    other window sizes share)."""
    for cache in (art._face, pieces._piece, pieces._shadow):
        cache.cache_clear()
    art._warm.clear()
    pieces._PIECES.clear()
    pieces._SHADOWS.clear()


def _app(tmp_path, monkeypatch, realtime: bool, size: tuple[int, int] = SIZE) -> App:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("QUADRILLE_PREWARM", "0")  # no rehearsal child: the table finds nothing on disk
    return App(Options(headless=True, realtime=realtime, size=size, seed=3))


def _quarto(app: App):
    seats = [Seat("computer", "easy"), Seat("computer", "easy")]
    app.go("quarto-table", setup=TableSetup(pieces="classic", seats=seats).to_json(), menu_key="quarto")
    step(app, frames=1)
    return app.stack.top


def test_a_quarto_table_in_a_window_paints_the_board_and_hand_faces_ahead(tmp_path, monkeypatch) -> None:
    scene = _quarto(_app(tmp_path, monkeypatch, realtime=True))
    view = scene.view
    pool = view.lay.pool_slots[0].cell_w
    faces = view.ahead.faces
    batches = {batch.key for batch in faces.unread}
    assert batches and pool not in {cw for _look, cw, _cb in batches}, "the pool's faces are painted at once"
    names = [f"faces-{look}-{cw}-{int(cb)}" for look, cw, cb in batches]
    assert all(diskcache.load(name, 16) is None for name in names)
    for _ in batches:  # each batch looked for on disk first, a step each: none stored yet
        assert view.ahead.step()
    assert faces.unread == [] and len(faces.unpainted) == 16 * len(batches)
    monkeypatch.setattr(quarto_ahead, "AHEAD_S", 0.0)  # one part a step, however fast this machine paints
    parts: list[tuple] = []
    real_step = pieces.paint_step

    def part(piece, size, **kw):
        parts.append((piece, size))
        return real_step(piece, size, **kw)

    monkeypatch.setattr(pieces, "paint_step", part)
    monkeypatch.setattr(art, "paint_step", part)
    steps = 0
    while view.ahead.step():
        steps += 1
    # a part of a face a step (a classic piece in ten parts or more); then each batch stored a surface a step (a
    # header, 16 faces and a rename; the same for the four outlines beside them)
    assert len(set(parts)) == 16 * len(batches) and len(parts) >= 10 * len(set(parts))
    assert steps == len(parts) + (18 + 6) * len(batches) and faces.done, (
        "a part of a face a step, and a surface a step to store"
    )
    assert all(diskcache.load(name, 16) is not None for name in names), "each whole batch is stored on disk"


def test_a_headless_quarto_table_paints_every_face_when_it_opens(tmp_path, monkeypatch) -> None:
    scene = _quarto(_app(tmp_path, monkeypatch, realtime=False))
    assert scene.view.ahead.faces.done and not scene.view.ahead.step()


def test_a_qu4to_table_paints_its_card_faces_in_quiet_frames(tmp_path, monkeypatch) -> None:
    app = _app(tmp_path, monkeypatch, realtime=False)
    app.go("qu4to-table", setup=Qu4toSetup([Seat("computer", "easy") for _ in range(4)]).to_json())
    view = app.stack.top.view
    view.layout(SIZE)
    lay = view.lay
    work = view.ahead
    assert [b.key for b in work.unread] == [lay.table_card], "the hand's looked for on disk at the layout"
    assert sorted((face, b.key) for b, face in work.unpainted) == [(c, lay.card) for c in range(22)], (
        "none stored: the hand's to paint"
    )
    monkeypatch.setattr(table_view, "QUIET_S", 10.0)  # every frame counts as quiet, however busy the machine
    monkeypatch.setattr(qu4to_view, "AHEAD_S", 0.0)  # one face a step
    step(app, frames=1)
    assert work.unread == [] and len(work.unpainted) == 44, (
        "a quiet frame looked for the table's size on disk"
    )
    assert {b.key for b, _face in work.unpainted[-22:]} == {lay.card}, "the hand's still painted first"
    for frame in range(1, 6):
        step(app, frames=1)
        assert len(work.unpainted) == 44 - frame, "one face a frame"
    monkeypatch.setattr(table_view, "QUIET_S", 0.0)
    step(app, frames=3)
    assert len(work.unpainted) == 39, "a busy frame paints nothing ahead"


def test_a_quarto_table_in_a_window_reads_stored_batches_and_lays_out_its_card_in_quiet_frames(
    tmp_path, monkeypatch
) -> None:
    scene = _quarto(_app(tmp_path, monkeypatch, realtime=True))
    view = scene.view
    while view.ahead.step():  # a first start: every batch painted, then stored
        pass
    batches = {b for b in art._warm if b[0] == view.look and b[1] != view.lay.pool_slots[0].cell_w}
    assert batches
    art._warm.difference_update(batches)
    view.ahead.warm()  # the table opened again: its batches are on disk
    faces = view.ahead.faces
    assert sorted(b.key for b in faces.unread) == sorted(batches), "one read per batch, later"
    for done in range(1, len(batches) + 1):
        assert view.ahead.step()
        assert len(faces.unread) == len(batches) - done and not faces.unpainted, (
            "a whole batch read in one step"
        )
    assert batches <= art._warm and not view.ahead.step()
    view.layout(SIZE, view.look, False, False)
    assert not view.ahead.card_warm, "a layout leaves the result card to a quiet frame"
    while view.work_ahead():
        pass
    assert view.ahead.card_warm


def _hot_seat(tmp_path, monkeypatch, frames: int):
    """A classic Quarto table of two people at ``HAND_SIZE`` in a window, Ann to give first, after ``frames``."""
    app = _app(tmp_path, monkeypatch, realtime=True, size=HAND_SIZE)
    seats = [Seat("human", name="Ann"), Seat("human", name="Bob")]
    app.go(
        "quarto-table",
        setup=TableSetup(pieces="classic", seats=seats, first="0").to_json(),
        menu_key="quarto",
    )
    step(app, frames=frames)
    return app, app.stack.top


def test_the_piece_in_hand_has_its_board_face_painted_before_the_rest(tmp_path, monkeypatch) -> None:
    """A placed piece is painted into the still layer at the board's size in the frame it lands: the work ahead
    paints that face of the piece in hand first (a part a step), before the batches it was going through."""
    from game.rules.quarto.moves import Give

    app, scene = _hot_seat(tmp_path, monkeypatch, frames=1)
    view = scene.view
    board = scene.camera.slots()[0].cell_w
    monkeypatch.setattr(quarto_ahead, "AHEAD_S", 0.0)  # one part a step
    assert view.ahead.step() and not art.face_ready("classic", 12, board), (
        "nothing in hand: the batches go on"
    )
    scene.apply(Give(12), 0)
    steps = 0
    while not art.face_ready("classic", 12, board):
        assert view.ahead.step()
        steps += 1
    assert steps >= 10, "in parts"
    others = [p for p in range(16) if p != 12 and art.face_ready("classic", p, board)]
    assert others == [], "the piece in hand's face came first"


def test_a_frame_with_room_though_not_quiet_paints_a_part_of_the_face_about_to_land(
    tmp_path, monkeypatch
) -> None:
    """A glide's frames are never quiet at 3840×2160, and a piece given and placed at once lands before a quiet
    frame comes: a frame drawn within ``ROOM_S`` paints one part of the piece in hand's board-size face, so it
    is whole when it lands; a frame without room paints none."""
    from game.rules.quarto.moves import Give

    app, scene = _hot_seat(tmp_path, monkeypatch, frames=2)
    board = scene.camera.slots()[0].cell_w
    parts: list[int] = []
    real_step = pieces.paint_step

    def part(piece, size, **kw):
        parts.append(piece)
        return real_step(piece, size, **kw)

    monkeypatch.setattr(art, "paint_step", part)
    monkeypatch.setattr(table_view, "QUIET_S", 0.0)  # no frame is quiet
    monkeypatch.setattr(table_view, "ROOM_S", 0.0)  # nor has room
    scene.apply(Give(12), 0)
    step(app, frames=3)
    assert parts == [] and scene.glides, "the piece glides to the hand: frames drawn, none with room"
    monkeypatch.setattr(table_view, "ROOM_S", 10.0)  # every frame has room
    gliding = 0
    while scene.glides and not art.face_ready("classic", 12, board):
        before = len(parts)
        step(app, frames=1)
        gliding += 1
        assert len(parts) == before + 1 and set(parts) == {12}, "a part a frame, of the piece in hand's face"
    assert gliding >= 3
    for _ in range(60):  # (then frames with nothing to draw: the work ahead, as before)
        step(app, frames=1)
    assert art.face_ready("classic", 12, board) and len(parts) >= 10
