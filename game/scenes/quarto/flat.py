"""The classic Quarto board seen from above, like the printed diagrams players know: each piece a circle or a
square (round/square), pale or dark (light/dark), wide or narrow (tall/short), with a dark dot in the middle when
hollow. An optional view (the "2D board" preference, V on the table); the card sets are flat already.

The painters are in game.art.topdown; ``FlatBoard`` owns whether the table shows the 2D board, its
geometry and what it draws each frame (the legal holes ringed while a human places)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.topdown import flat_board
from game.i18n import _
from game.play import remembered
from game.scenes.quarto.layout import QuartoLayout, Slot

if TYPE_CHECKING:
    from game.scenes.quarto.view import QuartoView

PREF = "flat_board"
RING = (244, 232, 200)  # cream: a hole the piece may go to (as on the 3D board)
TARGET = (255, 208, 74)  # gold: the hole aimed at


class FlatBoard:
    """Whether the table shows the 2D board (decided at each layout, so slots and drawing always agree), its
    places on screen, and the rings it draws over the static layer while a human places."""

    def __init__(self, view: QuartoView) -> None:
        self.view = view
        self.scene = view.scene
        self.on = False
        self.margin = 0

    def applies(self) -> bool:
        """The 2D board is for the classic pieces on the fixed board (the card sets are flat already)."""
        v = self.scene.session.variant
        return v.pieces == "classic" and v.board == "fixed"

    def wanted(self) -> bool:
        """The preference, where it applies."""
        return bool(remembered.pref(self.scene.app.settings, PREF)) and self.applies()

    def changed(self) -> bool:
        """The preference was switched since the layout was made (Settings, or V on the table)."""
        return self.wanted() != self.on

    def decide(self) -> None:
        """At each layout: show the 2D board or not, as the preference says now."""
        self.on = self.wanted()

    def look(self, set_key: str) -> str:
        """The set as drawn: "flat" while the 2D board shows, else the set itself."""
        return "flat" if self.on else set_key

    def toggle(self) -> None:
        """V on the table: switch between the 3D and the 2D board and lay the table out again."""
        if not self.applies():
            self.scene.say(_("The cards already lie flat: the 2D board is for the classic pieces."))
            return
        settings = self.scene.app.settings
        remembered.put_pref(settings, PREF, not remembered.pref(settings, PREF))
        self.scene.layout(self.scene.app.size)

    def dress(self, lay: QuartoLayout) -> None:
        """On the 2D board, put the 16 places on a square grid with room for the
        coordinates left of and under it, and the board's surface behind them."""
        if not self.on:
            return
        self.margin = lay.px(26)  # the board's rim, where the coordinates are written
        area = lay.board.inflate(-lay.px(8), -lay.px(40))  # clear of the call prompt under the board
        side = min(area.w, area.h) - 2 * self.margin
        gap = side / (4 + 3 * 0.1) * 0.1
        cw = int((side - 3 * gap) / 4)
        x0 = area.centerx - side / 2
        y0 = area.centery - side / 2
        cells = []
        for i in range(16):
            r, c = divmod(i, 4)
            rect = pygame.Rect(round(x0 + c * (cw + gap)), round(y0 + r * (cw + gap)), cw, cw)
            cells.append(Slot(rect.center, cw, rect))
        lay.cells = cells
        board = cells[0].rect.unionall([s.rect for s in cells[1:]]).inflate(2 * self.margin, 2 * self.margin)
        local = board.move(-lay.board.x, -lay.board.y)
        centres = tuple((s.pos[0] - lay.board.x, s.pos[1] - lay.board.y) for s in cells)
        lay.board_art = flat_board(lay.board.size, (local.x, local.y, local.w, local.h), cw, centres)

    def active(self) -> bool:
        return self.on

    def draw(self, surface: pygame.Surface) -> None:
        """While a human places: every empty legal hole ringed in cream, the one aimed at in gold."""
        st = self.scene.state
        if st.phase != "place" or not self.scene.human_turn():
            return
        slots, inp = self.scene.camera.slots(), self.scene.input
        legal = st.legal_cells()
        target = inp.hover_cell if inp.hover_cell in legal else (legal[0] if len(legal) == 1 else None)
        if inp.keyboard and inp.zone == "board" and inp.cursor["board"] in legal:
            target = inp.cursor["board"]
        width = max(2, self.view.lay.px(3))
        for cell in legal:
            slot = slots[cell]
            colour = TARGET if cell == target else RING
            pygame.draw.circle(surface, colour, slot.pos, round(slot.cell_w * 0.48), width)
