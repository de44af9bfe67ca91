"""A table built headless and laid out in a child process, to paint its art into the disk cache before the player
opens it (see ``game.scenes.quarto.prewarm``). Lives beside the app, not under the scenes: it builds an App."""

from __future__ import annotations

import os

from game.jsondoc import JSON


def run(scene: str, options: JSON, size: tuple[int, int]) -> None:
    """Build ``scene`` (with ``options``, as the app would open it) at ``size`` and lay it out; enter nothing,
    save nothing."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    from game.ai.priority import lower_priority

    lower_priority(10)
    from game.app import App, Options

    width, height = size  # a list when it crossed from the parent process
    app = App(Options(headless=True, size=(width, height)))
    try:
        table = app.make(scene, **options)
        table.layout((width, height))
        table.exit()
    finally:
        app.close()
