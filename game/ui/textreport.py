"""What the Theme's text drawing reports when asked (#30): every text that did not fit -- too wide even at the
smallest size of the type scale, cut short with an ellipsis, or drawn partly outside its surface or clip -- and
where every text and every opaque panel went, so that a test can find two texts on top of each other, or a text
that a panel drawn after it hides (a seat's plate over the deck's label).

A table paints its texts into a still layer, a result card into its own picture, and then blits those onto the
window: the drawing code says so (``Theme.placed``), so each text is mapped to WINDOW coordinates and checked
against every other text of the screen, whatever surface it was drawn on. A shade drawn over the whole screen
under a modal card (``Theme.veiled``) puts what lies under it out of the check: it is meant to be covered.

Off unless a test (or a tool) sets ``theme.report = TextReport()``: the game itself pays nothing for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import cast

import pygame

Z = tuple[int, ...]  # drawing order: the blits that put a surface on its root, then the draw's own number


@dataclass(frozen=True)
class Misfit:
    """One text that did not fit: ``kind`` is "too wide" (at the smallest size allowed), "cut" (an ellipsis
    replaced its end) or "clipped" (drawn partly outside its surface or clip)."""

    kind: str
    text: str
    detail: str = ""


@dataclass(frozen=True)
class Drawn:
    """A text drawn (or an opaque panel, ``text`` empty): its ink's rect on the top surface it was drawn into
    (a subsurface counts as its parent, moved by its offset), which surface, and when."""

    text: str
    rect: pygame.Rect
    surface: int  # id of the top surface
    seq: int  # the report's count of draws and blits when it was drawn


@dataclass(frozen=True)
class Placement:
    """A surface's picture blitted onto another (``onto``, a top surface's id) at ``offset``, at ``seq``."""

    onto: int
    offset: tuple[int, int]
    seq: int


@dataclass(frozen=True)
class Seen:
    """A text or panel where it shows: its rect on its root surface (the window, for what reaches it), the root,
    and its drawing order there."""

    text: str
    rect: pygame.Rect
    root: int
    z: Z


@dataclass
class TextReport:
    misfits: list[Misfit] = field(default_factory=list)
    drawn: list[Drawn] = field(default_factory=list)
    panels: list[Drawn] = field(default_factory=list)
    placements: dict[int, Placement] = field(default_factory=dict)
    veils: list[tuple[int, int, pygame.Rect | None]] = field(default_factory=list)  # (surface id, seq, area)
    _seq: int = 0
    _keep: dict[int, pygame.Surface] = field(default_factory=dict)  # the surfaces named by id, kept alive

    def clear(self) -> None:
        """Start a new frame's report."""
        self.misfits.clear()
        self.drawn.clear()
        self.panels.clear()
        self.placements.clear()
        self.veils.clear()
        self._keep.clear()

    def _next(self) -> int:
        self._seq += 1
        return self._seq

    def _top(self, surface: pygame.Surface) -> int:
        parent = surface.get_abs_parent()
        self._keep[id(parent)] = parent  # (an id is unique only while its surface lives)
        return id(parent)

    def misfit(self, kind: str, text: str, detail: str = "") -> None:
        self.misfits.append(Misfit(kind, text, detail))

    def blitted(
        self, surface: pygame.Surface, text: str, rendered: pygame.Surface, rect: pygame.Rect
    ) -> None:
        """``rendered`` (the text's picture) was blitted at ``rect`` on ``surface``: where its ink is, and whether
        any of it fell outside the surface or its clip."""
        ink = rendered.get_bounding_rect().move(rect.topleft)
        if ink.w == 0 or ink.h == 0 or not text.strip():
            return
        area = surface.get_clip()
        if not area.contains(ink):
            self.misfit("clipped", text, f"ink {tuple(ink)} outside {tuple(area)}")
        self.drawn.append(Drawn(text, ink.move(surface.get_abs_offset()), self._top(surface), self._next()))

    def panel(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """An opaque panel was drawn at ``rect`` on ``surface`` (within its clip): it hides what lies under it."""
        shown = rect.clip(surface.get_clip())
        if shown.w and shown.h:
            self.panels.append(
                Drawn("", shown.move(surface.get_abs_offset()), self._top(surface), self._next())
            )

    def placed(self, picture: pygame.Surface, onto: pygame.Surface, pos: tuple[int, int]) -> None:
        """``picture`` (a layer, a card's picture) was blitted onto ``onto`` with its top-left at ``pos``: its
        texts and panels show there, in the order of this blit."""
        if picture.get_abs_parent() is onto.get_abs_parent():
            return
        ox, oy = onto.get_abs_offset()
        offset = (pos[0] + ox, pos[1] + oy)
        self.placements[self._top(picture)] = Placement(self._top(onto), offset, self._next())

    def veiled(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """A shade was drawn over all of ``surface``, or a modal card is about to cover ``area`` of it: what lies
        under it is meant to be covered, so it takes no part in the checks."""
        if area is not None:
            area = area.move(surface.get_abs_offset())
        self.veils.append((self._top(surface), self._next(), area))

    def _where(self, surface: int) -> tuple[int, tuple[int, int], Z]:
        """The root a surface's picture ends up on, its offset there and the blits' order that put it there."""
        offset, path, seen = (0, 0), cast(Z, ()), set()
        while surface in self.placements and surface not in seen:
            seen.add(surface)
            p = self.placements[surface]
            offset = (offset[0] + p.offset[0], offset[1] + p.offset[1])
            path = (p.seq, *path)
            surface = p.onto
        return surface, offset, path

    def _seen(self, items: list[Drawn]) -> list[Seen]:
        """``items`` where they show, less those under a later shade of their root."""
        veils = []  # (root, z, area on the root or None)
        for surface, seq, area in self.veils:
            root, offset, path = self._where(surface)
            veils.append((root, (*path, seq), None if area is None else area.move(offset)))
        out = []
        for d in items:
            root, offset, path = self._where(d.surface)
            z, rect = (*path, d.seq), d.rect.move(offset)
            if any(root == r and z < vz and (a is None or a.colliderect(rect)) for r, vz, a in veils):
                continue
            out.append(Seen(d.text, rect, root, z))
        return out

    def overlaps(self, surface: pygame.Surface | None = None) -> list[tuple[str, str]]:
        """Pairs of different texts whose ink overlaps where they show (on the window, for the surfaces placed on
        it), on ``surface`` (default: on any one root)."""
        texts = self._seen(self.drawn)
        if surface is not None:
            want = self._where(id(surface.get_abs_parent()))[0]
            texts = [t for t in texts if t.root == want]
        pairs = []
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                if a.root == b.root and a.text != b.text and a.rect.colliderect(b.rect):
                    pairs.append((a.text, b.text))
        return pairs

    def hidden(self) -> list[str]:
        """The texts an opaque panel drawn after them covers, in part or whole, where they show."""
        texts, panels = self._seen(self.drawn), self._seen(self.panels)
        out = []
        for t in texts:
            if any(p.root == t.root and p.z > t.z and p.rect.colliderect(t.rect) for p in panels):
                out.append(t.text)
        return out
