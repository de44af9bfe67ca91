"""Classic pieces painted a part at a time (``pieces.paint_step``, ``game.art.stepped``; issue 46): the same bytes
as painted at once, a painting under way finished rather than started again, and each shadow painted once."""

from __future__ import annotations

import pygame
import pytest
from helpers_art import pixels

from game.art import pieces
from game.art.stepped import Stepped


@pytest.fixture(autouse=True)
def _fresh():
    """Nothing kept from another test: every piece and shadow here is painted."""

    def forget() -> None:
        pieces._piece.cache_clear()
        pieces._shadow.cache_clear()
        pieces._PIECES.clear()
        pieces._SHADOWS.clear()
        pieces._outlines.clear()

    forget()
    yield
    forget()


def _in_parts(piece: int, size: int, colorblind: bool = False) -> int:
    """Paint ``piece`` a part a call; how many calls it took."""
    calls = 1
    while not pieces.paint_step(piece, size, colorblind=colorblind):
        calls += 1
        assert not pieces._piece.ready(piece, size, colorblind, True), "kept only once it is whole"
    return calls


@pytest.mark.parametrize("size", [40, 121, 295])
def test_a_piece_painted_in_parts_is_the_same_picture_as_painted_at_once(size) -> None:
    """Byte for byte (the clear pixels' colour included), every piece, with and without the colour-blind marks;
    each in eight parts at least."""
    whole = {(p, cb): pixels(pieces._piece.fn(p, size, cb, True)) for p in range(16) for cb in (False, True)}
    pieces._shadow.cache_clear()  # (the shadows painted in parts too)
    pieces._outlines.clear()
    for cb in (False, True):
        for p in range(16):
            calls = _in_parts(p, size, cb)
            assert calls >= 8
            painted = pieces._piece.misses
            assert pixels(pieces.classic_piece(p, size, colorblind=cb)) == whole[(p, cb)]
            assert pieces._piece.misses == painted, "kept: given without painting"
    assert not pieces._PIECES.going and not pieces._PIECES.done and not pieces._SHADOWS.going


def test_a_piece_under_way_is_finished_when_it_is_asked_for_whole() -> None:
    """The frame that needs a piece the work ahead has started paints only the rest of it (the same picture)."""
    whole = pixels(pieces._piece.fn(9, 150, False, True))
    pieces._shadow.cache_clear()
    for _ in range(5):
        assert not pieces.paint_step(9, 150)
    assert (9, 150, False, True) in pieces._PIECES.going
    started = pieces._PIECES.parts
    calls: list[tuple] = []

    def counted(*key):
        calls.append(key)
        return started(*key)

    pieces._PIECES.parts = counted
    try:
        assert pixels(pieces.classic_piece(9, 150)) == whole
    finally:
        pieces._PIECES.parts = started
    assert calls == [] and not pieces._PIECES.going, "the painting under way was finished, none started"
    assert pieces.paint_step(9, 150), "painted: nothing more to do"


def test_each_outlines_shadow_is_painted_once_whether_in_parts_or_whole() -> None:
    """Piece 0 starts its outline's shadow in parts; piece 8 (the same outline) asked for whole meanwhile takes
    that shadow's painting to its end; piece 0 then goes on with the shadow made, not a second one."""
    assert not pieces.paint_step(0, 200)
    assert not pieces.paint_step(0, 200)  # (the shadow's first part)
    assert (0, 200, 0.0) in pieces._SHADOWS.going
    pieces.classic_piece(8, 200)
    assert pieces._shadow.misses == 1 and not pieces._SHADOWS.going
    _in_parts(0, 200)
    assert pieces._shadow.misses == 1 and not pieces._SHADOWS.done
    assert pixels(pieces.classic_piece(0, 200)) == pixels(pieces._piece.fn(0, 200, False, True))


def test_paintings_left_off_are_let_go_past_a_bound() -> None:
    """A table's sizes come and go: paintings left off (and pictures nobody took) stay at most ``KEPT``."""

    def parts(n: int):
        yield
        return pygame.Surface((n, 1))

    work = Stepped(parts)
    for n in range(1, 30):
        assert not work.step((n,))
        assert len(work.going) <= Stepped.KEPT
    for n in range(30, 60):
        work.step((n,))
        assert work.step((n,))
        assert len(work.done) <= Stepped.KEPT
    assert work.whole((59,)).get_size() == (59, 1) and (59,) not in work.done
