"""An honest "coming soon" panel for a game whose table is not built yet."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.i18n import N_, _
from game.scenes.common import FormScene
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App


class ComingSoonScene(FormScene):
    name = "soon"

    def __init__(self, app: App, game: str = "set", **options: Any) -> None:
        self.game = game
        self.entry = catalog.game(game)
        self.title = self.entry.title
        self.subtitle = N_("Coming soon")
        super().__init__(app, **options)

    def build(self) -> list[Widget]:
        return [Button(N_("Back to the menu"), self.app.back, size=20)]

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        w = min(th.px(720), size[0] - th.px(144))
        self.box = pygame.Rect((size[0] - w) // 2, th.px(170), w, th.px(250))
        self.form.widgets[0].rect = pygame.Rect(0, 0, th.px(260), th.px(50))
        self.form.widgets[0].rect.midtop = (size[0] // 2, self.box.bottom + th.px(28))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_header(surface)
        th.panel(surface, self.box, radius=16)
        inner = self.box.inflate(-th.px(56), -th.px(48))
        heading = _("{game} is being built").format(game=_(self.title))
        heading, size = th.fit_text(heading, 26, inner.w, bold=True)
        th.blit_text(surface, heading, size, PALETTE["ink"], inner.topleft, bold=True)
        y = inner.y + th.px(48)
        text = (
            _(self.entry.blurb)
            + "\n\n"
            + _("This table is not ready yet. It will appear here in a coming version.")
        )
        for line in th.wrap(text, 19, inner.w):
            th.blit_text(surface, line, 19, PALETTE["ink_soft"], (inner.x, y))
            y += th.font(19).get_linesize()
        self.form.draw(surface, th)
