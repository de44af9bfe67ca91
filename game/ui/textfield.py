"""The game's one text field (the setups' player names, the study's record path, the friends' address, code and
names): a caret that moves, Backspace and Delete, Ctrl+V pastes (where the system's clipboard is readable), a
length cap and a filter of what may be typed, Enter submits. Tab and the arrows up/down stay the Form's (they move
between fields); ``field_keys`` is how a screen's form gives the focused field its keys. No IME."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui.theme import PALETTE, SMALLEST, TYPE_SCALE, Theme
from game.ui.widgets import Form, Widget, value_box

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
    """A labelled row with a text box at its right (where a setup screen's name field has it), or with
    ``labelled=False`` a box filling its rect, its label the prompt inside (the study's path field). ``keep``
    (get, put) keeps the text elsewhere (a seat's name); ``placeholder`` is a msgid or a call giving the words
    shown while the field is empty; a disabled field shows only those (a computer's seat its title)."""

    typing = True  # the focused field takes the typing (a typed "?" is a letter, not the keys card)

    def __init__(
        self,
        label: str,
        text: str = "",
        *,
        limit: int = 24,
        allow: Filter = printable,
        placeholder: str | Callable[[], str] = "",
        keep: tuple[Callable[[], str], Callable[[str], None]] | None = None,
        on_submit: Callable[[], None] | None = None,
        on_change: Callable[[str], None] | None = None,
        enabled: bool = True,
        size: int = 18,
        labelled: bool = True,
    ) -> None:
        super().__init__(label, enabled=enabled)
        self.limit, self.allow, self.placeholder = limit, allow, placeholder
        self.on_submit, self.on_change = on_submit, on_change
        self.size = size  # the text's type-scale size (a join code is shown large)
        self.labelled = labelled
        self._own = ""
        self._get, self._put = keep if keep is not None else (self._own_text, self._keep_own)
        self.caret = len(self.text)
        if text:
            self.set_text(text)

    def _own_text(self) -> str:
        return self._own

    def _keep_own(self, text: str) -> None:
        self._own = text

    @property
    def text(self) -> str:
        return self._get()

    @text.setter
    def text(self, value: str) -> None:
        self._put(value)
        self.caret = min(self.caret, len(value))

    def hint(self) -> str:
        """The words shown while the field is empty (translated)."""
        if callable(self.placeholder):
            return self.placeholder()
        return _(self.placeholder) if self.placeholder else ""

    # editing --------------------------------------------------------------------------------------------
    def set_text(self, text: str) -> None:
        """Replace the whole text (filtered and capped as if typed); the caret goes to its end."""
        self.text, self.caret = "", 0
        if not self.insert(text):
            self._changed()

    def insert(self, typed: str) -> bool:
        """Type ``typed`` at the caret, character by character through the filter, up to the cap."""
        kept = "".join(self.allow(ch) for ch in typed)
        kept = kept[: max(0, self.limit - len(self.text))]
        if not kept:
            return False
        text, at = self.text, min(self.caret, len(self.text))
        self.text = text[:at] + kept + text[at:]
        self.caret = at + len(kept)
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
        text, caret = self.text, min(self.caret, len(self.text))
        if k == pygame.K_BACKSPACE:
            if caret > 0:
                self.caret = caret - 1
                self.text = text[: caret - 1] + text[caret:]
                self._changed()
            return True  # (even on an empty field: Backspace never leaves the screen from a field)
        if k == pygame.K_DELETE:
            if caret < len(text):
                self.text = text[:caret] + text[caret + 1 :]
                self._changed()
            return True
        moves = {
            pygame.K_LEFT: caret - 1,
            pygame.K_RIGHT: caret + 1,
            pygame.K_HOME: 0,
            pygame.K_END: len(text),
        }
        if k in moves:
            self.caret = max(0, min(len(text), moves[k]))
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
        return value_box(theme, rect, self.value_w).x - theme.px(12)

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        focused = focused and self.enabled
        if self.labelled:
            rect, ink = self._face(surface, theme, focused)
            box, pad = value_box(theme, rect, self.value_w), theme.px(10)
            self.draw_label(surface, theme, rect, ink, self.label_right(theme, rect))
            fill = PALETTE["cream"] if self.enabled else PALETTE["paper_lo"]
            pygame.draw.rect(surface, fill, box, border_radius=theme.px(8))
            edge = PALETTE["gold_dark"] if focused else PALETTE["paper_lo"]
            width = max(1, theme.px(2) if focused else 1)
            pygame.draw.rect(surface, edge, box, width=width, border_radius=theme.px(8))
        else:  # the box is the whole rect, ringed in gold while it has the focus
            box, pad = self.box, theme.px(14)
            theme.panel(surface, box, color=PALETTE["paper_hi"], radius=10, shadow=False)
            if focused:
                ring = box.inflate(theme.px(6), theme.px(6))
                pygame.draw.rect(surface, PALETTE["gold"], ring, theme.px(3), theme.px(13))
        room, left = box.w - 2 * pad, box.x + pad
        text = self.text if self.enabled else ""
        if not text:
            prompt = self.hint() or ("" if self.labelled else _(self.label))
            shown, size = theme.fit_text(prompt, self.size, room) if prompt else ("", self.size)
            theme.blit_text(surface, shown, size, PALETTE["disabled"], (left, box.centery), anchor="midleft")
            before = ""
        else:
            size = self.text_size(theme, text, room)
            shown, start = window(theme.font(size), text, min(self.caret, len(text)), room)
            theme.blit_text(surface, shown, size, PALETTE["ink"], (left, box.centery), anchor="midleft")
            before = text[start : min(self.caret, len(text))]
        if focused:
            x = left + theme.font(size).size(before)[0] + 1
            half = theme.font(size).get_height() // 2
            pygame.draw.line(surface, PALETTE["ink"], (x, box.centery - half), (x, box.centery + half), 2)

    def text_size(self, theme: Theme, text: str, room: int) -> int:
        """The field's size, or a name row's a step down the type scale where the name is too long for it."""
        if not self.labelled:
            return self.size
        sizes = [s for s in sorted(TYPE_SCALE, reverse=True) if SMALLEST <= s <= self.size]
        return next((s for s in sizes if theme.font(s).size(text)[0] <= room), SMALLEST)


def window(font: pygame.font.Font, text: str, caret: int, room: int) -> tuple[str, int]:
    """The part of ``text`` a box ``room`` pixels wide shows, and where it starts: all of it where it fits, else
    from its start or as far on as keeps the caret in view (so the end of a long path shows while typing)."""
    start = 0
    while start < caret and font.size(text[start:caret])[0] > room:
        start += 1
    shown = text[start:]
    while len(shown) > 1 and font.size(shown)[0] > room:
        shown = shown[:-1]
    return shown, start


def field_keys(form: Form, app: App, event: pygame.event.Event) -> bool:
    """A key for the form's focused text field, first (before a screen's Esc and Backspace): it types, moves its
    caret, pastes or submits; Enter in a field that submits nothing moves on to the next row. True when used."""
    field = form.focused()
    if event.type != pygame.KEYDOWN or not isinstance(field, LineField):
        return False
    if field.key(app, event):
        return True
    if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and field.enabled:
        form.move(1)
        return True
    return False
