"""The daily calendar, drawn: a month of days, each with a dot per challenge solved that day, today ringed."""

from __future__ import annotations

import calendar
import datetime

import pygame

from game.i18n import MONTHS, N_, _
from game.ui.theme import PALETTE, Color, Theme

#: A dot's colour per challenge (SET, Quarto, QU4TO), in game.play.daily.FAMILIES order.
DOTS: dict[str, Color] = {"set": (140, 104, 168), "quarto": (196, 124, 64), "qu4to": (78, 124, 156)}
SOLVED = (214, 232, 214)  # a day with a challenge solved: a pale green square
# TRANSLATORS: the days of the week as a calendar's column heads, Monday first, as short as the language writes
WEEKDAYS = (N_("Mon"), N_("Tue"), N_("Wed"), N_("Thu"), N_("Fri"), N_("Sat"), N_("Sun"))


def month_title(day: datetime.date) -> str:
    # TRANSLATORS: a calendar's month and year, {month} is the month's short name ("Nov 2026")
    return _("{month} {year}").format(month=_(MONTHS[day.month - 1]), year=day.year)


def draw_month(
    surface: pygame.Surface, th: Theme, rect: pygame.Rect, today: datetime.date, solved: dict[str, list[str]]
) -> None:
    """``today``'s month inside ``rect``: the month's name, the weekdays, and the days with their dots."""
    y = rect.y
    th.blit_text(
        surface, month_title(today), 20, PALETTE["ink"], (rect.centerx, y), anchor="midtop", bold=True
    )
    y += th.font(20, True).get_linesize() + th.px(6)
    col = rect.w // 7
    small = 14
    for i, name in enumerate(WEEKDAYS):
        label, size = th.fit_text(_(name), small, col - th.px(4))
        th.blit_text(
            surface, label, size, PALETTE["ink_soft"], (rect.x + i * col + col // 2, y), anchor="midtop"
        )
    y += th.font(small).get_linesize() + th.px(4)
    weeks = calendar.Calendar(firstweekday=0).monthdatescalendar(today.year, today.month)
    key_h = th.font(small).get_linesize()
    cell_h = min(col, (rect.bottom - key_h - th.px(6) - y) // len(weeks))
    legend(surface, th, rect, y + cell_h * len(weeks) + th.px(6))
    for w, week in enumerate(weeks):
        for d, day in enumerate(week):
            box = pygame.Rect(
                rect.x + d * col + th.px(2), y + w * cell_h + th.px(2), col - th.px(4), cell_h - th.px(4)
            )
            if day.month != today.month:
                continue
            done = solved.get(day.isoformat(), [])
            if done:
                pygame.draw.rect(surface, SOLVED, box, border_radius=th.px(6))
            if day == today:
                pygame.draw.rect(
                    surface, PALETTE["gold_dark"], box, width=max(2, th.px(3)), border_radius=th.px(6)
                )
            ink = PALETTE["ink"] if day <= today else PALETTE["disabled"]
            th.blit_text(
                surface,
                str(day.day),
                16,
                ink,
                (box.centerx, box.y + th.px(2)),
                anchor="midtop",
                bold=day == today,
            )
            r = max(2, min(th.px(5), box.w // 10))
            dots = [DOTS[f] for f in DOTS if f in done]
            x0 = box.centerx - (len(dots) - 1) * (3 * r) // 2
            for i, colour in enumerate(dots):
                pygame.draw.circle(surface, colour, (x0 + i * 3 * r, box.bottom - 2 * r), r)


def legend(surface: pygame.Surface, th: Theme, rect: pygame.Rect, y: int) -> None:
    """What the dots mean, centred under the days."""
    names = {"set": _("SET puzzle"), "quarto": _("Quarto puzzle"), "qu4to": _("QU4TO deal")}
    r, size = max(3, th.px(5)), 14
    widths = [2 * r + th.px(6) + th.font(size).size(names[f])[0] for f in DOTS]
    x = rect.centerx - (sum(widths) + th.px(18) * (len(widths) - 1)) // 2
    for fam, w in zip(DOTS, widths, strict=True):
        mid = y + th.font(size).get_linesize() // 2
        pygame.draw.circle(surface, DOTS[fam], (x + r, mid), r)
        th.blit_text(surface, names[fam], size, PALETTE["ink_soft"], (x + 2 * r + th.px(6), y))
        x += w + th.px(18)
