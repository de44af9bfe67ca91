"""The classic board stays readable: on a full-but-one board of the tallest pieces the one empty hole's ring
shows in the screenshot wherever that hole is, pieces in front of the aimed-at hole fade, and the see-through
piece stands in its hole in depth order."""

from __future__ import annotations

import pygame
import pytest
from helpers import quarto_hot_seat, step

from game.rules.quarto.moves import Give, Place
from game.scenes.quarto.depth import FADE, TARGET


def _tall_first(empty: int) -> list[int]:
    """Cells other than ``empty``, those nearest in front of it first (where tall pieces hide it best)."""
    er, ec = divmod(empty, 4)

    def cover(cell: int) -> tuple[int, int]:
        r, c = divmod(cell, 4)
        return (0 if r > er else 1, abs(c - ec) + abs(r - er))

    return sorted((c for c in range(16) if c != empty), key=cover)


def _full_but_one(tmp_path, monkeypatch, empty: int, size=(1280, 720)):
    # manual calls: lines on the board do not end the game before it is full
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, animation="off", calls="manual", size=size)
    tall = [p for p in range(16) if not (p >> 2) & 1]
    short = [p for p in range(16) if (p >> 2) & 1]
    pieces = tall + short
    for piece, cell in zip(pieces, _tall_first(empty), strict=False):
        scene.session.play(Give(piece))
        scene.session.play(Place(cell))
    scene.session.play(Give(pieces[-1]))
    scene.view.invalidate()
    step(app, frames=2)
    return app, scene


def _ring_pixels(app, scene, cell: int) -> int:
    shot = app.screen.copy()
    ring = scene.view.depth.hole(scene.camera.slots()[cell]).inflate(4, 4)
    count = 0
    for x in range(ring.left, ring.right):
        for y in range(ring.top, ring.bottom):
            if tuple(shot.get_at((x, y)))[:3] == TARGET:
                count += 1
    return count


@pytest.mark.parametrize("empty", range(16))
def test_the_last_empty_hole_is_ringed_and_visible(tmp_path, monkeypatch, empty) -> None:
    app, scene = _full_but_one(tmp_path, monkeypatch, empty)
    assert scene.state.phase == "place" and scene.state.legal_cells() == (empty,)
    assert scene.view.depth.active() and scene.view.depth.target() == empty, "the only hole is the target"
    assert _ring_pixels(app, scene, empty) > 40, f"the ring of hole {empty} cannot be seen"


def test_pieces_in_front_of_the_target_fade(tmp_path, monkeypatch) -> None:
    app, scene = _full_but_one(tmp_path, monkeypatch, 1)  # a back-row hole behind tall pieces
    faded = scene.view.depth.faded(1)
    assert 5 in faded, "the tall piece straight in front of b4 fades"
    assert all(divmod(c, 4)[0] > 0 for c in faded), "only pieces in front fade"
    slot = scene.camera.slots()[5]
    from game.scenes.quarto import art

    surf, anchor = art.face("classic", scene.state.board[5], slot.cell_w, False)
    x, y = slot.pos[0], slot.pos[1] - anchor[1] // 2  # the middle of the faded piece's body
    board_only = scene.lay.board_art.get_at((x - scene.lay.board.x, y - scene.lay.board.y))
    shown = app.screen.get_at((x, y))
    piece_px = surf.get_at((anchor[0], anchor[1] // 2))
    # the pixel lies between the board behind and the piece itself, nearer the board (≈35 % piece)
    for ch in range(3):
        lo, hi = sorted((board_only[ch], piece_px[ch]))
        assert lo - 3 <= shown[ch] <= hi + 3
    assert FADE < 128


def test_coordinates_round_the_board_follow_the_setting(tmp_path, monkeypatch) -> None:
    from game.play import remembered

    app, scene = _full_but_one(tmp_path, monkeypatch, 0)
    assert remembered.pref(app.settings, "coordinates"), "on by default"
    front = scene.camera.slots()[12]  # a1: the letter 'a' sits under it
    box = pygame.Rect(0, 0, front.cell_w // 2, front.cell_w // 3)
    box.midtop = (front.pos[0], front.pos[1] + round(front.cell_w * 0.42))
    with_marks = app.screen.subsurface(box).copy()
    remembered.put_pref(app.settings, "coordinates", False)
    step(app, frames=2)
    without = app.screen.subsurface(box).copy()
    differ = sum(
        with_marks.get_at((x, y)) != without.get_at((x, y)) for x in range(box.w) for y in range(box.h)
    )
    assert differ > 10, "the letter a is drawn under the first file, and goes when the setting is off"
    assert app.settings["game_defaults"]["table"]["coordinates"] is False


def _top_row_won(tmp_path, monkeypatch, frames_between: int = 0, finish: bool = True):
    """A classic table whose game has just ended with four light pieces in the top row (animations on); with
    ``frames_between``, that many frames drawn after each move; without ``finish``, the last piece is not placed."""
    app, scene = quarto_hot_seat(tmp_path, monkeypatch, frames=30, animation="normal")
    for piece, cell in ((0, 0), (2, 1), (4, 2), (6, 3)):
        scene.session.play(Give(piece))
        if cell == 3 and not finish:
            return app, scene
        scene.session.play(Place(cell))
        step(app, frames=frames_between)
    scene.game_over()
    scene.view.invalidate()
    return app, scene


def test_the_winning_pieces_rise_in_turn(tmp_path, monkeypatch) -> None:
    app, scene = _top_row_won(tmp_path, monkeypatch)
    depth = scene.view.depth
    assert depth.active()
    step(app, frames=12)  # 0.2 s: the first piece is on its way up, the last has not started
    first, last = depth.rise(0), depth.rise(3)
    assert first > 0 and last == 0 and depth.rise(5) == 0
    step(app, frames=90)
    assert depth.rise(0) == depth.rise(3) == scene.lay.px(16), "then they all stay up"


def test_the_risen_line_is_kept_still_by_the_static_layer(tmp_path, monkeypatch) -> None:
    """Once every winning piece is up, the board is no longer drawn piece by piece each frame: the static layer
    keeps the picture, and it is the very picture the moving board's last frame showed."""
    app, scene = _top_row_won(tmp_path, monkeypatch)
    depth = scene.view.depth
    step(app, frames=6)
    assert depth.live() and not depth.risen(), "the pieces are rising: drawn in depth order every frame"
    step(app, frames=90)
    assert depth.risen() and not depth.live()
    step(app, frames=12)  # the static layer's pending rectangles are drawn
    assert not scene.view.static.pending
    board = scene.lay.board
    still = app.screen.subsurface(board).copy()

    monkeypatch.setattr(type(depth), "risen", lambda self: False)  # the moving board, at its last frame
    assert depth.live()
    step(app, frames=12)
    moving = app.screen.subsurface(board).copy()
    assert pygame.image.tobytes(still, "RGB") == pygame.image.tobytes(moving, "RGB")


def test_the_winning_pieces_lights_are_painted_ahead_in_quiet_frames(tmp_path, monkeypatch) -> None:
    """A winning piece's light (its halo) takes 1–2 ms to paint at 1920×1080. Painted as each piece began to rise,
    it made every step of the win moment a slow frame; the table paints the four outlines' halos for each row's
    width in quiet frames during the game instead, so the rise paints none — even for the piece just placed."""
    from game.scenes.quarto import art
    from game.scenes.table import view

    monkeypatch.setattr(
        view, "QUIET_S", 1.0
    )  # every drawn frame counts as quiet: test machines' timing varies
    art._halos.clear()  # nothing painted by an earlier test at this size
    app, scene = _top_row_won(tmp_path, monkeypatch, frames_between=3)
    widths = {slot.cell_w for slot in scene.camera.slots()}
    assert len(art._halos) == 4 * len(widths)

    def no_painting(*args, **kwargs):
        raise AssertionError("a halo was painted during the win moment")

    monkeypatch.setattr(art.pygame.mask, "from_surface", no_painting)
    step(app, frames=100)
    assert scene.view.depth.risen() and scene.view.depth.rise(3) == scene.lay.px(16)


def test_a_table_left_idle_paints_the_halos_without_drawing(tmp_path, monkeypatch) -> None:
    """Frames with nothing to draw do the same work ahead (a person thinking over the board draws nothing)."""
    from game.scenes.quarto import art
    from game.scenes.table import view

    monkeypatch.setattr(view, "QUIET_S", 0.0)  # no drawn frame is quiet
    app, scene = _top_row_won(tmp_path, monkeypatch, frames_between=0, finish=False)
    art._halos.clear()
    for _ in range(40):
        assert not scene.update(1 / 60)
    assert len(art._halos) == 4 * len({slot.cell_w for slot in scene.camera.slots()})


def test_the_result_card_is_painted_before_it_shows(tmp_path, monkeypatch) -> None:
    """The card's picture (≈ 2 ms at 1920×1080) is painted in a quiet frame of the win moment, before the card
    shows; the frame that shows it only puts it in the static layer."""
    from game.scenes.table import view
    from game.scenes.table.result_card import ResultCard

    monkeypatch.setattr(view, "QUIET_S", 1.0)  # every drawn frame is quiet: test machines vary
    app, scene = _top_row_won(tmp_path, monkeypatch)
    shown_when_painted = []
    real = ResultCard._paint

    def paint(card, *args):
        shown_when_painted.append(scene.result_shown())
        return real(card, *args)

    monkeypatch.setattr(ResultCard, "_paint", paint)
    for _ in range(240):
        step(app)
        if scene.result_shown():
            break
    step(app, frames=5)
    assert scene.result_shown() and shown_when_painted == [False]


def test_a_long_win_keeps_the_banner_whole_by_naming_only_where(tmp_path, monkeypatch) -> None:
    """Aces & Faces wins read "all female and all followers in the diagonal from the top right": at 1280x720 the
    banner cut that short mid-word; it says where the line is, and the words at the board's foot say the rest."""
    app, scene = quarto_hot_seat(
        tmp_path, monkeypatch, names=("Maximiliana", "Bob"), menu_key="aces-faces", pieces="aces"
    )
    s = scene.session
    for piece, cell in ((0, 0), (2, 1), (4, 2), (6, 3)):
        s.play(Give(piece))
        s.play(Place(cell))
    assert s.state.is_over and s.state.outcome.winner is not None
    (title, least), _line = scene.view.static._banner_text()  # (and who won alone, for larger text)
    assert least.startswith(("Maximiliana wins!", "Bob wins!"))
    width = scene.lay.banner.w - scene.lay.px(28)
    assert app.theme.fit_text(title, 22, width, bold=True)[0] == title, "nothing is cut short"
    if app.theme.font(18, True).size(s.banner())[0] > width:
        assert title == s.result_text(brief=True)
    else:
        assert title == s.banner()
    assert title.startswith("Maximiliana wins — ") or title.startswith("Bob wins — ")


def test_while_a_piece_is_chosen_every_open_hole_is_thinly_ringed(tmp_path, monkeypatch) -> None:
    """A tall piece on a1 hides the hole a2 behind it whole; choosing what to give is about where it may go. Each
    ring is cut where a piece stands in front of it (tests/scenes/quarto/test_board_rings.py)."""
    from game.scenes.quarto import depth

    app, scene = quarto_hot_seat(tmp_path, monkeypatch)
    for piece, cell in ((0, 12), (2, 13), (4, 14)):  # three pieces along the front row
        scene.session.play(Give(piece))
        scene.session.play(Place(cell))
    scene.view.invalidate()
    assert scene.state.phase == "give"
    ringed: list[int] = []
    real = depth.clipped_ring
    monkeypatch.setattr(
        depth,
        "clipped_ring",
        lambda board, slots, cell, *a: ringed.append(cell) or real(board, slots, cell, *a),
    )
    scene.view.depth._rings.clear()  # (no ring kept from the empty board's: every one cut for this position)
    step(app, frames=1)
    board, slots = scene.state.board, scene.camera.slots()
    open_cells = [c for c, p in enumerate(board) if p is None]
    behind = [c for c in open_cells if depth.in_front(board, slots, c, depth.hole(slots[c]))]
    assert behind and sorted(c for c in ringed if c in behind) == behind, "each ring a piece cuts: its own"
    plain = [c for c in ringed if c not in behind]  # (a ring nothing cuts: one picture for its size)
    assert len(plain) == len({depth.hole(slots[c]).size for c in open_cells if c not in behind})
    rings = scene.view.depth.open_rings()  # a picture per open hole, each in its hole's own box
    assert [box for _pic, box in rings] == [depth.hole(slots[c]) for c in open_cells], (
        "each open hole is ringed, those hidden behind a piece too; a filled one not"
    )
    for c, (pic, box) in zip(open_cells, rings, strict=True):
        fresh = real(board, slots, c, box, depth.OPEN, max(1, scene.view.lay.px(1)))
        assert pygame.image.tobytes(pic, "RGBA") == pygame.image.tobytes(fresh, "RGBA")
    pic, box = rings[open_cells.index(8)]
    assert any(pic.get_at((x, y)).a for x in range(box.w) for y in range(box.h))


def test_a_new_position_cuts_again_only_the_rings_its_piece_stands_in_front_of(tmp_path, monkeypatch) -> None:
    """The open holes' rings of the last position are kept where the pieces in front of them are the same; each
    is the ring a fresh cut gives."""
    from game.scenes.quarto import depth

    app, scene = quarto_hot_seat(tmp_path, monkeypatch)
    for piece, cell in ((0, 12), (2, 13)):
        scene.session.play(Give(piece))
        scene.session.play(Place(cell))
    scene.view.depth.open_rings()
    cut: list[int] = []
    real = depth.clipped_ring
    monkeypatch.setattr(
        depth, "clipped_ring", lambda board, slots, cell, *a: cut.append(cell) or real(board, slots, cell, *a)
    )
    scene.session.play(Give(4))
    scene.session.play(Place(9))  # b2, in front of the holes behind it only
    kept = scene.view.depth.open_rings()
    assert 0 < len(cut) < len(kept), "only the rings the new piece stands in front of are cut again"
    scene.view.depth._rings.clear()
    scene.view.depth._open = None
    fresh = scene.view.depth.open_rings()
    assert [(pygame.image.tobytes(p, "RGBA"), b) for p, b in kept] == [
        (pygame.image.tobytes(p, "RGBA"), b) for p, b in fresh
    ]
