"""A Quarto board for the study screens, built on the table's own layout and art (no copy of either).

``StudyBoard`` lays out a window like the Quarto table (pool on the left, the board under a banner, a free
column on the right for the screen's panel) with ``game.scenes.quarto.layout.compute`` and paints pieces with
``game.scenes.quarto.art``. The piece in hand stays in its pool place, ringed in gold, so the right column is
free. Rings mark cells and pool pieces (the last move, a solution, the coach's better move). On the classic board
the board is drawn back to front as on the table (``game.scenes.quarto.depth``): every empty hole thinly ringed and
every marked cell ringed before the pieces standing in front of it, never over them, and the pieces in front of
the square looked at (under the pointer) faded, so a hole or a piece behind a tall one can be read; a won line's
pieces stand risen in their light, as on the table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language, ngettext
from game.play import remembered
from game.scenes.quarto import art, coords
from game.scenes.quarto import layout as table_layout
from game.scenes.quarto.depth import FADE, LIGHT, OPEN, hole, in_front
from game.scenes.quarto.tooltip import draw_tip, tip_text
from game.scenes.table.banner import Forms, draw_banner
from game.scenes.table.view import laid
from game.ui.backdrop import felt_backdrop
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App
    from game.rules.quarto import QuartoState

GOLD = PALETTE["gold"]
GOOD = (120, 210, 130)
BAD = (226, 92, 80)
SOFT = (200, 214, 204)


@dataclass(frozen=True)
class Mark:
    """A ring: on a board cell (``cell``) or round a piece in the pool (``piece``), in a colour."""

    colour: tuple[int, int, int]
    cell: int | None = None
    piece: int | None = None


class StudyBoard:
    """Owns the layout for the window size and the cached picture of the board for one position."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.lay: table_layout.QuartoLayout | None = None
        self.set_key = "classic"
        self._base: pygame.Surface | None = None
        self._base_key: tuple | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None

    def layout(self, size: tuple[int, int], set_key: str) -> None:
        self.set_key = set_key
        self.lay = lay = table_layout.compute(pygame, size, set_key, False, False)
        self._layer_key = self._base_key = None  # a new layout: both pictures are drawn again
        # paint every face now, while the screen opens (≈ 10 ms a classic piece), not when a puzzle arrives
        cb = self.app.settings["colorblind"]
        for cw in {lay.pool_slots[0].cell_w, lay.cells[0].cell_w}:
            for p in range(16):
                art.face(set_key, p, cw, cb)

    @property
    def laid(self) -> table_layout.QuartoLayout:
        """The layout for the window size (``layout`` runs before anything is drawn or hit)."""
        return laid(self.lay, "the study board")

    # areas the screens use -------------------------------------------------
    @property
    def side(self) -> pygame.Rect:
        """The right column, free for the screen's own panel."""
        lay = self.laid
        top = lay.plates[1].y
        return pygame.Rect(lay.plates[0].x, top, lay.plates[0].w, lay.plates[0].bottom - top)

    @property
    def under(self) -> pygame.Rect:
        """The strip under the board (step buttons, "Next puzzle")."""
        lay = self.laid
        return pygame.Rect(lay.board.x, lay.call.y, lay.board.w, lay.call.h)

    def cell_at(self, pos: tuple[int, int]) -> int | None:
        for c, slot in enumerate(self.laid.cells):
            if slot.rect.collidepoint(pos):
                return c
        return None

    def piece_at(self, pos: tuple[int, int], pieces: list[int]) -> int | None:
        for p in pieces:
            if self.laid.pool_slots[p].rect.collidepoint(pos):
                return p
        return None

    # drawing ---------------------------------------------------------------
    def _base_layer(self, size: tuple[int, int]) -> pygame.Surface:
        # (``layout`` forgets it: no id() of a layout that may be freed)
        key = (size, self.set_key, remembered.pref(self.app.settings, "coordinates"))
        if self._base is not None and self._base_key == key:
            return self._base
        th, lay = self.app.theme, self.laid
        base = pygame.Surface(size)
        base.blit(felt_backdrop(size), (0, 0))
        if lay.board_art is not None:
            base.blit(lay.board_art, lay.board.topleft)
        else:
            mat = lay.board.inflate(-lay.px(4), -lay.px(4))
            th.panel(base, mat, color=PALETTE["felt_dark"], alpha=110, shadow=False, radius=22)
            for slot in lay.cells:
                base.blit(art.card_back(slot.rect.size), slot.rect)
        if remembered.pref(self.app.settings, "coordinates"):  # as on the table: the solutions name squares
            look = "classic" if self.set_key == "classic" else "cards"
            placed = coords.spots(look, lay.cells, 4, lay.px(3), lay.px(8))
            coords.draw(th, base, placed, coords.ink(look))
        th.panel(base, lay.pool, color=PALETTE["felt_dark"], alpha=120, shadow=False, radius=18)
        th.panel(base, self.side, color=PALETTE["felt_dark"], alpha=120, shadow=False, radius=18)
        self._base, self._base_key = base, key
        return base

    def blit_piece(
        self, surface: pygame.Surface, piece: int, slot: table_layout.Slot, alpha: int = 255
    ) -> None:
        cb = self.app.settings["colorblind"]
        if alpha < 255:
            surf, anchor = art.ghost(self.set_key, piece, slot.cell_w, cb, alpha)
        else:
            surf, anchor = art.face(self.set_key, piece, slot.cell_w, cb)
        surface.blit(surf, (slot.pos[0] - anchor[0], slot.pos[1] - anchor[1]))

    def draw(
        self,
        surface: pygame.Surface,
        board: list[int | None],
        pool: list[int],
        hand: int | None,
        marks: tuple[Mark, ...] = (),
        banner: tuple[Forms, Forms] = ("", ""),
        ghosts: tuple[tuple[int, int], ...] = (),
        seen: int | None = None,
        won: tuple[int, ...] = (),
    ) -> None:
        """The felt, the board with its pieces, the pool (the piece in hand ringed), marks and the banner.
        ``ghosts``: (cell, piece) drawn see-through (a solution's placement); ``seen``: the square looked at (the
        pieces in front of it fade); ``won``: the winning line's cells (risen in their light, or framed in gold)."""
        size = surface.get_size()
        cb = self.app.settings["colorblind"]
        key = (
            size,
            tuple(board),
            tuple(pool),
            hand,
            marks,
            banner,
            ghosts,
            seen,
            won,
            cb,
            language(),
        )  # (words painted in)
        if self._layer is None or self._layer_key != key or self._layer.get_size() != size:
            layer = self._layer if self._layer is not None and self._layer.get_size() == size else None
            layer = layer or pygame.Surface(size)
            layer.blit(self._base_layer(size), (0, 0))
            self._paint(layer, board, pool, hand, marks, banner, ghosts, seen, won)
            self._layer, self._layer_key = layer, key
        surface.blit(self._layer, (0, 0))
        self.app.theme.placed(self._layer, surface, (0, 0))

    def _paint(
        self,
        layer: pygame.Surface,
        board: list[int | None],
        pool: list[int],
        hand: int | None,
        marks: tuple[Mark, ...],
        banner: tuple[Forms, Forms],
        ghosts: tuple[tuple[int, int], ...],
        seen: int | None = None,
        won: tuple[int, ...] = (),
    ) -> None:
        lay, th = self.laid, self.app.theme
        head = (lay.pool.x + lay.px(18), lay.pool.y + lay.px(12))
        n = len(pool)
        if self.set_key == "classic":
            count = ngettext("Pool · {n} piece", "Pool · {n} pieces", n).format(n=n)
        else:
            count = ngettext("Pool · {n} card", "Pool · {n} cards", n).format(n=n)
        if pool or hand is not None:  # (no position yet: no count of nothing)
            th.blit_text(layer, count, 17, PALETTE["cream"], head, bold=True)
        for mark in marks:
            if mark.piece is not None:
                self._ring(layer, lay.pool_slots[mark.piece], mark.colour)
        if hand is not None:
            self._ring(layer, lay.pool_slots[hand], GOLD)
        for p in sorted(
            [*pool, *([hand] if hand is not None else [])], key=lambda q: lay.pool_slots[q].pos[1]
        ):
            self.blit_piece(layer, p, lay.pool_slots[p])
        if (
            hand is not None and self.set_key == "classic"
        ):  # a card's gold ring is enough (rows of cards touch)
            slot = lay.pool_slots[hand]
            below = (slot.rect.centerx, slot.rect.bottom + lay.px(2))
            th.blit_text(layer, _("in hand"), 13, GOLD, below, anchor="midtop", bold=True)
        self._board(layer, board, marks, ghosts, seen, won)
        if banner[0]:
            draw_banner(th, layer, lay.banner, lay.px, banner[0], banner[1])

    def tooltip(
        self,
        surface: pygame.Surface,
        state: QuartoState,
        hover: int | None,
        pointer: tuple[int, int] | None,
        won: tuple[int, ...] = (),
    ) -> None:
        """The table's piece tooltip for the piece under the pointer: on the square ``hover`` (seen through the
        faded pieces in front of it) or in the pool (the piece in hand too)."""
        lay = self.laid
        piece, slot = None, None
        if hover is not None and state.board[hover] is not None:
            piece, slot = state.board[hover], lay.cells[hover]
        elif pointer is not None:
            piece = self.piece_at(pointer, [*state.pool, *([state.hand] if state.hand is not None else [])])
            slot = None if piece is None else lay.pool_slots[piece]
        if piece is None or slot is None:
            return
        risen = hover in won and self.set_key == "classic"  # a won line's piece stands higher
        text = tip_text(state.pieces, piece, state.board, state.variant.board == "fixed")
        draw_tip(self.app.theme, surface, text, self.set_key, piece, slot, lay.px, lay.px(16) if risen else 0)

    def fade(self, board: list[int | None], seen: int | None) -> set[int]:
        """The pieces standing in front of the square ``seen`` that cover its hole (the classic board only)."""
        if seen is None or self.set_key != "classic":
            return set()
        cells = self.laid.cells
        return in_front(board, cells, seen, hole(cells[seen], 1.1))

    def _board(
        self,
        layer: pygame.Surface,
        board: list[int | None],
        marks: tuple[Mark, ...],
        ghosts: tuple[tuple[int, int], ...],
        seen: int | None,
        won: tuple[int, ...],
    ) -> None:
        """The board's pieces and rings: on the classic board back to front, each hole's rings before the pieces
        in front of it; cards (which lie flat) under their rings, the won line framed in gold over them."""
        lay, cb = self.laid, self.app.settings["colorblind"]
        classic = self.set_key == "classic"
        shown = {c: (p, 255) for c, p in enumerate(board) if p is not None}
        shown.update({c: (p, 120) for c, p in ghosts if board[c] is None})
        fade = self.fade(board, seen)
        if not classic:
            for mark in marks:
                if mark.cell is not None:
                    self._ring(layer, lay.cells[mark.cell], mark.colour)
        for cell in sorted(range(len(lay.cells)), key=lambda c: (lay.cells[c].pos[1], lay.cells[c].pos[0])):
            slot = lay.cells[cell]
            if classic and board[cell] is None:
                self._ring(layer, slot, OPEN, thin=True)
            for mark in marks if classic else ():
                if mark.cell == cell:
                    self._ring(layer, slot, mark.colour)
            if cell not in shown:
                continue
            piece, alpha = shown[cell]
            if classic and cell in won and cell not in fade:  # risen in its light, as the table's won line
                lit, at = art.lit("classic", piece, slot.cell_w, cb, LIGHT)
                layer.blit(lit, (slot.pos[0] - at[0], slot.pos[1] - at[1] - lay.px(16)))
                continue
            self.blit_piece(layer, piece, slot, alpha=FADE if cell in fade else alpha)
        if not classic:
            for cell in won:
                self._ring(layer, lay.cells[cell], GOLD)

    def _ring(
        self, layer: pygame.Surface, slot: table_layout.Slot, colour: tuple[int, int, int], thin: bool = False
    ) -> None:
        lay = self.laid
        width = max(1, lay.px(1)) if thin else max(2, lay.px(4))
        if self.set_key == "classic":
            w, h = round(slot.cell_w * 0.95), round(slot.cell_w * 0.5)
            pygame.draw.ellipse(layer, colour, (slot.pos[0] - w // 2, slot.pos[1] - h // 2, w, h), width)
        else:
            pygame.draw.rect(
                layer, colour, slot.rect.inflate(lay.px(10), lay.px(10)), width, border_radius=lay.px(8)
            )
