"""Settings: language, text size, volumes, mute, window, animation speed, colour-blind aids and SET's card
colours. Changes apply at once and persist."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.art.setcolours import PALETTES
from game.i18n import LANGUAGES, N_, Sentence
from game.play import remembered
from game.scenes.common import FormScene, column
from game.settings import ANIMATION_SPEEDS, TEXT_SIZES, WINDOW_SIZES
from game.ui.slider import Slider
from game.ui.widgets import Button, Selector, Toggle, Widget


class SettingsScene(FormScene):
    name = "settings"
    title = N_("Settings")
    subtitle = N_("Changes apply at once and are remembered.")
    #: the animation speeds' names (the setting's values are data)
    SPEEDS = {"off": N_("Off"), "normal": N_("Normal"), "fast": N_("Fast")}
    #: the SET card palettes' names (game.art.setcolours.PALETTES)
    CARD_COLOURS = {
        "classic": N_("Classic"),  # as printed on the real deck: red, purple, green
        # TRANSLATORS: Settings → Card colours: SET's colours chosen to stay apart for red-green colour blindness
        "colourblind": N_("Colour-blind"),
    }
    LEFT_ROWS = (
        7  # in two columns: language, text and sound on the left; window, motion and aids on the right
    )

    def build(self) -> list[Widget]:
        app, s = self.app, self.app.settings

        def put(key: str) -> Callable[[object], None]:
            return lambda v: s.set(key, v)

        sizes = [(list(sz), f"{sz[0]} × {sz[1]}") for sz in WINDOW_SIZES]
        cur = self._real_size()
        if cur not in [v for v, _ in sizes]:
            sizes.insert(0, (cur, f"{cur[0]} × {cur[1]}"))
        from game import i18n

        return [
            # each language in its own name (not translated: a player who cannot read this one finds theirs)
            Selector(N_("Language"), list(LANGUAGES.items()), i18n.language, app.set_language),
            Selector(
                N_("Text size"),
                [(t, Sentence.word("percent", "{n}%", n=t)) for t in TEXT_SIZES],
                lambda: s["text_size"],
                app.set_text_size,
            ),
            Slider(N_("Master volume"), lambda: s["master_volume"], put("master_volume")),
            Slider(N_("Effects volume"), lambda: s["effects_volume"], self._effects),
            Toggle(N_("Mute"), lambda: s["mute"], put("mute")),
            Toggle(N_("Fullscreen"), lambda: app.fullscreen, app.set_fullscreen),
            Selector(N_("Window size"), sizes, self._real_size, lambda v: app.set_window_size((v[0], v[1]))),
            Selector(
                N_("Animation speed"),
                [(a, self.SPEEDS[a]) for a in ANIMATION_SPEEDS],
                lambda: s["animation"],
                put("animation"),
            ),
            Toggle(N_("Colour-blind aids"), lambda: s["colorblind"], put("colorblind")),
            Selector(
                N_("Card colours"),
                [(p, self.CARD_COLOURS[p]) for p in PALETTES],
                lambda: s["card_colours"],
                put("card_colours"),
            ),
            Toggle(N_("Mark danger in Quarto"), lambda: s["danger_highlight"], put("danger_highlight")),
            Toggle(
                N_("Board coordinates"), lambda: remembered.pref(s, "coordinates"), self._pref("coordinates")
            ),
            Toggle(
                N_("2D Quarto board"),
                lambda: remembered.pref(s, "flat_board"),
                self._pref("flat_board"),
            ),
            Toggle(
                N_("Confirm gives (two clicks)"),
                lambda: remembered.pref(s, "confirm_gives"),
                self._pref("confirm_gives"),
            ),
            Button(N_("Back"), self.app.back, size=20),
            Button(N_("About"), lambda: self.app.push("about"), size=20),  # beside Back (layout)
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
        """Two columns of rows (one where the window is too narrow for two), Back and About under them."""
        th = self.app.theme
        th.resize(size)
        rows, (back, about) = self.form.widgets[:-2], self.form.widgets[-2:]
        gap = th.px(8)
        top = max(th.px(150), self.header_bottom(size[0]) - th.px(4))  # under a subtitle grown by Text size
        two = size[0] >= th.px(1000)
        col_gap = th.px(32)
        # larger text takes some of the margins, so the labels keep their size (100 %: the places they had)
        margins = th.px(144) if th.text_scale == 1 else th.px(80)
        most = th.px(560) if th.text_scale == 1 else th.px(600)
        w = min(most, (size[0] - margins - col_gap) // 2) if two else min(th.px(680), size[0] - margins)
        x = (size[0] - (2 * w + col_gap if two else w)) // 2
        per_column = self.LEFT_ROWS if two else len(rows)
        h = max(th.px(36), min(th.px(52), (size[1] - top - th.px(30)) // (per_column + 1) - gap))
        if two:
            column(rows[:per_column], x, top, w, h, gap)
            column(rows[per_column:], x + w + col_gap, top, w, h, gap)
        else:
            column(rows, x, top, w, h, gap)
        for widget in rows:  # one size for every label: the largest at which the longest fits its row
            widget.label_size = 20
        common = min(widget.label_fit(th) for widget in rows)
        for widget in rows:
            widget.label_size = common
        y = top + per_column * (h + gap) + th.px(8)
        half = (min(w, th.px(680)) - gap) // 2
        middle = size[0] // 2
        back.rect = pygame.Rect(middle - gap // 2 - half, y, half, h)
        about.rect = pygame.Rect(middle + gap // 2 + (gap % 2), y, half, h)
