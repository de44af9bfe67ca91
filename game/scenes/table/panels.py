"""Panels every table draws: the turn banner, a seat's plate, the move list (wrapped, scrolled by the wheel) and
the result card with its buttons. They take plain data — texts, names, scores — and know no game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.table.contracts import Px
from game.ui.theme import PALETTE, Theme

if TYPE_CHECKING:
    from game.ui.widgets import Button

GOLD = PALETTE["gold"]


def draw_banner(
    theme: Theme, layer: pygame.Surface, box: pygame.Rect, px: Px, text: str, subline: str
) -> None:
    """The paper banner over the play area: what happens now, and a quieter line under it."""
    text, size = theme.fit_text(text, 22, box.w - px(28), bold=True)  # cut short past the type scale
    theme.panel(layer, box, color=PALETTE["paper"], radius=16)
    theme.blit_text(
        layer, text, size, PALETTE["ink"], (box.centerx, box.y + px(8)), anchor="midtop", bold=True
    )
    theme.blit_text(
        layer, subline, 14, PALETTE["ink_soft"], (box.centerx, box.bottom - px(8)), anchor="midbottom"
    )


@dataclass
class Plate:
    """What a seat's plate shows: its name, a role line ("Hard · thinking"), its score; ``active`` is gold-ringed."""

    name: str
    role: str
    score: int
    active: bool = False


def draw_plate(theme: Theme, layer: pygame.Surface, rect: pygame.Rect, px: Px, plate: Plate) -> None:
    theme.panel(layer, rect, color=PALETTE["paper"] if plate.active else PALETTE["paper_lo"], radius=14)
    if plate.active:
        pygame.draw.rect(layer, GOLD, rect.inflate(px(6), px(6)), width=px(3), border_radius=px(17))
    theme.blit_text(layer, plate.name, 20, PALETTE["ink"], (rect.x + px(16), rect.y + px(10)), bold=True)
    theme.blit_text(
        layer,
        plate.role,
        15,
        PALETTE["ink_soft"],
        (rect.x + px(16), rect.bottom - px(10)),
        anchor="bottomleft",
    )
    theme.blit_text(
        layer,
        str(plate.score),
        34,
        PALETTE["gold_ink"] if plate.score else PALETTE["ink_soft"],
        (rect.right - px(16), rect.centery),
        anchor="midright",
        bold=True,
    )


class MoveList:
    """The move list panel; owns its scroll (entries back from the newest), which the mouse wheel moves.

    Entries are shown whole or not at all: a long entry wraps under itself, and the top of the panel never holds
    the tail of an entry whose start scrolled away. The text never gets smaller than ``SMALLEST_PX`` pixels."""

    SIZE = 14
    SMALLEST_PX = 13

    def __init__(self) -> None:
        self.scroll = 0
        self.shown: list[str] = []  # the lines drawn last time (for tests and tooltips)
        self.count = 0  # how many entries the list had when last laid out

    def wheel(self, up: bool) -> None:
        self.scroll = max(0, self.scroll + (1 if up else -1))

    def text_size(self, theme: Theme) -> int:
        size = self.SIZE
        while theme.px(size) < self.SMALLEST_PX:
            size += 1
        return size

    def rows(self, theme: Theme, box: pygame.Rect, px: Px) -> int:
        """How many lines of text ``box`` holds under the heading."""
        return max(1, (box.h - px(40)) // theme.font(self.text_size(theme)).get_linesize())

    def layout(self, theme: Theme, box: pygame.Rect, px: Px, entries: list[str]) -> list[str]:
        """The lines that fit ``box``: the newest whole entries (minus ``scroll`` entries), oldest first. A new
        entry brings the list back to the newest, so a move just played is always in view."""
        size = self.text_size(theme)
        width = box.w - px(28)
        room = self.rows(theme, box, px)
        if len(entries) > self.count:
            self.scroll = 0
        self.count = len(entries)
        self.scroll = min(self.scroll, max(0, len(entries) - 1))
        end = len(entries) - self.scroll
        shown: list[str] = []
        for text in reversed(entries[:end]):
            parts = theme.wrap(text, size, width - theme.font(size).size("    ")[0])
            block = [parts[0]] + ["    " + p for p in parts[1:]]
            if shown and len(shown) + len(block) > room:
                break
            shown = block[:room] + shown
        return shown

    def draw(self, theme: Theme, layer: pygame.Surface, box: pygame.Rect, px: Px, entries: list[str]) -> None:
        size = self.text_size(theme)
        width = box.w - px(28)
        line_h = theme.font(size).get_linesize()
        shown = self.layout(theme, box, px, entries)
        self.shown = shown
        theme.blit_text(layer, _("Moves"), 15, PALETTE["cream"], (box.x + px(14), box.y + px(8)), bold=True)
        if self.scroll:
            theme.blit_text(
                layer,
                _("wheel ↓ for newer"),
                12,
                PALETTE["muted"],
                (box.right - px(12), box.y + px(10)),
                anchor="topright",
            )
        y = box.y + px(32)
        for text in shown:
            heading = text.startswith("— ")  # a section of the list, such as a new round
            surf = theme.text(text, size, PALETTE["gold"] if heading else PALETTE["cream"], bold=heading)
            layer.blit(surf, (box.x + px(14), y), area=(0, 0, width, line_h))
            y += line_h
        if not entries:
            theme.blit_text(layer, _("No moves yet"), size, PALETTE["muted"], (box.x + px(14), y))


@dataclass
class ResultCard:
    """The end of a game: a title, a few lines of detail, each seat's score, a footnote, and its buttons."""

    title: str
    detail: str
    scores: list[tuple[str, int]]
    footnote: str = ""
    buttons: list[Button] = field(default_factory=list)
    focus: int = 0
    _picture: pygame.Surface | None = field(default=None, repr=False, compare=False)
    _key: tuple | None = field(default=None, repr=False, compare=False)
    _margin: int = field(default=0, repr=False, compare=False)

    def step_focus(self, step: int) -> None:
        if self.buttons:
            self.focus = (self.focus + step) % len(self.buttons)

    def draw(self, theme: Theme, surface: pygame.Surface, box: pygame.Rect, px: Px) -> None:
        """The card in ``box``: its picture, then its buttons (for their hover and focus)."""
        self.paint(theme, surface, box, px)
        self.draw_buttons(theme, surface, box, px)

    def content(self) -> tuple:
        """What the card's picture shows (its buttons aside)."""
        return (self.title, self.detail, tuple(self.scores), self.footnote)

    def ready(self, box: pygame.Rect, px: Px) -> bool:
        """The card's picture for ``box`` is painted (``paint`` then only blits it)."""
        return self._key == self._picture_key(box, px)

    def _picture_key(self, box: pygame.Rect, px: Px) -> tuple:
        return (tuple(box), px(100), *self.content())

    def paint(self, theme: Theme, surface: pygame.Surface, box: pygame.Rect, px: Px) -> None:
        """The card's shadow, panel and text in ``box``, painted once and kept (repainting it cost ≈ 1 ms a frame
        at 1920×1080); a table that keeps a still layer paints it there and draws only the buttons each frame."""
        picture = self.prepare(theme, box, px)
        surface.blit(picture, (box.x - self._margin, box.y - self._margin))

    def prepare(self, theme: Theme, box: pygame.Rect, px: Px) -> pygame.Surface:
        """Paint the card's picture for ``box`` now, if it is not (a table does it in a quiet frame, ahead)."""
        picture = self._picture
        if picture is None or not self.ready(box, px):
            margin = px(40)  # room for the panel's shadow
            picture = pygame.Surface((box.w + 2 * margin, box.h + 2 * margin), pygame.SRCALPHA)
            self._paint(theme, picture, pygame.Rect(margin, margin, box.w, box.h), px)
            self._picture, self._key, self._margin = picture, self._picture_key(box, px), margin
        return picture

    def _paint(self, theme: Theme, surface: pygame.Surface, box: pygame.Rect, px: Px) -> None:
        theme.panel(surface, box, color=PALETTE["paper"], radius=18)
        pad = px(18)
        inner = box.w - 2 * pad
        title, size = theme.fit_text(self.title, 28, inner, bold=True, smallest=16)
        y = box.y + pad
        r = theme.blit_text(
            surface, title, size, PALETTE["ink"], (box.centerx, y), anchor="midtop", bold=True
        )
        y = r.bottom + px(10)
        line_h = theme.font(16).get_linesize()
        for line in theme.wrap(self.detail, 16, inner)[:4]:
            theme.blit_text(surface, line, 16, PALETTE["ink_soft"], (box.centerx, y), anchor="midtop")
            y += line_h
        y += px(10)
        pygame.draw.line(surface, PALETTE["paper_lo"], (box.x + pad, y), (box.right - pad, y), max(1, px(2)))
        y += px(12)
        for name, score in self.scores:
            theme.blit_text(surface, name, 18, PALETTE["ink"], (box.x + pad, y))
            theme.blit_text(
                surface,
                str(score),
                22,
                PALETTE["gold_ink"],
                (box.right - pad, y),
                anchor="topright",
                bold=True,
            )
            y += theme.font(22, True).get_linesize()
        if self.footnote:
            theme.blit_text(surface, self.footnote, 14, PALETTE["ink_soft"], (box.x + pad, y))

    def draw_buttons(self, theme: Theme, surface: pygame.Surface, box: pygame.Rect, px: Px) -> None:
        pad = px(18)
        inner = box.w - 2 * pad
        bh, gap = px(46), px(10)
        rows = [[b] for b in self.buttons]
        if len(rows) > 3:  # a fourth button shares the last row (the card's height holds three rows)
            rows[-2:] = [[b for row in rows[-2:] for b in row]]
        by = box.bottom - pad - len(rows) * bh - (len(rows) - 1) * gap
        for r, row in enumerate(rows):
            w = (inner - gap * (len(row) - 1)) // len(row)
            for k, b in enumerate(row):
                b.rect = pygame.Rect(box.x + pad + k * (w + gap), by + r * (bh + gap), w, bh)
        for i, b in enumerate(self.buttons):
            b.draw(surface, theme, i == self.focus)
