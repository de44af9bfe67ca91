"""What the Quarto table marks over its pool and board during a turn, drawn each frame over the static layer:
danger crosses and hint rings on pieces, the selected piece lifted with its tip, the hovered place and the
keyboard cursor, the hint's verdict on each hole (the classic board draws those in depth order, under the pieces
standing in front), and the see-through piece where it would go (the classic
board draws that one in depth order, see depth.py); while a piece is chosen, the classic board's open holes (cut by
the pieces in front of them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.quarto.depth import CURSOR
from game.scenes.quarto.static import GOLD, LOSE, WIN
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.quarto.layout import Slot
    from game.scenes.quarto.view import QuartoView


class BoardMarks:
    """Draws the marks of the turn in play; keeps no state (the scene, its input and its hints own it)."""

    def __init__(self, view: QuartoView) -> None:
        self.view = view
        self.scene = view.scene

    def ring(
        self, surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int], width: int = 3
    ) -> None:
        lay = self.view.lay
        pygame.draw.rect(
            surface, colour, rect.inflate(lay.px(8), lay.px(8)), width=lay.px(width), border_radius=lay.px(10)
        )

    def cell_ring(
        self, surface: pygame.Surface, slot: Slot, colour: tuple[int, int, int], width: int
    ) -> None:
        """A mark on a board place: round the hole on the classic board, round the card's place otherwise."""
        if self.view.depth.active():
            hole = self.view.depth.hole(slot, 1.12)
            pygame.draw.ellipse(surface, colour, hole, self.view.lay.px(width))
        else:
            self.ring(surface, slot.rect, colour, width)

    def hint_ring(self, surface: pygame.Surface, cell: int | None) -> None:
        """The hint's verdict on one place, if it has one: green for a win, red for a loss, and the best place
        ringed green and wider even when it neither wins nor loses."""
        if cell is None or not self.scene.hints.marks:
            return
        slot = self.scene.camera.slots()[cell]
        if cell == self.scene.hints.get("best", None):
            self.cell_ring(surface, slot, WIN, 6)
            return
        verdict = self.scene.hints.get("cells", {}).get(cell)
        if verdict is not None:
            self.cell_ring(surface, slot, WIN if verdict == "win" else LOSE, 4)

    def draw(self, surface: pygame.Surface) -> None:
        st = self.scene.state
        if st.is_over:
            return
        if st.phase == "give":
            self._open_holes(surface)
            self._give(surface, self.scene.human_turn())
        elif st.phase == "place":
            self._place(surface, self.scene.human_turn())

    def _open_holes(self, surface: pygame.Surface) -> None:
        """While a piece is chosen, each empty hole of the classic board thinly ringed (``BoardDepth.open_rings``:
        cut by the pieces in front, never over them); the live board draws them in depth order itself."""
        depth = self.view.depth
        if not depth.board3d() or depth.live():
            return
        # drawn over the static layer: the screen puts it back in a box per row of rings (a box per ring gave the
        # frame 16 rectangles to put back and present, ≈ 0.1 ms more a frame at 1280×720; one round them all
        # spans the board)
        rows: dict[int, pygame.Rect] = {}
        for pic, box in depth.open_rings():
            drawn = surface.blit(pic, box)
            row = rows.get(box.centery)
            rows[box.centery] = drawn if row is None else row.union(drawn)
        for row in rows.values():
            self.view.damage.hurt(row)

    def _give(self, surface: pygame.Surface, human: bool) -> None:
        """Over the pool: crosses on dangerous pieces, the selected piece lifted with its tip, hint and hover
        rings, the keyboard cursor."""
        lay = self.view.lay
        pool_slot = self.scene.places.pool_slot
        inp = self.scene.input
        danger = self.scene.danger()
        hinted = self.scene.hints.get("pieces", set())
        for p in danger | hinted:
            slot = pool_slot(p)
            if slot is not None and p != self.scene.selected:
                self._cross(surface, slot.rect)
        dragging = inp.drag is not None and inp.drag["moved"]
        if self.scene.selected is not None and not dragging:
            slot = pool_slot(self.scene.selected)
            if slot is not None:
                self.view.blit_piece(surface, self.scene.selected, slot, lift=lay.px(10))
                self.ring(surface, slot.rect.move(0, -lay.px(10)), GOLD)
                th = self.scene.app.theme
                tip = th.text(_("click again or Enter to give"), 13, PALETTE["cream"])
                pill = tip.get_rect().inflate(lay.px(16), lay.px(8))
                pill.midtop = (slot.rect.centerx, slot.rect.bottom + lay.px(2))
                # inside the pool panel, over what lies below
                pill = pill.clamp(lay.pool.inflate(-lay.px(8), 0))
                th.panel(surface, pill, color=(24, 40, 34), radius=pill.h // 2, shadow=False)
                th.blit_text(
                    surface,
                    _("click again or Enter to give"),
                    13,
                    PALETTE["cream"],
                    pill.center,
                    anchor="center",
                )
        for p in self.scene.hints.get("good", set()):
            slot = pool_slot(p)
            if slot is not None and p != self.scene.selected:
                self.ring(surface, slot.rect, WIN, 3)
        if human and inp.hover_piece is not None and inp.hover_piece != self.scene.selected:
            slot = pool_slot(inp.hover_piece)
            if slot is not None:
                self.ring(surface, slot.rect, PALETTE["cream"], 2)
        if human and inp.keyboard and inp.zone == "pool":
            slot = self._cursor_slot()
            if slot is not None:
                self.ring(surface, slot.rect, (120, 200, 255), 3)

    def _place(self, surface: pygame.Surface, human: bool) -> None:
        """Over the board: the hint's verdict on each hole, the keyboard cursor, and (off the classic board) the
        see-through piece where it would go."""
        st = self.scene.state
        slots = self.scene.camera.slots()
        inp = self.scene.input
        if self.scene.hints.marks and not self.view.depth.active():  # (the classic board: in depth order)
            for cell in self.scene.hints.get("cells", {}).keys() | {self.scene.hints.get("best", None)}:
                self.hint_ring(surface, cell)
        if self.view.depth.active():
            return  # the holes, the cursor, the ghost and the faded pieces in front are drawn in depth order
        target = inp.hover_cell
        if human and inp.keyboard and inp.zone == "board":
            target = inp.cursor["board"]
            self.cell_ring(surface, slots[target], CURSOR, 3)
        if human and target is not None and target in st.legal_cells() and st.hand is not None:
            self.view.blit_piece(
                surface,
                st.hand,
                slots[target],
                alpha=120 if self.view.look == "classic" else 200,
            )
            if self.view.look not in ("classic", "flat"):  # the 2D board rings its holes itself
                self.ring(surface, slots[target].rect, PALETTE["cream"], 2)

    def _cursor_slot(self) -> Slot | None:
        st = self.scene.state
        if st.variant.draw_pile:
            i = self.scene.input.cursor["pool"]
            return self.view.lay.pool_slots[i] if i < len(self.view.lay.pool_slots) else None
        return self.view.lay.pool_slots[self.scene.input.cursor["pool"]]

    def _cross(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        lay = self.view.lay
        r = lay.px(11)
        c = (rect.right - r, rect.y + r)
        pygame.draw.circle(surface, LOSE, c, r)
        d = r // 2
        w = max(2, lay.px(3))
        pygame.draw.line(surface, (255, 255, 255), (c[0] - d, c[1] - d), (c[0] + d, c[1] + d), w)
        pygame.draw.line(surface, (255, 255, 255), (c[0] - d, c[1] + d), (c[0] + d, c[1] - d), w)
