"""The hot-seat privacy curtain: hides private hands between two humans' turns until the next one is ready."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.scenes.base import Scene
from game.scenes.keymap import ENTER, ESC, SPACE, KeyRow, row
from game.ui.backdrop import backdrop
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App


class CurtainScene(Scene):
    """Hides the private hands between hot-seat turns: "Pass to <name> — press Space when ready"."""

    name = "curtain"
    overlay = True

    def __init__(
        self,
        app: App,
        player: str = "",
        on_ready: Callable[[], None] | None = None,
        game: str = "",
        **options: Any,
    ) -> None:
        super().__init__(app, **options)
        self.player = player
        self.game = game  # the catalog id the pause menu belongs to
        self.on_ready = on_ready
        self.entered = 0

    def enter(self) -> None:
        self.entered = self.app.frame

    def ready(self) -> None:
        self.app.audio.play("click")
        self.app.back()
        if self.on_ready is not None:
            self.on_ready()

    def key_help(self) -> tuple[KeyRow, ...]:
        return (
            row(SPACE, ENTER, does=N_("I am ready: show my side of the table")),
            row(ESC, does=N_("pause menu")),
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
                self.ready()
            elif event.key == pygame.K_ESCAPE:
                self.app.push("pause", game=self.game)
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.button.collidepoint(event.pos):
            self.ready()
        return True

    def autoplay(self, frame: int) -> None:
        if frame - self.entered > 20:
            self.ready()

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        self.button = pygame.Rect(0, 0, th.px(260), th.px(56))
        self.button.center = (size[0] // 2, size[1] // 2 + th.px(70))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        surface.blit(backdrop(pygame, surface.get_size()), (0, 0))
        cx, cy = surface.get_width() // 2, surface.get_height() // 2
        th.blit_text(
            surface,
            # TRANSLATORS: hand the screen over to the named player (hot-seat), not the pass of a card game
            _("Pass to {name}").format(name=self.player) if self.player else _("Pass to the next player"),
            44,
            PALETTE["title"],
            (cx, cy - th.px(70)),
            anchor="center",
            bold=True,
        )
        th.blit_text(
            surface,
            _("Hands are private — press Space when ready"),
            20,
            PALETTE["cream"],
            (cx, cy - th.px(10)),
            anchor="center",
        )
        th.panel(surface, self.button, color=PALETTE["paper"], radius=14)
        th.blit_text(
            surface, _("I am ready"), 20, PALETTE["ink"], self.button.center, anchor="center", bold=True
        )
