"""Drawing helpers shared by the How-to-play figures and the lessons: text that remembers where it went (so a test
can check it stays on its page), key caps, labels, a small Quarto board, rows of faces and tick/cross marks."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.scenes.keymap import MOUSE, KeyRow
from game.ui.theme import PALETTE, SMALLEST

if TYPE_CHECKING:
    from game.app import App

GOLD = PALETTE["gold"]
INK = PALETTE["ink"]
SOFT = PALETTE["ink_soft"]
WOOD = (196, 150, 96)
WOOD_DARK = (150, 104, 60)
SLOT = (176, 128, 78)


class Painter:
    """Draws on one surface with the app's theme; every text and image rect it draws is kept in ``rects``."""

    def __init__(self, app: App, surface: pygame.Surface) -> None:
        self.app, self.th, self.surface = app, app.theme, surface
        self.rects: list[pygame.Rect] = []
        self.words: list[str] = []  # every text drawn, in order (tests read what a page says)

    def px(self, n: float) -> int:
        return self.th.px(n)

    def text(
        self,
        text: str,
        size: int,
        pos: tuple[int, int],
        *,
        color: tuple[int, int, int] = INK,
        anchor: str = "topleft",
        bold: bool = False,
        width: int | None = None,
    ) -> pygame.Rect:
        """One line; with ``width`` the font shrinks (down to 11) until the line fits."""
        if width is not None:
            size = self.th.fit(text, size, width, bold=bold, smallest=11)
        rect = self.th.blit_text(self.surface, text, size, color, pos, anchor=anchor, bold=bold)
        self.rects.append(rect)
        self.words.append(text)
        return rect

    def para(
        self,
        text: str,
        size: int,
        rect: pygame.Rect,
        *,
        color: tuple = INK,
        scroll: int = 0,
        scrolls: bool = False,
    ) -> int:
        """Wrapped paragraphs inside ``rect`` (lines outside it are not drawn); returns the full height. Unless
        the text ``scrolls`` (a wheel brings the rest into view), a line left out is reported as cut."""
        lh = self.th.font(size).get_linesize()
        y = rect.y - scroll
        left_out = 0
        for line in self.th.wrap(text, size, rect.w):
            if line == "":
                y += lh // 2
                continue
            if rect.y <= y and y + lh <= rect.bottom + 1:
                self.text(line, size, (rect.x, y), color=color)
            else:
                left_out += 1
            y += lh
        if left_out and not scrolls and self.th.report is not None:
            self.th.report.misfit("cut", text, f"{left_out} line(s) past {rect.h} px left out")
        return y + scroll - rect.y

    def para_height(self, text: str, size: int, width: int) -> int:
        lh = self.th.font(size).get_linesize()
        lines = self.th.wrap(text, size, width)
        return sum(lh // 2 if line == "" else lh for line in lines)

    def image(self, surf: pygame.Surface, **where: tuple[int, int]) -> pygame.Rect:
        rect = surf.get_rect(**where)
        self.surface.blit(surf, rect)
        return rect

    def ring(self, rect: pygame.Rect, color: tuple = GOLD, width: int = 3, radius: int = 10) -> None:
        pygame.draw.rect(
            self.surface, color, rect, width=max(1, self.px(width)), border_radius=self.px(radius)
        )

    def pill(
        self, text: str, center: tuple[int, int], *, size: int = 16, fill: tuple = GOLD, ink: tuple = INK
    ) -> pygame.Rect:
        surf = self.th.text(text, size, ink, True)
        box = surf.get_rect(center=center).inflate(self.px(22), self.px(10))
        pygame.draw.rect(self.surface, fill, box, border_radius=box.h // 2)
        self.th.blit_text(self.surface, text, size, ink, box.center, anchor="center", bold=True)
        self.rects.append(box)
        self.words.append(text)
        return box

    def keycap(self, label: str, topleft: tuple[int, int], size: int = 15) -> pygame.Rect:
        """A key drawn as a small raised cap; returns its rect."""
        surf = self.th.text(label, size, INK, True)
        w = max(surf.get_width() + self.px(16), self.px(30))
        cap = pygame.Rect(topleft[0], topleft[1], w, surf.get_height() + self.px(8))
        pygame.draw.rect(self.surface, PALETTE["paper_lo"], cap.move(0, self.px(3)), border_radius=self.px(6))
        pygame.draw.rect(self.surface, PALETTE["paper_hi"], cap, border_radius=self.px(6))
        pygame.draw.rect(self.surface, SOFT, cap, width=1, border_radius=self.px(6))
        self.th.blit_text(self.surface, label, size, INK, cap.center, anchor="center", bold=True)
        self.rects.append(cap)
        self.words.append(label)
        return cap

    def mark(self, center: tuple[int, int], ok: bool, r: int = 11) -> None:
        """A green tick or a red cross in a disc."""
        s = self.surface
        r = self.px(r)
        cx, cy = center
        pygame.draw.circle(s, PALETTE["ok"] if ok else PALETTE["danger"], center, r)
        w = max(2, r // 4)
        if ok:
            pts = [(cx - r * 0.45, cy), (cx - r * 0.1, cy + r * 0.4), (cx + r * 0.5, cy - r * 0.4)]
            pygame.draw.lines(s, PALETTE["paper_hi"], False, pts, w)
        else:
            d = r * 0.42
            pygame.draw.line(s, PALETTE["paper_hi"], (cx - d, cy - d), (cx + d, cy + d), w)
            pygame.draw.line(s, PALETTE["paper_hi"], (cx - d, cy + d), (cx + d, cy - d), w)

    def arrow(self, a: tuple[int, int], b: tuple[int, int], color: tuple = GOLD, width: int = 4) -> None:
        w = self.px(width)
        pygame.draw.line(self.surface, color, a, b, w)
        v = pygame.math.Vector2(b[0] - a[0], b[1] - a[1])
        if v.length() == 0:
            return
        v.scale_to_length(self.px(14))
        left, right = v.rotate(150), v.rotate(-150)
        pygame.draw.polygon(
            self.surface, color, [b, (b[0] + left.x, b[1] + left.y), (b[0] + right.x, b[1] + right.y)]
        )


def quarto_piece(set_key: str, piece: int, cell: int) -> pygame.Surface:
    """A Quarto-family face that fits a square cell ``cell`` px wide (pieces keep their anchor offset)."""
    from game.art.faces import face_size, quarto_face

    if set_key == "classic":
        return quarto_face("classic", piece, int(cell * 0.92))
    w, h = face_size(set_key, cell)
    k = min(cell * 0.9 / w, cell * 0.9 / h)
    return quarto_face(set_key, piece, (max(12, round(w * k)), max(12, round(h * k))))


def draw_piece(
    p: Painter, set_key: str, piece: int, center: tuple[int, int], cell: int, alpha: int = 255
) -> pygame.Rect:
    """Draw one piece centred on a cell; classic pieces stand on the cell centre. ``alpha`` < 255 fades it."""
    from game.art.pieces import piece_anchor

    surf = quarto_piece(set_key, piece, cell)
    if alpha < 255:
        surf = surf.copy()
        surf.set_alpha(alpha)
    if set_key == "classic":
        ax, ay = piece_anchor(int(cell * 0.92))
        rect = surf.get_rect(topleft=(center[0] - ax, center[1] - ay + int(cell * 0.12)))
        p.surface.blit(surf, rect)
        return rect
    return p.image(surf, center=center)


def board(
    p: Painter,
    rect: pygame.Rect,
    set_key: str,
    cells: dict[int, int],
    *,
    gold: Sequence[int] = (),
    target: int | None = None,
    n: int = 4,
    dim: Sequence[int] = (),
) -> list[pygame.Rect]:
    """A flat n×n board fitted in ``rect``; returns the cell rects (row-major). ``gold`` cells are ringed,
    ``target`` gets a dashed gold slot, ``dim`` pieces are faded (shown as the ones that do not matter)."""
    side = min(rect.w, rect.h)
    frame = pygame.Rect(0, 0, side, side)
    frame.center = rect.center
    p.th.panel(p.surface, frame, color=WOOD, radius=18)
    pad = side // 14
    cell = (side - 2 * pad) // n
    x0 = frame.centerx - cell * n // 2
    y0 = frame.centery - cell * n // 2
    rects = [pygame.Rect(x0 + (i % n) * cell, y0 + (i // n) * cell, cell, cell) for i in range(n * n)]
    for i, r in enumerate(rects):
        slot = r.inflate(-cell // 8, -cell // 8)
        if set_key == "classic":
            pygame.draw.ellipse(p.surface, SLOT, slot.inflate(-cell // 8, -cell // 4))
        else:
            pygame.draw.rect(p.surface, SLOT, slot, border_radius=p.px(6))
        if i == target:
            p.ring(slot, GOLD, 3, 8)
    for i in range(n * n):
        if i in cells:
            draw_piece(p, set_key, cells[i], rects[i].center, cell, alpha=110 if i in dim else 255)
    for i in gold:
        p.ring(rects[i].inflate(-p.px(2), -p.px(2)), GOLD, 4, 10)
    return rects


def faces_row(
    p: Painter, faces: Sequence[pygame.Surface], center: tuple[int, int], gap: int
) -> list[pygame.Rect]:
    """Blit surfaces side by side, centred on ``center``; returns their rects."""
    total = sum(f.get_width() for f in faces) + gap * (len(faces) - 1)
    x = center[0] - total // 2
    out = []
    for f in faces:
        out.append(p.image(f, midleft=(x, center[1])))
        x += f.get_width() + gap
    return out


def key_table(p: Painter, rect: pygame.Rect, rows: Sequence[KeyRow], size: int = 16) -> int:
    """Keys on the left (each alternative a cap, "or" between; the mouse's words stay words), what they do on
    the right, wrapped, on striped rows, translated here; the font shrinks until the rows fit; returns the
    height used."""
    given = size
    tries = [(s, pad) for s in range(max(size, SMALLEST), SMALLEST - 1, -1) for pad in (14, 8, 4, 1)]
    for size, pad in tries:  # the largest type and the widest rows that fit (else the smallest of both)
        # the keys' column as wide as its widest row of caps ("Leertaste oder Hoch"), at least a third
        col = max(int(rect.w * 0.36), max(_keys_width(p, r.keys, size) for r in rows) + p.px(20))
        room = rect.w - col - p.px(12)
        line_h = p.th.font(size).get_linesize()
        cap_h = p.th.font(size, True).get_height() + p.px(8)
        words = [p.th.wrap(_(r.does), size, room) for r in rows]
        heights = [max(cap_h, len(w) * line_h) + p.px(pad) for w in words]
        if sum(heights) <= rect.h:
            break
    else:
        if len(rows) > 1 and rect.w >= p.px(560):  # larger text: the rows in two tables side by side
            gap = p.px(16)
            w = (rect.w - gap) // 2
            half = min(  # where the two tables come out most even (a long row counts for its lines)
                range(1, len(rows)),
                key=lambda k: max(_height(p, w, rows[:k], SMALLEST), _height(p, w, rows[k:], SMALLEST)),
            )
            left = key_table(p, pygame.Rect(rect.x, rect.y, w, rect.h), rows[:half], given)
            right = key_table(p, pygame.Rect(rect.x + w + gap, rect.y, w, rect.h), rows[half:], given)
            return max(left, right)
    y = rect.y
    for n, line in enumerate(rows):
        box = pygame.Rect(rect.x, y, rect.w, heights[n])
        if n % 2 == 0:
            pygame.draw.rect(p.surface, PALETTE["paper_hi"], box, border_radius=p.px(8))
        cy = box.centery
        x = rect.x + p.px(12)
        for i, name in enumerate(line.keys):
            if i:
                # TRANSLATORS: between two keys that do the same thing ("U or Ctrl+Z")
                x = p.text(
                    _("or"), max(SMALLEST, size - 3), (x + p.px(2), cy), anchor="midleft", color=SOFT
                ).right + p.px(6)
            if name in MOUSE:
                left = rect.x + col - x - p.px(8)
                x = p.text(_(name), size, (x, cy), anchor="midleft", bold=True, width=left).right + p.px(4)
            else:
                top = cy - (p.th.font(size, True).get_height() + p.px(8)) // 2
                x = p.keycap(_(name), (x, top), size).right + p.px(4)
        ty = cy - len(words[n]) * line_h // 2
        for text in words[n]:
            p.text(text, size, (rect.x + col, ty), width=room)
            ty += line_h
        y += heights[n]
    return y - rect.y


def _keys_width(p: Painter, keys: Sequence[str], size: int) -> int:
    """How far a row's keys reach: each a cap (a mouse word as a word), "or" between them."""
    x = p.px(12)
    for i, name in enumerate(keys):
        if i:
            x += p.px(2) + p.th.font(max(SMALLEST, size - 3)).size(_("or"))[0] + p.px(6)
        if name in MOUSE:
            x += p.th.font(size, True).size(_(name))[0] + p.px(4)
        else:
            x += max(p.th.font(size, True).size(_(name))[0] + p.px(16), p.px(30)) + p.px(4)
    return x


def _height(p: Painter, width: int, rows: Sequence[KeyRow], size: int) -> int:
    """How tall a key table of ``rows`` is at ``width`` and ``size`` with its closest rows."""
    col = max(int(width * 0.36), max(_keys_width(p, r.keys, size) for r in rows) + p.px(20))
    room = width - col - p.px(12)
    line_h = p.th.font(size).get_linesize()
    cap_h = p.th.font(size, True).get_height() + p.px(8)
    return sum(max(cap_h, len(p.th.wrap(_(r.does), size, room)) * line_h) + p.px(1) for r in rows)
