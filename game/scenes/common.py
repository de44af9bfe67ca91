"""A titled screen with a Form of widgets, Esc to go back, and a simple autoplay that returns after a while."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.saves import continue_options, slot_game
from game.scenes.base import Scene
from game.scenes.keymap import KeyRow, form_rows, typing_rows
from game.scenes.warmup import ImportAhead, idle_work
from game.ui.backdrop import felt_backdrop
from game.ui.textfield import LineField, field_keys
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Form, Selector, Widget, value_box

if TYPE_CHECKING:
    from game.app import App
    from game.ui.theme import Theme

AUTOPLAY_DWELL = 45  # frames a visitor looks at a screen before going back


class FormScene(Scene):
    title = ""  # msgids (N_), translated when drawn
    subtitle = ""

    def __init__(self, app: App, **options: Any) -> None:
        super().__init__(app, **options)
        self.form = Form(self.build())
        self.entered_frame = 0

    def build(self) -> list[Widget]:
        return []

    def enter(self) -> None:
        self.entered_frame = self.app.frame

    def resume(self) -> None:
        self.entered_frame = self.app.frame

    def handle(self, event: pygame.event.Event) -> bool:
        """A focused text field's keys first (Backspace erases there), then Esc or Backspace go back; the rest
        is the form's."""
        if field_keys(self.form, self.app, event):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.app.audio.play("click")
            self.app.back()
            return True
        return self.form.handle(self.app, event)

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame > AUTOPLAY_DWELL:
            self.app.back()

    def title_text(self) -> str:
        """The title in the language of the moment (a screen whose title is worked out says so here)."""
        return _(self.title)

    def subtitle_text(self) -> str:
        """The subtitle in the language of the moment ("" for none); a screen whose subtitle depends on its
        choices says so here."""
        return _(self.subtitle) if self.subtitle else ""

    def subtitle_lines(self, width: int) -> list[str]:
        """The subtitle, wrapped to the window's width less its margins."""
        th = self.app.theme
        text = self.subtitle_text()
        return th.wrap(text, 18, max(1, width - 2 * th.px(72))) if text else []

    def header_bottom(self, width: int) -> int:
        """The y where content may start under the title and its (wrapped) subtitle, for a window ``width`` wide."""
        th = self.app.theme
        bottom = th.px(48) + th.font(44, True).get_linesize()
        lines = self.subtitle_lines(width)
        if lines:
            bottom += (len(lines) - 1) * th.font(18).get_linesize() + th.font(18).get_height()
        return bottom + th.px(24)

    def key_help(self) -> tuple[KeyRow, ...]:
        """A form's keys: Tab and the arrows move, Enter presses, Esc goes back (F1 lists them)."""
        return form_rows(choices=self.has_choices())

    def has_choices(self) -> bool:
        """A widget of the form answers Left and Right (a selector, a switch)."""
        return any(type(w).adjust is not Widget.adjust for w in self.form.widgets)

    def draw_header(self, surface: pygame.Surface) -> int:
        """Backdrop plus the screen title; returns the y where content may start."""
        th = self.app.theme
        surface.blit(felt_backdrop(surface.get_size()), (0, 0))
        x = th.px(72)
        hint = _("Esc  back")
        hint_rect = th.blit_text(
            surface, hint, 15, PALETTE["muted"], (surface.get_width() - x, th.px(60)), anchor="topright"
        )
        title, size = th.fit_text(self.title_text(), 44, hint_rect.x - th.px(24) - x, bold=True)
        th.blit_text(surface, title, size, PALETTE["title"], (x, th.px(48)), bold=True)
        y = th.px(48) + th.font(44, True).get_linesize()
        for line in self.subtitle_lines(surface.get_width()):
            th.blit_text(surface, line, 18, PALETTE["muted"], (x, y))
            y += th.font(18).get_linesize()
        return self.header_bottom(surface.get_width())

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_header(surface)
        self.form.draw(surface, self.app.theme)


def column(widgets: Sequence[Widget], x: int, y: int, w: int, h: int, gap: int) -> int:
    """Stack widgets vertically; returns the y below the last one."""
    for widget in widgets:
        widget.rect = pygame.Rect(x, y, w, h)
        y += h + gap
    return y


class SetupScene(FormScene):
    """A game's setup screen: two titled columns of choices (``self.left``, ``self.right``), Back and Start
    (``self.back_button``, ``self.start_button``) along the bottom, a one-line note between them."""

    column_titles = (N_("Players"), N_("Game"))  # msgids
    # each game's setup screen builds these in ``build``
    left: list[Widget]
    right: list[Widget]
    back_button: Button
    start_button: Button
    resume_button: Button | None = None
    resume_game: str | None = None

    def __init__(self, app: App, **options: Any) -> None:
        super().__init__(app, **options)
        # idle frames import the table Start opens (the package's ``scene`` module): game/scenes/warmup.py
        self.ahead = ImportAhead(type(self).__module__.rpartition(".")[0] + ".scene")

    def update(self, dt: float) -> bool:
        moving = super().update(dt)
        idle_work(self.app, self.ahead, moving)
        if self.ahead.done and not moving and not self.app.fast_forward and self.app.at_rest():
            self.bots_ahead()
        return moving

    def computers_chosen(self) -> bool:
        """The table Start opens now would seat a computer (each game's setup answers from its seats)."""
        return True

    def bots_ahead(self) -> None:
        """While the screen idles, start the process the table's computers will ask, on a thread: starting one
        cost the table's opening frame 20–80 ms of wall time. Not for a table of people only (≈ 30 MB)."""
        if self.computers_chosen():
            from game.ai import worker

            worker.prestart()

    READ_FRAMES = 20  # an --autoplay visitor reads the screen this many frames before Start
    READ_MAX_S = 4.0  # ... and in a window, while the work ahead goes on, at most this long
    read_since: float | None = None  # when the visitor's 20 frames were over

    def reading(self, frame: int, busy: bool = False) -> bool:
        """An --autoplay visitor is still reading the screen: its first 20 frames and, in a window (or with
        --realtime), as a person would, while the table's work ahead goes on (the imports, or ``busy``: a
        game's own, such as a rehearsal) for at most ``READ_MAX_S``. Headless runs at full speed read 20
        frames, so their pictures stay the same frame for frame."""
        if frame - self.entered_frame < self.READ_FRAMES:
            return True
        if self.app.fast_forward:
            return False
        if self.read_since is None:
            self.read_since = time.perf_counter()
        waited = time.perf_counter() - self.read_since
        return waited < self.READ_MAX_S and (busy or not self.ahead.done)

    def key_help(self) -> tuple[KeyRow, ...]:
        """A form's keys; while a name field is highlighted, letters type into it and Enter moves on."""
        if isinstance(self.form.focused(), LineField):
            return typing_rows(N_("type the player's name (Backspace erases)"), N_("back to the menu"))
        return form_rows(N_("back to the menu"), self.has_choices())

    def resume_row(self, entry: str) -> list[Widget]:
        """A Resume button for the newest unfinished game this setup screen starts (menu entry ``entry``), or
        nothing; goes between Back and Start in ``build``."""
        saves = self.app.saves
        self.resume_game = saves.latest(entry)
        if self.resume_game is None:
            self.resume_button = None
            return []
        self.resume_button = Button(N_("Resume"), self.resume_saved, size=20)
        return [self.resume_button]

    def resume_saved(self) -> None:
        game = self.resume_game
        if game and self.app.saves.has_game(game):
            self.app.audio.play("deal")
            self.app.go(slot_game(game), resume=self.app.saves.state(game), **continue_options(game))

    def confirm_new(self, game_id: str, go: Callable[[], None]) -> None:
        """Start a new ``game_id`` game, but never silently over its unfinished one: ask first."""
        saves = self.app.saves
        if not saves.has_game(game_id):
            go()
            return
        self.app.push(
            "confirm",
            text=_("Abandon your game?"),
            detail=_("Your unfinished {game} waits in Continue; a new game takes its place.").format(
                game=saves.summary(game_id)
            ),
            yes=_("Abandon it"),
            no=_("Keep it"),
            on_yes=go,
        )

    def place_columns(self, size: tuple[int, int]) -> tuple[int, int, int, int, int]:
        """Lay out both columns, their titles and the buttons, the same on every setup screen (so a row, a
        legend or a note is where it is on the others); (x0, column width, gap, left end, right end)."""
        th = self.app.theme
        th.resize(size)
        # the column titles go under the header (lower when larger text or a long subtitle needs it)
        heads_y = max(th.px(140), self.header_bottom(size[0]) - th.px(12))
        top = heads_y + max(th.px(40), th.font(22, True).get_linesize() + th.px(8))
        max_w, reserve = th.px(520), th.px(120)
        rows = max(len(self.left), len(self.right))
        gap = th.px(40)
        w = min(max_w, (size[0] - 2 * th.px(72) - gap) // 2)
        x0 = (size[0] - (2 * w + gap)) // 2
        h = max(th.px(34), min(th.px(50), (size[1] - top - reserve) // rows - th.px(8)))
        left_end = column(self.left, x0, top, w, h, th.px(8))
        right_end = column(self.right, x0 + w + gap, top, w, h, th.px(8))
        even_values(th, [self.left, self.right])
        by, bw = size[1] - th.px(92), th.px(200)
        self.back_button.rect = pygame.Rect(x0, by, bw, th.px(56))
        self.start_button.rect = pygame.Rect(x0 + 2 * w + gap - bw - th.px(40), by, bw + th.px(40), th.px(56))
        if self.resume_button is not None:
            self.resume_button.rect = pygame.Rect(0, by, bw, th.px(56))
            self.resume_button.rect.centerx = size[0] // 2
        left, right = self.column_titles
        self.heads = ((x0, heads_y, left), (x0 + w + gap, heads_y, right))
        return x0, w, gap, left_end, right_end

    def draw_columns(self, surface: pygame.Surface) -> None:
        """Backdrop, title, the column titles and every widget."""
        th = self.app.theme
        self.draw_header(surface)
        for x, y, text in self.heads:
            th.blit_text(surface, _(text), 22, PALETTE["gold"], (x, y), bold=True)
        self.form.draw(surface, th)
        if self.resume_button is not None and self.resume_game:  # what Resume brings back, under the button
            saves = self.app.saves
            who = saves.opponent(self.resume_game)
            when = saves.saved_when(game_id=self.resume_game)
            words = _("against {name} · {when}").format(name=who, when=when) if who else when
            at = (self.resume_button.box.centerx, self.resume_button.box.bottom + th.px(6))
            th.blit_text(surface, words, 14, PALETTE["muted"], at, anchor="midtop")

    def draw_note(self, surface: pygame.Surface, note: str) -> None:
        """The quiet note between Back and Start, wrapped onto a second line rather than under a button (above
        Back, across the screen, when Resume takes the middle)."""
        lines, top = self.note_lines(note)
        self.app.theme.blit_lines(surface, lines, 15, PALETTE["muted"], top)

    def note_lines(self, note: str) -> tuple[list[str], tuple[int, int]]:
        """The note's lines and the midtop of the first, where ``draw_note`` puts them."""
        th = self.app.theme
        back, start = self.back_button.box, self.start_button.box
        line_h = th.font(15).get_linesize()
        if self.resume_button is not None:
            lines = th.wrap(note, 15, start.right - back.left)
            return lines, ((back.left + start.right) // 2, back.top - th.px(10) - line_h * len(lines))
        lines = th.wrap(note, 15, start.left - back.right - th.px(32))
        return lines, ((back.right + start.left) // 2, back.centery - line_h * len(lines) // 2)


def even_values(th: Theme, columns: Sequence[Sequence[Widget]]) -> None:
    """One size for every selector's choice on a screen, the largest at which the longest of all their choices
    fits its box: a choice shrunk alone ("Computer · Mittel" at 150 % German) read smaller than its neighbours.
    When no size fits the usual boxes ("Computer · Beginner" at 150 %), a column's boxes widen (``_widen``)."""
    from game.ui.theme import SMALLEST, TYPE_SCALE

    rows: list[list[Widget]] = [
        [w for w in col if isinstance(w, (Selector, LineField)) and w.rect is not None] for col in columns
    ]
    for row in (w for col in rows for w in col):
        row.value_w = 0
    selectors = [w for col in rows for w in col if isinstance(w, Selector)]
    words = [(_(label), value_box(th, sel.box)) for sel in selectors for _value, label in sel.options]
    sizes = [s for s in sorted(TYPE_SCALE, reverse=True) if s <= 18]
    fits = (s for s in sizes if all(th.font(s, True).size(w)[0] <= box.w - 2 * box.h for w, box in words))
    size = next(fits, 0) or _widen(th, rows, sizes)  # (measured, not fitted: a choice not shown now is no
    for sel in selectors:  # misfit of this frame)
        sel.value_size = size or SMALLEST


def _widen(th: Theme, rows: list[list[Widget]], sizes: list[int]) -> int:
    """The largest of ``sizes`` at which every column's choices fit once its value boxes (its name fields'
    too, so they line up) widen into the room its longest label leaves (a label steps down to 16 when its full
    size leaves too little, as a long one does anyway); those widths set, or 0 if none fits."""
    for label_size in (0, 16):
        for size in sizes:
            widths = _widths(th, rows, size, label_size)
            if widths is not None:
                for col, width in zip(rows, widths, strict=True):
                    for w in col:
                        w.value_w = width
                return size
    return 0


def _widths(th: Theme, rows: list[list[Widget]], size: int, label_size: int) -> list[int] | None:
    """Each column's value box width for its choices at ``size`` (0: the usual one), its labels at
    ``label_size`` at most (0: their own); None when a column has not the room."""
    widths: list[int] = []
    for col in rows:
        selectors = [w for w in col if isinstance(w, Selector)]
        if not selectors:
            widths.append(0)
            continue
        usual = value_box(th, selectors[0].box).w
        need = max(
            th.font(size, True).size(_(label))[0] + 2 * value_box(th, sel.box).h
            for sel in selectors
            for _value, label in sel.options
        )
        labels = [th.font(min(w.label_size, label_size or w.label_size)).size(_(w.label))[0] for w in col]
        room = min(w.box.w - th.px(50) - label_w for w, label_w in zip(col, labels, strict=True))
        if need > max(usual, room):
            return None
        widths.append(need if need > usual else 0)
    return widths
