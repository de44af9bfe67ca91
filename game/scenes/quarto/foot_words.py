"""The words at the board's foot: the winning line's shared trait in a gold pill, placed where it fits.

Under a board of art the pill sits on the board's lower edge; a grid of cards fills the board to its file
letters, so there the words stand in the call button's place, between the helper buttons (wider in a long
language) and the board's right edge. One line at 18 down to 14 px, else two lines at 14 (a long language or
larger text). Drawn into the static layer's ``words`` part (``regions.words_box`` holds where it may draw).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui.theme import PALETTE, Theme

if TYPE_CHECKING:
    from game.scenes.quarto.layout import QuartoLayout


def draw_win_words(
    th: Theme, layer: pygame.Surface, lay: QuartoLayout, text: str, last_button: pygame.Rect | None
) -> None:
    """``text`` in a gold pill at the board's foot; ``last_button`` is the rightmost helper button's rect."""
    width = lay.board.w - lay.px(40)
    cards = lay.board_art is None and bool(lay.cells)
    free = pygame.Rect(
        last_button.right if last_button is not None else lay.board.x, lay.call.y, 0, lay.call.h
    )
    free.w = lay.board.right - free.x
    if cards:
        width = min(width, free.w - lay.px(40))
    if th.font(14, True).size(text)[0] <= width:
        text, size = th.fit_text(text, 18, width, bold=True, smallest=14)
        lines = [text]
    else:
        size = 14
        lines = th.wrap(text, size, width, bold=True)
        lines = [lines[0], th.fit_text(" ".join(lines[1:]), size, width, bold=True)[0]]
    line_h = th.font(size, True).get_linesize()
    wide = max(th.font(size, True).size(line)[0] for line in lines)
    pill = pygame.Rect(0, 0, wide + lay.px(28), len(lines) * line_h + lay.px(12))
    pill.midbottom = (lay.board.centerx, lay.board.bottom - lay.px(4))
    if cards:  # below the grid's file letters, where the call button was
        pill.center = lay.call.center
        pill.centerx = max(free.x + lay.px(12) + pill.w // 2, min(pill.centerx, free.right - pill.w // 2))
    th.panel(layer, pill, color=PALETTE["gold"], radius=min(pill.h // 2, lay.px(20)))
    y = pill.centery - len(lines) * line_h // 2
    for line in lines:
        th.blit_text(layer, line, size, PALETTE["ink"], (pill.centerx, y), anchor="midtop", bold=True)
        y += line_h
