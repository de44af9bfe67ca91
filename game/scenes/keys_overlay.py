"""F1 (or ?) on any screen: a card listing the keys that screen answers now (its ``key_help()``, issue #30), and
the few every screen answers; F1, ?, Esc or a click closes it. It is a modal overlay, so the table below it waits
(its computers play only while the table is on top)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.scenes.base import Scene
from game.scenes.keymap import ESC, F1, GLOBAL_ROWS, KeyRow, row
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App

NAME = "keys"


def typing(scene: Scene) -> bool:
    """A text field of ``scene`` has the focus: a typed "?" is a character there, not a request for help."""
    from game.ui.widgets import Form

    form = getattr(scene, "form", None)
    focused = form.focused() if isinstance(form, Form) else None
    return bool(getattr(focused, "typing", False))


def is_help_key(event: pygame.event.Event) -> bool:
    return event.type == pygame.KEYDOWN and (event.key == pygame.K_F1 or getattr(event, "unicode", "") == "?")


def offer_help(top: Scene, event: pygame.event.Event) -> bool:
    """The stack's hook: F1 (or ? outside a text field) over ``top`` opens its keys; True when it did."""
    if isinstance(top, KeysScene) or not is_help_key(event):
        return False
    if event.key != pygame.K_F1 and typing(top):
        return False
    top.app.push(NAME, screen=top)
    return True


class KeysScene(Scene):
    """The keys card over the screen it describes."""

    name = NAME
    overlay = True

    def __init__(self, app: App, screen: Scene | None = None, **options: Any) -> None:
        super().__init__(app, **options)
        below = app.stack.top
        self.screen = screen if screen is not None else below
        self.box = pygame.Rect(0, 0, 0, 0)
        self.words: list[str] = []  # what the card said when last drawn (tests read it)

    def rows(self) -> tuple[KeyRow, ...]:
        """The screen's rows now, then the ones every screen answers."""
        own = self.screen.key_help() if self.screen is not None else ()
        return tuple(own) + GLOBAL_ROWS

    def key_help(self) -> tuple[KeyRow, ...]:
        return (row(F1, "?", ESC, does=N_("close this list")),)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and (is_help_key(event) or event.key == pygame.K_ESCAPE):
            self.app.back()
        elif event.type == pygame.MOUSEBUTTONUP:
            self.app.back()
        return True  # nothing reaches the screen below while its keys are shown

    def autoplay(self, frame: int) -> None:
        self.app.back()

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        n = len(self.rows())
        w = min(size[0] - th.px(48), th.px(820))
        want = th.px(150) + n * (th.font(17).get_linesize() + th.px(20))
        self.box = pygame.Rect(0, 0, w, min(size[1] - th.px(32), want))
        self.box.center = (size[0] // 2, size[1] // 2)

    def draw(self, surface: pygame.Surface) -> None:
        from game.scenes.howto.paint import Painter, key_table

        th = self.app.theme
        if self.box.w == 0:
            self.layout(surface.get_size())
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((8, 20, 16, 170))
        surface.blit(dim, (0, 0))
        box = self.box
        th.panel(surface, box, radius=20)
        p = Painter(self.app, surface)
        p.text(_("Keys on this screen"), 28, (box.centerx, box.y + th.px(20)), anchor="midtop", bold=True)
        inner = pygame.Rect(box.x + th.px(28), box.y + th.px(74), box.w - th.px(56), box.h - th.px(116))
        key_table(p, inner, self.rows(), 17)
        p.text(
            _("F1, ? or Esc closes this list · a click too"),
            14,
            (box.centerx, box.bottom - th.px(14)),
            anchor="midbottom",
            color=PALETTE["ink_soft"],
            width=box.w - th.px(40),
        )
        self.words = p.words


__all__ = ["KeysScene", "offer_help"]
