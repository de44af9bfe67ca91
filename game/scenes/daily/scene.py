"""Today's challenge: the day's SET puzzle, Quarto puzzle and QU4TO deal, the streak, and a calendar of the days
solved. The challenges come from the date (game.play.daily); a finished table counts its own, and the Quarto
puzzle's solve is read from the study's progress when this screen comes back on top."""

from __future__ import annotations

import datetime
import functools
import logging
import threading
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog, resources
from game.i18n import N_, _, ngettext
from game.jsondoc import JSON
from game.play import daily
from game.play.daily import DailyBook
from game.saves import daily_slot
from game.scenes.common import FormScene
from game.scenes.daily.calendar import DOTS, draw_month
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

CHALLENGES = (
    ("set", N_("SET puzzle"), N_("Twelve cards, six SETs: find them all.")),
    ("quarto", N_("Quarto puzzle"), N_("Win against the solver.")),
    ("qu4to", N_("QU4TO deal"), N_("Win the first round against three computers.")),
)


def streak_words(n: int) -> str:
    return ngettext("{n}-day streak", "{n}-day streak", n).format(n=n)


class DailyScene(FormScene):
    name = "daily"
    title = N_("Today's challenge")
    subtitle = N_("The same three challenges for every player today. Solve one a day to keep your streak.")

    def __init__(self, app: App, today: datetime.date | None = None, **options: Any) -> None:
        self.folder = resources.data_dir()
        self.book = DailyBook(self.folder)
        if self.book.notice:
            app.notify(self.book.notice)
        self.clock = today  # a date given (tests, screenshots) stands for the clock's
        self.today = self.book.today(today)
        self.making: threading.Thread | None = None
        self.made: JSON | None = None
        self.failed = False  # the puzzle's search failed (said on the next frame, from the UI thread)
        super().__init__(app, **options)
        self.panel = self.left = self.right = pygame.Rect(0, 0, 0, 0)
        self.refresh()

    def build(self) -> list[Widget]:
        self.buttons = {
            fam: Button(title, functools.partial(self.open, fam), sublabel=blurb, primary=True, size=20)
            for fam, title, blurb in CHALLENGES
        }
        self.back_button = Button(N_("Back"), self.app.back, size=20)
        return [*self.buttons.values(), self.back_button]

    # the challenges ----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        """The day (a clock past midnight turns it), the Quarto solve from the study, and the buttons' words."""
        self.today = self.book.today(self.clock)
        self.book.sync_quarto(self.folder, self.today, self.clock)
        done = self.book.solved(self.today)
        for fam, _title, blurb in CHALLENGES:
            button = self.buttons[fam]
            button.sublabel = N_("Solved today") if fam in done else blurb
        if self.making is not None:
            self.buttons["quarto"].sublabel = N_("Making today's puzzle…")

    def open(self, family: str) -> None:
        """A challenge's table saves into a slot of its own (``saves.daily_slot``), never over the player's own
        unfinished SET puzzle or QU4TO match; today's challenge left unfinished opens where it was left."""
        if family == "set":
            puzzle = catalog.game_for("set", mode="puzzle").id  # its scene has the game's name
            self._table(puzzle, puzzle, daily.set_table(self.today))
        elif family == "qu4to":
            self._table("qu4to", "qu4to-table", daily.qu4to_deal(self.today))
        else:
            self.open_quarto()

    def _table(self, game: str, scene: str, fresh: JSON) -> None:
        slot, saves = daily_slot(game), self.app.saves
        kept = saves.state(slot) if saves.has_game(slot) else {}
        resume = kept if kept.get("daily") == self.today.isoformat() else fresh
        self.app.push(scene, resume=resume, slot=slot)

    def open_quarto(self) -> None:
        """The study's puzzle screen on the day's puzzle, made first (a search: on a thread, or at once headless)."""
        puzzle = self.book.quarto_puzzle(self.today)
        if puzzle is not None:
            self.app.push("study-puzzles", puzzles=[puzzle], today=self.today)
            return
        if self.making is not None:
            return
        if self.app.fast_forward:
            self._make(self.today)
            self.update(0.0)
            return
        self.making = threading.Thread(
            target=self._make, args=(self.today,), name="quadrille-daily", daemon=True
        )
        self.making.start()
        self.refresh()

    def _make(self, day: datetime.date) -> None:
        try:
            self.made = daily.quarto_puzzle(day)
        except Exception:  # a failed search is a message, not a crash
            log.warning("today's Quarto puzzle could not be made", exc_info=True)
            self.failed = True

    def update(self, dt: float) -> bool:
        if self.made is not None:
            made, self.made = self.made, None
            self.making = None
            self.book.keep_quarto_puzzle(self.today, made)
            self.refresh()
            self.open_quarto()
        elif self.failed or (self.making is not None and not self.making.is_alive()):
            if self.failed:
                self.app.notify(_("Today's Quarto puzzle could not be made; the log says why."))
            self.making, self.failed = None, False
            self.refresh()
        return self.making is not None

    def resume(self) -> None:
        super().resume()
        self.book = DailyBook(self.folder)  # a table may have counted a solve meanwhile
        self.refresh()

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame > 60:
            self.app.back()

    # layout and drawing -------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        margin = th.px(72)
        top = self.header_bottom(size[0])
        bottom_h = max(th.px(48), th.font(20, True).get_height() + th.px(16))
        y = size[1] - th.px(24) - bottom_h
        self.back_button.rect = pygame.Rect(margin, y, th.px(200), bottom_h)
        self.panel = pygame.Rect(margin, top, size[0] - 2 * margin, y - th.px(18) - top)
        left_w = int(self.panel.w * 0.46)
        self.left = pygame.Rect(self.panel.x, self.panel.y, left_w, self.panel.h)
        self.right = pygame.Rect(
            self.left.right + th.px(24),
            self.panel.y,
            self.panel.right - self.left.right - th.px(24),
            self.panel.h,
        )
        figure_h = th.font(30, True).get_linesize() + th.font(15).get_linesize() + th.px(16)
        gap = th.px(12)
        h = max(th.px(56), min(th.px(84), (self.left.h - figure_h - 2 * gap) // 3 - gap))
        h = max(h, th.font(20, True).get_height() + th.font(14).get_height() + th.px(10))
        by = self.left.y + figure_h + gap
        for button in self.buttons.values():
            button.rect = pygame.Rect(self.left.x, by, self.left.w, h)
            by += h + gap

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_header(surface)
        self._draw_streak(surface)
        self.form.draw(surface, th)
        done = self.book.solved(self.today)
        for fam, button in self.buttons.items():
            if fam in done:
                r = max(4, th.px(9))
                pygame.draw.circle(surface, DOTS[fam], (button.box.right - th.px(22), button.box.centery), r)
        th.panel(surface, self.right, radius=16)
        draw_month(
            surface, th, self.right.inflate(-th.px(32), -th.px(28)), self.today, self.book.data["days"]
        )

    def _draw_streak(self, surface: pygame.Surface) -> None:
        """The streak as a big figure, the best one under it."""
        th = self.app.theme
        x, y = self.left.x, self.left.y
        streak = self.book.streak(self.clock)
        text, size = th.fit_text(streak_words(streak), 30, self.left.w, bold=True)
        th.blit_text(surface, text, size, PALETTE["title"], (x, y), bold=True)
        y += th.font(30, True).get_linesize()
        best = max(self.book.best, streak)
        caption = _("Days in a row with a challenge solved; best {n}.").format(n=best)
        line, small = th.fit_text(caption, 15, self.left.w)
        th.blit_text(surface, line, small, PALETTE["muted"], (x, y))
