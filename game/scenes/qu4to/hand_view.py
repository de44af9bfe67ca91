"""The bottom seat's hand on the QU4TO table and, on that player's turn to play, the action bar under it: the
cards (lifted when selected, ringed when a hint marks them, a gold notch over the keyboard's cursor), a card
dragged along the hand, the backs while the hand is hidden, and the bar's buttons and line of reasons. Painted into
the table's layer as its ``hand`` region (``table_regions``); reads the scene, never changes the game."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.qu4tocards import card_back, card_face
from game.i18n import _
from game.rules.qu4to.views import backs
from game.scenes.qu4to.hint_panel import hinted_cards, ring
from game.scenes.qu4to.layout import LIFT
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.qu4to.scene import Qu4toTableScene
    from game.scenes.qu4to.view import Qu4toView


def paint_hand(view: Qu4toView, layer: pygame.Surface) -> None:
    """The hand and, on the player's turn to play, the action bar and its line of reasons."""
    sc = view.scene
    _hand(view, layer)
    if sc.my_turn() and sc.state.phase == "play":
        _bar(view, layer)


def refresh_bar(sc: Qu4toTableScene) -> None:
    """The buttons' state for the selection now (before painting, so input and tests never see it stale)."""
    st = sc.state
    move, why = sc.verdict()
    sc.play_button.enabled = move is not None
    sc.play_button.label = why if move is not None else _("Play")  # (the labels: in the language in use)
    sc.rotate_button.enabled = bool(st.table)
    sc.draw_button.enabled = bool(st.table)
    sc.draw_button.label = _("Draw (D)") if st.can_draw() else _("Pass (D)")
    sc.hint_button.enabled = sc.can_hint() and not sc.hints.thinking and not sc.hints.shown()
    sc.hint_button.label = sc.hints.button_label()


def _hand(view: Qu4toView, layer: pygame.Surface) -> None:
    sc, lay = view.scene, view.lay
    st = sc.state
    drag = sc.input.drag_key()
    if drag is not None:
        _dragged_hand(view, layer, *drag)
    elif sc.hand_visible():
        rects = view.hand_rects
        hinted = hinted_cards(view)
        for i, (r, code) in enumerate(zip(rects, sc.shown_hand(), strict=True)):
            layer.blit(card_face(code, r.size, selected=i in sc.selected), r)
            if i in hinted:  # under the next card, as the card itself is
                ring(view, layer, r)
        if sc.my_turn() and st.phase == "play" and rects:  # the keyboard cursor: a gold notch above
            r = rects[min(sc.input.cursor, len(rects) - 1)]
            a = view.px(7)
            tip = (r.centerx, r.y - view.px(4))
            pygame.draw.polygon(
                layer, PALETTE["gold"], [tip, (tip[0] - a, tip[1] - a), (tip[0] + a, tip[1] - a)]
            )
    else:
        green, blue = backs(st, sc.bottom_seat())
        ups = [0] * green + [1] * blue
        for r, up in zip(lay.hand_slots(len(ups)), ups, strict=True):
            layer.blit(card_back(up, r.size), r)


def _dragged_hand(view: Qu4toView, layer: pygame.Surface, i: int, j: int, x: int) -> None:
    """A card dragged along the hand: the others make room at its place-to-be; it floats under the pointer."""
    sc, lay = view.scene, view.lay
    hand = sc.shown_hand()
    perm = list(range(len(hand)))
    perm.insert(j, perm.pop(i))
    slots = lay.hand_slots(len(hand))
    for place, old in enumerate(perm):
        if old != i:
            r = slots[place].move(0, -view.px(LIFT) if old in sc.selected else 0)
            layer.blit(card_face(hand[old], r.size, selected=old in sc.selected), r)
    r = slots[j].copy()
    r.centerx = max(lay.hand.x + r.w // 2, min(x, lay.hand.right - r.w // 2))
    r.y -= view.px(LIFT) // 2
    layer.blit(card_face(hand[i], r.size, selected=i in sc.selected), r)


def _bar(view: Qu4toView, layer: pygame.Surface) -> None:
    sc, th = view.scene, view.app.theme
    move, why = sc.verdict()
    for b in (sc.sort_button, sc.rotate_button, sc.play_button, sc.draw_button):
        b.draw(layer, th, False)
    if sc.hints.shown():  # the hint's note lies over this line and says what to do (hint_key repaints it)
        return
    colour = PALETTE["title"] if move is not None else PALETTE["cream"]
    th.blit_text(
        layer,
        why if move is None else _("Enter plays · right-click a card to rotate it"),
        16,
        colour,
        (sc.play_button.box.centerx, view.lay.reason_y),
        anchor="midbottom",
        bold=move is None,
    )
