"""Autosave for a table: after every move, undo and redo the game goes to its own slot (on a background thread,
``Store.save_soon``), so a killed process or a power cut loses nothing; a finished game leaves its slot.

Each save carries a small picture of the table for the menu's Continue panel, ``THUMB_W`` wide, stored as JPEG
(≈ 1 ms to encode where PNG takes ≈ 7 ms). A save in the middle of play (``soon``: after a move, as a table
opens) is written at once with the previous picture, and its own picture is taken from a later frame the table
draws (``settle``): scaling the frame already on screen costs a few ms, where drawing the whole table a second
time on a spare surface cost 15–30 ms at 1920×1080 on the very frame that made the move. The first quiet whole
frame gives it, or the ``PATIENCE``-th whole frame if none is quiet, and it is made in three steps, one a quiet
frame: the frame kept at half its size by sampling (≈ 0.3 ms at 1920×1080), that averaged down to the picture's
size, then the JPEG and its write (the three in one frame were 2.5–3 ms at 1920×1080). The save's JSON is
encoded in the frame by C's encoder (≈ 0.2 ms) and written on the store's thread (``Store.save_soon``). A save that must be complete now (pause, close, focus
lost, crash) still draws its picture on the spot, unless the slot already holds this very game: pausing, closing
or leaving the window again without a move between writes nothing more."""

from __future__ import annotations

import io
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.table.scene import TableScene


log = logging.getLogger(__name__)

THUMB_W = 480
SHARP_PX = (
    1920 * 1080
)  # above this a window-sized canvas is 32 MB at 3840×2160: the screen is used, or let go
PATIENCE = 90  # whole frames an owed picture waits for a quiet one (1.5 s at 60 frames a second)


def daily_or_own(slot: str | None, scene: TableScene) -> str:
    """The slot a table saves into: today's challenge's own (``slot``) while it plays the day's game; a rematch
    after it is an ordinary game, kept (and counted) as the game's own."""
    return slot if slot and getattr(scene.session, "daily", "") else scene.game_key


def own_game_kept(scene: TableScene, go: Callable[[], None]) -> bool:
    """A rematch from today's challenge starts an ordinary game in the game's own slot: where that slot holds an
    unfinished game, ask first (as a setup's Start does); True when asked (``go`` deals once the player agrees)."""
    from game.i18n import N_, _

    saves = scene.app.saves
    if not getattr(scene.session, "daily", "") or scene.autoplaying or not saves.has_game(scene.game_key):
        return False
    scene.app.push(
        "confirm",
        text=N_("Abandon your game?"),
        detail=_("Your unfinished {game} waits in Continue; a new game takes its place.").format(
            game=saves.summary(scene.game_key)
        ),
        yes=N_("Abandon it"),
        no=N_("Keep it"),
        on_yes=go,
    )
    return True


class Autosave:
    """Keeps one table's game in its slot under its catalog id."""

    def __init__(
        self,
        app: App,
        game_id: Callable[[], str],
        draw: Callable[[pygame.Surface], None] | None = None,
        on_screen: Callable[[], bool] | None = None,
    ) -> None:
        self.app = app
        self.game_id = game_id  # asked each time: a table may change game (Aces & Faces ↔ Common Sense)
        self.draw = draw  # the table's own draw(surface), for the picture; None: no picture
        self.on_screen = on_screen  # the screen shows the table's last frame whole, nothing over it
        self._canvas: pygame.Surface | None = None
        self.last = b""  # the newest picture, kept with a save whose own picture is still owed
        self.owed: dict[str, Any] | None = None  # a save waiting for its picture from a later drawn frame
        self.waited = 0  # whole frames the owed save has waited for a quiet one (for each step)
        self.shot: pygame.Surface | None = None  # the owed picture's frame, kept (halved) in its first step
        self.small: pygame.Surface | None = None  # ... and at the picture's size, in its second

    def save(self, document: dict[str, Any], soon: bool) -> None:
        if not soon and self.kept(document):
            return
        self.shot = self.small = None  # (a picture under way shows the position before)
        if soon and self.draw is not None:
            self.owed, self.waited = document, 0
            self.app.saves.save(self.game_id(), document, soon=True, thumbnail=self.last)
            return
        self.owed = None
        self.last = self.picture()
        self.app.saves.save(self.game_id(), document, soon=soon, thumbnail=self.last)

    def kept(self, document: dict[str, Any]) -> bool:
        """The slot already holds ``document`` with its own picture, and no write of the slot has failed since."""
        game = self.game_id()
        slot = self.app.saves.slots.get(game) or {}
        return (
            self.owed is None and slot.get("state") == document and self.app.saves.store(game).error is None
        )

    def settle(self, surface: pygame.Surface, ready: bool = True, quiet: bool = True) -> None:
        """The table has just drawn ``surface``: one step of the owed save's picture — the first keeps this frame.
        Not while the table is still painting a change over several frames (``ready`` false): such a frame shows
        the new position half drawn (a banner still naming the move before), so the picture waits for a whole one;
        and no step on a busy frame (``quiet`` false: a flight, a repaint) until it has waited ``PATIENCE``."""
        if self.owed is None or surface is self._canvas or (self.shot is None and not ready):
            return
        if not quiet and self.waited < PATIENCE:
            self.waited += 1
            return
        self.waited = 0
        try:
            if self.shot is None:
                self.shot = self._halved(surface)
                return
            if self.small is None:
                self.small = self._scaled(self.shot)
                return
            picture = self._jpeg(self.small)
        except (pygame.error, ValueError) as exc:  # pygame cannot scale it: the save keeps the picture before
            log.warning("no picture for the save: %s", exc)
            picture = b""
        document, self.owed, self.shot, self.small = self.owed, None, None, None
        if picture:
            self.last = picture
            self.app.saves.save(self.game_id(), document, soon=True, thumbnail=picture)

    def picture(self) -> bytes:
        """The table as the player sees it, small, as JPEG bytes (b"" if it cannot be drawn)."""
        if self.draw is None:
            return b""
        size = self.app.size
        sharp = size[0] * size[1] > SHARP_PX
        screen = self.app.screen
        if sharp and self.on_screen is not None and self.on_screen() and screen.get_size() == size:
            return self._encode(screen)  # the frame on screen is the picture: no second 32 MB surface
        try:
            if self._canvas is None or self._canvas.get_size() != size:
                self._canvas = pygame.Surface(size)
            self.draw(self._canvas)
        except Exception as exc:  # a picture is a nicety: the save itself must never fail for it
            log.warning("no picture for the save: %s", exc, exc_info=True)
            return b""
        canvas = self._canvas
        if sharp:
            self._canvas = None  # not kept between pauses at a sharp window
        return self._encode(canvas)

    def _encode(self, surface: pygame.Surface) -> bytes:
        try:
            return self._jpeg(self._scaled(surface))
        except (pygame.error, ValueError) as exc:  # pygame cannot scale it: no picture
            log.warning("no picture for the save: %s", exc)
            return b""

    @staticmethod
    def _halved(surface: pygame.Surface) -> pygame.Surface:
        """The frame kept for a picture: at half its size, by sampling, where that is still twice the picture's
        width (≈ 0.3 ms at 1920×1080; the averaging down that follows hides the sampling), else a copy."""
        w, h = surface.get_size()
        if w >= 4 * THUMB_W:
            return pygame.transform.scale(surface, (w // 2, h // 2))
        return surface.copy()

    @staticmethod
    def _scaled(surface: pygame.Surface) -> pygame.Surface:
        w, h = surface.get_size()
        return pygame.transform.smoothscale(surface, (THUMB_W, max(1, round(THUMB_W * h / w))))

    @staticmethod
    def _jpeg(small: pygame.Surface) -> bytes:
        out = io.BytesIO()
        try:
            pygame.image.save(small, out, "thumb.jpg")
            return out.getvalue()
        except (pygame.error, OSError) as exc:  # pygame cannot encode it: no picture
            log.warning("no picture for the save: %s", exc)
            return b""
        finally:  # pygame-ce (2.5.8) never lets go of a file object it saved to: free its buffer at least
            out.close()

    def forget(self) -> None:
        """The game ended: Continue no longer offers it (other games' slots are left alone)."""
        self.owed = self.shot = self.small = None
        self.app.saves.clear(self.game_id())


def shown_whole(table: TableScene[Any, Any]) -> bool:
    """The screen shows ``table``'s last frame, whole, with nothing over it (a save's picture may take it)."""
    app = table.app
    return table.on_glass and app.stack.top is table and not app.covered() and not table.view.painting()
