"""Input at the SET table: clicks and per-card hotkeys pick cards, buzz keys take the hot-seat buzzer, buttons.

It owns only the hover; every action is a request to the scene (pick, buzz, hint, the result card's buttons).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_
from game.scenes.keymap import CLICK, KeyRow, row
from game.scenes.table.input import CARD_ROWS, PAUSE_ROW, InputBase

if TYPE_CHECKING:
    from game.scenes.setgame.scene import SetTableScene
    from game.settings import Settings

#: Per-card hotkeys follow the keyboard's columns, as the cards lie in columns of three: Q A Z, W S X, …
CARD_KEYS = "qazwsxedcrfvtgbyhnujm"
#: Keys a hot-seat player may buzz with (pygame's key names → what the plates say); none picks a card or hints.
BUZZ_CHOICES = {
    "space": "Space",
    "return": "Enter",
    "left shift": "L-Shift",
    "right shift": "R-Shift",
    "left ctrl": "L-Ctrl",
    "right ctrl": "R-Ctrl",
    "left alt": "L-Alt",
    "right alt": "R-Alt",
    "tab": "Tab",
    "backspace": "Backspace",
    "enter": "Keypad Enter",
    "up": "Up",
    "down": "Down",
    "left": "Left",
    "right": "Right",
    **{str(n): str(n) for n in range(1, 10)},
}
DEFAULT_BUZZ = ("space", "return", "left shift", "right shift")
HINT_KEY = "/"


CARD_ROW = row(
    *CARD_KEYS[:3].upper(),
    does=N_("pick a card by its place: the keys run down the columns, Q A Z, W S X, E D C …"),
)
CARD_ROW_SHOWN = row(*CARD_KEYS[:3].upper(), does=N_("pick the card showing that letter in its corner"))
CLICK_ROW = row(CLICK, does=N_("pick a card; pick it again to put it back"))
HINT_ROW = row(HINT_KEY, does=N_("hint: shows one card of a SET"))
BUZZ_DOES = N_("buzz (one key for each hot-seat player), then pick three cards")


def key_rows(
    hints: bool, buzzers: tuple[str, ...], over: bool = False, letters: bool = False
) -> tuple[KeyRow, ...]:
    """The table's keys: the card keys (``letters``: shown on the cards), the hint with hints on, the hot-seat
    players' ``buzzers`` (the names their plates show); at the end, the result card's."""
    if over:
        return CARD_ROWS
    buzz = (row(*buzzers, does=BUZZ_DOES),) if buzzers else ()
    return (
        CLICK_ROW,
        CARD_ROW_SHOWN if letters else CARD_ROW,
        *buzz,
        *((HINT_ROW,) if hints else ()),
        PAUSE_ROW,
    )


def buzz_keys(settings: Settings) -> list[str]:
    """Seat 1–4's buzz keys from the settings; a damaged or unknown list gives the defaults."""
    try:
        keys = list(settings["buzz_keys"])
    except (KeyError, TypeError):
        return list(DEFAULT_BUZZ)
    if len(keys) != 4 or len(set(keys)) != 4 or not all(k in BUZZ_CHOICES for k in keys):
        return list(DEFAULT_BUZZ)
    return keys


def buzz_label(name: str) -> str:
    return BUZZ_CHOICES.get(name, name.title())


class SetInput(InputBase["SetTableScene"]):
    def __init__(self, scene: SetTableScene) -> None:
        super().__init__(scene)
        self.hover: int | None = None

    def buzz_name(self, seat: int) -> str:
        """What seat ``seat``'s plate shows as its buzz key."""
        return buzz_label(buzz_keys(self.scene.app.settings)[seat % 4])

    def key_help(self) -> tuple[KeyRow, ...]:
        sc = self.scene
        over = sc.shown_card() is not None
        hints, letters = (on and not sc.autoplaying for on in (sc.setup.hints, sc.setup.hotkeys))
        return key_rows(hints, tuple(sc.buzz_keys().values()), over, letters)

    def key_for_slot(self, slot: int) -> str:
        return CARD_KEYS[slot].upper() if slot < len(CARD_KEYS) else ""

    def table_event(self, event: pygame.event.Event) -> bool:
        sc = self.scene
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEMOTION:
            card = sc.view.card_at(event.pos)
            if card != self.hover:
                self.hover = card
                sc.view.invalidate()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for button in (sc.hint_button, sc.menu_button):
                if button.rect is not None and button.rect.collidepoint(event.pos) and button.enabled:
                    button.activate(sc.app)
                    return True
            card = sc.view.card_at(event.pos)
            if card is not None:
                sc.pick(card)
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)

    def _key(self, event: pygame.event.Event) -> bool:
        sc = self.scene
        name = pygame.key.name(event.key)
        if sc.setup.hot_seat and not sc.autoplaying:
            keys = buzz_keys(sc.app.settings)
            for seat in sc.setup.humans():
                if name == keys[seat % 4]:
                    sc.buzz(seat)
                    return True
        if name == HINT_KEY:  # (? is F1's: the keys card)
            sc.press_hint()
            return True
        if name in CARD_KEYS:
            slot = CARD_KEYS.index(name)
            card = sc.slots.slots[slot] if slot < len(sc.slots.slots) else None
            if card is not None:
                sc.pick(card)
            return True
        return False
