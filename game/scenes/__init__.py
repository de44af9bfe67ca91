"""The explicit scene registry: name → factory(app, **options) → Scene.

The shell's own screens are listed here; every game comes from the catalog (its menu id opens its setup, or its
table when resuming), and a family's scene package may add scenes of its own (its table, its overlays). A game
whose family has no table yet opens an honest "coming soon" panel.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game import catalog

STUDY_SCENES = ("study", "study-puzzles", "replay", "study-review", "set-review")  # game/scenes/study
SHELL_SCENES = (
    "menu",
    "settings",
    "rules",
    "stats",
    "pause",
    "confirm",
    "error",
    "curtain",
    "lesson",
    "lesson-offer",
    "keys",
)
# names --scene accepts (overlays that need a scene below them are not start scenes, except the historic three)
SCENE_NAMES = (
    "menu",
    *catalog.GAMES,
    *(name for fam in catalog.FAMILIES.values() for name in fam.start_scenes),
    *STUDY_SCENES,
    "qu4to-review",
    "settings",
    "rules",
    "stats",
    "daily",
    "about",
    "pause",
    "confirm",
    "error",
)

if TYPE_CHECKING:
    from game.scenes.base import Scene


def registry() -> dict[str, Callable[..., Scene]]:
    from game.scenes.howto import RulesScene
    from game.scenes.keys_overlay import KeysScene
    from game.scenes.lessons import SCENES as LESSON_SCENES
    from game.scenes.menu import MenuScene
    from game.scenes.overlays import ConfirmScene, ErrorScene, PauseScene
    from game.scenes.settings_screen import SettingsScene
    from game.scenes.soon import ComingSoonScene
    from game.scenes.stats_screen import StatsScene
    from game.scenes.table.curtain import CurtainScene

    reg: dict[str, Callable[..., Scene]] = {
        "menu": MenuScene,
        "settings": SettingsScene,
        "rules": RulesScene,
        "stats": StatsScene,
        "daily": lambda app, **kw: catalog.load("game.scenes.daily:DailyScene")(app, **kw),  # imported on use
        "about": lambda app, **kw: catalog.load("game.scenes.about:AboutScene")(app, **kw),  # imported on use
        "pause": PauseScene,
        "confirm": ConfirmScene,
        "error": ErrorScene,
        "curtain": CurtainScene,
        "keys": KeysScene,  # F1 or ? on any screen
        **LESSON_SCENES,
    }
    for game in catalog.GAMES.values():
        if game.scene is not None and catalog.playable(game.id):
            opener = catalog.load(game.scene)
            reg[game.id] = lambda app, _open=opener, _g=game.id, **kw: _open(app, _g, **kw)
        else:
            reg[game.id] = lambda app, _g=game.id, **kw: ComingSoonScene(app, game=_g, **kw)
    for fam in catalog.FAMILIES.values():
        if fam.scenes:
            reg.update(catalog.load(fam.scenes))
    reg.update(catalog.load("game.scenes.study:SCENES"))
    reg.update(catalog.load("game.scenes.friends:SCENES"))  # Play with friends: host, lobby, join
    reg["qu4to-review"] = lambda app, **kw: catalog.load("game.scenes.study.qu4to_review:Qu4toReviewScene")(
        app, **kw
    )  # QU4TO's round review (imported on use)
    return reg
