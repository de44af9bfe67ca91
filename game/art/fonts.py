"""Open fonts, shared by the theme's text and the art's lettering, least recently used first out.

A pygame ``Font`` holds FreeType's face and its glyph cache in C memory, about 0.4 MB each (measured: 150 pixel
sizes of Inter Bold took 60 MB of the C heap). Text follows the window's scale, so every new window size asks for
new pixel sizes; kept without bound, a process that saw many sizes held hundreds of fonts (docs/performance.md,
"What the long soak kept"). One screen at one size uses a few dozen, so ``MAXSIZE`` never reopens a font mid-screen.
"""

from __future__ import annotations

from collections import OrderedDict

import pygame

MAXSIZE = 64

# (file or None for pygame's own font, pixel size, emboldened) -> the open font
_kept: OrderedDict[tuple[str | None, int, bool], pygame.font.Font] = OrderedDict()


def is_open(path: str | None, size: int, embolden: bool = False) -> bool:
    """The font is open now: asking for it loads nothing."""
    return (path, size, embolden) in _kept


def open_font(path: str | None, size: int, embolden: bool = False) -> pygame.font.Font:
    """The font ``path`` (None: pygame's own) at ``size`` pixels, emboldened by FreeType if asked; kept open while
    used. Raises what pygame raises for a file it cannot read."""
    key = (path, size, embolden)
    font = _kept.get(key)
    if font is not None:
        try:
            font.get_ascent()
        except (
            pygame.error
        ):  # opened before pygame.font was quit and started again (a new App in this process)
            _kept.clear()
            font = None
    if font is not None:
        _kept.move_to_end(key)
        return font
    if not pygame.font.get_init():
        pygame.font.init()
    font = pygame.font.Font(path, size)
    if embolden:
        font.set_bold(True)
    _kept[key] = font
    while len(_kept) > MAXSIZE:
        _kept.popitem(last=False)
    return font


def open_count() -> int:
    """How many fonts are open (for tests and measurements)."""
    return len(_kept)
