"""A titled screen with a Form of widgets, Esc to go back, and a simple autoplay that returns after a while."""

from __future__ import annotations

from typing import Any

from game.scenes.base import Scene
from game.ui.backdrop import backdrop
from game.ui.theme import PALETTE
from game.ui.widgets import Form

AUTOPLAY_DWELL = 45  # frames a visitor looks at a screen before going back


class FormScene(Scene):
    title = ""
    subtitle = ""

    def __init__(self, app: Any, **options: Any) -> None:
        super().__init__(app, **options)
        self.form = Form(self.build())
        self.entered_frame = 0

    def build(self) -> list[Any]:
        return []

    def enter(self) -> None:
        self.entered_frame = self.app.frame

    def resume(self) -> None:
        self.entered_frame = self.app.frame

    def handle(self, event: Any) -> bool:
        pg = self.app.pg
        if event.type == pg.KEYDOWN and event.key in (pg.K_ESCAPE, pg.K_BACKSPACE):
            self.app.audio.play("click")
            self.app.back()
            return True
        return self.form.handle(self.app, event)

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame > AUTOPLAY_DWELL:
            self.app.back()

    def draw_header(self, surface: Any) -> int:
        """Backdrop plus the screen title; returns the y where content may start."""
        th = self.app.theme
        surface.blit(backdrop(self.app.pg, surface.get_size()), (0, 0))
        x = th.px(72)
        th.blit_text(surface, self.title, 44, PALETTE["title"], (x, th.px(48)), bold=True)
        bottom = th.px(48) + th.font(44, True).get_linesize()
        if self.subtitle:
            r = th.blit_text(surface, self.subtitle, 18, PALETTE["muted"], (x, bottom))
            bottom = r.bottom
        hint = "Esc  back"
        th.blit_text(
            surface, hint, 15, PALETTE["muted"], (surface.get_width() - x, th.px(60)), anchor="topright"
        )
        return bottom + th.px(24)

    def draw(self, surface: Any) -> None:
        self.draw_header(surface)
        self.form.draw(surface, self.app.theme)


def column(pg: Any, theme: Any, widgets: list[Any], x: int, y: int, w: int, h: int, gap: int) -> int:
    """Stack widgets vertically; returns the y below the last one."""
    for widget in widgets:
        widget.rect = pg.Rect(x, y, w, h)
        y += h + gap
    return y
