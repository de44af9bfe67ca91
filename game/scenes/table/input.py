"""What every table's input does alike, written once: Esc opens the pause menu, and the result card on show takes
the keys and the mouse as every button in the app does (``ResultCard.handle``); the rest is the table's own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import pygame

from game.i18n import N_
from game.scenes.keymap import ESC, RESULT_ROWS, WHEEL, KeyRow, row

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.table.result_card import ResultCard

MOVES_ROW = row(WHEEL, does=N_("scroll the move list"))  # every table's move list (``panels.MoveList``)
PAUSE_ROW = row(ESC, does=N_("pause menu"))  # Esc, which ``InputBase`` answers at every table
CARD_ROWS = RESULT_ROWS + (PAUSE_ROW,)  # the keys while a result card shows


class Tabled(Protocol):
    """What the kit's input asks of a table: its app, the pause menu Esc opens, the result card on show."""

    app: App

    def pause_menu(self) -> None: ...

    def shown_card(self) -> ResultCard | None: ...


S = TypeVar("S", bound=Tabled)


class InputBase(Generic[S]):
    """A table's input: ``handle_event`` offers Esc and the card on show first, then ``table_event`` (each table's
    clicks and keys)."""

    card_modal = True  # while a card shows, the table under it takes nothing (unless a table says)

    def __init__(self, scene: S) -> None:
        self.scene = scene

    def card(self) -> ResultCard | None:
        """The card on show over the table, whose buttons take the events first (None: none)."""
        return self.scene.shown_card()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.scene.pause_menu()
            return True
        card = self.card()
        if card is not None and (card.handle(event, self.scene.app) or self.card_modal):
            return True
        return self.table_event(event)

    def table_event(self, event: pygame.event.Event) -> bool:
        """The table's own answer to an event the card left (each table's input)."""
        return False

    def key_help(self) -> tuple[KeyRow, ...]:
        """The keys the table answers now (F1 lists them; each table's input)."""
        return ()
