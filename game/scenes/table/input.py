"""What every table's input does alike, written once: Esc opens the pause menu, and the result card on show takes
the keys and the mouse as every button in the app does (``ResultCard.handle``); the rest is the table's own."""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import pygame

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.keymap import KeyRow
    from game.scenes.table.panels import ResultCard


class Paused(Protocol):
    """What the kit's input asks of a table: its app, and the pause menu Esc opens."""

    app: App

    def pause_menu(self) -> None: ...


S = TypeVar("S", bound=Paused)


class InputBase(Generic[S]):
    """A table's input: ``handle_event`` offers Esc and the result card first, then ``table_event`` (each table's
    clicks and keys, told which card is on show, None while play goes on)."""

    def __init__(self, scene: S) -> None:
        self.scene = scene

    def card(self) -> ResultCard | None:
        """The card on show over the table, whose buttons take the events first (None: none)."""
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.scene.pause_menu()
            return True
        card = self.card()
        if card is not None and card.handle(event, self.scene.app):
            return True
        return self.table_event(event, card)

    def table_event(self, event: pygame.event.Event, card: ResultCard | None) -> bool:
        """The table's own answer to an event the card left (each table's input)."""
        return False

    def key_help(self) -> tuple[KeyRow, ...]:
        """The keys the table answers now (F1 lists them; each table's input)."""
        return ()
