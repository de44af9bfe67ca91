"""Classic Quarto pieces: 16 distinct pieces whose four attributes show in their pixels."""

from __future__ import annotations

import pygame
import pytest
from helpers_art import mean_rgb, pixels

from game.art.pieces import TILT, classic_piece, outline_bits, piece_anchor, piece_box, piece_shadow


def _body(surf: pygame.Surface) -> pygame.Rect:
    """Bounding box of the wood (opaque pixels), leaving out the half-transparent shadow."""
    rects = pygame.mask.from_surface(surf, 230).get_bounding_rects()
    return rects[0].unionall(rects)


@pytest.mark.parametrize("size", [40, 64, 120, 200])
def test_pieces_render_in_their_box(size: int) -> None:
    w, h, ax, ay = piece_box(size)
    assert piece_anchor(size) == (ax, ay) and 0 < ax < w and 0 < ay < h
    for p in range(16):
        s = classic_piece(p, size)
        assert s.get_size() == (w, h)
        body = _body(s)
        assert body.width <= size * 0.7  # the piece fits its cell
        assert abs(body.centerx - ax) <= 2  # centred on the anchor
        assert body.bottom >= ay  # the foot reaches below the footprint centre


def test_the_16_pieces_are_distinct() -> None:
    assert len({pixels(classic_piece(p, 64)) for p in range(16)}) == 16


def test_attributes_read_from_the_pixels() -> None:
    c = 100
    tall, short = _body(classic_piece(0b0000, c)), _body(classic_piece(0b0100, c))
    assert tall.height > short.height * 1.6
    light, dark = mean_rgb(classic_piece(0, c)), mean_rgb(classic_piece(1, c))
    assert sum(light) > sum(dark) * 1.6
    round_, square = classic_piece(0b0000, c), classic_piece(0b0010, c)
    # a square top reaches into its corners, a round one does not
    top_corner = (_body(square).left + 3, _body(square).top + 3)
    assert square.get_at(top_corner).a > 200 and round_.get_at(top_corner).a < 200
    solid, hollow = classic_piece(0b0000, c), classic_piece(0b1000, c)
    ax, _ = piece_anchor(c)
    top_centre = (ax, _body(solid).top + round(c * 0.3 * TILT))
    assert sum(hollow.get_at(top_centre)[:3]) < sum(solid.get_at(top_centre)[:3]) * 0.6


def test_shadows_are_longer_for_tall_pieces_and_soft() -> None:
    def reach(p: int) -> int:
        m = pygame.mask.from_surface(piece_shadow(p, 100), 8)
        return max(r.right for r in m.get_bounding_rects())

    assert reach(0) > reach(4)
    lifted = piece_shadow(0, 100, lift=0.5)
    assert pixels(lifted) != pixels(piece_shadow(0, 100))
    assert max(lifted.get_at((x, y)).a for x in range(0, 100, 3) for y in range(0, 120, 3)) < 120


def test_colour_blind_aid_marks_the_dark_pieces() -> None:
    for p in range(16):
        same = pixels(classic_piece(p, 64)) == pixels(classic_piece(p, 64, colorblind=True))
        assert same == (not p & 1)


def test_cache_and_bad_pieces() -> None:
    assert classic_piece(5, 64) is classic_piece(5, 64)
    with pytest.raises(ValueError):
        classic_piece(16, 64)


def test_pieces_with_the_same_outline_bits_have_the_same_silhouette() -> None:
    """The win moment's halo is painted once per outline and shared by the four pieces with it."""
    silhouettes: dict[int, set[bytes]] = {}
    for piece in range(16):
        mask = pygame.mask.from_surface(classic_piece(piece, 96), 160)
        silhouettes.setdefault(outline_bits(piece), set()).add(pygame.image.tobytes(mask.to_surface(), "RGB"))
    assert len(silhouettes) == 4 and all(len(v) == 1 for v in silhouettes.values())
