"""Scenes and the stack that runs them: push / pop / replace with symmetric enter/exit/pause/resume hooks."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.keymap import KeyRow


class Scene:
    """One screen. Overlays set `overlay = True` and are drawn over the scene below them."""

    name = "scene"
    overlay = False
    modal = True  # events the scene does not consume stop here unless False

    def __init__(self, app: App, **options: Any) -> None:
        self.app = app
        self.options = options

    # lifecycle -----------------------------------------------------------
    def enter(self) -> None:
        """Became the top of the stack for the first time."""

    def exit(self) -> None:
        """Removed from the stack for good."""

    def pause(self) -> None:
        """Another scene was pushed above this one."""

    def resume(self) -> None:
        """The scene above was popped; this one is on top again."""

    # per frame -----------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        """Recompute positions for a window of this size (called on enter and on every resize)."""

    def handle(self, event: pygame.event.Event) -> bool:
        """Offer an input event; return True when it was consumed."""
        return False

    def update(self, dt: float) -> bool:
        """Advance animations by dt seconds; return True while something moves (the frame must be redrawn)."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        pass

    def fade_layer(self, surface: pygame.Surface) -> pygame.Surface | None:
        """This frame of the scene on ``surface``, whole, as a still picture it keeps (a table's still layer with
        nothing moving over it), for a cross-fade to blend in instead of the scene drawing (``Fade.into``); None
        (the default) when it draws its frame itself."""
        return None

    def changed_rects(self) -> list[pygame.Rect] | None:
        """Where the last ``draw`` on the screen changed its pixels, for the window to present only there; None
        (the default, the safe answer) when it may have changed anywhere: the whole window is presented."""
        return None

    def key_help(self) -> tuple[KeyRow, ...]:
        """The keys this screen answers now, as (keys, what they do) rows of marked English (F1 lists them; see
        game/scenes/keymap.py). Every screen the app shows overrides it."""
        return ()

    def autoplay(self, frame: int) -> None:
        """One step of --autoplay: act as the computer/visitor would (menu: walk through the screens)."""

    def save_game(self) -> None:
        """Save an in-progress game (scenes that hold one override this)."""

    def offer_lesson(self, game: str) -> None:
        """First run: a table calls this on enter, and the game's lesson is offered once ever (see lessons)."""
        from game.scenes.lessons.progress import offer

        offer(self.app, game)


class SceneStack:
    """Scenes on a stack. Events go top-down until consumed; drawing starts at the lowest visible scene."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        # offered every event before the scenes: the App sets the keys card's (``keys_overlay.offer_help``), so
        # the stack needs no import of a scene
        self.help_hook: Callable[[Scene, pygame.event.Event], bool] | None = None

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def __len__(self) -> int:
        return len(self.scenes)

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another (no pause/resume on the scenes below)."""
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Leave every scene (top first) and start afresh with one."""
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.help_hook is not None and self.scenes and self.help_hook(self.scenes[-1], event):
            return True  # F1 or ? opened the keys of the screen on top
        for scene in reversed(list(self.scenes)):
            if scene.handle(event):
                return True
            if scene.modal:
                return False
        return False

    def visible(self) -> list[Scene]:
        start = len(self.scenes) - 1
        while start > 0 and self.scenes[start].overlay:
            start -= 1
        return self.scenes[max(start, 0) :]

    def update(self, dt: float) -> bool:
        moving = False
        for scene in self.visible():
            moving = scene.update(dt) or moving
        return moving

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def fade_layer(self, surface: pygame.Surface) -> pygame.Surface | None:
        """The frame as a still picture for a cross-fade (``Scene.fade_layer``): only a scene alone on the screen."""
        scenes = self.visible()
        return scenes[0].fade_layer(surface) if len(scenes) == 1 else None

    def changed_rects(self) -> list[pygame.Rect] | None:
        """The union of what the visible scenes changed in their last frame; None: anywhere."""
        rects: list[pygame.Rect] = []
        for scene in self.visible():
            changed = scene.changed_rects()
            if changed is None:
                return None
            rects += changed
        return rects
