"""The Statistics screen's rating page: the game's rating, its rated and unrated games, the level that is your
match, and a chart of the rating over time drawn against the computer levels' measured ratings."""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.play import rating
from game.play.rating import Rating
from game.play.stats import level_title
from game.scenes.stats_screen import draw
from game.scenes.stats_screen.draw import TYPE
from game.ui.theme import PALETTE, Theme

LINE = (78, 124, 156)  # the rating's line: the charts' first mode colour
LEVEL = (176, 160, 132)  # a level's line: quiet, under the rating's


def level_name(level: str) -> str:
    """A computer level as the setup screens name it, in the language in use."""
    return _(level_title(level))


def shown(r: Rating) -> str:
    """The rating as a figure: "–" before the first rated game."""
    return str(r.shown) if r.games else "–"


def draw_page(surface: pygame.Surface, th: Theme, rect: pygame.Rect, r: Rating, family: str) -> None:
    """The whole page inside ``rect``: the figures, then the chart (or a sentence before any rated game)."""
    match = rating.match(r.value, family)
    items = [
        (shown(r), _("rating")),
        (str(r.games), _("rated games")),
        (str(r.unrated), _("unrated: hint or undo")),
        (level_name(match) if match else "–", _("your match")),
    ]
    y = draw.tiles(surface, th, rect, items) + th.px(18)
    if len(r.history) < 2:
        text = _(
            "Games against the computer or friends move your rating; games with a hint or an undo are not "
            "rated. The chart starts after your second rated game."
        )
        for line in th.wrap(text, TYPE["head"], rect.w - th.px(40)):
            th.blit_text(surface, line, TYPE["head"], PALETTE["ink_soft"], (rect.centerx, y), anchor="midtop")
            y += draw.line_h(th, TYPE["head"])
        return
    n = len(r.history)
    title = ngettext("Rating over the last {n} rated game", "Rating over the last {n} rated games", n)
    th.blit_text(surface, title.format(n=n), TYPE["head"], PALETTE["ink"], (rect.x, y), bold=True)
    y += draw.line_h(th, TYPE["head"]) + th.px(6)
    chart(surface, th, pygame.Rect(rect.x, y, rect.w, rect.bottom - y), r, family)


def chart(surface: pygame.Surface, th: Theme, rect: pygame.Rect, r: Rating, family: str) -> None:
    """The rating's line over its games, with the levels within its range as labelled lines behind it."""
    values = [v for _, v in r.history]
    levels = rating.level_ratings(family)
    low, high = min(values), max(values)
    pad = max(40.0, (high - low) * 0.15)
    under = [lv for lv, v in levels.items() if v < low]
    over = [lv for lv, v in levels.items() if v > high]
    near = {  # the levels within the rating's range, and the nearest one on each side of it
        lv: v
        for lv, v in levels.items()
        if low <= v <= high or (under and lv == under[-1]) or (over and lv == over[0])
    }
    low = min([low - pad, *near.values()])
    high = max([high + pad, *near.values()])
    small = TYPE["small"]
    label_w = max([th.font(small).size(f"{level_name(lv)} {round(v)}")[0] for lv, v in near.items()] + [0])
    axis_w = th.font(small).size("0000")[0] + th.px(8)
    plot = pygame.Rect(
        rect.x + axis_w, rect.y + th.px(8), rect.w - axis_w - label_w - th.px(12), rect.h - th.px(8)
    )
    plot.h -= draw.line_h(th, small) + th.px(4)
    pygame.draw.rect(surface, PALETTE["paper_hi"], plot, border_radius=th.px(6))

    def to_y(v: float) -> int:
        return round(plot.bottom - (v - low) / (high - low) * plot.h)

    for tick in _ticks(low, high):
        y = to_y(tick)
        pygame.draw.line(surface, PALETTE["paper_lo"], (plot.x, y), (plot.right, y), max(1, th.px(1)))
        th.blit_text(
            surface, str(tick), small, PALETTE["ink_soft"], (plot.x - th.px(6), y), anchor="midright"
        )
    for lv, at in near.items():
        y = to_y(at)
        for x in range(plot.x, plot.right, th.px(12)):
            pygame.draw.line(surface, LEVEL, (x, y), (min(x + th.px(6), plot.right), y), max(1, th.px(2)))
        th.blit_text(
            surface,
            f"{level_name(lv)} {round(at)}",
            small,
            PALETTE["ink_soft"],
            (plot.right + th.px(8), y),
            anchor="midleft",
        )
    step = plot.w / max(1, len(values) - 1)
    points = [(round(plot.x + i * step), to_y(v)) for i, v in enumerate(values)]
    pygame.draw.lines(surface, LINE, False, points, max(2, th.px(3)))
    dot = max(2, th.px(4)) if len(points) <= 60 else 0
    for p in points[:-1] if dot else ():
        pygame.draw.circle(surface, LINE, p, dot)
    pygame.draw.circle(surface, PALETTE["gold_dark"], points[-1], max(3, th.px(6)))
    below = plot.bottom + th.px(4)
    th.blit_text(surface, r.history[0][0], small, PALETTE["ink_soft"], (plot.x, below))
    th.blit_text(
        surface, r.history[-1][0], small, PALETTE["ink_soft"], (plot.right, below), anchor="topright"
    )


def _ticks(low: float, high: float) -> list[int]:
    """Round values for the grid: about four lines, at 50, 100, 200 or 500 apart."""
    step = next(s for s in (50, 100, 200, 500, 1000) if (high - low) / s <= 5)
    first = int(low // step + 1) * step
    return list(range(first, int(high) + 1, step))
