"""The study: Quarto's Puzzles, Replay and coach's Review (issue 15), the SET review, and the Study screen that
leads to them all (issue 27).

The fixed 4×4 board only: exact analysis does not cover the unmarked board or the draw pile, and the screens
say so. Modules are imported when a scene is made, so the menu's start-up does not pay for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def _study(app: App, **options: Any) -> Scene:
    from game.scenes.study.hub import StudyScene

    return StudyScene(app, **options)


def _puzzles(app: App, **options: Any) -> Scene:
    from game.scenes.study.puzzles import PuzzleScene

    return PuzzleScene(app, **options)


def _replay(app: App, **options: Any) -> Scene:
    """``--scene replay`` without ``--record`` opens the Study screen, where a record can be chosen."""
    if options.get("record") is None and options.get("text") is None:
        return _study(app)
    from game.scenes.study.viewer import ReplayScene

    return ReplayScene(app, **options)


def _review(app: App, **options: Any) -> Scene:
    if options.get("record") is None and options.get("text") is None:
        return _study(app)
    from game.scenes.study.viewer import QuartoReviewScene

    return QuartoReviewScene(app, **options)


def _set_review(app: App, **options: Any) -> Scene:
    """``--scene set-review`` without a record shows a sample game (a seeded game between computers)."""
    from game.scenes.study.set_review import SetReviewScene

    return SetReviewScene(app, **options)


SCENES = {
    "study": _study,
    "study-puzzles": _puzzles,
    "replay": _replay,
    "study-review": _review,
    "set-review": _set_review,
}
RECORD_SCENES = (
    "replay",
    "study-review",
    "set-review",
    "qu4to-review",
)  # the scenes ``--record FILE`` goes with
