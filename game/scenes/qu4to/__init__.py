"""The QU4TO table (2–5 seats) and its setup screen.

The catalog opens ``open_game`` for ``qu4to``, ``qu4to-2p`` and ``qu4to-5p``; ``SCENES`` adds the table to the
scene registry. Modules are imported when a scene is made, so the menu's start-up does not pay for the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def open_game(app: App, game: str, resume: dict | None = None, **options: Any) -> Scene:
    """``app.push("qu4to")`` opens the setup; ``app.go("qu4to", resume=saved)`` reopens the saved table."""
    if resume:
        from game.scenes.qu4to.scene import Qu4toTableScene

        return Qu4toTableScene(app, resume=resume, **options)
    from game.scenes.qu4to.setup import Qu4toSetupScene

    return Qu4toSetupScene(app, game=game, **options)


def _table(app: App, **options: Any) -> Scene:
    from game.scenes.qu4to.scene import Qu4toTableScene

    return Qu4toTableScene(app, **options)


SCENES = {"qu4to-table": _table}
