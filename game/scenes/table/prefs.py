"""Table preferences every table may offer (board coordinates, giving with one click or two), kept in the
settings' ``game_defaults`` under "table" so no new settings key is needed and old settings files still load."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.settings import Settings

DEFAULTS: dict[str, bool] = {"coordinates": True, "confirm_gives": False, "flat_board": False}


def get(settings: Settings, key: str) -> bool:
    store = settings["game_defaults"]
    table = store.get("table") if isinstance(store, dict) else None
    value = table.get(key) if isinstance(table, dict) else None
    return value if isinstance(value, bool) else DEFAULTS[key]


def put(settings: Settings, key: str, value: bool) -> None:
    """Remember a preference (new dicts, so the settings notice the change and save it)."""
    store = settings["game_defaults"]
    new = dict(store) if isinstance(store, dict) else {}
    table = dict(new.get("table") or {}) if isinstance(new.get("table"), dict) else {}
    table[key] = bool(value)
    new["table"] = table
    settings.set("game_defaults", new)
