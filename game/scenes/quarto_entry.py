"""Menu entries for the Quarto family: the setup screen, or straight to the table when resuming a save."""

from __future__ import annotations

from typing import Any


def open_game(app: Any, game: str, resume: dict | None = None, **options: Any) -> Any:
    """``app.push("quarto")`` opens the setup; ``app.go("quarto", resume=saved)`` reopens the saved table."""
    if resume:
        from game.scenes.quarto_table import QuartoTableScene

        return QuartoTableScene(app, resume=resume, menu_key=game, **options)
    from game.scenes.quarto_setup import QuartoSetupScene

    return QuartoSetupScene(app, game=game, **options)


def open_table(app: Any, **options: Any) -> Any:
    from game.scenes.quarto_table import QuartoTableScene

    return QuartoTableScene(app, **options)


def open_shortcuts(app: Any, **options: Any) -> Any:
    from game.scenes.quarto_overlays import ShortcutsScene

    return ShortcutsScene(app, **options)


def open_curtain(app: Any, **options: Any) -> Any:
    from game.scenes.quarto_overlays import CurtainScene

    return CurtainScene(app, **options)
