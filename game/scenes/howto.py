"""How to play: one tab per game on the left, the rules text on the right (wheel or PgUp/PgDn to scroll)."""

from __future__ import annotations

from typing import Any

from game.scenes.common import FormScene
from game.scenes.rules_text import PAGES
from game.ui.theme import PALETTE
from game.ui.widgets import Button


class RulesScene(FormScene):
    name = "rules"
    title = "How to play"

    def build(self) -> list[Any]:
        self.keys = list(PAGES)
        widgets: list[Any] = [Button(PAGES[k][0], self._noop, size=18) for k in self.keys]
        widgets.append(Button("Back", self.app.back, size=18))
        self.scroll = 0
        self.shown = -1
        return widgets

    def enter(self) -> None:
        super().enter()
        game = self.options.get("game")
        if game in self.keys:
            self.form.focus = self.keys.index(game)

    def _noop(self) -> None:
        pass

    def handle(self, event: Any) -> bool:
        pg = self.app.pg
        if event.type == pg.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * self.app.theme.px(40))
            return True
        if event.type == pg.KEYDOWN and event.key in (pg.K_PAGEDOWN, pg.K_PAGEUP):
            self.scroll = max(
                0, self.scroll + (1 if event.key == pg.K_PAGEDOWN else -1) * self.app.theme.px(200)
            )
            return True
        return super().handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        pg, th = self.app.pg, self.app.theme
        th.resize(size)
        x, y, w = th.px(72), th.px(150), th.px(260)
        h, gap = th.px(48), th.px(8)
        for i, widget in enumerate(self.form.widgets):
            extra = th.px(16) if i == len(self.form.widgets) - 1 else 0
            widget.rect = pg.Rect(x, y + extra, w, h)
            y += h + gap
        px = x + w + th.px(32)
        self.page = pg.Rect(px, th.px(150), size[0] - px - th.px(72), size[1] - th.px(150) - th.px(48))

    def draw(self, surface: Any) -> None:
        pg, th = self.app.pg, self.app.theme
        self.draw_header(surface)
        self.form.draw(surface, th)
        idx = min(self.form.focus, len(self.keys) - 1)
        if idx != self.shown:
            self.shown, self.scroll = idx, 0
        title, text = PAGES[self.keys[idx]]
        th.panel(surface, self.page, radius=16)
        inner = self.page.inflate(-th.px(56), -th.px(44))
        clip = surface.get_clip()
        surface.set_clip(inner)
        lines = th.wrap(text, 18, inner.w)
        lh = th.font(18).get_linesize()
        total = th.px(52) + len(lines) * lh
        self.scroll = min(self.scroll, max(0, total - inner.h))
        y = inner.y - self.scroll
        th.blit_text(surface, title, 28, PALETTE["ink"], (inner.x, y), bold=True)
        y += th.px(52)
        for line in lines:
            if inner.y - lh < y < inner.bottom:
                th.blit_text(surface, line, 18, PALETTE["ink"], (inner.x, y))
            y += lh
        surface.set_clip(clip)
        if total > inner.h:
            frac = self.scroll / max(1, total - inner.h)
            bar = pg.Rect(
                self.page.right - th.px(12), 0, th.px(5), max(th.px(30), inner.h * inner.h // total)
            )
            bar.y = inner.y + int((inner.h - bar.h) * frac)
            pg.draw.rect(surface, PALETTE["paper_lo"], bar, border_radius=bar.w // 2)
