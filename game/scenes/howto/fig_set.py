"""How-to-play figures for SET, drawn with the SET cards' art; whether three cards are a SET, and why per feature,
comes from the rules engine (``game.rules.setgame.cards``)."""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.play.setgame.words import feature_name, value_word, verdict_word
from game.rules.setgame.cards import Card, all_sets, is_set, parse_card
from game.rules.setgame.explain import FEATURES, verdicts
from game.scenes.howto.paint import GOLD, SOFT, Painter, faces_row, key_table
from game.ui.theme import PALETTE

VALID = ("1rso", "2pts", "3god")  # every feature all different
INVALID = ("1rso", "2rto", "3goo")  # colour: two red and one green
TABLE = ("1rso", "2pts", "3god", "2gsd", "1ptd", "3rso", "2rtd", "1gos", "3pts", "1psd", "2goo", "3rts")


def face(card: int, width: int) -> pygame.Surface:
    from game.art.setcards import ASPECT, SetCard, set_card_face

    return set_card_face(SetCard(*Card.of(card).art), (width, round(width / ASPECT)))


def features(p: Painter, rect: pygame.Rect) -> None:
    """Four rows of three cards, each row changing only its own feature."""
    rh = rect.h // 4
    label_w = p.px(110)
    cw = min((rect.w - label_w - 3 * p.px(12)) // 3, int((rh - p.px(26)) * 1.6))
    base = (0, 0, 0, 0)
    for i, (name, words) in enumerate(FEATURES):
        y = rect.y + i * rh + rh // 2
        p.text(feature_name(name), 17, (rect.x, y), anchor="midleft", bold=True, width=label_w - p.px(8))
        cards = []
        for v in range(3):
            d = list(base)
            d[i] = v
            cards.append(Card(*d).id)
        rects = faces_row(
            p,
            [face(c, cw) for c in cards],
            (rect.x + label_w + (rect.w - label_w) // 2, y - p.px(8)),
            p.px(12),
        )
        for r, word in zip(rects, words, strict=True):
            p.text(
                value_word(word), 13, (r.centerx, r.bottom + p.px(1)), anchor="midtop", color=SOFT, width=r.w
            )


def check(p: Painter, rect: pygame.Rect, spec: tuple[str, str, str]) -> None:
    """Three cards on top, then a line per feature with its values and a tick or a cross."""
    cards = tuple(parse_card(s) for s in spec)
    cw = min((rect.w - 2 * p.px(16)) // 3, int(rect.h * 0.42 * 1.6))
    rects = faces_row(p, [face(c, cw) for c in cards], (rect.centerx, rect.y + cw // 3 + p.px(4)), p.px(16))
    ok_all = is_set(*cards)
    box = rects[0].union(rects[-1]).inflate(p.px(16), p.px(16))
    p.ring(box, PALETTE["ok"] if ok_all else PALETTE["danger"], 4, 14)
    y = box.bottom + p.px(14)
    lh = (rect.bottom - y) // 4
    rows = verdicts(cards)
    # the values start past the longest feature name ("Preenchimento", "Remplissage") in the language in use
    names_w = max(p.th.font(16, True).size(feature_name(name))[0] for name, *_rest in rows)
    values_x = rect.x + p.px(34) + max(p.px(96), names_w + p.px(12))
    verdict_w = int(rect.w * 0.32)
    for name, values, ok, why in rows:
        p.mark((rect.x + p.px(14), y + lh // 2), ok)
        p.text(feature_name(name), 16, (rect.x + p.px(34), y + lh // 2), anchor="midleft", bold=True)
        p.text(
            ", ".join(value_word(v) for v in values),
            15,
            (values_x, y + lh // 2),
            anchor="midleft",
            width=rect.right - verdict_w - p.px(12) - values_x,
        )
        colour = PALETTE["ok"] if ok else PALETTE["danger"]
        lines = p.th.wrap(verdict_word(why), 15, verdict_w, bold=not ok)  # two lines in a long language
        line_h = p.th.font(15, not ok).get_linesize()
        top = y + lh // 2 - len(lines) * line_h // 2
        for k, line in enumerate(lines):
            p.text(line, 15, (rect.right, top + k * line_h), anchor="topright", bold=not ok, color=colour)
        y += lh


def valid(p: Painter, rect: pygame.Rect) -> None:
    check(p, rect, VALID)


def invalid(p: Painter, rect: pygame.Rect) -> None:
    check(p, rect, INVALID)


def table(p: Painter, rect: pygame.Rect) -> None:
    """Twelve cards in four columns of three, the one SET among them ringed in gold."""
    cards = [parse_card(s) for s in TABLE]
    found = all_sets(cards)
    gap = p.px(12)
    cw = min((rect.w - 3 * gap) // 4, int((rect.h - p.px(30) - 2 * gap) / 3 * 1.6))
    ch = round(cw / 1.6)
    x0 = rect.centerx - (4 * cw + 3 * gap) // 2
    first = set(found[0]) if found else set()
    for i, c in enumerate(cards):
        r = p.image(face(c, cw), topleft=(x0 + (i // 3) * (cw + gap), rect.y + (i % 3) * (ch + gap)))
        if c in first:
            p.ring(r.inflate(p.px(6), p.px(6)), GOLD, 4, 10)
    n = len(found)
    p.text(
        ngettext(
            "{n} SET hides on this table; it is ringed in gold",
            "{n} SETs hide on this table; one is ringed in gold",
            n,
        ).format(n=n),
        15,
        (rect.centerx, rect.bottom),
        anchor="midbottom",
        color=SOFT,
        width=rect.w,
    )


def variants(p: Painter, rect: pygame.Rect) -> None:
    from game.scenes.setgame.input import buzz_keys, buzz_label

    half = rect.h // 2
    p.text(_("Junior deck: solid cards only"), 16, (rect.x, rect.y), bold=True, width=rect.w)
    cw = min((rect.w - 2 * p.px(14)) // 3, int((half - p.px(40)) * 1.6))
    faces_row(
        p,
        [face(parse_card(s), cw) for s in ("1rso", "2pss", "3gsd")],
        (rect.centerx, rect.y + p.px(30) + round(cw / 1.6) // 2),
        p.px(14),
    )
    y = rect.y + half + p.px(10)
    p.text(_("Hot-seat: buzz with your key"), 16, (rect.x, y), bold=True, width=rect.w)
    x = rect.x
    for k, name in enumerate(buzz_keys(p.app.settings)):  # the keys this player chose on the setup screen
        label = buzz_label(name)
        cap = p.keycap(label, (x, y + p.px(36)), 16)
        p.text(
            _("player {n}").format(n=k + 1),
            13,
            (cap.centerx, cap.bottom + p.px(6)),
            anchor="midtop",
            color=SOFT,
        )
        x = cap.right + p.px(22)


def keys(p: Painter, rect: pygame.Rect) -> None:
    """The table's keys as F1 lists them at a hot-seat table with hints, buzzers as this player chose them."""
    from game.scenes.keymap import ANYWHERE_ROWS
    from game.scenes.setgame.input import buzz_keys, buzz_label, key_rows

    buzzers = tuple(buzz_label(k) for k in buzz_keys(p.app.settings))
    key_table(p, rect, key_rows(True, buzzers) + ANYWHERE_ROWS, 16)
