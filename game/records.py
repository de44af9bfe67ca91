"""The player's saved game (for Continue) and statistics (``StatsBook``, in game.play.stats), stored as versioned
JSON in the user data dir."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game import catalog
from game.play.stats import StatsBook, level_title
from game.storage import Store

__all__ = ["Saves", "StatsBook", "level_title"]


class Saves:
    """One slot: the unfinished game that Continue resumes."""

    def __init__(self, folder: Path) -> None:
        self.store = Store(
            folder / "current-game.json",
            version=1,
            defaults={"scene": "", "state": {}, "saved_at": 0.0},
            checks={"scene": lambda v: isinstance(v, str) and (v == "" or v in catalog.GAMES)},
        )
        self.data, self.notice = self.store.load()

    def has_game(self) -> bool:
        return bool(self.data["scene"]) and bool(self.data["state"])

    def save(self, scene: str, state: dict[str, Any], soon: bool = False) -> None:
        """Keep the game for Continue; ``soon`` writes it on a background thread (autosave mid-game)."""
        self.data = {"scene": scene, "state": state, "saved_at": time.time()}
        (self.store.save_soon if soon else self.store.save)(self.data)

    def clear(self) -> None:
        self.data = self.store.fresh_defaults()
        self.store.save(self.data)

    def title(self) -> str:
        entry = catalog.GAMES.get(self.data["scene"])
        return entry.title if entry else ""

    def opponent(self) -> str:
        """Who the saved game is against: "Hard" (a computer seat's level), "a friend" (hot-seat), or ""."""
        state = self.data["state"]
        setup = state.get("setup") if isinstance(state, dict) else None
        seats = setup.get("seats") if isinstance(setup, dict) else None
        if not isinstance(seats, list):
            return ""
        levels = [s.get("level", "") for s in seats if isinstance(s, dict) and s.get("kind") == "computer"]
        if levels:
            return level_title(str(levels[0]))
        return "a friend" if seats else ""

    def summary(self) -> str:
        """The saved game in words: "Quarto game against Hard"."""
        who = self.opponent()
        return f"{self.title()} game" + (f" against {who}" if who else "")

    def saved_when(self, now: float | None = None) -> str:
        """When the game was saved, as a player says it: "just now", "12 minutes ago", "yesterday 18:05"."""
        at = float(self.data.get("saved_at") or 0.0)
        if at <= 0:
            return ""
        now = time.time() if now is None else now
        ago = max(0.0, now - at)
        if ago < 60:
            return "just now"
        if ago < 3600:
            minutes = int(ago // 60)
            return f"{minutes} minute{'s' if minutes != 1 else ''} ago"
        then, today = time.localtime(at), time.localtime(now)
        clock = time.strftime("%H:%M", then)
        if then.tm_yday == today.tm_yday and then.tm_year == today.tm_year:
            return f"today {clock}"
        if ago < 2 * 86400 and (today.tm_yday - then.tm_yday) % 366 == 1:
            return f"yesterday {clock}"
        return time.strftime("%d %b %Y", then).lstrip("0")
