"""A small widget set (button, toggle, selector; the slider in ``slider.py``, the text field in ``textfield.py``) and a Form that gives
keyboard focus to them. Labels, sublabels and a selector's option names are English msgids (``N_("Play")``),
translated when drawn, so a change of language shows at the next frame; a formatted label is set in ``layout``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from game.i18n import _
from game.ui.theme import PALETTE, TYPE_SCALE, Color, Theme

if TYPE_CHECKING:
    from game.app import App

Action = Callable[[], None]
T = TypeVar("T")


class Widget:
    focusable = True
    label_size = 20  # the label's type-scale size before it steps down (a screen may give its rows one)
    value_w = 0  # a value box's width when its screen widens it (``even_values``); 0: ``value_box``'s own

    def __init__(self, label: str, *, enabled: bool = True) -> None:
        self.label = label
        self.enabled = enabled
        self.rect: pygame.Rect | None = None
        self.hovered = False
        self.pressed = False

    @property
    def box(self) -> pygame.Rect:
        """The rect the layout gave the widget (it is drawn only once it has one)."""
        if self.rect is None:
            raise ValueError(f"the widget {self.label!r} is drawn before it is laid out")
        return self.rect

    def activate(self, app: App) -> None:  # Enter / click
        pass

    def adjust(self, app: App, step: int) -> bool:  # Left / Right; True when used
        return False

    def click(self, app: App, pos: tuple[int, int]) -> None:
        self.activate(app)

    def drag(self, app: App, pos: tuple[int, int]) -> None:  # the pointer moves with the button held
        pass

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        raise NotImplementedError

    # shared look ----------------------------------------------------------
    def label_right(self, theme: Theme, rect: pygame.Rect) -> int:
        """Where the label must end in the row ``rect`` (before the row's value or control)."""
        return rect.right - theme.px(22)

    def label_fit(self, theme: Theme) -> int:
        """The size of the type scale the label is drawn at in its row now: for a screen that gives its rows'
        labels one size (the smallest of them), so no label reads smaller than its neighbours."""
        room = self.label_right(theme, self.box) - self.box.x - theme.px(22)
        return theme.fit(_(self.label), self.label_size, max(1, room))

    def draw_label(
        self, surface: pygame.Surface, theme: Theme, rect: pygame.Rect, ink: Color, right: int, size: int = 0
    ) -> None:
        """The translated label at the row's left, middle height, down the type scale to fit before ``right``."""
        left = rect.x + theme.px(22)
        text, fitted = theme.fit_text(_(self.label), size or self.label_size, max(1, right - left))
        theme.blit_text(surface, text, fitted, ink, (left, rect.centery), anchor="midleft")

    def _face(
        self, surface: pygame.Surface, theme: Theme, focused: bool, *, primary: bool = False
    ) -> tuple[pygame.Rect, Color]:
        rect = self.box.move(0, theme.px(2)) if self.pressed else self.box
        if not self.enabled:
            fill, ink = PALETTE["paper_lo"], PALETTE["disabled"]
        elif focused or self.hovered:
            fill, ink = PALETTE["paper_hi"], PALETTE["ink"]
        else:
            fill, ink = (PALETTE["paper"], PALETTE["ink"])
        theme.panel(
            surface, rect, color=fill, radius=12, shadow=self.enabled and not self.pressed, shadow_alpha=60
        )
        if primary and self.enabled:
            bar = pygame.Rect(rect.x, rect.y, theme.px(6), rect.h)
            pygame.draw.rect(
                surface,
                PALETTE["gold"],
                bar,
                border_top_left_radius=theme.px(12),
                border_bottom_left_radius=theme.px(12),
            )
        if focused and self.enabled:
            pygame.draw.rect(
                surface,
                PALETTE["gold"],
                rect.inflate(theme.px(6), theme.px(6)),
                width=theme.px(3),
                border_radius=theme.px(15),
            )
        return rect, ink


class Button(Widget):
    def __init__(
        self,
        label: str,
        action: Action,
        *,
        sublabel: str = "",
        primary: bool = False,
        enabled: bool = True,
        size: int = 22,
    ) -> None:
        super().__init__(label, enabled=enabled)
        self.action = action
        self.sublabel = sublabel
        self.primary = primary
        self.size = size

    def activate(self, app: App) -> None:
        if not self.enabled:
            app.audio.play("error")
            return
        app.audio.play("click")
        self.action()

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        rect, ink = self._face(surface, theme, focused, primary=self.primary)
        pad = theme.px(22)
        room = max(1, rect.w - 2 * pad)
        if not self.sublabel:  # centred: a narrow button lends its label most of its padding
            label, size = theme.fit_text(_(self.label), self.size, max(1, rect.w - theme.px(16)), bold=True)
            theme.blit_text(surface, label, size, ink, rect.center, anchor="center", bold=True)
            return
        label, size = theme.fit_text(_(self.label), self.size, room, bold=True)
        sub, sub_size = theme.fit_text(_(self.sublabel), 14, room)
        # the two lines share the button's height: the label steps down the type scale until both fit
        while (
            theme.font(size, True).get_height() + theme.font(sub_size).get_height() > rect.h
            and size > sub_size
        ):
            label, size = theme.fit_text(
                _(self.label), max(s for s in TYPE_SCALE if s < size), room, bold=True
            )
        top = rect.centery - (theme.font(size, True).get_height() + theme.font(sub_size).get_height()) // 2
        r = theme.blit_text(surface, label, size, ink, (rect.x + pad, top + theme.px(1)), bold=True)
        theme.blit_text(
            surface,
            sub,
            sub_size,
            PALETTE["ink_soft"] if self.enabled else ink,
            (rect.x + pad, r.bottom),
            anchor="topleft",
        )


class Toggle(Widget):
    def __init__(self, label: str, get: Callable[[], bool], put: Callable[[bool], None]) -> None:
        super().__init__(label)
        self.get, self.put = get, put

    def activate(self, app: App) -> None:
        app.audio.play("click")
        self.put(not self.get())

    def adjust(self, app: App, step: int) -> bool:
        self.activate(app)
        return True

    def label_right(self, theme: Theme, rect: pygame.Rect) -> int:
        """Before the switch's word (On or Off, room for the longer) and its track."""
        word_w = max(theme.font(16).size(_("On"))[0], theme.font(16).size(_("Off"))[0])
        return rect.right - theme.px(22) - theme.px(58) - theme.px(24) - word_w

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        rect, ink = self._face(surface, theme, focused)
        on = self.get()
        track = pygame.Rect(0, 0, theme.px(58), theme.px(30))
        track.midright = (rect.right - theme.px(22), rect.centery)
        word = _("On") if on else _("Off")
        self.draw_label(surface, theme, rect, ink, self.label_right(theme, rect))
        pygame.draw.rect(
            surface, PALETTE["ok"] if on else PALETTE["paper_lo"], track, border_radius=track.h // 2
        )
        knob_r = track.h // 2 - theme.px(3)
        cx = track.right - track.h // 2 if on else track.x + track.h // 2
        pygame.draw.circle(surface, PALETTE["paper_hi"], (cx, track.centery), knob_r)
        theme.blit_text(
            surface, word, 16, PALETTE["ink_soft"], (track.x - theme.px(12), rect.centery), anchor="midright"
        )


class Selector(Widget, Generic[T]):
    value_size = 18  # the choice's type-scale size (a screen may give all its selectors one: ``even_values``)

    def __init__(
        self,
        label: str,
        options: Sequence[tuple[T, str]],
        get: Callable[[], T],
        put: Callable[[T], None],
    ) -> None:
        super().__init__(label)
        self.options = list(options)
        self.get, self.put = get, put
        self.left_rect: pygame.Rect | None = None
        self.right_rect: pygame.Rect | None = None

    def index(self) -> int:
        values = [value for value, _label in self.options]
        cur = self.get()
        return values.index(cur) if cur in values else 0

    def adjust(self, app: App, step: int) -> bool:
        app.audio.play("click")
        i = (self.index() + step) % len(self.options)
        self.put(self.options[i][0])
        return True

    def activate(self, app: App) -> None:
        self.adjust(app, 1)

    def click(self, app: App, pos: tuple[int, int]) -> None:
        if self.left_rect is not None and self.left_rect.collidepoint(pos):
            self.adjust(app, -1)
        else:
            self.adjust(app, 1)

    def label_right(self, theme: Theme, rect: pygame.Rect) -> int:
        """Before the value's box."""
        return value_box(theme, rect, self.value_w).x - theme.px(12)

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        rect, ink = self._face(surface, theme, focused)
        box = value_box(theme, rect, self.value_w)
        self.draw_label(surface, theme, rect, ink, self.label_right(theme, rect))
        pygame.draw.rect(surface, PALETTE["paper_lo"], box, border_radius=theme.px(8))
        word = _(self.options[self.index()][1])  # clear of the arrows
        value, size = theme.fit_text(word, self.value_size, box.w - 2 * box.h, bold=True)
        theme.blit_text(surface, value, size, ink, box.center, anchor="center", bold=True)
        a = theme.px(7)
        self.left_rect = pygame.Rect(box.x, box.y, box.h, box.h)
        self.right_rect = pygame.Rect(box.right - box.h, box.y, box.h, box.h)
        for r, d in ((self.left_rect, -1), (self.right_rect, 1)):
            c = r.center
            pts = [(c[0] + d * a, c[1]), (c[0] - d * a, c[1] - a), (c[0] - d * a, c[1] + a)]
            pygame.draw.polygon(surface, PALETTE["gold_dark"], pts)


def value_box(theme: Theme, rect: pygame.Rect, width: int = 0) -> pygame.Rect:
    """The value's box at the right of a row (a selector's choice, a name field's text): one place for both,
    so a "Name" row lines up with the "Seat" row above it; half the row at most, unless the screen gives a
    ``width`` (larger text: a column of short labels lends its choices more, ``even_values``)."""
    box_w = width or min(max(theme.px(270), round(theme.px(200) * theme.text_scale)), rect.w // 2)
    return pygame.Rect(rect.right - theme.px(16) - box_w, rect.y + theme.px(8), box_w, rect.h - theme.px(16))


class Form:
    """Keyboard focus and mouse routing over an ordered list of widgets (arrows/Tab move, Enter acts)."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = self._first()
        self.hover_sound = True

    def _first(self) -> int:
        for i, w in enumerate(self.widgets):
            if w.focusable and w.enabled:
                return i
        return 0

    def set_widgets(self, widgets: Sequence[Widget]) -> None:
        self.widgets = list(widgets)
        self.focus = min(self.focus, len(self.widgets) - 1) if self.widgets else 0
        if self.widgets and not self.widgets[self.focus].enabled:
            self.focus = self._first()

    def move(self, step: int) -> None:
        n = len(self.widgets)
        for k in range(1, n + 1):
            i = (self.focus + step * k) % n
            w = self.widgets[i]
            if w.focusable and w.enabled:
                self.focus = i
                return

    def focused(self) -> Widget | None:
        return self.widgets[self.focus] if self.widgets else None

    def refocus(self, to: Widget) -> None:
        """When the focused widget has gone (disabled, or given no place this frame: a table's page line where
        every row fits), focus ``to`` instead, else the next one that can take it: Tab, Enter and the arrows
        act from a widget the player sees, never from a hidden one."""
        w = self.focused()
        if w is None or (w.enabled and w.rect is not None):
            return
        if to in self.widgets and to.focusable and to.enabled and to.rect is not None:
            self.focus = self.widgets.index(to)
        else:
            self.move(1)

    def handle(self, app: App, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            key = event.key
            if key in (pygame.K_DOWN, pygame.K_TAB) and not (
                key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            ):
                self.move(1)
                return True
            if key == pygame.K_UP or (key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT):
                self.move(-1)
                return True
            w = self.focused()
            if w is None:
                return False
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                w.activate(app)
                return True
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                return w.adjust(app, -1 if key == pygame.K_LEFT else 1)
            return False
        if event.type == pygame.MOUSEMOTION:
            held = next((w for w in self.widgets if w.pressed), None)
            if held is not None and getattr(event, "buttons", (0,))[0]:
                held.drag(app, event.pos)
                return True
            for i, w in enumerate(self.widgets):
                inside = w.rect is not None and w.rect.collidepoint(event.pos)
                if inside and not w.hovered and w.enabled and i != self.focus:
                    self.focus = i
                w.hovered = inside
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for w in self.widgets:
                if w.rect is not None and w.rect.collidepoint(event.pos) and w.enabled:
                    w.pressed = True
                    return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for i, w in enumerate(self.widgets):
                was = w.pressed
                w.pressed = False
                if was and w.rect is not None and w.rect.collidepoint(event.pos):
                    self.focus = i
                    w.click(app, event.pos)
                    return True
            return False
        return False

    def draw(self, surface: pygame.Surface, theme: Theme) -> None:
        for i, w in enumerate(self.widgets):
            if w.rect is not None:
                w.draw(surface, theme, i == self.focus)
