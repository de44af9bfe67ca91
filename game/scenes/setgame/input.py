"""Input at the SET table: clicks and per-card hotkeys pick cards, buzz keys take the hot-seat buzzer, buttons.

It owns only the hover; every action is a request to the scene (pick, buzz, hint, the result card's buttons).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, Sentence
from game.scenes import keypos
from game.scenes.keymap import CLICK, KeyRow, row
from game.scenes.table.input import CARD_ROWS, PAUSE_ROW, InputBase

if TYPE_CHECKING:
    from game.scenes.setgame.scene import SetTableScene
    from game.settings import Settings

#: Per-card hotkeys follow the keyboard's columns, as the cards lie in columns of three: the places of US QWERTY's
#: Q A Z, W S X, … on any layout (bound by scancode, shown by the player's layout's names: ``keypos``).
CARD_KEYS = "qazwsxedcrfvtgbyhnujm"
CARD_PLACES = tuple(keypos.place(k) for k in CARD_KEYS)
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
#: The buzz keys by place too: the digits are the top row's keys whatever they type unshifted (AZERTY's & é " …).
BUZZ_PLACES = tuple(keypos.place(k) for k in BUZZ_CHOICES)
HINT_KEY = "/"  # by place: US QWERTY's / (AZERTY's !, QWERTZ's -, Dvorak's z)
HINT_PLACE = keypos.place(HINT_KEY)
#: Set-Chain's previous SET lies in a row above and left of the grid's first columns: the top row's 1 2 3 over
#: Q W E pick its cards, by place, and are shown as the digits every layout prints on those keys (AZERTY's too).
CHAIN_KEYS = "123"
CHAIN_PLACES = tuple(keypos.place(k) for k in CHAIN_KEYS)
CHAIN_DOES = N_("pick a card of the previous SET (Set-Chain)")


def card_row(letters: str | tuple[str, ...], shown: bool = False) -> KeyRow:
    """The card keys' line of the keys list, with the player's layout's ``letters`` for the 21 places."""
    caps = tuple(k.upper() for k in letters)
    if shown:
        return row(*caps[:3], does=N_("pick the card showing that letter in its corner"))
    columns = ", ".join(" ".join(caps[i : i + 3]) for i in (0, 3, 6))
    return row(
        *caps[:3],
        does=Sentence(
            # TRANSLATORS: {columns} is the first three columns of card keys, e.g. "Q A Z, W S X, E D C"
            N_("pick a card by its place: the keys run down the columns, {columns} …"),
            columns=columns,
        ),
    )


CARD_ROW = card_row(CARD_KEYS)  # as a US QWERTY keyboard shows it
CARD_ROW_SHOWN = card_row(CARD_KEYS, shown=True)
CLICK_ROW = row(CLICK, does=N_("pick a card; pick it again to put it back"))
HINT_ROW = row(HINT_KEY, does=N_("hint: shows one card of a SET"))
HINT_DOES_ULTRA = N_("hint: shows one card of an UltraSet")
BUZZ_DOES = N_("buzz (one key for each hot-seat player), then pick three cards")
BUZZ_DOES_ULTRA = N_("buzz (one key for each hot-seat player), then pick four cards")


def key_rows(
    hints: bool,
    buzzers: tuple[str, ...],
    over: bool = False,
    letters: bool = False,
    layout: keypos.Layout = keypos.system,
    chain: tuple[str, ...] = (),
    ultra: bool = False,
) -> tuple[KeyRow, ...]:
    """The table's keys: the card keys (``letters``: shown on the cards), Set-Chain's ``chain`` keys for the
    previous SET, the hint with hints on, the hot-seat players' ``buzzers`` (the names their plates show); at
    the end, the result card's. The card and hint keys by the names the player's ``layout`` gives their places;
    ``ultra``: a claim is four cards."""
    if over:
        return CARD_ROWS
    buzz = (row(*buzzers, does=BUZZ_DOES_ULTRA if ultra else BUZZ_DOES),) if buzzers else ()
    names = tuple(layout(code) or keypos.qwerty(code) for code in CARD_PLACES)
    hint = row(hint_label(layout), does=HINT_DOES_ULTRA if ultra else HINT_ROW.does)
    return (
        CLICK_ROW,
        card_row(names, shown=letters),
        *((row(*chain, does=CHAIN_DOES),) if chain else ()),
        *buzz,
        *((hint,) if hints else ()),
        PAUSE_ROW,
    )


def hint_label(layout: keypos.Layout = keypos.system) -> str:
    """The hint key as the player's layout names its place."""
    return (layout(HINT_PLACE) or HINT_KEY).upper()


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
    def __init__(self, scene: SetTableScene, layout: keypos.Layout = keypos.system) -> None:
        super().__init__(scene)
        self.hover: int | None = None
        self.use_layout(layout)

    def use_layout(self, layout: keypos.Layout) -> None:
        """Read key places with ``layout`` (the system's; a test's table)."""
        self.layout = layout
        self.cards = keypos.KeyPlaces(CARD_PLACES, layout)
        self.buzzers = keypos.KeyPlaces(BUZZ_PLACES, layout)
        self.hint = keypos.KeyPlaces((HINT_PLACE,), layout)
        self.chain = keypos.KeyPlaces(CHAIN_PLACES, layout)

    def buzz_index(self, seat: int) -> int:
        """Which of the settings' four buzz keys is seat ``seat``'s at this screen (a friend's screen, where one
        person sits, gives its seat the first)."""
        return seat % 4

    def buzz_key(self, seat: int) -> str:
        return buzz_keys(self.scene.app.settings)[self.buzz_index(seat)]

    def buzz_name(self, seat: int) -> str:
        """What seat ``seat``'s plate shows as its buzz key."""
        return buzz_label(self.buzz_key(seat))

    def key_help(self) -> tuple[KeyRow, ...]:
        sc = self.scene
        over = sc.shown_card() is not None
        hints, letters = (on and not sc.autoplaying for on in (sc.setup.hints, sc.setup.hotkeys))
        chain = (
            tuple(k for k in (self.chain_key(i) for i in range(3)) if k) if sc.session.mode == "chain" else ()
        )
        ultra = sc.session.mode == "ultra"
        return key_rows(hints, tuple(sc.buzz_keys().values()), over, letters, self.kept_name, chain, ultra)

    def kept_name(self, code: int) -> str:
        """The layout's name for a card or hint place as kept (not asked of SDL at every frame that shows it)."""
        return self.hint.name(code) if code == HINT_PLACE else self.cards.name(code)

    def hint_key(self) -> str:
        """The hint key as the player's layout prints it (QWERTY's /)."""
        return hint_label(self.kept_name)

    def key_for_slot(self, slot: int) -> str:
        """The letter in the corner of the card in ``slot``: its key's name in the player's layout."""
        names = self.cards.names()
        return names[slot].upper() if slot < len(names) else ""

    def chain_key(self, index: int) -> str:
        """The key of Set-Chain's previous-SET card ``index`` (0-2): its digit, or "" where a hot-seat player
        buzzes with that key (the buzz comes first; that card is clicked)."""
        sc = self.scene
        taken = {self.buzz_key(seat) for seat in sc.setup.humans()} if sc.buzz_keys() else set()
        key = CHAIN_KEYS[index]
        return "" if key in taken else key

    def handle_event(self, event: pygame.event.Event) -> bool:
        # the player switched layouts: the corners and the keys list follow
        if event.type == pygame.KEYMAPCHANGED:
            for places in (self.cards, self.buzzers, self.hint, self.chain):
                places.forget()
            self.scene.view.invalidate()
        return super().handle_event(event)

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
        """Keys by place (the event's scancode; a synthetic press without one by its layout name)."""
        sc = self.scene
        if self.cards.stale(event):  # the layout changed while another screen was on top: the corners follow
            sc.view.invalidate()
        if sc.setup.hot_seat and not sc.autoplaying:
            pressed = self.buzzers.index(event)
            for seat in sc.buzz_keys():  # the people at this screen (not a friend's seat elsewhere)
                if pressed is not None and list(BUZZ_CHOICES)[pressed] == self.buzz_key(seat):
                    sc.buzz(seat)
                    return True
        if self.hint.index(event) is not None:  # (? is F1's: the keys card)
            sc.press_hint()
            return True
        chained = self.chain.index(event) if sc.session.mode == "chain" else None
        if chained is not None and self.chain_key(chained):
            if chained < len(sc.session.chain):
                sc.pick(sc.session.chain[chained])
            return True
        slot = self.cards.index(event)
        if slot is not None:
            card = sc.slots.slots[slot] if slot < len(sc.slots.slots) else None
            if card is not None:
                sc.pick(card)
            return True
        return False
