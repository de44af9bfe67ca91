"""Where things go on the SET table: card slots that keep their places, and the rectangles of the screen."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.scenes.table.contracts import Px

ROWS = 3
MIN_COLS = 4
SIZED_COLS = 4
CARD_ASPECT = 1.6  # landscape cards, as the real ones lie on a table
MAX_SLOTS = 21  # seven columns: more than a classic table needs (21 cards always hold a SET)
#: Set-Chain's table can pass 21 cards (20,000 random games: 25 at most, 59 games past 21); its slots go on
#: column by column up to the whole deck.
ALL_SLOTS = 81


class Slots:
    """Card → slot index (column = index // 3, row = index % 3). Cards that stay never move when others are
    taken or dealt; new cards fill the holes first; when the table shrinks, only the cards beyond the last
    needed column move into holes."""

    def __init__(self) -> None:
        self.slots: list[int | None] = []

    def sync(self, table: tuple[int, ...]) -> list[int]:
        """Follow the table; returns the cards that changed place (new ones and those pulled into holes)."""
        present = set(table)
        self.slots = [c if c in present else None for c in self.slots]
        placed = {c for c in self.slots if c is not None}
        moved: list[int] = []
        for card in table:
            if card in placed:
                continue
            hole = next((i for i, c in enumerate(self.slots) if c is None), None)
            if hole is None:
                self.slots.append(card)
            else:
                self.slots[hole] = card
            moved.append(card)
        cap = ROWS * self.columns(len(table))
        for i in range(len(self.slots) - 1, cap - 1, -1):
            kept = self.slots[i]
            if kept is not None:
                hole = self.slots.index(None)
                self.slots[hole] = kept
                moved.append(kept)
        del self.slots[cap:]
        return moved

    @staticmethod
    def columns(cards: int) -> int:
        return max(MIN_COLS, math.ceil(cards / ROWS))

    def index(self, card: int) -> int:
        return self.slots.index(card)

    def cards(self) -> list[tuple[int, int]]:
        """(slot, card) for every filled slot."""
        return [(i, c) for i, c in enumerate(self.slots) if c is not None]


@dataclass
class Spot:
    """A place a card can be drawn (``pos`` its centre, ``cell_w`` its width): what a Glide flies between."""

    pos: tuple[float, float]
    cell_w: float


@dataclass
class SetLayout:
    """The screen's rectangles for one window size and one number of columns."""

    size: tuple[int, int]
    top: pygame.Rect  # the top bar: title, clock, deck, buttons
    side: pygame.Rect  # the seats' plates (and puzzle: the found SETs)
    play: pygame.Rect  # the card grid
    bottom: pygame.Rect  # message and buzzer line
    card_w: int = 0
    card_h: int = 0
    gap: int = 0
    cols: int = MIN_COLS

    def slot_rect(self, slot: int) -> pygame.Rect:
        col, row = divmod(slot, ROWS)
        w, h, g = self.card_w, self.card_h, self.gap
        total_w = self.cols * w + (self.cols - 1) * g
        total_h = ROWS * h + (ROWS - 1) * g
        x = self.play.centerx - total_w // 2 + col * (w + g)
        y = self.play.centery - total_h // 2 + row * (h + g)
        return pygame.Rect(x, y, w, h)


def table_layout(px: Px, size: tuple[int, int], cols: int, side_w: int | None = None) -> SetLayout:
    """Rectangles for a window of ``size`` holding ``cols`` columns of cards (bigger when fewer)."""
    w, h = size
    m = px(18)
    top = pygame.Rect(m, m, w - 2 * m, px(56))
    bottom = pygame.Rect(m, h - m - px(44), w - 2 * m, px(44))
    sw = side_w if side_w is not None else px(270)
    side = pygame.Rect(m, top.bottom + m, sw, bottom.y - top.bottom - 2 * m)
    play = pygame.Rect(side.right + m, top.bottom + m, w - side.right - 2 * m, side.h)
    lay = SetLayout(size, top, side, play, bottom, cols=cols)
    gap = px(14)
    # cards keep one size up to four columns; a 15-card table shrinks them (one repaint of the faces, rare:
    # it needs 12 cards without a SET), and shrinks them back when the table is 12 again
    fit = max(cols, SIZED_COLS)
    cw = (play.w - (fit - 1) * gap) / fit
    ch = (play.h - (ROWS - 1) * gap) / ROWS
    card_w = min(cw, ch * CARD_ASPECT)
    lay.card_w, lay.card_h, lay.gap = int(card_w), int(card_w / CARD_ASPECT), gap
    return lay
