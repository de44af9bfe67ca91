"""The classic Quarto board seen from above, like the printed diagrams players know: each piece a circle or a
square (round/square), pale or dark (light/dark), wide or narrow (tall/short), with a dark dot in the middle when
hollow. An optional view (the "2D board" preference, V on the table); the card sets are flat already.

``flat_piece`` paints one piece (pure, cached); ``FlatBoard`` owns whether the table shows the 2D board, its
geometry and what it draws each frame (the legal holes ringed while a human places)."""

from __future__ import annotations

import functools
from typing import Any

import pygame

from game.scenes.table import prefs

PREF = "flat_board"
LIGHT = (242, 214, 160)  # pale maple
LIGHT_EDGE = (150, 108, 58)
DARK = (92, 50, 28)  # dark walnut, far apart from the maple in lightness
DARK_EDGE = (40, 20, 10)
BOARD = (206, 162, 104)
BOARD_EDGE = (120, 80, 40)
HOLE = (178, 132, 78)
RING = (244, 232, 200)  # cream: a hole the piece may go to (as on the 3D board)
TARGET = (255, 208, 74)  # gold: the hole aimed at
TALL_R, SHORT_R = 0.44, 0.29  # radius (half side for squares) in cell widths: tall pieces are the wide ones


def flat_piece(piece: int, cell_w: int, colorblind: bool = False) -> pygame.Surface:
    """One classic piece from above, on a transparent ``cell_w`` square (its centre is the cell's centre)."""
    return _flat_piece(piece, max(8, int(cell_w)), bool(colorblind))


@functools.lru_cache(maxsize=128)
def _flat_piece(piece: int, cell_w: int, colorblind: bool) -> pygame.Surface:
    ss = 4
    big = pygame.Surface((cell_w * ss, cell_w * ss), pygame.SRCALPHA)
    dark, square, short, hollow = ((piece >> i) & 1 for i in range(4))
    fill, edge = (DARK, DARK_EDGE) if dark else (LIGHT, LIGHT_EDGE)
    if colorblind and dark:  # the colour-blind aid, as on the 3D pieces: a pale rim round the dark ones
        edge = LIGHT
    c = cell_w * ss / 2
    r = (SHORT_R if short else TALL_R) * cell_w * ss
    line = max(2, round(cell_w * ss * 0.03))
    shadow = pygame.Rect(0, 0, round(2 * r), round(2 * r))
    shadow.center = (round(c + line), round(c + 1.5 * line))
    body = shadow.move(-line, -round(1.5 * line))
    radius = round(r * 0.22) if square else round(r)
    pygame.draw.rect(big, (0, 0, 0, 90), shadow, border_radius=radius)
    pygame.draw.rect(big, fill, body, border_radius=radius)
    pygame.draw.rect(big, edge, body, width=line, border_radius=radius)
    if hollow:  # the hole: a dark dot with a pale lip, the same size on every piece
        h = round(SHORT_R * cell_w * ss * 0.55)
        pygame.draw.circle(big, LIGHT if dark else DARK_EDGE, (round(c), round(c)), h + line)
        pygame.draw.circle(big, (20, 12, 8), (round(c), round(c)), h)
    return pygame.transform.smoothscale(big, (cell_w, cell_w))


@functools.lru_cache(maxsize=8)
def flat_board(size: tuple[int, int], square: tuple[int, int, int, int], cell_w: int, centres: tuple) -> Any:
    """The board from above: a wooden square (``square`` = x, y, w, h inside ``size``) with 16 shallow holes."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = pygame.Rect(square)
    rad = max(4, rect.w // 24)
    shadow = pygame.Surface(rect.inflate(24, 24).size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 70), shadow.get_rect().inflate(-12, -12), border_radius=rad)
    small = pygame.transform.smoothscale(
        shadow, (max(1, shadow.get_width() // 6), max(1, shadow.get_height() // 6))
    )
    surf.blit(pygame.transform.smoothscale(small, shadow.get_size()), rect.inflate(24, 24).move(4, 8))
    pygame.draw.rect(surf, BOARD, rect, border_radius=rad)
    pygame.draw.rect(surf, BOARD_EDGE, rect, width=max(2, cell_w // 40), border_radius=rad)
    for x, y in centres:
        pygame.draw.circle(surf, HOLE, (x, y), round(cell_w * 0.46))
        pygame.draw.circle(surf, BOARD_EDGE, (x, y), round(cell_w * 0.46), max(1, cell_w // 60))
    return surf


class FlatBoard:
    """Whether the table shows the 2D board (decided at each layout, so slots and drawing always agree), its
    places on screen, and the rings it draws over the static layer while a human places."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self.scene = view.scene
        self.on = False
        self.margin = 0

    def wanted(self) -> bool:
        """The preference applies to the classic pieces on the fixed board (the card sets are flat already)."""
        v = self.scene.session.variant
        on = prefs.get(self.scene.app.settings, PREF)
        return bool(on) and v.pieces == "classic" and v.board == "fixed"

    def changed(self) -> bool:
        """The preference was switched since the layout was made (Settings, or V on the table)."""
        return self.wanted() != self.on

    def look(self, set_key: str) -> str:
        """The set as drawn: "flat" while the 2D board shows, else the set itself."""
        return "flat" if self.on else set_key

    def toggle(self) -> None:
        """V on the table: switch between the 3D and the 2D board and lay the table out again."""
        v = self.scene.session.variant
        if v.pieces != "classic" or v.board != "fixed":
            self.scene.say("The cards already lie flat: the 2D board is for the classic pieces.")
            return
        settings = self.scene.app.settings
        prefs.put(settings, PREF, not prefs.get(settings, PREF))
        self.scene.layout(self.scene.app.size)

    def dress(self, lay: Any) -> None:
        """Decide the view for this layout and, when 2D, put the 16 places on a square grid with room for the
        coordinates left of and under it, and the board's surface behind them."""
        self.on = self.wanted()
        if not self.on:
            return
        from game.scenes.quarto.layout import Slot

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
        lay.board_art = flat_board(lay.board.size, tuple(local), cw, centres)

    def coordinates(self, front: Any, first: Any) -> tuple[tuple[int, int], tuple[int, int]]:
        """Where a file letter (its top, under ``front``, a front-row place) and a rank digit (its right end,
        left of ``first``, a first-file place) are written: in the board's rim."""
        lay = self.view.lay
        return (front.rect.centerx, front.rect.bottom + lay.px(4)), (
            first.rect.x - lay.px(6),
            first.rect.centery,
        )

    def active(self) -> bool:
        return self.on

    def draw(self, surface: Any) -> None:
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
