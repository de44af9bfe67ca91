"""The Puzzles screen's right-hand panel: the ladder (a box per puzzle with its stars, by rung), today's puzzle,
the try's words, and the note on what puzzles leave out."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _
from game.play.quarto.puzzle_book import key
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.study.puzzles import PuzzleScene

RUNG_TITLES = {1: N_("Win in 1"), 2: N_("Win in 2"), 3: N_("Win in 3")}
LEFT_OUT = N_("Every puzzle is on the 4×4 board, with no draw pile.")


def star_points(centre: tuple[float, float], r: float) -> list[tuple[float, float]]:
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append((centre[0] + rr * math.cos(a), centre[1] + rr * math.sin(a)))
    return pts


def draw_stars(surface: pygame.Surface, centre: tuple[int, int], n: int, r: int) -> None:
    """Three stars in a row, ``n`` of them gold."""
    for i in range(3):
        c = (centre[0] + (i - 1) * round(r * 2.1), centre[1])
        colour = PALETTE["gold"] if i < n else (70, 96, 84)
        pygame.draw.polygon(surface, colour, star_points(c, r))


class Ladder:
    """Owns the puzzle boxes' hit rectangles; reads the scene's puzzles, progress and current index."""

    def __init__(self, scene: PuzzleScene) -> None:
        self.scene = scene
        self.box: pygame.Rect | None = None
        self.hits: list[tuple[pygame.Rect, int]] = []

    def layout(self, box: pygame.Rect) -> None:
        self.box = box

    def click(self, pos: tuple[int, int]) -> int | None:
        return next((i for rect, i in self.hits if rect.collidepoint(pos)), None)

    def draw(self, surface: pygame.Surface) -> None:
        sc, th = self.scene, self.scene.app.theme
        box, pad = self.box, th.px(14)
        if box is None:  # not laid out yet
            return
        x, y = box.x + pad, box.y + th.px(10)
        th.blit_text(surface, _("Puzzles"), 17, PALETTE["cream"], (x, y), bold=True)
        y += th.px(30)
        self.hits = []
        puzzles = sc.puzzles
        if not puzzles:
            for line in th.wrap(sc.waiting_words()[0], 15, box.w - 2 * pad):  # (wrapped: the long form)
                th.blit_text(surface, line, 15, PALETTE["muted"], (x, y))
                y += th.font(15).get_linesize()
            return
        cols, gap = 6, th.px(6)
        size = (box.w - 2 * pad - (cols - 1) * gap) // cols
        groups: list[tuple[str, list[int]]] = []
        for i, p in enumerate(puzzles):
            rung = RUNG_TITLES[p["win_in"]]
            title = _("Today’s puzzle") if p.get("daily") else _(rung)
            if not groups or groups[-1][0] != title:
                groups.append((title, []))
            groups[-1][1].append(i)
        for title, items in groups:
            th.blit_text(surface, title, 14, PALETTE["muted"], (x, y), bold=True)
            y += th.font(14, True).get_linesize()
            for k, i in enumerate(items):
                r, c = divmod(k, cols)
                rect = pygame.Rect(x + c * (size + gap), y + r * (size + gap), size, size)
                self._box(surface, rect, i)
                self.hits.append((rect, i))
            y += ((len(items) - 1) // cols + 1) * (size + gap) + th.px(6)
        self._words(surface, pygame.Rect(x, y, box.w - 2 * pad, box.bottom - y - pad))

    def _box(self, surface: pygame.Surface, rect: pygame.Rect, i: int) -> None:
        sc, th = self.scene, self.scene.app.theme
        current = i == sc.current
        th.panel(
            surface, rect, color=PALETTE["paper"] if current else PALETTE["paper_lo"], shadow=False, radius=8
        )
        if current:
            pygame.draw.rect(
                surface, PALETTE["gold"], rect.inflate(th.px(4), th.px(4)), th.px(2), border_radius=th.px(9)
            )
        label = "★" if sc.puzzles[i].get("daily") else str(i + 1)
        if label == "★":
            pygame.draw.polygon(
                surface,
                PALETTE["gold_dark"],
                star_points((rect.centerx, rect.y + rect.h * 0.38), rect.w * 0.2),
            )
        else:
            th.blit_text(
                surface,
                label,
                15,
                PALETTE["ink"],
                (rect.centerx, rect.y + rect.h * 0.38),
                anchor="center",
                bold=True,
            )
        n = sc.progress.stars(key(sc.puzzles[i]))
        draw_stars(surface, (rect.centerx, rect.y + round(rect.h * 0.74)), n, max(3, rect.w // 7))

    def _words(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        sc, th = self.scene, self.scene.app.theme
        lines: list[tuple[str, tuple[int, int, int], bool]] = []
        for text, bold in sc.words():
            lines.append((text, PALETTE["cream"], bold))
        lines.append((_(LEFT_OUT), PALETTE["muted"], False))
        th.blit_paragraphs(surface, lines, 15, area, th.px(6))
