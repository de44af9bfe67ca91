"""The line under a results table too long for its room ("By opponent" at 150 % text): which rows are shown, and
a "Next page" to turn to the rest (the last page's "First page" goes round), so no opponent is out of reach."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.ui.theme import PALETTE, Theme
from game.ui.widgets import Widget

if TYPE_CHECKING:
    from game.app import App


class Pager(Widget):
    """A table's pages: ``start`` is its first row shown; the table places the line (``place``) only when its
    rows do not all fit, and the line, clicked or entered, turns the page."""

    def __init__(self, size: int) -> None:
        super().__init__(N_("Next page"), enabled=False)
        self.size = size
        self.start = 0
        self.first = self.last = self.total = 0
        self.starts = [0]  # each page's first row

    def page(self, rows: int, per_page: int) -> tuple[int, int]:
        """The rows ``start``..end of a table of ``rows`` with room for ``per_page``: the page holding ``start``
        (the room changed with the window), the first when the rows have changed under it."""
        return self.page_by([1] * rows, per_page)

    def page_by(self, heights: list[int], room: int) -> tuple[int, int]:
        """``page`` for rows of different heights (a mode's name on two lines): each page as many rows from its
        first as ``room`` lines hold (at least one)."""
        self.starts, used = [0], 0
        for i, h in enumerate(heights):
            if used + h > room and i > self.starts[-1]:
                self.starts.append(i)
                used = 0
            used += h
        k = self._index() if self.start < len(heights) else 0
        self.start = self.starts[k]
        end = self.starts[k + 1] if k + 1 < len(self.starts) else len(heights)
        return self.start, end

    def _index(self) -> int:
        """The page holding ``start``."""
        return max(k for k, first in enumerate(self.starts) if first <= self.start)

    def place(self, rect: pygame.Rect, first: int, last: int, total: int) -> None:
        """The line at ``rect``, saying rows ``first``..``last`` (from 0, end excluded) of ``total`` are shown."""
        self.rect, self.enabled = rect, True
        self.first, self.last, self.total = first, last, total
        self.label = N_("First page") if last >= total else N_("Next page")

    def hide(self) -> None:
        """No line this frame (every row fits, another page of the screen, no results)."""
        self.rect, self.enabled = None, False

    def turn(self, step: int = 1) -> bool:
        """The next page (``step`` -1: the one before), round from the last to the first; False with no pages."""
        if not self.enabled or self.total <= 0:
            return False
        self.start = self.starts[(self._index() + step) % len(self.starts)]
        return True

    def activate(self, app: App) -> None:
        if self.turn():
            app.audio.play("click")

    def adjust(self, app: App, step: int) -> bool:
        if self.turn(step):
            app.audio.play("click")
        return True

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        rect = self.box
        if focused or self.hovered:
            pygame.draw.rect(surface, PALETTE["paper_hi"], rect, border_radius=theme.px(6))
        if focused:
            pygame.draw.rect(surface, PALETTE["gold"], rect, width=theme.px(2), border_radius=theme.px(6))
        # TRANSLATORS: under a results table that shows some of its rows: "7–11 of 11"
        shown = _("{first}–{last} of {total}").format(first=self.first + 1, last=self.last, total=self.total)
        pad = theme.px(6)
        theme.blit_text(
            surface, shown, self.size, PALETTE["ink_soft"], (rect.x + pad, rect.centery), anchor="midleft"
        )
        theme.blit_text(
            surface,
            _(self.label) + " ›",
            self.size,
            PALETTE["gold_ink"],
            (rect.right - pad, rect.centery),
            anchor="midright",
            bold=True,
        )
