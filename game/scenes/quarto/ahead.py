"""What the Quarto table makes ready ahead of need, so the frame that opens it stays short: the faces of the
board's and the hand's sizes (the kit's ``FacesAhead``: a batch read from disk in a quiet frame, else painted a face
a frame and stored) and the result card's fonts and shadows (``warm_card``). The pool's faces are made ready when
the table opens: its first frame shows them."""

from __future__ import annotations

from collections.abc import Iterator
from functools import partial
from typing import TYPE_CHECKING

from game.scenes.quarto import art, soon
from game.scenes.quarto import layout as table_layout
from game.scenes.table.ahead import Batch, FacesAhead
from game.scenes.table.view import AHEAD_S

if TYPE_CHECKING:
    from game.scenes.quarto.view import QuartoView


def face_batch(look: str, cell_w: int, colorblind: bool) -> Batch:
    """The sixteen faces of ``look`` for a cell ``cell_w`` wide."""
    return Batch(
        (look, cell_w, colorblind),
        partial(art.warm_faces, look, cell_w, colorblind, paint=False),
        [partial(art.face_step, look, piece, cell_w, colorblind) for piece in range(16)],  # (in parts)
        partial(art.store_faces, look, cell_w, colorblind),  # (all sixteen in memory: a face a step)
    )


class TableAhead:
    """Owns what is still to make ready: the faces (``FacesAhead``) and whether the result card has been laid
    out once at this layout."""

    def __init__(self, view: QuartoView) -> None:
        self.view = view
        self.faces = FacesAhead()
        self.card_warm = False
        self._card_parts: Iterator[None] | None = None  # the result card's layout ahead, under way

    def warm(self) -> None:
        """Make the faces the table shows ready: the pool's, the board's and the hand's sizes, 16 faces each. The
        pool's now, from disk when an earlier run painted them, else painted (the first frame shows them). In a
        window the board's and the hand's come later, in quiet frames (``step``): a batch on disk is read in one
        (16 faces at 1920×1080: 4–8 ms, which the opening frame carried; a 4K batch over 8 MB a face a step), else
        painted a face a frame (a classic face ≈ 2 ms at 1920×1080, 6 at 3840×2160: all 48 at once made a first
        start's frame of 0.2–0.8 s) and stored a face a step; a face needed sooner is read alone from disk, stood
        in for by another size of it until painted first (``soon``), or else painted when it is needed. The setup screen's rehearsal (``prewarm``) usually has them all
        on disk before Start. Headless runs paint everything now."""
        view = self.view
        look = view.look
        cb = view.scene.app.settings["colorblind"]
        pool = view.lay.pool_slots[0].cell_w
        sizes = {pool, table_layout.hand_slot(view.lay, look, 0).cell_w, view.scene.camera.slots()[0].cell_w}
        ahead = not view.scene.app.fast_forward  # headless runs and the rehearsal paint everything now
        batches = []
        for cw in sorted(sizes):  # (read and painted from the end: the largest first)
            if cw == pool or not ahead:
                art.warm_faces(look, cw, cb)
            else:
                batches.append(face_batch(look, cw, cb))
        self.faces = FacesAhead(batches)

    def step(self) -> bool:
        """One piece of the faces' work ``warm`` left, for the kit's ``AHEAD_S`` (one part at least: a classic
        piece is painted in parts of ≈ 1 ms at 3840×2160): the faces asked for first (``soon``: a stand-in's,
        and the board's size of the piece in hand, which the still layer paints in the frame it lands), then a
        batch read from disk or stored, or faces painted; True if any."""
        self._want_next()
        return soon.paint_wanted(AHEAD_S) or self.faces.step(AHEAD_S)

    def needed(self) -> bool:
        """One part of a face asked for first (``step``) in a frame that was not quiet but had room: a glide's
        frames are not quiet at 3840×2160, and a piece given and placed at once lands before any quiet frame
        (its board-size face, else painted whole in that frame: 5–10 ms); True if a part was painted."""
        self._want_next()
        return soon.paint_wanted(0.0)

    def _want_next(self) -> None:
        """The piece in hand goes to the board next: its face at the board's size is asked for first."""
        view = self.view
        hand = view.scene.state.hand
        if hand is None or view.look != "classic" or self.faces.done:
            return
        cb = view.scene.app.settings["colorblind"]
        cell_w = view.scene.camera.slots()[0].cell_w
        if not soon.ready(view.look, hand, cell_w, cb):
            soon.want(view.look, hand, cell_w, cb)

    def relaid(self) -> None:
        """A new layout: the result card is laid out again (``warm_card``)."""
        self.card_warm = False
        self._card_parts = None

    def warm_card(self) -> bool:
        """Lay out the table's own result card once per layout, drawn where nothing shows (``ResultCard.
        warm_parts``): its fonts, shadows and button faces at this size are then ready, and the real card's first
        paint at a game's end (6–7 ms at 1080p, a frame over budget) costs only its own text. Done a part per quiet
        frame (the card's box, its panel's shadow, its words, its buttons: 10–14 ms at 3840×2160 in one frame),
        not in the one that opens the table (5–15 ms of it); True if a part was done now."""
        if self.card_warm:
            return False
        view = self.view
        theme = view.scene.app.theme
        if self._card_parts is None:
            card = view.scene.result_card()
            self._card_parts = card.warm_parts(theme, view.result_box(card), view.lay.px)
            return True
        report, theme.report = theme.report, None  # nothing of it shows: no text of it is reported as cut off
        try:
            next(self._card_parts)
        except StopIteration:
            self.card_warm = True
            self._card_parts = None
        finally:
            theme.report = report
        return True
