"""HEADLESS. What the settings' ``game_defaults`` remember, and its schema: each menu entry's last setup (read
and written by the class its catalog entry names in ``Game.setup``), the table preferences under "table" and
the lessons a player has seen under "lessons".

``normalize`` is the settings' validator and migration for the key: a part that is damaged or unknown (a
setup with a bad value, a preference that is not a yes/no, a game that no longer exists) is mended or dropped
on its own, and every other remembered thing is kept — one bad value never costs the player the whole file.
"""

from __future__ import annotations

import logging
from typing import Any, Protocol

from game import catalog
from game.jsondoc import JSON

log = logging.getLogger(__name__)

TABLE = "table"
LESSONS = "lessons"
#: the table preferences every table may offer, with their defaults
# flat_offer: the crowded 3D board has yet to point at the 2D board (the table says it once, issue 47)
# danger_tip: the Quarto table has yet to point at Settings → Mark danger (said once, when a give could lose)
PREFS: dict[str, bool] = {
    "coordinates": True,
    "confirm_gives": False,
    "flat_board": False,
    "flat_offer": True,
    "danger_tip": True,
}
OFFERED, SKIPPED, DONE = "offered", "skipped", "done"
LESSON_STATES = (OFFERED, SKIPPED, DONE)


class SettingsLike(Protocol):
    """The part of ``game.settings.Settings`` this module uses (a Protocol: that module imports this one)."""

    def __getitem__(self, key: str) -> Any: ...

    def set(self, key: str, value: object) -> None: ...


class RememberedSetup(Protocol):
    """A setup the menu entry keeps: anything that writes itself as JSON."""

    def to_json(self) -> JSON: ...


def setup_class(entry: str) -> Any:
    """The setup class a menu entry remembers (``from_json`` forgives damage, ``to_json`` writes it)."""
    target = catalog.game(entry).setup
    if not target:
        raise KeyError(f"the menu entry {entry!r} remembers no setup")
    return catalog.load(target)


def normalize(value: object) -> JSON:
    """``game_defaults`` as the schema allows it: every part checked on its own, damaged parts mended or
    dropped (logged), never a reason to set the whole settings file aside."""
    if not isinstance(value, dict):
        return {}
    out: JSON = {}
    for key, part in value.items():
        if key == TABLE and isinstance(part, dict):
            out[TABLE] = {k: v for k, v in part.items() if k in PREFS and isinstance(v, bool)}
        elif key == LESSONS and isinstance(part, dict):
            out[LESSONS] = {k: v for k, v in part.items() if k in catalog.GAMES and v in LESSON_STATES}
        elif key in catalog.GAMES and catalog.GAMES[key].setup and isinstance(part, dict):
            out[key] = setup_class(key).from_json(part).to_json()
        if out.get(key) != part:
            log.info("settings: the remembered %r was mended or dropped", key)
    return out


# setups ---------------------------------------------------------------------------------------------------------
def setup_json(settings: SettingsLike, entry: str) -> JSON | None:
    """The setup a menu entry remembers, as JSON (None when it remembers none yet)."""
    part = settings["game_defaults"].get(entry)
    return part if isinstance(part, dict) else None


def remember_setup(settings: SettingsLike, entry: str, setup: RememberedSetup) -> None:
    """Keep ``setup`` as the menu entry's defaults, so its setup screen opens on it next time."""
    _put(settings, entry, setup.to_json())


# table preferences ------------------------------------------------------------------------------------------------
def pref(settings: SettingsLike, key: str) -> bool:
    value = settings["game_defaults"].get(TABLE, {}).get(key)
    return value if isinstance(value, bool) else PREFS[key]


def put_pref(settings: SettingsLike, key: str, value: bool) -> None:
    if key not in PREFS:
        raise KeyError(f"no table preference {key!r}")
    _put(settings, TABLE, {**settings["game_defaults"].get(TABLE, {}), key: bool(value)})


# lessons ----------------------------------------------------------------------------------------------------------
def lesson(settings: SettingsLike, game: str) -> str | None:
    value = settings["game_defaults"].get(LESSONS, {}).get(game)
    return value if value in LESSON_STATES else None


def mark_lesson(settings: SettingsLike, game: str, value: str) -> None:
    """Remember how far a player got with a lesson; a finished lesson stays finished."""
    if value not in LESSON_STATES:
        raise ValueError(f"no lesson state {value!r}")
    if lesson(settings, game) == DONE and value != DONE:
        return
    _put(settings, LESSONS, {**settings["game_defaults"].get(LESSONS, {}), game: value})


def _put(settings: SettingsLike, key: str, part: object) -> None:
    """One part replaced in a new dict, so the settings notice the change and save it."""
    settings.set("game_defaults", {**settings["game_defaults"], key: part})
