"""Overlays drawn over the scene below: the pause menu, a yes/no confirmation, and the error screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_
from game.scenes.base import Scene
from game.scenes.common import FormScene, column
from game.scenes.keymap import KeyRow, form_rows
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App


class OverlayScene(FormScene):
    overlay = True
    heading = ""
    message = ""
    panel_w = 440

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        n = len(self.form.widgets)
        bh, gap = th.px(50), th.px(12)
        msg_lines = th.wrap(self.message, 18, th.px(self.panel_w - 64)) if self.message else []
        self.text_top = th.px(28) + th.font(30, True).get_linesize() + th.px(8)
        text_h = self.text_top + len(msg_lines) * th.font(18).get_linesize() + th.px(16)
        h = text_h + n * (bh + gap) + th.px(28)
        self.box = pygame.Rect(0, 0, th.px(self.panel_w), h)
        self.box.center = (size[0] // 2, size[1] // 2)
        self.lines = msg_lines
        column(
            self.form.widgets,
            self.box.x + th.px(32),
            self.box.y + text_h,
            self.box.w - th.px(64),
            bh,
            gap,
        )

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((8, 20, 16, 150))
        surface.blit(dim, (0, 0))
        th.panel(surface, self.box, radius=20)
        th.blit_text(
            surface,
            self.heading,
            30,
            PALETTE["ink"],
            (self.box.centerx, self.box.y + th.px(24)),
            anchor="midtop",
            bold=True,
        )
        y = self.box.y + self.text_top
        for line in self.lines:
            th.blit_text(surface, line, 18, PALETTE["ink_soft"], (self.box.centerx, y), anchor="midtop")
            y += th.font(18).get_linesize()
        self.form.draw(surface, th)


class PauseScene(OverlayScene):
    name = "pause"
    heading = "Paused"

    def build(self) -> list[Widget]:
        app = self.app
        return [
            Button("Resume", app.back, primary=False),
            Button("How to play", lambda: app.push("rules", game=self.options.get("game", "quarto"))),
            Button("Settings", lambda: app.push("settings")),
            Button("Quit to menu", self._to_menu),
        ]

    def key_help(self) -> tuple[KeyRow, ...]:
        return form_rows(N_("resume the game"), self.has_choices())

    def _to_menu(self) -> None:
        self.app.save_game()
        self.app.go("menu")

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame > 30:
            self.app.back()


class ConfirmScene(OverlayScene):
    name = "confirm"

    def __init__(
        self,
        app: App,
        text: str = "Are you sure?",
        yes: str = "Yes",
        no: str = "No",
        on_yes: Callable[[], None] | None = None,
        detail: str = "",
        **options: Any,
    ) -> None:
        self.heading = text
        self.message = detail
        self.yes, self.no, self.on_yes = yes, no, on_yes
        super().__init__(app, **options)

    def build(self) -> list[Widget]:
        return [Button(self.no, self.app.back), Button(self.yes, self._yes)]

    def key_help(self) -> tuple[KeyRow, ...]:
        return form_rows(N_("close the question without doing it"), self.has_choices())

    def _yes(self) -> None:
        self.app.back()
        if self.on_yes is not None:
            self.on_yes()


class ErrorScene(OverlayScene):
    name = "error"
    overlay = False
    heading = "Something went wrong"
    panel_w = 620

    def __init__(self, app: App, message: str = "", log_path: str = "", **options: Any) -> None:
        saved = " Your game in progress was saved." if app.saves.has_game() else ""
        where = f" A report was written to {log_path}." if log_path else ""
        self.message = f"Quadrille hit an unexpected problem: {message}.{saved}{where}"
        super().__init__(app, **options)

    def build(self) -> list[Widget]:
        return [Button("Back to the menu", lambda: self.app.go("menu")), Button("Quit", self.app.quit)]

    def handle(self, event: pygame.event.Event) -> bool:
        return self.form.handle(self.app, event)

    def key_help(self) -> tuple[KeyRow, ...]:
        return form_rows(None, self.has_choices())  # no way back from here but its buttons

    def draw(self, surface: pygame.Surface) -> None:
        from game.ui.backdrop import felt_backdrop

        surface.blit(felt_backdrop(surface.get_size()), (0, 0))
        super().draw(surface)

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame > 60:
            self.app.go("menu")


__all__ = ["ConfirmScene", "ErrorScene", "PauseScene", "Scene"]
