"""The title screen: the five games, Continue, Settings, How to play, Statistics and Quit."""

from __future__ import annotations

import functools
import logging
from typing import Literal

import pygame

from game import catalog, i18n, resources
from game.i18n import N_, _
from game.saves import continue_options, menu_entry, slot_game
from game.scenes.common import FormScene
from game.scenes.keymap import DOWN, ENTER, ESC, LEFT, RIGHT, SHIFT_TAB, SPACE, TAB, UP, KeyRow, row
from game.scenes.warmup import ImportAhead, family_modules, idle_work
from game.ui.backdrop import felt_backdrop, felt_kept, felt_step
from game.ui.theme import PALETTE, Theme
from game.ui.widgets import Button, Widget

log = logging.getLogger(__name__)

# the shell's own entries; the games' blurbs come from the catalog
BLURBS = {
    "continue": N_("Pick up the game you left, exactly where you left it."),
    "settings": N_("Language, text size, sound, window, animation speed and colour-blind aids."),
    "rules": N_("The rules of every game, with examples."),
    "stats": N_("Your wins, losses and draws against each opponent."),
    "quit": N_("Leave Quadrille. Every game in progress is already saved."),
    "study": N_(
        "Quarto and SET puzzles, replays, and the coach's review of your Quarto, SET and QU4TO games."
    ),
    "about": N_("The version, who designed the games, the licences, and where your files are kept."),
    "friends": N_(
        "Host a table that friends join from their own machines, or join a friend's: on the same network, over "
        "a VPN, or through a forwarded port."
    ),
    "daily": N_(
        "A SET puzzle, a Quarto puzzle and a QU4TO deal, the same for everyone today; "
        "solve one a day to keep your streak."
    ),
}
#: the shell's own buttons under the games: (key, label)
SHELL = (
    ("settings", N_("Settings")),
    ("rules", N_("How to play")),
    ("stats", N_("Statistics")),
    ("friends", N_("Play with friends")),  # at the top right, before About (layout)
    ("about", N_("About")),  # at the top right (layout), Quit stays last
    ("quit", N_("Quit")),
)

HINT = N_("Arrows choose   Enter opens   Esc quits (your games are saved)")
AUTOPLAY_TOUR = ("settings", "rules", "stats", "quarto", "set")


class MenuScene(FormScene):
    name = "menu"

    def build(self) -> list[Widget]:
        app = self.app
        saves = app.saves
        self.saved = saves.latest()  # the game Continue resumes: the newest save
        self.thumb: pygame.Surface | Literal[False] | None = None  # False: the save has no usable picture
        self.thumb_scaled: pygame.Surface | None = None
        self.thumb_language = i18n.language()  # the language the picture above was looked up for
        self.keys: list[str] = ["continue"]
        # (its sublabel, the saved game and when, is written in layout: in the language of the moment)
        self.continue_button = Button(N_("Continue"), self._continue, primary=True, enabled=saves.has_game())
        widgets: list[Widget] = [self.continue_button]
        for game in catalog.menu_games():
            widgets.append(
                Button(
                    game.title, functools.partial(self._open, game.id), sublabel=game.tagline, primary=True
                )
            )
            self.keys.append(game.id)
        widgets.append(
            Button(
                N_("Study"),
                lambda: self._open("study"),
                sublabel=N_("Puzzles and the coach · Quarto, SET, QU4TO"),
            )
        )
        self.keys.append("study")
        # Today's challenge: a small badge at the top right, by About (its streak is written in at layout)
        self.daily_button = Button(N_("Today's challenge"), lambda: self._open("daily"), size=16)
        widgets.append(self.daily_button)
        self.keys.append("daily")
        for key, title in SHELL:
            widgets.append(Button(title, functools.partial(self._open, key), size=16))
            self.keys.append(key)
        self.tour = 0
        self.showcase_ready = True  # the preview's row of pieces is drawn whole (else: painted over frames)
        # in idle frames: every game's setup screen, then every table, imported ahead (game/scenes/warmup.py)
        self.ahead = ImportAhead(*family_modules("setup"), *family_modules("scene"))
        return widgets

    def _continue(self) -> None:
        if self.saved and self.app.saves.has_game(self.saved):
            saved = self.saved
            self.app.go(slot_game(saved), resume=self.app.saves.state(saved), **continue_options(saved))

    def _open(self, key: str) -> None:
        if key == "quit":
            self.app.quit()
        elif key in ("settings", "rules", "stats"):
            self.app.push(key)
        else:
            self.app.push(key)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # like the Quit button, at once: every game is saved as it is played, so nothing can be lost
            self.app.quit()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            small = len(self.form.widgets) - len(SHELL)
            if self.form.focus >= small:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.form.focus = small + (self.form.focus - small + step) % len(SHELL)
                return True
        return super().handle(event)

    def key_help(self) -> tuple[KeyRow, ...]:
        return (
            row(DOWN, TAB, does=N_("highlight the next game or button")),
            row(UP, SHIFT_TAB, does=N_("highlight the previous one")),
            row(LEFT, RIGHT, does=N_("move along the row of small buttons")),
            row(ENTER, SPACE, does=N_("open what is highlighted")),
            row(ESC, does=N_("quit Quadrille (your games are saved)")),
        )

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame < 40:
            return
        key = AUTOPLAY_TOUR[self.tour % len(AUTOPLAY_TOUR)]
        self.tour += 1
        self.form.focus = self.keys.index(key)
        widget = self.form.focused()
        if widget is not None:
            widget.activate(self.app)

    def continue_line(self) -> str:
        """Continue's sublabel: the saved game and when it was saved, or that there is none."""
        if not self.saved:
            return _("No unfinished game")
        saves = self.app.saves
        when = saves.saved_when(game_id=self.saved)
        summary = saves.summary(self.saved)
        return _("{game} · saved {when}").format(game=summary, when=when) if when else summary

    TITLE_SIZES = (64, 44, 34, 28)  # "Quadrille" steps down these when larger text needs the height

    def layout(self, size: tuple[int, int]) -> None:
        """The games' column under the title, the small row under it, the preview at the right. At 100 % text
        the old fixed places; larger text widens the column and grows the rows, and the title gives way."""
        self.felt_ready = False  # (the felt at this size: kept, on disk, or painted a step a frame)
        th = self.app.theme
        th.resize(size)
        self.continue_button.sublabel = self.continue_line()
        x, gap = th.px(72), th.px(8)
        big = self.form.widgets[: 2 + len(catalog.menu_games())]
        # wide enough for the longest sublabel in this language and text size, the preview keeping 300 px
        widest = max(th.font(14).size(_(b.sublabel))[0] for b in big if isinstance(b, Button) and b.sublabel)
        want = max(round(th.px(470) * th.text_scale), widest + 2 * th.px(22) + th.px(4))
        w = max(th.px(470), min(want, size[0] - 2 * x - th.px(300), (size[0] - 2 * x) * 3 // 5))
        sub_h = th.font(14).get_height()
        ideal = max(th.px(54), th.font(22, True).get_height() + sub_h + th.px(6))
        least = th.font(17, True).get_height() + sub_h + th.px(2)  # a label may step down to 17 to share
        small_h = max(th.px(44), th.font(16, True).get_height() + th.px(12))
        px = x + w + th.px(48)
        pw = size[0] - px - x
        # the keys' line goes under the preview; where it would wrap there (larger text), it gets a line of its
        # own under the whole menu, as wide as the window allows
        self.hint_below = th.font(15).size(_(HINT))[0] > pw
        self.hint_lines = th.wrap(_(HINT), 15, max(1, size[0] - 2 * x if self.hint_below else pw))
        below = len(self.hint_lines) * th.font(15).get_linesize() + th.px(4) if self.hint_below else 0
        for title_size in self.TITLE_SIZES:
            self.title_size = title_size
            self.subtitle_y = th.px(36) + th.font(title_size, True).get_height() + th.px(3)
            top = self.subtitle_y + th.font(20).get_height() + th.px(20)
            top = th.px(160) if th.text_scale == 1 else top  # (100 %: the places it always had)
            room = size[1] - th.px(16) - top - th.px(6) - small_h - below
            h = max(th.px(54), min(ideal, room // len(big) - gap))
            if h >= least:
                break
        y = top
        for widget in big:
            widget.rect = pygame.Rect(x, y, w, h)
            y += h + gap
        y += th.px(6)
        small = self.form.widgets[3 + len(catalog.menu_games()) :]  # (after Today's challenge)
        sw = (w - 3 * th.px(10)) // 4
        row = small[:3] + small[5:]  # Settings, How to play, Statistics … Quit
        # one size for the whole row: the largest at which every label of it fits its button
        common = min(th.fit(_(b.label), 16, sw - th.px(16), bold=True) for b in row)
        for i, widget in enumerate(row):
            widget.rect = pygame.Rect(x + i * (sw + th.px(10)), y, sw, small_h)
            if isinstance(widget, Button):
                widget.size = common
        about_w = max(th.px(130), th.font(16, True).size(_(small[4].label))[0] + th.px(40))
        small[4].rect = pygame.Rect(size[0] - x - about_w, th.px(60), about_w, small_h)  # About
        friends_w = max(th.px(130), th.font(16, True).size(_(small[3].label))[0] + th.px(40))
        small[3].rect = pygame.Rect(small[4].box.x - th.px(12) - friends_w, th.px(60), friends_w, small_h)
        self._lay_daily(th, small[3].rect, small_h)  # left of Play with friends
        if self.hint_below:
            self.hint_at = (size[0] - x, y + small_h + th.px(4))
            self.preview = pygame.Rect(px, top, pw, max(0, y + small_h - top))
        else:
            # the hint goes under the panel; where the window's bottom is too near, the panel makes room for it
            hint_bottom = y + small_h + th.px(14) + len(self.hint_lines) * th.font(15).get_linesize()
            over = max(0, hint_bottom - (size[1] - th.px(6)))
            self.preview = pygame.Rect(px, top, pw, max(0, y + small_h - top - over))
            self.hint_at = (self.preview.right - th.px(16), self.preview.bottom + th.px(14))
        self._prewarm(size)

    def _lay_daily(self, th: Theme, about: pygame.Rect, h: int) -> None:
        """Today's challenge left of About, its streak in its label (the file is read once per layout)."""
        from game.play.daily import DailyBook
        from game.scenes.daily.scene import streak_words

        book = DailyBook(resources.data_dir())
        if book.notice:  # a damaged calendar was set aside: said here, where it was found
            self.app.notify(book.notice)
        streak = book.streak()
        label = _("Today's challenge")
        self.daily_button.label = label + " · " + streak_words(streak) if streak else N_("Today's challenge")
        title_right = th.px(72) + th.font(self.title_size, True).size("Quadrille")[0] + th.px(24)
        w = min(
            th.font(16, True).size(_(self.daily_button.label))[0] + th.px(40),
            about.x - th.px(10) - title_right,
        )
        self.daily_button.rect = pygame.Rect(about.x - th.px(10) - w, about.y, w, h)

    def _prewarm(self, size: tuple[int, int] | None = None) -> None:
        """The Quarto table Continue would open gets its art painted by a child process meanwhile (a first
        visit at this window size would otherwise paint for ≈ 0.3 s when Continue is pressed)."""
        from game.scenes.quarto.prewarm import TABLE, prewarm

        if size is None:
            prewarm().poll()  # (in update: a child is not started in the frame that lays the menu out)
        elif self.saved == TABLE and self.app.saves.has_game(TABLE):
            prewarm().request(self.app, {"resume": self.app.saves.state(TABLE)}, size)

    felt_ready = False  # in a window: the felt at this size is ready (a first start paints it a step a frame)

    felt_now = (
        False  # this frame painted a step of the felt, or read it (its drawing paints no showcase piece)
    )

    def update(self, dt: float) -> bool:
        self._prewarm()
        self.felt_now = False
        if not self.felt_ready and not self.app.fast_forward:
            self.felt_now = not felt_kept(self.app.size)
            self.felt_ready = felt_step(self.app.size)
            return True  # (a frame with a step of the felt does no other work ahead; the last one shows it)
        moving = super().update(dt) or not self.showcase_ready
        idle_work(self.app, self.ahead, moving)  # (no import step beside a frame's share of the pieces)
        return moving

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        if self.felt_ready or self.app.fast_forward:
            surface.blit(felt_backdrop(surface.get_size()), (0, 0))
        else:  # a first start: the plain cloth until its felt is painted (``update``, a step a frame)
            surface.fill(PALETTE["felt"])
        x = th.px(72)
        th.blit_text(surface, "Quadrille", self.title_size, PALETTE["title"], (x, th.px(36)), bold=True)
        about = self.daily_button.box.x - th.px(16) - x  # (up to the top right's buttons)
        words, size = th.fit_text(_("A parlour of attribute games"), 20, about)
        th.blit_text(surface, words, size, PALETTE["muted"], (x + th.px(4), self.subtitle_y))
        self.form.draw(surface, th)
        self._draw_preview(surface)
        hx, y = self.hint_at
        for line in self.hint_lines:
            th.blit_text(surface, line, 15, PALETTE["muted"], (hx, y), anchor="topright")
            y += th.font(15).get_linesize()

    def _draw_preview(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        rect = self.preview
        if rect.w < th.px(200):
            return
        key = self.keys[self.form.focus]
        th.panel(surface, rect, color=PALETTE["felt_dark"], alpha=150, shadow=False, radius=18)
        showcase = rect.inflate(-th.px(48), -th.px(48))
        entry = catalog.GAMES.get(key)
        title = _(entry.title if entry else self.form.widgets[self.form.focus].label)
        title, size = th.fit_text(title, 30, showcase.w, bold=True)
        th.blit_text(surface, title, size, PALETTE["title"], (showcase.x, showcase.y), bold=True)
        y = showcase.y + max(th.px(50), th.font(30, True).get_linesize())
        blurb = _(entry.blurb if entry else BLURBS.get(key, "")) or ""
        # the blurb steps down the type scale until it leaves the art a third of the panel
        for size in (19, 18, 17, 16, 15, 14, 13):
            lines = th.wrap(blurb, size, showcase.w)
            if y + len(lines) * th.font(size).get_linesize() <= showcase.bottom - showcase.h // 3:
                break
        for line in lines:
            th.blit_text(surface, line, size, PALETTE["cream"], (showcase.x, y))
            y += th.font(size).get_linesize()
        art_box = pygame.Rect(showcase.x, y + th.px(16), showcase.w, showcase.bottom - y - th.px(16))
        if key == "continue" and self.saved:
            self._draw_saved(surface, art_box)
        else:
            from game.scenes.showcase import draw_showcase

            # in a window, a first paint of the pieces is spread over frames (``update`` asks for them), after the
            # felt's own steps: a first start at 3840×2160 gave each of its first frames a step of the felt
            # (40–50 ms) and a piece (17–31 ms), 60–89 ms of CPU
            if (self.felt_ready and not self.felt_now) or self.app.fast_forward:
                self.showcase_ready = draw_showcase(
                    self.app, surface, key, art_box, spread=not self.app.fast_forward
                )
            else:
                self.showcase_ready = False

    def _picture(self) -> pygame.Surface | None:
        """The saved table's picture as a surface (None if the save has none or it is damaged)."""
        if self.thumb_language != i18n.language():  # a picture in another language is not shown (saves.py)
            self.thumb, self.thumb_scaled, self.thumb_language = None, None, i18n.language()
        if self.thumb is None and self.saved:
            import io

            data = self.app.saves.thumbnail(self.saved)
            self.thumb = False
            if data:
                try:
                    self.thumb = pygame.image.load(io.BytesIO(data), "thumb.jpg").convert()
                except pygame.error as exc:  # a picture pygame cannot read: the panel goes without
                    log.info("saved picture not shown: %s", exc)
                    self.thumb = False
        return self.thumb or None

    def _draw_saved(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        """Continue's panel: the picture of the saved table, what game against whom, and when."""
        th = self.app.theme
        saves = self.app.saves
        lines = [
            saves.summary(self.saved),
            _("Saved {when}").format(when=saves.saved_when(game_id=self.saved)),
        ]
        text_h = len(lines) * th.font(18).get_linesize()
        pic = self._picture()
        room = pygame.Rect(box.x, box.y, box.w, max(0, box.h - text_h - th.px(14)))
        y = box.y
        if pic is not None and room.h > th.px(40):
            pw, ph = pic.get_size()
            scale = min(room.w / pw, room.h / ph)
            size = (max(1, int(pw * scale)), max(1, int(ph * scale)))
            if self.thumb_scaled is None or self.thumb_scaled.get_size() != size:
                self.thumb_scaled = pygame.transform.smoothscale(pic, size)
            frame = self.thumb_scaled.get_rect(midtop=(room.centerx, room.y))
            pygame.draw.rect(
                surface, PALETTE["gold"], frame.inflate(th.px(6), th.px(6)), border_radius=th.px(6)
            )
            surface.blit(self.thumb_scaled, frame)
            y = frame.bottom + th.px(14)
        elif self.saved and room.h > th.px(40):  # no picture in this language: the game's own pieces instead
            from game.scenes.showcase import draw_showcase

            draw_showcase(self.app, surface, menu_entry(self.saved), room)
            y = room.bottom + th.px(14)
        for line in lines:
            th.blit_text(surface, line, 18, PALETTE["cream"], (box.centerx, y), anchor="midtop")
            y += th.font(18).get_linesize()
