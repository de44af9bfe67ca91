"""The side panel of SET's other modes, under the seats' plates: Set-Chain's previous SET (whose cards are picked
there, apart from the table), and UltraSet's last UltraSet, its two pairs and the fifth card they complete to (a
hint's fifth card while a hint shows). It reads the scene and its session, never changes them."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.rules.setgame.ultra import pairing
from game.scenes.setgame.cards import HINT, PICK, face_size
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.setgame.view import SetView

CAPTION = 17  # the panel's captions and notes (type scale)


class ModePanel:
    """Where the panel's cards lie for this layout (``rects``: a chain card -> its rectangle, for clicks)."""

    def __init__(self, view: SetView) -> None:
        self.view = view
        self.rects: dict[int, pygame.Rect] = {}

    def area(self) -> pygame.Rect:
        """Under the plates, to the bottom of the side column."""
        view = self.view
        px, side = view.scene.app.theme.px, view.lay.side
        top = view.plates[-1].bottom + px(14) if view.plates else side.y
        return pygame.Rect(side.x + px(8), top, side.w - px(8), max(0, side.bottom - top))

    def card_size(self, rows: int, cols: int, words: int) -> tuple[int, int]:
        """Cards as big as ``rows`` x ``cols`` of them fit beside ``words`` lines of text (never bigger than the
        grid's)."""
        th = self.view.scene.app.theme
        box, gap = self.area(), th.px(6)
        text = th.font(CAPTION, True).get_linesize() * words + 3 * gap
        w = min(
            self.view.lay.card_w * 0.7,
            (box.w - (cols - 1) * gap) / cols,
            max(1.0, (box.h - text - (rows - 1) * gap) / rows) * 1.6,
        )
        return face_size(w)

    def lines(self, text: str, size: int = CAPTION) -> list[str]:
        th, box = self.view.scene.app.theme, self.area()
        return th.wrap(text, size, box.w)

    def fifth(self) -> tuple[tuple[int, ...], int | None, bool]:
        """UltraSet: the four cards to show, their fifth card, and whether it is a hint's (else the last take)."""
        s = self.view.scene.session
        if s.hint:
            target = next((a for a in s.sets_on_table() if set(s.hint) <= set(a)), None)
            found = pairing(target) if target is not None else None
            if found is not None:
                return tuple(s.hint), found.fifth, True
        takes = [e for e in (s.state.events if s.state is not None else ()) if e.kind == "take"]
        if takes:
            found = pairing(takes[-1].cards)
            if found is not None:
                return (*found.first, *found.second), found.fifth, False
        return (), None, False

    def key(self) -> tuple:
        sc = self.view.scene
        s = sc.session
        picked = tuple(c for c in sc.picked if c in s.chain)
        return (
            s.mode,
            s.chain,
            picked,
            tuple(s.hint),
            self.fifth(),
            tuple(self.area()),
            sc.picker() is None,
            self.chain_keys(),
        )

    def chain_keys(self) -> tuple[str, ...]:
        """The keys shown on the previous SET's corners: with keys on the cards, each card's digit (``SetInput``)."""
        sc = self.view.scene
        if sc.session.mode != "chain" or not sc.setup.hotkeys or sc.autoplaying:
            return ("", "", "")
        return tuple(sc.input.chain_key(k) for k in range(3))

    def paint(self, surface: pygame.Surface) -> None:
        if self.view.scene.session.mode == "chain":
            self._paint_chain(surface)
        else:
            self._paint_ultra(surface)

    def _caption(self, surface: pygame.Surface, text: str, y: int, size: int = CAPTION) -> int:
        th, box = self.view.scene.app.theme, self.area()
        for line in self.lines(text, size):
            th.blit_text(surface, line, size, PALETTE["title"], (box.x, y), bold=size == CAPTION)
            y += th.font(size, size == CAPTION).get_linesize()
        return y

    def _card(
        self,
        surface: pygame.Surface,
        card: int,
        rect: pygame.Rect,
        ring: tuple[int, int, int] | None,
        hotkey: str = "",
    ) -> None:
        th = self.view.scene.app.theme
        surface.blit(self.view.face(card, rect.w), rect)
        if ring is not None:
            pygame.draw.rect(
                surface, ring, rect.inflate(th.px(6), th.px(6)), th.px(3), border_radius=th.px(8)
            )
        if hotkey:  # the key's chip on the corner, as the grid's have, half below: it hides no symbol
            chip = pygame.Rect(0, 0, th.px(22), th.px(22))
            chip.center = (rect.x + th.px(12), rect.bottom)
            pygame.draw.rect(surface, PALETTE["paper_lo"], chip, border_radius=th.px(5))
            th.blit_text(surface, hotkey, 13, PALETTE["ink"], chip.center, anchor="center", bold=True)

    def _paint_chain(self, surface: pygame.Surface) -> None:
        """The previous SET, its cards picked here; before the first SET, a line that says so."""
        sc, th = self.view.scene, self.view.scene.app.theme
        s, box = sc.session, self.area()
        y = self._caption(surface, _("Previous SET"), box.y)
        self.rects = {}
        if not s.chain:
            self._caption(surface, _("The first SET may be any three cards."), y + th.px(4), 15)
            return
        note = _("Use one of these and two from the table.")
        head = len(self.lines(_("Previous SET")))
        w, h = self.card_size(1, 3, head + len(self.lines(note, 15)))
        if w < th.px(64):  # short of room (four plates, big text): the cards before the note, which the line
            note = ""  # under the table says too
            w, h = self.card_size(1, 3, head)
        gap = th.px(6)
        y += th.px(6)
        keys = self.chain_keys()
        for k, card in enumerate(s.chain):
            rect = pygame.Rect(box.x + k * (w + gap), y, w, h)
            self.rects[card] = rect
            ring = PICK if card in sc.picked else HINT if card in s.hint else None
            self._card(surface, card, rect, ring, keys[k])
        if note:
            self._caption(surface, note, y + h + th.px(18 if any(keys) else 8), 15)

    def _paint_ultra(self, surface: pygame.Surface) -> None:
        """The last UltraSet as two pairs and the fifth card both complete to (a hint's, while it shows)."""
        th = self.view.scene.app.theme
        box = self.area()
        four, fifth, hinted = self.fifth()
        self.rects = {}
        if fifth is None:
            y = self._caption(surface, _("UltraSet"), box.y)
            self._caption(
                surface, _("Four cards: two pairs that complete to the same fifth card."), y + th.px(4), 15
            )
            return
        title = _("Hint: two pairs complete to this card") if hinted else _("Last UltraSet")
        y = self._caption(surface, title, box.y) + th.px(6)
        w, h = self.card_size(2, 4, len(self.lines(title)))
        gap = th.px(6)
        for k, card in enumerate(four):
            row, col = divmod(k, 2)
            rect = pygame.Rect(box.x + th.px(4) + col * (w + gap), y + row * (h + gap), w, h)
            self._card(surface, card, rect, HINT if hinted else None)
        x = box.x + th.px(4) + 2 * (w + gap)
        mid = y + h + gap // 2
        th.blit_text(surface, "→", 22, PALETTE["cream"], (x + w // 4, mid), anchor="center", bold=True)
        rect = pygame.Rect(x + w // 2, mid - h // 2, w, h)
        self._card(surface, fifth, rect, PALETTE["gold"])
