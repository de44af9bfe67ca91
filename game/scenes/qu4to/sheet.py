"""The QU4TO score sheet on the right of the table: a row per seat, a column per round, the totals."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language
from game.play.seats import seat_colour
from game.rules.qu4to.state import Qu4toState
from game.ui.theme import PALETTE, SMALLEST

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView


def round_columns(st: Qu4toState) -> int:
    """Three rounds for 3–5 players; two play until one wins two rounds: a column for each round played and for
    the one in play, none for a round that will not come."""
    if st.players > 2:
        return 3
    return max(1, len(st.history) + (0 if st.phase == "over" else 1))


@dataclass(frozen=True)
class Columns:
    """The sheet's round columns (their heads and x) and total column, as wide as their words need."""

    heads: list[str]
    xs: list[int]
    col_w: int
    right: int


def columns(view: Qu4toView, box: pygame.Rect, rounds: int) -> Columns:
    th, pad = view.app.theme, view.px(14)
    # TRANSLATORS: the score sheet's column of round {n}, two or three letters at most
    heads = [_("R{n}").format(n=k + 1) for k in range(rounds)]
    # at 100 % the widths the sheet always had; larger text measures closer, leaving the names their room
    usual = th.text_scale == 1
    floor, gap = (view.px(34), 0) if usual else (0, view.px(6))
    col_w = max(floor, *(th.font(13).size(h)[0] + view.px(8) for h in heads), th.font(15).size("99")[0] + gap)
    total_w = max(view.px(44), th.font(13).size(_("Total"))[0] + view.px(10 if usual else 6))
    right = box.right - pad
    return Columns(heads, [right - col_w * (rounds - k) - total_w for k in range(rounds)], col_w, right)


def name_room(
    view: Qu4toView, box: pygame.Rect, rounds: int, two_lines: bool, cols: Columns | None = None
) -> int:
    """The width a seat's name has: left of the round columns, or the whole row when it has a line of its own."""
    left = box.x + view.px(14) + view.px(18)
    if two_lines:
        return box.right - view.px(14) - left
    return (cols or columns(view, box, rounds)).xs[0] - view.px(4) - left


_fits: dict[tuple, tuple[str, int]] = {}  # a name fitted to its room (measured at each size tried: kept)


def fitted_name(view: Qu4toView, name: str, room: int) -> tuple[str, int]:
    """``fit_text`` of a seat's name at 16, kept by the name, the room, the language and the text's pixel size."""
    th = view.app.theme
    key = (name, room, language(), th.text_px(16), th.text_px(SMALLEST))
    got = _fits.get(key)
    if got is None:
        if len(_fits) > 64:
            _fits.clear()
        got = _fits[key] = th.fit_text(name, 16, room)
    return got


def one_line_row(view: Qu4toView) -> int:
    """A sheet row with the name beside its numbers: 34 px, or the score's line where larger text needs more."""
    return max(view.px(34), view.app.theme.font(18, True).get_linesize() + view.px(4))


WIDER = 40  # at most this much wider than usual (1280×720 px): the table needs the rest of the window


def sheet_width(view: Qu4toView, box: pygame.Rect, rounds: int, names: list[str]) -> int:
    """How wide the sheet wants to be so each name stands beside its numbers at the name's size (16) -- wider
    than ``box`` only with larger text or a long language, and by at most ``WIDER``; else the names step down
    the type scale and, last, take a line of their own."""
    th = view.app.theme
    lack = max(th.font(16).size(name)[0] for name in names) - name_room(view, box, rounds, False)
    return box.w + min(max(0, lack), view.px(WIDER))


def row_height(view: Qu4toView, box: pygame.Rect, rounds: int, names: list[str]) -> int:
    """The sheet's row: 34 px, or two lines (the name over its numbers) when a name does not fit left of the
    columns even at the smallest type (a long language, larger text)."""
    th = view.app.theme
    room = name_room(view, box, rounds, False)
    if all(th.font(SMALLEST).size(name)[0] <= room for name in names):
        return one_line_row(view)
    return th.font(16).get_linesize() + th.font(18, True).get_linesize() + view.px(8)


def row_rect(view: Qu4toView, seat: int) -> pygame.Rect:
    """Where ``seat``'s row of the sheet draws: its shading, name and numbers (and a little air round them)."""
    lay = view.lay
    y = lay.sheet.y + view.px(14) + view.px(30) + view.px(22) + seat * lay.sheet_row
    return pygame.Rect(lay.sheet.x, y - view.px(8), lay.sheet.w, lay.sheet_row + view.px(16))


def sheet_key(view: Qu4toView, names: list[str]) -> tuple[object, ...]:
    """What the sheet shows: the seat to act, the rounds' points and the round's, the totals, the names."""
    st = view.scene.state
    history = tuple(tuple(r) for r in st.history)
    return (st.turn, tuple(st.round_points), tuple(st.scores), history, st.phase, tuple(names))


def sheet_dirty(view: Qu4toView, was: object, now: object) -> list[pygame.Rect] | None:
    """Where a change of the sheet shows at the same place (``Region.dirty``): the rows of the seat that acted and
    the seat to act now, and of a seat whose points changed — not the whole sheet and its shadow (≈ 0.8 Mpx at
    3840×2160, two rows ≈ 0.27). A new round's column, the match's end or new names: all of it."""
    if not isinstance(was, tuple) or not isinstance(now, tuple) or was[3:] != now[3:]:
        return None
    rows = {seat for seat in (was[0], now[0]) if was[0] != now[0] and isinstance(seat, int)}
    rows |= {
        seat for seat, points in enumerate(zip(*was[1:3], *now[1:3], strict=True)) if points[:2] != points[2:]
    }
    return [row_rect(view, seat) for seat in sorted(rows)]


def draw_sheet(view: Qu4toView, layer: pygame.Surface, names: list[str]) -> None:
    """The score sheet: each seat's points per round and in total; the seat to act shaded."""
    st, th, lay = view.scene.state, view.app.theme, view.lay
    box = lay.sheet
    th.panel(layer, box, color=PALETTE["paper"], radius=14)
    clip = layer.get_clip()
    if not clip.colliderect(box):  # painted again for a neighbour's sake, only where its shadow falls
        return
    pad = view.px(14)
    th.blit_text(layer, _("Score sheet"), 18, PALETTE["ink"], (box.x + pad, box.y + pad), bold=True)
    over = st.phase == "over"
    rounds = round_columns(st)
    cols = columns(view, box, rounds)
    col_w, right = cols.col_w, cols.right
    two = lay.sheet_row > one_line_row(view)
    room = name_room(view, box, rounds, two, cols)
    y = box.y + pad + view.px(30)
    for k, x in enumerate(cols.xs):
        th.blit_text(layer, cols.heads[k], 13, PALETTE["ink_soft"], (x + col_w // 2, y), anchor="midtop")
    th.blit_text(layer, _("Total"), 13, PALETTE["ink_soft"], (right, y), anchor="topright")
    y += view.px(22)
    for seat in range(st.players):
        if not clip.colliderect(row_rect(view, seat)):  # (not in the clip)
            y += lay.sheet_row
            continue
        if st.turn == seat and not over:
            pygame.draw.rect(
                layer,
                PALETTE["paper_lo"],
                (box.x + view.px(6), y - view.px(3), box.w - view.px(12), lay.sheet_row - view.px(4)),
                border_radius=view.px(6),
            )
        pygame.draw.circle(
            layer,
            seat_colour(seat),
            (box.x + pad + view.px(5), y + view.px(2) + th.font(16).get_linesize() // 2),
            view.px(6),
        )
        name, size = fitted_name(view, names[seat], room)
        th.blit_text(layer, name, size, PALETTE["ink"], (box.x + pad + view.px(18), y + view.px(2)))
        num_y = y + th.font(16).get_linesize() + view.px(2) if two else y
        for k, x in enumerate(cols.xs):
            if k < len(st.history):
                pts = str(st.history[k][seat])
            elif k == len(st.history) and not over:
                pts = str(st.round_points[seat]) if st.round_points[seat] else "·"
            else:
                pts = ""
            th.blit_text(
                layer, pts, 15, PALETTE["ink"], (x + col_w // 2, num_y + view.px(3)), anchor="midtop"
            )
        th.blit_text(
            layer,
            str(st.scores[seat]),
            18,
            PALETTE["gold_ink"],
            (right, num_y),
            anchor="topright",
            bold=True,
        )
        y += lay.sheet_row
