"""The frame every lesson shares: a stage with the game's real pieces on the left, the step's words and a
feedback line on the right, progress dots, Skip and Next/Done. A lesson subclass sets up each step's position
with the real rules engine, draws the stage and answers clicks on it; it says ``passed(...)`` when the step's
goal is met and ``wrong(...)`` with the reason when a try is not right."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.i18n import N_, _
from game.scenes.base import Scene
from game.scenes.howto.paint import Painter
from game.scenes.keymap import CLICK, ESC, FORM_ROWS, KeyRow, row
from game.scenes.lessons import progress
from game.ui.backdrop import felt_backdrop
from game.ui.rows import share_row
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Form

if TYPE_CHECKING:
    from game.app import App

Hit = tuple[str, int]  # what a click on the stage names: ("cell", 5), ("piece", 3), ("card", 0)


class LessonScene(Scene):
    name = "lesson"
    heading = N_("Lesson")
    steps: tuple[tuple[str, str], ...] = ()  # (title, what to do), marked with N_ and translated when drawn

    def __init__(self, app: App, game: str, **options: Any) -> None:
        super().__init__(app, **options)
        self.game = game  # the entry the lesson teaches (``lesson_of``): its progress is kept under it
        self.step = 0
        self.complete = False  # the current step's goal is met
        self.feedback = ""
        self.feedback_ok = True
        self.hits: dict[
            Hit, pygame.Rect
        ] = {}  # what can be clicked on the stage → its rect (drawn last frame)
        self.skip_button = Button(N_("Skip lesson"), self.skip, size=17)
        self.next_button = Button(N_("Next"), self.advance, size=18, primary=True)
        self.stage_buttons: list[Button] = []
        self.form = Form([self.next_button, self.skip_button])
        self.entered_frame = 0

    # the flow ----------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.entered_frame = self.app.frame
        self.start_step(0)

    def start_step(self, i: int) -> None:
        self.step, self.complete, self.feedback = i, False, ""
        self.setup(i)
        self._refresh()

    def setup(self, step: int) -> None:
        """Build the step's position (subclasses)."""

    def passed(self, text: str) -> None:
        self.complete, self.feedback, self.feedback_ok = True, text, True
        self.app.audio.play("win" if self.step == len(self.steps) - 1 else "click")
        self._refresh()

    def wrong(self, text: str) -> None:
        self.feedback, self.feedback_ok = text, False
        self.app.audio.play("error")

    def advance(self) -> None:
        if not self.complete:
            return
        if self.step + 1 < len(self.steps):
            self.start_step(self.step + 1)
        else:
            progress.mark(self.app.settings, self.game, progress.DONE)
            self.app.back()

    def skip(self) -> None:
        progress.mark(self.app.settings, self.game, progress.SKIPPED)
        self.app.back()

    def _refresh(self) -> None:
        last = self.step == len(self.steps) - 1
        self.next_button.label = N_("Done") if last else N_("Next")
        self.next_button.enabled = self.complete
        self.form.set_widgets([self.next_button, self.skip_button, *self.stage_buttons])
        # Enter takes the step's primary action, never Skip (Esc or a click skips): Next once the goal is met,
        # else the stage's first button (Play, Green up...), else Next, grey until the task on the stage is done
        ready = [b for b in self.stage_buttons if b.enabled]
        self.form.focus = 2 + self.stage_buttons.index(ready[0]) if ready and not self.complete else 0

    def set_stage_buttons(self, buttons: list[Button]) -> None:
        self.stage_buttons = buttons
        self._refresh()

    # input -------------------------------------------------------------------------------------------
    def key_help(self) -> tuple[KeyRow, ...]:
        return (
            row(CLICK, does=N_("do what the step asks (on the board or the cards)")),
            *FORM_ROWS[:3],
            row(ESC, does=N_("skip the lesson")),
        )

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.skip()
            return True
        if self.form.handle(self.app, event):
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.complete:
            for key, rect in list(self.hits.items()):
                if rect.collidepoint(event.pos):
                    self.click(key)
                    return True
        return True

    def click(self, key: Hit) -> None:
        """A click on a stage item named ``key`` (subclasses)."""

    def autoplay(self, frame: int) -> None:
        if frame - self.entered_frame > 40:
            self.skip()

    # layout and drawing ------------------------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        m = th.px(56)
        top = th.px(110)
        side_w = th.px(380)
        self.stage = pygame.Rect(m, top, size[0] - 2 * m - side_w - th.px(24), size[1] - top - m)
        self.side = pygame.Rect(self.stage.right + th.px(24), top, side_w, self.stage.h)
        by = self.side.bottom - th.px(24) - th.px(50)
        row = pygame.Rect(self.side.x + th.px(24), by, self.side.w - th.px(48), th.px(50))
        share_row(th, [self.skip_button, self.next_button], row, th.px(12))  # "Lektion überspringen" at 150 %

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        surface.blit(felt_backdrop(surface.get_size()), (0, 0))
        p = Painter(self.app, surface)
        th.blit_text(
            surface, self.heading_words(), 36, PALETTE["title"], (self.stage.x, th.px(34)), bold=True
        )
        th.blit_text(
            surface, _("Esc  skip"), 15, PALETTE["muted"], (self.side.right, th.px(48)), anchor="topright"
        )
        th.panel(surface, self.stage, color=PALETTE["felt_dark"], radius=18, alpha=150)
        self.hits = {}
        self.draw_stage(p, self.stage.inflate(-th.px(32), -th.px(32)))
        th.panel(surface, self.side, radius=18)
        self._draw_side(p)
        self.form.draw(surface, th)
        self.painted = p.rects

    def draw_stage(self, p: Painter, rect: pygame.Rect) -> None:
        """The step's board, cards and stage buttons (subclasses; put clickables in ``self.hits``)."""

    def _draw_side(self, p: Painter) -> None:
        th = self.app.theme
        inner = self.side.inflate(-th.px(48), -th.px(48))
        n = len(self.steps)
        for i in range(n):
            colour = PALETTE["gold"] if i <= self.step else PALETTE["paper_lo"]
            pygame.draw.circle(
                p.surface, colour, (inner.x + th.px(8) + i * th.px(22), inner.y + th.px(8)), th.px(6)
            )
        p.text(
            _("Step {n} of {total}").format(n=self.step + 1, total=n),
            15,
            (inner.right, inner.y),
            anchor="topright",
            color=PALETTE["ink_soft"],
        )
        title, what = self.step_words(self.step)
        y = inner.y + th.px(34)
        p.text(title, 26, (inner.x, y), bold=True, width=inner.w)
        y += max(th.px(44), th.font(26, True).get_linesize() + th.px(8))  # under the title at any text size
        body = pygame.Rect(inner.x, y, inner.w, self.skip_button.box.y - y - th.px(16))
        used = p.para(what, 17, body)
        if self.feedback:
            fb = pygame.Rect(inner.x, y + used + th.px(16), inner.w, body.bottom - y - used - th.px(16))
            colour = PALETTE["ok"] if self.feedback_ok else PALETTE["danger"]
            pygame.draw.rect(
                p.surface,
                colour,
                (fb.x - th.px(12), fb.y, th.px(4), min(fb.h, p.para_height(self.feedback, 16, fb.w))),
            )
            used += p.para(self.feedback, 16, fb, color=colour) + th.px(16)
        notes = pygame.Rect(inner.x, y + used + th.px(16), inner.w, body.bottom - y - used - th.px(16))
        if notes.h > th.px(40):
            self.draw_notes(p, notes)

    def draw_notes(self, p: Painter, rect: pygame.Rect) -> None:
        """Extra help under the feedback in the side panel (subclasses)."""

    def say(self, text: str) -> str:
        """Step words with the game's own names filled in (subclasses may add more)."""
        return text

    def heading_words(self) -> str:
        """The lesson's title, in the language in use."""
        return _(self.heading)

    def step_words(self, i: int) -> tuple[str, str]:
        """Step ``i``'s title and what to do, in the language in use."""
        title, what = self.steps[i]
        return _(title), self.say(_(what))
