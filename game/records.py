"""The player's saved game (for Continue) and statistics, stored as versioned JSON in the user data dir."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from game import catalog
from game.storage import Store


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


class StatsBook:
    """Games played, won, lost and drawn, per game and opponent level."""

    def __init__(self, path: Path) -> None:
        self.store = Store(
            path,
            version=1,
            defaults={"games": {}},
            checks={
                "games": lambda v: (
                    isinstance(v, dict)
                    and all(isinstance(k, str) and isinstance(x, dict) for k, x in v.items())
                )
            },
        )
        self.data, self.notice = self.store.load()

    def record(self, game: str, opponent: str, result: str) -> None:
        """result is 'win', 'loss' or 'draw' from the human's point of view (hot-seat: opponent 'human')."""
        games = self.data["games"]
        row = games.setdefault(game, {}).setdefault(opponent, {"win": 0, "loss": 0, "draw": 0})
        row[result] = int(row.get(result, 0)) + 1
        self.store.save(self.data)

    def rows(self) -> list[tuple[str, str, int, int, int]]:
        out = []
        for game in catalog.GAMES.values():
            for opponent, row in sorted(self.data["games"].get(game.stats, {}).items()):
                try:
                    out.append((game.title, opponent, int(row["win"]), int(row["loss"]), int(row["draw"])))
                except (KeyError, TypeError, ValueError):
                    continue
        return out
