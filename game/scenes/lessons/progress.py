"""Which lessons a player has seen, kept in the settings' ``game_defaults`` under "lessons" (no new settings
key, so old settings files still load): game → "offered", "skipped" or "done"."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App
    from game.settings import Settings

OFFERED, SKIPPED, DONE = "offered", "skipped", "done"

#: Menu id → the lesson that teaches it (Common Sense is the Aces & Faces lesson, practice and puzzle SET's).
LESSON_OF = {
    "quarto": "quarto",
    "set-quarto": "set-quarto",
    "aces-faces": "aces-faces",
    "common-sense": "aces-faces",
    "set": "set",
    "set-practice": "set",
    "set-puzzle": "set",
    "qu4to": "qu4to",
    "qu4to-2p": "qu4to",
    "qu4to-5p": "qu4to",
}


def status(settings: Settings, game: str) -> str | None:
    store = settings["game_defaults"]
    lessons = store.get("lessons") if isinstance(store, dict) else None
    value = lessons.get(game) if isinstance(lessons, dict) else None
    return value if value in (OFFERED, SKIPPED, DONE) else None


def mark(settings: Settings, game: str, value: str) -> None:
    """Remember a lesson's state (new dicts, so the settings notice the change and save it)."""
    store = settings["game_defaults"]
    new = dict(store) if isinstance(store, dict) else {}
    lessons = dict(new["lessons"]) if isinstance(new.get("lessons"), dict) else {}
    if lessons.get(game) == DONE and value != DONE:
        return  # a finished lesson stays finished
    lessons[game] = value
    new["lessons"] = lessons
    settings.set("game_defaults", new)


def offer(app: App, game: str) -> bool:
    """A table's first-run hook: the first time a player opens ``game``, offer its lesson (once, ever).

    Not under --autoplay (no new player is watching) nor when ``QUADRILLE_FIRST_RUN=0`` (tests that drive a
    table set it, so their clicks reach the table)."""
    lesson = LESSON_OF.get(game)
    if lesson is None or app.options.autoplay or os.environ.get("QUADRILLE_FIRST_RUN", "1") == "0":
        return False
    if status(app.settings, lesson) is not None:
        return False
    mark(app.settings, lesson, OFFERED)
    app.push("lesson-offer", game=lesson)
    return True
