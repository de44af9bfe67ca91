"""The explicit scene registry: name → factory(app, **options) → Scene."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# Games whose table is not built yet open an honest "coming soon" panel.
GAME_SCENES = ("quarto", "set-quarto", "aces-faces", "common-sense", "set", "qu4to")
QUARTO_GAMES = ("quarto", "set-quarto", "aces-faces", "common-sense")
SCENE_NAMES = (
    "menu",
    *GAME_SCENES,
    "quarto-table",
    "settings",
    "rules",
    "stats",
    "pause",
    "confirm",
    "error",
)


def registry() -> dict[str, Callable[..., Any]]:
    from game.scenes.howto import RulesScene
    from game.scenes.menu import MenuScene
    from game.scenes.overlays import ConfirmScene, ErrorScene, PauseScene
    from game.scenes.settings_screen import SettingsScene
    from game.scenes.soon import ComingSoonScene
    from game.scenes.stats_screen import StatsScene

    reg: dict[str, Callable[..., Any]] = {
        "menu": MenuScene,
        "settings": SettingsScene,
        "rules": RulesScene,
        "stats": StatsScene,
        "pause": PauseScene,
        "confirm": ConfirmScene,
        "error": ErrorScene,
    }
    for game in GAME_SCENES:
        reg[game] = lambda app, _g=game, **kw: ComingSoonScene(app, game=_g, **kw)
    from game.scenes import quarto_entry

    for game in QUARTO_GAMES:
        reg[game] = lambda app, _g=game, **kw: quarto_entry.open_game(app, _g, **kw)
    reg["quarto-table"] = quarto_entry.open_table
    reg["quarto-shortcuts"] = quarto_entry.open_shortcuts  # overlays: pushed by the table, not start scenes
    reg["quarto-curtain"] = quarto_entry.open_curtain
    return reg
