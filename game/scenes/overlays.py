"""Overlays drawn over the scene below: the pause menu, a yes/no confirmation, and the error screen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.scenes.base import Scene
from game.scenes.common import FormScene, column
from game.scenes.keymap import KeyRow, form_rows
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App


class OverlayScene(FormScene):
    """A panel with a heading, a message and buttons. ``heading`` and ``message`` are msgids (N_) or text already
    translated with ``_()``; they are looked up again at every layout, so a change of language shows."""

    overlay = True
    heading = ""
    message = ""
    panel_w = 440

    def heading_text(self) -> str:
        """The heading in the language of the moment (an overlay whose heading is worked out says so here)."""
        return _(self.heading)

    def text(self) -> str:
        """The message in the language of the moment."""
        return _(self.message) if self.message else ""

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        n = len(self.form.widgets)
        bh, gap = th.px(50), th.px(12)
        width = th.px(self.panel_w - 64)
        message = self.text()
        msg_lines = th.wrap(message, 18, width) if message else []
        self.heading_lines = th.wrap(self.heading_text(), 30, width, bold=True)
        self.text_top = th.px(28) + len(self.heading_lines) * th.font(30, True).get_linesize() + th.px(8)
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
        y = self.box.y + th.px(24)
        for line in self.heading_lines:
            th.blit_text(surface, line, 30, PALETTE["ink"], (self.box.centerx, y), anchor="midtop", bold=True)
            y += th.font(30, True).get_linesize()
        y = self.box.y + self.text_top
        for line in self.lines:
            th.blit_text(surface, line, 18, PALETTE["ink_soft"], (self.box.centerx, y), anchor="midtop")
            y += th.font(18).get_linesize()
        self.form.draw(surface, th)


class PauseScene(OverlayScene):
    name = "pause"
    heading = N_("Paused")

    def build(self) -> list[Widget]:
        app = self.app
        return [
            Button(N_("Resume"), app.back, primary=False),
            *self.options.get("extra", ()),  # the table's own views (Quarto: the flat board), under Resume
            Button(N_("How to play"), lambda: app.push("rules", game=self.options.get("game", "quarto"))),
            Button(N_("Settings"), lambda: app.push("settings")),
            # a table's own entries (Sentences: said in the language in use), such as the computer for a friend who dropped
            *(
                Button(label, self._closing(act), sublabel=sub)
                for label, sub, act in self.options.get("entries", ())
            ),
            Button(N_("Quit to menu"), self._to_menu),
        ]

    def _closing(self, act: Callable[[], None]) -> Callable[[], None]:
        """An entry of the table's: the menu closes, then it acts on the table."""

        def closing() -> None:
            self.app.back()
            act()

        return closing

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
        text: str = N_("Are you sure?"),
        yes: str = N_("Yes"),
        no: str = N_("No"),
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
    heading = N_("Something went wrong")
    panel_w = 620

    def __init__(self, app: App, message: str = "", log_path: str = "", **options: Any) -> None:
        self.problem, self.log_path = message, log_path  # the exception's own words stay as they are
        super().__init__(app, **options)

    def layout(self, size: tuple[int, int]) -> None:
        parts = [_("Quadrille hit an unexpected problem: {problem}.").format(problem=self.problem)]
        if self.app.saves.has_game():
            parts.append(_("Your game in progress was saved."))
        if self.log_path:
            parts.append(_("A report was written to {path}.").format(path=self.log_path))
        self.message = " ".join(parts)  # in the language of the moment: layout runs again on a switch
        super().layout(size)

    def build(self) -> list[Widget]:
        return [
            Button(N_("Back to the menu"), lambda: self.app.go("menu")),
            Button(N_("Quit"), self.app.quit),
        ]

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
