"""What the Theme's text drawing reports when asked (#30): every text that did not fit -- too wide even at the
smallest size of the type scale, cut short with an ellipsis, or drawn partly outside its surface or clip -- and
where every text was drawn, so that a test can find two texts on top of each other.

Off unless a test (or a tool) sets ``theme.report = TextReport()``: the game itself pays nothing for it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame


@dataclass(frozen=True)
class Misfit:
    """One text that did not fit: ``kind`` is "too wide" (at the smallest size allowed), "cut" (an ellipsis
    replaced its end) or "clipped" (drawn partly outside its surface or clip)."""

    kind: str
    text: str
    detail: str = ""


@dataclass(frozen=True)
class Drawn:
    """A text drawn: its ink's rect on the window (or on the top surface it was drawn into), and which surface."""

    text: str
    rect: pygame.Rect
    surface: int  # id of the top surface (a subsurface counts as its parent, moved by its offset)


@dataclass
class TextReport:
    misfits: list[Misfit] = field(default_factory=list)
    drawn: list[Drawn] = field(default_factory=list)

    def clear(self) -> None:
        """Start a new frame's report."""
        self.misfits.clear()
        self.drawn.clear()

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
        parent = surface.get_abs_parent()
        self.drawn.append(Drawn(text, ink.move(surface.get_abs_offset()), id(parent)))

    def overlaps(self, surface: pygame.Surface | None = None) -> list[tuple[str, str]]:
        """Pairs of different texts whose ink overlaps, on ``surface`` (default: on any one surface)."""
        want = None if surface is None else id(surface.get_abs_parent())
        texts = [d for d in self.drawn if want is None or d.surface == want]
        pairs = []
        for i, a in enumerate(texts):
            for b in texts[i + 1 :]:
                if a.surface == b.surface and a.text != b.text and a.rect.colliderect(b.rect):
                    pairs.append((a.text, b.text))
        return pairs
