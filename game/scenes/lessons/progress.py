"""Which lessons a player has seen (kept by ``game.play.remembered`` in the settings' ``game_defaults`` under
"lessons": game → "offered", "skipped" or "done"), and the first-run offer of a game's lesson."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

from game import catalog
from game.play import remembered
from game.play.remembered import DONE, OFFERED, SKIPPED

if TYPE_CHECKING:
    from game.app import App
    from game.settings import Settings


__all__ = ["DONE", "OFFERED", "SKIPPED", "lesson_of", "mark", "offer", "status"]


def lesson_of(game: str) -> str | None:
    """The lesson that teaches a game id (the catalog's: Common Sense is Aces & Faces', practice is SET's)."""
    entry = catalog.GAMES.get(game)
    return entry.entry if entry is not None else None


def status(settings: Settings, game: str) -> str | None:
    return remembered.lesson(settings, game)


def mark(settings: Settings, game: str, value: str) -> None:
    """Remember a lesson's state; a finished lesson stays finished."""
    remembered.mark_lesson(settings, game, value)


def offer(app: App, game: str) -> bool:
    """A table's first-run hook: the first time a player opens ``game``, offer its lesson (once, ever).

    Not under --autoplay (no new player is watching) nor when ``QUADRILLE_FIRST_RUN=0`` (tests that drive a
    table set it, so their clicks reach the table)."""
    lesson = lesson_of(game)
    if lesson is None or app.options.autoplay or os.environ.get("QUADRILLE_FIRST_RUN", "1") == "0":
        return False
    if status(app.settings, lesson) is not None:
        return False
    mark(app.settings, lesson, OFFERED)
    app.push("lesson-offer", game=lesson)
    return True
