"""The Quarto table's keyboard shortcuts card (F1 or ?)."""

from __future__ import annotations

import pygame

from game.i18n import N_, _
from game.scenes.base import Scene
from game.ui.theme import PALETTE, SMALLEST

SHORTCUTS = (  # key names stay as the keyboard writes them; what they do is translated where drawn
    (N_("Click a piece, click again"), N_("give it (or Enter)")),
    (N_("Hover a place, click"), N_("place the piece in hand")),
    (N_("Arrows · Tab · Enter"), N_("move the cursor · pool/board · act")),
    ("Q", N_("call Quarto! / WIN (manual calls)")),
    ("U  or  Ctrl+Z", N_("undo")),
    ("R  or  Ctrl+Y", N_("redo")),
    ("H", N_("hint: what loses, what wins")),
    ("V", N_("board seen from above (2D) or in 3D")),
    (N_("Mouse wheel"), N_("scroll the move list")),
    ("Esc", N_("pause menu (save and quit from there)")),
    ("F1  or  ?", N_("this card")),
)


def keys_words(keys: str) -> str:
    """A row's keys as the card writes them ("U  or  Ctrl+Z"): key names stay, words and "or" translate."""
    return f"  {_('or')}  ".join(_(part.strip()) for part in keys.split(" or "))


def call_row(word: str) -> str:
    """The Q row said for one game, with its own call word (the how-to's keys page)."""
    return _("call {word} (manual calls)").format(word=word)


class ShortcutsScene(Scene):
    """A card listing the table's keys; any key or click closes it."""

    name = "quarto-shortcuts"
    overlay = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONUP):
            self.app.back()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)

    def autoplay(self, frame: int) -> None:
        self.app.back()

    def _fit(self, rows: list[tuple[str, str]], room: int) -> tuple[int, int, int]:
        """(type size, where the second column starts, card width): the card keeps its 640 px and 17 px type
        while the words fit; longer words (a translation) widen it up to ``room``, then step the type down (never
        below the scale's smallest)."""
        th = self.app.theme
        size = 17
        while True:
            keys_w = max(th.font(size, True).size(k)[0] for k, _w in rows)
            what_w = max(th.font(size).size(w)[0] for _k, w in rows)
            col = max(th.px(300), th.px(36) + keys_w + th.px(24))
            width = max(th.px(640), col + what_w + th.px(20))
            if width <= room or size <= SMALLEST:
                return size, col, min(width, room)
            size -= 1

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((8, 20, 16, 150))
        surface.blit(dim, (0, 0))
        rows = [(keys_words(keys), _(what)) for keys, what in SHORTCUTS]
        size, col, width = self._fit(rows, surface.get_width() - th.px(40))
        line = th.font(size).get_linesize() + th.px(8)
        box = pygame.Rect(0, 0, width, th.px(110) + line * len(SHORTCUTS))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        th.panel(surface, box, radius=20)
        th.blit_text(
            surface,
            _("Keys and clicks"),
            28,
            PALETTE["ink"],
            (box.centerx, box.y + th.px(20)),
            anchor="midtop",
            bold=True,
        )
        y = box.y + th.px(72)
        for keys, what in rows:
            th.blit_text(surface, keys, size, PALETTE["ink"], (box.x + th.px(36), y), bold=True)
            th.blit_text(surface, what, size, PALETTE["ink_soft"], (box.x + col, y))
            y += line
        th.blit_text(
            surface,
            _("any key closes"),
            14,
            PALETTE["ink_soft"],
            (box.centerx, box.bottom - th.px(14)),
            anchor="midbottom",
        )


__all__ = ["ShortcutsScene"]
