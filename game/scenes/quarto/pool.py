"""The pool's part of the Quarto table's static layer (``static.StaticLayer``): the pieces still to give, or in a
draw-pile game the hand of the seat whose hand shows, the draw pile and what the other seat holds."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _, ngettext
from game.scenes.quarto import art
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.quarto.view import QuartoView


def draw_pool(view: QuartoView, layer: pygame.Surface, flying: set[int]) -> None:
    """The pool's part of the static layer: its heading and the pieces left (a draw-pile game: the hand shown)."""
    th, lay, st = view.scene.app.theme, view.lay, view.scene.state
    head = (lay.pool.x + lay.px(18), lay.pool.y + lay.px(12))
    if st.variant.draw_pile:
        _private_hand(view, layer, flying, head)
        return
    pool = set(st.pool)  # (worked out from the state's masks at each ask)
    n = len(pool)
    if st.variant.pieces != "classic":
        heading = ngettext("Pool · {n} card", "Pool · {n} cards", n).format(n=n)
    else:
        heading = ngettext("Pool · {n} piece", "Pool · {n} pieces", n).format(n=n)
    th.blit_text(layer, heading, 17, PALETTE["cream"], head, bold=True)
    if view.look == "classic" and not st.is_over:  # a thin ring marks a taken piece's empty place
        for p, slot in enumerate(lay.pool_slots):
            if p in pool:
                continue
            x, y = slot.pos
            w, h = round(slot.cell_w * 0.7), round(slot.cell_w * 0.36)
            rect = (x - w // 2, y - h // 2, w, h)
            pygame.draw.ellipse(layer, (46, 92, 74), rect, max(1, lay.px(2)))
    clip = layer.get_clip()
    layer.set_clip(clip.clip(lay.pool))  # shadows stay inside the pool's panel
    for p in sorted(pool, key=lambda q: lay.pool_slots[q].pos[1]):
        if p in flying or p == view.scene.selected:
            continue
        view.blit_piece(layer, p, lay.pool_slots[p])
    layer.set_clip(clip)


def _private_hand(view: QuartoView, layer: pygame.Surface, flying: set[int], head: tuple[int, int]) -> None:
    th, lay, st = view.scene.app.theme, view.lay, view.scene.state
    seat = view.scene.viewing_seat()
    if seat is None:
        th.blit_text(layer, _("Hands are hidden"), 17, PALETTE["cream"], head, bold=True)
    else:
        hand = _("{name}’s hand").format(name=view.scene.session.name(seat))
        th.blit_text(layer, hand, 17, PALETTE["cream"], head, bold=True)
        for i, p in enumerate(st.hand_of(seat)):
            if p in flying or p == view.scene.selected or i >= len(lay.pool_slots):
                continue
            view.blit_piece(layer, p, lay.pool_slots[i])
    if lay.pile is not None:
        n = st.pile_size
        for k in range(min(n, 4)):
            back = art.card_back(lay.pile.size)
            layer.blit(back, lay.pile.move(-k * lay.px(3), -k * lay.px(3)))
        th.blit_text(
            layer,
            _("Draw pile · {n}").format(n=n),
            16,
            PALETTE["muted"],
            (lay.pile.centerx, lay.pile.bottom + lay.px(10)),
            anchor="midtop",
        )
        other = 1 - seat if seat is not None else None
        if other is not None:
            k = len(st.hand_of(other))
            th.blit_text(
                layer,
                ngettext("{name} holds {n} card", "{name} holds {n} cards", k).format(
                    name=view.scene.session.name(other), n=k
                ),
                15,
                PALETTE["muted"],
                (lay.pool.centerx, lay.pool.bottom - lay.px(16)),
                anchor="midbottom",
            )
