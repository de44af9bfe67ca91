"""Open fonts are shared and bounded: a process that draws at many window sizes keeps at most ``MAXSIZE`` fonts
(each holds ≈ 0.4 MB of FreeType's memory), and a font in use is never the one let go."""

from __future__ import annotations

import pygame

from game.art import _draw, fonts
from game.ui.theme import Theme


def test_fonts_at_many_sizes_stay_within_the_bound_and_the_newest_stay_open() -> None:
    pygame.init()
    theme = Theme()
    for width in range(640, 3840, 16):  # 200 window widths, as a player dragging the window's edge
        theme.resize((width, width * 9 // 16))
        theme.font(16)
        theme.font(22, bold=True)
        _draw.font(width // 40)
        assert fonts.open_count() <= fonts.MAXSIZE
    assert theme.font_is_open(16) and theme.font_is_open(22, bold=True)
    same = theme.font(16)
    assert theme.font(16) is same  # shared, not opened again


def test_the_theme_and_the_art_share_one_open_font() -> None:
    pygame.init()
    theme = Theme()
    theme.resize((1280, 720))
    assert theme.font(30, bold=True) is _draw.font(theme.px(30), bold=True)
