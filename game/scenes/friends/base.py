"""What the "Play with friends" screens share: a form whose text fields take the typing (``FormScene`` gives them the keys), two titled columns laid
out like a setup screen's (so these screens look like the rest of the game), Back and the screen's action along
the bottom, and one line between them that says what is happening or what went wrong."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.scenes.common import FormScene, column
from game.scenes.keymap import KeyRow, form_rows, typing_rows
from game.ui.textfield import LineField
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App


def offstage(app: App) -> bool:
    """A run without a window or under --monkey (tests, tools, soaks): its screens listen on loopback only and
    announce or look for nothing on the network (the rules allow tests and tools 127.0.0.1 alone)."""
    return bool(app.options.headless or app.options.monkey)


def clean_name(text: str) -> str:
    """A typed name as the table will show it: spaces trimmed, at most 24 characters (the protocol's cap)."""
    return " ".join(text.split())[:24]


class FriendsScene(FormScene):
    """A form of rows in two columns (``left``, ``right``) with ``back_button`` and ``go_button`` under them."""

    column_titles: tuple[str, str] = ("", "")
    left: list[Widget]
    right: list[Widget]
    back_button: Button
    go_button: Button

    def __init__(self, app: App, **options: Any) -> None:
        self.status = ""  # the line between the buttons (already translated)
        self.status_bad = False  # an error: drawn in the danger colour
        self.heads: tuple[tuple[int, int, str], ...] = ()
        self.top = 0  # where the columns' rows start
        super().__init__(app, **options)

    def say(self, text: str, bad: bool = False) -> None:
        self.status, self.status_bad = text, bad

    # keys -----------------------------------------------------------------------------------------------
    def key_help(self) -> tuple[KeyRow, ...]:
        if isinstance(self.form.focused(), LineField):
            return typing_rows(N_("type into the field (Backspace erases)"), N_("go back"))
        return form_rows(choices=self.has_choices())

    # layout ---------------------------------------------------------------------------------------------
    def place_columns(self, size: tuple[int, int]) -> tuple[int, int, int, int, int]:
        """Both columns under their titles, and the buttons along the bottom, where a setup screen has them;
        (x0, column width, gap, the left column's end, the right's)."""
        th = self.app.theme
        th.resize(size)
        heads_y = max(th.px(140), self.header_bottom(size[0]) - th.px(12))
        top = heads_y + max(th.px(40), th.font(22, True).get_linesize() + th.px(8))
        gap = th.px(40)
        w = min(th.px(520), (size[0] - 2 * th.px(72) - gap) // 2)
        x0 = (size[0] - (2 * w + gap)) // 2
        rows = max(len(self.left), len(self.right), 1)
        h = max(th.px(34), min(th.px(56), (size[1] - top - th.px(120)) // rows - th.px(8)))
        h = max(h, th.font(20).get_height() + th.px(16))
        self.top = top
        left_end = column(self.left, x0, top, w, h, th.px(8))
        right_end = column(self.right, x0 + w + gap, top, w, h, th.px(8))
        by, bw = size[1] - th.px(92), th.px(200)
        self.back_button.rect = pygame.Rect(x0, by, bw, th.px(56))
        go_w = max(bw + th.px(40), th.font(22, True).size(_(self.go_button.label))[0] + th.px(48))
        self.go_button.rect = pygame.Rect(x0 + 2 * w + gap - go_w, by, go_w, th.px(56))
        left, right = self.column_titles
        self.heads = ((x0, heads_y, left), (x0 + w + gap, heads_y, right))
        return x0, w, gap, left_end, right_end

    def draw_columns(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_header(surface)
        for x, y, text in self.heads:
            if text:
                th.blit_text(surface, _(text), 22, PALETTE["gold"], (x, y), bold=True)
        self.form.draw(surface, th)
        self.draw_status(surface)

    def draw_status(self, surface: pygame.Surface) -> None:
        """The status line between Back and the action, wrapped (never shrunk) to the room between them."""
        if not self.status:
            return
        th = self.app.theme
        back, go = self.back_button.box, self.go_button.box
        lines = th.wrap(self.status, 16, max(1, go.left - back.right - th.px(32)))
        line_h = th.font(16).get_linesize()
        top = back.centery - line_h * len(lines) // 2
        colour = PALETTE["gold"] if self.status_bad else PALETTE["cream"]
        th.blit_lines(surface, lines, 16, colour, ((back.right + go.left) // 2, top))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_columns(surface)
