"""The explicit scene registry: name → factory(app, **options) → Scene."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

# Games whose table is not built yet open an honest "coming soon" panel.
GAME_SCENES = ("quarto", "set-quarto", "aces-faces", "common-sense", "set", "qu4to")
SCENE_NAMES = ("menu", *GAME_SCENES, "settings", "rules", "stats", "pause", "confirm", "error")


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
    return reg
