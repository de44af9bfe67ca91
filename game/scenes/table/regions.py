"""Repaint only what changed: a table's still layer is split into regions (a seat, the centre, the hand, the board,
the pool …), each with a key of what it shows. A region whose key or rectangle changed asks for the felt back under
its old and new rectangle — or, if it can say so (``Region.dirty``), only under the finer rectangles the change
touched (one board hole, one pool slot). Every region that reaches into such an area (itself included) is painted
again there, in z-order and clipped to the area, so a neighbour's shadow or label is never lost, and the layer
comes out with the same pixels as one painted whole. The areas wait in a queue and are painted until the frame's
budget — a time, or a share of the layer's area — is spent; the rest wait for the next frame. ``take`` tells the
screen (``damage.ScreenDamage``) which rectangles of the layer changed since it last copied them.

Each area paints again every region reaching into it, so neighbouring areas (the seats' plates and the banner
between them, whose shadows overlap) painted apart paint their shared neighbours again for each. What must show
in one frame is painted at once instead (``_at_once``): the felt back in all the areas first, then each region
once over its parts of them (or part by part where they lie far apart), so no region is painted twice over a
pixel and no pixel outside the areas is painted. A table that paints every change in its frame (SET) asks
``update(..., at_once=True)`` (``drain_all``); one that paints the areas up to a region's with it, such as the
plates of a turn change with the banner that names the turn (QU4TO), asks ``update(..., through=name)``
(``drain_through``; the rest waits for later frames' budgets). Joining such areas into their bounding box, as
``drain_through`` did, painted the felt and the neighbours between them too: at 3840×2160 a turn change's box
was 1–2.4 Mpx where its areas are 0.5–1. A region marked ``over`` (a shade over the whole table) that appears is
painted straight over the layer as it is."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

import pygame

Dirty = Callable[[object, object], list[pygame.Rect] | None]


@dataclass
class Region:
    name: str
    rect: pygame.Rect | None  # None: the region shows nothing now
    key: object  # what it shows: painted again when this changes
    paint: Callable[[pygame.Surface], None]
    first: bool = False  # painted before the others (what the player's hand and eyes are on)
    # given the key last painted and the key now (same rectangle), the only rectangles the change touched;
    # None (or no callback) repaints the whole region
    dirty: Dirty | None = None
    # painted over everything under it (a shade over the whole table): when it appears, showing nothing before,
    # with nothing above it, it is painted straight over the layer, not the felt and every region again under it
    over: bool = False
    # where its paint covers whatever lies under it with opaque pixels (a card's face less its rounded corners):
    # ``drain_all`` does not put the felt back there first
    opaque: tuple[pygame.Rect, ...] = ()


def shadowed(rect: pygame.Rect, px: Callable[[float], int]) -> pygame.Rect:
    """``rect`` with room for a panel's soft shadow (theme.shadow fades over twice its blur of 10, 4 lower) and a
    focus ring: the region of a panel drawn at ``rect``."""
    return rect.inflate(px(40), px(40)).move(0, px(4)).union(rect.inflate(px(8), px(8)))


JOIN_WASTE = 1.25  # ``_at_once`` paints a region once over its parts' box if it is at most this much larger


def merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rectangles in their order, less the empty ones and those inside another. Overlapping ones stay
    apart: painting an area again gives the same pixels however often it is done, and the union of two far-apart
    rectangles would repaint everything between them."""
    kept = [r for r in rects if r.w and r.h]
    out: list[pygame.Rect] = []
    for i, r in enumerate(kept):
        inside = any(o.contains(r) and (o != r or j < i) for j, o in enumerate(kept) if j != i)
        if not inside:
            out.append(r)
    return out


def apart(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The same pixels as ``rects`` in rectangles that do not overlap (each one less those before it)."""
    out: list[pygame.Rect] = []
    for rect in rects:
        pieces = [rect]
        for done in out:
            pieces = [cut for piece in pieces for cut in _less(piece, done)]
        out.extend(pieces)
    return out


def _uncovered(rect: pygame.Rect, covered: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rect`` less every rectangle of ``covered`` that lies in it (at 3840×2160 the felt under three cards'
    faces was half the felt a SET take put back)."""
    pieces = [rect]
    for hole in covered:
        if hole.colliderect(rect):
            pieces = [cut for piece in pieces for cut in _less(piece, hole)]
    return pieces


def _less(rect: pygame.Rect, hole: pygame.Rect) -> list[pygame.Rect]:
    """``rect`` less ``hole``: up to four rectangles (the bands above and below, then left and right)."""
    cut = rect.clip(hole)
    if not cut.w or not cut.h:
        return [rect]
    bands = [
        pygame.Rect(rect.x, rect.y, rect.w, cut.y - rect.y),
        pygame.Rect(rect.x, cut.bottom, rect.w, rect.bottom - cut.bottom),
        pygame.Rect(rect.x, cut.y, cut.x - rect.x, cut.h),
        pygame.Rect(cut.right, cut.y, rect.right - cut.right, cut.h),
    ]
    return [b for b in bands if b.w > 0 and b.h > 0]


class Regions:
    """Owns what the layer showed when each region was last painted, and the areas still to paint."""

    BUDGET_S = 0.0004  # by default a frame paints areas until this much time is spent (at least one area)

    def __init__(self, share: float | None = None) -> None:
        # a frame's budget as a share of the layer's area (the same frames on every machine), else BUDGET_S
        if share is not None and not 0 < share <= 1:
            raise ValueError(f"a frame's share of the layer must be in (0, 1], not {share}")
        self.share = share
        self.shown: dict[str, tuple[pygame.Rect | None, object]] = {}  # name -> (rect, key) as last asked
        self.painted: list[str] = []  # the regions whose areas were painted last time (tests, measurements)
        self.queue: list[pygame.Rect] = []  # areas still to paint, in order
        self.redrawn: list[pygame.Rect] = []  # the areas painted last time (the whole layer after ``forget``)
        self.unseen: list[pygame.Rect] = []  # every area painted since the screen last took them (``take``)
        # a queued area -> the regions that asked for it
        self._asked: dict[tuple[int, int, int, int], list[str]] = {}
        self._regions: list[Region] = []  # the regions of the last update, for ``drain``
        # the last update's paints per region (``drain_all``: a region painted part by part counts each part)
        self.paints: dict[str, int] = {}
        self._waited = False  # areas were left for this frame by the last (``drain_firsts``)

    @property
    def pending(self) -> bool:
        """Some areas wait for the next frame."""
        return bool(self.queue)

    def forget(self) -> None:
        """Paint every region next time (a new layer or a new layout)."""
        self.shown.clear()
        self._waited = False

    def take(self) -> list[pygame.Rect]:
        """The areas of the layer painted since the last call, for the screen to copy; then forgotten."""
        taken, self.unseen = self.unseen, []
        return taken

    def update(
        self,
        layer: pygame.Surface,
        cloth: pygame.Surface,
        regions: list[Region],
        budget_s: float | None = None,
        through: str | None = None,
        at_once: bool = False,
        split: bool = False,
    ) -> list[str]:
        """Bring ``layer`` up to date with ``regions`` (in z-order, bottom first); the names painted now. When the
        region named ``through`` asks for an area, what must show with it is painted now (``drain_through``)
        instead of the budget's share: the areas before it are not painted once alone and again with it. With
        ``at_once`` every change is painted in this frame, each region once (``drain_all``); with ``split`` too,
        the areas of regions marked ``first`` in this frame and the rest in the next (``drain_firsts``)."""
        self._regions = regions
        self.paints = {}
        if not self.shown:  # everything: the felt, then every region, in one frame
            layer.blit(cloth, (0, 0))
            clip = layer.get_clip()
            for r in regions:
                if r.rect is not None:
                    layer.set_clip(r.rect)  # as when painted alone, so both ways give the same picture
                    r.paint(layer)
                self.shown[r.name] = (r.rect, r.key)
            layer.set_clip(clip)
            self.queue, self._asked = [], {}
            self.redrawn = [layer.get_rect()]
            self.unseen = [layer.get_rect()]
            self.painted = [r.name for r in regions]
            return self.painted
        firsts: list[pygame.Rect] = []
        rest: list[pygame.Rect] = []
        tops: list[tuple[Region, pygame.Rect]] = []  # appearing over the layer as it is (``Region.over``)
        for i, r in enumerate(regions):
            was = self.shown.get(r.name)
            if was == (r.rect, r.key):
                continue
            rect = r.rect
            if r.over and rect is not None and was is not None and was[0] is None and not self.queue:
                if not any(q.rect is not None and q.rect.colliderect(rect) for q in regions[i + 1 :]):
                    tops.append((r, rect))
                    self.shown[r.name] = (r.rect, r.key)
                    continue
            areas = self._areas(r, was)
            for a in areas:
                asked = self._asked.setdefault((a.x, a.y, a.w, a.h), [])
                if r.name not in asked:
                    asked.append(r.name)
            (firsts if r.first else rest).extend(areas)
            self.shown[r.name] = (r.rect, r.key)
        names = {r.name for r in regions}
        for name in [n for n in self.shown if n not in names]:  # a region no longer given: the felt back
            gone = self.shown.pop(name)[0]
            if gone is not None:
                rest.append(gone)
        if firsts or rest:
            self.queue = merge(firsts + self.queue + rest)

        def drain() -> list[str]:
            if at_once and split:
                return self.drain_firsts(layer, cloth)
            if at_once:
                return self.drain_all(layer, cloth)
            if through is not None and self._last_asked(through) is not None:
                return self.drain_through(through, layer, cloth)
            return self.drain(layer, cloth, budget_s)

        if not tops:
            return drain()
        over = {r.name for r, _rect in tops}
        self._regions = [r for r in regions if r.name not in over]  # the areas' own changes under them, first
        painted = drain()
        self._regions = regions
        clip = layer.get_clip()
        for r, rect in tops:
            layer.set_clip(rect)
            r.paint(layer)
            painted.append(r.name)
            self.paints[r.name] = 1
            self.redrawn.append(rect)
            self.unseen.append(rect)
        layer.set_clip(clip)
        return painted

    def drain(self, layer: pygame.Surface, cloth: pygame.Surface, budget_s: float | None = None) -> list[str]:
        """Paint queued areas with the last update's regions until the frame's budget is spent (at least one)."""
        start = time.perf_counter()
        budget = self.BUDGET_S if budget_s is None else budget_s
        most = None if self.share is None else self.share * layer.get_width() * layer.get_height()
        area = 0
        clip = layer.get_clip()
        self.painted, self.redrawn = [], []
        while self.queue:
            if self.redrawn and (area >= most if most is not None else time.perf_counter() - start > budget):
                break
            rect = self.queue.pop(0)
            self._paint(layer, cloth, rect, clip)
            area += rect.w * rect.h
        layer.set_clip(clip)
        if not self.queue:
            self._asked = {}
        return self.painted

    def drain_all(self, layer: pygame.Surface, cloth: pygame.Surface) -> list[str]:
        """Paint every queued area now, no pixel of a region twice (``_at_once``)."""
        areas, self.queue = self.queue, []
        self._at_once(areas, layer, cloth)
        self._asked = {}
        return self.painted

    def drain_firsts(self, layer: pygame.Surface, cloth: pygame.Surface) -> list[str]:
        """Paint at once the queued areas that regions marked ``first`` asked for, and let the rest wait for the
        next frame, which paints them at once with whatever it brings (``_at_once`` each time): a change's cards
        in one frame, the plate and the bars it changed in the next, where painting them together made one frame
        of twice the work (a SET call at 3840×2160: 4.7–5.3 ms of regions). Nothing waits two frames."""
        firsts = {r.name for r in self._regions if r.first}
        now = [a for a in self.queue if any(n in firsts for n in self._asked.get((a.x, a.y, a.w, a.h), ()))]
        if self._waited or not now or len(now) == len(self.queue):
            self._waited = False
            return self.drain_all(layer, cloth)
        self.queue = [a for a in self.queue if a not in now]
        self._at_once(now, layer, cloth)
        self._waited = True
        return self.painted

    def drain_through(self, name: str, layer: pygame.Surface, cloth: pygame.Surface) -> list[str]:
        """Paint now every queued area up to the last one ``name`` asked for (what must show with it, such as
        the plates of a turn change with the banner that names the turn), no pixel of a region twice
        (``_at_once``); the rest waits. The names painted; nothing if ``name`` waits for nothing."""
        last = self._last_asked(name)
        self.painted, self.redrawn = [], []
        if last is None:
            return self.painted
        areas, self.queue = self.queue[: last + 1], self.queue[last + 1 :]
        self._at_once(areas, layer, cloth)
        if not self.queue:
            self._asked = {}
        return self.painted

    def _at_once(self, areas: list[pygame.Rect], layer: pygame.Surface, cloth: pygame.Surface) -> None:
        """Paint ``areas`` now, no pixel of a region twice: the felt back in all the areas (not where a region's
        paint is opaque whatever lies under it, ``Region.opaque``), then each region,
        bottom first, clipped to its parts of them — once over the box round its parts where the box is hardly
        larger (pixels in the box outside the areas, already final, are put back as they were), else part by
        part. Each pixel of the areas gets the felt and then every region over it in z-order, as area by area,
        but a region reaching into three areas (a plate under the bar, beside its neighbour, its own) is
        painted once where one part holds the others, not three times; and no pixel outside the areas is
        painted (nor, then, put back on the screen)."""
        self.painted, self.redrawn = [], []
        clip = layer.get_clip()
        bounds = layer.get_rect()
        covered = [o for q in self._regions if q.rect is not None for o in q.opaque]
        for rect in areas:
            for piece in _uncovered(rect, covered):
                layer.blit(cloth, piece, piece)
        for q in self._regions:
            if q.rect is None:
                continue
            parts = merge([q.rect.clip(a).clip(bounds) for a in areas if q.rect.colliderect(a)])
            if not parts:
                continue
            box = parts[0].unionall(parts[1:])
            self.paints[q.name] = 1
            if len(parts) == 1:
                layer.set_clip(box)
                q.paint(layer)
            elif box.w * box.h <= JOIN_WASTE * sum(p.w * p.h for p in parts):
                kept = layer.subsurface(box).copy()  # as the box is now: outside the areas, final already
                layer.set_clip(box)
                q.paint(layer)
                layer.set_clip(clip)
                for p in parts:  # the areas' new pixels into the copy, then the copy back: only they changed
                    kept.blit(layer, p.move(-box.x, -box.y), p)
                layer.blit(kept, box)
            else:  # far-apart slivers (a card's shadow in its neighbours' areas): each alone, none twice
                pieces = apart(parts)
                for p in pieces:
                    layer.set_clip(p)
                    q.paint(layer)
                self.paints[q.name] = len(pieces)
        layer.set_clip(clip)
        for rect in areas:
            for name in self._asked.get((rect.x, rect.y, rect.w, rect.h), ()):
                if name not in self.painted:
                    self.painted.append(name)
            self.redrawn.append(rect)
            self.unseen.append(rect)

    def _last_asked(self, name: str) -> int | None:
        """The place in the queue of the last area ``name`` asked for, if any."""
        keys = [(r.x, r.y, r.w, r.h) for r in self.queue]
        return max((i for i, k in enumerate(keys) if name in self._asked.get(k, ())), default=None)

    def _paint(
        self, layer: pygame.Surface, cloth: pygame.Surface, rect: pygame.Rect, clip: pygame.Rect
    ) -> None:
        """The felt back in ``rect``, then every region that reaches into it, bottom first, clipped to it."""
        layer.set_clip(clip)
        layer.blit(cloth, rect, rect)
        for q in self._regions:
            if q.rect is not None and q.rect.colliderect(rect):
                layer.set_clip(q.rect.clip(rect))
                q.paint(layer)
        for name in self._asked.get((rect.x, rect.y, rect.w, rect.h), ()):
            if name not in self.painted:
                self.painted.append(name)
        self.redrawn.append(rect)
        self.unseen.append(rect)

    @staticmethod
    def _areas(r: Region, was: tuple[pygame.Rect | None, object] | None) -> list[pygame.Rect]:
        """The areas a change of ``r`` asks to paint again (``was``: its rect and key as last asked)."""
        old = None if was is None else was[0]
        if was is not None and old is not None and old == r.rect and r.dirty is not None:
            finer = r.dirty(was[1], r.key)
            if finer is not None:
                return finer
        return [a for a in (old, r.rect) if a is not None]
