"""The card over a table at the end of a game (and QU4TO's between rounds): a title, a few lines of detail, each
seat's score with a note of what the points were for, a footnote and its buttons; painted once into a picture
that the table blits, the buttons drawn over it each frame. It takes plain data and knows no game."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.scenes.table.contracts import Px
from game.ui.rows import row_need, share_row
from game.ui.theme import PALETTE, Theme

if TYPE_CHECKING:
    from game.app import App
    from game.ui.widgets import Button


@dataclass
class ResultCard:
    """The end of a game: a title, a few lines of detail, each seat's score, a footnote, and its buttons."""

    title: str
    detail: str
    scores: list[tuple[str, int]]
    footnote: str = ""
    buttons: list[Button] = field(default_factory=list)
    focus: int = 0
    #: a smaller line under a score's name (one per score, "" for none): what the points were for
    notes: list[str] = field(default_factory=list)
    _picture: pygame.Surface | None = field(default=None, repr=False, compare=False)
    _key: tuple | None = field(default=None, repr=False, compare=False)
    _margin: int = field(default=0, repr=False, compare=False)
    #: a painting of the picture under way (``prepare_step``): the picture's key, and its parts still to come
    _steps: tuple[tuple, Iterator[None]] | None = field(default=None, repr=False, compare=False)

    def step_focus(self, step: int) -> None:
        if self.buttons:
            self.focus = (self.focus + step) % len(self.buttons)

    def handle(self, event: pygame.event.Event, app: App) -> bool:
        """The card's buttons answer as every button in the app (``game.ui.widgets.Form``): arrows and Tab move
        the focus, Enter or Space presses it, the pointer's hover focuses, a click acts on release over the button
        it pressed. True when the event was the card's; motion never is (a table's own hover goes on)."""
        if event.type == pygame.KEYDOWN:
            back = event.key in (pygame.K_LEFT, pygame.K_UP) or (
                event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            )
            if back or event.key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_TAB):
                self.step_focus(-1 if back else 1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.buttons:
                self.buttons[self.focus].activate(app)
            else:
                return False
            return True
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        over = [b.rect is not None and b.rect.collidepoint(event.pos) for b in self.buttons]
        if event.type == pygame.MOUSEMOTION:
            for i, (b, inside) in enumerate(zip(self.buttons, over, strict=True)):
                if inside and not b.hovered and b.enabled:
                    self.focus = i
                b.hovered = inside
            return False
        if event.button != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            hit = next(
                (b for b, inside in zip(self.buttons, over, strict=True) if inside and b.enabled), None
            )
            if hit is not None:
                hit.pressed = True
            return hit is not None
        held = [(i, b) for i, b in enumerate(self.buttons) if b.pressed]
        for _i, b in held:
            b.pressed = False
        for i, b in held:
            if over[i]:
                self.focus = i
                b.activate(app)
        return bool(held)

    def draw(self, theme: Theme, surface: pygame.Surface, box: pygame.Rect, px: Px) -> None:
        """The card in ``box``: its picture, then its buttons (for their hover and focus)."""
        self.paint(theme, surface, box, px)
        self.draw_buttons(theme, surface, box, px)

    def content(self) -> tuple:
        """What the card's picture shows (its buttons aside)."""
        return (self.title, self.detail, tuple(self.scores), self.footnote, tuple(self.notes))

    def ready(self, box: pygame.Rect, px: Px) -> bool:
        """The card's picture for ``box`` is painted (``paint`` then only blits it)."""
        return self._key == self._picture_key(box, px)

    def _picture_key(self, box: pygame.Rect, px: Px) -> tuple:
        return (tuple(box), px(100), *self.content())

    def paint(self, theme: Theme, surface: pygame.Surface, box: pygame.Rect, px: Px) -> None:
        """The card's shadow, panel and text in ``box``, painted once and kept (repainting it cost ≈ 1 ms a frame
        at 1920×1080); a table that keeps a still layer paints it there and draws only the buttons each frame."""
        picture = self.prepare(theme, box, px)
        theme.veiled(surface, box)  # the card covers the table under it on purpose
        at = (box.x - self._margin, box.y - self._margin)
        surface.blit(picture, at)
        theme.placed(picture, surface, at)

    def prepare(self, theme: Theme, box: pygame.Rect, px: Px) -> pygame.Surface:
        """Paint the card's picture for ``box`` now, if it is not (a table does it in quiet frames, ahead:
        ``prepare_step``); the rest of a painting under way, if one is."""
        if self._picture is None or not self.ready(box, px):
            for _part in self._parts_for(theme, box, px):
                pass
        assert self._picture is not None
        return self._picture

    def prepare_step(self, theme: Theme, box: pygame.Rect, px: Px) -> bool:
        """One part of painting the card's picture for ``box`` (its panel's shadow, a new picture, the panel on
        it, its words: a few ms each at 3840×2160, where the whole took 6–9 in one frame); True if a part was
        painted, False when the picture is ready."""
        if self.ready(box, px):
            return False
        for _part in self._parts_for(theme, box, px):
            return True
        return True

    def _parts_for(self, theme: Theme, box: pygame.Rect, px: Px) -> Iterator[None]:
        """The painting of the picture for ``box`` under way (a new one if it was for another box or words)."""
        key = self._picture_key(box, px)
        if self._steps is None or self._steps[0] != key:
            self._steps = (key, self._prepare_parts(theme, box, px))
        return self._steps[1]

    def _prepare_parts(self, theme: Theme, box: pygame.Rect, px: Px) -> Iterator[None]:
        margin = px(40)  # room for the panel's shadow
        inner = pygame.Rect(margin, margin, box.w, box.h)
        report, theme.report = theme.report, None  # (nothing shows: the shadow made and kept by the theme)
        try:
            theme.panel(pygame.Surface((1, 1)), inner, color=PALETTE["paper"], radius=18)
        finally:
            theme.report = report
        yield
        picture = pygame.Surface((box.w + 2 * margin, box.h + 2 * margin), pygame.SRCALPHA)
        yield
        yield from self._paint(theme, picture, inner, px)
        self._picture, self._key, self._margin = picture, self._picture_key(box, px), margin
        self._steps = None

    def warm_parts(self, theme: Theme, box: pygame.Rect, px: Px) -> Iterator[None]:
        """What a first paint of a card at ``box`` makes and the theme keeps (the panel's shadow, the words'
        fonts, the buttons' faces), a part at a time, drawn where nothing shows; no picture kept (a table lays its
        card out ahead this way: the card at a game's end says other words)."""
        nowhere = pygame.Surface((1, 1))
        margin = px(40)
        yield from self._paint(theme, nowhere, pygame.Rect(margin, margin, box.w, box.h), px)
        yield
        self.draw_buttons(theme, nowhere, box, px)

    def _titles(self, theme: Theme, inner: int) -> tuple[list[str], int]:
        """The title's lines and size: one line from 28 down to 16, else two lines at 20 (a long name or
        language)."""
        if theme.font(16, True).size(self.title)[0] <= inner:
            title, size = theme.fit_text(self.title, 28, inner, bold=True, smallest=16)
            return [title], size
        return theme.wrap(self.title, 20, inner, bold=True), 20

    def _rows(self, theme: Theme, inner: int, px: Px) -> list[tuple[list[str], str]]:
        """Each score's name in lines (wrapped left of its number) and the number."""
        out = []
        for name, score in self.scores:
            room = inner - theme.font(22, True).size(str(score))[0] - px(12)
            out.append((theme.wrap(name, 18, room), str(score)))
        return out

    def _notes(self, theme: Theme, inner: int, px: Px) -> list[list[str]]:
        """Each score's note in lines under its name (none when the card has no notes)."""
        notes = list(self.notes) + [""] * (len(self.scores) - len(self.notes))
        return [theme.wrap(note, 14, inner - px(12)) if note else [] for note in notes[: len(self.scores)]]

    def _button_rows(self, theme: Theme, inner: int, px: Px) -> list[list[Button]]:
        """One button a row; a fourth shares the last row while both labels fit it (``row_need``)."""
        rows = [[b] for b in self.buttons]
        if len(rows) > 3 and row_need(theme, self.buttons[-2:], px(10)) <= inner:
            rows[-2:] = [[b for row in rows[-2:] for b in row]]
        return rows

    def _buttons_h(self, theme: Theme, inner: int, px: Px) -> int:
        rows = len(self._button_rows(theme, inner, px))
        return rows * px(46) + max(0, rows - 1) * px(10)

    def height(self, theme: Theme, width: int, px: Px) -> int:
        """The height the card needs at ``width`` for its words and its buttons, in the language and text size
        in use (a table gives its card at least this, where the room allows)."""
        pad = px(18)
        inner = width - 2 * pad
        titles, size = self._titles(theme, inner)
        h = pad + len(titles) * (theme.font(size, True).get_height() + px(2)) + px(8)
        h += len(theme.wrap(self.detail, 16, inner)[:4]) * theme.font(16).get_linesize() + px(24)
        notes = self._notes(theme, inner, px)
        for (lines, _score), note in zip(self._rows(theme, inner, px), notes, strict=True):
            h += max(len(lines) * theme.font(18).get_linesize(), theme.font(22, True).get_linesize())
            h += len(note) * theme.font(14).get_linesize() + (px(4) if note else 0)
        if self.footnote:  # (and a little air between it and the buttons)
            h += len(theme.wrap(self.footnote, 14, inner)) * theme.font(14).get_linesize() + px(6)
        return h + px(12) + self._buttons_h(theme, inner, px) + pad

    def _paint(self, theme: Theme, surface: pygame.Surface, box: pygame.Rect, px: Px) -> Iterator[None]:
        """The panel, then (a part later) the words."""
        theme.panel(surface, box, color=PALETTE["paper"], radius=18)
        yield
        pad = px(18)
        inner = box.w - 2 * pad
        y = box.y + pad
        titles, size = self._titles(theme, inner)
        for line in titles:
            theme.blit_text(surface, line, size, PALETTE["ink"], (box.centerx, y), anchor="midtop", bold=True)
            y += theme.font(size, True).get_height() + px(2)
        y += px(8)
        line_h = theme.font(16).get_linesize()
        for line in theme.wrap(self.detail, 16, inner)[:4]:
            theme.blit_text(surface, line, 16, PALETTE["ink_soft"], (box.centerx, y), anchor="midtop")
            y += line_h
        y += px(10)
        pygame.draw.line(surface, PALETTE["paper_lo"], (box.x + pad, y), (box.right - pad, y), max(1, px(2)))
        y += px(14)
        name_h, note_h = theme.font(18).get_linesize(), theme.font(14).get_linesize()
        notes = self._notes(theme, inner, px)
        for (lines, score), note in zip(self._rows(theme, inner, px), notes, strict=True):
            theme.blit_text(
                surface, score, 22, PALETTE["gold_ink"], (box.right - pad, y), anchor="topright", bold=True
            )
            top = y
            for line in lines:
                theme.blit_text(surface, line, 18, PALETTE["ink"], (box.x + pad, y))
                y += name_h
            y = max(y, top + theme.font(22, True).get_linesize())
            for line in note:  # what the points were for, under the name
                theme.blit_text(surface, line, 14, PALETTE["ink_soft"], (box.x + pad + px(12), y))
                y += note_h
            y += px(4) if note else 0
        if self.footnote:
            foot_h = theme.font(14).get_linesize()
            for line in theme.wrap(self.footnote, 14, inner):
                theme.blit_text(surface, line, 14, PALETTE["ink_soft"], (box.x + pad, y))
                y += foot_h

    def draw_buttons(self, theme: Theme, surface: pygame.Surface, box: pygame.Rect, px: Px) -> None:
        pad = px(18)
        inner = box.w - 2 * pad
        bh, gap = px(46), px(10)
        rows = self._button_rows(theme, inner, px)
        by = box.bottom - pad - len(rows) * bh - (len(rows) - 1) * gap
        for r, row in enumerate(rows):  # a shared row gives each label its width (``share_row``)
            share_row(theme, row, pygame.Rect(box.x + pad, by + r * (bh + gap), inner, bh), gap)
        for i, b in enumerate(self.buttons):
            b.draw(surface, theme, i == self.focus)
