"""The piece tooltip: a hovered piece's square (on the fixed board) and four attributes in a dark pill just above
the piece as drawn, the same on the table and on the study boards (one drawing, so they never differ)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.play.quarto.words import cell_name, value_word
from game.scenes.quarto import art
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.rules.quarto.pieces import PieceSet
    from game.scenes.quarto.layout import Slot
    from game.ui.theme import Theme

PILL = (24, 40, 34)  # the pill's dark green


def tip_text(pieces: PieceSet, piece: int, board: Sequence[int | None] = (), fixed: bool = True) -> str:
    """A piece's four attributes ("tall · dark · round · hollow"), after its square when it stands on the fixed
    ``board`` ("c4: tall · dark · round · hollow", named as the move list and the board's rim name it)."""
    words = " · ".join(value_word(pieces, a, (piece >> a) & 1) for a in range(4))
    if not fixed or piece not in board:
        return words
    # TRANSLATORS: a piece's tooltip on the board: its square (a1–d4), then its four attributes
    return _("{square}: {piece}").format(square=cell_name(list(board).index(piece), 4), piece=words)


def draw_tip(
    theme: Theme,
    surface: pygame.Surface,
    text: str,
    look: str,
    piece: int,
    slot: Slot,
    px: Callable[[float], int],
    lift: int = 0,
) -> pygame.Rect:
    """``text`` in a pill above ``piece`` standing on ``slot`` (tall pieces too, ``lift`` px higher if risen),
    kept on the screen; the rectangle drawn."""
    surf = theme.text(text, 14, PALETTE["cream"])
    pill = surf.get_rect().inflate(px(16), px(8))
    _face, anchor = art.face(look, piece, slot.cell_w)
    top = min(slot.rect.top, slot.pos[1] - anchor[1] - lift)
    pill.midbottom = (slot.rect.centerx, top - px(4))
    pill = pill.clamp(surface.get_rect())
    theme.panel(surface, pill, color=PILL, radius=pill.h // 2, shadow=False)
    theme.blit_text(surface, text, 14, PALETTE["cream"], pill.center, anchor="center")
    return pill
