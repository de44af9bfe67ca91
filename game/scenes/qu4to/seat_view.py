"""An opponent's place on the QU4TO table as two regions of the layer: its plate (name, role, score, the gold ring
of the seat to act) and its backs with their count ("×8"). A turn change or a role's word repaints the plate alone
— and, the plate's size and shadow being the same, only the plate itself, not its shadow round it — and a card
drawn or played repaints the backs alone: at 3840×2160 the seat's whole box (plate, shadow and the fan under it)
was ≈ 0.3 Mpx of felt and screen a move, its plate's face ≈ 0.15 (issue 46)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.art.qu4tocards import card_back
from game.i18n import _
from game.play.seats import seat_colour
from game.rules.qu4to.views import backs
from game.scenes.qu4to.layout import SeatBox
from game.scenes.table.contracts import Px
from game.scenes.table.panels import Plate, draw_plate
from game.scenes.table.regions import Region, shadowed
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView

COUNT_SIZE = 15  # the backs' count ("×8", "no cards"), bold


def ring_box(plate: pygame.Rect, px: Px) -> pygame.Rect:
    """The plate and the gold ring round it (drawn 3 px outside it, ``draw_plate``): what changes when only its
    words, its colour or its ring do — its shadow stays (the same size, the same blur)."""
    return plate.inflate(px(8), px(8))


def panel_face(box: pygame.Rect, was: object, now: object) -> list[pygame.Rect]:
    """A panel's change at the same place (``Region.dirty``): only ``box``, its face (and ring) — its shadow round
    it is the same (a plate, the banner)."""
    return [box]


def seat_regions(view: Qu4toView, i: int, box: SeatBox, seat: int, names: list[str]) -> list[Region]:
    """Seat ``seat``'s plate and backs at ``box`` (the ``i``-th opponent round the table), bottom first."""
    st, px = view.scene.state, view.px
    plate_key = (seat, names[seat], view._role(seat), st.scores[seat], st.turn == seat)
    held = backs(st, seat)
    return [
        Region(
            f"seat{i}",
            shadowed(box.plate, px),
            plate_key,
            partial(paint_plate, view, box=box, seat=seat, name=names[seat]),
            dirty=partial(panel_face, ring_box(box.plate, px)),
        ),
        Region(
            f"backs{i}",
            backs_rect(view, box, held),
            (seat, held),
            partial(paint_backs, view, box=box, seat=seat),
        ),
    ]


def paint_plate(view: Qu4toView, layer: pygame.Surface, box: SeatBox, seat: int, name: str) -> None:
    st = view.scene.state
    plate = Plate(name, view._role(seat), st.scores[seat], active=st.turn == seat)
    draw_plate(view.app.theme, layer, box.plate, view.px, plate)
    stripe = (box.plate.x, box.plate.y + view.px(10), view.px(6), box.plate.h - view.px(20))
    pygame.draw.rect(layer, seat_colour(seat), stripe, border_radius=view.px(3))  # as on the SET plates


def _count(
    view: Qu4toView, box: SeatBox, held: tuple[int, int]
) -> tuple[list[pygame.Rect], str, pygame.Rect]:
    """The backs' places, the count's words and where they stand."""
    n = sum(held)
    slots = view.lay.back_slots(box, n)
    text = f"×{n}" if slots else _("no cards")
    words = pygame.Rect((0, 0), view.app.theme.font(COUNT_SIZE, True).size(text))
    if slots:
        words.midleft = (slots[-1].right + view.px(8), box.backs.centery)
    else:
        words.center = box.backs.center
    return slots, text, words


def backs_rect(view: Qu4toView, box: SeatBox, held: tuple[int, int]) -> pygame.Rect:
    """Where a seat's backs and their count may draw: its fan's box, the count's room beside the last back (as
    wide as "×14") and the words themselves."""
    slots, _text, words = _count(view, box, held)
    label = pygame.Rect(slots[-1].right if slots else box.backs.x, box.backs.y, view.count_w, box.backs.h)
    return box.backs.union(label).union(words).unionall(slots)


def paint_backs(view: Qu4toView, layer: pygame.Surface, box: SeatBox, seat: int) -> None:
    held = backs(view.scene.state, seat)
    green, blue = held
    slots, text, words = _count(view, box, held)
    for rect, up in zip(slots, [0] * green + [1] * blue, strict=True):
        layer.blit(card_back(up, rect.size), rect)
    anchor = "midleft" if slots else "center"
    view.app.theme.blit_text(
        layer, text, COUNT_SIZE, PALETTE["cream"], getattr(words, anchor), anchor=anchor, bold=True
    )
