"""App: the window, the clock and the main loop; owns settings, audio, theme, saves and the scene stack."""

from __future__ import annotations

import gc
import logging
import time
import traceback
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game import i18n, resources, storage
from game.art.memo import BUDGET as art_memory
from game.memory import release_memory
from game.perf import Stats
from game.scenes.base import Scene, SceneStack
from game.scenes.keys_overlay import offer_help
from game.ui.fade import Fade
from game.ui.theme import PALETTE
from game.ui.toasts import Toast, age, draw_toasts
from game.window import Window, prepare_display

log = logging.getLogger(__name__)

ACTIVE_FPS = 60
IDLE_FPS = 12
IDLE_AFTER_S = 0.5
FADE_S = {"off": 0.0, "normal": 0.2, "fast": 0.1}


@dataclass
class Options:
    scene: str = "menu"
    seed: int | None = None
    size: tuple[int, int] | None = None
    fullscreen: bool = False
    headless: bool = False
    frames: int | None = None
    autoplay: bool = False
    monkey: bool = False
    screenshot: str | None = None
    stats: bool = False
    realtime: bool = False
    lang: str | None = (
        None  # --lang: this run's language, not remembered (None: Settings', else the system's)
    )


class App:
    def __init__(self, options: Options, t0: float | None = None) -> None:
        from game.audio import Audio
        from game.play.stats import StatsBook
        from game.saves import Saves
        from game.scenes import registry
        from game.settings import Settings
        from game.ui.theme import Theme

        self.options = options
        self.stats = Stats(t0 if t0 is not None else time.perf_counter())
        self.settings = Settings(resources.config_dir() / "settings.json")
        self.saves = Saves(resources.data_dir())
        self.stats_book = StatsBook(resources.data_dir() / "stats.json")
        self.notices: list[str] = [
            n for n in (self.settings.notice, self.saves.notice, self.stats_book.notice) if n
        ]
        for n in self.notices:
            log.warning("%s", n)
        prepare_display()
        pygame.display.init()
        pygame.font.init()
        self.audio = Audio(self.settings)
        i18n.set_language(options.lang or self.settings["language"] or i18n.system_language())
        log.info("language: %s (%s)", i18n.language(), "translated" if i18n.translated() else "the source")
        self.theme = Theme(self.settings["text_size"] / 100)
        self.registry = registry()
        self.stack = SceneStack()
        self.stack.help_hook = offer_help  # F1 or ? on any screen: the keys it answers
        self.running = True
        self.crashed = False
        self.fast_forward = options.headless and not options.realtime
        self.clock = pygame.time.Clock()
        self.frame = 0
        self.fade = Fade(lambda: FADE_S[self.settings["animation"]])
        self.last_input = time.perf_counter()
        self.toasts: list[Toast] = []
        self.monkey = None
        if options.monkey:
            from game.monkey import Monkey

            self.monkey = Monkey(options.seed)
        self.window = Window(self.settings, options.size, options.fullscreen, keep=not options.monkey)
        self.theme.resize(self.size)
        art_memory.fit(self.size)

    # window ----------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        return self.window.screen

    @property
    def fullscreen(self) -> bool:
        return self.window.fullscreen

    def set_fullscreen(self, on: bool) -> None:
        self.window.set_fullscreen(on)
        self._relayout()

    def set_window_size(self, size: tuple[int, int]) -> None:
        if self.window.set_size(size):
            self._relayout()

    def resized(self, size: tuple[int, int]) -> None:
        """The player gave the window ``size`` (a settled VIDEORESIZE): take it and lay every scene out again.
        Public: tests and tools resize through it."""
        self.window.resize(size)
        self._relayout()

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on, remembered; every live scene is laid out again in it, no restart."""
        self.settings.set("language", code)
        if code != i18n.language():
            i18n.set_language(code)
            log.info("language: %s", code)
            self._relayout()

    def set_text_size(self, percent: int) -> None:
        """Text at ``percent`` of the type scale (100, 125, 150), remembered; every live scene is laid out again."""
        self.settings.set("text_size", percent)
        if self.theme.set_text_scale(percent / 100):
            self._relayout()

    def _relayout(self) -> None:
        size = self.screen.get_size()
        self.theme.resize(size)
        art_memory.fit(size)
        for scene in self.stack.scenes:
            scene.layout(size)
        self.fade.stop()
        self.window.whole_next = True

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    # scenes ----------------------------------------------------------------
    def make(self, name: str, **kwargs: Any) -> Scene:
        factory = self.registry[name]
        scene = factory(self, **kwargs)
        scene.layout(self.size)
        return scene

    def _fade(self) -> None:
        self.window.whole_next = True  # another screen: shown whole
        if self.frame > 0:
            self.fade.start(self.screen)

    def go(self, name: str, **kwargs: Any) -> None:
        """Replace the whole stack with a fresh scene (menu → game, game → menu)."""
        log.info("scene: %s -> %s", self.stack.top.name if self.stack.top else "-", name)
        self._fade()
        self.stack.reset(self.make(name, **kwargs))
        if self.fast_forward:
            release_memory()
        else:  # not in the frame that opens a table (≈ 100 ms of its own): in a light frame soon after
            self.release_due = True

    release_due = False
    LIGHT_MS = 15.0  # a frame whose work took less leaves room for the deferred collection (≈ 20–50 ms)

    def push(self, name: str, **kwargs: Any) -> None:
        log.info("scene: push %s", name)
        if name == "pause":
            self.save_game()  # a paused game is saved: the player may walk away or close the lid
        scene = self.make(name, **kwargs)
        if not scene.overlay:
            self._fade()
        self.stack.push(scene)

    def back(self) -> None:
        top = self.stack.top
        log.info("scene: pop %s", top.name if top else "-")
        if len(self.stack) <= 1:
            self.go("menu")
            return
        if top is not None and not top.overlay:
            self._fade()
        self.stack.pop()

    def quit(self) -> None:
        self.save_game()
        if self.monkey is not None:
            log.info("quit ignored under --monkey (the game was saved)")
            return
        self.running = False

    def save_game(self) -> None:
        for scene in self.stack.scenes:
            try:
                scene.save_game()
            except Exception:  # one scene's failed save must not keep the others from saving
                log.exception("could not save the game in %s", scene.name)

    def animation_speed(self) -> float:
        """Multiplier for scene animations: 0 = off (jump to the end), 1 normal, 2 fast."""
        return {"off": 0.0, "normal": 1.0, "fast": 2.0}[self.settings["animation"]]

    def notify(self, text: str, seconds: float = 8.0) -> None:
        """A one-line notice shown at the top of the window for a few seconds, over any scene: a msgid (N_) or
        a sentence already translated and filled in."""
        self.toasts.append(Toast(text, seconds))

    # loop ------------------------------------------------------------------
    def run(self, start: str, **kwargs: Any) -> int:
        if not self.fast_forward:
            # what start-up built (modules, the App) lives as long as the process: the collector need not go
            # over it again (a table's opening collection took 50–100 ms, most of it on those). No scene yet.
            gc.freeze()
        self.go(start, **kwargs)
        for notice in self.notices:
            self.notify(notice)
        limit = self.options.frames
        perf = time.perf_counter
        while self.running:
            if self.fast_forward:
                self.clock.tick()
                dt = 1 / ACTIVE_FPS
            else:
                idle = self.at_rest() and not self.fade.active
                dt = min(0.1, self.clock.tick(IDLE_FPS if idle and not self._moving else ACTIVE_FPS) / 1000)
            events = self.window.translate(pygame.event.get())
            if self.monkey is not None:
                events += self.monkey.events(self.size)
            began = perf()
            try:
                dirty = self.step(events, dt)
                if dirty or self.frame == 0:
                    self.draw_frame()
                    self.present_frame()
                if self.release_due and (perf() - began) * 1000 < self.LIGHT_MS and not self.fade.active:
                    self.release_due = False
                    release_memory()
            except Exception as exc:  # never vanish silently: log, save, show the error screen
                log.error("unexpected error", exc_info=True)
                self._crash(exc)
            self.stats.frame((perf() - began) * 1000, self.stack.top.name if self.stack.top else "")
            if self.frame == 0:
                self.stats.first_frame()
            self.frame += 1
            if limit is not None and self.frame >= limit:
                break
        return self.finish()

    def at_rest(self) -> bool:
        """Nothing came from the player for ``IDLE_AFTER_S``: a frame now answers no input (work ahead may go)."""
        return time.perf_counter() - self.last_input > IDLE_AFTER_S

    _moving = False
    overdrawn = 0  # counts frames where overlays, a fade or toasts were drawn over the bottom scene

    def step(self, events: Sequence[pygame.event.Event] = (), dt: float = 1 / ACTIVE_FPS) -> bool:
        """One frame's update: ``events`` handled, the scenes advanced by ``dt``; True when the frame needs drawing.
        The loop's own step (minus the clock and the window's events), and the contract tests and tools drive."""
        dirty = False
        # a window dragged to a new size sends a burst of resizes: lay out once, for the last
        last_resize = next((e for e in reversed(events) if e.type == pygame.VIDEORESIZE), None)
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
                continue
            if event.type == pygame.VIDEORESIZE:
                if event is not last_resize:
                    continue
                if self.fast_forward:
                    self.resized(event.size)
                else:  # a window being dragged: lay out once it has stopped changing size
                    self.window.drag(event.size)
            elif event.type == pygame.WINDOWEXPOSED:
                self.window.whole_next = True  # the system may have lost the window's pixels
            elif event.type == pygame.WINDOWFOCUSLOST:
                self.save_game()  # the player switched away: the game so far is on disk
                continue
            elif event.type in (
                pygame.MOUSEMOTION,
                pygame.MOUSEBUTTONDOWN,
                pygame.MOUSEBUTTONUP,
                pygame.KEYDOWN,
                pygame.MOUSEWHEEL,
            ):
                self.last_input = time.perf_counter()
                if not self.window.settling:  # while the size settles the scenes' layout is stale: no input
                    self.stack.handle(event)
            elif event.type == pygame.KEYMAPCHANGED:  # keys shown by the layout's names follow it (keypos)
                self.stack.handle(event)
            else:
                continue
            dirty = True
        if self.window.settling:
            if not self.window.settled():
                self._moving = True
                return True  # the window shows plain felt until its size settles (see draw_frame)
            self._relayout()
            dirty = True
        if self.options.autoplay and self.stack.top is not None:
            self.stack.top.autoplay(self.frame)
        moving = self.stack.update(dt)
        moving = self.fade.update(dt) or moving
        if self.saves.pending or self.settings.pending:  # a file that could not be written, told once
            for notice in self.settings.take_notices() + self.saves.take_notices():
                self.notify(notice)
                log.warning("%s", notice)
            dirty = True
        if self.toasts:
            before = len(self.toasts)
            self.toasts = age(self.toasts, dt)
            dirty = dirty or len(self.toasts) != before
        self._moving = moving
        return dirty or moving

    def covered(self) -> bool:
        """Something is drawn over the bottom scene this frame: an overlay, the fade, a toast."""
        return len(self.stack.visible()) > 1 or self.fade.active or bool(self.toasts)

    def draw_frame(self) -> None:
        """Draw the scene stack, the fade and the notices onto the screen (not shown yet: the loop presents it).
        The loop's own drawing, and the contract tests and tools draw a frame with."""
        if self.window.settling:
            # mid-resize: every new size would lay out and paint the scene's art again (≈ 0.3 s for a Quarto
            # table at a size never used), so a dragged window shows the felt until it stops changing size
            self.window.live_surface().fill(PALETTE["felt"])
            self.overdrawn += 1
            return
        if self.fade.blended(self.screen, self.stack, noticed=bool(self.toasts)):
            self.overdrawn += 1  # a still scene blended into the old picture: it drew nothing itself
            return
        self.stack.draw(self.screen)
        if self.covered():
            self.overdrawn += 1  # something covers the bottom scene: it cannot redraw only what changed
        self.fade.draw(self.screen)
        if self.toasts:
            draw_toasts(self.theme, self.screen, self.toasts)

    def present_frame(self) -> None:
        """Show the frame just drawn where the scenes say it changed (``Scene.changed_rects``; the whole window
        where they cannot say or something covers them; ``Window.show``). Part of the test API."""
        shown = self.window.show(None if self.covered() else self.stack.changed_rects())
        if shown is not None:
            self.stats.present(*shown)

    def _crash(self, exc: BaseException) -> None:
        self.crashed = True
        text = "".join(traceback.format_exception(exc))  # (logged by the loop that caught it)
        path = None
        try:
            folder = resources.data_dir() / "crashes"
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / time.strftime("crash-%Y%m%d-%H%M%S.log")
            path.write_text(text, encoding="utf-8")
        except OSError:
            pass
        self.save_game()
        try:
            self.fade.stop()
            self.stack.reset(
                self.make("error", message=f"{type(exc).__name__}: {exc}", log_path=str(path or ""))
            )
        except Exception:  # the error screen itself broke: stop rather than loop on it
            log.exception("the error screen failed too")
            self.running = False

    def finish(self) -> int:
        """End the run as the loop does: save, let pending writes land, screenshot, --stats line, close; the exit
        status. Tests and tools that step frames themselves end a run with it."""
        self.save_game()
        self.saves.flush()  # an autosave still on its thread lands before the process ends
        storage.flush_all()  # and every other write on a thread (the finished game kept in the history)
        if self.options.screenshot:
            try:
                self.draw_frame()
                pygame.image.save(self.screen, self.options.screenshot)
            except Exception:  # the run is over: a missing picture must not hide its exit status or stats
                log.error("could not save the screenshot", exc_info=True)
        if self.options.stats:
            line = self.stats.line()
            try:
                print(line, flush=True)
            except (AttributeError, OSError):  # windowed builds have no stdout
                log.info("stats %s", line)
        self.close()
        return 1 if self.crashed and self.options.headless else 0

    def close(self) -> None:
        """Leave every scene, then shut pygame down, the sound first: quitting the mixer while a sound ends can
        hang or crash the process (see Audio.close). Every App that is done with pygame ends here."""
        for scene in reversed(self.stack.scenes):
            scene.exit()
        self.audio.close()
        pygame.quit()
