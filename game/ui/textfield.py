"""A one-line text field for typed addresses, codes and names: a caret that moves, Backspace and Delete,
Ctrl+V pastes (where the system's clipboard is readable), a length cap and a filter of what may be typed,
Enter submits. Tab and the arrows up/down stay the Form's (they move between fields). No IME."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui.theme import PALETTE, Theme
from game.ui.widgets import Widget, value_box

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)
Filter = Callable[[str], str]  # one typed character -> what goes in ("" refuses it)
PASSES = (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_ESCAPE)  # keys the field leaves to the Form


def printable(ch: str) -> str:
    """The default filter: any printable character."""
    return ch if ch.isprintable() else ""


def clipboard_text() -> str:
    """The clipboard's text, or "" where it cannot be read (no display, no clipboard support)."""
    try:
        import pygame.scrap as scrap

        if hasattr(scrap, "get_text"):
            return str(scrap.get_text() or "")
        if not scrap.get_init():
            scrap.init()
        data = scrap.get(pygame.SCRAP_TEXT)
        return data.decode("utf-8", "ignore").rstrip("\0") if data else ""
    except (pygame.error, AttributeError, NotImplementedError, UnicodeError) as exc:
        log.info("nothing pasted: %r", exc)
        return ""


class LineField(Widget):
    """A labelled row with a text box at its right (where a setup screen's name field has it)."""

    def __init__(
        self,
        label: str,
        text: str = "",
        *,
        limit: int = 24,
        allow: Filter = printable,
        placeholder: str = "",
        on_submit: Callable[[], None] | None = None,
        on_change: Callable[[str], None] | None = None,
        enabled: bool = True,
        size: int = 18,
    ) -> None:
        super().__init__(label, enabled=enabled)
        self.limit, self.allow, self.placeholder = limit, allow, placeholder
        self.on_submit, self.on_change = on_submit, on_change
        self.size = size  # the text's type-scale size (a join code is shown large)
        self.text = ""
        self.caret = 0
        self.insert(text)

    # editing --------------------------------------------------------------------------------------------
    def set_text(self, text: str) -> None:
        """Replace the whole text (filtered and capped as if typed); the caret goes to its end."""
        self.text, self.caret = "", 0
        self.insert(text)

    def insert(self, typed: str) -> bool:
        """Type ``typed`` at the caret, character by character through the filter, up to the cap."""
        kept = "".join(self.allow(ch) for ch in typed)
        kept = kept[: max(0, self.limit - len(self.text))]
        if not kept:
            return False
        self.text = self.text[: self.caret] + kept + self.text[self.caret :]
        self.caret += len(kept)
        self._changed()
        return True

    def _changed(self) -> None:
        if self.on_change is not None:
            self.on_change(self.text)

    def key(self, app: App, event: pygame.event.Event) -> bool:
        """A key pressed while the field has the focus; False leaves it to the Form (Tab, up, down, Esc, and
        Enter when nothing is submitted)."""
        k = event.key
        if k in PASSES or not self.enabled:
            return False
        if k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.on_submit is None:
                return False
            self.on_submit()
            return True
        ctrl = bool(getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_META))
        if ctrl and k == pygame.K_v:
            self.insert(" ".join(clipboard_text().split()))
            return True
        if k == pygame.K_BACKSPACE:
            if self.caret > 0:
                self.text = self.text[: self.caret - 1] + self.text[self.caret :]
                self.caret -= 1
                self._changed()
            return True  # (even on an empty field: Backspace never leaves the screen from a field)
        if k == pygame.K_DELETE:
            if self.caret < len(self.text):
                self.text = self.text[: self.caret] + self.text[self.caret + 1 :]
                self._changed()
            return True
        moves = {pygame.K_LEFT: self.caret - 1, pygame.K_RIGHT: self.caret + 1, pygame.K_HOME: 0}
        moves[pygame.K_END] = len(self.text)
        if k in moves:
            self.caret = max(0, min(len(self.text), moves[k]))
            return True
        ch = getattr(event, "unicode", "")
        if ch and not ctrl:
            self.insert(ch)
            return True  # (a refused character is still the field's: it never becomes a shortcut)
        return False

    def click(self, app: App, pos: tuple[int, int]) -> None:
        """A click puts the caret at the end (the field has the focus from the Form)."""
        self.caret = len(self.text)

    # drawing --------------------------------------------------------------------------------------------
    def label_right(self, theme: Theme, rect: pygame.Rect) -> int:
        return value_box(theme, rect).x - theme.px(12)

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        rect, ink = self._face(surface, theme, focused)
        box = value_box(theme, rect)
        self.draw_label(surface, theme, rect, ink, self.label_right(theme, rect))
        fill = PALETTE["cream"] if self.enabled else PALETTE["paper_lo"]
        pygame.draw.rect(surface, fill, box, border_radius=theme.px(8))
        edge = PALETTE["gold_dark"] if focused and self.enabled else PALETTE["paper_lo"]
        pygame.draw.rect(
            surface, edge, box, width=max(1, theme.px(2) if focused else 1), border_radius=theme.px(8)
        )
        room = box.w - theme.px(20)
        text = self.text or (_(self.placeholder) if self.placeholder else "")
        shown, size = theme.fit_text(text, self.size, room)
        colour = PALETTE["ink"] if self.text else PALETTE["disabled"]
        left = box.x + theme.px(10)
        theme.blit_text(surface, shown, size, colour, (left, box.centery), anchor="midleft")
        if focused and self.enabled:
            before = shown[: self.caret] if self.text and shown == self.text else shown if self.text else ""
            x = left + theme.font(size).size(before)[0] + 1
            half = theme.font(size).get_height() // 2
            pygame.draw.line(surface, PALETTE["ink"], (x, box.centery - half), (x, box.centery + half), 2)
