"""The SET table's regions for the kit's ``Regions``: where each part of the picture lies and the key of what it
shows. A take then repaints three card slots, the taker's plate, the deck count and the bottom line — not the
felt, the other cards or the other plates. Cards in the air or shaking are drawn over the layer each frame, so
their slots show nothing meanwhile."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.scenes.setgame.cards import card_look, paint_card, shaking
from game.scenes.setgame.layout import MAX_SLOTS
from game.scenes.table.regions import Region

if TYPE_CHECKING:
    from game.scenes.setgame.view import SetView
CARD_NAMES = [f"card{slot}" for slot in range(MAX_SLOTS)]


def shadowed(rect: pygame.Rect, view: SetView) -> pygame.Rect:
    """``rect`` with room for a panel's soft shadow (twice its blur of 10 around, 4 lower) and a focus ring."""
    px = view.scene.app.theme.px
    return rect.inflate(px(40), px(40)).move(0, px(4)).union(rect.inflate(px(8), px(8)))


def table_regions(view: SetView) -> list[Region]:
    """Every region of the table layer, bottom first: the bar, the clock, the plates, the cards, the bottom
    line and, at the end, the dimmed table under the result card."""
    sc, lay = view.scene, view.lay
    s = sc.session
    top = lay.top.copy()
    for b in (sc.hint_button, sc.menu_button):
        if b.rect is not None:
            top.union_ip(shadowed(b.rect, view))
    out = [Region("top", top, view.top_key(), view.paint_top)]
    clock = pygame.Rect(0, 0, view.scene.app.theme.px(120), lay.top.h - view.scene.app.theme.px(8))
    clock.center = lay.top.center
    out.append(Region("clock", clock, int(s.clock), view.paint_clock))
    for seat, rect in enumerate(view.plates):
        out.append(
            Region(f"seat{seat}", shadowed(rect, view), view.plate_key(seat), partial(view.paint_plate, seat))
        )
    if s.puzzle:
        found = lay.side.copy()
        if view.plates:
            found.y = view.plates[0].bottom + view.scene.app.theme.px(12)
            found.h = lay.side.bottom - found.y
        out.append(Region("found", found, tuple(s.found), view.paint_found))
    slots = sc.slots.slots
    for slot in range(MAX_SLOTS):  # every slot a table can have, so a lost column is cleared
        card = slots[slot] if slot < len(slots) else None
        rect, reach = view.slot_places[slot]
        if card is None or card in sc.arriving or shaking(view, card) is not None:
            out.append(Region(CARD_NAMES[slot], None, None, view.paint_nothing))
            continue
        look = card_look(view, slot, card)
        paint = partial(paint_card, view, rect=rect, look=look)
        hot = look.hover or look.ring is not None
        out.append(Region(CARD_NAMES[slot], reach, (look, lay.card_w), paint, first=hot))
    out.append(Region("bottom", lay.bottom, view.bottom_key(), view.paint_bottom))
    shown = sc.shown_card()
    if shown is None:
        out.append(Region("result", None, None, view.paint_nothing))
    else:
        key = (shown.content(), tuple(view.result_box(shown)))
        out.append(Region("result", pygame.Rect((0, 0), lay.size), key, view.paint_result))
    return out
