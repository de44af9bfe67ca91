"""Classic pieces at sharp sizes (issue 46): painted faster but the same picture, their outlines kept from painting
or read from disk instead of painted alone, a face read alone from its batch on disk, a batch written a face a
step, and the pieces' shadows within their own bound in bytes."""

from __future__ import annotations

import math

import pygame
import pytest
from helpers_art import pixels

from game.art import _draw, diskcache, pieces
from game.scenes.quarto import art
from game.scenes.table.ahead import Batch, FacesAhead

MB = 1 << 20


def _forget() -> None:
    """Every in-memory copy dropped, as a new process starts."""
    art._face.cache_clear()
    art._warm.clear()
    art._from_disk.clear()
    art._read_alone.clear()
    art._writing.clear()
    art._silhouette.cache_clear()
    pieces._piece.cache_clear()
    pieces._shadow.cache_clear()
    pieces._outlines.clear()


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    _forget()
    yield tmp_path / "home"
    _forget()


def _grain_before(surf, piece, c, ax, ay, lift, square, dark) -> None:
    """The grain as it was painted before (the 24-bit streaks darkened by two blended fills)."""
    w, h = surf.get_size()
    streaks = pygame.transform.smoothscale(_draw.noise(max(4, int(c / 9)), 3, seed=piece * 7 + 1), (w, h))
    streaks.fill((36, 36, 36), special_flags=pygame.BLEND_RGB_MULT)
    streaks.fill((219, 219, 219), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(streaks, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    rings = _draw.canvas(w, h)
    r_max = (pieces.SQUARE_A if square else pieces.ROUND_R) * c * 0.92
    for k in range(1, 5):
        r = r_max * k / 4.6 + (piece % 3) * c * 0.008
        rect = pygame.Rect(0, 0, 2 * r * (1.0 + 0.05 * (k % 2)), 2 * r * pieces.TILT)
        rect.center = (round(ax + c * 0.03), round(ay - lift + c * 0.01))
        pygame.draw.ellipse(rings, (0, 0, 0, 26 if not dark else 34), rect, max(1, round(c * 0.008)))
    surf.blit(rings, (0, 0))


def _hole_before(surf, c, cx, cy, wood) -> None:
    """The hole as it was painted before: on surfaces and masks the body's size."""
    r = c * 0.15
    rect = pygame.Rect(0, 0, round(2 * r), round(2 * r * pieces.TILT))
    rect.center = (round(cx), round(cy))
    wall = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    pygame.draw.ellipse(wall, (*_draw.shade(wood, 0.5), 255), rect)
    floor = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    floor_rect = rect.move(0, round(r * 0.55))
    pygame.draw.ellipse(floor, (0, 0, 0, 255), floor_rect.inflate(-rect.w * 0.1, -rect.h * 0.1))
    deep = pygame.mask.from_surface(wall).overlap_mask(pygame.mask.from_surface(floor), (0, 0))
    wall.blit(_draw.mask_surface(deep, _draw.shade(wood, 0.26)), (0, 0))
    surf.blit(wall, (0, 0))
    lip = rect.inflate(max(2, round(c * 0.02)), max(2, round(c * 0.02)))
    arc = _draw.shade(wood, 1.3)
    pygame.draw.arc(surf, arc, lip, math.pi * 1.05, math.pi * 1.95, max(2, round(c * 0.014)))


def _one_part(paint):
    """``paint`` as a painting of one part (what a painting in parts ``yield from``s)."""

    def parts(*args):
        paint(*args)
        yield from ()

    return parts


@pytest.mark.parametrize("size", [40, 121, 295])
def test_a_piece_is_the_same_picture_as_painted_before(home, monkeypatch, size) -> None:
    """Byte for byte, the clear pixels' colour included (a smoothscale of the face averages it in)."""
    now = {(p, cb): pixels(pieces._piece.fn(p, size, cb, True)) for p in range(16) for cb in (False, True)}
    monkeypatch.setattr(pieces, "_grain", _one_part(_grain_before))  # (the grain is painted in parts now)
    monkeypatch.setattr(pieces, "_hole", _hole_before)
    before = {(p, cb): pixels(pieces._piece.fn(p, size, cb, True)) for p in range(16) for cb in (False, True)}
    assert now == before


def _same(a: pygame.mask.Mask, b: pygame.mask.Mask) -> bool:
    return a.get_size() == b.get_size() and a.count() == b.count() == a.overlap_area(b, (0, 0))


@pytest.mark.parametrize("size", [40, 121, 295])
def test_an_outline_kept_from_painting_a_face_is_the_shadowless_pieces_mask(home, size) -> None:
    for bits in art.OUTLINES:
        pieces._outlines.clear()
        pieces.classic_piece(bits | 9, size, colorblind=True)  # dark, hollow, marked: the same outline
        kept = pieces.body_outline(bits, size)
        painted = pygame.mask.from_surface(pieces.classic_piece(bits, size, shadow=False), 0)
        assert kept is not None and _same(kept, painted)


def test_outlines_and_faces_come_back_from_disk_without_painting(home) -> None:
    cell = 150
    painted = {p: pixels(art.face("classic", p, cell)[0]) for p in range(16)}
    assert art.warm_faces("classic", cell)  # stored: the faces and the outlines beside them
    masks = {
        b: pygame.mask.from_surface(pieces.classic_piece(b, cell, shadow=False), 0) for b in art.OUTLINES
    }
    _forget()
    for bits in art.OUTLINES:
        assert _same(art.silhouette(bits, cell)[0], masks[bits])
    assert pixels(art.face("classic", 11, cell)[0]) == painted[11]  # read alone from its batch
    assert pieces._piece.misses == 0  # nothing painted
    for p in range(16):
        assert pixels(art.face("classic", p, cell)[0]) == painted[p]
    assert pieces._piece.misses == 0
    assert art.warm_faces("classic", cell, paint=False)  # every face in memory, read from disk: ready


def test_a_big_batch_on_disk_is_left_to_be_read_a_face_at_a_time(home, monkeypatch) -> None:
    art.warm_faces("classic", 120)
    _forget()
    monkeypatch.setattr(art, "WHOLE_BATCH_BYTES", 1)
    assert not art.warm_faces("classic", 120, paint=False)  # not read whole in one step
    assert len(art._face.kept) == 0
    monkeypatch.setattr(art, "WHOLE_BATCH_BYTES", 8 << 20)
    assert art.warm_faces("classic", 120, paint=False)  # a small one is read whole, as before
    assert len(art._face.kept) == 16 and pieces._piece.misses == 0


def test_a_batch_read_a_face_at_a_time_is_not_written_again(home, monkeypatch) -> None:
    """A warm 4K table reads its big batches a face at a time; the store that follows found them on disk
    already (it wrote the file again, reading back the faces the art budget had let go: 4–6 ms a frame)."""
    art.warm_faces("classic", 120)
    _forget()
    for p in range(16):
        art.face("classic", p, 120)  # each read alone from the file
    written: list[str] = []
    monkeypatch.setattr(diskcache, "Writer", lambda name, surfs: written.append(name))
    assert art.store_faces("classic", 120) and written == [] and art.on_disk("classic", 120)
    assert pieces._piece.misses == 0


def test_a_surface_read_alone_is_the_one_stored_and_a_damaged_file_gives_none(home) -> None:
    surfs = [pygame.Surface((w, 7), pygame.SRCALPHA) for w in (5, 9, 13)]
    for i, s in enumerate(surfs):
        s.fill((10 * i, 20, 30, 40 + i))
    diskcache.store("probe", surfs)
    whole = diskcache.load("probe", 3)
    assert whole is not None
    for i in range(3):
        one = diskcache.load_one("probe", 3, i)
        assert one is not None and pixels(one) == pixels(whole[i]) == pixels(surfs[i])
    assert diskcache.load_one("probe", 2, 0) is None  # another count: another batch
    assert diskcache.load_one("probe", 3, 3) is None
    path = diskcache._path("probe")
    path.write_bytes(path.read_bytes()[:-10])  # cut short
    assert diskcache.load_one("probe", 3, 2) is None
    assert diskcache.load_one("missing", 3, 0) is None


def test_a_batch_written_a_step_at_a_time_is_the_same_file(home) -> None:
    surfs = [pygame.Surface((11, 6), pygame.SRCALPHA) for _ in range(4)]
    for i, s in enumerate(surfs):
        s.fill((i, 2 * i, 3 * i, 255))
    diskcache.store("whole", surfs)
    writer = diskcache.Writer("steps", surfs)
    steps = 1
    while not writer.step():
        steps += 1
        assert not diskcache.exists("steps")  # renamed into place by the last step only
    assert steps == 6  # the header, four surfaces, the rename
    assert diskcache._path("steps").read_bytes() == diskcache._path("whole").read_bytes()


def test_the_faces_ahead_store_a_face_a_step(home) -> None:
    for p in range(16):
        art.face("classic", p, 90)
    calls = []

    def store() -> bool:
        calls.append(1)
        return art.store_faces("classic", 90)

    ahead = FacesAhead([Batch("b", lambda: True, [], store)])
    ahead.unstored.append(ahead.unread.pop())  # (a batch painted whole, to store)
    while not ahead.done:
        assert ahead.step(0.002)
    assert len(calls) == 1 + 16 + 1 + 1 + 4 + 1  # the faces' header, faces, rename; the outlines'
    _forget()
    assert diskcache.load(art._disk_name("classic", 90, False), 16) is not None
    assert diskcache.load(art._outline_name(90), 4) is not None


def test_a_sharp_tables_piece_shadows_stay_within_their_bound(home) -> None:
    """Twelve shadows (four outlines at a 3840×2160 table's three sizes) took 12 MB; they are painted a size at a
    time, so 5 MB keep the four a size needs."""
    for size in (197, 278, 295):
        for p in range(16):
            pieces.classic_piece(p, size)
        assert pieces._shadow.bytes <= 5 * MB
    assert pieces._shadow.misses == 12  # none painted twice


def test_a_winning_piece_in_its_light_is_the_same_picture_as_before(home) -> None:
    """Copied and blitted in its box alone, as the whole halo copied, the face blitted on it and then cut."""
    light = (255, 200, 80)
    for size in (60, 180):
        for piece in (0, 6, 9, 15):
            glow, at = art.halo("classic", piece, size, light)
            surf, anchor = art.face("classic", piece, size, True)
            whole = glow.copy()
            whole.blit(surf, (at[0] - anchor[0], at[1] - anchor[1]))
            seen = whole.get_bounding_rect()
            got, got_at = art.lit("classic", piece, size, True, light)
            assert pixels(got) == pixels(whole.subsurface(seen)) and got_at == (
                at[0] - seen.x,
                at[1] - seen.y,
            )


def test_a_face_not_painted_yet_is_stood_in_for_then_painted_ahead(home) -> None:
    """The hand's piece before its size is painted: the board's size of it scaled, then the real face painted
    first by the work ahead (and the same picture as painted in the frame, as before)."""
    from game.scenes.quarto import soon

    soon._wanted.clear()
    for p in range(16):
        art.face("classic", p, 150)
    painted = pieces._piece.misses
    surf, anchor, real = soon.face_soon("classic", 5, 140)
    assert not real and pieces._piece.misses == painted  # nothing painted in this frame
    w, h, ax, ay = pieces.piece_box(150)
    assert surf.get_size() == (round(w * 140 / 150), round(h * 140 / 150))
    assert anchor == (round(ax * 140 / 150), round(ay * 140 / 150))
    assert soon.face_frame("classic", 5, 140) == (pieces.piece_box(140)[:2], pieces.piece_box(140)[2:])
    parts = 0
    while soon.paint_wanted():  # a part at a time (no budget: one part a call), the stand-in shown meanwhile
        parts += 1
        assert soon.face_soon("classic", 5, 140)[2] == soon.ready("classic", 5, 140)
    assert parts > 3 and pieces._piece.misses == painted + 1
    surf, anchor, real = soon.face_soon("classic", 5, 140)
    assert real and pixels(surf) == pixels(pieces._piece.fn(5, 140, False, True))
    assert soon.face_soon("classic", 6, 90, True)[2]  # no other size of it painted: painted now, as before
    art.warm_faces("classic", 130)  # stored on disk: read alone, not stood in for
    _forget()
    art.face("classic", 7, 150)
    assert soon.face_soon("classic", 7, 130)[2] and pieces._piece.misses == 1


def test_the_outlines_kept_from_painting_stay_within_their_bound(home) -> None:
    for size in range(20, 60, 4):  # ten sizes, four outlines each: forty kept at most without the bound
        for bits in art.OUTLINES:
            pieces.classic_piece(bits, size)
            assert len(pieces._outlines) <= pieces.OUTLINES_KEPT
    assert pieces.body_outline(6, 56) is not None  # the newest always kept


def test_a_glide_shown_by_a_stand_in_keeps_the_table_painting_once_its_face_is_ready(
    tmp_path, monkeypatch
) -> None:
    """A piece gliding at a size not painted yet is drawn from another size (``soon``); once the real face is
    ready the view says it is still painting, so the next frame shows it (as for the hand's stand-in) — a frame
    that stood in is never taken for the whole table."""
    from helpers import quarto_hot_seat, step

    from game.rules.quarto.moves import Give
    from game.scenes.quarto import soon

    app, scene = quarto_hot_seat(tmp_path, monkeypatch, frames=3)
    ready: set[int] = set()
    monkeypatch.setattr(soon, "stand_in_width", lambda pieces, piece, w, cb=False: int(w) + 10)
    monkeypatch.setattr(soon, "ready", lambda pieces, piece, w, cb=False: piece in ready)
    scene.apply(Give(5), 0)
    assert scene.glides, "giving a piece glides it to the other seat's hand"
    for _ in range(60):  # the frames after the move, until only the glide is left to show
        step(app, frames=1)
        if not scene.view.painting():
            break
    assert scene.glides and not scene.view.painting(), "mid-glide, with its real face not ready: nothing owed"
    ready.add(5)
    assert scene.view.painting(), "the real face is ready: the next frame must show it"
