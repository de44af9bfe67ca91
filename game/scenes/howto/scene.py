"""How to play: a tab per game, illustrated pages within it (←/→ or the buttons; the wheel scrolls long text),
and a button that starts the game's interactive lesson."""

from __future__ import annotations

import functools
from collections.abc import Callable

import pygame

from game.i18n import N_, _
from game.scenes.common import FormScene
from game.scenes.howto import figures
from game.scenes.howto.paint import Painter
from game.scenes.keymap import BACK_ROW, FORM_ROWS, LEFT, PAGE_DOWN, PAGE_UP, RIGHT, WHEEL, KeyRow, row
from game.scenes.rules_text import PAGES, TABS, page_words, resolve
from game.ui.theme import PALETTE, Theme
from game.ui.widgets import Button, Widget


class TabButton(Button):
    """A game tab: gold underline and a brighter face when it is the open one."""

    def __init__(self, label: str, action: Callable[[], None], is_open: Callable[[], bool]) -> None:
        super().__init__(label, action, size=18)
        self.is_open = is_open

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        super().draw(surface, theme, focused)
        if self.is_open():
            bar = pygame.Rect(
                self.box.x + theme.px(18),
                self.box.bottom - theme.px(7),
                self.box.w - theme.px(36),
                theme.px(4),
            )
            pygame.draw.rect(surface, PALETTE["gold"], bar, border_radius=bar.h // 2)


class RulesScene(FormScene):
    name = "rules"
    title = N_("How to play")

    def build(self) -> list[Widget]:
        self.tab, self.page = resolve(self.options.get("game"))
        self.scroll = 0
        self.text_h = 0
        self.painted: list[
            pygame.Rect
        ] = []  # every text/image rect drawn on the page shown (tests check them)
        self.words: list[str] = []  # what the page shown says, line by line
        # (what it shows, the page layer)
        self._cache: tuple[tuple[object, ...], pygame.Surface] | None = None
        self.tabs = [
            TabButton(label, functools.partial(self.open_tab, key), functools.partial(self.is_open, key))
            for key, label in TABS
        ]
        self.back_button = Button(N_("Back"), self.app.back, size=18)
        self.lesson_button = Button(N_("Try the lesson"), self.start_lesson, size=18, primary=True)
        self.prev_button = Button(N_("← Previous"), lambda: self.turn(-1), size=18)
        self.next_button = Button(N_("Next →"), lambda: self.turn(1), size=18)
        return [*self.tabs, self.prev_button, self.next_button, self.lesson_button, self.back_button]

    def enter(self) -> None:
        super().enter()
        self.form.focus = [k for k, _label in TABS].index(self.tab)

    # actions ---------------------------------------------------------------------------------------
    def is_open(self, key: str) -> bool:
        return key == self.tab

    def open_tab(self, key: str) -> None:
        if key != self.tab:
            self.tab, self.page, self.scroll = key, 0, 0

    def turn(self, step: int) -> None:
        n = len(PAGES[self.tab])
        new = min(n - 1, max(0, self.page + step))
        if new != self.page:
            self.page, self.scroll = new, 0
            self.app.audio.play("click")
        self._enable()

    def start_lesson(self) -> None:
        self.app.push("lesson", game=self.tab)

    def _enable(self) -> None:
        self.prev_button.enabled = self.page > 0
        self.next_button.enabled = self.page < len(PAGES[self.tab]) - 1

    def key_help(self) -> tuple[KeyRow, ...]:
        return (
            row(LEFT, RIGHT, does=N_("previous or next page")),
            row("1–5", does=N_("open a game's tab")),
            row(PAGE_UP, PAGE_DOWN, WHEEL, does=N_("scroll a long page")),
            *FORM_ROWS[:3],
            BACK_ROW,
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * self.app.theme.px(40))
            return True
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.turn(-1 if event.key == pygame.K_LEFT else 1)
                return True
            if event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP):
                self.scroll = max(
                    0, self.scroll + (1 if event.key == pygame.K_PAGEDOWN else -1) * self.app.theme.px(120)
                )
                return True
            if pygame.K_1 <= event.key <= pygame.K_5:
                self.open_tab(TABS[event.key - pygame.K_1][0])
                return True
        return super().handle(event)

    def autoplay(self, frame: int) -> None:
        """A visitor leafs through the open game's pages, then goes back."""
        since = frame - self.entered_frame
        if since > 12 and since % 12 == 0 and self.page < len(PAGES[self.tab]) - 1:
            self.turn(1)
        elif since > 12 * len(PAGES[self.tab]) + 20:
            self.app.back()

    # layout and drawing -----------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        margin = th.px(72)
        top = max(th.px(122), th.px(48) + th.font(44, True).get_height())  # under the title's descenders
        gap = th.px(10)
        tw = (size[0] - 2 * margin - gap * (len(self.tabs) - 1)) // len(self.tabs)
        for i, b in enumerate(self.tabs):
            b.rect = pygame.Rect(margin + i * (tw + gap), top, tw, th.px(46))
        by, bh = size[1] - th.px(72), th.px(48)
        self.page_rect = pygame.Rect(
            margin, top + th.px(64), size[0] - 2 * margin, by - top - th.px(64) - th.px(18)
        )
        self.back_button.rect = pygame.Rect(margin, by, th.px(150), bh)
        # its label's width in the language, clear of the gold bar at its left by the padding a button keeps
        label_w = th.font(self.lesson_button.size, True).size(_(self.lesson_button.label))[0]
        lesson_w = max(th.px(210), label_w + 2 * th.px(22) + th.px(6))
        self.lesson_button.rect = pygame.Rect(margin + th.px(166), by, lesson_w, bh)
        self.next_button.rect = pygame.Rect(size[0] - margin - th.px(170), by, th.px(170), bh)
        self.prev_button.rect = pygame.Rect(self.next_button.rect.x - th.px(186), by, th.px(170), bh)
        self.dots_at = (self.prev_button.rect.x - th.px(24), by + bh // 2)
        self._enable()

    def regions(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """(title area, text column, figure area) inside the page for the page shown."""
        th = self.app.theme
        inner = self.page_rect.inflate(-th.px(48), -th.px(36))
        head = pygame.Rect(inner.x, inner.y, inner.w, th.px(46))
        body = pygame.Rect(inner.x, head.bottom + th.px(6), inner.w, inner.bottom - head.bottom - th.px(6))
        name = PAGES[self.tab][self.page][2]
        if figures.is_wide(name):
            _title, text = page_words(PAGES[self.tab][self.page])
            text_h = len(th.wrap(text, 18, body.w)) * th.font(18).get_linesize() + th.px(14)
            return (
                head,
                pygame.Rect(body.x, body.y, body.w, text_h),
                pygame.Rect(body.x, body.y + text_h, body.w, body.h - text_h),
            )
        col = int(body.w * 0.38)
        text_box = pygame.Rect(body.right - col, body.y, col, body.h)
        fig = pygame.Rect(body.x, body.y, body.w - col - th.px(36), body.h)
        return head, text_box, fig

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_header(surface)
        th.panel(surface, self.page_rect, radius=18)
        key = (self.tab, self.page, self.scroll, surface.get_size(), th.look())
        if self._cache is None or self._cache[0] != key:
            self._cache = (key, self._paint_page(surface.get_size()))
        surface.blit(self._cache[1], self.page_rect, area=self.page_rect)
        th.placed(self._cache[1], surface, (0, 0))  # (the page's part of it, where it was painted)
        self.form.draw(surface, th)
        self._dots(surface)

    def _paint_page(self, size: tuple[int, int]) -> pygame.Surface:
        """The page's figure and words on a transparent layer (kept until the page, scroll or size changes:
        the pointer moving over the page redraws the frame, and the figures cost tens of milliseconds)."""
        th = self.app.theme
        layer = pygame.Surface(size, pygame.SRCALPHA)
        fig_name = PAGES[self.tab][self.page][2]
        title, text = page_words(PAGES[self.tab][self.page])
        head, text_rect, fig_rect = self.regions()
        p = Painter(self.app, layer)
        p.text(title, 28, (head.x, head.centery), anchor="midleft", bold=True, width=head.w - th.px(120))
        p.text(
            f"{self.page + 1} / {len(PAGES[self.tab])}",
            16,
            (head.right, head.centery),
            anchor="midright",
            color=PALETTE["ink_soft"],
        )
        figures.draw(p, fig_name, fig_rect)
        self.text_h = p.para_height(text, 18, text_rect.w)
        self.scroll = min(self.scroll, max(0, self.text_h - text_rect.h))
        p.para(text, 18, text_rect, scroll=self.scroll, scrolls=True)
        self.painted, self.words = p.rects, p.words
        self.text_rect = text_rect
        return layer

    def _dots(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        n = len(PAGES[self.tab])
        x, y = self.dots_at
        step = th.px(16)
        for i in range(n - 1, -1, -1):
            colour = PALETTE["gold"] if i == self.page else PALETTE["muted"]
            pygame.draw.circle(
                surface, colour, (x - (n - 1 - i) * step, y), th.px(5 if i == self.page else 4)
            )
