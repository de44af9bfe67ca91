"""The Study screen: Puzzles, a record file to open (a text field for its path), and the finished Quarto games
of the history, each with Replay and Review. A file that cannot be read gives one line naming the wrong line."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game import catalog, resources
from game.play.history import History
from game.play.quarto.records import RecordError, import_record, read_record
from game.scenes.common import FormScene
from game.ui.theme import PALETTE, Theme
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

SHOWN_GAMES = 6


class TextField(Widget):
    """One line of text typed by the player (the path of a record file)."""

    def __init__(self, label: str, on_enter: Callable[[], None]) -> None:
        super().__init__(label)
        self.text = ""
        self.on_enter = on_enter

    def activate(self, app: App) -> None:
        self.on_enter()

    def click(self, app: App, pos: tuple[int, int]) -> None:
        """A click only puts the caret in the field (Enter opens the file)."""

    def type(self, text: str) -> None:
        self.text = (self.text + text)[:400]

    def erase(self) -> None:
        self.text = self.text[:-1]

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        theme.panel(surface, self.box, color=PALETTE["paper_hi"], radius=10, shadow=False)
        if focused:
            pygame.draw.rect(
                surface,
                PALETTE["gold"],
                self.box.inflate(theme.px(6), theme.px(6)),
                theme.px(3),
                theme.px(13),
            )
        pad = theme.px(14)
        shown = self.text or self.label
        colour = PALETTE["ink"] if self.text else PALETTE["disabled"]
        while shown and theme.font(16).size(shown)[0] > self.box.w - 2 * pad:
            shown = shown[1:]  # the end of a long path stays in view
        r = theme.blit_text(
            surface, shown, 16, colour, (self.box.x + pad, self.box.centery), anchor="midleft"
        )
        if focused and self.text:
            pygame.draw.line(surface, PALETTE["ink"], (r.right + 2, r.y + 2), (r.right + 2, r.bottom - 2), 2)


def paste() -> str:
    """The clipboard's text on one line, or nothing where there is no clipboard."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        return " ".join((pygame.scrap.get_text() or "").split())
    except (pygame.error, NotImplementedError) as exc:  # no clipboard here (no display, pygame without scrap)
        log.info("no clipboard: %s", exc)
        return ""


def quarto_games(history: History) -> list[tuple[dict, bool]]:
    """The finished Quarto-family games whose record reads, newest first, each with whether replay and the coach
    cover it (the fixed board without a draw pile)."""
    out = []
    for g in history.games():
        if g["game"] not in catalog.GAMES or catalog.GAMES[g["game"]].family != "quarto":
            continue
        try:
            v = read_record(g["record"]).start.variant
        except ValueError:
            continue
        out.append((g, v.board == "fixed" and not v.draw_pile))
    return out


class StudyScene(FormScene):
    name = "study"
    title = "Quarto study"
    subtitle = "Puzzles, replays and the coach's review of your games"

    def build(self) -> list[Widget]:
        self.message = ""
        self.history = History(resources.data_dir())
        self.games = quarto_games(self.history)[:SHOWN_GAMES]
        self.field = TextField("Path of a record file (.txt)", self.open_file)
        widgets: list[Widget] = [
            Button(
                "Puzzles",
                lambda: self.app.push("study-puzzles"),
                sublabel="Win in 1, 2, 3 · today’s puzzle",
                primary=True,
            ),
            self.field,
            Button("Open record", self.open_file, size=16),
        ]
        self.rows: list[tuple[Button, Button]] = []
        for entry, shown in self.games:  # the unmarked board and the draw pile are left out (greyed)
            replay = Button("Replay", functools.partial(self.show, entry, "replay"), size=15, enabled=shown)
            review = Button(
                "Review", functools.partial(self.show, entry, "study-review"), size=15, enabled=shown
            )
            self.rows.append((replay, review))
            widgets += [replay, review]
        widgets.append(Button("Back", self.app.back, size=16))
        return widgets

    def enter(self) -> None:
        super().enter()
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def show(self, entry: dict, scene: str) -> None:
        self.app.push(scene, text=entry["record"], players=entry["players"])

    def open_file(self) -> None:
        path = self.field.text.strip().strip('"')
        if not path:
            self.message = "Type the path of a record file first."
            return
        try:
            import_record(path)
        except (RecordError, ValueError) as exc:
            self.message = " ".join(str(exc).split())
            self.app.audio.play("error")
            return
        self.message = ""
        self.app.push("replay", record=path)

    def handle(self, event: pygame.event.Event) -> bool:
        """While the field has the focus, keys type into it (the app passes key presses, whose ``unicode`` is
        the character typed), Backspace erases and Ctrl+V pastes; Enter, Tab and the arrows work as anywhere."""
        if self.form.focused() is self.field and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.field.erase()
                return True
            if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
                self.field.type(paste())
                return True
            char = getattr(event, "unicode", "")
            if (
                char
                and char.isprintable()
                and event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB)
            ):
                self.field.type(char)
                return True
        return super().handle(event)

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        x, top = th.px(72), th.px(170)
        w = min(th.px(520), (size[0] - 3 * x) // 2)
        puzzles, field, open_button, *rest = self.form.widgets
        puzzles.rect = pygame.Rect(x, top, w, th.px(64))
        field.rect = pygame.Rect(x, top + th.px(130), w, th.px(46))
        open_button.rect = pygame.Rect(x, field.rect.bottom + th.px(10), th.px(180), th.px(44))
        self.message_at = (x, open_button.rect.bottom + th.px(12))
        self.message_w = w
        rx = x + w + x
        rw = size[0] - rx - x
        self.list_top = top
        self.list_x, self.list_w = rx, rw
        bw = th.px(96)
        row_h = th.px(58)
        for i, (replay, review) in enumerate(self.rows):
            y = top + th.px(34) + i * row_h
            review.rect = pygame.Rect(rx + rw - bw, y + th.px(8), bw, th.px(38))
            replay.rect = pygame.Rect(rx + rw - 2 * bw - th.px(8), y + th.px(8), bw, th.px(38))
        rest[-1].rect = pygame.Rect(x, size[1] - th.px(92), th.px(200), th.px(56))

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_header(surface)
        x = self.field.box.x
        th.blit_text(
            surface, "Open a game record", 20, PALETTE["gold"], (x, self.field.box.y - th.px(34)), bold=True
        )
        if self.message:
            y = self.message_at[1]
            for line in th.wrap(self.message, 15, self.message_w)[:3]:
                th.blit_text(surface, line, 15, (255, 190, 170), (x, y))
                y += th.font(15).get_linesize()
        th.blit_text(
            surface, "Finished games", 20, PALETTE["gold"], (self.list_x, self.list_top - th.px(4)), bold=True
        )
        if not self.games:
            text = "No finished Quarto game yet: play one, and it appears here for replay and review."
            y = self.list_top + th.px(34)
            for line in th.wrap(text, 16, self.list_w):
                th.blit_text(surface, line, 16, PALETTE["muted"], (self.list_x, y))
                y += th.font(16).get_linesize()
        for (entry, _shown), (replay, _review) in zip(self.games, self.rows, strict=True):
            y = replay.box.y
            title = catalog.GAMES[entry["game"]].title
            names = " v ".join(entry["players"])
            th.blit_text(surface, f"{title} · {names}", 16, PALETTE["cream"], (self.list_x, y), bold=True)
            when = entry["date"].replace("T", " ").rstrip("Z")[:16]
            th.blit_text(
                surface, f"{entry['result']} · {when}", 14, PALETTE["muted"], (self.list_x, y + th.px(22))
            )
        note = "Puzzles and the coach cover the fixed 4×4 board (the unmarked board and the draw pile are left out)."
        th.blit_text(surface, note, 14, PALETTE["muted"], (x, self.form.widgets[-1].box.y - th.px(30)))
        self.form.draw(surface, th)
