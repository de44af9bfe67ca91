"""The Study screen for all three families, a tab each: Quarto (puzzles, replay, the coach), SET (the puzzle and
the review of past games), QU4TO (the round review of past matches). The finished games of the tab's family come
from the history, newest first, a page at a time; a record file of any family opens from the path field (its
``[Game …]`` header says which) and one that cannot be read gives one line naming the wrong line."""

from __future__ import annotations

import functools
import logging
from typing import TYPE_CHECKING

import pygame

from game import catalog, resources
from game.i18n import N_, _
from game.jsondoc import JSON
from game.play.history import History
from game.play.quarto.records import read_record
from game.play.said import Said, now
from game.rules.errors import told
from game.scenes.common import FormScene
from game.scenes.keymap import BACKSPACE, CTRL_TAB, CTRL_V, ENTER, ESC, FORM_ROWS, KeyRow, form_rows
from game.scenes.keymap import row as key_row
from game.scenes.study import records_io
from game.ui.textfield import LineField, field_keys
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

SHOWN_GAMES = 5  # games on a page of the list
TABS = {"quarto": "Quarto", "set": "SET", "qu4to": "QU4TO"}  # the games' names: never translated


def quarto_games(history: History) -> list[tuple[JSON, bool]]:
    """The finished Quarto-family games whose record reads, newest first, each with whether replay and the coach
    cover it (the fixed board without a draw pile)."""
    out = []
    for g in family_games(history, "quarto"):
        try:
            v = read_record(g["record"]).start.variant
        except ValueError:
            continue
        out.append((g, v.board == "fixed" and not v.draw_pile))
    return out


def family_games(history: History, family: str) -> list[JSON]:
    """The kept games of one family (quarto, set, qu4to), newest first."""
    return [
        g for g in history.games() if g["game"] in catalog.GAMES and catalog.GAMES[g["game"]].family == family
    ]


class StudyScene(FormScene):
    """Owns the tab shown, the page of its games, the path field and the last message."""

    name = "study"
    title = N_("Study")
    subtitle = N_("Puzzles, replays and the coach's reviews for Quarto, SET and QU4TO")

    def __init__(self, app: App, tab: str = "quarto", **options: object) -> None:
        if tab not in TABS:
            raise ValueError(f"The study has no {tab!r} tab; choose one of {', '.join(TABS)}.")
        self.tab = tab
        self.page = 0
        self.message: str = ""  # (a Said: drawn in the language of the moment)
        self.history = History(resources.data_dir())
        self.field = LineField(
            N_("Type or paste where the file is"),
            limit=400,
            on_submit=self.open_file,
            size=16,
            labelled=False,
        )
        super().__init__(app, **options)
        self.form.focus = list(TABS).index(tab)  # the tab shown has the focus

    # the widgets of the shown tab --------------------------------------------------------
    def tab_games(self) -> list[tuple[JSON, bool]]:
        """The tab's finished games, each with whether its review is there to open."""
        if self.tab == "quarto":
            return quarto_games(self.history)
        if self.tab == "qu4to":
            ready = "qu4to-review" in self.app.registry
            return [(g, ready) for g in family_games(self.history, "qu4to")]
        return [(g, True) for g in family_games(self.history, "set")]

    def build(self) -> list[Widget]:
        self.tabs = {
            key: Button(label, functools.partial(self.show_tab, key), size=17, primary=key == self.tab)
            for key, label in TABS.items()
        }
        self.leads = self.lead_buttons()
        everything = self.tab_games()
        self.pages = max(1, -(-len(everything) // SHOWN_GAMES))
        self.page = min(self.page, self.pages - 1)
        self.games = everything[self.page * SHOWN_GAMES : (self.page + 1) * SHOWN_GAMES]
        self.rows: list[tuple[Button, ...]] = []
        for entry, ready in self.games:
            if self.tab == "quarto":  # the unmarked board and the draw pile are left out (greyed)
                row: tuple[Button, ...] = (
                    Button(
                        N_("Replay"), functools.partial(self.show, entry, "replay"), size=15, enabled=ready
                    ),
                    Button(
                        N_("Review"),
                        functools.partial(self.show, entry, "study-review"),
                        size=15,
                        enabled=ready,
                    ),
                )
            else:
                scene = records_io.REVIEW_SCENES[self.tab]
                row = (
                    Button(N_("Review"), functools.partial(self.show, entry, scene), size=15, enabled=ready),
                )
            self.rows.append(row)
        self.paging = {
            "newer": Button(N_("Newer"), lambda: self.turn(-1), size=15, enabled=self.page > 0),
            "older": Button(N_("Older"), lambda: self.turn(1), size=15, enabled=self.page < self.pages - 1),
        }
        self.back_button = Button(N_("Back"), self.app.back, size=16)
        return [
            *self.tabs.values(),
            *self.leads,
            self.field,
            Button(N_("Open record"), self.open_file, size=16),
            *(b for row in self.rows for b in row),
            *(self.paging.values() if self.pages > 1 else ()),
            self.back_button,
        ]

    def lead_buttons(self) -> list[Button]:
        """The tab's own big buttons over the path field."""
        if self.tab == "quarto":
            return [
                Button(
                    N_("Puzzles"),
                    lambda: self.app.push("study-puzzles"),
                    sublabel=N_("Win in 1, 2, 3 · today’s puzzle"),
                    primary=True,
                )
            ]
        if self.tab == "set":
            scene = catalog.game_for("set", mode="puzzle").id  # the SET puzzle's scene has the game's name
            puzzle = Button(
                N_("SET puzzle"),
                lambda: self.app.push(scene),
                sublabel=N_("Twelve cards, six SETs · today’s"),
                primary=True,
                enabled=scene in self.app.registry,
            )
            return [puzzle]
        return []

    def rebuild(self) -> None:
        self.form.set_widgets(self.build())
        self.layout(self.app.size)

    def show_tab(self, tab: str) -> None:
        self.tab, self.page, self.message = tab, 0, ""
        self.rebuild()
        self.form.focus = list(TABS).index(tab)

    def turn(self, by: int) -> None:
        self.page = max(0, min(self.pages - 1, self.page + by))
        self.rebuild()

    # opening ----------------------------------------------------------------------------------
    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def resume(self) -> None:
        super().resume()
        self.history = History(resources.data_dir())  # a game played meanwhile is listed
        self.rebuild()

    def show(self, entry: JSON, scene: str) -> None:
        self.app.push(scene, text=entry["record"], players=entry["players"])

    def open_file(self) -> None:
        path = self.field.text.strip().strip('"')
        if not path:
            self.message = Said(N_("First type or paste where the game record is."))
            return
        try:
            opened = records_io.open_file(path)
        except ValueError as exc:
            self.message = told(exc)  # (said in the language of the moment, a Sentence as it is shown)
            self.app.audio.play("error")
            return
        if opened.scene not in self.app.registry:
            self.message = Said(
                N_("This is a QU4TO match record; its round review is not in this version yet.")
            )
            return
        self.message = ""
        self.app.push(opened.scene, text=opened.text, players=opened.players)

    def key_help(self) -> tuple[KeyRow, ...]:
        if self.form.focused() is self.field:
            return (
                key_row("A–Z", BACKSPACE, does=N_("type where the game record is (Backspace erases)")),
                key_row(CTRL_V, does=N_("paste a path")),
                key_row(ENTER, does=N_("open the game record")),
                *FORM_ROWS[:2],
                key_row(ESC, does=N_("go back")),
            )
        return (
            key_row("[", "]", CTRL_TAB, does=N_("previous or next game")),
            *form_rows(choices=self.has_choices()),
        )

    def handle(self, event: pygame.event.Event) -> bool:
        """While the field has the focus, keys type into it (the app passes key presses, whose ``unicode`` is
        the character typed), Backspace erases, Ctrl+V pastes and Enter opens the file (``field_keys``); Tab and the
        arrows up and down work as anywhere.
        Elsewhere Ctrl+Tab (or [ and ]) switches the tab."""
        if field_keys(self.form, self.app, event):
            return True
        if (
            self.form.focused() is not self.field
            and event.type == pygame.KEYDOWN
            and (
                event.key in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET)
                or (event.key == pygame.K_TAB and event.mod & pygame.KMOD_CTRL)
            )
        ):
            keys = list(TABS)
            back = event.key == pygame.K_LEFTBRACKET or bool(event.mod & pygame.KMOD_SHIFT)
            self.show_tab(keys[(keys.index(self.tab) + (-1 if back else 1)) % len(keys)])
            return True
        return super().handle(event)

    # layout and drawing -------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        x, tabs_y = th.px(72), max(th.px(150), self.header_bottom(size[0]))  # under a subtitle of two lines
        tw = th.px(130)
        for i, b in enumerate(self.tabs.values()):
            b.rect = pygame.Rect(x + i * (tw + th.px(8)), tabs_y, tw, th.px(40))
        top = tabs_y + th.px(70)
        w = min(th.px(520), (size[0] - 3 * x) // 2)
        for i, b in enumerate(self.leads):
            b.rect = pygame.Rect(x, top + i * th.px(74), w, th.px(64))
        self.field.rect = pygame.Rect(x, top + th.px(130), w, th.px(46))
        opener = self.form.widgets[len(self.tabs) + len(self.leads) + 1]
        # as wide as its label needs in the language in use (at least the English one's 180), never past the field
        label_w = th.font(16, True).size(_(opener.label))[0] + th.px(32)
        opener.rect = pygame.Rect(
            x, self.field.rect.bottom + th.px(10), min(w, max(th.px(180), label_w)), th.px(44)
        )
        self.message_at = (x, opener.rect.bottom + th.px(12))
        self.message_w = w
        rx = x + w + x
        rw = size[0] - rx - x
        self.list_top = top
        self.list_x, self.list_w = rx, rw
        bw, row_h = th.px(96), th.px(58)
        for i, row in enumerate(self.rows):
            y = top + th.px(34) + i * row_h
            for k, b in enumerate(reversed(row)):
                b.rect = pygame.Rect(rx + rw - (k + 1) * bw - k * th.px(8), y + th.px(8), bw, th.px(38))
        page_y = top + th.px(34) + SHOWN_GAMES * row_h + th.px(4)
        self.paging["older"].rect = pygame.Rect(rx + rw - bw, page_y, bw, th.px(36))
        self.paging["newer"].rect = pygame.Rect(rx + rw - 2 * bw - th.px(8), page_y, bw, th.px(36))
        self.back_button.rect = pygame.Rect(x, size[1] - th.px(92), th.px(200), th.px(56))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_header(surface)
        active = self.tabs[self.tab].box
        bar = pygame.Rect(active.x + th.px(10), active.bottom + th.px(5), active.w - th.px(20), th.px(4))
        pygame.draw.rect(surface, PALETTE["gold"], bar, border_radius=th.px(2))
        x = self.field.box.x
        th.blit_text(
            surface,
            _("Open a game record"),
            20,
            PALETTE["gold"],
            (x, self.field.box.y - max(th.px(34), th.font(20, True).get_height() + th.px(4))),
            bold=True,
        )
        if self.message:
            y = self.message_at[1]
            for line in th.wrap(now(self.message), 15, self.message_w)[:3]:
                th.blit_text(surface, line, 15, (255, 190, 170), (x, y))
                y += th.font(15).get_linesize()
        heading = (
            _("Finished games")
            if self.pages == 1
            else _("Finished games · page {n} of {pages}").format(n=self.page + 1, pages=self.pages)
        )
        th.blit_text(
            surface, heading, 20, PALETTE["gold"], (self.list_x, self.list_top - th.px(4)), bold=True
        )
        if not self.games:
            y = self.list_top + th.px(34)
            for line in th.wrap(_(EMPTY[self.tab]), 16, self.list_w):
                th.blit_text(surface, line, 16, PALETTE["muted"], (self.list_x, y))
                y += th.font(16).get_linesize()
        for (entry, _ready), row in zip(self.games, self.rows, strict=True):
            y = row[0].box.y
            room = row[0].box.x - self.list_x - th.px(12)
            title = catalog.GAMES[entry["game"]].title
            # TRANSLATORS: between the players' names of a finished game, e.g. "Ann v Computer"
            players = _(" v ").join(entry["players"])
            text, size = th.fit_text(f"{title} · {players}", 16, room, bold=True)
            th.blit_text(surface, text, size, PALETTE["cream"], (self.list_x, y), bold=True)
            when = entry["date"].replace("T", " ").rstrip("Z")[:16]
            text, size = th.fit_text(f"{entry['result']} · {when}", 14, room)
            th.blit_text(surface, text, size, PALETTE["muted"], (self.list_x, y + th.px(22)))
        note, size = th.fit_text(_(NOTES[self.tab]), 14, surface.get_width() - x - th.px(24))
        th.blit_text(surface, note, size, PALETTE["muted"], (x, self.back_button.box.y - th.px(30)))
        self.form.draw(surface, th)


EMPTY = {
    "quarto": N_("No finished Quarto game yet: play one, and it appears here for replay and review."),
    "set": N_("No finished SET game yet: play one, and it appears here for the coach's review."),
    "qu4to": N_("No finished QU4TO match yet: play one, and it appears here for the round review."),
}
NOTES = {
    "quarto": N_(
        "Puzzles and the coach use the 4×4 board: games on the unmarked board or with a draw pile do not open here."
    ),
    "set": N_("The review shows every SET taken, the wrong calls, and the SETs nobody saw."),
    "qu4to": N_("The round review shows your costly turns first, with what Expert would have played."),
}
