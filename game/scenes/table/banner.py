"""The paper banner over a table's play area: what happens now, and a quieter line under it, each line given in
one form or several (longest first), drawn in the longest that fits the banner whole."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.scenes.table.contracts import Px
from game.scenes.table.panels import stacked, stacked_fits
from game.scenes.table.plans import planned
from game.ui.theme import PALETTE, SMALLEST, Theme

#: A banner's line: one text, or its forms from the longest to the shortest (all saying what matters).
Forms = str | Sequence[str]


def draw_banner(
    theme: Theme, layer: pygame.Surface, box: pygame.Rect, px: Px, text: Forms, subline: Forms
) -> None:
    """The paper banner over the play area: what happens now, and a quieter line under it. Either takes a second
    line when it is too long for one even at the smallest type, where the banner's height holds it (the title's
    first). Given several forms of a line, the longest that fits whole is drawn (the title's kept longest);
    what still does not fit is cut short."""
    theme.panel(layer, box, color=PALETTE["paper"], radius=16)
    for line, size, colour, bold, rect in banner_words(theme, box, px, text, subline):
        theme.blit_text(layer, line, size, colour, rect.topleft, bold=bold)


def banner_words(
    theme: Theme, box: pygame.Rect, px: Px, text: Forms, subline: Forms
) -> list[tuple[str, int, tuple[int, int, int], bool, pygame.Rect]]:
    """The banner's lines as ``draw_banner`` draws them: (line, size, colour, bold, where) each — a table that
    repaints only the words that changed asks where they were and where they go."""
    width, height = box.w - px(28), box.h - px(12)
    forms = (
        (text,) if isinstance(text, str) else tuple(text),
        (subline,) if isinstance(subline, str) else tuple(subline),
    )
    key = ("banner", width, height, *forms)
    titles, big, subs, small = planned(theme, key, lambda: _banner_lines(theme, width, height, *forms))
    out = []
    y = box.y + px(6)
    for line in titles:
        rect = theme.text(line, big, PALETTE["ink"], True).get_rect(midtop=(box.centerx, y))
        out.append((line, big, PALETTE["ink"], True, rect))
        y = rect.bottom
    y = box.bottom - px(6)
    for line in reversed(subs):
        rect = theme.text(line, small, PALETTE["ink_soft"]).get_rect(midbottom=(box.centerx, y))
        out.append((line, small, PALETTE["ink_soft"], False, rect))
        y = rect.y
    return out


def _banner_lines(
    theme: Theme, width: int, height: int, titles: Sequence[str], subs: Sequence[str]
) -> tuple[list[str], int, list[str], int]:
    """The title's and the subline's lines as drawn and their sizes: the longest forms that fit whole."""
    pairs = [(t, s) for t in titles for s in subs]
    text, subline = next((p for p in pairs if _banner_whole(theme, width, height, *p)), pairs[-1])
    title_n, sub_n, big, small = _banner_plan(theme, width, height, text, subline)
    title_lines, big = _lines(theme, text, big, width, title_n, bold=True)
    sub_lines, small = _lines(theme, subline, small, width, sub_n)
    return title_lines, big, sub_lines, small


def _banner_plan(theme: Theme, width: int, height: int, text: str, subline: str) -> tuple[int, int, int, int]:
    """How many lines the title and the subline take in the banner, and their sizes."""
    want = [
        2 if theme.font(SMALLEST, True).size(text)[0] > width else 1,
        2 if subline and theme.font(SMALLEST).size(subline)[0] > width else 1,
    ]
    for title_n, sub_n in ((want[0], want[1]), (want[0], 1), (1, want[1]), (1, 1)):
        spec = [(22, True)] * title_n + [(14, False)] * sub_n
        if stacked_fits(theme, height, spec) or (title_n, sub_n) == (1, 1):
            break
    sizes = stacked(theme, height, spec)
    return title_n, sub_n, sizes[0], sizes[-1]


def _banner_whole(theme: Theme, width: int, height: int, text: str, subline: str) -> bool:
    """The banner holds ``text`` and ``subline`` with nothing cut short."""
    title_n, sub_n, big, small = _banner_plan(theme, width, height, text, subline)
    return _whole(theme, text, big, width, title_n, True) and _whole(
        theme, subline, small, width, sub_n, False
    )


def _whole(theme: Theme, text: str, size: int, width: int, most: int, bold: bool) -> bool:
    """``_lines`` would draw ``text`` with nothing cut short."""
    lines = theme.wrap(text, size, width, bold=bold) if most > 1 else [text]
    lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
    return all(theme.font(SMALLEST, bold).size(line)[0] <= width for line in lines)


def _lines(
    theme: Theme, text: str, size: int, width: int, most: int, bold: bool = False
) -> tuple[list[str], int]:
    """``text`` in at most ``most`` lines of ``width`` and their one size (down the type scale from ``size``
    as far as the widest needs), the last cut short if the rest does not fit it even at the smallest."""
    lines = theme.wrap(text, size, width, bold=bold) if most > 1 else [text]
    lines = [*lines[: most - 1], " ".join(lines[most - 1 :])]
    fitted = [theme.fit_text(line, size, width, bold=bold) for line in lines]
    return [line for line, _size in fitted], min(fit for _line, fit in fitted)
