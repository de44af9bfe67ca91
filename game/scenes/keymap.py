"""The keys a screen answers, as data (issue #30). Every scene's ``key_help()`` returns ``KeyRow``s: the keys
(alternatives, each a key's name) and what they do, both marked English msgids translated where drawn, so F1's
list, the How-to-play keys pages and the tests read one source.

Key names are a small vocabulary: a printable character ("H", "?", "/", "1"), a range written with an en dash
("1–5"), or one of the words below. ``events_for`` turns a name into the key presses it stands for (the tests
post them); the mouse's names stand for no key. Keys bound by their place rather than their letter (SET's
card, hint and buzz keys: ``game.scenes.keypos``) are listed by the names the player's layout gives them.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.i18n import N_


@dataclass(frozen=True)
class KeyRow:
    """One line of a keys list: any of ``keys`` does ``does``."""

    keys: tuple[str, ...]
    does: str


def row(*keys: str, does: str) -> KeyRow:
    return KeyRow(tuple(keys), does)


# key names that are words (translated where drawn)
ESC = N_("Esc")
ENTER = N_("Enter")
SPACE = N_("Space")
TAB = N_("Tab")
SHIFT_TAB = N_("Shift+Tab")
CTRL_TAB = N_("Ctrl+Tab")
BACKSPACE = N_("Backspace")
UP, DOWN, LEFT, RIGHT = N_("Up"), N_("Down"), N_("Left"), N_("Right")
ARROWS = N_("Arrows")
PAGE_UP, PAGE_DOWN = N_("Page Up"), N_("Page Down")
HOME, END = N_("Home"), N_("End")
CTRL_Z, CTRL_Y, CTRL_V = N_("Ctrl+Z"), N_("Ctrl+Y"), N_("Ctrl+V")
F1 = "F1"
# the mouse's (no key press stands for them)
CLICK = N_("Click")
RIGHT_CLICK = N_("Right-click")
WHEEL = N_("Mouse wheel")
MOUSE = (CLICK, RIGHT_CLICK, WHEEL)

_NAMED: dict[str, tuple[int, int]] = {
    ESC: (pygame.K_ESCAPE, 0),
    ENTER: (pygame.K_RETURN, 0),
    SPACE: (pygame.K_SPACE, 0),
    TAB: (pygame.K_TAB, 0),
    SHIFT_TAB: (pygame.K_TAB, pygame.KMOD_LSHIFT),
    CTRL_TAB: (pygame.K_TAB, pygame.KMOD_LCTRL),
    BACKSPACE: (pygame.K_BACKSPACE, 0),
    UP: (pygame.K_UP, 0),
    DOWN: (pygame.K_DOWN, 0),
    LEFT: (pygame.K_LEFT, 0),
    RIGHT: (pygame.K_RIGHT, 0),
    PAGE_UP: (pygame.K_PAGEUP, 0),
    PAGE_DOWN: (pygame.K_PAGEDOWN, 0),
    HOME: (pygame.K_HOME, 0),
    END: (pygame.K_END, 0),
    CTRL_Z: (pygame.K_z, pygame.KMOD_LCTRL),
    CTRL_Y: (pygame.K_y, pygame.KMOD_LCTRL),
    CTRL_V: (pygame.K_v, pygame.KMOD_LCTRL),
    F1: (pygame.K_F1, 0),
    # the SET buzzers' names as the plates show them (game/scenes/setgame/input.BUZZ_CHOICES)
    "L-Shift": (pygame.K_LSHIFT, 0),
    "R-Shift": (pygame.K_RSHIFT, 0),
    "L-Ctrl": (pygame.K_LCTRL, 0),
    "R-Ctrl": (pygame.K_RCTRL, 0),
    "L-Alt": (pygame.K_LALT, 0),
    "R-Alt": (pygame.K_RALT, 0),
    "Keypad Enter": (pygame.K_KP_ENTER, 0),
}
_SHIFTED = {"?": "/"}  # characters typed with Shift: the key pressed


def _press(key: int, mod: int = 0, char: str = "") -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0)


def events_for(name: str) -> list[pygame.event.Event]:
    """The key presses ``name`` stands for (a range: its two ends; the arrows: all four); [] for the mouse's.
    An unknown name is a mistake in a keys list: ``ValueError``."""
    if name in MOUSE:
        return []
    if name == ARROWS:
        return [events_for(n)[0] for n in (LEFT, RIGHT, UP, DOWN)]
    if name in _NAMED:
        key, mod = _NAMED[name]
        return [_press(key, mod, "\t" if key == pygame.K_TAB else " " if key == pygame.K_SPACE else "")]
    if "–" in name:
        first, _, last = name.partition("–")
        return events_for(first.strip()) + events_for(last.strip())
    if len(name) == 1 and name.isprintable():
        if name in _SHIFTED:
            return [_press(pygame.key.key_code(_SHIFTED[name]), pygame.KMOD_LSHIFT, name)]
        return [_press(pygame.key.key_code(name.lower()), 0, name.lower())]
    raise ValueError(f"{name!r} is not a key name keymap knows")


# rows many screens share ------------------------------------------------------------------------------------
FORM_ROWS = (
    row(TAB, DOWN, does=N_("highlight the next button or choice")),
    row(SHIFT_TAB, UP, does=N_("highlight the previous one")),
    row(ENTER, SPACE, does=N_("press the highlighted button")),
    row(LEFT, RIGHT, does=N_("change the highlighted choice")),
)
BACK_ROW = row(ESC, BACKSPACE, does=N_("go back"))
RESULT_ROWS = (
    row(ARROWS, TAB, does=N_("highlight a button on the result card")),
    row(ENTER, SPACE, does=N_("press the highlighted button")),
)
#: Every screen answers these (the keys list adds them at its foot).
GLOBAL_ROWS = (row(F1, "?", does=N_("show or hide this list of keys")),)
#: The How-to-play keys pages' word on it.
ANYWHERE_ROWS = (row(F1, "?", does=N_("on any screen: the keys it answers")),)


def form_rows(back: str | None = N_("go back"), choices: bool = True) -> tuple[KeyRow, ...]:
    """A form's rows, with what Esc does on this screen (None: Esc does nothing here); ``choices``: the form
    has a widget Left and Right change (a selector, a switch)."""
    rows = FORM_ROWS if choices else FORM_ROWS[:3]
    return rows + ((row(ESC, BACKSPACE, does=back),) if back else ())


def typing_rows(types: str, back: str) -> tuple[KeyRow, ...]:
    """The rows while a form's text field has the focus: ``types`` says what typing does and ``back`` what Esc
    does (msgids); Enter, Tab and the arrows up and down move between the rows."""
    return (
        row("A–Z", BACKSPACE, does=types),
        row(LEFT, RIGHT, HOME, END, does=N_("move the caret")),
        row(CTRL_V, does=N_("paste")),
        row(ENTER, TAB, DOWN, does=N_("go on to the next row")),
        row(SHIFT_TAB, UP, does=N_("go back to the previous row")),
        row(ESC, does=back),
    )
