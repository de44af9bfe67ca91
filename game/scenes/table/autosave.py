"""Autosave for a table: after every move, undo and redo the game goes to the Continue slot (on a background
thread, ``Store.save_soon``), so a killed process or a power cut loses nothing; a finished game leaves the slot."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


class Autosave:
    """Keeps one table's game in the app's Continue slot under its catalog id."""

    def __init__(self, app: Any, game_id: Callable[[], str]) -> None:
        self.app = app
        self.game_id = game_id  # asked each time: a table may change game (Aces & Faces ↔ Common Sense)

    def save(self, document: dict[str, Any], soon: bool) -> None:
        self.app.saves.save(self.game_id(), document, soon=soon)

    def forget(self) -> None:
        """The game ended: Continue no longer offers it (a save of another game is left alone)."""
        if self.app.saves.data.get("scene") == self.game_id():
            self.app.saves.clear()
