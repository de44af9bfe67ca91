"""The first-run offer over a game's table: a short lesson now, or not (it is asked once; How to play has it)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.scenes.overlays import OverlayScene
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

NAMES = {
    "quarto": "Quarto",
    "set-quarto": "SET Quarto",
    "aces-faces": "Aces & Faces",
    "set": "SET",
    "qu4to": "QU4TO",
}
# what the lesson is played with: Quarto's wooden pieces, everything else cards
MATERIAL = {"quarto": "the real pieces"}


class LessonOfferScene(OverlayScene):
    name = "lesson-offer"
    panel_w = 520

    def __init__(self, app: App, game: str = "quarto", **options: Any) -> None:
        self.game = game
        self.heading = f"New to {NAMES.get(game, game)}?"
        self.message = (
            f"A short lesson shows you how to play, step by step, with {MATERIAL.get(game, 'real cards')}. It takes "
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
