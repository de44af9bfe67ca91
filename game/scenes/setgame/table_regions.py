"""The SET table's regions for the kit's ``Regions``: where each part of the picture lies and the key of what it
shows. A take then repaints three card slots, the taker's plate, the deck's count and the line under the cards
— not the felt, the other cards, the other plates or the rest of the bars (``bars.Bars``). Cards in the air or shaking are drawn over the layer each frame, so
their slots show nothing meanwhile, as a card of the table's opening whose face is still to paint
(``cards.OpeningFaces``). The card slots are painted first: a change's cards in its frame, the plate and the bars it
changed in the next (``Regions.drain_firsts``)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.scenes.setgame.cards import card_look, opaque_parts, paint_card, shaking
from game.scenes.setgame.layout import ALL_SLOTS, MAX_SLOTS
from game.scenes.table.regions import Region, shadowed

if TYPE_CHECKING:
    from game.scenes.setgame.view import SetView
CARD_NAMES = [f"card{slot}" for slot in range(ALL_SLOTS)]


def _places(view: SetView) -> dict[str, pygame.Rect]:
    """The fixed regions' rectangles, worked out once per layout (the view empties ``fixed`` on a new one)."""
    if not view.fixed:
        sc, lay, px = view.scene, view.lay, view.scene.app.theme.px
        top = lay.top.copy()
        for b in (sc.hint_button, sc.menu_button):
            if b.rect is not None:
                top.union_ip(shadowed(b.rect, px))
        clock = pygame.Rect(0, 0, px(120), lay.top.h - px(8))
        clock.center = lay.top.center
        found = lay.side.copy()
        if view.plates:
            found.y = view.plates[0].bottom + px(12)
            found.h = lay.side.bottom - found.y
        view.fixed.update(top=top, clock=clock, found=found, screen=pygame.Rect((0, 0), lay.size))
        view.fixed.update({f"seat{seat}": shadowed(rect, px) for seat, rect in enumerate(view.plates)})
    return view.fixed


def table_regions(view: SetView) -> list[Region]:
    """Every region of the table layer, bottom first: the bar, the clock, the plates, the cards, the bottom
    line and, at the end, the dimmed table under the result card."""
    sc, lay = view.scene, view.lay
    s = sc.session
    places = _places(view)
    out = [
        Region("top", places["top"], view.bars.top_key(), view.bars.paint_top, dirty=view.bars.top_changes),
        Region("clock", places["clock"], int(s.clock), view.bars.paint_clock),
    ]
    for seat in range(len(view.plates)):
        name = f"seat{seat}"
        out.append(Region(name, places[name], view.plate_key(seat), partial(view.paint_plate, seat)))
    if s.puzzle:
        out.append(Region("found", places["found"], tuple(s.found), view.paint_found))
    elif s.mode != "classic":
        out.append(Region("found", places["found"], view.mode_panel.key(), view.mode_panel.paint))
    slots, kept = sc.slots.slots, view.card_regions
    # every slot a classic table can have, so a lost column is cleared (a bigger Set-Chain table's columns are
    # cleared by the whole repaint a change of columns makes)
    for slot in range(max(MAX_SLOTS, len(slots))):
        card = slots[slot] if slot < len(slots) else None
        if (
            card is None
            or card in sc.arriving
            or card in view.opening.unready
            or shaking(view, card) is not None
        ):
            out.append(Region(CARD_NAMES[slot], None, None, view.paint_nothing, first=True))
            continue
        look = card_look(view, slot, card, hover=False)  # the pointer's ring is drawn over the layer
        region = kept.get(slot)
        if region is None or region.key != look:  # the same look keeps its region (no new objects per frame)
            rect, reach = view.slot_places[slot]
            paint = partial(paint_card, view, rect=rect, look=look)
            opaque = opaque_parts(view, rect, look)
            region = kept[slot] = Region(CARD_NAMES[slot], reach, look, paint, first=True, opaque=opaque)
        out.append(region)
    bars = view.bars
    out.append(Region("bottom", lay.bottom, bars.bottom_key(), bars.paint_bottom, dirty=bars.bottom_changes))
    shown = sc.shown_card()
    if shown is None:
        out.append(Region("result", None, None, view.paint_nothing))
    else:
        key = (shown.content(), tuple(view.result_box(shown)))
        out.append(Region("result", places["screen"], key, view.result.paint, over=True))
    return out
