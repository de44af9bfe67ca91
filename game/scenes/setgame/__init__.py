"""The SET table (classic, solo practice, puzzle) and its setup screen.

The catalog opens ``open_game``; ``SCENES`` adds the table to the scene registry. Modules are imported when a
scene is made, so the menu's start-up does not pay for the table.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import catalog

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def open_game(app: App, game: str, resume: dict | None = None, **options: Any) -> Scene:
    """``set`` opens the setup, ``set-practice``, ``set-puzzle``, ``set-chain`` and ``set-ultra`` their tables
    (the last two with the remembered seats); ``resume`` reopens a save."""
    from game.scenes.setgame.scene import SetTableScene

    if resume:
        return SetTableScene(app, resume=resume, **options)
    mode = catalog.game(game).mode
    if mode == "classic":
        from game.scenes.setgame.setup import SetSetupScene

        return SetSetupScene(app, **options)
    from game.scenes.setgame.setup import load_setup

    setup = load_setup(app)
    setup.mode = mode
    if mode in ("chain", "ultra"):
        return SetTableScene(app, setup=setup.to_json(), **options)
    setup.seats = setup.seats[:1]
    setup.seats[0].kind = "human"
    if mode == "puzzle":
        setup.puzzle_seed = "" if app.options.seed is None else str(app.options.seed)
    return SetTableScene(app, setup=setup.to_json(), **options)


def _table(app: App, **options: Any) -> Scene:
    from game.scenes.setgame.scene import SetTableScene

    return SetTableScene(app, **options)


SCENES = {"set-table": _table}
