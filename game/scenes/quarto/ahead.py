"""What the Quarto table makes ready ahead of need, so the frame that opens it stays short: the faces of the
board's and the hand's sizes (read from disk, or painted, one batch or one face per quiet frame) and the result
card's fonts and shadows (``warm_card``). The pool's faces are made ready when the table opens: its first frame
shows them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.quarto import art
from game.scenes.quarto import layout as table_layout

if TYPE_CHECKING:
    from game.scenes.quarto.view import TableView

LOAD = -1  # a batch to read from disk in a quiet frame (in place of a piece: ``unpainted``'s last field)


class FacesAhead:
    """Owns what is still to make ready: faces (look, cell_w, colour-blind, piece — or ``LOAD`` for a batch on
    disk) and whether the result card has been laid out once at this layout."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.unpainted: list[tuple[str, int, bool, int]] = []
        self.card_warm = False

    def warm(self) -> None:
        """Make the faces the table shows ready: the pool's, the board's and the hand's sizes, 16 faces each. The
        pool's now, from disk when an earlier run painted them, else painted (the first frame shows them). In a
        window the board's and the hand's come later, in quiet frames (``step``): a batch on disk is read in one
        (16 faces at 1920×1080: 4–8 ms, which the opening frame carried), else painted a face a frame (≈ 10 ms a
        classic face: all 48 at once made a first start's frame of 0.2–0.8 s); a face needed sooner is painted
        when it is needed. The setup screen's rehearsal (``prewarm``) usually has them all on disk before Start.
        Headless runs paint everything now."""
        view = self.view
        look = view.look
        cb = view.scene.app.settings["colorblind"]
        pool = view.lay.pool_slots[0].cell_w
        sizes = {pool, table_layout.hand_slot(view.lay, look, 0).cell_w, view.scene.camera.slots()[0].cell_w}
        ahead = not view.scene.app.fast_forward  # headless runs and the rehearsal paint everything now
        self.unpainted = []
        for cw in sorted(sizes):
            if cw == pool or not ahead:
                art.warm_faces(look, cw, cb)
            elif art.on_disk(look, cw, cb):
                self.unpainted.append((look, cw, cb, LOAD))
            else:
                self.unpainted += [(look, cw, cb, piece) for piece in range(15, -1, -1)]

    def step(self) -> bool:
        """One batch read or one face painted of those ``warm`` left (a batch is stored on disk once whole); True
        if any."""
        if not self.unpainted:
            return False
        look, cw, cb, piece = self.unpainted.pop()
        if piece == LOAD:
            if not art.warm_faces(look, cw, cb, paint=False):  # unreadable after all: a face a frame
                self.unpainted += [(look, cw, cb, p) for p in range(15, -1, -1)]
            return True
        art.face(look, piece, cw, cb)
        if not any(u[:3] == (look, cw, cb) for u in self.unpainted):
            art.warm_faces(look, cw, cb)  # all sixteen are in memory now: this stores them for the next run
        return True

    def warm_card(self) -> bool:
        """Lay out the table's own result card once per layout, drawn where nothing shows (a one-pixel surface):
        its fonts, shadows and button faces at this size are then ready, and the real card's first paint at a
        game's end (6–7 ms at 1080p, a frame over budget) costs only its own text. Done in a quiet frame, not in
        the one that opens the table (5–15 ms of it); True if done now."""
        if self.card_warm:
            return False
        self.card_warm = True
        view = self.view
        card = view.scene.result_card(keep=False)
        theme = view.scene.app.theme
        report, theme.report = theme.report, None  # nothing of it shows: no text of it is reported as cut off
        try:
            card.draw(theme, pygame.Surface((1, 1)), view.result_box(card), view.lay.px)
        finally:
            theme.report = report
        return True
