"""Where the words of the Quarto setup's legend go: its heading, wrapped to the panel, and under each pair of
faces the two value names ("tall · short", or "tall ·" over "short"), with the room left for the faces.

At 150 % text a long heading (French: "Les pièces : quatre caractéristiques, deux valeurs chacune") ran past the
panel, and the captions took so many lines that the faces shrank to a few pixels: the plan tries the type scale's
sizes from the largest down and keeps the first that leaves the faces ``MIN_FACE`` pixels (at 1280×720) with no
word wider than its column."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.ui.theme import Theme

HEADING, CAPTION = 15, 14  # the legend's sizes of the type scale, when there is room for them
SMALLER = 13  # the smallest either takes when there is not
MIN_FACE = 36  # the faces' height the words leave at least, in pixels at 1280×720, when they can
SPACE = 12  # pixels at 1280×720 kept between two columns' captions


@dataclass(frozen=True)
class LegendPlan:
    """The heading's lines at ``heading_size``, each attribute's caption lines at ``caption_size``, the y under
    the heading (``top``) and the height left for the faces above the captions (``face_h``)."""

    heading: list[str]
    heading_size: int
    captions: list[list[str]]
    caption_size: int
    top: int
    face_h: int

    def caption_h(self, th: Theme) -> int:
        return th.font(self.caption_size).get_linesize() * max(len(c) for c in self.captions)


#: (heading's size or None to leave it out, captions' size, pixels between captions at 1280×720), in order of
#: preference: the heading goes smaller before it goes, and captions come closer only when a word needs it
TRIES: tuple[tuple[int | None, int, int], ...] = (
    (HEADING, CAPTION, SPACE),
    (HEADING, SMALLER, SPACE),
    (SMALLER, SMALLER, SPACE),
    (None, CAPTION, SPACE),
    (None, SMALLER, SPACE),
    (SMALLER, SMALLER, 4),
    (None, SMALLER, 4),
)


def plan(
    th: Theme, box: pygame.Rect, pad: int, heading: str, values: list[tuple[str, str]], tallest: int
) -> LegendPlan:
    """The first of ``TRIES`` whose words fit in two lines a caption and leave the faces ``MIN_FACE`` (or
    ``tallest``, the most the columns' width lets them take, when less), then the first with longer captions;
    if none does, the one that leaves the faces most (at worst, the smallest words wrapped as they can: the
    report then says what is too wide)."""
    col_w = (box.w - 2 * pad) // len(values)
    need = min(th.px(MIN_FACE), tallest)
    best: LegendPlan | None = None
    for most in (2, 4):
        for head_size, cap_size, space in TRIES:
            lines = [] if head_size is None else _wrapped(th, heading, head_size, box.w - 2 * pad, bold=True)
            captions = _captions(th, values, cap_size, col_w - th.px(space))
            if lines is None or captions is None or max(len(c) for c in captions) > most:
                continue
            found = _placed(th, box, pad, lines, head_size or SMALLER, captions, cap_size)
            if found.face_h >= need:
                return found
            if best is None or found.face_h > best.face_h:
                best = found
    if best is None:
        lines = th.wrap(heading, SMALLER, box.w - 2 * pad, bold=True)
        captions = [_two_lines(th, v, SMALLER, col_w - th.px(4)) for v in values]
        best = _placed(th, box, pad, lines, SMALLER, captions, SMALLER)
    return best


def _placed(
    th: Theme,
    box: pygame.Rect,
    pad: int,
    lines: list[str],
    head_size: int,
    captions: list[list[str]],
    cap_size: int,
) -> LegendPlan:
    """The plan of these words: the faces get what the heading and the captions leave."""
    top = box.y + pad + (th.font(head_size, True).get_linesize() * len(lines) + th.px(6) if lines else 0)
    cap_h = th.font(cap_size).get_linesize() * max(len(c) for c in captions)
    return LegendPlan(lines, head_size, captions, cap_size, top, box.bottom - pad - cap_h - th.px(4) - top)


def _wrapped(th: Theme, text: str, size: int, width: int, bold: bool = False) -> list[str] | None:
    """``text`` wrapped to ``width``, or None when a word of it is wider (asked without telling the report)."""
    font = th.font(size, bold)
    if any(font.size(word)[0] > width for word in text.split(" ")):
        return None
    return th.wrap(text, size, width, bold=bold)


def _captions(th: Theme, values: list[tuple[str, str]], size: int, width: int) -> list[list[str]] | None:
    """Every attribute's two value names on one line ("tall · short") when all of them fit ``width``; else each
    over the other ("tall ·" over "short") for all, so the columns read alike; None when a word is too wide."""
    font = th.font(size)
    ones = [f"{a} · {b}" for a, b in values]
    if all(font.size(words)[0] <= width for words in ones):
        return [[words] for words in ones]
    if any(font.size(word)[0] > width for a, b in values for word in f"{a} {b}".split(" ")):
        return None
    return [_two_lines(th, v, size, width) for v in values]


def _two_lines(th: Theme, values: tuple[str, str], size: int, width: int) -> list[str]:
    """ "tall ·" over "short" (the "·" kept with its word, or left out when that word has no room for it),
    each wrapped again when wider than ``width``."""
    first, second = values
    dotted = f"{first}\u00a0·"
    if th.font(size).size(dotted.split(" ")[-1])[0] <= width:
        first = dotted
    return [*th.wrap(first, size, width), *th.wrap(second, size, width)]


__all__ = ["CAPTION", "HEADING", "LegendPlan", "plan"]
