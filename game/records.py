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


def level_title(level: str) -> str:
    """A computer level or opponent as the screens write it: "Medium", "Hot-seat" for 'human'."""
    return "Hot-seat" if level == "human" else level.replace("_", " ").capitalize()


def _book(v: Any) -> bool:
    return isinstance(v, dict) and all(isinstance(k, str) and isinstance(x, dict) for k, x in v.items())


class StatsBook:
    """Games played, won, lost and drawn, per game and opponent level."""

    def __init__(self, path: Path) -> None:
        self.store = Store(
            path,
            version=1,
            defaults={"games": {}},
            checks={"games": _book},
        )
        self.data, self.notice = self.store.load()

    def record(self, game: str, opponent: str, result: str) -> None:
        """result is 'win', 'loss' or 'draw' from the human's point of view (hot-seat: opponent 'human')."""
        games = self.data["games"]
        row = games.setdefault(game, {}).setdefault(opponent, {"win": 0, "loss": 0, "draw": 0})
        row[result] = int(row.get(result, 0)) + 1
        # wins in a row, now and at best (added later: rows from older files have none and start at 0)
        row["streak"] = int(row.get("streak", 0)) + 1 if result == "win" else 0
        row["best_streak"] = max(int(row.get("best_streak", 0)), row["streak"])
        self.store.save(self.data)

    def rows(self) -> list[tuple[str, str, int, int, int]]:
        """(game, opponent key, won, lost, drawn) per row."""
        return [(r[0], r[-1], *r[2:5]) for r in self._rows()]

    def table(self) -> list[tuple[str, str, int, int, int, str, int, int]]:
        """(game, opponent as shown, won, lost, drawn, win rate, current streak, best streak) per row."""
        return [r[:-1] for r in self._rows()]

    def _rows(self) -> list[tuple]:
        out = []
        for game in catalog.GAMES.values():
            for opponent, row in sorted(self.data["games"].get(game.stats, {}).items()):
                try:
                    won, lost, drawn = int(row["win"]), int(row["loss"]), int(row["draw"])
                    streak, best = int(row.get("streak", 0)), int(row.get("best_streak", 0))
                except (KeyError, TypeError, ValueError, AttributeError):
                    continue
                played = won + lost + drawn
                rate = f"{round(100 * won / played)}%" if played else "–"
                row_out = (game.title, level_title(opponent), won, lost, drawn, rate, streak, best, opponent)
                out.append(row_out)
        return out
