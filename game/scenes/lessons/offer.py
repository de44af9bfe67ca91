"""The first-run offer over a game's table: a short lesson now, or not (it is asked once; How to play has it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import catalog
from game.i18n import N_, _
from game.scenes.overlays import OverlayScene
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App


class LessonOfferScene(OverlayScene):
    name = "lesson-offer"
    panel_w = 520

    def __init__(self, app: App, game: str = "quarto", **options: Any) -> None:
        self.game = game
        super().__init__(app, **options)

    def heading_text(self) -> str:
        entry = catalog.GAMES.get(self.game)
        return _("New to {game}?").format(game=entry.name if entry else self.game)

    def text(self) -> str:
        # what the lesson is played with: the classic game's wooden pieces, everything else cards
        entry = catalog.GAMES.get(self.game)
        if entry and entry.options.get("pieces") == "classic":
            return _(
                "A short lesson shows you how to play, step by step, with the real pieces. It takes about a "
                "minute. You can always find it again under How to play."
            )
        return _(
            "A short lesson shows you how to play, step by step, with real cards. It takes about a minute. "
            "You can always find it again under How to play."
        )

    def build(self) -> list[Widget]:
        return [Button(N_("Show me"), self._start, primary=True), Button(N_("Not now"), self.app.back)]

    def _start(self) -> None:
        self.app.back()
        self.app.push("lesson", game=self.game)

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame > 20:
            self.app.back()
