"""Words the tables share, in the language in use (issue #30): the computer levels' titles (the AI names them in
English, for its command line), and the seat titles of the setup screens."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.ai.set_ai import TYPICAL_SECONDS
from game.i18n import N_, _, decimal, pgettext

if TYPE_CHECKING:
    from game.scenes.table.drivers import SeatDrivers

LEVEL_TITLES = {
    "beginner": N_("Beginner"),
    "easy": N_("Easy"),
    "medium": N_("Medium"),
    "hard": N_("Hard"),
    "expert": N_("Expert"),
    "perfect": N_("Perfect"),
    "lightning": N_("Lightning"),
}


def level_title(level: str) -> str:
    """A computer level's title ("Hard"), translated; an unknown key is shown as it is."""
    key = level.lower()
    return _(LEVEL_TITLES[key]) if key in LEVEL_TITLES else level


def computer_title(level: str) -> str:
    """A computer seat as a setup screen offers it: "Computer · Hard"."""
    return _("Computer · {level}").format(level=level_title(level))


def seat_title(i: int) -> str:
    """Seat ``i`` (from 0) as a setup screen names it: "Seat 1"."""
    return _("Seat {n}").format(n=i + 1)


def set_level_line(level: str) -> str:
    """The SET setup screen's line for a level: its typical time to find a SET on 12 cards."""
    seconds = TYPICAL_SECONDS[level.lower()]
    shown = decimal(seconds, 1 if seconds < 10 else 0)
    return _("{level}: finds a SET on 12 cards in about {seconds} s").format(
        level=level_title(level), seconds=shown
    )


def person_word(drivers: SeatDrivers[Any], seat: int) -> str:
    """A person's seat as its plate calls it: "Human"; at a table played with friends, "Host" for the host's seat
    seen from a friend's screen and "Friend" for a friend's seat (seen from the host's or another friend's)."""
    guest = drivers.guest
    kind = guest.kinds[seat] if guest is not None and seat != drivers.home and seat < len(guest.kinds) else ""
    if kind == "here" and guest is not None and seat == guest.host_seat:
        # TRANSLATORS: a plate's second line: this person hosts the table (a friend sees it on their screen)
        return pgettext("plate", "Host")
    if kind == "friend" or (drivers.host is not None and seat in drivers.host.drivers):
        # TRANSLATORS: a plate's second line: a friend who plays from their own machine
        return pgettext("plate", "Friend")
    return _("Human")
