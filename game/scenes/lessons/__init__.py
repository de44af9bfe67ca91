"""First-run lessons: one short interactive lesson per game, offered once when a game is first opened
(``progress.offer``, a line in each table's ``enter``) and replayable from How to play."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def lesson(app: App, game: str = "quarto", **options: Any) -> Scene:
    """The lesson scene for a game id (Common Sense, practice, puzzle and the QU4TO sizes share their game's)."""
    from game import catalog
    from game.scenes.lessons.progress import lesson_of

    key = lesson_of(game) or "quarto"
    family = catalog.game(key).family
    if family == "set":
        from game.scenes.lessons.setgame import SetLesson

        return SetLesson(app, game=key, **options)
    if family == "qu4to":
        from game.scenes.lessons.qu4to import Qu4toLesson

        return Qu4toLesson(app, game=key, **options)
    from game.scenes.lessons.quarto import QuartoLesson

    return QuartoLesson(app, game=key, **options)


def lesson_offer(app: App, **options: Any) -> Scene:
    from game.scenes.lessons.offer import LessonOfferScene

    return LessonOfferScene(app, **options)


SCENES = {"lesson": lesson, "lesson-offer": lesson_offer}
