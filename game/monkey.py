"""--monkey: random input every frame, for soak-testing any scene: mouse moves, clicks and drags, keys, the
wheel, and the window's own events — resizes, focus lost and regained, the close button (a quit, which saves and
is then ignored so the soak goes on) — plus bursts of Escape, the key a lost player hammers."""

from __future__ import annotations

import random

import pygame

KEY_NAMES = (
    "escape",
    "return",
    "space",
    "up",
    "down",
    "left",
    "right",
    "tab",
    "q",
    "h",
    "u",
    "r",
    "f1",
    "1",
    "2",
    "3",
    "4",
    "backspace",
    "z",
    "y",
    "n",
    "p",
)


class Monkey:
    """The random input: a few mouse and keyboard events a frame, from a seeded stream."""

    def __init__(self, seed: int | None) -> None:
        self.rng = random.Random(seed)
        self.keys = [pygame.key.key_code(name) for name in KEY_NAMES]

    def events(self, size: tuple[int, int]) -> list[pygame.event.Event]:
        pg, rng = pygame, self.rng
        w, h = size
        out: list[pygame.event.Event] = []
        for _ in range(rng.randint(1, 3)):
            roll = rng.random()
            pos = (rng.randrange(w), rng.randrange(h))
            if roll < 0.35:
                out.append(pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            elif roll < 0.65:
                button = 1 if rng.random() < 0.85 else 3
                out.append(pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=button))
                out.append(pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=button))
            elif roll < 0.93:
                key = rng.choice(self.keys)
                mod = pg.KMOD_SHIFT if rng.random() < 0.1 else 0
                out.append(pg.event.Event(pg.KEYDOWN, key=key, mod=mod, unicode="", scancode=0))
                out.append(pg.event.Event(pg.KEYUP, key=key, mod=mod, unicode="", scancode=0))
            elif roll < 0.95:
                escape = pg.K_ESCAPE
                for _ in range(rng.randint(2, 8)):  # Escape spam
                    out.append(pg.event.Event(pg.KEYDOWN, key=escape, mod=0, unicode="", scancode=0))
                    out.append(pg.event.Event(pg.KEYUP, key=escape, mod=0, unicode="", scancode=0))
            elif roll < 0.965:
                out.append(pg.event.Event(pg.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
            elif roll < 0.975:
                held = (1, 0, 0)  # a drag: press, a few moves with the button held, release elsewhere
                out.append(pg.event.Event(pg.MOUSEBUTTONDOWN, pos=pos, button=1))
                for _ in range(rng.randint(1, 4)):
                    pos = (rng.randrange(w), rng.randrange(h))
                    out.append(pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=held))
                out.append(pg.event.Event(pg.MOUSEBUTTONUP, pos=pos, button=1))
            elif roll < 0.985:
                lost = rng.random() < 0.5
                kind = pg.WINDOWFOCUSLOST if lost else pg.WINDOWFOCUSGAINED
                out.append(pg.event.Event(kind, window=None))
            elif roll < 0.988:
                out.append(pg.event.Event(pg.QUIT))  # the close button: saves, then ignored under --monkey
            else:
                nw, nh = rng.randint(800, 1920), rng.randint(600, 1080)
                out.append(pg.event.Event(pg.VIDEORESIZE, size=(nw, nh), w=nw, h=nh))
        return out
