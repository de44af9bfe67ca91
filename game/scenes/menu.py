"""The title screen: the five games, Continue, Settings, How to play, Statistics and Quit."""

from __future__ import annotations

import functools
import logging
from typing import Literal

import pygame

from game import catalog
from game.i18n import N_
from game.scenes.common import FormScene
from game.scenes.keymap import DOWN, ENTER, ESC, LEFT, RIGHT, SHIFT_TAB, SPACE, TAB, UP, KeyRow, row
from game.scenes.warmup import ImportAhead, family_modules, idle_work
from game.ui.backdrop import felt_backdrop
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Widget

log = logging.getLogger(__name__)

# the shell's own entries; the games' blurbs come from the catalog
BLURBS = {
    "continue": "Pick up the game you left, exactly where you left it.",
    "settings": "Sound, window, animation speed and colour-blind aids.",
    "rules": "The rules of every game, with examples.",
    "stats": "Your wins, losses and draws against each opponent.",
    "quit": "Leave Quadrille. Every game in progress is already saved.",
    "study": "Quarto and SET puzzles, replays, and the coach's review of your Quarto, SET and QU4TO games.",
    "about": "The version, who designed the games, the licences, and where your files are kept.",
}

AUTOPLAY_TOUR = ("settings", "rules", "stats", "quarto", "set")


class MenuScene(FormScene):
    name = "menu"

    def build(self) -> list[Widget]:
        app = self.app
        saves = app.saves
        cont_sub = "No unfinished game"
        self.saved = saves.latest()  # the game Continue resumes: the newest save
        self.thumb: pygame.Surface | Literal[False] | None = None  # False: the save has no usable picture
        self.thumb_scaled: pygame.Surface | None = None
        if self.saved:
            when = saves.saved_when(game_id=self.saved)
            cont_sub = saves.summary(self.saved) + (f" · saved {when}" if when else "")
        self.keys: list[str] = ["continue"]
        widgets: list[Widget] = [
            Button("Continue", self._continue, sublabel=cont_sub, primary=True, enabled=saves.has_game())
        ]
        for game in catalog.menu_games():
            widgets.append(
                Button(
                    game.title, functools.partial(self._open, game.id), sublabel=game.tagline, primary=True
                )
            )
            self.keys.append(game.id)
        widgets.append(
            Button("Study", lambda: self._open("study"), sublabel="Puzzles and the coach · all three games")
        )
        self.keys.append("study")
        for key, title in (
            ("settings", "Settings"),
            ("rules", "How to play"),
            ("stats", "Statistics"),
            ("about", "About"),  # at the top right (layout), Quit stays last
            ("quit", "Quit"),
        ):
            widgets.append(Button(title, functools.partial(self._open, key), size=16))
            self.keys.append(key)
        self.tour = 0
        # in idle frames: every game's setup screen, then every table, imported ahead (game/scenes/warmup.py)
        self.ahead = ImportAhead(*family_modules("setup"), *family_modules("scene"))
        return widgets

    def _continue(self) -> None:
        if self.saved and self.app.saves.has_game(self.saved):
            self.app.go(self.saved, resume=self.app.saves.state(self.saved))

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
            small = len(self.form.widgets) - 5
            if self.form.focus >= small:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.form.focus = small + (self.form.focus - small + step) % 5
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

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        x = th.px(72)
        w = th.px(470)
        y = th.px(160)
        h, gap = th.px(54), th.px(8)  # seven big buttons (with Study) above the small row
        big = self.form.widgets[: 2 + len(catalog.menu_games())]
        for widget in big:
            widget.rect = pygame.Rect(x, y, w, h)
            y += h + gap
        y += th.px(6)
        small = self.form.widgets[2 + len(catalog.menu_games()) :]
        sw = (w - 3 * th.px(10)) // 4
        for i, widget in enumerate(small[:3] + small[4:]):
            widget.rect = pygame.Rect(x + i * (sw + th.px(10)), y, sw, th.px(44))
        small[3].rect = pygame.Rect(size[0] - x - th.px(130), th.px(60), th.px(130), th.px(44))  # About
        self.preview = pygame.Rect(
            x + w + th.px(48), th.px(160), size[0] - (x + w + th.px(48)) - x, y + th.px(44) - th.px(160)
        )
        self._prewarm(size)

    def _prewarm(self, size: tuple[int, int] | None = None) -> None:
        """The Quarto table Continue would open gets its art painted by a child process meanwhile (a first
        visit at this window size would otherwise paint for ≈ 0.3 s when Continue is pressed)."""
        from game.scenes.quarto.prewarm import TABLE, prewarm

        if size is None:
            prewarm().poll()  # (in update: a child is not started in the frame that lays the menu out)
        elif self.saved == TABLE and self.app.saves.has_game(TABLE):
            prewarm().request(self.app, {"resume": self.app.saves.state(TABLE)}, size)

    def update(self, dt: float) -> bool:
        self._prewarm()
        moving = super().update(dt)
        idle_work(self.app, self.ahead, moving)
        return moving

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        surface.blit(felt_backdrop(surface.get_size()), (0, 0))
        x = th.px(72)
        th.blit_text(surface, "Quadrille", 64, PALETTE["title"], (x, th.px(36)), bold=True)
        th.blit_text(
            surface, "A parlour of attribute games", 20, PALETTE["muted"], (x + th.px(4), th.px(116))
        )
        self.form.draw(surface, th)
        self._draw_preview(surface)

    def _draw_preview(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        rect = self.preview
        if rect.w < th.px(200):
            return
        key = self.keys[self.form.focus]
        th.panel(surface, rect, color=PALETTE["felt_dark"], alpha=150, shadow=False, radius=18)
        showcase = rect.inflate(-th.px(48), -th.px(48))
        entry = catalog.GAMES.get(key)
        title = entry.title if entry else self.form.widgets[self.form.focus].label
        th.blit_text(surface, title, 30, PALETTE["title"], (showcase.x, showcase.y), bold=True)
        y = showcase.y + th.px(50)
        for line in th.wrap(entry.blurb if entry else BLURBS.get(key, ""), 19, showcase.w):
            th.blit_text(surface, line, 19, PALETTE["cream"], (showcase.x, y))
            y += th.font(19).get_linesize()
        art_box = pygame.Rect(showcase.x, y + th.px(16), showcase.w, showcase.bottom - y - th.px(16))
        if key == "continue" and self.saved:
            self._draw_saved(surface, art_box)
        else:
            from game.scenes.showcase import draw_showcase

            draw_showcase(self.app, surface, key, art_box)
        hint = "Arrows choose   Enter opens   Esc quits (your games are saved)"
        th.blit_text(
            surface,
            hint,
            15,
            PALETTE["muted"],
            (rect.right - th.px(16), rect.bottom + th.px(14)),
            anchor="topright",
        )

    def _picture(self) -> pygame.Surface | None:
        """The saved table's picture as a surface (None if the save has none or it is damaged)."""
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
        lines = [saves.summary(self.saved), f"Saved {saves.saved_when(game_id=self.saved)}"]
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
        for line in lines:
            th.blit_text(surface, line, 18, PALETTE["cream"], (box.centerx, y), anchor="midtop")
            y += th.font(18).get_linesize()
