"""One review screen for every coach: the position on the left, the review's rows on the right with the selected
row's words under them, and Sort / Export / Back below.

A subclass gives the rows (``rows``), paints the position for the selected row (``draw_position``), and may add
summary lines (``summary``) and the record's text (``export_text``). The base owns the rest: selection, scroll,
keys (↑/↓, PgUp/PgDn, Home/End, Esc/Backspace), the wheel, clicks, the order ("in order" or "costly first") and
the buttons. ``selected`` is an index into ``rows()``, whatever order the list is shown in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.scenes.base import Scene
from game.scenes.keymap import (
    BACK_ROW,
    CLICK,
    DOWN,
    END,
    FORM_ROWS,
    HOME,
    PAGE_DOWN,
    PAGE_UP,
    SHIFT_TAB,
    TAB,
    UP,
    WHEEL,
    KeyRow,
    row,
)
from game.scenes.study import clip
from game.ui.backdrop import felt_backdrop
from game.ui.rows import share_row
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Form

if TYPE_CHECKING:
    from game.app import App

TONES: dict[str, tuple[int, int, int]] = {
    "plain": (200, 214, 204),
    "good": (120, 210, 130),
    "costly": (226, 92, 80),
    "missed": (250, 140, 40),  # apart from every seat colour: a missed SET is ringed in it
}
WHEEL_ROWS = 3  # rows the list moves per wheel notch
SUMMARY_LINES = 6  # at most this many summary lines above the list (SET's: a head and up to five table sizes)


@dataclass(frozen=True)
class ReviewRow:
    """One line of the review's list and the coach's words for it."""

    label: str  # e.g. "0:42 · Computer 1 took 3 cards (15 on the table)"
    detail: tuple[str, ...]  # shown under the list while this row is selected
    tone: str = "plain"  # "plain" | "good" | "costly" | "missed": the row's marker colour
    cost: float = 0.0  # the "costly first" order sorts on it (highest first)

    def __post_init__(self) -> None:
        if self.tone not in TONES:
            raise ValueError(f"unknown tone {self.tone!r}: use one of {', '.join(TONES)}")


class ReviewListScene(Scene):
    """The shared review screen, a list of rows beside the position; subclasses set ``name``, ``title``,
    ``subtitle`` and ``export_name``."""

    name = "review"
    title = N_("Review")  # (a marked msgid: translated where it is drawn)
    subtitle = ""
    export_name = "game"  # the saved file is exports/<export_name>-YYYYmmdd-HHMMSS.txt
    costly_first = False  # the order the list opens in

    def __init__(self, app: App, **options: Any) -> None:
        super().__init__(app, **options)
        self.selected: int | None = None
        self.scroll = 0
        self.room = 1  # rows the list shows at once (set by layout)
        self.row_lines = 1  # lines each row of the list holds (set by layout: two where a label needs them)
        self.summary_lines: list[str] = []  # the summary wrapped to the side's width (set by layout)
        self.by_cost = self.costly_first
        self._rows: list[ReviewRow] | None = None
        self.hits: list[tuple[pygame.Rect, int]] = []  # (row rectangle, index into rows())
        self.size: tuple[int, int] | None = None
        self.areas: dict[str, pygame.Rect] = {}
        self.buttons = {
            **{b.label: b for b in self.extra_buttons()},
            "sort": Button(self._sort_label(), self.toggle_order, size=15),
            "export": Button(N_("Export"), self.export, size=15),
            "back": Button(N_("Back"), self.app.back, size=15),
        }
        self.form = Form(list(self.buttons.values()))

    # what a subclass gives ----------------------------------------------------
    def rows(self) -> list[ReviewRow]:
        """The review's rows in the game's order."""
        return []

    def draw_position(self, surface: pygame.Surface, area: pygame.Rect, row: int | None) -> None:
        """Paint the position for ``rows()[row]`` (or the game's start/end when ``row`` is None) inside ``area``."""

    def summary(self) -> list[str]:
        """Short lines over the list (e.g. find times); none by default."""
        return []

    def export_text(self) -> str:
        """The game's text record for Export; empty when there is none (the button is then greyed)."""
        return ""

    def subtitle_words(self) -> str:
        """The line under the title, in the language in use (asked while drawing)."""
        return _(self.subtitle) if self.subtitle else ""

    def extra_buttons(self) -> list[Button]:
        """Buttons of the subclass's own, placed before Sort / Export / Back (asked in ``__init__``: a subclass sets
        what they need before calling ``super().__init__``)."""
        return []

    # rows and order ------------------------------------------------------------
    def all_rows(self) -> list[ReviewRow]:
        """``rows()``, asked once (call ``refresh_rows`` when the review changes, e.g. a worker's answer)."""
        if self._rows is None:
            self._rows = list(self.rows())
            self.buttons["export"].enabled = bool(self.export_text())
        return self._rows

    def refresh_rows(self) -> None:
        self._rows = None
        if self.size is not None:  # the new rows' and summary's lines measured again
            self.layout(self.size)
        n = len(self.all_rows())
        if self.selected is not None and self.selected >= n:
            self.selected = n - 1 if n else None
        self.keep_in_view()

    def order(self) -> list[int]:
        """Indices into ``rows()`` in the order the list shows them."""
        rows = self.all_rows()
        if not self.by_cost:
            return list(range(len(rows)))
        return sorted(range(len(rows)), key=lambda i: -rows[i].cost)

    def _sort_label(self) -> str:
        return N_("In order") if self.by_cost else N_("Costly first")

    def toggle_order(self) -> None:
        self.by_cost = not self.by_cost
        self.buttons["sort"].label = self._sort_label()
        self.keep_in_view()

    # selection -----------------------------------------------------------------
    def select(self, index: int | None) -> None:
        """Select ``rows()[index]`` (None: nothing) and scroll the list so it shows."""
        n = len(self.all_rows())
        self.selected = None if index is None or n == 0 else max(0, min(n - 1, index))
        self.keep_in_view()

    def move(self, by: int) -> None:
        """Move the selection ``by`` places in the shown order (the first row when nothing is selected)."""
        order = self.order()
        if not order:
            return
        if self.selected is None or self.selected not in order:
            at = 0 if by >= 0 else len(order) - 1
        else:
            at = max(0, min(len(order) - 1, order.index(self.selected) + by))
        self.select(order[at])

    def keep_in_view(self) -> None:
        order = self.order()
        if self.selected is not None and self.selected in order:
            at = order.index(self.selected)
            if at < self.scroll:
                self.scroll = at
            elif at >= self.scroll + self.room:
                self.scroll = at - self.room + 1
        self.scroll = max(0, min(self.scroll, max(0, len(order) - self.room)))

    def wheel(self, up: bool) -> None:
        """The wheel moves the list, not the selection."""
        top = max(0, len(self.order()) - self.room)
        self.scroll = max(0, min(top, self.scroll + (-WHEEL_ROWS if up else WHEEL_ROWS)))

    # export --------------------------------------------------------------------
    def export(self) -> None:
        text = self.export_text()
        if text:
            self.app.notify(clip.export_text(self.app, text, prefix=self.export_name))

    # layout --------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        self.size = size
        self._rows = None  # the rows' words again (a language switch lays the screen out again)
        w, h = size
        m, gap = th.px(24), th.px(10)
        top = th.px(20) + th.font(28, True).get_linesize() + th.font(15).get_linesize() + th.px(10)
        button_h = th.px(44)
        bottom = h - m - button_h
        # larger text takes the side a little more of the width: its summary, rows and words wrap less
        left_w = round((w - 3 * m) * (0.6 if th.text_scale < 1.4 else 0.52))
        position = pygame.Rect(m, top, left_w, bottom - gap - top)
        side = pygame.Rect(position.right + m, top, w - position.right - 2 * m, position.h)
        self.summary_lines = [
            line for text in self.summary()[:SUMMARY_LINES] for line in th.wrap(text, 14, side.w - th.px(24))
        ]
        lines = len(self.summary_lines)
        summary_h = lines * th.font(14).get_linesize() + (th.px(8) if lines else 0)
        detail_h = self.detail_height(side)
        list_box = pygame.Rect(side.x, side.y + summary_h, side.w, side.h - summary_h - detail_h)
        self.areas = {
            "position": position,
            "side": side,
            "summary": pygame.Rect(side.x, side.y, side.w, summary_h),
            "list": list_box,
            "detail": pygame.Rect(side.x, list_box.bottom, side.w, detail_h),
        }
        # a row is one line, or two for every row when a label needs them (a long language, larger text)
        label_w = side.w - 2 * th.px(8) - th.px(30)
        self.row_lines = max([1, *(min(2, len(th.wrap(r.label, 14, label_w))) for r in self.all_rows())])
        self.room = max(1, (list_box.h - th.px(8)) // self.line_h())
        share_row(th, list(self.buttons.values()), pygame.Rect(side.x, bottom, side.w, button_h), gap)
        self.keep_in_view()

    def detail_height(self, side: pygame.Rect) -> int:
        """The room under the list for the selected row's words: the longest row's whole (its label and every
        line of its detail, e.g. a SET's three cards in words), up to half the side."""
        th = self.app.theme
        width, line = side.w - 2 * th.px(12), th.font(15).get_linesize()
        need = 0
        for r in self.all_rows():
            parts = [(r.label, True), *((text, False) for text in r.detail)]
            lines = sum(len(th.wrap(text, 15, width, bold=bold)) for text, bold in parts)
            need = max(need, lines * line + len(parts) * th.px(4) + th.px(12))
        return max(min(th.px(190), side.h // 3), min(need, side.h // 2))

    def line_h(self) -> int:
        th = self.app.theme
        return self.row_lines * th.font(14).get_linesize() + th.px(6)

    # input ---------------------------------------------------------------------
    def key_help(self) -> tuple[KeyRow, ...]:
        return (
            row(UP, DOWN, does=N_("previous or next row")),
            row(PAGE_UP, PAGE_DOWN, WHEEL, does=N_("a page of rows up or down")),
            row(HOME, END, does=N_("first or last row")),
            row(CLICK, does=N_("show that row's position")),
            row(TAB, SHIFT_TAB, does=N_("highlight a button")),
            FORM_ROWS[2],
            BACK_ROW,
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            page = max(1, self.room - 1)
            keys = {
                pygame.K_UP: lambda: self.move(-1),
                pygame.K_DOWN: lambda: self.move(1),
                pygame.K_PAGEUP: lambda: self.move(-page),
                pygame.K_PAGEDOWN: lambda: self.move(page),
                pygame.K_HOME: lambda: self.move(-len(self.order())),
                pygame.K_END: lambda: self.move(len(self.order())),
                pygame.K_ESCAPE: self.app.back,
                pygame.K_BACKSPACE: self.app.back,
            }
            action = keys.get(event.key)
            if action is not None:
                action()
                return True
        if event.type == pygame.MOUSEWHEEL:
            self.wheel(event.y > 0)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, index in self.hits:
                if rect.collidepoint(event.pos):
                    self.select(index)
                    return True
        return self.form.handle(self.app, event)

    def autoplay(self, frame: int) -> None:
        """A visitor reads the rows one by one."""
        if frame % 20 == 0 and self.order():
            order = self.order()
            if self.selected is None or order.index(self.selected) < len(order) - 1:
                self.move(1)

    # drawing -------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        if self.size != surface.get_size():
            self.layout(surface.get_size())
        th = self.app.theme
        surface.blit(felt_backdrop(surface.get_size()), (0, 0))
        m = th.px(24)
        title_w = surface.get_width() - 2 * m - th.px(120)
        text, size = th.fit_text(_(self.title), 28, title_w, bold=True)
        r = th.blit_text(surface, text, size, PALETTE["title"], (m, th.px(14)), bold=True)
        subtitle = self.subtitle_words()
        if subtitle:
            text, size = th.fit_text(subtitle, 15, title_w)
            th.blit_text(surface, text, size, PALETTE["muted"], (m, r.bottom))
        hint = _("↑/↓ choose · Esc back")
        th.blit_text(
            surface, hint, 14, PALETTE["muted"], (surface.get_width() - m, th.px(20)), anchor="topright"
        )
        position = self.areas["position"]
        clip_before = surface.get_clip()
        surface.set_clip(position)
        self.draw_position(surface, position, self.selected)
        surface.set_clip(clip_before)
        side = self.areas["side"]
        th.panel(surface, side, color=PALETTE["felt_dark"], alpha=150, shadow=False, radius=14)
        self._draw_summary(surface)
        self._draw_list(surface)
        self._draw_detail(surface)
        self.form.draw(surface, th)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        th, box = self.app.theme, self.areas["summary"]
        pad = th.px(12)
        y = box.y + th.px(6)
        for line in self.summary_lines:  # wrapped at layout
            th.blit_text(surface, line, 14, PALETTE["cream"], (box.x + pad, y))
            y += th.font(14).get_linesize()

    def _draw_list(self, surface: pygame.Surface) -> None:
        th, box = self.app.theme, self.areas["list"]
        rows, order = self.all_rows(), self.order()
        self.hits = []
        pad = th.px(8)
        if not rows:
            for i, line in enumerate(th.wrap(_("Nothing to review in this game."), 15, box.w - 4 * pad)):
                at = (box.x + 2 * pad, box.y + pad + i * th.font(15).get_linesize())
                th.blit_text(surface, line, 15, PALETTE["muted"], at)
            return
        line_h = self.line_h()
        y = box.y + th.px(4)
        for index in order[self.scroll : self.scroll + self.room]:
            row = rows[index]
            rect = pygame.Rect(box.x + pad, y, box.w - 2 * pad, line_h)
            if index == self.selected:
                th.panel(surface, rect, color=PALETTE["paper"], alpha=60, shadow=False, radius=6)
            pygame.draw.circle(surface, TONES[row.tone], (rect.x + th.px(10), rect.centery), th.px(5))
            lines = th.wrap(row.label, 14, rect.w - th.px(30))
            if len(lines) > self.row_lines:  # the last line holds the rest, cut short
                rest = " ".join(lines[self.row_lines - 1 :])
                lines = [*lines[: self.row_lines - 1], th.fit_text(rest, 14, rect.w - th.px(30))[0]]
            text_h = len(lines) * th.font(14).get_linesize()
            for k, line in enumerate(lines):
                at = (rect.x + th.px(22), rect.centery - text_h // 2 + k * th.font(14).get_linesize())
                th.blit_text(surface, line, 14, PALETTE["cream"], at)
            self.hits.append((rect, index))
            y += line_h
        if len(order) > self.room:  # where the shown rows sit in the whole list
            rail = pygame.Rect(box.right - th.px(5), box.y + th.px(4), th.px(3), self.room * line_h)
            knob = rail.copy()
            knob.h = max(th.px(12), rail.h * self.room // len(order))
            knob.y = rail.y + (rail.h - knob.h) * self.scroll // max(1, len(order) - self.room)
            pygame.draw.rect(surface, PALETTE["muted"], knob, border_radius=2)

    def _draw_detail(self, surface: pygame.Surface) -> None:
        th, box = self.app.theme, self.areas["detail"]
        pad = th.px(12)
        pygame.draw.line(surface, PALETTE["muted"], (box.x + pad, box.y), (box.right - pad, box.y), 1)
        area = pygame.Rect(box.x + pad, box.y + th.px(8), box.w - 2 * pad, box.h - th.px(12))
        rows = self.all_rows()
        if self.selected is None or self.selected >= len(rows):
            words = [
                (_("Choose a row (↑/↓ or a click) for the coach's words on it."), PALETTE["muted"], False)
            ]
        else:
            row = rows[self.selected]
            words = [(row.label, TONES[row.tone], True)]
            words += [(line, PALETTE["cream"], False) for line in row.detail]
        th.blit_paragraphs(surface, words, 15, area, th.px(4))
