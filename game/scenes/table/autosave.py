"""Autosave for a table: after every move, undo and redo the game goes to its own slot (on a background thread,
``Store.save_soon``), so a killed process or a power cut loses nothing; a finished game leaves its slot.

Each save carries a small picture of the table for the menu's Continue panel: the scene draws itself on a spare
surface the size of the window, scaled to ``THUMB_W`` wide and stored as JPEG (≈ 1 ms to encode where PNG takes
≈ 7 ms, and this runs on the frame that made the move)."""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from typing import Any

log = logging.getLogger(__name__)

THUMB_W = 480


class Autosave:
    """Keeps one table's game in its slot under its catalog id."""

    def __init__(
        self, app: Any, game_id: Callable[[], str], draw: Callable[[Any], None] | None = None
    ) -> None:
        self.app = app
        self.game_id = game_id  # asked each time: a table may change game (Aces & Faces ↔ Common Sense)
        self.draw = draw  # the table's own draw(surface), for the picture; None: no picture
        self._canvas: Any = None

    def save(self, document: dict[str, Any], soon: bool) -> None:
        self.app.saves.save(self.game_id(), document, soon=soon, thumbnail=self.picture())

    def picture(self) -> bytes:
        """The table as the player sees it, small, as JPEG bytes (b"" if it cannot be drawn)."""
        if self.draw is None:
            return b""
        pg = self.app.pg
        size = self.app.size
        try:
            if self._canvas is None or self._canvas.get_size() != size:
                self._canvas = pg.Surface(size)
            self.draw(self._canvas)
            h = max(1, round(THUMB_W * size[1] / size[0]))
            small = pg.transform.smoothscale(self._canvas, (THUMB_W, h))
            out = io.BytesIO()
            pg.image.save(small, out, "thumb.jpg")
            return out.getvalue()
        except Exception as exc:  # a picture is a nicety: the save itself must never fail for it
            log.warning("no picture for the save: %s", exc)
            return b""

    def forget(self) -> None:
        """The game ended: Continue no longer offers it (other games' slots are left alone)."""
        self.app.saves.clear(self.game_id())
