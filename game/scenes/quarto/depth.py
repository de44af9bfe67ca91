"""The classic board while a piece is being placed, drawn back to front each frame so it stays readable:
every empty legal hole ringed, the hovered (or only) hole in gold with the see-through piece standing in it in
its true depth, the hint's rings, and the pieces in front of that hole (or, while no hole is aimed at, of the
hint's best hole) faded to about a third, so nothing hides where a piece goes. Rings are drawn once more on top,
thinly, so a hole behind tall pieces still shows where it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.pieces import TILT, outline_bits
from game.scenes.quarto import art
from game.scenes.table.anim import ease
from game.scenes.table.regions import merge

if TYPE_CHECKING:
    from game.scenes.quarto.layout import Slot
    from game.scenes.quarto.view import QuartoView

RING = (244, 232, 200)  # cream: a hole the piece may go to
TARGET = (255, 208, 74)  # gold: the hole under the pointer, the keyboard cursor, or the only one left
FADE = 90  # ≈35 % of 255: pieces in front of the target hole
RISE_S, RISE_GAP = 0.35, 0.2  # the win moment: each winning piece rises for RISE_S, the next RISE_GAP later
LIGHT = (255, 200, 80)  # the warm light round a winning piece as it rises
OUTLINES = sorted({outline_bits(piece) for piece in range(16)})  # the pieces' four silhouettes


class BoardDepth:
    """Draws the classic fixed board's pieces and holes in depth order during a placement and the win moment;
    keeps only how far the winning pieces on screen have risen."""

    def __init__(self, view: QuartoView) -> None:
        self.view = view
        self.scene = view.scene
        self.shown: dict[int, int] | None = None  # the win moment: each winning cell's lift on screen now

    def active(self) -> bool:
        """True while a piece waits to be placed on the classic fixed board (then the static layer leaves the
        pieces out and this draws them every frame)."""
        st = self.scene.state
        if self.view.look != "classic" or st.variant.board != "fixed":
            return False
        if st.is_over:  # the win moment: the winning line's pieces rise in turn
            return bool(st.outcome and st.outcome.patterns) and not self.scene.glides
        return st.phase == "place"

    def live(self) -> bool:
        """True while the depth-ordered board differs from a still picture of it, so it is drawn every frame: a
        human's placement (rings, the ghost, faded pieces follow the pointer) or the win moment while its pieces
        rise. A computer's placement shows the pieces as they stand, and the risen line stays still: the static
        layer keeps both (drawing all sixteen pieces every frame cost ≈ 2 ms a frame at 1920×1080)."""
        if not self.active():
            return False
        if self.scene.state.is_over:
            return not self.risen()
        return self.scene.human_turn()

    def _win_cells(self) -> list[int]:
        st = self.scene.state
        return [c for p in st.outcome.patterns for c in p.cells] if st.is_over and st.outcome else []

    def _t(self) -> float:
        return self.scene.ending.t if self.scene.speed() > 0 else 10.0

    def risen(self) -> bool:
        """Every winning piece has finished rising (they stay up from then on)."""
        cells = self._win_cells()
        return self._t() >= RISE_GAP * max(0, len(cells) - 1) + RISE_S

    def rise(self, cell: int) -> int:
        """How far a winning piece has risen: one after another along the line, then they stay up."""
        cells = self._win_cells()
        if cell not in cells:
            return 0
        k = cells.index(cell)
        return round(self.view.lay.px(16) * ease((self._t() - RISE_GAP * k) / RISE_S))

    def light_ahead(self) -> bool:
        """Paints one halo a winning piece could need (one per outline and row width, ≈ 1–2 ms
        each at 1920×1080): painted as each piece began to rise, they made the win moment's frames slow. Called in
        quiet frames (the view's, the scene's idle ones); True if it painted one."""
        if self.view.look != "classic" or self.scene.state.variant.board != "fixed":
            return False
        for cell_w in sorted({slot.cell_w for slot in self.scene.camera.slots()}):
            for outline in OUTLINES:
                if not art.halo_ready("classic", outline, cell_w, LIGHT):
                    art.halo("classic", outline, cell_w, LIGHT)
                    return True
        return False

    def target(self) -> int | None:
        """The hole a placement is aimed at: the hovered hole, the keyboard cursor, or the only legal hole."""
        st, inp = self.scene.state, self.scene.input
        legal = st.legal_cells()
        if not self.scene.human_turn():
            return None
        if inp.keyboard and inp.zone == "board" and inp.cursor["board"] in legal:
            return inp.cursor["board"]
        if inp.hover_cell in legal:
            return inp.hover_cell
        return legal[0] if len(legal) == 1 else None

    def hinted(self) -> int | None:
        """The hole the hint names as best, while it is shown: while no other hole is aimed at, the pieces in front
        of it fade as for the hovered hole, so its green ring is seen behind a tall piece standing before it."""
        best = self.scene.hints.get("best", None) if self.scene.hints.marks else None
        return best if best is not None and best in self.scene.state.legal_cells() else None

    def hole(self, slot: Slot, grow: float = 1.0) -> pygame.Rect:
        """The ring round a hole on screen (an ellipse just outside the hole's lip)."""
        rx = slot.cell_w * 0.45 * grow
        ry = rx * TILT
        return pygame.Rect(round(slot.pos[0] - rx), round(slot.pos[1] - ry), round(2 * rx), round(2 * ry))

    def faded(self, target: int | None) -> set[int]:
        """The placed pieces standing in front of ``target`` whose body covers its hole."""
        if target is None:
            return set()
        st, slots = self.scene.state, self.scene.camera.slots()
        ring = self.hole(slots[target], 1.1)
        out = set()
        for cell, piece in enumerate(st.board):
            if piece is None or slots[cell].pos[1] <= slots[target].pos[1]:
                continue
            surf, anchor = art.face(
                "classic", piece, slots[cell].cell_w, self.scene.app.settings["colorblind"]
            )
            body = surf.get_rect(topleft=(slots[cell].pos[0] - anchor[0], slots[cell].pos[1] - anchor[1]))
            if body.colliderect(ring):
                out.add(cell)
        return out

    def box(self, cell: int, lift: int) -> pygame.Rect:
        """Where the piece on ``cell`` covers the screen, risen by ``lift`` (in its light when risen)."""
        piece, slot = self.scene.state.board[cell], self.scene.camera.slots()[cell]
        if piece is None:  # (asked of occupied places only; an empty one covers its own place)
            return slot.rect.copy()
        cb = self.scene.app.settings["colorblind"]
        if lift:
            surf, at = art.lit("classic", piece, slot.cell_w, cb, LIGHT)
        else:
            surf, at = art.face("classic", piece, slot.cell_w, cb)
        return surf.get_rect(topleft=(slot.pos[0] - at[0], slot.pos[1] - at[1] - lift))

    def draw_rise(
        self, surface: pygame.Surface, layer: pygame.Surface, restored: list[pygame.Rect] | None
    ) -> None:
        """A frame of the win moment on a screen that still shows the last one (``restored``: the rectangles
        the frame put the layer back in, None if it put back all of it): the layer goes back and the pieces are
        drawn again only where a winning piece rose since and where the layer came back anyway. Drawing the
        whole board took ≈ 1 ms a frame at 1920×1080 and restoring it 0.5 ms, for the 1.75 s an eight-piece win
        rises; the same pixels either way (tests/scenes/quarto/test_screen_damage.py)."""
        lifts = {c: self.rise(c) for c in self._win_cells()}
        on_screen = surface is self.scene.app.screen
        if restored is None or self.shown is None or not on_screen:
            self.draw(surface)
        else:
            moved = [
                self.box(c, lift).union(self.box(c, self.shown[c]))
                for c, lift in lifts.items()
                if lift != self.shown.get(c, lift)
            ]
            board = self.view.damage.board_box()
            for clip in merge(moved + [r.clip(board) for r in restored if r.colliderect(board)]):
                self.view.redrew(clip)
                surface.blit(layer, clip, clip)
                surface.set_clip(clip)
                self.draw(surface, clip)
                surface.set_clip(None)
        if on_screen:
            self.shown = lifts

    def draw(self, surface: pygame.Surface, clip: pygame.Rect | None = None) -> None:
        """The board's pieces and holes back to front (only those reaching into ``clip``, if given)."""
        lay, st = self.view.lay, self.scene.state
        slots = self.scene.camera.slots()
        flying = {g.item for g in self.scene.glides}
        human = self.scene.human_turn()
        legal = set(st.legal_cells()) if human else set()
        target = self.target()
        # one hole at a time is seen through: the aimed-at one, else the hint's (not both: the hint's faded piece
        # stayed see-through while the player looked at other holes, issue 47)
        fade = self.faded(target if target is not None else self.hinted())
        width = max(2, lay.px(3))
        for cell in sorted(range(len(st.board)), key=lambda c: (slots[c].pos[1], slots[c].pos[0])):
            piece = st.board[cell]
            if piece is None:
                if cell in legal:
                    pygame.draw.ellipse(
                        surface, TARGET if cell == target else RING, self.hole(slots[cell]), width
                    )
                self.view.marks.hint_ring(surface, cell)  # under the pieces in front, which stand over it
                if cell == target and st.hand is not None:
                    self.view.blit_piece(surface, st.hand, slots[cell], alpha=150)
            elif piece not in flying:
                lift = self.rise(cell)
                if clip is not None and not clip.colliderect(self.box(cell, lift)):
                    continue
                if lift:  # a winning piece in its light, rising
                    cb = self.scene.app.settings["colorblind"]
                    both, at = art.lit("classic", piece, slots[cell].cell_w, cb, LIGHT)
                    surface.blit(both, (slots[cell].pos[0] - at[0], slots[cell].pos[1] - at[1] - lift))
                    continue
                alpha = FADE if cell in fade else 255
                self.view.blit_piece(surface, piece, slots[cell], alpha=alpha, lift=lift)
        for cell in legal:  # on top, thin: a hole hidden behind tall pieces still shows where it is
            pygame.draw.ellipse(
                surface, TARGET if cell == target else RING, self.hole(slots[cell], 1.0), max(1, width // 2)
            )
