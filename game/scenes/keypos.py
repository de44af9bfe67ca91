"""Keys by their place on the keyboard, whatever letters the player's layout prints on them (issue #45).

A KEYDOWN's ``scancode`` is SDL's scancode, the USB HID usage id of the physical key: the key left of W is 4
on QWERTY, AZERTY (where it types Q), QWERTZ and Dvorak alike. A game whose keys form a picture (SET's grid of
card keys) binds them by scancode, and shows each key by the name the player's layout gives it: SDL's
``SDL_GetKeyFromScancode``, which pygame-ce does not wrap, reached through ctypes in the SDL library pygame
loaded; where that cannot be done (another build, a headless run) the US QWERTY names stand in.
"""

from __future__ import annotations

import ctypes
import glob
import logging
import os
import sys
from collections.abc import Callable
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

#: A keyboard layout as the game needs it: the name (pygame's ``key.name``) of the key at a scancode.
Layout = Callable[[int], str]

#: US QWERTY, the reference the places are named by: pygame's key name -> SDL scancode (USB HID usage id).
QWERTY: dict[str, int] = {
    **{chr(ord("a") + i): 4 + i for i in range(26)},
    **{str(n): 29 + n for n in range(1, 10)},
    "0": 39,
    "return": 40,
    "backspace": 42,
    "tab": 43,
    "space": 44,
    "-": 45,
    "=": 46,
    "[": 47,
    "]": 48,
    "\\": 49,
    ";": 51,
    "'": 52,
    "`": 53,
    ",": 54,
    ".": 55,
    "/": 56,
    "right": 79,
    "left": 80,
    "down": 81,
    "up": 82,
    "enter": 88,  # the keypad's
    "left ctrl": 224,
    "left shift": 225,
    "left alt": 226,
    "right ctrl": 228,
    "right shift": 229,
    "right alt": 230,
}
QWERTY_NAMES = {code: name for name, code in QWERTY.items()}


def place(name: str) -> int:
    """The scancode of the key US QWERTY calls ``name`` (a place named by its QWERTY letter)."""
    return QWERTY[name]


def qwerty(scancode: int) -> str:
    """The US QWERTY layout: the fallback where the system's cannot be read."""
    return QWERTY_NAMES.get(scancode, "")


def _sdl_candidates() -> list[str]:
    """Where the SDL library pygame loaded lies: the wheel's own copy first (Linux, macOS, Windows, a frozen
    build), then the system's."""
    roots = [Path(pygame.__file__).resolve().parent]
    roots.append(roots[0].parent / "pygame_ce.libs")
    roots.append(roots[0] / ".dylibs")
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        roots.append(Path(frozen))
    found: list[str] = []
    for root in roots:
        for pattern in ("libSDL2-2*", "libSDL2.*", "SDL2.dll", "libSDL2-2.0*.dylib"):
            found += sorted(glob.glob(os.path.join(root, pattern)))
    return found + ["libSDL2-2.0.so.0", "libSDL2.dylib", "SDL2"]


def _sdl_lookup() -> Callable[[int], int] | None:
    for candidate in _sdl_candidates():
        try:
            lib = ctypes.CDLL(candidate)
            fn = lib.SDL_GetKeyFromScancode
        except (OSError, AttributeError):
            continue
        fn.restype = ctypes.c_int32
        fn.argtypes = [ctypes.c_int]
        return fn
    log.info("SDL_GetKeyFromScancode not found: key places are shown by their US QWERTY names")
    return None


_lookup: list[Callable[[int], int] | None] = []  # found once: [the function] or [None]


def system(scancode: int) -> str:
    """The player's layout now: SDL's key at ``scancode`` by pygame's name, else the QWERTY name."""
    if not _lookup:
        _lookup.append(_sdl_lookup())
    fn = _lookup[0]
    if fn is not None:
        name = pygame.key.name(int(fn(scancode)))
        if name and name != "unknown key":
            return name
    return qwerty(scancode)


class KeyPlaces:
    """Some key places and what the player's ``layout`` calls them, asked once until the keymap changes
    (SDL's KEYMAPCHANGED: ``forget``)."""

    def __init__(self, places: tuple[int, ...], layout: Layout = system) -> None:
        self.places = places
        self.layout = layout
        self._names: tuple[str, ...] | None = None

    def forget(self) -> None:
        self._names = None

    def names(self) -> tuple[str, ...]:
        """Each place's name in the layout (a place the layout leaves unnamed keeps its QWERTY name)."""
        if self._names is None:
            self._names = tuple(self.layout(code) or qwerty(code) for code in self.places)
        return self._names

    def stale(self, event: pygame.event.Event) -> bool:
        """A press at one of the places typed another key than the name kept for it: the keymap changed unseen
        (its KEYMAPCHANGED went to another screen); the names are forgotten, to be asked again. True if so."""
        code = getattr(event, "scancode", 0) or 0
        if not code or code not in self.places or self._names is None or not event.key:
            return False
        if pygame.key.name(event.key) == self._names[self.places.index(code)]:
            return False
        self.forget()
        return True

    def name(self, code: int) -> str:
        """The layout's name for ``code``: one of the places' as kept, another asked afresh."""
        return self.names()[self.places.index(code)] if code in self.places else self.layout(code)

    def index(self, event: pygame.event.Event) -> int | None:
        """Which of the places a KEYDOWN pressed: by its scancode; an event without one (a synthetic press, a
        test's) by the name its key has, among the names the layout gives the places."""
        code = getattr(event, "scancode", 0) or 0
        if code:
            return self.places.index(code) if code in self.places else None
        name = pygame.key.name(event.key)
        names = self.names()
        return names.index(name) if name in names else None
