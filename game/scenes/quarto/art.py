"""The table's view of the procedural art: one call per thing drawn, sized and cached for the layout.

Pieces: ``face(set_key, piece, cell_w, colorblind) -> (surface, anchor)`` where ``anchor`` is the point of the
surface that goes on a cell centre (the footprint of a classic piece, the centre of a card).
"""

from __future__ import annotations

import functools
from typing import TypeVar

import pygame

from game.art import backs, diskcache, setcolours, table
from game.art.faces import quarto_face
from game.art.memo import art_cache
from game.art.pieces import body_outline, classic_piece, outline_bits, paint_step, piece_anchor
from game.art.topdown import flat_piece

T = TypeVar("T")

SET_ASPECT = 1.6  # landscape SET cards: width / height
PLAYING_ASPECT = 1.4  # portrait playing cards: height / width


def cell_shape(set_key: str, cell_w: int) -> tuple[int, int]:
    """The size of a place on the board for a cell of width ``cell_w``."""
    if set_key == "set":
        return cell_w, round(cell_w / SET_ASPECT)
    if set_key in ("aces", "common"):
        return cell_w, round(cell_w * PLAYING_ASPECT)
    return cell_w, cell_w


def face(
    set_key: str, piece: int, cell_w: int, colorblind: bool = False
) -> tuple[pygame.Surface, tuple[int, int]]:
    """The surface of a piece or card sized for a cell ``cell_w`` wide, and its anchor point."""
    return _face(set_key, piece, max(8, int(cell_w)), bool(colorblind))


_from_disk: dict[
    tuple, pygame.Surface
] = {}  # faces read by warm_faces, handed over to _face's cache on first use
_warm: set[tuple] = set()


def on_disk(set_key: str, cell_w: int, colorblind: bool = False) -> bool:
    """An earlier run stored the 16 faces of ``set_key`` at ``cell_w`` (read them with ``warm_faces``; a stale or
    damaged file reads as nothing); or they are ready in memory already."""
    cell_w, colorblind = max(8, int(cell_w)), bool(colorblind)
    return (set_key, cell_w, colorblind) in _warm or diskcache.exists(_disk_name(set_key, cell_w, colorblind))


def _disk_name(set_key: str, cell_w: int, colorblind: bool) -> str:
    """A batch's file: SET cards' names carry the card colours they were painted in."""
    colours = f"-{setcolours.chosen()}" if set_key == "set" else ""
    return f"faces-{set_key}-{cell_w}-{int(colorblind)}{colours}"


# a stored batch larger than this is read a face at a time (``face`` reads one alone when it is asked for):
# read whole, a 3840×2160 table's 14–16 MB batch took one frame 12–18 ms
WHOLE_BATCH_BYTES = 8 << 20
_read_alone: set[tuple] = set()  # batches of which a face was read alone from disk (their file is this art's)


def warm_faces(set_key: str, cell_w: int, colorblind: bool = False, *, paint: bool = True) -> bool:
    """Make the 16 faces of ``set_key`` at ``cell_w`` ready: read from the disk cache when a run painted them
    before (a few ms), else painted now (≈ 10 ms each for classic pieces) and stored for the next run — unless
    ``paint`` is False (the caller makes them over several frames: a face asked for is read alone from disk when
    its batch is stored there, else painted; a batch over ``WHOLE_BATCH_BYTES`` is left to that even when it is
    stored). True when they are ready."""
    cell_w, colorblind = max(8, int(cell_w)), bool(colorblind)
    batch = (set_key, cell_w, colorblind)
    if batch in _warm:
        return True
    name = _disk_name(set_key, cell_w, colorblind)
    if batch in _read_alone and all(_face.ready(set_key, p, cell_w, colorblind) for p in range(16)):
        _warm.add(batch)  # every face in memory, and the disk holds them (a face was read from there)
        return True
    if not paint and diskcache.nbytes(name) > WHOLE_BATCH_BYTES:
        return False
    stored = diskcache.load(name, 16)
    if stored is None and not paint:
        return False
    if stored is not None:
        for piece, surf in enumerate(stored):
            _from_disk[(set_key, piece, cell_w, colorblind)] = surf
        for piece in range(16):
            _face(set_key, piece, cell_w, colorblind)
            # a face still in _face's cache never took its copy from disk: drop it (kept, they piled up with
            # every size the window went back to — 17 MB after a few hundred resizes)
            _from_disk.pop((set_key, piece, cell_w, colorblind), None)
    else:
        diskcache.store(name, [_face(set_key, piece, cell_w, colorblind)[0] for piece in range(16)])
        if set_key == "classic":  # the pieces' outlines beside them (``silhouette``)
            diskcache.store(_outline_name(cell_w), [_outline_picture(bits, cell_w) for bits in OUTLINES])
    _warm.add(batch)
    if len(_warm) > 12:  # the faces cache forgets old sizes: so does this
        _warm.clear()
        _read_alone.clear()
    return True


_writing: dict[tuple, list[diskcache.Writer]] = {}  # batches being stored a step at a time (``store_faces``)


def store_faces(set_key: str, cell_w: int, colorblind: bool = False) -> bool:
    """``warm_faces``'s storing of 16 faces all in memory, a step at a time (a face a step, for the frames that
    work ahead); True once they are stored (the classic pieces' outlines beside them)."""
    cell_w, colorblind = max(8, int(cell_w)), bool(colorblind)
    batch = (set_key, cell_w, colorblind)
    if (
        batch in _read_alone
    ):  # read from its file a face at a time: the disk holds them (a warm 4K table wrote
        _warm.add(batch)  # its batch again, and read back the faces the art budget had let go: 4–6 ms)
    if batch in _warm:
        return True
    writers = _writing.get(batch)
    if writers is None:
        faces = [_face(set_key, piece, cell_w, colorblind)[0] for piece in range(16)]
        writers = [diskcache.Writer(_disk_name(set_key, cell_w, colorblind), faces)]
        if set_key == "classic":
            outlines = [_outline_picture(bits, cell_w) for bits in OUTLINES]
            writers.append(diskcache.Writer(_outline_name(cell_w), outlines))
        _writing[batch] = writers
    if writers[0].step():
        writers.pop(0)
    if writers:
        return False
    del _writing[batch]
    _warm.add(batch)
    return True


def face_step(set_key: str, piece: int, cell_w: int, colorblind: bool = False) -> bool:
    """One part of ``face``'s work for this face: a classic piece neither kept nor on disk is painted a part at a
    time (``pieces.paint_step``: ≈ 1 ms a part at 3840×2160, where the whole piece takes 5–6); any other face
    is made now (read alone from disk, or painted). True once ``face`` gives it without painting."""
    cell_w, colorblind = max(8, int(cell_w)), bool(colorblind)
    if set_key == "classic" and not face_ready(set_key, piece, cell_w, colorblind):
        if not paint_step(piece, cell_w, colorblind=colorblind):
            return False
    face(set_key, piece, cell_w, colorblind)
    return True


def face_ready(set_key: str, piece: int, cell_w: int, colorblind: bool = False) -> bool:
    """``face`` would give this face without painting it: kept in memory, or its batch is on disk."""
    cell_w, colorblind = max(8, int(cell_w)), bool(colorblind)
    return _face.ready(set_key, piece, cell_w, colorblind) or diskcache.exists(
        _disk_name(set_key, cell_w, colorblind)
    )


def painted_widths(set_key: str, piece: int, colorblind: bool = False) -> list[int]:
    """The cell widths at which ``piece``'s face is kept in memory now."""
    return [
        k[2]
        for k in _face.kept
        if isinstance(k, tuple) and k[0] == set_key and k[1] == piece and k[3] == bool(colorblind)
    ]


def _stored_face(set_key: str, piece: int, cell_w: int, colorblind: bool) -> pygame.Surface | None:
    """A face handed over by ``warm_faces``, else read alone from its batch on disk, else None."""
    stored = _from_disk.pop((set_key, piece, cell_w, colorblind), None)
    if stored is None:
        stored = diskcache.load_one(_disk_name(set_key, cell_w, colorblind), 16, piece)
        if stored is not None:
            _read_alone.add((set_key, cell_w, colorblind))
    return stored


@art_cache(256)
def _face(set_key: str, piece: int, cell_w: int, colorblind: bool) -> tuple[pygame.Surface, tuple[int, int]]:
    stored = _stored_face(set_key, piece, cell_w, colorblind)
    if set_key == "classic":
        if stored is not None:
            return stored, piece_anchor(cell_w)
        return classic_piece(piece, cell_w, colorblind=colorblind), piece_anchor(cell_w)
    if set_key == "flat":  # the classic pieces seen from above (the 2D board)
        if stored is not None:
            return stored, (cell_w // 2, cell_w // 2)
        return flat_piece(piece, cell_w, colorblind), (cell_w // 2, cell_w // 2)
    size = cell_shape(set_key, cell_w)
    surf = stored if stored is not None else quarto_face(set_key, piece, size, colorblind=colorblind)
    return surf, (size[0] // 2, size[1] // 2)


card_back = backs.card_back  # a face-down card for the board's places (cached by the art)
place_outline = backs.place_outline  # a soft outline for a legal place on the unmarked board


@art_cache(32)
def glow(size: tuple[int, int], colour: tuple[int, int, int], radius: int) -> pygame.Surface:
    """A soft halo around a rectangle of ``size`` (drawn small and smoothscaled: a cheap blur)."""
    pad = max(4, radius)
    w, h = size[0] + 2 * pad, size[1] + 2 * pad
    f = 4
    small = pygame.Surface((max(1, w // f), max(1, h // f)), pygame.SRCALPHA)
    inner = pygame.Rect(pad // f, pad // f, max(1, size[0] // f), max(1, size[1] // f))
    pygame.draw.rect(small, (*colour, 230), inner.inflate(pad // f, pad // f), border_radius=max(1, pad // f))
    for _ in range(2):
        small = pygame.transform.smoothscale(
            small, (max(1, small.get_width() // 2), max(1, small.get_height() // 2))
        )
        small = pygame.transform.smoothscale(small, (max(1, w // f), max(1, h // f)))
    return pygame.transform.smoothscale(small, (w, h))


@art_cache(16)
def soft_shadow(size: tuple[int, int], alpha: int = 110) -> pygame.Surface:
    """A blurry oval shadow for a lifted piece: an ellipse painted tiny and smoothscaled up (very soft edges)."""
    small = pygame.Surface((24, 12), pygame.SRCALPHA)
    pygame.draw.ellipse(small, (0, 0, 0, alpha), (5, 3, 14, 6))
    small = pygame.transform.smoothscale(small, (12, 6))
    small = pygame.transform.smoothscale(small, (24, 12))
    return pygame.transform.smoothscale(small, (max(2, size[0]), max(2, size[1])))


OUTLINES = (0, 2, 4, 6)  # the classic pieces' four outlines (``outline_bits``)


def silhouette(piece: int, cell_w: int) -> tuple[pygame.mask.Mask, tuple[int, int]]:
    """Where a classic piece's body covers the screen (its shadow left out), with its anchor: what a ring behind
    it must never be drawn over. Kept per outline (``outline_bits``): four serve sixteen pieces."""
    return _silhouette(outline_bits(piece), max(8, int(cell_w)))


@functools.lru_cache(maxsize=24)
def _silhouette(bits: int, cell_w: int) -> tuple[pygame.mask.Mask, tuple[int, int]]:
    """The body's mask: kept from painting a face of that outline (``body_outline``), else read from the disk
    cache beside the faces, else painted alone (a classic piece at 3840×2160: 10–20 ms, in the frame that asked)."""
    mask = body_outline(bits, cell_w) or _stored_outline(bits, cell_w)
    if mask is None:
        mask = pygame.mask.from_surface(classic_piece(bits, cell_w, shadow=False), 0)
    return mask, piece_anchor(cell_w)


def _outline_name(cell_w: int) -> str:
    return f"outlines-classic-{cell_w}"


def _outline_picture(bits: int, cell_w: int) -> pygame.Surface:
    """An outline's mask as a picture to store: opaque white where the body covers, clear elsewhere."""
    return _silhouette(bits, cell_w)[0].to_surface(setcolor=(255, 255, 255, 255), unsetcolor=(0, 0, 0, 0))


def _stored_outline(bits: int, cell_w: int) -> pygame.mask.Mask | None:
    """Outline ``bits`` at ``cell_w`` read from the disk cache (stored with the faces), or None."""
    stored = diskcache.load_one(_outline_name(cell_w), len(OUTLINES), OUTLINES.index(bits))
    return None if stored is None else pygame.mask.from_surface(stored, 0)


def silhouette_box(piece: int, cell_w: int) -> pygame.Rect:
    """The box round a classic piece's body (``silhouette``) in its surface: asked many times a frame, kept."""
    return _silhouette_box(outline_bits(piece), max(8, int(cell_w))).copy()


@functools.lru_cache(maxsize=24)
def _silhouette_box(bits: int, cell_w: int) -> pygame.Rect:
    mask = _silhouette(bits, cell_w)[0]
    boxes = mask.get_bounding_rects()
    return boxes[0].unionall(boxes[1:]) if boxes else pygame.Rect(0, 0, 0, 0)


def wood_board(size: tuple[int, int]) -> tuple[pygame.Surface, list[tuple[int, int]], int]:
    """The classic round board fitted in ``size``: (surface, cell centres, cell width for pieces)."""
    return _board((size[0], size[1])), table.board_cells(size), table.board_cell_width(size)


@art_cache(4)
def _board(size: tuple[int, int]) -> pygame.Surface:
    """The board's art from the disk cache, else painted (≈ 0.1–0.2 s) and stored there."""
    name = f"board-{size[0]}x{size[1]}"
    stored = diskcache.load(name, 1)
    if stored is not None:
        return stored[0]
    surf = table.wood_board(size)
    diskcache.store(name, [surf])
    return surf


_halos: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}
_lit: dict[tuple, tuple[pygame.Surface, tuple[int, int]]] = {}
KEEP = 40  # halos or lit pieces kept: a table's sizes and a spare; more means sizes long gone, so start again


def _keep(cache: dict[tuple, T], key: tuple, value: T) -> T:
    if len(cache) >= KEEP:
        cache.clear()
    cache[key] = value
    return value


def halo(
    set_key: str, piece: int, cell_w: int, colour: tuple[int, int, int]
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A soft glow in the shape of a piece (its silhouette, blurred, doubled), to draw behind it; with its anchor.
    Kept per outline: a classic piece's outline is its height and shape alone (``outline_bits``), so four halos
    serve sixteen pieces (≈ 1–2 ms each to paint at 1920×1080)."""
    key = _halo_key(set_key, piece, cell_w, colour)
    got = _halos.get(key)
    if got is not None:
        return got
    surf, anchor = face(set_key, key[1], cell_w, False)
    mask = pygame.mask.from_surface(surf, 160)
    pad = max(8, cell_w // 3)
    solid = mask.to_surface(setcolor=(*colour, 255), unsetcolor=(*colour, 0))
    sw, sh = solid.get_size()
    grow = 1.22  # dilate the silhouette so the light shows around the piece, not only behind it
    bigger = pygame.transform.smoothscale(solid, (round(sw * grow), round(sh * 1.08)))
    big = pygame.Surface((sw + 2 * pad, sh + 2 * pad), pygame.SRCALPHA)
    big.fill((*colour, 0))
    big.blit(bigger, (pad - round(sw * (grow - 1) / 2), pad - round(sh * 0.06)))
    w, h = big.get_size()
    small = pygame.transform.smoothscale(big, (max(1, w // 8), max(1, h // 8)))
    small = pygame.transform.smoothscale(small, (max(1, w // 4), max(1, h // 4)))
    one = pygame.transform.smoothscale(small, (w, h))
    # two glows stacked: one blit a frame looks like two (alpha compositing is associative)
    doubled = one.copy()
    doubled.blit(one, (0, 0))
    return _keep(_halos, key, (doubled, (anchor[0] + pad, anchor[1] + pad)))


def halo_ready(set_key: str, piece: int, cell_w: int, colour: tuple[int, int, int]) -> bool:
    return _halo_key(set_key, piece, cell_w, colour) in _halos


def _halo_key(set_key: str, piece: int, cell_w: int, colour: tuple[int, int, int]) -> tuple:
    """A halo is kept per outline: a classic piece's is its height and shape alone (``outline_bits``)."""
    return (set_key, outline_bits(piece) if set_key == "classic" else piece, cell_w, colour)


def lit(
    set_key: str, piece: int, cell_w: int, colorblind: bool, colour: tuple[int, int, int]
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A winning piece in its light: its halo with the face over it, one surface cut to what shows (one small
    blit a frame while the line rises, and a small area to redraw round it); with its anchor. The halo is the
    slow part, so the table paints those ahead in quiet frames (``halo_ready``)."""
    key = (set_key, piece, cell_w, bool(colorblind), colour)
    got = _lit.get(key)
    if got is None:
        glow, at = halo(set_key, piece, cell_w, colour)
        surf, anchor = face(set_key, piece, cell_w, colorblind)
        off = (at[0] - anchor[0], at[1] - anchor[1])
        # only what shows (the halo's pad is mostly clear: a short piece's light is 1/6 of it): the light's box
        # and the face's, copied and blitted there alone (a copy of the whole halo, then a look for its box, took
        # 7 ms at 3840×2160)
        seen = glow.get_bounding_rect().union(surf.get_bounding_rect().move(off)).clip(glow.get_rect())
        both = glow.subsurface(seen).copy()
        both.blit(surf, (off[0] - seen.x, off[1] - seen.y))
        got = _keep(_lit, key, (both, (at[0] - seen.x, at[1] - seen.y)))
    return got


def scaled_to(
    set_key: str, piece: int, src_w: int, colorblind: bool, width: int
) -> tuple[pygame.Surface, tuple[int, int]]:
    """The face painted for a place ``src_w`` wide, scaled to exactly ``width`` (kept as ``scaled_face``'s are)."""
    return _scaled(set_key, piece, src_w, bool(colorblind), max(8, int(width)))


def scaled_face(
    set_key: str, piece: int, src_w: int, colorblind: bool, width: int
) -> tuple[pygame.Surface, tuple[int, int]]:
    """The face painted for a place ``src_w`` wide, scaled to ``width`` (a piece gliding between two sizes of
    place). Widths are rounded to steps of about 3 % and kept, so a glide scales a few times, not every frame."""
    step = max(2, src_w // 32)
    return _scaled(set_key, piece, src_w, bool(colorblind), max(step, round(width / step) * step))


@art_cache(48, mb=12)  # (48 at 1920×1080 take ≈ 9 MB; at 3840×2160 they took 35 MB)
def _scaled(
    set_key: str, piece: int, src_w: int, colorblind: bool, width: int
) -> tuple[pygame.Surface, tuple[int, int]]:
    face_surf, anchor = face(set_key, piece, src_w, colorblind)
    k = width / max(1, src_w)
    if abs(k - 1) <= 0.02:
        return face_surf, anchor
    size = (max(1, round(face_surf.get_width() * k)), max(1, round(face_surf.get_height() * k)))
    return pygame.transform.smoothscale(face_surf, size), (round(anchor[0] * k), round(anchor[1] * k))


@art_cache(64)
def ghost(
    set_key: str, piece: int, cell_w: int, colorblind: bool, alpha: int
) -> tuple[pygame.Surface, tuple[int, int]]:
    """A see-through copy of a face (the hover preview), keyed on what it shows — not on a surface's id, which
    Python reuses once the face cache lets the old surface go."""
    surf, anchor = face(set_key, piece, cell_w, colorblind)
    see_through = surf.copy()
    see_through.set_alpha(alpha)
    return see_through, anchor
