"""How-to-play figures for SET's other modes, from the rules engine: Set-Chain's previous SET and a chained SET
that uses one of its cards, and UltraSet's two pairs completing to the same fifth card."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.rules.setgame.cards import THIRD, parse_card
from game.rules.setgame.ultra import pairing
from game.scenes.howto.fig_set import face
from game.scenes.howto.paint import GOLD, SOFT, Painter, faces_row
from game.ui.theme import PALETTE

PREVIOUS = ("1rso", "2pts", "3god")  # the previous SET
LINK = "2pts"  # its card the next SET uses
TABLE_PAIR = ("1gtd", "3rto")  # two table cards that complete a SET with it
ULTRA = ("1rso", "2pto", "3gsd", "3gts")  # two pairs: 1rso+2pto and 3gsd+3gts both complete to 3goo


def chain(p: Painter, rect: pygame.Rect) -> None:
    """The previous SET on top; under it, the next SET: one of its cards and two from the table."""
    link = parse_card(LINK)
    a, b = (parse_card(s) for s in TABLE_PAIR)
    if THIRD[a][b] != link:  # the figure follows the rules: a pair that does not complete the link is a bug
        raise ValueError("the Set-Chain figure's cards do not make a SET")
    half = rect.h // 2
    cw = min((rect.w - 2 * p.px(14)) // 3, int((half - p.px(44)) * 1.6))
    ch = round(cw / 1.6)
    p.text(_("Previous SET"), 16, (rect.x, rect.y), bold=True, width=rect.w)
    top = faces_row(
        p,
        [face(parse_card(s), cw) for s in PREVIOUS],
        (rect.centerx, rect.y + p.px(28) + ch // 2),
        p.px(14),
    )
    y = rect.y + half + p.px(6)
    p.text(_("Next SET: one of its cards and two from the table"), 16, (rect.x, y), bold=True, width=rect.w)
    below = faces_row(
        p, [face(c, cw) for c in (link, a, b)], (rect.centerx, y + p.px(28) + ch // 2), p.px(14)
    )
    p.ring(below[0].inflate(p.px(8), p.px(8)), GOLD, 4, 10)  # the same card, ringed in both rows
    p.ring(top[PREVIOUS.index(LINK)].inflate(p.px(8), p.px(8)), GOLD, 4, 10)


def ultra(p: Painter, rect: pygame.Rect) -> None:
    """Two pairs of table cards, each completed to a SET by the same fifth card (shown apart, in gold)."""
    found = pairing([parse_card(s) for s in ULTRA])
    if found is None:
        raise ValueError("the UltraSet figure's four cards are not an UltraSet")
    gap = p.px(12)
    cw = min((rect.w - 4 * gap) // 4, int((rect.h - p.px(70)) / 2 * 1.6))
    ch = round(cw / 1.6)
    x = rect.x + (rect.w - (3 * cw + 4 * gap)) // 2
    y0 = rect.y + p.px(4)
    for row, pair in enumerate((found.first, found.second)):
        y = y0 + row * (ch + 2 * gap)
        for col, card in enumerate(pair):
            r = p.image(face(card, cw), topleft=(x + col * (cw + gap), y))
            p.ring(r.inflate(p.px(6), p.px(6)), PALETTE["ok"] if row == 0 else SOFT, 3, 10)
    fifth = pygame.Rect(x + 2 * (cw + gap) + 2 * gap, y0 + (ch + 2 * gap) // 2, cw, ch)
    p.image(face(found.fifth, cw), topleft=fifth.topleft)
    p.ring(fifth.inflate(p.px(8), p.px(8)), GOLD, 4, 10)
    for row in range(2):
        start = (x + 2 * cw + gap + p.px(4), y0 + row * (ch + 2 * gap) + ch // 2)
        p.arrow(start, (fifth.x - p.px(6), fifth.centery), GOLD, 3)
    p.text(
        _("Both pairs complete to this card; it need not be on the table."),
        15,
        (rect.centerx, rect.bottom),
        anchor="midbottom",
        color=SOFT,
        width=rect.w,
    )
