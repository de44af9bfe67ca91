"""The player's settings: defaults, validation and persistence through storage.Store."""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.art import setcolours
from game.i18n import LANGUAGES, N_, Sentence
from game.jsondoc import JSON
from game.net import recall
from game.play import remembered
from game.storage import Store, Validator, why_not

log = logging.getLogger(__name__)

ANIMATION_SPEEDS = ("off", "normal", "fast")
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
TEXT_SIZES = (100, 125, 150)  # per cent of the type scale (#30)

DEFAULTS: JSON = {
    "master_volume": 0.8,
    "effects_volume": 0.8,
    "mute": False,
    "fullscreen": False,
    "window_size": [1280, 720],
    "animation": "normal",
    "colorblind": False,
    "danger_highlight": False,
    "game_defaults": {},
    "buzz_keys": ["space", "return", "left shift", "right shift"],  # SET hot-seat: seat 1–4's buzz key
    "language": "",  # a code of game.i18n.LANGUAGES once chosen in Settings; "" follows the system's language
    "text_size": 100,  # one of TEXT_SIZES
    "net_name": "",  # the name this player hosts and joins tables of friends with (game/scenes/friends)
    "net_join": dict(recall.EMPTY),  # the last table joined: its address, and its code while its game goes on
    "card_colours": "classic",  # SET's card colours: a palette of game.art.setcolours.PALETTES
}


def _volume(v: object) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and 0.0 <= v <= 1.0


def _size(v: object) -> bool:
    return (
        isinstance(v, list)
        and len(v) == 2
        and all(isinstance(n, int) and not isinstance(n, bool) and 320 <= n <= 10000 for n in v)
    )


CHECKS: dict[str, Validator] = {
    "master_volume": _volume,
    "effects_volume": _volume,
    "window_size": _size,
    "animation": lambda v: v in ANIMATION_SPEEDS,
    "game_defaults": lambda v: isinstance(v, dict),
    "language": lambda v: v == "" or v in LANGUAGES,
    "text_size": lambda v: v in TEXT_SIZES and not isinstance(v, bool),
    "net_name": lambda v: isinstance(v, str) and len(v) <= 24,
    "net_join": recall.valid,
    "card_colours": lambda v: v in setcolours.PALETTES,
    "buzz_keys": lambda v: (
        isinstance(v, list) and len(v) == 4 and all(isinstance(k, str) for k in v) and len(set(v)) == 4
    ),
}


def _paint_cards(key: str, value: object) -> None:
    """SET's cards take the card colours chosen (the art painted in the old ones is dropped)."""
    if key == "card_colours":
        setcolours.use(str(value))


class Settings:
    """A dict-like view of settings that saves on every change (changes apply at once and persist)."""

    def __init__(self, path: Path) -> None:
        self.first_start = not path.exists()  # no settings yet: the window's size is chosen for this screen
        self.store = Store(path, version=1, defaults=DEFAULTS, checks=CHECKS)
        self.values, self.notice = self.store.load()
        # game_defaults has a schema of its own (game.play.remembered): its damaged parts are mended one by one
        self.values["game_defaults"] = remembered.normalize(self.values["game_defaults"])
        self.listeners: list[Callable[[str, object], None]] = [
            _paint_cards
        ]  # told (key, value) of every change
        setcolours.use(self.values["card_colours"])
        self.pending: list[str] = []  # write failures to tell the player, once until a write works again
        self._told = False

    def __getitem__(self, key: str) -> Any:  # a JSON value whose type the key decides (see DEFAULTS)
        return self.values[key]

    def set(self, key: str, value: object) -> None:
        if key not in DEFAULTS:
            raise KeyError(key)
        if key == "game_defaults":
            value = remembered.normalize(value)
        if self.values.get(key) == value:
            return
        self.values[key] = value
        self.save()
        for listener in self.listeners:
            listener(key, value)

    def save(self) -> None:
        try:
            self.store.save(self.values)
        except OSError as exc:
            log.warning("the settings could not be saved: %r", exc)
            self.notice = Sentence(
                N_("Settings could not be saved ({reason}); they apply until you quit."), reason=why_not(exc)
            )
            if not self._told:
                self._told = True
                self.pending.append(self.notice)
            return
        self._told = False

    def take_notices(self) -> list[str]:
        out, self.pending = self.pending, []
        return out
