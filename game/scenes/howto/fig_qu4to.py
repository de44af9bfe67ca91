"""How-to-play figures for QU4TO, drawn with the QU4TO cards' art; what is a set and what beats what comes from
the rules engine's strength table (``game.rules.qu4to.cards``), so the ladder is in the engine's order."""

from __future__ import annotations

import pygame

from game.i18n import N_, _, ngettext
from game.rules.qu4to.cards import CODES_OF, QU4TO, strength_of
from game.scenes.howto.paint import GOLD, SOFT, Painter, faces_row, key_table
from game.ui.theme import PALETTE

#: Example sets for the ladder, shuffled here on purpose: the figure sorts them by the engine's strength.
LADDER = ((9, 10, 11), (11,), (7, 7), (2, 3), (5, 5, 5), (5, 6, 7, 8), (4, 4, 4, 4))


def face(value: int, width: int, up: int = 0) -> pygame.Surface:
    from game.art.qu4tocards import card_face, card_size

    code = QU4TO * 2 if value == 4 else CODES_OF[value][up]
    return card_face(code, card_size(width))


def cards(p: Painter, rect: pygame.Rect) -> None:
    """The 5/8 card held both ways with a turn-round arrow, and a QU4TO card."""
    from game.art.qu4tocards import card_face, card_size

    cw = min(rect.w // 5, int((rect.h - p.px(60)) / 1.5))
    kind = 3  # the 5/8 card
    green, blue = card_face(kind * 2, card_size(cw)), card_face(kind * 2 + 1, card_size(cw))
    four = card_face(QU4TO * 2, card_size(cw))
    cy = rect.y + (rect.h - p.px(40)) // 2
    r1, r2, r3 = faces_row(p, [green, blue, four], (rect.centerx, cy), cw // 2 + p.px(20))
    p.arrow((r1.right + p.px(8), cy), (r2.x - p.px(8), cy))
    p.text(_("turn round"), 13, ((r1.right + r2.x) // 2, cy - p.px(10)), anchor="midbottom", color=SOFT)
    for r, label in ((r1, _("green-up: 5")), (r2, _("blue-up: 8")), (r3, _("QU4TO card: 4"))):
        p.text(label, 15, (r.centerx, r.bottom + p.px(12)), anchor="midtop", bold=True, width=r.w + cw // 2)


def sets(p: Painter, rect: pygame.Rect) -> None:
    """Four little panels: a single, a same-number set, a run, and a run that wraps (not a set, says the engine)."""
    rows = (
        ((9,), N_("One card")),
        ((7, 7, 7), N_("Same number")),
        ((5, 6, 7), N_("A run")),
        ((10, 11, 1), N_("No wrap-round")),
    )
    gap = p.px(12)
    pw, ph = (rect.w - gap) // 2, (rect.h - gap) // 2
    cw = min((pw - p.px(40)) // 3 - p.px(6), int((ph - p.px(56)) / 1.5))
    for i, (values, label) in enumerate(rows):
        box = pygame.Rect(rect.x + (i % 2) * (pw + gap), rect.y + (i // 2) * (ph + gap), pw, ph)
        p.th.panel(p.surface, box, color=PALETTE["paper_hi"], radius=12, shadow_alpha=40)
        ok = strength_of(values) is not None
        p.text(_(label), 16, (box.x + p.px(14), box.y + p.px(10)), bold=True, width=box.w - p.px(60))
        p.mark((box.right - p.px(22), box.y + p.px(20)), ok)
        faces_row(
            p, [face(v, cw) for v in values], (box.centerx, box.bottom - p.px(12) - int(cw * 0.75)), p.px(6)
        )


def _strength(values: tuple[int, ...]) -> int:
    """The engine's strength of an example set (every one on the ladder is a set)."""
    strength = strength_of(values)
    if strength is None:
        raise ValueError(f"{values} is not a set")
    return strength


def _kind(values: tuple[int, ...]) -> str:
    """An example set's size and kind ("3 · run")."""
    if len(values) == 1:
        return _("{n} · single").format(n=len(values))
    if len(set(values)) == 1:
        return _("{n} · same").format(n=len(values))
    return _("{n} · run").format(n=len(values))


def ladder(p: Painter, rect: pygame.Rect) -> None:
    """A staircase of example sets, weakest on the left, each step higher: in the engine's strength order."""
    ranked = sorted(LADDER, key=_strength)
    n = len(ranked)
    gap = p.px(8)
    colw = (rect.w - (n - 1) * gap) // n
    cw = min(int(colw * 0.78), int(rect.h * 0.2))
    ch = int(cw * 1.5)
    fan = int(ch * 0.3)
    base = rect.bottom - p.px(26)
    rise = (rect.h - p.px(26) - ch - 3 * fan - p.px(36)) // max(1, n - 1)
    kinds = [_kind(values) for values in ranked]
    # the lowest step holds its kind's words: one line, or two in a long language or larger text
    lines = max(len(p.th.wrap(kind, 13, colw - p.px(4))) for kind in kinds)
    low = max(p.px(30), p.px(10) + lines * p.th.font(13).get_linesize())
    for i, values in enumerate(ranked):
        x = rect.x + i * (colw + gap)
        step_top = base - low - i * rise
        block = pygame.Rect(x, step_top, colw, base - step_top)
        shade = PALETTE["paper_hi"] if i % 2 else PALETTE["paper_lo"]
        pygame.draw.rect(
            p.surface, shade, block, border_top_left_radius=p.px(8), border_top_right_radius=p.px(8)
        )
        at = block.y + p.px(6)
        for line in p.th.wrap(kinds[i], 13, colw - p.px(4)):
            p.text(line, 13, (block.centerx, at), anchor="midtop", color=SOFT)
            at += p.th.font(13).get_linesize()
        y = step_top - ch - (len(values) - 1) * fan - p.px(4)
        for v in values:
            p.image(face(v, cw), midtop=(block.centerx, y))
            y += fan
        p.text(
            "-".join(map(str, values)),
            15,
            (block.centerx, base + p.px(4)),
            anchor="midtop",
            bold=True,
            width=colw,
        )
    p.arrow((rect.x + p.px(10), rect.y + p.px(14)), (rect.x + int(rect.w * 0.3), rect.y + p.px(14)), GOLD, 3)
    p.text(
        _("stronger"),
        13,
        (rect.x + int(rect.w * 0.3) + p.px(10), rect.y + p.px(14)),
        anchor="midleft",
        color=SOFT,
    )


def turn(p: Painter, rect: pygame.Rect) -> None:
    """A leading pair beaten by a higher pair; the two ways to pass beside it."""
    cw = min(rect.w // 9, int(rect.h * 0.42 / 1.5))
    top = pygame.Rect(rect.x, rect.y, rect.w, rect.h // 2)
    a = faces_row(p, [face(6, cw), face(6, cw)], (top.x + top.w // 4, top.centery), p.px(8))
    b = faces_row(p, [face(8, cw), face(8, cw)], (top.right - top.w // 4, top.centery), p.px(8))
    p.arrow((a[-1].right + p.px(14), top.centery), (b[0].x - p.px(14), top.centery))
    p.text(
        _("Leading set"), 14, (a[0].union(a[-1]).centerx, a[0].bottom + p.px(6)), anchor="midtop", color=SOFT
    )
    p.text(_("beats it"), 14, (b[0].union(b[-1]).centerx, b[0].bottom + p.px(6)), anchor="midtop", color=SOFT)
    low = pygame.Rect(rect.x, top.bottom + p.px(10), rect.w, rect.h - top.h - p.px(10))
    half = low.w // 2
    p.text(
        _("Pass: turn a card"),
        16,
        (low.x + half // 2, low.y),
        anchor="midtop",
        bold=True,
        width=half - p.px(10),
    )
    p.text(
        _("Pass: draw a card"),
        16,
        (low.x + half + half // 2, low.y),
        anchor="midtop",
        bold=True,
        width=half - p.px(10),
    )
    cy = low.y + p.px(30) + int(cw * 0.75)
    r = faces_row(p, [face(9, cw), face(3, cw, 1)], (low.x + half // 2, cy), p.px(36))
    p.arrow((r[0].right + p.px(4), cy), (r[1].x - p.px(4), cy))
    from game.art.qu4tocards import card_back, card_size

    for j in range(3):
        p.image(
            card_back(0, card_size(cw)), center=(low.x + half + half // 2 + j * p.px(4), cy - j * p.px(4))
        )


def score(p: Painter, rect: pygame.Rect) -> None:
    """Points for going out by table size, and a QU4TO point scored by a run through 4."""
    p.text(_("Going out scores"), 16, (rect.x, rect.y), bold=True)
    y = rect.y + p.px(34)
    for players in (3, 4, 5):
        order = (_("1st out: {n}"), _("2nd out: {n}"), _("3rd out: {n}"), _("4th out: {n}"))
        pts = " · ".join(order[k].format(n=players - 1 - k) for k in range(players - 1))
        p.text(
            ngettext("{n} player", "{n} players", players).format(n=players),
            15,
            (rect.x + p.px(10), y),
            color=SOFT,
        )
        words = _("{points} · left holding cards: 0").format(points=pts)
        for line in p.th.wrap(words, 15, int(rect.w * 0.8)):  # two lines in a long language
            p.text(line, 15, (rect.x + int(rect.w * 0.2), y))
            y += p.th.font(15).get_linesize()
        y += p.px(6)
    y += p.px(16)
    p.text(_("A QU4TO point: beat with a 4 in your set"), 16, (rect.x, y), bold=True, width=rect.w)
    cw = min(rect.w // 9, int((rect.bottom - y - p.px(40)) / 1.5))
    cy = y + p.px(34) + int(cw * 0.75)
    a = faces_row(p, [face(2, cw), face(3, cw)], (rect.x + rect.w // 4, cy), p.px(8))
    b = faces_row(p, [face(3, cw), face(4, cw), face(5, cw)], (rect.right - rect.w // 3, cy), p.px(8))
    p.arrow((a[-1].right + p.px(14), cy), (b[0].x - p.px(14), cy))
    p.pill("+1", (b[-1].right + p.px(26), cy), size=16)


def two(p: Painter, rect: pygame.Rect) -> None:
    from game.art.qu4tocards import card_back, card_size

    cw = min(rect.w // 12, int(rect.h * 0.3 / 1.5))
    for k, (label, up) in enumerate(((_("Your opponent: 14 cards"), 1), (_("You: 14 cards"), 0))):
        y = rect.y + k * rect.h // 2
        p.text(label, 16, (rect.centerx, y), anchor="midtop", bold=True)
        backs = [card_back(up, card_size(cw))] * 14
        faces_row(p, backs, (rect.centerx, y + p.px(34) + int(cw * 0.75)), -int(cw * 0.45))
    p.text(
        _("first to win two rounds wins the match"),
        15,
        (rect.centerx, rect.bottom),
        anchor="midbottom",
        color=SOFT,
    )


def keys(p: Painter, rect: pygame.Rect) -> None:
    from game.scenes.keymap import ANYWHERE_ROWS
    from game.scenes.qu4to.input import key_rows

    key_table(p, rect, key_rows(None) + ANYWHERE_ROWS, 15)  # the rows F1 lists at the table, every phase's
