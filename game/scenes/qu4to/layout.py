"""Where everything sits at the QU4TO table for a window size and a number of seats: the score sheet and the move
list on the right, the opponents round the table (left, across, right), the Leading Set and the deck in the
centre, the action bar, and your hand fanned along the bottom with your own plate above its left end. Plain
rectangles; nothing is drawn here."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.art.qu4tocards import card_size
from game.scenes.table.contracts import Px

SIDE_W = 300
LIFT = 26  # how far a selected card rises out of the fan


@dataclass
class SeatBox:
    """One opponent's place: its plate and where its backs fan."""

    plate: pygame.Rect
    backs: pygame.Rect


@dataclass
class Qu4toLayout:
    size: tuple[int, int]
    px: Px
    side: pygame.Rect
    play: pygame.Rect
    banner: pygame.Rect
    centre: pygame.Rect
    deck: pygame.Rect
    sheet: pygame.Rect
    moves: pygame.Rect
    menu: pygame.Rect
    bar: pygame.Rect
    reason_y: int
    hand: pygame.Rect
    card: tuple[int, int]
    small: tuple[int, int]
    table_card: tuple[int, int]
    me: pygame.Rect  # the bottom seat's plate: above the hand's left end, left of the line of reasons
    seats: list[SeatBox] = field(default_factory=list)
    sheet_row: int = 0  # the score sheet's row height (two lines when a name needs its own, see sheet.py)

    def hand_slots(self, n: int) -> list[pygame.Rect]:
        """Rects of ``n`` cards fanned along the bottom, centred, overlapping as needed."""
        cw, ch = self.card
        if n <= 0:
            return []
        room = self.hand.w - cw
        step = min(cw + self.px(8), room / max(1, n - 1)) if n > 1 else 0
        total = cw + step * (n - 1)
        x0 = self.hand.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), self.hand.y, cw, ch) for i in range(n)]

    def back_slots(self, box: SeatBox, n: int) -> list[pygame.Rect]:
        sw, sh = self.small
        if n <= 0:
            return []
        step = min(sw * 0.55, (box.backs.w - sw) / max(1, n - 1)) if n > 1 else 0
        total = sw + step * (n - 1)
        x0 = box.backs.centerx - total / 2
        return [pygame.Rect(round(x0 + i * step), box.backs.y, sw, sh) for i in range(n)]

    def table_slots(self, n: int) -> list[pygame.Rect]:
        tw, th = self.table_card
        gap = self.px(10)
        total = n * tw + (n - 1) * gap
        x0 = self.centre.centerx - total // 2
        return [pygame.Rect(x0 + i * (tw + gap), self.centre.y, tw, th) for i in range(n)]


def make_layout(
    px: Px,
    size: tuple[int, int],
    opponents: int,
    row_h: int = 0,
    plate_need: int = 0,
    me_need: int = 0,
    side_taller: int = 0,
    sheet_w: int = 0,
) -> Qu4toLayout:
    """The table for ``size`` and ``opponents``; ``row_h``: the score sheet's rows, if not the usual 34 px;
    ``plate_need`` and ``me_need``: how wide the plates' words want them (larger text, a long language), given
    where the seats leave room; ``side_taller``: how much taller the side plates are (for a role line in two
    lines where they cannot widen); ``sheet_w``: how wide the score sheet wants the right column (larger text)."""
    w, h = size
    m = px(12)
    side_w = max(px(SIDE_W), sheet_w)
    side = pygame.Rect(w - side_w - m, m, side_w, h - 2 * m)
    play = pygame.Rect(0, 0, side.x - m, h)
    card = card_size(max(40, min(px(100), round(h * 0.135))))
    small = card_size(px(30))
    table_card = card_size(px(76))
    hand = pygame.Rect(play.x + px(24), h - m - card[1], play.w - px(48), card[1])
    bar = pygame.Rect(play.x + px(24), hand.y - px(LIFT) - px(12) - px(48), play.w - px(48), px(48))
    reason_y = bar.y - px(8)
    plate_h = px(66)
    across = max(0, opponents - 2)  # plates along the top between the side ones; they must not meet
    room = (play.w - px(40) - (across + 1) * px(12)) // (across + 2) if across else play.w // 3
    plate_w = max(px(212), min(plate_need, room))
    top_y = m
    seat_h = plate_h + px(6) + small[1]
    mid_y = top_y + seat_h + px(40)

    def box_at(x: int, y: int, w: int = plate_w, h: int = plate_h) -> SeatBox:
        plate = pygame.Rect(x, y, w, h)
        return SeatBox(plate, pygame.Rect(x, plate.bottom + px(6), w, small[1]))

    left_x, right_x = play.x + px(20), play.right - px(20) - plate_w
    if opponents <= 2:
        xs = [play.centerx - plate_w // 2] if opponents == 1 else [left_x + px(40), right_x - px(40)]
        seats = [box_at(x, top_y) for x in xs]
    else:
        across = opponents - 2
        # the plates along the top stand above the side ones' row: as wide as their words, short of meeting
        full = play.right - px(20) - left_x
        top_w = max(plate_w, min(plate_need, full // (across + 1) - px(12)))
        if top_w > plate_w:  # centred on their shares of the row
            xs = [left_x + round(full * (i + 1) / (across + 1)) - top_w // 2 for i in range(across)]
        else:  # spread between the side plates' columns
            xs = [left_x + round((right_x - left_x) * (i + 1) / (across + 1)) for i in range(across)]
        tops = [box_at(x, top_y, top_w) for x in xs]
        seats = [box_at(left_x, mid_y), *tops, box_at(right_x, mid_y)]
    banner_y = top_y + seat_h + px(8)
    # between the side plates when they stand beside it (three and more opponents)
    beside = play.w - 2 * plate_w - px(60) if opponents > 2 else play.w - px(60)
    banner = pygame.Rect(0, banner_y, min(px(520), beside), px(62))
    banner.centerx = play.centerx
    # the deck and room for a set of four, centred together between the side seats
    gap = px(28)
    centre = pygame.Rect(0, banner.bottom + px(34), table_card[0] * 4 + px(30), table_card[1])
    centre.x = play.centerx - (centre.w + gap + table_card[0]) // 2 + table_card[0] + gap
    deck = pygame.Rect(0, 0, table_card[0], table_card[1])
    deck.midright = (centre.x - gap, centre.centery)
    if opponents > 2 and side_taller:  # taller side plates reach down beside the deck: narrower, clear of it
        side_w = min(plate_w, deck.x - px(12) - left_x)
        seats[0] = box_at(left_x, mid_y, side_w, plate_h + side_taller)
        seats[-1] = box_at(play.right - px(20) - side_w, mid_y, side_w, plate_h + side_taller)
        banner.w = min(px(520), play.w - 2 * side_w - px(60))  # the room they leave beside the banner
        banner.centerx = play.centerx
    if opponents > 2:  # the left seat's backs fan short of the deck: their count ("×11") stands before it
        left = seats[0].backs
        left.w = min(left.w, deck.x - px(60) - left.x)
    sheet = pygame.Rect(side.x, side.y, side.w, px(64) + (row_h or px(34)) * (opponents + 1) + px(30))
    menu = pygame.Rect(side.x, side.bottom - px(44), side.w, px(44))
    moves = pygame.Rect(side.x, sheet.bottom + m, side.w, menu.y - m - sheet.bottom - m)
    me_w = max(px(268), min(me_need, hand.w // 2))  # wider: its line counts cards
    me = pygame.Rect(hand.x, bar.y - px(10) - plate_h, me_w, plate_h)
    return Qu4toLayout(
        size,
        px,
        side,
        play,
        banner,
        centre,
        deck,
        sheet,
        moves,
        menu,
        bar,
        reason_y,
        hand,
        card,
        small,
        table_card,
        me,
        seats,
        row_h or px(34),
    )
