"""The plate of the seat at the bottom of the QU4TO table — the person playing, or the hot-seat player whose
hand lies there — drawn like the computers' plates: name, what the seat is doing, its points and its cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext
from game.play.seats import seat_colour
from game.rules.qu4to.state import Qu4toState
from game.scenes.table.away import waiting_words
from game.scenes.table.panels import Plate, draw_plate
from game.scenes.table.words import person_word

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView

_PASSES = ("rotate", "draw", "pass")
#: The computers' levels and the human, as a seat's plate names them.
ROLES = {
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
    "human": N_("Human"),
}


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


def seat_role(view: Qu4toView, seat: int) -> str:
    """A seat's plate's second line: its level (or Human) and what it is doing."""
    sc, st = view.scene, view.scene.state
    if waiting_words(sc.drivers, seat):  # a friend who dropped: their plate says so
        return waiting_words(sc.drivers, seat)
    s = sc.session.seats[seat]
    level = s.level if s.is_bot or sc.autoplaying else "human"
    role = _(ROLES[level]) if level in ROLES else level.capitalize()
    role = person_word(sc.drivers, seat) if level == "human" else role  # (a friend's, the host's)
    if st.sizes[seat] == 0 and st.phase != "over":
        # TRANSLATORS: a seat's plate: {role} is its level ("Medium") or "Human"; the seat has gone out
        return _("{role} · out").format(role=role)
    if st.turn == seat and sc.bot_seat(seat) and sc.summary is None:
        if sc.on_top:
            return _("{role} · thinking…").format(role=role)
        return _("{role} · waiting").format(role=role)  # (a pause: it waits for you)
    if st.leader == seat and st.phase != "over":  # (the match's card: nobody leads any more)
        return _("{role} · leads").format(role=role)
    return role


def my_status(view: Qu4toView, seat: int) -> str:
    """The plate's second line for the bottom seat: what it does now, then how many cards it holds."""
    sc, st = view.scene, view.scene.state
    if sc.bot_seat(seat) or sc.autoplaying:
        status = seat_role(view, seat)  # a computer at the bottom (autoplay) reads as the others do
    elif st.is_terminal:
        status = _("Match over")
    elif sc.summary is not None:  # the round is over: the next one starts when its summary is dismissed
        status = _("Round over")
    elif st.sizes[seat] == 0:
        # TRANSLATORS: the seat has gone out (emptied its hand)
        status = _("Out")
    elif st.turn == seat:
        status = _("Your turn")
    elif passed(st, seat):
        status = _("Passed")
    elif st.leader == seat:
        status = _("Leads")
    else:
        status = _("Waiting")
    n = st.sizes[seat]
    if n == 0:  # (out: no count of cards)
        return status
    return ngettext("{status} · {n} card", "{status} · {n} cards", n).format(status=status, n=n)


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


def role_words(view: Qu4toView) -> tuple[list[str], list[str]]:
    """Every second line a plate may show at this table: the computers' and people's (``seat_role``) and the
    bottom seat's (``my_status``, with a hand of twelve; a computer's there under autoplay)."""
    levels = {s.level if s.is_bot else "human" for s in view.scene.session.seats}
    roles = [_(ROLES[level]) if level in ROLES else level.capitalize() for level in levels]
    roles += [person_word(view.scene.drivers, seat) for seat in range(len(view.scene.session.seats))]
    forms = (_("{role} · out"), _("{role} · thinking…"), _("{role} · waiting"), _("{role} · leads"))
    theirs = roles + [form.format(role=role) for form in forms for role in roles]
    statuses = (_("Match over"), _("Round over"), _("Your turn"), _("Passed"), _("Leads"), _("Waiting"))
    mine = [
        ngettext("{status} · {n} card", "{status} · {n} cards", 12).format(status=s, n=12)
        for s in (*statuses, *(theirs if view.scene.autoplaying else ()))
    ]
    return theirs, mine + theirs
