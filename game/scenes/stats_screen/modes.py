"""The Statistics' "By mode" table, where a mode's name is never cut: a Quarto mode joins its variants
("Quadrate · Ausgerufene Siege · Angrenzend · Nachziehstapel", 700 px at 150 % text) and was cut to "Quadrate ·
Au…" in every language but English, two such modes alike. A name wraps between its parts (a part by its words
when it must) over as many lines as it needs, in the first of these that holds every mode:

1. every figure column the table has room for, each name in the label column;
2. only played and win rate (what a folded table shows), the names wider;
3. two modes to a row (``draw.folded``), when each name reads whole in its half;
4. as 2, a page at a time, with the pager's line under it (``Pager.page_by``: pages of rows of different
   heights)."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.play.stats import Row
from game.scenes.stats_screen import draw
from game.scenes.stats_screen.draw import COLUMNS, TYPE, line_h
from game.scenes.stats_screen.pager import Pager
from game.ui.theme import PALETTE, Theme


def table(
    surface: pygame.Surface,
    th: Theme,
    rect: pygame.Rect,
    y: int,
    rows: list[Row],
    compact: bool,
    pager: Pager,
) -> int:
    """ "By mode" from ``y`` down to ``rect.bottom`` (``compact``: its title where the label column's head is, as
    ``draw.table``); the y below it."""
    title, head = _("By mode"), _("Mode")
    body = line_h(th, TYPE["body"])
    room = (rect.bottom - y - draw.table_top(th, compact)) // body  # lines for its rows (the column's last)
    if not rows or room < 2:  # no room for a row and a page's line: as the other tables do
        return draw.table(surface, th, rect, y, title, rows, head, compact, fold=True)
    label = title if compact else head
    for shown in (draw.columns(th, rect.w, label, rows), ["played", "rate"]):
        names = _names(th, rows, rect, shown)
        if names is not None and sum(len(lines) for lines in names) <= room:
            return _draw(surface, th, rect, y, (title, label, compact), rows, names, shown, (0, len(rows)))
    if draw.all_fold_whole(th, rect, rows) and -(-len(rows) // 2) <= room:
        return draw.table(surface, th, rect, y, title, rows, head, compact, fold=True)
    return _paged(surface, th, rect, y, (title, label, compact), rows, pager)


def _paged(
    surface: pygame.Surface,
    th: Theme,
    rect: pygame.Rect,
    y: int,
    heads: tuple[str, str, bool],
    rows: list[Row],
    pager: Pager,
) -> int:
    """The table a page at a time (played and win rate), at the body's size, else at the small one where a name
    is taller than a page at the body's (German's four variants at 150 % in 1280×720: three lines, a page of
    two); a name taller than a page even so is cut (never seen)."""
    shown, width = ["played", "rate"], rect.w - th.px(INDENT)
    for size in (TYPE["body"], TYPE["small"]):
        most = (rect.bottom - y - draw.table_top(th, heads[2])) // line_h(th, size) - 1  # the line under it
        names = _names(th, rows, rect, shown, size=size, whole=False) or []
        if max(len(n) for n in names) <= most:
            break
    names = [
        n if len(n) <= most else [*n[: most - 1], draw.clip(th, " ".join(n[most - 1 :]), size, width)]
        for n in names
    ]
    first, last = pager.page_by([len(n) for n in names], most)
    y = _draw(surface, th, rect, y, heads, rows, names, shown, (first, last), size) - th.px(10)
    pager.place(pygame.Rect(rect.x, y, rect.w, line_h(th, size)), first, last, len(rows))
    return y + line_h(th, size) + th.px(10)


def lines(th: Theme, rect: pygame.Rect, rows: list[Row], compact: bool) -> int:
    """The fewest lines of rows in which ``table`` shows every mode whole (0 with none)."""
    if not rows:
        return 0
    label = _("By mode") if compact else _("Mode")
    need = [-(-len(rows) // 2)] if draw.all_fold_whole(th, rect, rows) else []
    for shown in (draw.columns(th, rect.w, label, rows), ["played", "rate"]):
        names = _names(th, rows, rect, shown)
        if names is not None:
            need.append(sum(len(n) for n in names))
    return min(need, default=len(rows))


def _label_w(th: Theme, rect: pygame.Rect, shown: list[str]) -> int:
    """The width of the label column beside the figure columns ``shown`` (their gaps kept)."""
    return rect.w - sum(w for _x, w in _figures(th, rect, shown)) - th.px(8)


def _figures(th: Theme, rect: pygame.Rect, shown: list[str]) -> list[tuple[int, int]]:
    """Each figure column's x and width, as ``draw.table`` sets them: its head's width and a gap."""
    bold = th.font(TYPE["small"], True)
    widths = [bold.size(COLUMNS[k]())[0] + th.px(14) for k in shown]
    x = rect.right - sum(widths)
    places = []
    for w in widths:
        places.append((x, w))
        x += w
    return places


#: a name's second line and after, indented by this many pixels at 1280×720, run under the figures
INDENT = 12


def _names(
    th: Theme,
    rows: list[Row],
    rect: pygame.Rect,
    shown: list[str],
    size: int = TYPE["body"],
    whole: bool = True,
) -> list[list[str]] | None:
    """Each mode's name in lines: the first in the label column (beside the figures ``shown``), the next ones
    under the figures, indented; its parts joined while they fit, a line that goes on ending in " ·", a part
    wider than a line wrapped by its words. None when a word is wider than the label column (unless not
    ``whole``: then the wrap says so to the text report)."""
    font = th.font(size)
    dot = font.size(" ·")[0]  # a line that goes on keeps room for its " ·"
    first, rest = _label_w(th, rect, shown) - dot, rect.w - th.px(INDENT) - dot
    words = {word for row in rows for word in draw.label_words(row.label).split(" ")}
    if whole and any(font.size(word)[0] > first for word in words):
        return None
    named = []
    for row in rows:
        lines: list[str] = []
        for part in draw.label_words(row.label).split(" · "):
            if lines and font.size(f"{lines[-1]} · {part}")[0] <= (rest if len(lines) > 1 else first):
                lines[-1] = f"{lines[-1]} · {part}"
                continue
            if lines:
                lines[-1] += " ·"
            lines += th.wrap(part, size, rest if lines else first)
        named.append(lines)
    return named


def _draw(
    surface: pygame.Surface,
    th: Theme,
    rect: pygame.Rect,
    y: int,
    heads: tuple[str, str, bool],
    rows: list[Row],
    names: list[list[str]],
    shown: list[str],
    span: tuple[int, int],
    size: int = TYPE["body"],
) -> int:
    """The title (unless compact), the heads and rows ``span`` of the table (at ``size``); the y below it."""
    title, label, compact = heads
    body = line_h(th, size)
    if not compact:
        th.blit_text(surface, title, TYPE["head"], PALETTE["ink"], (rect.x, y), bold=True)
        y += line_h(th, TYPE["head"]) + th.px(2)
    ink = PALETTE["ink"] if compact else PALETTE["ink_soft"]
    th.blit_text(surface, label, TYPE["small"], ink, (rect.x, y), bold=True)
    places = _figures(th, rect, shown)
    for (x, w), k in zip(places, shown, strict=True):
        at = (x + w, y)
        th.blit_text(
            surface, COLUMNS[k](), TYPE["small"], PALETTE["ink_soft"], at, anchor="topright", bold=True
        )
    y += line_h(th, TYPE["small"]) + th.px(2)
    pygame.draw.line(surface, PALETTE["paper_lo"], (rect.x, y), (rect.right, y), max(1, th.px(1)))
    y += th.px(3)
    for row, lines in zip(rows[span[0] : span[1]], names[span[0] : span[1]], strict=True):
        counts = ("–", "–", "–") if row.solo else (row.won, row.lost, row.drawn)
        values = dict(zip(COLUMNS, (row.played, *counts, row.rate), strict=True))
        for (x, w), k in zip(places, shown, strict=True):
            th.blit_text(surface, str(values[k]), size, PALETTE["ink"], (x + w, y), anchor="topright")
        for n, line in enumerate(lines):
            th.blit_text(surface, line, size, PALETTE["ink"], (rect.x + (th.px(INDENT) if n else 0), y))
            y += body
    return y + th.px(10)


__all__ = ["table"]
