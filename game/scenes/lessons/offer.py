"""The first-run offer over a game's table: a short lesson now, or not (it is asked once; How to play has it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import catalog
from game.scenes.overlays import OverlayScene
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App


class LessonOfferScene(OverlayScene):
    name = "lesson-offer"
    panel_w = 520

    def __init__(self, app: App, game: str = "quarto", **options: Any) -> None:
        self.game = game
        entry = catalog.GAMES.get(game)
        self.heading = f"New to {entry.name if entry else game}?"
        # what the lesson is played with: the classic game's wooden pieces, everything else cards
        material = "the real pieces" if entry and entry.options.get("pieces") == "classic" else "real cards"
        self.message = (
            f"A short lesson shows you how to play, step by step, with {material}. It takes "
            "about a minute. You can always find it again under How to play."
        )
        super().__init__(app, **options)

    def build(self) -> list[Widget]:
        return [Button("Show me", self._start, primary=True), Button("Not now", self.app.back)]

    def _start(self) -> None:
        self.app.back()
        self.app.push("lesson", game=self.game)

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame > 20:
            self.app.back()
