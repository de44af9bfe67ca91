"""Panels every table draws: a seat's plate and the move list (wrapped, scrolled by the wheel) — the turn banner
is in banner.py, the result card in result_card.py — and ``stacked``, which shares a fixed panel's height between
its lines. They take plain data — texts, names, scores — and know no game."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame

from game.i18n import _
from game.scenes.table.contracts import Px
from game.scenes.table.plans import planned
from game.ui.theme import PALETTE, SMALLEST, TYPE_SCALE, Theme

GOLD = PALETTE["gold"]


def stacked(theme: Theme, height: int, lines: list[tuple[int, bool]]) -> list[int]:
    """Sizes for ``lines`` ((size, bold), top to bottom) whose text stacks in ``height`` pixels: each as given
    while they fit, else the largest stepped down the type scale (never below its smallest) until they do. A
    panel of the table's fixed furniture (a plate, the banner) keeps its text inside at every text size."""
    sizes = [size for size, _bold in lines]

    def need() -> int:
        return sum(theme.font(size, bold).get_height() for size, (_s, bold) in zip(sizes, lines, strict=True))

    while need() > height:
        larger = [i for i, size in enumerate(sizes) if size > SMALLEST]
        if not larger:
            break
        i = max(larger, key=lambda k: sizes[k])
        sizes[i] = max(s for s in TYPE_SCALE if s < sizes[i])
    return sizes


def stacked_fits(theme: Theme, height: int, lines: list[tuple[int, bool]]) -> bool:
    """``lines`` stack in ``height`` pixels at some sizes ``stacked`` can give them."""
    sizes = stacked(theme, height, lines)
    return (
        sum(theme.font(size, bold).get_height() for size, (_s, bold) in zip(sizes, lines, strict=True))
        <= height
    )


class AwayRole(str):
    """A plate's second line that waits for a friend who dropped ("waiting for NAME"), with ``action``, the
    words of what a click on the plate does ("Computer plays"): the plate shows the waiting words where the name
    goes and the action as a button under them (``draw_plate``)."""

    action: str
    template: str  # the waiting words with a {name} in them ("waiting for {name}", translated)
    who: str  # the name in them

    def __new__(cls, text: str, action: str, template: str = "", who: str = "") -> AwayRole:
        said = super().__new__(cls, text)
        said.action, said.template, said.who = action, template, who
        return said

    def shortened(self, width: Callable[[str], int], room: int) -> str:
        """The waiting words in ``room`` pixels (``width`` measures them): whole when they fit, else with the
        name cut short by an ellipsis, never the words around it ("waiting for Bartholo…")."""
        if width(self) <= room or not self.template or not self.who:
            return str(self)
        name = self.who
        while len(name) > 1 and width(self.template.format(name=name.rstrip() + "…")) > room:
            name = name[:-1]
        return self.template.format(name=name.rstrip() + "…")


class ShortRole(str):
    """A plate's role line with a shorter form that keeps what the seat is doing ("Human · choosing a piece",
    "choosing a piece"): the plate draws the shorter one where the whole line would be cut (large text)."""

    shorter: str

    def __new__(cls, text: str, shorter: str) -> ShortRole:
        said = super().__new__(cls, text)
        said.shorter = shorter
        return said


@dataclass
class Plate:
    """What a seat's plate shows: its name, a role line ("Hard · thinking"), its score; ``active`` is gold-ringed."""

    name: str
    role: str
    score: int
    active: bool = False


@dataclass(frozen=True)
class PlateText:
    """Where a plate's words go: the name and role line as drawn (cut short only past the type scale), their
    sizes, the score's size, and the x where the name and role must end (left of the score)."""

    name: str
    name_size: int
    role: str
    role_size: int
    score_size: int
    right: int
    role_lines: tuple[str, ...] = ()  # the role line as drawn: one line, or two on a plate tall enough


def plate_text(theme: Theme, rect: pygame.Rect, px: Px, plate: Plate) -> PlateText:
    """The name over the role line on the left, the score on the right: the lines share the plate's height
    (``stacked``) and the width the score leaves them. A role line too long for the width even at the smallest
    type takes two lines where the plate is tall enough for three (a table makes it so where it needs). Kept
    while the words, the plate and the text sizes stay (``plans.planned``)."""
    lengths = tuple(px(n) for n in (7, 8, 10, 14, 16))
    key = ("plate", tuple(rect), lengths, plate.name, plate.role, plate.score)
    return planned(theme, key, lambda: _plate_text(theme, rect, px, plate))


def _plate_text(theme: Theme, rect: pygame.Rect, px: Px, plate: Plate) -> PlateText:
    score_size = stacked(theme, rect.h - px(8), [(34, True)])[0]
    while True:  # the score steps down the type scale (to 20) rather than the name be cut short
        right = rect.right - px(16) - theme.font(score_size, True).size(str(plate.score))[0] - px(10)
        room = right - rect.x - px(16)
        if score_size <= 20 or theme.font(SMALLEST, True).size(plate.name)[0] <= room:
            break
        score_size = max(s for s in TYPE_SCALE if s < score_size)
    if isinstance(plate.name, AwayRole):  # an away friend's long name gives way, not "waiting for"
        font = theme.font(SMALLEST, True)
        shown = plate.name.shortened(lambda text: font.size(text)[0], room)
        plate = Plate(shown, plate.role, plate.score, plate.active)
    if isinstance(plate.role, ShortRole) and theme.font(SMALLEST).size(plate.role)[0] > room:
        plate = Plate(plate.name, plate.role.shorter, plate.score, plate.active)  # the doing kept whole
    three = [(20, True), (15, False), (15, False)]
    if theme.font(SMALLEST).size(plate.role)[0] > room and stacked_fits(theme, rect.h - px(14), three):
        big, small, _same = stacked(theme, rect.h - px(14), three)
        name, big = theme.fit_text(plate.name, big, room, bold=True)
        lines = theme.wrap(plate.role, small, room)
        lines = lines[:1] + ([" ".join(lines[1:])] if len(lines) > 1 else [])
        fitted = [theme.fit_text(line, small, room) for line in lines]
        small = min(size for _line, size in fitted)
        roles = tuple(line for line, _size in fitted)
        return PlateText(name, big, " ".join(roles), small, score_size, right, roles)
    big, small = stacked(theme, rect.h - px(14), [(20, True), (15, False)])
    name, big = theme.fit_text(plate.name, big, room, bold=True)
    role, small = theme.fit_text(plate.role, small, room)
    return PlateText(name, big, role, small, score_size, right, (role,))


def plate_width(theme: Theme, px: Px, plate_h: int, names: list[str], roles: list[str]) -> int:
    """How wide a plate ``plate_h`` tall must be for the longest of ``names`` and ``roles`` beside a two-digit
    score, at the sizes ``plate_text`` gives them (a table widens its plates to it where it has room)."""
    big, small = stacked(theme, plate_h - px(14), [(20, True), (15, False)])
    score = stacked(theme, plate_h - px(8), [(34, True)])[0]
    words = max(
        max(theme.font(big, True).size(name)[0] for name in names),
        max(theme.font(small).size(role)[0] for role in roles),
    )
    return px(16) + words + px(10) + theme.font(score, True).size("10")[0] + px(16)


def draw_plate(theme: Theme, layer: pygame.Surface, rect: pygame.Rect, px: Px, plate: Plate) -> None:
    theme.panel(layer, rect, color=PALETTE["paper"] if plate.active else PALETTE["paper_lo"], radius=14)
    if plate.active:
        pygame.draw.rect(layer, GOLD, rect.inflate(px(6), px(6)), width=px(3), border_radius=px(17))
    action = plate.role.action if isinstance(plate.role, AwayRole) else ""
    if action:  # the waiting words on top, the action under them as a button
        plate = Plate(plate.role, action, plate.score, plate.active)
    words = plate_text(theme, rect, px, plate)
    if action:
        font = theme.font(words.role_size)
        chip = pygame.Rect(0, 0, font.size(words.role)[0] + px(16), font.get_height() + px(4))
        chip.bottomleft = (rect.x + px(16) - px(8), rect.bottom - px(7) + px(2))
        theme.panel(layer, chip, color=PALETTE["paper"], radius=8, shadow=False)
        pygame.draw.rect(layer, GOLD, chip, width=max(1, px(2)), border_radius=px(8))
    theme.blit_text(
        layer, words.name, words.name_size, PALETTE["ink"], (rect.x + px(16), rect.y + px(7)), bold=True
    )
    y = rect.bottom - px(7)
    for line in reversed(words.role_lines):
        y = theme.blit_text(
            layer, line, words.role_size, PALETTE["ink_soft"], (rect.x + px(16), y), anchor="bottomleft"
        ).y
    theme.blit_text(
        layer,
        str(plate.score),
        words.score_size,
        PALETTE["gold_ink"] if plate.score else PALETTE["ink_soft"],
        (rect.right - px(16), rect.centery),
        anchor="midright",
        bold=True,
    )


class MoveList:
    """The move list panel; owns its scroll (entries back from the newest), which the mouse wheel moves.

    Entries are shown whole or not at all: a long entry wraps under itself, and the top of the panel never holds
    the tail of an entry whose start scrolled away. The text never gets smaller than ``SMALLEST_PX`` pixels."""

    SIZE = 14
    SMALLEST_PX = 13

    def __init__(self) -> None:
        self.scroll = 0
        self.shown: list[str] = []  # the lines drawn last time (for tests and tooltips)
        self.count = 0  # how many entries the list had when last laid out

    def wheel(self, up: bool) -> None:
        self.scroll = max(0, self.scroll + (1 if up else -1))

    def text_size(self, theme: Theme) -> int:
        size = self.SIZE
        while theme.px(size) < self.SMALLEST_PX:
            size += 1
        return size

    def rows(self, theme: Theme, box: pygame.Rect, px: Px) -> int:
        """How many lines of text ``box`` holds under the heading."""
        return max(1, (box.h - px(40)) // theme.font(self.text_size(theme)).get_linesize())

    def layout(self, theme: Theme, box: pygame.Rect, px: Px, entries: list[str]) -> list[str]:
        """The lines that fit ``box``: the newest whole entries (minus ``scroll`` entries), oldest first. A new
        entry brings the list back to the newest, so a move just played is always in view."""
        size = self.text_size(theme)
        width = box.w - px(28)
        room = self.rows(theme, box, px)
        if len(entries) > self.count:
            self.scroll = 0
        self.count = len(entries)
        self.scroll = min(self.scroll, max(0, len(entries) - 1))
        end = len(entries) - self.scroll
        shown: list[str] = []
        for text in reversed(entries[:end]):
            parts = theme.wrap(text, size, width - theme.font(size).size("    ")[0])
            block = [parts[0]] + ["    " + p for p in parts[1:]]
            if shown and len(shown) + len(block) > room:
                break
            shown = block[:room] + shown
        return shown

    def draw(self, theme: Theme, layer: pygame.Surface, box: pygame.Rect, px: Px, entries: list[str]) -> None:
        size = self.text_size(theme)
        width = box.w - px(28)
        line_h = theme.font(size).get_linesize()
        shown = self.layout(theme, box, px, entries)
        self.shown = shown
        theme.blit_text(layer, _("Moves"), 15, PALETTE["cream"], (box.x + px(14), box.y + px(8)), bold=True)
        if self.scroll:
            theme.blit_text(
                layer,
                _("wheel ↓ for newer"),
                12,
                PALETTE["muted"],
                (box.right - px(12), box.y + px(10)),
                anchor="topright",
            )
        y = box.y + px(32)
        for line in shown:
            heading = line.startswith("— ")  # a section of the list, such as a new round
            # (``layout`` wrapped each line to the width: only a word longer than it is cut, and reported)
            text, fitted = theme.fit_text(line, size, width, bold=heading, smallest=size)
            colour = PALETTE["gold"] if heading else PALETTE["cream"]
            theme.blit_text(layer, text, fitted, colour, (box.x + px(14), y), bold=heading)
            y += line_h
        if not entries:
            theme.blit_text(layer, _("No moves yet"), size, PALETTE["muted"], (box.x + px(14), y))
