"""A save's picture is encoded without keeping anything: pygame-ce holds on to a file object it saved to, so the
encoder frees that object's buffer itself (docs/performance.md, "What the long soak kept")."""

from __future__ import annotations

import tracemalloc
from types import SimpleNamespace
from typing import Any, cast

import pygame

from game.scenes.table.autosave import Autosave


def test_encoding_pictures_keeps_no_memory() -> None:
    pygame.init()
    surface = pygame.Surface((1280, 720))
    for y in range(0, 720, 8):  # stripes: a picture that does not compress to nothing
        pygame.draw.line(surface, (y % 255, 90, 255 - y % 255), (0, y), (1280, y), 4)
    saver = Autosave(cast(Any, SimpleNamespace()), lambda: "quarto")
    first = saver._encode(surface)
    assert first[:2] == b"\xff\xd8" and len(first) > 5000  # a JPEG, and big enough that a kept one would show
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        for _ in range(40):
            assert saver._encode(surface) == first
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept < 40 * len(first) // 10, f"{kept} bytes kept after 40 pictures of {len(first)} bytes"
