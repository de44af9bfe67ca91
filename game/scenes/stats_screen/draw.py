"""Drawing for the Statistics screen: summary tiles, results tables and a small bar chart, all inside given rects.

Nothing here shrinks text: a label that does not fit is cut with an ellipsis, rows that do not fit are counted in
a "+ N more" line, and a chart with too many bars keeps the last ones. Sizes come from one scale (``TYPE``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import N_, _, ngettext, pgettext
from game.play.stats import Row
from game.scenes.stats_screen.pager import Pager
from game.ui.theme import PALETTE, Color, Theme

Group = tuple[str, list[tuple[float, Color]]]  # a bar chart's label and its bars (value, colour)

# the screen's type scale (theme units, scaled with the window): figures, headings, body, small print
TYPE = {"figure": 26, "head": 18, "body": 16, "small": 14}
BAR_COLOURS = {"win": PALETTE["ok"], "loss": PALETTE["danger"], "draw": PALETTE["gold_dark"]}
MODE_COLOURS = ((78, 124, 156), (140, 104, 168), (196, 124, 64), (78, 156, 96))


#: The opponents as the statistics keep them (``game.play.stats.level_title``): marked for the catalogs, translated
#: where drawn (a mode's parts are marked in ``game.play.table_stats``).
LEVEL_WORDS = (
    N_("Easy"),
    N_("Medium"),
    N_("Hard"),
    N_("Expert"),
    N_("Perfect"),
    N_("Hot-seat"),
    N_("Solo"),
    N_("Practice"),
    N_("Puzzle"),
)


def label_words(label: str) -> str:
    """A row's label as the statistics keep it (English data: "Medium", "Squares · Draw pile", "Easy, Medium") in
    the language in use, part by part; a name a player typed stays as it is (it has no msgid)."""
    return " · ".join(", ".join(_(p) for p in part.split(", ")) for part in label.split(" · "))


def faded(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A colour halfway to the panel's paper: how a chart marks a game played with hints."""
    (r, g, b), (r2, g2, b2) = colour, PALETTE["paper"]
    return (r + r2) // 2, (g + g2) // 2, (b + b2) // 2


def clip(th: Theme, text: str, size: int, width: int, bold: bool = False) -> str:
    """``text`` cut with an ellipsis to fit ``width`` pixels at ``size`` (never a smaller size)."""
    font = th.font(size, bold)
    if font.size(text)[0] <= width:
        return text
    if th.report is not None:  # a cut is a misfit the fit tests must see, as ``Theme.fit_text``'s are
        th.report.misfit("cut", text, f"{font.size(text)[0]} px in {width}")
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…" if text else ""


def line_h(th: Theme, size: int) -> int:
    return th.font(size).get_linesize()


def captions(th: Theme, items: list[tuple[str, str]], width: int) -> tuple[int, list[list[str]]]:
    """The tiles' captions in one size, wrapped to at most two lines of ``width`` px: the small size, else the
    scale's next step down where a word would not fit ("gewonnen" and "beste Serie" at 150 % text)."""
    for size in (TYPE["small"], TYPE["small"] - 1):
        font = th.font(size)
        if all(font.size(word)[0] <= width for _, caption in items for word in caption.split()):
            wrapped = [th.wrap(caption, size, width) for _, caption in items]
            if all(len(lines) <= 2 for lines in wrapped):
                return size, wrapped
    return size, [[clip(th, caption, size, width)] for _, caption in items]


def tiles(surface: pygame.Surface, th: Theme, rect: pygame.Rect, items: list[tuple[str, str]]) -> int:
    """A row of big figures with a caption under each (on two lines where one is too narrow); returns the y below
    them."""
    gap = th.px(6)
    w = (rect.w - gap * (len(items) - 1)) // len(items)
    size, wrapped = captions(th, items, w - th.px(4))
    rows = max(len(lines) for lines in wrapped)
    h = line_h(th, TYPE["figure"]) + rows * line_h(th, size) + th.px(14)
    for i, ((figure, _caption), lines) in enumerate(zip(items, wrapped, strict=True)):
        box = pygame.Rect(rect.x + i * (w + gap), rect.y, w, h)
        pygame.draw.rect(surface, PALETTE["paper_hi"], box, border_radius=th.px(10))
        pygame.draw.rect(surface, PALETTE["paper_lo"], box, width=max(1, th.px(1)), border_radius=th.px(10))
        top = box.y + th.px(6)
        th.blit_text(
            surface,
            clip(th, figure, TYPE["figure"], w - th.px(8), True),
            TYPE["figure"],
            PALETTE["ink"],
            (box.centerx, top),
            anchor="midtop",
            bold=True,
        )
        y = top + line_h(th, TYPE["figure"]) + th.px(2)
        for line in lines:
            th.blit_text(surface, line, size, PALETTE["ink_soft"], (box.centerx, y), anchor="midtop")
            y += line_h(th, size)
    return rect.y + h


def table_height(th: Theme, rows: int, compact: bool = False) -> int:
    """The height ``table`` takes for ``rows`` rows (0 when there are none: it draws nothing)."""
    if not rows:
        return 0
    if compact:
        return table_top(th, compact) + rows * line_h(th, TYPE["body"]) + th.px(10)
    return line_h(th, TYPE["head"]) + line_h(th, TYPE["small"]) + rows * line_h(th, TYPE["body"]) + th.px(17)


def table_top(th: Theme, compact: bool = False) -> int:
    """The height of a table's title and column heads (``compact``: the title stands in the label's head)."""
    return (0 if compact else line_h(th, TYPE["head"]) + th.px(2)) + line_h(th, TYPE["small"]) + th.px(5)


#: a results table's figure columns, in order, with their heads (translated where drawn)
COLUMNS: dict[str, Callable[[], str]] = {
    "played": lambda: _("Played"),
    "won": lambda: _("Won"),
    "lost": lambda: _("Lost"),
    "drawn": lambda: pgettext("ties", "Drawn"),
    "rate": lambda: _("Win rate"),
}


def columns(th: Theme, width: int, label: str, rows: list[Row]) -> list[str]:
    """The figure columns a table of ``width`` shows: all of them where the label column keeps room for its head;
    when it would not (large text, long heads), first "Drawn" if nothing was drawn, then "Lost" (played less won
    and drawn tells it), then "Drawn" and "Won" (the win rate tells them)."""
    bold = th.font(TYPE["small"], True)
    need = bold.size(label)[0] + th.px(24)
    shown = list(COLUMNS)

    def room() -> int:
        return width - sum(bold.size(COLUMNS[k]())[0] + th.px(14) for k in shown)

    if room() < need and not any(r.drawn for r in rows):
        shown.remove("drawn")
    for kept in ("lost", "drawn", "won"):  # German heads at 150 % with draws: played and win rate at least
        if room() < need and kept in shown:
            shown.remove(kept)
    return shown


def table(
    surface: pygame.Surface,
    th: Theme,
    rect: pygame.Rect,
    y: int,
    title: str,
    rows: list[Row],
    label: str,
    compact: bool = False,
    fold: bool = False,
    pager: Pager | None = None,
) -> int:
    """A titled results table (label, played, won, lost, drawn, win rate) from ``y`` down to ``rect.bottom``;
    returns the y below it. Rows that do not fit are summed up in one "+ N more" line, or with a ``pager`` shown
    a page at a time over its line. ``compact`` (a column short of room) writes the title where the label
    column's head is, saving a line; ``fold``: rows that do not fit go in two columns of label, played and win
    rate (``folded``) before any is summed up or paged."""
    body = line_h(th, TYPE["body"])
    if not rows or (rect.bottom - y - table_top(th, compact)) // body < min(len(rows), 1 if fold else 2):
        return y  # no room for a row (and the "+ N more" line under it): a table of heads alone says nothing
    if compact:
        label = title
    else:
        th.blit_text(surface, title, TYPE["head"], PALETTE["ink"], (rect.x, y), bold=True)
        y += line_h(th, TYPE["head"]) + th.px(2)
    room = max(0, (rect.bottom - y - line_h(th, TYPE["small"]) - th.px(5)) // body)
    # two rows side by side (played · win rate): every mode, at the body's size; a paged table only while every
    # label reads whole in its half (else a page of full rows: "Am selben G…" was no opponent to look for)
    fold = fold and len(rows) > room and (pager is None or all_fold_whole(th, rect, rows))
    shown_cols = ["played", "rate"] if fold else columns(th, rect.w, label, rows)
    nums = tuple(COLUMNS[k]() for k in shown_cols)
    num_w = [th.font(TYPE["small"], True).size(n)[0] + th.px(14) for n in nums]
    first = rect.w - sum(num_w)
    xs = [rect.x + first + sum(num_w[:k]) for k in range(len(nums))]
    ink = PALETTE["ink"] if compact else PALETTE["ink_soft"]
    th.blit_text(surface, label, TYPE["small"], ink, (rect.x, y), bold=True)
    if fold:  # what each half's figures are, at its right (the left half's where its label leaves room)
        head, half = " · ".join(nums), (rect.w - th.px(24)) // 2
        wide = th.font(TYPE["small"], True).size(label + "  " + head)[0] <= half
        nums, xs, num_w = (
            (head, head)[: 1 + wide],
            [rect.right, rect.x + half][: 1 + wide],
            [0, 0][: 1 + wide],
        )
    for x, w, n in zip(xs, num_w, nums, strict=True):
        th.blit_text(surface, n, TYPE["small"], PALETTE["ink_soft"], (x + w, y), anchor="topright", bold=True)
    y += line_h(th, TYPE["small"]) + th.px(2)
    pygame.draw.line(surface, PALETTE["paper_lo"], (rect.x, y), (rect.right, y), max(1, th.px(1)))
    y += th.px(3)
    if fold:
        return folded(surface, th, rect, y, rows, room, pager) + th.px(10)
    start, end = (0, len(rows)) if len(rows) <= room else (0, max(0, room - 1))
    if pager is not None and end < len(rows):
        start, end = pager.page(len(rows), end)
    shown = rows[start:end]
    for row in shown:
        th.blit_text(
            surface,
            clip(th, label_words(row.label), TYPE["body"], first - th.px(8)),
            TYPE["body"],
            PALETTE["ink"],
            (rect.x, y),
        )
        counts = ("–", "–", "–") if row.solo else (row.won, row.lost, row.drawn)
        values = dict(zip(COLUMNS, (row.played, *counts, row.rate), strict=True))
        for x, w, v in zip(xs, num_w, (values[k] for k in shown_cols), strict=True):
            th.blit_text(surface, str(v), TYPE["body"], PALETTE["ink"], (x + w, y), anchor="topright")
        y += body
    if len(shown) < len(rows) and pager is not None:
        pager.place(pygame.Rect(rect.x, y, rect.w, body), start, end, len(rows))
        y += body
    elif len(shown) < len(rows):
        more = rows[len(shown) :]
        games = sum(r.played for r in more)
        text = ngettext("+ {n} more ({games} games)", "+ {n} more ({games} games)", len(more)).format(
            n=len(more), games=games
        )
        th.blit_text(surface, text, TYPE["small"], PALETTE["ink_soft"], (rect.x, y + th.px(2)))
        y += body
    return y + th.px(10)


def fold_figures(row: Row) -> str:
    """A folded row's figures: played · win rate (a solo row: played)."""
    return str(row.played) if row.solo else f"{row.played} · {row.rate}"


def all_fold_whole(th: Theme, rect: pygame.Rect, rows: list[Row]) -> bool:
    """Whether every row's label and figures fit, uncut, in half of ``rect`` (``folded``)."""
    half, font = (rect.w - th.px(24)) // 2, th.font(TYPE["body"])
    return all(
        font.size(label_words(r.label))[0] + font.size(fold_figures(r))[0] + th.px(10) <= half for r in rows
    )


def folded(
    surface: pygame.Surface,
    th: Theme,
    rect: pygame.Rect,
    y: int,
    rows: list[Row],
    room: int,
    pager: Pager | None = None,
) -> int:
    """``rows`` in two columns under a table's heads, each "label … played · win rate" (a solo row: played);
    what still does not fit is summed up in a last "+ N more" line, or shown a page at a time with a ``pager``.
    Returns the y below."""
    body, half = line_h(th, TYPE["body"]), (rect.w - th.px(24)) // 2
    per = -(-len(rows) // 2)
    if per > room:
        per = max(1, room - 1)
    first, last = 0, min(len(rows), 2 * per)
    if pager is not None and last < len(rows) and per < room:
        first, last = pager.page(len(rows), 2 * per)
    shown = rows[first:last]
    for i, row in enumerate(shown):
        x, at = rect.x + (i // per) * (half + th.px(24)), y + (i % per) * body
        figures = fold_figures(row)
        fig_w = th.font(TYPE["body"]).size(figures)[0]
        words = clip(th, label_words(row.label), TYPE["body"], half - fig_w - th.px(10))
        th.blit_text(surface, words, TYPE["body"], PALETTE["ink"], (x, at))
        th.blit_text(surface, figures, TYPE["body"], PALETTE["ink"], (x + half, at), anchor="topright")
    y += per * body
    if len(shown) < len(rows) and per < room and pager is not None:
        pager.place(pygame.Rect(rect.x, y, rect.w, body), first, last, len(rows))
        y += body
    elif len(shown) < len(rows) and per < room:
        more = rows[len(shown) :]
        text = ngettext("+ {n} more ({games} games)", "+ {n} more ({games} games)", len(more))
        th.blit_text(
            surface,
            text.format(n=len(more), games=sum(r.played for r in more)),
            TYPE["small"],
            PALETTE["ink_soft"],
            (rect.x, y + th.px(2)),
        )
        y += body
    return y


def bars(
    surface: pygame.Surface,
    th: Theme,
    rect: pygame.Rect,
    groups: list[Group],
    value_text: Callable[[float], str] = str,
) -> None:
    """A bar chart in ``rect``: one group per label, each with bars (value, colour), a baseline, the values over
    the bars and the labels under them (cut to fit). Keeps the last groups when they would be thinner than 6 px."""
    small = TYPE["small"]
    lh = line_h(th, small)
    most = max((v for _, bs in groups for v, _ in bs), default=0) or 1
    per = max(1, max((len(bs) for _, bs in groups), default=1))
    gap = th.px(10)
    fit = max(1, (rect.w + gap) // (per * th.px(6) + gap))
    groups = groups[-fit:]
    gw = min((rect.w - gap * (len(groups) - 1)) // max(1, len(groups)), per * th.px(40) + th.px(16))
    left = rect.x + (rect.w - len(groups) * gw - gap * (len(groups) - 1)) // 2  # a few bars sit in the middle
    base = rect.bottom - lh - th.px(4)
    top = rect.y + lh + th.px(2)
    pygame.draw.line(surface, PALETTE["ink_soft"], (rect.x, base), (rect.right, base), max(1, th.px(1)))
    labelled = False  # thin bars carry no figures, but the tallest one names the scale
    for i, (label, bs) in enumerate(groups):
        gx = left + i * (gw + gap)
        bw = max(1, gw // max(1, len(bs)))
        for k, (value, colour) in enumerate(bs):
            h = round((base - top) * value / most)
            inset = (gw - bw * len(bs)) // 2 + (1 if len(bs) > 1 else 0)
            bar = pygame.Rect(gx + inset + k * bw, base - h, max(1, bw - 2), h)
            if h:
                pygame.draw.rect(
                    surface, colour, bar, border_top_left_radius=th.px(3), border_top_right_radius=th.px(3)
                )
            text = value_text(value)
            if th.font(small).size(text)[0] <= bw - th.px(2) or (value == most and not labelled):
                labelled = labelled or value == most
                th.blit_text(
                    surface,
                    text,
                    small,
                    PALETTE["ink"],
                    (bar.centerx, base - h - th.px(1)),
                    anchor="midbottom",
                )
        if label:
            th.blit_text(
                surface,
                clip(th, label, small, gw),
                small,
                PALETTE["ink_soft"],
                (gx + gw // 2, base + th.px(3)),
                anchor="midtop",
            )


def legend(
    surface: pygame.Surface, th: Theme, x: int, y: int, right: int, items: list[tuple[str, Color]]
) -> int:
    """Colour swatches with their names on one line (what does not fit is left off); returns the y below."""
    size = TYPE["small"]
    sw = th.px(10)
    for name, colour in items:
        w = sw + th.px(6) + th.font(size).size(name)[0]
        if x + w > right:
            break
        pygame.draw.rect(surface, colour, (x, y + th.px(4), sw, sw), border_radius=th.px(2))
        th.blit_text(surface, name, size, PALETTE["ink_soft"], (x + sw + th.px(6), y))
        x += w + th.px(14)
    return y + line_h(th, size)


def lines(surface: pygame.Surface, th: Theme, rect: pygame.Rect, y: int, items: list[tuple[str, str]]) -> int:
    """Label: value lines (value right-aligned), as many as fit; returns the y below."""
    body = line_h(th, TYPE["body"])
    for label, value in items:
        if y + body > rect.bottom:
            break
        vw = th.font(TYPE["body"], True).size(value)[0]
        th.blit_text(
            surface,
            clip(th, label, TYPE["body"], rect.w - vw - th.px(12)),
            TYPE["body"],
            PALETTE["ink_soft"],
            (rect.x, y),
        )
        th.blit_text(
            surface, value, TYPE["body"], PALETTE["ink"], (rect.right, y), anchor="topright", bold=True
        )
        y += body
    return y
