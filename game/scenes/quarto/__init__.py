"""The Quarto-family table and its setup screen (classic pieces, SET Quarto, Aces & Faces, Common Sense).

The catalog opens ``open_game``; ``SCENES`` adds the table to the scene registry (F1's keys card is the shell's).
Modules are imported when a scene is made, so the menu's start-up does not pay for the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def open_game(app: App, game: str, resume: dict | None = None, **options: Any) -> Scene:
    """``app.push("quarto")`` opens the setup; ``app.go("quarto", resume=saved)`` reopens the saved table."""
    if resume:
        from game.scenes.quarto.scene import QuartoTableScene

        return QuartoTableScene(app, resume=resume, menu_key=game, **options)
    from game.scenes.quarto.setup import QuartoSetupScene

    return QuartoSetupScene(app, game=game, **options)


def _table(app: App, **options: Any) -> Scene:
    from game.scenes.quarto.scene import QuartoTableScene

    return QuartoTableScene(app, **options)


SCENES = {"quarto-table": _table}
