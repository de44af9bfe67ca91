"""Settings: volumes, mute, window, animation speed, colour-blind aids. Changes apply at once and persist."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.play import remembered
from game.scenes.common import FormScene, column
from game.settings import ANIMATION_SPEEDS, WINDOW_SIZES
from game.ui.slider import Slider
from game.ui.widgets import Button, Selector, Toggle, Widget


class SettingsScene(FormScene):
    name = "settings"
    title = "Settings"
    subtitle = "Changes apply at once and are remembered."

    def build(self) -> list[Widget]:
        app, s = self.app, self.app.settings

        def put(key: str) -> Callable[[object], None]:
            return lambda v: s.set(key, v)

        sizes = [(list(sz), f"{sz[0]} × {sz[1]}") for sz in WINDOW_SIZES]
        cur = self._real_size()
        if cur not in [v for v, _ in sizes]:
            sizes.insert(0, (cur, f"{cur[0]} × {cur[1]}"))
        return [
            Slider("Master volume", lambda: s["master_volume"], put("master_volume")),
            Slider("Effects volume", lambda: s["effects_volume"], self._effects),
            Toggle("Mute", lambda: s["mute"], put("mute")),
            Toggle("Fullscreen", lambda: app.fullscreen, app.set_fullscreen),
            Selector("Window size", sizes, self._real_size, lambda v: app.set_window_size((v[0], v[1]))),
            Selector(
                "Animation speed",
                [(a, a.capitalize()) for a in ANIMATION_SPEEDS],
                lambda: s["animation"],
                put("animation"),
            ),
            Toggle("Colour-blind aids", lambda: s["colorblind"], put("colorblind")),
            Toggle("Danger highlighting in Quarto", lambda: s["danger_highlight"], put("danger_highlight")),
            Toggle("Board coordinates", lambda: remembered.pref(s, "coordinates"), self._pref("coordinates")),
            Toggle(
                "Quarto board seen from above (2D)",
                lambda: remembered.pref(s, "flat_board"),
                self._pref("flat_board"),
            ),
            Toggle(
                "Confirm gives (two clicks)",
                lambda: remembered.pref(s, "confirm_gives"),
                self._pref("confirm_gives"),
            ),
            Button("Back", self.app.back, size=20),
            Button("About", lambda: self.app.push("about"), size=20),  # beside Back (layout)
        ]

    def _real_size(self) -> list[int]:
        """The window's size as it is (a --size run, a resized window), not only as last chosen here."""
        app = self.app
        if app.fullscreen or app.screen is None:
            return list(app.settings["window_size"])
        return list(app.window.system_size)

    def _pref(self, key: str) -> Callable[[bool], None]:
        return lambda v: remembered.put_pref(self.app.settings, key, v)

    def _effects(self, value: float) -> None:
        self.app.settings.set("effects_volume", value)
        self.app.audio.play("place")

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        w = min(th.px(680), size[0] - th.px(144))
        x = (size[0] - w) // 2
        top = th.px(150)
        gap = th.px(8)
        h = max(th.px(36), min(th.px(52), (size[1] - top - th.px(30)) // (len(self.form.widgets) - 1) - gap))
        column(self.form.widgets[:-1], x, top, w, h, gap)
        back = self.form.widgets[-2].box
        back.w = (w - gap) // 2
        self.form.widgets[-1].rect = pygame.Rect(back.right + gap, back.y, back.w, back.h)
