"""About: which version this is, who designed the games, the licences of what ships, and where your files are.

The licence texts are package data (licenses/ → game/licenses, the Inter font's beside the font), carried by the
wheel (setup.py) and the frozen app (build.spec) alike; the screen shows one at a time in a scrolling panel.
"""

from __future__ import annotations

import logging
import os
import re
import subprocess
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import i18n, resources
from game.i18n import N_, _
from game.scenes.common import FormScene
from game.scenes.keymap import END, HOME, PAGE_DOWN, PAGE_UP, KeyRow, form_rows, row
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Selector, Widget
from game.version import title

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

CREDITS = (
    N_("Quarto was designed by Blaise Müller and is published by Gigamic."),
    N_("SET was designed by Marsha Falco and is published by SET Enterprises, part of PlayMonster."),
    N_("QU4TO was designed by Paulo Oliveira."),
)
TRADEMARKS = N_(
    "Quarto, SET and QU4TO are trademarks of their owners. Quadrille is not affiliated with them "
    "or endorsed by them."
)
# (what ships, its licence in the chooser, the licence's full name, the text's path under the bundled assets);
# the names are msgids (the licence texts themselves stay in English, the language they are written in)
LICENCES = (
    (
        "Quadrille",
        N_("Proprietary"),
        N_("Quadrille: proprietary, all rights reserved"),
        ("licenses", "Quadrille.txt"),
    ),
    (
        N_("Inter font"),
        "SIL OFL 1.1",
        N_("The Inter font: SIL Open Font License 1.1"),
        ("sprites", "fonts", "LICENSE-Inter.txt"),
    ),
    ("pygame-ce", "LGPL 2.1", "pygame-ce: GNU LGPL 2.1", ("licenses", "pygame-ce-LGPL-2.1.txt")),
    ("SDL", "zlib", N_("SDL: the zlib licence"), ("licenses", "SDL-zlib.txt")),
    ("Python", "PSF", "Python: PSF License", ("licenses", "Python-PSF.txt")),
    ("platformdirs", "MIT", "platformdirs: MIT License", ("licenses", "platformdirs-MIT.txt")),
    (
        "websockets",
        "BSD-3-Clause",
        "websockets: BSD 3-Clause License",
        ("licenses", "websockets-BSD-3-Clause.txt"),
    ),
    ("msgspec", "BSD-3-Clause", "msgspec: BSD 3-Clause License", ("licenses", "msgspec-BSD-3-Clause.txt")),
    ("python-zeroconf", "LGPL 2.1", "python-zeroconf: GNU LGPL 2.1", ("licenses", "zeroconf-LGPL-2.1.txt")),
    ("ifaddr", "MIT", "ifaddr: MIT License", ("licenses", "ifaddr-MIT.txt")),
)
LOG_NAME = "quadrille.log"  # game/cli.py writes it in the data folder
TEXT_SIZE = 14  # the licence text; headings and paths use larger steps of the type scale


def licence_text(index: int) -> str:
    """One licence's text as shipped, or a line saying it is missing (never a crash on a damaged install)."""
    path = resources.asset(*LICENCES[index][3])
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("licence text missing: %s (%s)", path, exc)
        return _("The text of this licence should be in {path}, but it cannot be read.").format(path=path)


LIST_ITEM = re.compile(r"\s*([-*•]|\d+\.|\(?[a-z0-9]\))\s")
TABLE_ROW = re.compile(r"\S\s{3,}\S")


def reflow(text: str) -> str:
    """Hard-wrapped licence text as paragraphs the panel wraps to its width; list items and table rows keep
    their own line, and a blank line stays between paragraphs."""
    paragraphs = []
    for para in re.split(r"\n[ \t]*\n", text.strip()):
        lines = [ln for ln in para.splitlines() if ln.strip()]
        joined = lines[0].strip() if lines else ""
        for line in lines[1:]:
            own_line = LIST_ITEM.match(line) or TABLE_ROW.search(line)
            joined += ("\n" if own_line else " ") + line.strip()
        paragraphs.append(joined)
    return "\n\n".join(paragraphs)


def wrap_path(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """A path wrapped to ``width`` pixels, broken after a folder separator where it can (paths have no spaces)."""
    lines = [""]
    for token in re.split(r"(?<=[/\\])", text):
        if font.size(lines[-1] + token)[0] <= width:
            lines[-1] += token
            continue
        if lines[-1]:
            lines.append("")
        for ch in token:
            if lines[-1] and font.size(lines[-1] + ch)[0] > width:
                lines.append("")
            lines[-1] += ch
    return lines


def _system_env() -> dict[str, str]:
    """The environment for a system program: PyInstaller points LD_LIBRARY_PATH at the bundle on Linux, which
    the file manager must not inherit (it keeps the original in LD_LIBRARY_PATH_ORIG)."""
    env = dict(os.environ)
    if getattr(sys, "frozen", False):
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is None:
            env.pop("LD_LIBRARY_PATH", None)
        else:
            env["LD_LIBRARY_PATH"] = original
    return env


def open_folder(path: Path) -> bool:
    """Show ``path`` (made if missing) in the system's file manager; False when that could not be started."""
    try:
        path.mkdir(parents=True, exist_ok=True)
        if sys.platform == "win32":
            os.startfile(path)
            return True
        command = "open" if sys.platform == "darwin" else "xdg-open"
        child = subprocess.Popen(
            [command, str(path)],
            env=_system_env(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
    except (OSError, ValueError) as exc:
        log.warning("could not open the folder %s: %s", path, exc)
        return False
    threading.Thread(target=child.wait, name="open-folder", daemon=True).start()  # reap it, no zombie
    return True


class AboutScene(FormScene):
    name = "about"
    title = N_("About")

    def __init__(self, app: App, **options: Any) -> None:
        self.subtitle = title()  # the version, under the screen's title
        self.licence = 0
        self.scroll = 0  # first licence line shown
        self.left = pygame.Rect(0, 0, 0, 0)  # laid out in ``layout``, before anything is drawn
        self.right = pygame.Rect(0, 0, 0, 0)
        self._wrapped: dict[tuple, list[str]] = {}
        super().__init__(app, **options)

    def build(self) -> list[Widget]:
        self.chooser = Selector(N_("Licence"), self.choices(), lambda: self.licence, self._choose)
        self.open_button = Button(N_("Open data folder"), self.open_data_folder, size=18)
        self.back_button = Button(N_("Back"), self.app.back, size=18)
        return [self.chooser, self.open_button, self.back_button]

    @staticmethod
    def choices() -> list[tuple[int, str]]:
        """The chooser's entries in the language of the moment (set again in ``layout``)."""
        return [
            (i, _("{name} · {licence}").format(name=_(name), licence=_(short)))
            for i, (name, short, _full, _path) in enumerate(LICENCES)
        ]

    def _choose(self, index: int) -> None:
        self.licence, self.scroll = index, 0

    def open_data_folder(self) -> None:
        folder = resources.data_dir()
        if self.app.monkey is not None:  # a soak test clicks everything: no file manager windows
            self.app.notify(_("Your files are in {folder}").format(folder=folder), 3.0)
            return
        if not open_folder(folder):
            self.app.notify(
                _("Could not open a file manager. Your files are in {folder}").format(folder=folder)
            )

    # layout -----------------------------------------------------------------
    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        self.chooser.options = self.choices()
        w, h = size
        x, gap = th.px(72), th.px(40)
        top = th.px(48) + th.font(44, True).get_linesize() + th.font(18).get_linesize() + th.px(24)
        left_w = (w - 2 * x - gap) * 9 // 20
        by, bh = h - th.px(92), th.px(56)
        self.left = pygame.Rect(x, top, left_w, by - th.px(20) - top)
        self.open_button.rect = pygame.Rect(x, by, th.px(250), bh)
        self.back_button.rect = pygame.Rect(x + th.px(266), by, th.px(160), bh)
        rx = x + left_w + gap
        rw = w - x - rx
        self.chooser.rect = pygame.Rect(rx, top, rw, th.px(52))
        below = top + th.px(52) + th.px(14)
        self.right = pygame.Rect(rx, below, rw, by + bh - below)

    def _lines(self) -> list[str]:
        """The chosen licence wrapped to the panel (cached: layout and the scale decide it)."""
        th = self.app.theme
        width = self.right.w - th.px(56)
        key = (
            self.licence,
            width,
            th.text_px(TEXT_SIZE),
            i18n.language(),
        )  # (a missing text's line is translated)
        if key not in self._wrapped:
            self._wrapped[key] = th.wrap(reflow(licence_text(self.licence)), TEXT_SIZE, width)
        return self._wrapped[key]

    def _visible(self) -> int:
        th = self.app.theme
        head = th.font(18, True).get_linesize() + th.px(12)
        return max(1, (self.right.h - 2 * th.px(20) - head) // th.font(TEXT_SIZE).get_linesize())

    def scroll_by(self, lines: int) -> None:
        top = max(0, len(self._lines()) - self._visible())
        self.scroll = max(0, min(top, self.scroll + lines))

    # input ------------------------------------------------------------------
    def key_help(self) -> tuple[KeyRow, ...]:
        scroll = (row(PAGE_UP, PAGE_DOWN, HOME, END, does=N_("scroll the text")),) if self.right.w else ()
        return (*scroll, *form_rows(choices=self.has_choices()))

    def handle(self, event: pygame.event.Event) -> bool:
        if self.right.w and event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-3 * event.y)
            return True
        if self.right.w and event.type == pygame.KEYDOWN:
            page = self._visible() - 2
            steps = {
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -(10**6),
                pygame.K_END: 10**6,
            }
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
        return super().handle(event)

    # drawing ----------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        self.draw_header(surface)
        self._draw_facts(surface)
        self._draw_licence(surface)
        self.form.draw(surface, self.app.theme)

    def _draw_facts(self, surface: pygame.Surface) -> None:
        """The left panel: the games' credits and the trademark note, then where the player's files live."""
        th = self.app.theme
        th.panel(surface, self.left, color=PALETTE["felt_dark"], alpha=150, shadow=False, radius=18)
        area = self.left.inflate(-th.px(48), -th.px(40))
        y = self._heading(surface, _("The games"), (area.x, area.y))
        paragraphs = [(_(c), PALETTE["cream"], False) for c in CREDITS] + [
            (_(TRADEMARKS), PALETTE["muted"], False)
        ]
        y = th.blit_paragraphs(surface, paragraphs, 16, area.clip(area.move(0, y - area.y)), th.px(6))
        y = self._heading(surface, _("Your files"), (area.x, y + th.px(10)))
        data = resources.data_dir()
        places = (
            (_("Saves and statistics"), str(data)),
            (_("Log file, for bug reports"), str(data / LOG_NAME)),
            (_("Settings"), str(resources.config_dir())),
        )
        font = th.font(15)
        for label, path in places:
            if y + th.font(16, True).get_linesize() > area.bottom:
                return
            label, size = th.fit_text(label, 16, area.w, bold=True)
            y = th.blit_text(surface, label, size, PALETTE["cream"], (area.x, y), bold=True).bottom
            for line in wrap_path(font, path, area.w):
                if y + font.get_linesize() > area.bottom:
                    return
                th.blit_text(surface, line, 15, PALETTE["gold"], (area.x, y))
                y += font.get_linesize()
            y += th.px(8)

    def _heading(self, surface: pygame.Surface, text: str, at: tuple[int, int]) -> int:
        th = self.app.theme
        return th.blit_text(surface, text, 20, PALETTE["gold"], at, bold=True).bottom + th.px(8)

    def _draw_licence(self, surface: pygame.Surface) -> None:
        """The right panel: the chosen licence's name and a page of its text, with a scroll bar."""
        th = self.app.theme
        rect = self.right
        th.panel(surface, rect, color=PALETTE["paper"], radius=14)
        pad = th.px(20)
        x, y = rect.x + pad + th.px(4), rect.y + pad
        name, size = th.fit_text(_(LICENCES[self.licence][2]), 18, rect.w - 2 * pad - th.px(8), bold=True)
        y = th.blit_text(surface, name, size, PALETTE["ink"], (x, y), bold=True).bottom
        y += th.px(12)
        lines, shown = self._lines(), self._visible()
        self.scroll = max(0, min(self.scroll, len(lines) - shown))
        line_h = th.font(TEXT_SIZE).get_linesize()
        for line in lines[self.scroll : self.scroll + shown]:
            if line:
                th.blit_text(surface, line, TEXT_SIZE, PALETTE["ink"], (x, y))
            y += line_h
        if len(lines) > shown:  # the scroll bar: where this page is in the whole text
            track = pygame.Rect(rect.right - th.px(18), rect.y + pad, th.px(6), rect.h - 2 * pad)
            pygame.draw.rect(surface, PALETTE["paper_lo"], track, border_radius=track.w // 2)
            thumb_h = max(th.px(24), track.h * shown // len(lines))
            thumb_y = track.y + (track.h - thumb_h) * self.scroll // max(1, len(lines) - shown)
            thumb = pygame.Rect(track.x, thumb_y, track.w, thumb_h)
            pygame.draw.rect(surface, PALETTE["gold_dark"], thumb, border_radius=track.w // 2)
            hint = _("PgUp / PgDn or the mouse wheel scroll the text")
            at = (rect.right, rect.bottom + th.px(8))
            th.blit_text(surface, hint, 14, PALETTE["muted"], at, anchor="topright")
