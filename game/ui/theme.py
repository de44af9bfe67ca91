"""One look for the whole app: palette, fonts, spacing, radii and shadows, scaled to the window size."""

from __future__ import annotations

from collections import OrderedDict

import pygame

from game import resources
from game.art import fonts
from game.i18n import language
from game.ui.textreport import TextReport

Color = tuple[int, int, int]

PALETTE: dict[str, Color] = {
    "felt": (24, 78, 60),
    "felt_dark": (12, 44, 34),
    "ink": (38, 34, 30),
    "ink_soft": (
        92,
        85,
        76,
    ),  # 4.5:1 and more on every paper, the dimmed plate's too (tests/ui/test_contrast.py)
    "paper": (246, 240, 226),
    "paper_hi": (255, 251, 240),
    "paper_lo": (226, 216, 196),
    "gold": (232, 186, 92),  # light enough to be read on the felt's lightest threads
    "gold_dark": (160, 116, 36),
    "gold_ink": (
        120,
        84,
        22,
    ),  # the gold of a number written on paper (scores): gold itself is too pale there
    "cream": (250, 244, 228),
    "muted": (176, 196, 184),
    "disabled": (150, 146, 138),
    "danger": (176, 56, 48),
    "ok": (44, 116, 62),
    "shadow": (0, 0, 0),
    "title": (252, 238, 200),
}

BASE_SIZE = (1280, 720)
#: The type scale, in pixels at 1280×720 (scaled with the window like every length). Text that does not fit steps
#: down these sizes and never below the smallest: past it, it is wrapped or abbreviated instead.
TYPE_SCALE = (13, 14, 15, 16, 17, 18, 20, 22, 24, 28, 34, 44, 64)
SMALLEST = TYPE_SCALE[0]

#: The pixels the theme keeps, in MB: texts and shadows (with the translucent panels' layers). At 1920×1080 a
#: table and the setup screen before it made ≈ 5 and ≈ 7 MB of them; at 3840×2160 the same pictures weigh four
#: times as much (≈ 20 and ≈ 27 MB), and the bound lets the least recently used go (the setup screen's, at a table).
TEXT_MB = 8.0
SHADOW_MB = 8.0


class Kept:
    """The most recently used surfaces, at most ``most`` of them and ``mb`` MB of their pixels (the newest always
    stays): a bound in entries alone keeps four times the bytes at 4K that it keeps at 1080p."""

    def __init__(self, most: int, mb: float) -> None:
        self.most = most
        self.limit = int(mb * 2**20)
        self.nbytes = 0
        self._kept: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, key: tuple) -> pygame.Surface | None:
        surf = self._kept.get(key)
        if surf is not None:
            self._kept.move_to_end(key)
        return surf

    def put(self, key: tuple, surf: pygame.Surface) -> None:
        old = self._kept.pop(key, None)
        if old is not None:
            self.nbytes -= _bytes(old)
        self._kept[key] = surf
        self.nbytes += _bytes(surf)
        while len(self._kept) > 1 and (len(self._kept) > self.most or self.nbytes > self.limit):
            self.nbytes -= _bytes(self._kept.popitem(last=False)[1])

    def clear(self) -> None:
        self._kept.clear()
        self.nbytes = 0


def _bytes(surf: pygame.Surface) -> int:
    return surf.get_pitch() * surf.get_height()


class Theme:
    """Fonts and shared drawing helpers. Created by the App after pygame.init(); nothing happens at import."""

    def __init__(self, text_scale: float = 1.0) -> None:
        self.scale = 1.0
        self.text_scale = text_scale  # Settings → Text size: text sizes (not other lengths) times this (#30)
        self._text = Kept(600, TEXT_MB)
        self._lines: OrderedDict[tuple, list[str]] = OrderedDict()
        self._shadows = Kept(64, SHADOW_MB)
        self.regular = resources.font_path(False)
        self.bold = resources.font_path(True)
        self.report: TextReport | None = (
            None  # set by a test: texts that do not fit, and where each text went
        )
        self._wide: set[tuple] = set()  # wrap keys with a word wider than the width (reported on every call)

    def resize(self, size: tuple[int, int]) -> None:
        scale = max(0.6, min(size[0] / BASE_SIZE[0], size[1] / BASE_SIZE[1]))
        if abs(scale - self.scale) > 1e-6:
            self.scale = scale
            self._text.clear()
            self._lines.clear()
            self._wide.clear()
            self._shadows.clear()

    def set_text_scale(self, factor: float) -> bool:
        """Draw text ``factor`` times larger (1, 1.25, 1.5); True when that changed it."""
        if abs(factor - self.text_scale) < 1e-6:
            return False
        self.text_scale = factor
        self._text.clear()
        self._lines.clear()
        self._wide.clear()
        return True

    def look(self) -> tuple[object, ...]:
        """What every picture of text and lengths drawn with this theme depends on besides its own content: the
        window's scale, the text-size setting, the fonts and the language. A picture kept under a key with this
        in it is drawn again when any of them changes."""
        return (self.scale, self.text_scale, self.regular, self.bold, language())

    def px(self, n: float) -> int:
        """A length given for 1280×720, scaled to the current window."""
        return max(1, round(n * self.scale))

    def text_px(self, size: float) -> int:
        """A text size of the type scale in pixels: scaled with the window and by the text-size setting."""
        return max(1, round(size * self.scale * self.text_scale))

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        real = self.text_px(size)
        path = self.bold if bold else self.regular
        try:
            return fonts.open_font(
                str(path) if path else None,
                real if path else int(real * 1.3),
                embolden=bold and not (self.bold and path == self.bold),
            )
        except (OSError, FileNotFoundError):
            return fonts.open_font(None, int(real * 1.3), embolden=bold)

    def font_is_open(self, size: int, bold: bool = False) -> bool:
        """Asking ``font(size, bold)`` now loads nothing."""
        real = self.text_px(size)
        path = self.bold if bold else self.regular
        return fonts.is_open(
            str(path) if path else None,
            real if path else int(real * 1.3),
            embolden=bold and not (self.bold and path == self.bold),
        )

    def _fit(self, text: str, size: int, width: int, bold: bool, smallest: int) -> tuple[int, bool]:
        floor = max(smallest, SMALLEST)
        tries = [max(size, floor), *sorted((s for s in TYPE_SCALE if floor <= s < size), reverse=True)]
        for s in tries:
            if self.font(s, bold).size(text)[0] <= width:
                return s, True
        return tries[-1], False

    def fit(self, text: str, size: int, width: int, bold: bool = False, smallest: int = SMALLEST) -> int:
        """The largest size of the type scale from ``size`` down to ``smallest`` (never below the scale's
        smallest) at which ``text`` fits ``width`` pixels; the smallest allowed if none does."""
        fitted, fits = self._fit(text, size, width, bold, smallest)
        if not fits and self.report is not None:
            self.report.misfit("too wide", text, f"{width} px at size {fitted}")
        return fitted

    def fit_text(
        self, text: str, size: int, width: int, bold: bool = False, smallest: int = SMALLEST
    ) -> tuple[str, int]:
        """``fit``, and when even the smallest allowed size is too wide, the text cut short with an ellipsis."""
        size, fits = self._fit(text, size, width, bold, smallest)
        if fits:
            return text, size
        font = self.font(size, bold)
        whole = text
        while len(text) > 1 and font.size(text.rstrip(" ·—,") + "…")[0] > width:
            text = text[:-1]
        if self.report is not None:
            self.report.misfit("cut", whole, f"{width} px at size {size}")
        return text.rstrip(" ·—,") + "…", size

    def text(self, text: str, size: int, color: Color, bold: bool = False) -> pygame.Surface:
        key = (text, self.text_px(size), color, bold)
        surf = self._text.get(key)
        if surf is None:
            surf = self.font(size, bold).render(text, True, color)
            self._text.put(key, surf)
        return surf

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Split text into lines that fit width pixels at this font size (cached: layout runs every frame)."""
        key = ("wrap", text, self.text_px(size), width, bold)
        cached = self._lines.get(key)
        if cached is not None:
            if key in self._wide and self.report is not None:
                self.report.misfit("too wide", text, f"a word wider than {width} px")
            return cached
        font = self.font(size, bold)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            line = ""
            for word in words:
                trial = word if not line else line + " " + word
                if font.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        if any(font.size(line)[0] > width for line in lines):
            self._wide.add(key)
            if self.report is not None:
                self.report.misfit("too wide", text, f"a word wider than {width} px")
        self._lines[key] = lines
        if len(self._lines) > 600:
            self._lines.popitem(last=False)
        return lines

    def shadow(self, size: tuple[int, int], radius: int, blur: int, alpha: int = 90) -> pygame.Surface:
        """A soft drop shadow for a rounded rect, `blur` px wide on every side; cached by size.

        Drawn at quarter size with a margin twice the blur, then blurred by a down/up smoothscale, so the alpha
        has faded to nothing before the surface's edge (no visible box)."""
        key = (size, radius, blur, alpha)
        surf = self._shadows.get(key)
        if surf is not None:
            return surf
        f = 4
        pad = max(2, (2 * blur) // f)
        sw, sh = max(1, size[0] // f) + 2 * pad, max(1, size[1] // f) + 2 * pad
        small = pygame.Surface((sw, sh), pygame.SRCALPHA)
        pygame.draw.rect(
            small, (0, 0, 0, alpha), (pad, pad, sw - 2 * pad, sh - 2 * pad), border_radius=max(0, radius // f)
        )
        k = max(1, pad // 2)
        blurred = pygame.transform.smoothscale(small, (max(1, sw // k), max(1, sh // k)))
        small = pygame.transform.smoothscale(blurred, (sw, sh))
        full = (size[0] + 2 * pad * f, size[1] + 2 * pad * f)
        surf = pygame.transform.smoothscale(small, full)
        self._shadows.put(key, surf)
        return surf

    def panel(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        *,
        color: Color | None = None,
        radius: int = 14,
        shadow: bool = True,
        shadow_alpha: int = 90,
        border: Color | None = None,
        alpha: int = 255,
    ) -> None:
        """A rounded card-like panel with a soft shadow below it."""
        r = self.px(radius)
        if shadow:
            blur = self.px(10)
            sh = self.shadow(rect.size, r, blur, shadow_alpha)
            off = (sh.get_width() - rect.w) // 2
            surface.blit(sh, (rect.x - off, rect.y - off + self.px(4)))
        fill = color or PALETTE["paper"]
        if alpha < 255:
            key = ("layer", rect.size, fill, alpha, r)
            layer = self._shadows.get(key)
            if layer is None:
                layer = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(layer, (*fill, alpha), layer.get_rect(), border_radius=r)
                self._shadows.put(key, layer)
            surface.blit(layer, rect.topleft)
        else:
            pygame.draw.rect(surface, fill, rect, border_radius=r)
            if self.report is not None:
                self.report.panel(surface, rect)
        if border:
            pygame.draw.rect(surface, border, rect, width=max(1, self.px(2)), border_radius=r)

    def placed(self, picture: pygame.Surface, onto: pygame.Surface, pos: tuple[int, int]) -> None:
        """``picture`` (a layer or a card's picture, with texts drawn on it) was blitted onto ``onto`` at ``pos``:
        the report maps its texts to where they show (nothing happens without a report)."""
        if self.report is not None:
            self.report.placed(picture, onto, pos)

    def veiled(self, surface: pygame.Surface, area: pygame.Rect | None = None) -> None:
        """A shade now covers all of ``surface``, or a modal card is about to cover ``area`` of it: for the
        report, what lies under it is meant to be hidden."""
        if self.report is not None:
            self.report.veiled(surface, area)

    def blit_lines(
        self, surface: pygame.Surface, lines: list[str], size: int, color: Color, top: tuple[int, int]
    ) -> int:
        """Lines (from ``wrap``) centred one under the other from ``top`` (their midtop); the y below them."""
        x, y = top
        for line in lines:
            self.blit_text(surface, line, size, color, (x, y), anchor="midtop")
            y += self.font(size).get_linesize()
        return y

    def blit_paragraphs(
        self,
        surface: pygame.Surface,
        paragraphs: list[tuple[str, Color, bool]],
        size: int,
        area: pygame.Rect,
        gap: int,
    ) -> int:
        """(text, colour, bold) paragraphs wrapped to ``area``'s width from its top-left, ``gap`` pixels apart;
        a line that would pass ``area``'s bottom and all after it are left out. The y below the last line drawn."""
        y, line_h = area.y, self.font(size).get_linesize()
        for text, colour, bold in paragraphs:
            for part in self.wrap(text, size, area.w, bold=bold):
                if y + line_h > area.bottom:
                    return y
                self.blit_text(surface, part, size, colour, (area.x, y), bold=bold)
                y += line_h
            y += gap
        return y

    def blit_text(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        color: Color,
        pos: tuple[float, float],
        *,
        anchor: str = "topleft",
        bold: bool = False,
    ) -> pygame.Rect:
        surf = self.text(text, size, color, bold)
        rect = surf.get_rect(**{anchor: pos})
        surface.blit(surf, rect)
        if self.report is not None:
            self.report.blitted(surface, text, surf, rect)
        return rect
