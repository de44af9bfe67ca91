"""The table kit's one "redraw what changed" mechanism on its own: ``Regions`` paints a layer region by region and
brings it up to date where keys changed (a region's finer rectangles if it names them), spread over frames by a
time or area budget, with the same pixels as a layer painted whole; ``ScreenDamage`` copies the layer to the screen
only where it changed or the last frame drew over it."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pytest

from game.scenes.table.damage import ScreenDamage
from game.scenes.table.regions import Region, Regions, merge

SIZE = (200, 100)


def _cloth() -> pygame.Surface:
    cloth = pygame.Surface(SIZE)
    for x in range(0, SIZE[0], 10):  # stripes: a restored area that missed the felt would show
        pygame.draw.line(cloth, (20, 90 + x % 60, 40), (x, 0), (x, SIZE[1]))
    return cloth


def _cells(keys: list[int]) -> Region:
    """A row of ten 20-pixel cells; each shows a dot whose colour is its key; a change names only its cells."""

    def paint(layer: pygame.Surface) -> None:
        for i, k in enumerate(keys):
            pygame.draw.circle(layer, (40 * k % 256, 200, 90), (i * 20 + 10, 30), 9)

    def dirty(was: object, now: object) -> list[pygame.Rect]:
        assert isinstance(was, tuple) and isinstance(now, tuple)
        return [
            pygame.Rect(i * 20, 20, 20, 20) for i, (a, b) in enumerate(zip(was, now, strict=True)) if a != b
        ]

    return Region("cells", pygame.Rect(0, 20, 200, 20), tuple(keys), paint, dirty=dirty)


def _panel(key: int, rect: pygame.Rect, first: bool = False, name: str = "") -> Region:
    """A panel with a shadow that reaches past its own region's middle (the clip keeps it inside the region)."""

    def paint(layer: pygame.Surface) -> None:
        layer.fill((10, 10, 10), rect.inflate(6, 6))
        layer.fill((200, 10 * key % 256, 60), rect)

    return Region(name or f"panel{rect.x}", rect.inflate(6, 6), key, paint, first=first)


def _regions(keys: list[int], a: int, b: int) -> list[Region]:
    return [_cells(keys), _panel(a, pygame.Rect(10, 15, 50, 40)), _panel(b, pygame.Rect(120, 50, 60, 30))]


def _fresh(regions: list[Region]) -> bytes:
    layer = pygame.Surface(SIZE)
    Regions().update(layer, _cloth(), regions)
    return pygame.image.tobytes(layer, "RGB")


def _settle(painter: Regions, layer: pygame.Surface, cloth: pygame.Surface, regions: list[Region]) -> int:
    """Update until nothing waits; the number of frames it took."""
    painter.update(layer, cloth, regions, budget_s=0.0)
    frames = 1
    while painter.pending:
        painter.update(layer, cloth, regions, budget_s=0.0)
        frames += 1
    return frames


def test_a_change_repaints_only_its_finer_rectangles_with_the_pixels_of_a_whole_paint() -> None:
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)
    keys = list(range(10))
    assert painter.update(layer, cloth, _regions(keys, 1, 2)) == ["cells", "panel10", "panel120"]
    assert painter.redrawn == [layer.get_rect()] and painter.take() == [layer.get_rect()]
    keys[1], keys[7] = 5, 3
    _settle(painter, layer, cloth, _regions(keys, 1, 2))
    assert painter.take() == [pygame.Rect(20, 20, 20, 20), pygame.Rect(140, 20, 20, 20)]
    assert painter.take() == [], "taken once"
    assert pygame.image.tobytes(layer, "RGB") == _fresh(_regions(keys, 1, 2))


def test_a_region_without_finer_rectangles_repaints_all_of_it_and_its_neighbours_there() -> None:
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)
    keys = list(range(10))
    painter.update(layer, cloth, _regions(keys, 1, 2))
    painter.take()
    _settle(painter, layer, cloth, _regions(keys, 4, 2))  # the first panel, over the cells
    assert painter.take() == [pygame.Rect(10, 15, 50, 40).inflate(6, 6)]
    assert pygame.image.tobytes(layer, "RGB") == _fresh(_regions(keys, 4, 2))
    moved = _regions(keys, 4, 2)
    moved[2] = _panel(2, pygame.Rect(100, 45, 60, 30), name="panel120")  # moved: its old and new place
    _settle(painter, layer, cloth, moved)
    assert painter.take() == [
        pygame.Rect(120, 50, 60, 30).inflate(6, 6),
        pygame.Rect(100, 45, 60, 30).inflate(6, 6),
    ]
    assert pygame.image.tobytes(layer, "RGB") == _fresh(moved)
    _settle(painter, layer, cloth, moved[:2])  # a region no longer given leaves the felt behind
    assert painter.take() == [pygame.Rect(100, 45, 60, 30).inflate(6, 6)] and "panel120" not in painter.shown
    assert pygame.image.tobytes(layer, "RGB") == _fresh(moved[:2])


def test_an_area_budget_spreads_a_change_over_frames_and_first_regions_go_first() -> None:
    painter, cloth, layer = Regions(share=0.02), _cloth(), pygame.Surface(SIZE)  # 400 px²: one cell a frame
    keys = list(range(10))
    painter.update(layer, cloth, _regions(keys, 1, 2))
    new = [k + 1 for k in keys]
    painter.update(layer, cloth, _regions(new, 1, 2))
    assert painter.redrawn == [pygame.Rect(0, 20, 20, 20)] and painter.pending
    first = _regions(new, 1, 2)
    first[2] = _panel(9, pygame.Rect(120, 50, 60, 30), first=True)
    painter.update(layer, cloth, first)
    assert painter.redrawn == [pygame.Rect(120, 50, 60, 30).inflate(6, 6)], "the first region jumps the queue"
    assert painter.painted == ["panel120"]
    frames = 1
    while painter.pending:
        painter.update(layer, cloth, first)
        frames += 1
        assert len(painter.redrawn) == 1
    assert frames == 10 and pygame.image.tobytes(layer, "RGB") == _fresh(first)
    with pytest.raises(ValueError, match="share"):
        Regions(share=1.5)


def test_forget_paints_everything_again() -> None:
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)
    regions = _regions(list(range(10)), 1, 2)
    painter.update(layer, cloth, regions)
    layer.fill((255, 0, 255))  # a stale picture no key would notice
    assert painter.update(layer, cloth, regions) == [] and not painter.pending
    painter.forget()
    assert len(painter.update(layer, cloth, regions)) == 3
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions)


def test_merge_drops_empty_and_covered_rectangles_and_keeps_overlapping_ones_apart() -> None:
    a, b = pygame.Rect(0, 0, 50, 50), pygame.Rect(40, 40, 50, 50)
    assert merge([a, pygame.Rect(5, 5, 0, 9), pygame.Rect(10, 10, 5, 5), b, a.copy()]) == [a, b]


def _screen_and_layer() -> tuple[
    pygame.Surface, pygame.Surface, ScreenDamage, list[pygame.Rect], Callable[[], list[pygame.Rect]]
]:
    """A screen, a filled layer, a fresh ScreenDamage, the layer's pending changes (one to start) and the
    ``take`` that hands them over and empties them."""
    screen, layer = pygame.Surface(SIZE), pygame.Surface(SIZE)
    layer.fill((30, 120, 60))
    changed = [pygame.Rect(0, 0, 5, 5)]

    def take() -> list[pygame.Rect]:
        out, changed[:] = list(changed), []
        return out

    return screen, layer, ScreenDamage(), changed, take


def test_screen_damage_copies_only_what_changed_or_was_drawn_over() -> None:
    screen, layer, damage, changed, take = _screen_and_layer()
    damage.begin(screen, layer, screen, 0, take)
    assert damage.restored is None, "a first frame copies the whole layer"
    damage.hurt(screen.fill((255, 255, 255), (100, 10, 10, 10)), pad=2)
    changed.append(pygame.Rect(50, 50, 4, 4))
    damage.begin(screen, layer, screen, 0, take)
    assert damage.restored == [pygame.Rect(98, 8, 14, 14), pygame.Rect(50, 50, 4, 4)]
    assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(layer, "RGB")
    other = pygame.Surface(SIZE)
    changed.append(pygame.Rect(1, 1, 1, 1))
    damage.begin(other, layer, screen, 0, take)
    assert damage.restored is None and changed, (
        "another surface gets the whole layer; the screen's changes wait"
    )
    damage.begin(screen, layer, screen, 1, take)
    assert damage.restored is None and not changed, "something drew over the screen: the whole layer"
    damage.hurt(pygame.Rect(0, 0, 180, 100))  # past WHOLE of the screen: one whole blit
    damage.begin(screen, layer, screen, 1, take)
    assert damage.restored is None
    damage.begin(screen, layer, screen, 1, take)
    assert damage.restored == []


def test_a_frame_that_covers_the_screen_itself_restores_nothing_and_the_next_restores_all() -> None:
    screen, layer, damage, changed, take = _screen_and_layer()
    damage.begin(screen, layer, screen, 0, take)
    screen.fill((9, 9, 9))  # the frame's own opaque picture (a dimmed table under a card)
    changed.append(pygame.Rect(3, 3, 3, 3))
    damage.cover(screen, screen, take)
    assert damage.restored == [] and not changed, "the layer's changes are in the frame's picture"
    assert screen.get_at((50, 50))[:3] == (9, 9, 9), "nothing put back under it"
    damage.cover(pygame.Surface(SIZE), screen, take)
    damage.begin(screen, layer, screen, 0, take)
    assert damage.restored is None, "the next frame puts the whole layer back"
    assert pygame.image.tobytes(screen, "RGB") == pygame.image.tobytes(layer, "RGB")


def test_drain_through_paints_now_what_shows_with_a_region_each_region_once_and_leaves_the_rest() -> None:
    """Two overlapping panels change between two far ones: after the frame's first area, painting through the
    second panel paints both areas now — the felt back in them, each panel once over its parts of them (neither
    painted again for the other's sake), no pixel outside them — and leaves the far one queued for the next
    frame."""
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)
    keys = list(range(10))

    def regions(k: int) -> list[Region]:
        return [
            _cells(keys),
            _panel(k, pygame.Rect(150, 5, 30, 30), name="first"),
            _panel(k, pygame.Rect(10, 15, 40, 40), name="left"),
            _panel(k, pygame.Rect(45, 30, 40, 40), name="middle"),
            _panel(k, pygame.Rect(150, 60, 30, 30), name="far"),
        ]

    painter.update(layer, cloth, regions(1))
    painter.take()
    assert painter.update(layer, cloth, regions(2), budget_s=0.0) == ["first"] and painter.pending
    assert painter.drain_through("nobody", layer, cloth) == [] and len(painter.queue) == 3
    painter.paints = {}
    assert painter.drain_through("middle", layer, cloth) == ["left", "middle"]
    both = [pygame.Rect(10, 15, 40, 40).inflate(6, 6), pygame.Rect(45, 30, 40, 40).inflate(6, 6)]
    assert painter.redrawn == both, "the two areas, nothing between or round them"
    assert painter.paints == {"cells": 1, "left": 1, "middle": 1}, "each region reaching in painted once"
    assert painter.queue == [pygame.Rect(150, 60, 30, 30).inflate(6, 6)], "the far panel waits"
    painter.drain(layer, cloth)
    assert not painter.pending
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(2))


def test_update_through_a_region_paints_what_shows_with_it_now_and_leaves_the_rest() -> None:
    """Given ``through``, an update whose change that region asks for paints every area up to it now, each
    region once — the frame's first area is not painted alone before its neighbour paints it again — and leaves
    the rest for later frames; without a change of that region the budget's share is painted as before."""
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)
    keys = list(range(10))

    def regions(k: int, middle: int) -> list[Region]:
        return [
            _cells(keys),
            _panel(k, pygame.Rect(10, 15, 40, 40), name="left"),
            _panel(middle, pygame.Rect(45, 30, 40, 40), name="middle"),
            _panel(k, pygame.Rect(150, 60, 30, 30), name="far"),
        ]

    painter.update(layer, cloth, regions(1, 1))
    painter.take()
    assert painter.update(layer, cloth, regions(2, 2), budget_s=0.0, through="middle") == ["left", "middle"]
    both = [pygame.Rect(10, 15, 40, 40).inflate(6, 6), pygame.Rect(45, 30, 40, 40).inflate(6, 6)]
    assert painter.redrawn == both and painter.paints == {"cells": 1, "left": 1, "middle": 1}
    assert painter.queue == [pygame.Rect(150, 60, 30, 30).inflate(6, 6)], "the far panel waits"
    painter.drain(layer, cloth)
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(2, 2))
    # "middle" unchanged: the frame paints its budget's share (one area), the rest waits
    assert painter.update(layer, cloth, regions(3, 2), budget_s=0.0, through="middle") == ["left"]
    assert painter.pending
    _settle(painter, layer, cloth, regions(3, 2))
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(3, 2))


def _veil(key: int, rect: pygame.Rect, name: str) -> Region:
    """A translucent panel: painted twice over a pixel, it would show darker there."""
    veil = pygame.Surface(rect.size, pygame.SRCALPHA)
    veil.fill((0, 0, 40 * key % 256, 90))

    def paint(layer: pygame.Surface) -> None:
        layer.blit(veil, rect)

    return Region(name, rect, key, paint)


def test_drain_all_paints_every_change_now_no_region_twice_over_a_pixel_with_a_whole_paints_pixels() -> None:
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)

    def regions(a: int, b: int, big: int, small: tuple[int, int]) -> list[Region]:
        return [
            _panel(a, pygame.Rect(10, 15, 50, 40), name="left"),
            _panel(b, pygame.Rect(120, 50, 60, 30), name="right"),
            _veil(big, pygame.Rect(0, 10, 200, 80), "veil"),  # under both of them, and over them
            _veil(small[0], pygame.Rect(30, 30, 40, 40), "over"),  # reaching into "left" and "middle"
            _veil(small[1], pygame.Rect(60, 40, 30, 30), "middle"),
        ]

    painter.update(layer, cloth, regions(1, 2, 1, (1, 1)), at_once=True)
    painter.take()
    for keys in [
        (3, 2, 1, (1, 1)),
        (3, 4, 1, (1, 2)),
        (5, 6, 1, (2, 3)),
        (5, 6, 2, (2, 3)),
        (7, 6, 2, (4, 3)),
    ]:
        painter.update(layer, cloth, regions(*keys), at_once=True)
        assert not painter.pending, "everything in the frame"
        assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(*keys)), keys
    painter.take()
    painter.update(layer, cloth, regions(3, 4, 2, (4, 3)), at_once=True)  # the two far panels: the veil apart
    assert painter.paints["veil"] == 2 and painter.take() == [
        pygame.Rect(10, 15, 50, 40).inflate(6, 6),
        pygame.Rect(120, 50, 60, 30).inflate(6, 6),
    ]
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(3, 4, 2, (4, 3)))
    painter.update(layer, cloth, regions(3, 4, 2, (5, 3)), at_once=True)  # a small veil: one part holds all
    assert painter.paints == {"left": 1, "veil": 1, "over": 1, "middle": 1}
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(3, 4, 2, (5, 3)))


def test_a_region_over_the_rest_appearing_is_painted_over_the_layer_as_it_is() -> None:
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)
    keys = list(range(10))

    def regions(shade: int | None, a: int) -> list[Region]:
        out = _regions(keys, a, 2)
        veil = _veil(shade or 0, pygame.Rect((0, 0), SIZE), "shade")
        return [*out, Region("shade", None if shade is None else veil.rect, shade, veil.paint, over=True)]

    painter.update(layer, cloth, regions(None, 1), at_once=True)
    painter.update(layer, cloth, regions(1, 4), at_once=True)  # it appears, as a panel under it changes
    assert painter.paints == {"cells": 1, "panel10": 1, "shade": 1}
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(1, 4))
    painter.update(layer, cloth, regions(2, 4))  # a change of it: every region under it again
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(2, 4))


def test_drain_all_puts_no_felt_back_where_a_region_paints_opaque_whatever_lies_under() -> None:
    """The panel's middle is opaque (``Region.opaque``): the felt is not put back there first — what its paint
    finds there is the old picture — and the layer still has a whole paint's pixels."""
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)
    middle = pygame.Rect(10, 15, 50, 40)
    under: list[tuple[int, int, int]] = []

    def regions(key: int) -> list[Region]:
        panel = _panel(key, middle, name="left")

        def paint(surface: pygame.Surface) -> None:
            under.append(tuple(surface.get_at(middle.center))[:3])
            panel.paint(surface)

        return [
            Region("left", panel.rect, key, paint, opaque=(middle,)),
            _panel(2, pygame.Rect(120, 50, 60, 30)),
        ]

    painter.update(layer, cloth, regions(1), at_once=True)
    before = tuple(layer.get_at(middle.center))[:3]
    under.clear()
    painter.update(layer, cloth, regions(3), at_once=True)
    assert under == [before], "the old middle, not the felt, under the new paint"
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(3))


def test_split_paints_the_first_regions_changes_now_and_the_rest_at_once_in_the_next_frame() -> None:
    """``update(..., at_once=True, split=True)`` (``drain_firsts``): a change's areas of regions marked first in its
    frame (SET's cards), the rest in the next (the plate and bars); nothing waits two frames, and when the frame
    asks nothing first, or only first areas, all of it is painted at once."""
    painter, cloth, layer = Regions(), _cloth(), pygame.Surface(SIZE)

    def regions(card: int, plate: int, cells: list[int]) -> list[Region]:
        return [
            _cells(cells),
            _panel(card, pygame.Rect(10, 15, 50, 40), first=True, name="card"),
            _panel(plate, pygame.Rect(120, 50, 60, 30), name="plate"),
        ]

    painter.update(layer, cloth, regions(1, 1, [1] * 10), at_once=True, split=True)
    painter.take()
    painter.update(layer, cloth, regions(2, 2, [1] * 10), at_once=True, split=True)  # a card and the plate
    assert painter.pending and "card" in painter.painted and "plate" not in painter.painted
    assert painter.take() == [pygame.Rect(10, 15, 50, 40).inflate(6, 6)], "the card's area alone"
    # the next frame changes the card again: the plate that waited is painted with it
    painter.update(layer, cloth, regions(3, 2, [1] * 10), at_once=True, split=True)
    assert not painter.pending and {"card", "plate"} <= set(painter.painted)
    assert pygame.image.tobytes(layer, "RGB") == _fresh(regions(3, 2, [1] * 10))
    painter.update(layer, cloth, regions(3, 4, [1, 2] + [1] * 8), at_once=True, split=True)  # nothing first
    assert not painter.pending and pygame.image.tobytes(layer, "RGB") == _fresh(
        regions(3, 4, [1, 2] + [1] * 8)
    )
    painter.update(layer, cloth, regions(5, 4, [1, 2] + [1] * 8), at_once=True, split=True)  # only first
    assert not painter.pending and pygame.image.tobytes(layer, "RGB") == _fresh(
        regions(5, 4, [1, 2] + [1] * 8)
    )
    painter.update(layer, cloth, regions(6, 5, [3] * 10), at_once=True, split=True)
    assert painter.pending
    painter.update(layer, cloth, regions(6, 5, [3] * 10), at_once=True, split=True)  # nothing new: the rest
    assert not painter.pending and pygame.image.tobytes(layer, "RGB") == _fresh(regions(6, 5, [3] * 10))
