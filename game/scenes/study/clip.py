"""Export a game's text record: the clipboard through ``pygame.scrap`` where it works, else a file in the user
data folder; the returned sentence says which (the screen shows it as a notice)."""

from __future__ import annotations

import logging
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import resources
from game.i18n import _
from game.storage import why_not

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)


def to_clipboard(text: str) -> bool:
    """True when the clipboard now holds ``text`` (read back to be sure: some drivers accept and drop it)."""
    try:
        scrap = pygame.scrap
        if not scrap.get_init():
            scrap.init()
        scrap.put_text(text)
        return scrap.get_text() == text
    except (
        pygame.error,
        NotImplementedError,
    ) as exc:  # no clipboard on this system (dummy driver, no display server…)
        log.info("no clipboard: %s", exc)
        return False


def to_file(text: str, when: float | None = None, prefix: str = "quarto") -> Path:
    """Write the record to ``exports/<prefix>-YYYYmmdd-HHMMSS.txt`` in the user data folder; the path."""
    folder = resources.data_dir() / "exports"
    folder.mkdir(parents=True, exist_ok=True)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(time.time() if when is None else when))
    path = folder / f"{prefix}-{stamp}.txt"
    n = 2
    while path.exists():
        path = folder / f"{prefix}-{stamp}-{n}.txt"
        n += 1
    path.write_text(text if text.endswith("\n") else text + "\n", encoding="utf-8")
    return path


def export_text(app: App, text: str, clipboard: bool = True, prefix: str = "quarto") -> str:
    """Copy or save (the file named after ``prefix``, the game); one line for the player."""
    if clipboard and not app.options.headless and to_clipboard(text):
        return _("The game record is on the clipboard.")
    try:
        path = to_file(text, prefix=prefix)
    except OSError as exc:
        log.warning("the record could not be saved: %r", exc)
        return _("The record could not be saved ({error}).").format(error=_(why_not(exc)))
    return _("No clipboard here: the record was saved to {path}").format(path=path)
