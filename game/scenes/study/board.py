"""A Quarto board for the study screens, built on the table's own layout and art (no copy of either).

``StudyBoard`` lays out a window like the Quarto table (pool on the left, the board under a banner, a free
column on the right for the screen's panel) with ``game.scenes.quarto.layout.compute`` and paints pieces with
``game.scenes.quarto.art``. The piece in hand stays in its pool place, ringed in gold, so the right column is
free. Rings mark cells and pool pieces (the last move, a solution, the coach's better move). On the classic board
every empty hole and every marked cell is ringed once more, thinly, over the pieces: a late-game position is
full of tall pieces, and a hole behind one would otherwise not show at all.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language, ngettext
from game.play import remembered
from game.scenes.quarto import art, coords
from game.scenes.quarto import layout as table_layout
from game.scenes.quarto.marks import OPEN  # an empty hole, as the table rings it while a piece is chosen
from game.scenes.table.banner import Forms, draw_banner
from game.scenes.table.view import laid
from game.ui.backdrop import felt_backdrop
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App

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
    ) -> None:
        """The felt, the board with its pieces, the pool (the piece in hand ringed), marks and the banner.
        ``ghosts``: (cell, piece) drawn see-through (a solution's placement)."""
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
            cb,
            language(),
        )  # (words painted in)
        if self._layer is None or self._layer_key != key or self._layer.get_size() != size:
            layer = self._layer if self._layer is not None and self._layer.get_size() == size else None
            layer = layer or pygame.Surface(size)
            layer.blit(self._base_layer(size), (0, 0))
            self._paint(layer, board, pool, hand, marks, banner, ghosts)
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
        for mark in marks:
            if mark.cell is not None:
                self._ring(layer, lay.cells[mark.cell], mark.colour)
        shown = {c: (p, 255) for c, p in enumerate(board) if p is not None}
        shown.update({c: (p, 120) for c, p in ghosts if board[c] is None})
        for cell in sorted(shown, key=lambda c: lay.cells[c].pos[1]):
            self.blit_piece(layer, shown[cell][0], lay.cells[cell], alpha=shown[cell][1])
        if self.set_key == "classic":  # on top, thin: a hole behind a tall piece still shows where it is
            for cell, piece in enumerate(board):
                if piece is None:
                    self._ring(layer, lay.cells[cell], OPEN, thin=True)
            for mark in marks:
                if mark.cell is not None:
                    self._ring(layer, lay.cells[mark.cell], mark.colour, thin=True)
        if banner[0]:
            draw_banner(th, layer, lay.banner, lay.px, banner[0], banner[1])

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
