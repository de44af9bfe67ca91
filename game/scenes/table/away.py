"""A friend who dropped, at the host's table: their seat keeps its name (banner, score sheet, moves), their plate
says "waiting for NAME" and carries a small "Computer plays" button, and the pause menu offers the same. The
computer then plays the seat until the friend is back (``HostedTable.stand_in``; F6 does it too).

The plates of every game ask ``waiting_words`` for their second line, which the plate draws as the waiting
words over a button (``panels.AwayRole``); ``AwayButtons`` takes the clicks on those plates (each table's view
says where a seat's plate is: ``plate_rect``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import N_, Sentence, _
from game.scenes.table.panels import AwayRole

if TYPE_CHECKING:
    from game.scenes.table.drivers import SeatDrivers

# TRANSLATORS: a small button on the plate of a friend who dropped: the computer plays their seat until they are back
COMPUTER_PLAYS = N_("Computer plays")
# TRANSLATORS: the smaller line of the pause menu's "Computer plays" at a hosted table: {name} is a friend who dropped
IS_AWAY = N_("{name} is away")


def waiting_words(drivers: SeatDrivers[Any], seat: int) -> str:
    """A plate's second line while its friend is away and no computer plays for them ("" otherwise)."""
    host = drivers.host
    if host is None or seat not in host.away or seat not in drivers.friends:
        return ""
    # TRANSLATORS: on a player's plate while a friend at another machine is disconnected
    words, name = _("waiting for {name}"), host.away[seat]
    return AwayRole(words.format(name=name), _(COMPUTER_PLAYS), words, name)


def waiting_names(drivers: SeatDrivers[Any]) -> list[str]:
    """The words a friend's plate would show were they away (a table makes its plates wide enough for them)."""
    host = drivers.host
    if host is None:
        return []
    lobby = host.server.lobby()
    names = [lobby[seat].name for seat in host.drivers if seat < len(lobby) and lobby[seat].name]
    return [_("waiting for {name}").format(name=name) for name in names]


def waiting_seats(drivers: SeatDrivers[Any]) -> dict[int, str]:
    """The away friends' seats that no computer plays yet: seat -> name."""
    host = drivers.host
    if host is None:
        return {}
    return {seat: name for seat, name in host.away.items() if seat in drivers.friends}


class Plated(Protocol):
    """A table's view, as the buttons need it: where a seat's plate lies (None: not laid out, or no plate)."""

    def plate_rect(self, seat: int) -> pygame.Rect | None: ...


class AwayButtons:
    """The away friends' plates, which show "Computer plays" as their button (``panels.AwayRole``): a click on
    such a plate lets the computer play that seat."""

    def __init__(
        self, drivers: SeatDrivers[Any], stand_in: Callable[[int], None], view: Callable[[], Plated]
    ) -> None:
        self.drivers = drivers
        self.stand_in = stand_in
        self.view = view
        self.pressed: int | None = None  # the plate the button went down on

    def at(self, pos: tuple[int, int]) -> int | None:
        """The away seat whose plate is under ``pos`` (None: none)."""
        for seat in waiting_seats(self.drivers):
            rect = self.view().plate_rect(seat)
            if rect is not None and rect.collidepoint(pos):
                return seat
        return None

    def rect(self, seat: int) -> pygame.Rect | None:
        """Where the seat's button is pressed: its plate, while its friend is away (None: not away)."""
        return self.view().plate_rect(seat) if seat in waiting_seats(self.drivers) else None

    def handle(self, event: pygame.event.Event) -> bool:
        """A left click (pressed and released) on an away friend's plate: the computer plays that seat."""
        if event.type not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) or event.button != 1:
            return False
        seat = self.at(event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.pressed = seat
            return seat is not None
        pressed, self.pressed = self.pressed, None
        if seat is None or seat != pressed:
            return False
        self.stand_in(seat)
        return True


def pause_entries(
    drivers: SeatDrivers[Any], stand_in: Callable[[int], None]
) -> list[tuple[str, str, Callable[[], None]]]:
    """The pause menu's entries for the away friends: "Computer plays" over "NAME is away" (each said in the
    language in use: a msgid, a Sentence)."""

    def entry(seat: int) -> Callable[[], None]:
        return lambda: stand_in(seat)

    return [
        (COMPUTER_PLAYS, Sentence(IS_AWAY, name=name), entry(seat))
        for seat, name in waiting_seats(drivers).items()
    ]
