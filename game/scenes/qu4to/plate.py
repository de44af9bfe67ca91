"""The plate of the seat at the bottom of the QU4TO table — the person playing, or the hot-seat player whose
hand lies there — drawn like the computers' plates: name, what the seat is doing, its points and its cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.play.seats import seat_colour
from game.rules.qu4to.state import Qu4toState
from game.scenes.table.panels import Plate, draw_plate

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView

_PASSES = ("rotate", "draw", "pass")


def passed(st: Qu4toState, seat: int) -> bool:
    """``seat`` passed (rotated a card or drew) on the leading set now on the table."""
    if not st.table or st.log is None:
        return False
    for line in reversed(st.log):
        who, _, move = line.partition(" ")
        if not who.isdigit():  # a round's deal or a reshuffle: the trick began after it
            return False
        if move.startswith("play"):
            return False  # the leading set now on the table: nobody passed on it before this
        if int(who) == seat and move.startswith(_PASSES):
            return True
    return False


def my_status(view: Qu4toView, seat: int) -> str:
    """The plate's second line for the bottom seat: what it does now, then how many cards it holds."""
    sc, st = view.scene, view.scene.state
    if sc.bot_seat(seat) or sc.autoplaying:
        status = view._role(seat)  # a computer at the bottom (autoplay) reads as the others do
    elif st.is_terminal:
        status = "Match over"
    elif sc.summary is not None:  # the round is over: the next one starts when its summary is dismissed
        status = "Round over"
    elif st.sizes[seat] == 0:
        status = "Out"
    elif st.turn == seat:
        status = "Your turn"
    elif passed(st, seat):
        status = "Passed"
    elif st.leader == seat:
        status = "Leads"
    else:
        status = "Waiting"
    n = st.sizes[seat]
    if n == 0 or status.endswith("out"):
        return status
    return f"{status} · {n} card{'' if n == 1 else 's'}"


def my_plate(view: Qu4toView) -> tuple[int, Plate]:
    """The bottom seat and what its plate shows (the plate's region key is built from these)."""
    sc, st = view.scene, view.scene.state
    seat = sc.bottom_seat()
    active = st.turn == seat and not st.is_terminal
    return seat, Plate(sc.session.name(seat), my_status(view, seat), st.scores[seat], active=active)


def draw_my_plate(view: Qu4toView, layer: pygame.Surface) -> None:
    seat, plate = my_plate(view)
    box, px = view.lay.me, view.px
    draw_plate(view.app.theme, layer, box, px, plate)
    stripe = (box.x, box.y + px(10), px(6), box.h - px(20))
    pygame.draw.rect(layer, seat_colour(seat), stripe, border_radius=px(3))  # as on the other plates
