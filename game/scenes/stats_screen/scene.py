"""Statistics: one tab per game — results by opponent, mode and hot-seat player, win rate and streaks, a bar chart,
SET times, QU4TO points and places, hints and undos — and a reset (asked first) that forgets only that game."""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.i18n import N_, _, decimal, in_seconds, ngettext, pgettext
from game.play.rating import family_of, rating_of
from game.play.stats import GameRecord, stat_games
from game.scenes.common import FormScene
from game.scenes.keymap import BACK_ROW, FORM_ROWS, LEFT, PAGE_DOWN, PAGE_UP, RIGHT, WHEEL, KeyRow, row
from game.scenes.stats_screen import draw, rating_view
from game.scenes.stats_screen.draw import BAR_COLOURS, MODE_COLOURS, TYPE, Group
from game.scenes.stats_screen.modes import lines as modes_lines
from game.scenes.stats_screen.modes import table as modes_table
from game.scenes.stats_screen.pager import Pager
from game.storage import why_not
from game.ui.theme import PALETTE, Color, Theme
from game.ui.widgets import Button, Widget

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

CHART_GAMES = 20  # games shown in a time chart
CHART_LEVELS = 6  # opponents shown in a results chart


def clock(seconds: float | None) -> str:
    """Seconds as a player reads a time: "8.4 s" under a minute, else "3:05"."""
    if seconds is None:
        return "–"
    if seconds < 60:
        return in_seconds(seconds)
    return f"{int(seconds) // 60}:{int(seconds) % 60:02d}"


def ordinal(n: int) -> str:
    """A finishing place: "1st", "2nd" … (each its own msgid: languages write them differently)."""
    # TRANSLATORS: finishing places under a chart's bars, as short as the language writes them
    return {1: _("1st"), 2: _("2nd"), 3: _("3rd"), 4: _("4th"), 5: _("5th")}.get(n, _("{n}th").format(n=n))


class Tab(Button):
    """A game's tab: the open one is filled gold, the others look like quiet buttons."""

    selected = False

    def draw(self, surface: pygame.Surface, theme: Theme, focused: bool) -> None:
        if not self.selected:
            super().draw(surface, theme, focused)
            return
        theme.panel(surface, self.box, color=PALETTE["gold"], radius=12, shadow_alpha=60)
        if focused:
            ring = self.box.inflate(theme.px(6), theme.px(6))
            pygame.draw.rect(surface, PALETTE["cream"], ring, width=theme.px(3), border_radius=theme.px(15))
        theme.blit_text(
            surface, self.label, self.size, PALETTE["ink"], self.box.center, anchor="center", bold=True
        )


class StatsScene(FormScene):
    name = "stats"
    title = N_("Statistics")
    subtitle = N_("Your results from your side of the table, game by game.")

    def __init__(self, app: App, game: str = "", rating: bool = False, **options: Any) -> None:
        self.games = stat_games()
        ids = [g.id for g in self.games]
        game = game or app.stats_book.last_game  # else the game played last
        self.tab = (
            ids.index(app.stats_book.game(game).game_id)
            if game and app.stats_book.game(game).game_id in ids
            else 0
        )
        self.rating_page = rating  # the rating page instead of the results (the Rating button turns it)
        super().__init__(app, **options)
        # laid out in ``layout``
        self.panel = self.left = self.right = pygame.Rect(0, 0, 0, 0)

    # widgets ------------------------------------------------------------------------------------------------
    def build(self) -> list[Widget]:
        self.tabs = [
            Tab(g.title, functools.partial(self.show, i), size=TYPE["body"]) for i, g in enumerate(self.games)
        ]
        self.back_button = Button(N_("Back"), self.app.back, size=20)
        self.reset_button = Button(N_("Reset…"), self.ask_reset, size=18)
        self.page_button = Button(N_("Rating"), self.turn_page, size=18)
        self.opponents_pager = Pager(TYPE["small"])  # "By opponent" a page at a time where it is too long
        self.modes_pager = Pager(TYPE["small"])  # "By mode" too, where its names wrapped do not all fit
        self._mark_tab()
        pagers = [self.opponents_pager, self.modes_pager]
        return [*self.tabs, *pagers, self.back_button, self.page_button, self.reset_button]

    def turn_page(self) -> None:
        """Results ↔ rating: the button names the page it opens."""
        self.rating_page = not self.rating_page
        self._mark_tab()

    @property
    def game(self) -> catalog.Game:
        return self.games[self.tab]

    def record(self) -> GameRecord:
        return self.app.stats_book.game(self.game.id)

    def show(self, index: int) -> None:
        """Open the tab of game ``index`` (the tabs wrap round)."""
        self.tab = index % len(self.games)
        self.opponents_pager.start = self.modes_pager.start = 0
        if self.form.focused() in self.tabs:
            self.form.focus = self.tab  # the keyboard focus follows the open tab
        self._mark_tab()

    def _mark_tab(self) -> None:
        for i, button in enumerate(self.tabs):
            button.selected = i == self.tab
        self.reset_button.enabled = not self.record().empty
        self.page_button.label = N_("Results") if self.rating_page else N_("Rating")

    def ask_reset(self) -> None:
        title = self.game.title
        self.app.push(
            "confirm",
            text=_("Reset your {game} statistics?").format(game=title),
            detail=_(
                "Every {game} result, streak and time is forgotten. The other games keep theirs."
            ).format(game=title),
            yes=N_("Reset"),
            no=N_("Keep them"),
            on_yes=self.reset,
        )

    def reset(self) -> None:
        try:
            self.app.stats_book.reset(self.game.id)
        except OSError as exc:  # cleared on screen; the file keeps the old figures until a write succeeds
            log.warning("the statistics could not be saved: %r", exc)
            self.app.notify(_("The statistics could not be saved ({error}).").format(error=_(why_not(exc))))
        self._mark_tab()

    def key_help(self) -> tuple[KeyRow, ...]:
        # Page Up / Down and the wheel turn the opponents' pages, else the modes' (``handle``)
        if self.opponents_pager.enabled:
            pages: tuple[KeyRow, ...] = (row(PAGE_UP, PAGE_DOWN, WHEEL, does=N_("more opponents")),)
        elif self.modes_pager.enabled:
            pages = (row(PAGE_UP, PAGE_DOWN, WHEEL, does=N_("more modes")),)
        else:
            pages = ()
        return (row(LEFT, RIGHT, does=N_("previous or next game")), *pages, *FORM_ROWS[:3], BACK_ROW)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if self.form.focused() in (self.opponents_pager, self.modes_pager):  # ← → turn its pages
                return super().handle(event)
            self.show(self.tab + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        # Page Up / Page Down and the wheel: the opponents' pages, else the modes' (a page focused: its own)
        focused = self.form.focused()
        pager = focused if isinstance(focused, Pager) else self.opponents_pager
        pager = pager if pager.enabled else self.modes_pager
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            return pager.turn(1 if event.key == pygame.K_PAGEDOWN else -1)
        if event.type == pygame.MOUSEWHEEL and self.left.collidepoint(pygame.mouse.get_pos()):
            return pager.turn(-1 if event.y > 0 else 1)
        return super().handle(event)

    def resume(self) -> None:
        super().resume()
        self._mark_tab()

    # layout ------------------------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        margin = th.px(72)
        top = th.px(48) + th.font(44, True).get_linesize() + th.font(18).get_linesize() + th.px(20)
        gap = th.px(8)
        tab_w = (size[0] - 2 * margin - gap * (len(self.tabs) - 1)) // len(self.tabs)
        for i, (button, g) in enumerate(zip(self.tabs, self.games, strict=True)):
            button.rect = pygame.Rect(margin + i * (tab_w + gap), top, tab_w, th.px(40))
            # a title too long for its tab gives its short name ("Aces & Faces Quarto": "Aces & Faces")
            fits = th.font(TYPE["body"], True).size(g.title)[0] <= tab_w - th.px(16)
            button.label = draw.clip(th, g.title if fits else g.name, TYPE["body"], tab_w - th.px(16), True)
        bottom_h = th.px(48)
        self.back_button.rect = pygame.Rect(0, 0, th.px(200), bottom_h)
        self.reset_button.rect = pygame.Rect(0, 0, th.px(200), bottom_h)
        y = size[1] - th.px(24) - bottom_h
        self.page_button.rect = pygame.Rect(0, 0, th.px(200), bottom_h)
        self.page_button.rect.midtop = (size[0] // 2, y)
        self.back_button.rect.topright = (self.page_button.rect.x - th.px(16), y)
        self.reset_button.rect.topleft = (self.page_button.rect.right + th.px(16), y)
        panel_top = top + th.px(40) + th.px(14)
        self.panel = pygame.Rect(margin, panel_top, size[0] - 2 * margin, y - th.px(18) - panel_top)
        self.table = self.panel  # the area a pause overlay dims (tests look at it)
        inner = self.panel.inflate(-th.px(48), -th.px(36))
        split = inner.x + int(inner.w * 0.54)
        self.left = pygame.Rect(inner.x, inner.y, split - inner.x - th.px(20), inner.h)
        self.right = pygame.Rect(split + th.px(20), inner.y, inner.right - split - th.px(20), inner.h)

    # drawing ------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_header(surface)
        th.panel(surface, self.panel, radius=16)
        rec = self.record()
        self.opponents_pager.hide()  # the table places it again where its rows do not all fit
        self.modes_pager.hide()
        if self.rating_page:
            inner = self.panel.inflate(-self.app.theme.px(48), -self.app.theme.px(36))
            rating_view.draw_page(surface, th, inner, rating_of(rec.book), family_of(rec.game_id))
        elif rec.empty:
            self._draw_empty(surface)
        else:
            self._draw_left(surface, rec)
            self._draw_right(surface, rec)
        # a page line hidden under the focus (another tab, or every row fits now): the open tab takes it
        self.form.refocus(self.tabs[self.tab])
        self.form.draw(surface, th)

    def _draw_empty(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        text = _(
            "No {game} games finished yet — your results will appear here after your first game."
        ).format(game=self.game.title)
        wrapped = th.wrap(text, TYPE["head"], self.panel.w - th.px(96))
        y = self.panel.centery - len(wrapped) * draw.line_h(th, TYPE["head"]) // 2
        for line in wrapped:
            th.blit_text(
                surface, line, TYPE["head"], PALETTE["ink"], (self.panel.centerx, y), anchor="midtop"
            )
            y += draw.line_h(th, TYPE["head"])

    def _draw_left(self, surface: pygame.Surface, rec: GameRecord) -> None:
        th = self.app.theme
        versus = rec.versus()
        items = [
            (str(rec.played), _("played")),
            (str(versus.won), _("won")),
            (versus.rate, _("win rate")),
            (str(rec.streak), _("streak")),
            (str(rec.best_streak), _("best streak")),
        ]
        y = draw.tiles(surface, th, self.left, items) + th.px(14)
        opponents, modes = rec.opponents(), rec.modes()
        left, body = self.left, draw.line_h(th, TYPE["body"])
        heights = [
            draw.table_height(th, len(opponents)),
            draw.table_height(th, modes_lines(th, left, modes, False)),
        ]
        compact = y + sum(heights) > left.bottom  # large text: each title on its column heads' line
        # the opponents leave the modes room for their heads and every mode, two to a row where they must fold
        # (at 150 % text only two rows were left: "+ 5 more" hid most of SET's modes), or each on the lines its
        # name wraps to, as long as the opponents keep a row and their pages' line
        two = -(-len(modes) // 2) if compact else len(modes)
        top = draw.table_top(th, compact) + th.px(10)
        keep = top + two * body if two else 0
        if modes and opponents:
            whole = top + modes_lines(th, left, modes, compact) * body
            keep = max(keep, min(whole, left.bottom - y - top - 2 * body))
        above = pygame.Rect(left.x, left.y, left.w, max(y, left.bottom - keep) - left.y)
        pager = self.opponents_pager
        y = draw.table(
            surface, th, above, y, _("By opponent"), opponents, _("Opponent"), compact, True, pager
        )
        modes_table(surface, th, self.left, y, modes, compact, self.modes_pager)

    def _draw_right(self, surface: pygame.Surface, rec: GameRecord) -> None:
        th = self.app.theme
        right = self.right
        title, groups, keys, fmt = self.chart(rec)
        th.blit_text(surface, title, TYPE["head"], PALETTE["ink"], right.topleft, bold=True)
        y = right.y + draw.line_h(th, TYPE["head"])
        y = draw.legend(surface, th, right.x, y, right.right, keys) + th.px(4)
        facts, players = self.facts(rec), rec.players()
        body = draw.line_h(th, TYPE["body"])
        tight = right.bottom - y - th.px(90) - th.px(24) < body * len(facts)
        if tight:  # large text: each best and average on one line, and a lower chart
            facts = self.facts(rec, compact=True)
        below = body * len(facts) + th.px(16) + draw.table_height(th, min(len(players), 4))
        # a tight chart keeps room for its figures, its labels and a bar
        floor = 2 * draw.line_h(th, TYPE["small"]) + th.px(30) if tight else th.px(90)
        chart_h = max(floor, min(th.px(200), right.bottom - y - below))
        chart = pygame.Rect(right.x, y, right.w, chart_h)
        draw.bars(surface, th, chart, groups, fmt)
        y = draw.lines(surface, th, right, chart.bottom + th.px(14), facts) + th.px(10)
        draw.table(surface, th, right, y, _("Hot-seat players"), players, _("Player"))

    def chart(
        self, rec: GameRecord
    ) -> tuple[str, list[Group], list[tuple[str, Color]], Callable[[float], str]]:
        """(title, bar groups, legend, value format): SET's time per game, QU4TO's places, else results by level."""
        timed = [g for g in rec.recent() if isinstance(g.get("seconds"), (int, float))][-CHART_GAMES:]
        if timed:
            modes = list(dict.fromkeys(m.label for m in rec.modes()))
            colour = {m: MODE_COLOURS[i % len(MODE_COLOURS)] for i, m in enumerate(modes)}
            groups = []
            for g in timed:
                shade = colour.get(g.get("mode", ""), MODE_COLOURS[0])
                groups.append(("", [(g["seconds"], draw.faded(shade) if g.get("hinted") else shade)]))
            used = [m for m in modes if any(g.get("mode") == m for g in timed)]
            keys = [(draw.label_words(m), colour[m]) for m in used]
            if any(g.get("hinted") for g in timed):
                keys.append((_("pale = hinted"), draw.faded(PALETTE["ink_soft"])))
            title = ngettext("Time per game, last {n}", "Time per game, last {n}", len(timed))
            return title.format(n=len(timed)), groups, keys, clock
        places = rec.places()
        if places:
            seats = range(1, max(places) + 1)
            groups = [
                (ordinal(p), [(places.get(p, 0), PALETTE["gold"] if p == 1 else MODE_COLOURS[0])])
                for p in seats
            ]
            return _("Finishing places"), groups, [], str
        groups = [
            (
                draw.label_words(r.label),
                [(r.won, BAR_COLOURS["win"]), (r.lost, BAR_COLOURS["loss"]), (r.drawn, BAR_COLOURS["draw"])],
            )
            for r in rec.opponents()[:CHART_LEVELS]  # the most played: bars stay wide enough to read
        ]
        keys = [
            (_("Won"), BAR_COLOURS["win"]),
            (_("Lost"), BAR_COLOURS["loss"]),
            (pgettext("ties", "Drawn"), BAR_COLOURS["draw"]),
        ]
        return _("Results by opponent"), groups, keys, str

    def facts(self, rec: GameRecord, compact: bool = False) -> list[tuple[str, str]]:
        """The figures under the chart: times, points, hints and undos, where the game has them. ``compact``
        puts each best and average on one line, as SET's other modes have theirs (where large text needs room)."""
        out: list[tuple[str, str]] = []
        if rec.sets_found and compact:
            times = f"{clock(rec.best_set())} · {clock(rec.average_set())}"
            out.append((_("{mode}: best, average").format(mode=self.game.title), times))
        elif rec.sets_found:
            out += [
                (_("Best SET"), clock(rec.best_set())),
                (_("Average per SET"), clock(rec.average_set())),
            ]
        if rec.timed_games and compact:
            # TRANSLATORS: Statistics, a whole game's time: the best and the average on one line ("4:10 · 4:35")
            out.append((_("Game: best, average"), f"{clock(rec.best_game())} · {clock(rec.average_game())}"))
        elif rec.timed_games:
            out += [(_("Best game"), clock(rec.best_game())), (_("Average game"), clock(rec.average_game()))]

        if rec.point_games:
            avg = rec.average_points()
            out += [
                (_("Average points"), decimal(avg) if avg is not None else "–"),
                (_("Best points"), str(rec.best_points())),
            ]
        out.append((_("Games with a hint"), _("{n} of {total}").format(n=rec.hinted, total=rec.played)))
        out.append((_("Hints asked"), str(rec.hints)))
        if self.game.family == "quarto":
            out.append((_("Moves taken back"), str(rec.undos)))
        for mode in rec.timed_modes():  # SET's other modes: their own find times (a chained SET, an UltraSet)
            own = rec.mode_record(mode)
            if own.sets_found:
                times = f"{clock(own.best_set())} · {clock(own.average_set())}"
                out.append((_("{mode}: best, average").format(mode=mode), times))
        return out
