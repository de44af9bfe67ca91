"""A save's picture is encoded without keeping anything: pygame-ce holds on to a file object it saved to, so the
encoder frees that object's buffer itself (docs/performance.md, "What the long soak kept")."""

from __future__ import annotations

import io
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


def test_an_owed_picture_waits_for_a_quiet_whole_frame_and_at_most_patience_frames() -> None:
    """A move's save is written at once with the last picture; its own picture (2.5–3 ms of scaling and encoding
    at 1920×1080) is kept from a quiet whole frame, not from the move's busy ones — or from the PATIENCE-th if none
    is quiet — and made in three steps, one a quiet frame (each waits PATIENCE busy frames at most)."""
    from game.scenes.table import autosave

    pygame.init()
    written: list[bytes] = []
    saves = SimpleNamespace(save=lambda game, document, soon, thumbnail: written.append(thumbnail))
    saver = Autosave(cast(Any, SimpleNamespace(saves=saves)), lambda: "quarto", draw=lambda surface: None)
    frame = pygame.Surface((320, 180))
    frame.fill((30, 90, 60))

    saver.save({"n": 1}, soon=True)
    assert written == [b""] and saver.owed == {"n": 1}, "written at once, with the picture before"
    for _ in range(5):
        saver.settle(frame, ready=False, quiet=True)  # half-painted frames never give it
        saver.settle(frame, ready=True, quiet=False)  # busy ones wait
    assert len(written) == 1 and saver.owed is not None and saver.shot is None
    saver.settle(frame, ready=True, quiet=True)
    assert saver.shot is not None and len(written) == 1, "the first quiet whole frame is kept"
    frame.fill((200, 40, 40))  # what later frames show is not in the picture
    saver.settle(
        frame, ready=False, quiet=True
    )  # (kept already: a half-painted frame may take the next step)
    assert saver.small is not None and len(written) == 1
    saver.settle(frame, ready=True, quiet=False)
    assert len(written) == 1, "no step on a busy frame"
    saver.settle(frame, ready=True, quiet=True)
    assert len(written) == 2 and written[1][:2] == b"\xff\xd8" and saver.owed is None
    shown = pygame.image.load(io.BytesIO(written[1]), "p.jpg").get_at((40, 20))
    assert abs(shown.r - 30) < 16 and abs(shown.g - 90) < 16, "the picture is of the frame kept"

    saver.save({"n": 2}, soon=True)  # a new move starts the wait afresh
    saver.settle(frame, ready=True, quiet=True)
    saver.save({"n": 3}, soon=True)  # ... and a picture under way is dropped: it shows the move before
    assert saver.shot is None and saver.owed == {"n": 3}
    for _ in range(autosave.PATIENCE):
        saver.settle(frame, ready=True, quiet=False)
    assert len(written) == 4 and saver.owed is not None and saver.shot is None, (
        "still waiting for a quiet frame"
    )
    for _ in range(3 * (autosave.PATIENCE + 1)):
        saver.settle(frame, ready=True, quiet=False)
    assert len(written) == 5 and saver.owed is None, "no quiet frame came: the picture is made all the same"


def test_a_sharp_windows_picture_takes_the_screen_when_it_shows_the_table_and_keeps_no_canvas() -> None:
    """Above 1920×1080 a window-sized canvas is 32 MB: a save's picture is taken from the screen when it shows the
    table's last frame whole, else drawn on a canvas that is let go after; up to 1920×1080 the canvas is kept."""
    pygame.init()
    for size, sharp in (((1920, 1080), False), ((2400, 1350), True)):
        screen = pygame.Surface(size)
        screen.fill((200, 30, 30))
        app = SimpleNamespace(size=size, screen=screen)
        drawn: list[pygame.Surface] = []
        shows = [True]
        saver = Autosave(
            cast(Any, app),
            lambda: "quarto",
            draw=lambda s, drawn=drawn: (drawn.append(s), s.fill((30, 30, 200)))[0],
            on_screen=lambda shows=shows: shows[0],
        )
        picture = pygame.image.load(io.BytesIO(saver.picture()), "p.jpg")
        red = picture.get_at((10, 10))[0] > 150
        assert red == sharp and len(drawn) == (0 if sharp else 1), (
            "the screen is the picture, at a sharp size"
        )
        shows[0] = False  # a pause card over the table, say: drawn on a canvas
        picture = pygame.image.load(io.BytesIO(saver.picture()), "p.jpg")
        assert picture.get_at((10, 10))[2] > 150 and drawn[-1].get_size() == size
        assert (saver._canvas is None) == sharp, "a sharp window's canvas is let go"
