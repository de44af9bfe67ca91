"""A friend who dropped, at the host's table: their seat keeps its name (banner, score sheet, moves), their plate
says "waiting for NAME" and carries a small "Computer plays" button, and the pause menu offers the same. The
computer then plays the seat until the friend is back (``HostedTable.stand_in``; F6 does it too).

The plates of every game ask ``waiting_words`` for their second line; ``AwayButtons`` draws the buttons over the
plates (each table's view says where a seat's plate is: ``plate_rect``) and takes their clicks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import N_, _
from game.ui.widgets import Button

if TYPE_CHECKING:
    from game.scenes.table.drivers import SeatDrivers
    from game.ui.theme import Theme

# TRANSLATORS: a small button on the plate of a friend who dropped: the computer plays their seat until they are back
COMPUTER_PLAYS = N_("Computer plays")
# TRANSLATORS: an entry of the pause menu at a hosted table: {name} is a friend who dropped
COMPUTER_PLAYS_FOR = N_("Computer plays for {name}")
BUTTON_SIZE = 14  # the button's label on the type scale (small: it sits on a plate)


def waiting_words(drivers: SeatDrivers[Any], seat: int) -> str:
    """A plate's second line while its friend is away and no computer plays for them ("" otherwise)."""
    host = drivers.host
    if host is None or seat not in host.away or seat not in drivers.friends:
        return ""
    # TRANSLATORS: on a player's plate while a friend at another machine is disconnected
    return _("waiting for {name}").format(name=host.away[seat])


def waiting_seats(drivers: SeatDrivers[Any]) -> dict[int, str]:
    """The away friends' seats that no computer plays yet: seat -> name."""
    host = drivers.host
    if host is None:
        return {}
    return {seat: name for seat, name in host.away.items() if seat in drivers.friends}


class Plated(Protocol):
    """A table's view, as the buttons need it: where a seat's plate lies (None: not laid out, or no plate)."""

    def plate_rect(self, seat: int) -> pygame.Rect | None: ...


def button_rect(theme: Theme, plate: pygame.Rect, label: str, bounds: pygame.Rect) -> pygame.Rect:
    """The button's place: hanging from the plate's lower edge at its right, inside the window (over the plate's
    bottom when the window ends under it)."""
    px = theme.px
    w = min(plate.w - px(16), theme.font(BUTTON_SIZE, True).size(label)[0] + px(24))
    h = theme.font(BUTTON_SIZE, True).get_height() + px(10)
    rect = pygame.Rect(plate.right - px(8) - w, plate.bottom - h // 2, w, h)
    if rect.bottom > bounds.bottom:
        rect.bottom = plate.bottom - px(4)
    return rect


class AwayButtons:
    """The "Computer plays" buttons of the away friends' plates: drawn over the table each frame (and said to the
    screen as drawn there), pressed by a click."""

    def __init__(self, drivers: SeatDrivers[Any], stand_in: Callable[[int], None]) -> None:
        self.drivers = drivers
        self.stand_in = stand_in
        self.buttons: dict[int, Button] = {}
        self.drawn: list[pygame.Rect] = []  # where the buttons were drawn in the last frame

    def current(self) -> dict[int, Button]:
        """A button for each away seat (kept while it stays away: its hover and press)."""
        seats = waiting_seats(self.drivers)
        self.buttons = {seat: self.buttons.get(seat) or self.button(seat) for seat in seats}
        return self.buttons

    def button(self, seat: int) -> Button:
        return Button(COMPUTER_PLAYS, lambda: self.stand_in(seat), size=BUTTON_SIZE)

    def draw(self, surface: pygame.Surface, theme: Theme, view: Plated) -> None:
        self.drawn = []
        for seat, button in self.current().items():
            plate = view.plate_rect(seat)
            if plate is None:
                button.rect = None
                continue
            button.rect = button_rect(theme, plate, _(button.label), surface.get_rect())
            button.draw(surface, theme, button.hovered)
            self.drawn.append(button.rect)

    def handle(self, event: pygame.event.Event, press: Callable[[Button], None]) -> bool:
        """Hover follows the pointer; a left click on a button presses it (True: the click was a button's)."""
        if event.type not in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return False
        hit = None
        for button in self.buttons.values():
            inside = button.rect is not None and button.rect.collidepoint(event.pos)
            if event.type == pygame.MOUSEMOTION:
                button.hovered = inside
            elif inside:
                hit = button
        if hit is None or getattr(event, "button", 1) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONUP:
            press(hit)
        return True


def pause_entries(
    drivers: SeatDrivers[Any], stand_in: Callable[[int], None]
) -> list[tuple[str, Callable[[], None]]]:
    """The pause menu's entries for the away friends: "Computer plays for NAME" (already translated)."""

    def entry(seat: int) -> Callable[[], None]:
        return lambda: stand_in(seat)

    return [
        (_(COMPUTER_PLAYS_FOR).format(name=name), entry(seat))
        for seat, name in waiting_seats(drivers).items()
    ]
