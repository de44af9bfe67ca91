"""The QU4TO table's regions for ``Regions``: where each part of the picture lies and the key of what it shows.

A computer's move then repaints its seat, the seat to act next, the centre, the banner, the sheet and the move
list — not the felt, the other seats, or a hand that did not change."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.rules.qu4to.views import backs
from game.scenes.qu4to import banner, centre, hand_view
from game.scenes.qu4to.choice import draw_choice
from game.scenes.qu4to.hint_panel import draw_hint, hint_box, hint_key
from game.scenes.qu4to.layout import LIFT
from game.scenes.qu4to.plate import draw_my_plate, my_plate
from game.scenes.qu4to.seat_view import panel_face, ring_box, seat_regions
from game.scenes.qu4to.sheet import draw_sheet, sheet_dirty, sheet_key
from game.scenes.table.regions import Region, shadowed

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView


def table_regions(view: Qu4toView) -> list[Region]:
    """Every region of the table layer, bottom first (the choice panel and the message lie over the hand)."""
    sc, lay, px = view.scene, view.lay, view.px
    st = sc.state
    names = sc.session.names()
    out: list[Region] = []
    bottom = sc.bottom_seat()
    for i, box in enumerate(lay.seats):
        out += seat_regions(view, i, box, (bottom + 1 + i) % st.players, names)
    out.append(
        Region(
            "centre",
            centre.centre_rect(view),
            centre.centre_key(view, names),
            lambda layer: view._centre(layer, names),
            dirty=partial(centre.centre_dirty, view),
        )
    )
    # a new banner's words repaint the paper under them, not its shadow round it
    words = partial(banner.banner_dirty, view)  # (the words that changed)
    out.append(Region("banner", shadowed(lay.banner, px), view.banner_text(), view._banner, dirty=words))
    out.append(
        Region(
            "hand",
            _hand_rect(view),
            _hand_key(view),
            partial(hand_view.paint_hand, view),
            first=True,
            dirty=partial(_hand_dirty, view),
        )
    )
    seat, plate = my_plate(view)
    face = partial(panel_face, ring_box(lay.me, px))
    out.append(Region("me", shadowed(lay.me, px), (seat, plate), partial(draw_my_plate, view), dirty=face))
    choosing = sc.my_turn() and st.phase in ("orient", "keep")
    choice = shadowed(view.choice_panel(), px) if choosing else None
    choice_key = (st.phase, st.hand_codes(bottom), st.pending, bottom) if choosing else None
    out.append(Region("choice", choice, choice_key, partial(draw_choice, view), first=True))
    sheet = Region(
        "sheet",
        shadowed(lay.sheet, px),
        sheet_key(view, names),
        lambda layer: draw_sheet(view, layer, names),
        dirty=partial(sheet_dirty, view),
    )
    out.append(sheet)
    moves_key = (len(sc.log), sc.log[-1] if sc.log else "", view.moves.scroll)
    out.append(Region("moves", lay.moves, moves_key, view._moves))
    hint_button = (sc.hint_button.label, sc.hint_button.enabled)
    out.append(Region("menu", shadowed(lay.menu, px), hint_button, view._menu))
    note = hint_box(view)
    out.append(
        Region("hint", None if note is None else shadowed(note, px), hint_key(view), partial(draw_hint, view))
    )
    message = view.message_box()
    out.append(
        Region(
            "message",
            None if message is None else shadowed(message, px),
            sc.toast.shown if message is not None else None,
            view._message,
        )
    )
    return out


def _hand_rect(view: Qu4toView) -> pygame.Rect:
    """The bottom strip: the hand, the action bar, the line of reasons and the player's line above it."""
    lay = view.lay
    top = lay.bar.y - view.px(36)
    return pygame.Rect(lay.play.x, top, lay.play.w, lay.size[1] - top)


def _hand_dirty(view: Qu4toView, was: object, now: object) -> list[pygame.Rect] | None:
    """Where the hand's change shows when only its cards changed (a computer's, or the hand while it is not the
    player's turn to play): the cards' places before and after, not the whole strip with the bar — the strip
    reaches into the player's plate and the menu, painted again with it (≈ 1 ms a move of the bottom seat)."""
    if not isinstance(was, tuple) or not isinstance(now, tuple):
        return None
    for key in (was, now):  # no bar, cursor or reasons; no card dragged; no hint's rings round cards
        if key[_MINE] or key[_DRAG] is not None or key[_HINT][3]:
            return None
    if was[_SEAT] != now[_SEAT] or was[_VISIBLE] != now[_VISIBLE]:
        return None
    boxes = [_cards_box(view, key) for key in (was, now)]
    return [b for b in boxes if b is not None] or None


def _cards_box(view: Qu4toView, key: tuple) -> pygame.Rect | None:
    """The box of the hand's cards as ``key`` shows them (a selected card lifted), None for no card."""
    visible = key[_VISIBLE]
    n = len(key[_CARDS]) if visible else sum(key[_CARDS])
    slots = view.lay.hand_slots(n)
    if not slots:
        return None
    lift = view.px(LIFT) if visible and key[_SELECTED] else 0
    box = slots[0].unionall(slots[1:])
    return pygame.Rect(box.x, box.y - lift, box.w, box.h + lift)


# the places in ``_hand_key`` that ``_hand_dirty`` reads
_SEAT, _VISIBLE, _CARDS, _SELECTED, _MINE, _DRAG, _HINT = 0, 2, 3, 4, 5, 11, 12


def _hand_key(view: Qu4toView) -> tuple:
    sc = view.scene
    st = sc.state
    seat = sc.bottom_seat()
    visible = sc.hand_visible()
    mine = sc.my_turn() and st.phase == "play"
    buttons = tuple(
        (b.label, b.enabled) for b in (sc.play_button, sc.rotate_button, sc.draw_button, sc.sort_button)
    )
    return (
        seat,
        sc.session.name(seat),
        visible,
        tuple(sc.shown_hand()) if visible else backs(st, seat),
        tuple(sc.selected),
        mine,
        sc.input.cursor if mine else None,
        sc.verdict()[1] if mine else None,
        buttons if mine else None,
        st.scores[seat],
        st.sizes[seat],
        sc.input.drag_key(),
        hint_key(view),
    )
