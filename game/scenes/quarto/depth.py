"""The classic board drawn back to front so every square stays readable: a hole's ring is drawn before the pieces
standing in front of it (never over them), every empty legal hole ringed while a human places, the aimed-at hole in
gold with the see-through piece standing in it in its true depth, the hint's rings; and the pieces in front of the
square looked at (the hole aimed at, the square under the pointer or the keyboard cursor, else the hint's best
hole) faded to about a third, in every phase, so nothing hides a square. While a piece is chosen the open holes'
thin rings are cut by the silhouettes in front of them (``open_rings``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.art.pieces import TILT, outline_bits
from game.scenes.quarto import art
from game.scenes.table.anim import ease
from game.scenes.table.regions import merge

if TYPE_CHECKING:
    from game.scenes.quarto.layout import Slot
    from game.scenes.quarto.view import QuartoView

Colour = tuple[int, int, int]

RING = (244, 232, 200)  # cream: a hole the piece may go to
TARGET = (255, 208, 74)  # gold: the hole under the pointer, the keyboard cursor, or the only one left
FADE = 90  # ≈35 % of 255: pieces in front of the target hole
RISE_S, RISE_GAP = 0.35, 0.2  # the win moment: each winning piece rises for RISE_S, the next RISE_GAP later
LIGHT = (255, 200, 80)  # the warm light round a winning piece as it rises
OUTLINES = sorted({outline_bits(piece) for piece in range(16)})  # the pieces' four silhouettes
CURSOR = (120, 200, 255)  # the keyboard cursor's ring
# a quiet cream: an empty hole while a piece is chosen (the placement rings are brighter)
OPEN = (214, 196, 160)


def hole(slot: Slot, grow: float = 1.0) -> pygame.Rect:
    """The ring round a hole on screen (an ellipse just outside the hole's lip)."""
    rx = slot.cell_w * 0.45 * grow
    ry = rx * TILT
    return pygame.Rect(round(slot.pos[0] - rx), round(slot.pos[1] - ry), round(2 * rx), round(2 * ry))


def body(piece: int, slot: Slot) -> pygame.Rect:
    """Where a classic piece's body (no shadow) stands on screen on ``slot``."""
    anchor = art.silhouette(piece, slot.cell_w)[1]
    return art.silhouette_box(piece, slot.cell_w).move(slot.pos[0] - anchor[0], slot.pos[1] - anchor[1])


def in_front(board: Sequence[int | None], slots: Sequence[Slot], cell: int, area: pygame.Rect) -> set[int]:
    """The placed pieces standing in front of ``cell`` whose body covers ``area`` (its hole, its ring)."""
    y = slots[cell].pos[1]
    return {
        c
        for c, piece in enumerate(board)
        if piece is not None and slots[c].pos[1] > y and body(piece, slots[c]).colliderect(area)
    }


def clipped_ring(
    board: Sequence[int | None],
    slots: Sequence[Slot],
    cell: int,
    rect: pygame.Rect,
    colour: Colour,
    width: int,
) -> pygame.Surface:
    """The ellipse ``rect`` round ``cell``'s hole as pixels to blit at ``rect``, cut wherever a piece standing
    in front of the hole covers it: a ring is never drawn over a piece in front (b1's tall piece reaching up
    into b2's hole read as standing on b2, issue 47)."""
    ring = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.ellipse(ring, (*colour, 255), ring.get_rect(), width)
    mask = pygame.mask.from_surface(ring, 0)
    for c in in_front(board, slots, cell, rect):
        piece = board[c]
        if piece is None:
            continue
        sil, anchor = art.silhouette(piece, slots[c].cell_w)
        mask.erase(sil, (slots[c].pos[0] - anchor[0] - rect.x, slots[c].pos[1] - anchor[1] - rect.y))
    out = pygame.Surface(rect.size, pygame.SRCALPHA)
    mask.to_surface(out, setcolor=(*colour, 255), unsetcolor=(0, 0, 0, 0))
    return out


class BoardDepth:
    """Draws the classic fixed board's pieces and holes in depth order during a placement and the win moment;
    keeps only how far the winning pieces on screen have risen."""

    def __init__(self, view: QuartoView) -> None:
        self.view = view
        self.scene = view.scene
        self.shown: dict[int, int] | None = None  # the win moment: each winning cell's lift on screen now
        # the open holes' rings for one position (``open_rings``): its key, and each ring's picture and place
        self._open: tuple[tuple, list[tuple[pygame.Surface, pygame.Rect]]] | None = None
        self._rings: dict[tuple, pygame.Surface] = {}  # those rings, by their place and what cuts them

    def board3d(self) -> bool:
        """The classic pieces on the fixed board, seen in 3D (the 2D board and the cards need no depth)."""
        return self.view.look == "classic" and self.scene.state.variant.board == "fixed"

    def active(self) -> bool:
        """True while a piece waits to be placed on the classic fixed board, or in the win moment (then the board
        is drawn back to front by this, each frame or into the static layer)."""
        st = self.scene.state
        if not self.board3d():
            return False
        if st.is_over:  # the win moment: the winning line's pieces rise in turn
            return bool(st.outcome and st.outcome.patterns) and not self.scene.glides
        return st.phase == "place"

    def live(self) -> bool:
        """True while the depth-ordered board differs from a still picture of it, so it is drawn every frame: a
        human's placement (rings, the ghost, faded pieces follow the pointer), the win moment while its pieces
        rise, or a square looked at with pieces in front of it (they fade, in every phase). Otherwise the static
        layer keeps the pieces as they stand (drawing all sixteen pieces every frame cost ≈ 2 ms a frame at
        1920×1080)."""
        if not self.board3d() or self.scene.glides:
            return False
        if self.rising():
            return True
        if self.active() and not self.scene.state.is_over and self.scene.human_turn():
            return True
        return bool(self.fade())

    def rising(self) -> bool:
        """The win moment, while its pieces are still rising."""
        return self.scene.state.is_over and self.active() and not self.risen()

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

    def looked_at(self) -> int | None:
        """The square the player is looking at: the hole a placement is aimed at, the keyboard cursor on the
        board, the square under the pointer (in any phase, whoever's turn), else the hint's best hole."""
        target = self.target()
        if target is not None:
            return target
        inp = self.scene.input
        if (
            inp.keyboard
            and inp.zone == "board"
            and self.scene.human_turn()
            and self.scene.state.phase == "place"
        ):
            return inp.cursor["board"]
        if inp.over_cell is not None:
            return inp.over_cell
        return self.hinted()

    def fade(self) -> set[int]:
        """The pieces faded now: those in front of the square looked at (none while the winning line rises)."""
        if not self.board3d() or self.scene.glides or self.rising():
            return set()
        return self.faded(self.looked_at())

    def hole(self, slot: Slot, grow: float = 1.0) -> pygame.Rect:
        """The ring round a hole on screen (an ellipse just outside the hole's lip)."""
        return hole(slot, grow)

    def faded(self, target: int | None) -> set[int]:
        """The placed pieces standing in front of ``target`` whose body covers its hole."""
        if target is None:
            return set()
        slots = self.scene.camera.slots()
        return in_front(self.scene.state.board, slots, target, hole(slots[target], 1.1))

    def open_rings(self) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """While a piece is chosen: every empty hole thinly ringed (a tall piece in front can hide a hole whole,
        and where the piece given may go is what the choice is about), each ring cut by the pieces in front of
        it; a picture per ring and where it goes, kept until the board changes. A ring's own box is what a frame
        blits and puts back: one picture over the box round them all was the board's size (≈ 1 MB, drawn and put
        back each frame, and a new one per position at 3840×2160)."""
        st, slots = self.scene.state, self.scene.camera.slots()
        width = max(1, self.view.lay.px(1))
        key = (tuple(st.board), tuple((s.pos, s.cell_w) for s in slots), width)
        if self._open is not None and self._open[0] == key:
            return self._open[1]
        got: list[tuple[pygame.Surface, pygame.Rect]] = []
        rings: dict[tuple, pygame.Surface] = {}
        for c, p in enumerate(st.board):
            if p is None:
                rect = hole(slots[c], 1.0)
                # a ring is cut by the outlines standing in front of it alone: the last position's ring is kept
                # where a placement left those as they were (a new position cut 16 rings, 5 ms at 3840×2160)
                front = in_front(st.board, slots, c, rect)
                cut = tuple(
                    sorted((f, outline_bits(st.board[f] or 0), slots[f].pos, slots[f].cell_w) for f in front)
                )
                # (a ring nothing cuts is the same picture for every hole of its size: one for a row of them)
                ring_key = (tuple(rect) if cut else rect.size, width, cut)
                ring = rings.get(ring_key)
                if ring is None:
                    ring = self._rings.get(ring_key)
                if ring is None:
                    ring = clipped_ring(st.board, slots, c, rect, OPEN, width)
                rings[ring_key] = ring
                got.append((ring, rect))
        self._open, self._rings = (key, got), rings
        return got

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
        """The board's pieces and holes back to front (only those reaching into ``clip``, if given): each hole's
        rings before the pieces in front of it, so no ring is ever drawn over a piece standing in front."""
        lay, st = self.view.lay, self.scene.state
        slots = self.scene.camera.slots()
        flying = {g.item for g in self.scene.glides}
        human = self.scene.human_turn()
        live = self.live()
        legal = set(st.legal_cells()) if human and st.phase == "place" else set()
        target = self.target() if live else None
        inp = self.scene.input
        cursor = inp.cursor["board"] if legal and inp.keyboard and inp.zone == "board" else None
        # one square at a time is seen through: the one looked at (issue 47: a hint's faded piece stayed
        # see-through while the player looked at other holes)
        fade = self.fade() if live else set()
        opened = live and not st.is_over and st.phase == "give"  # (else the open holes' picture, see marks)
        width = max(2, lay.px(3))
        for cell in sorted(range(len(st.board)), key=lambda c: (slots[c].pos[1], slots[c].pos[0])):
            piece = st.board[cell]
            if piece is None:
                if cell in legal:
                    pygame.draw.ellipse(surface, TARGET if cell == target else RING, hole(slots[cell]), width)
                elif opened:
                    pygame.draw.ellipse(surface, OPEN, hole(slots[cell]), max(1, lay.px(1)))
                if live:
                    self.view.marks.hint_ring(surface, cell)  # under the pieces in front, which stand over it
                if cell == cursor:
                    pygame.draw.ellipse(surface, CURSOR, hole(slots[cell], 1.12), lay.px(3))
                if cell == target and st.hand is not None:
                    self.view.blit_piece(surface, st.hand, slots[cell], alpha=150)
            elif piece not in flying:
                lift = self.rise(cell)
                if clip is not None and not clip.colliderect(self.box(cell, lift)):
                    continue
                if lift and cell not in fade:  # a winning piece in its light, risen or rising
                    cb = self.scene.app.settings["colorblind"]
                    both, at = art.lit("classic", piece, slots[cell].cell_w, cb, LIGHT)
                    surface.blit(both, (slots[cell].pos[0] - at[0], slots[cell].pos[1] - at[1] - lift))
                    continue
                alpha = FADE if cell in fade else 255
                self.view.blit_piece(surface, piece, slots[cell], alpha=alpha, lift=lift)
