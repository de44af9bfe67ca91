"""The middle of the QU4TO table: the deck and its counts, the leading set and its label -- placed by what their
words need at the text size in use."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.qu4tocards import card_back, card_face
from game.i18n import _
from game.play.seats import seat_colour
from game.rules.qu4to.cards import set_name
from game.ui.theme import PALETTE, SMALLEST

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView


def label_span(view: Qu4toView, pos: tuple[int, int]) -> tuple[int, int]:
    """Where the leading set's label (its midbottom near ``pos``, its dot on the left) may reach: inside the
    centre's region and clear of a side seat's plate beside it (five seats, larger text)."""
    lay, th = view.lay, view.app.theme
    left = lay.deck.x - view.px(14)
    right = max(lay.centre.right + view.px(14), lay.play.right - (left - lay.play.x))
    top = pos[1] - th.font(17, True).get_height()
    lo, hi = left + view.px(22), right - view.px(4)
    for box in lay.seats:
        plate = box.plate.inflate(view.px(16), 0)
        if plate.top < pos[1] and plate.bottom > top:
            if plate.centerx < pos[0]:
                lo = max(lo, plate.right + view.px(22))
            else:
                hi = min(hi, plate.x)
    return lo, max(lo + 1, hi)


def _two_lines_h(view: Qu4toView) -> int:
    th = view.app.theme
    return view.px(12) + th.font(14).get_linesize() + th.font(13).get_linesize()


def deck_lines(
    view: Qu4toView, counts: tuple[int, int] | None = None
) -> list[tuple[str, int, tuple[int, int, int]]]:
    """The deck's counts under it: "Deck n" over "Discard n", or both in one line where two would reach a plate
    below the deck (larger text: the bottom seat's plate stands under it). (text, size, colour) a line; ``counts``
    (the deck's and the discard's), if not the state's."""
    st, lay, th = view.scene.state, view.lay, view.app.theme
    deck, discard = counts if counts is not None else (len(st.deck), len(st.discard))
    lines = [
        (_("Deck {n}").format(n=deck), 14, PALETTE["cream"]),
        (_("Discard {n}").format(n=discard), 13, PALETTE["muted"]),
    ]
    wide = max(th.font(size).size(text)[0] for text, size, _c in lines)
    words = pygame.Rect(0, lay.deck.bottom, wide, _two_lines_h(view))
    words.centerx = lay.deck.centerx
    plates = [lay.me, *(box.plate for box in lay.seats)]
    if not any(p.inflate(view.px(8), view.px(8)).colliderect(words) for p in plates):
        return lines
    # TRANSLATORS: the QU4TO deck's counts in one line, under the deck: the cards left to draw, the discard pile
    one = _("Deck {deck} · Discard {discard}").format(deck=deck, discard=discard)
    return [(one, 13, PALETTE["cream"])]


def leading_label(view: Qu4toView, table: tuple[int, ...], owner: str, width: int) -> str:
    """The leading set's label: "Leading set 1-2-3 — Ann", else (larger text, a long language, between two
    plates) "1-2-3 — Ann", else the set alone -- its dot has the leader's colour, and the leader's plate says
    "leads"."""
    th = view.app.theme
    name = set_name(table)
    forms = (
        _("Leading set {set} — {owner}").format(set=name, owner=owner),
        # TRANSLATORS: the leading set's label where the long one does not fit: the set, then who played it
        _("{set} — {owner}").format(set=name, owner=owner),
    )
    for text in forms:
        if th.font(SMALLEST, True).size(text)[0] <= width:
            return text
    return name


def _label(view: Qu4toView, table: tuple[int, ...], owner: str) -> tuple[str, int, pygame.Rect, pygame.Rect]:
    """The leading set's label as drawn: its words and their size, where they stand, and the box of the words
    with their dot."""
    lay, th, px = view.lay, view.app.theme, view.px
    label_pos = (lay.centre.centerx, lay.centre.y - px(8))
    lo, hi = label_span(view, label_pos)
    text, size = th.fit_text(leading_label(view, table, owner, hi - lo), 17, hi - lo, bold=True)
    half = th.font(size, True).size(text)[0] // 2
    at = (max(lo + half, min(label_pos[0], hi - half)), label_pos[1])  # centred where there is room
    words = th.text(text, size, PALETTE["title"], True).get_rect(midbottom=at)
    dot = pygame.Rect(0, 0, 2 * px(6) + 3, 2 * px(6) + 3)
    dot.center = (words.x - px(12), words.centery)
    return text, size, words, words.union(dot)


def deck_words_h(view: Qu4toView) -> int:
    """How far the deck's counts reach below the deck, at the text size in use."""
    lines = deck_lines(view)
    if len(lines) > 1:
        return _two_lines_h(view)
    return view.px(10) + view.app.theme.font(13).get_linesize()


def centre_rect(view: Qu4toView) -> pygame.Rect:
    """The centre's region: the deck with its counts and the leading set with its label, as wide on the right of
    the play area's middle as on its left."""
    lay, px = view.lay, view.px
    left = lay.deck.x - px(14)
    right = max(lay.centre.right + px(14), lay.play.right - (left - lay.play.x))
    top = lay.centre.y - px(36)
    return pygame.Rect(left, top, right - left, lay.deck.bottom + max(px(48), deck_words_h(view)) - top)


def centre_key(view: Qu4toView, names: list[str]) -> tuple[tuple[int, int], tuple[object, ...]]:
    """What the centre shows: the deck's counts, and the leading set (its cards, whose, landed or flying)."""
    sc, st = view.scene, view.scene.state
    leader = names[st.leader] if st.leader is not None else ""
    return (len(st.deck), len(st.discard)), (tuple(st.table), st.leader, leader, sc.flight is None)


def _stack(deck_n: int) -> int:
    """How many backs the deck's pile shows."""
    return min(3, max(1, deck_n // 8))


def _counts(
    view: Qu4toView, counts: tuple[int, int]
) -> list[tuple[str, int, tuple[int, int, int], pygame.Rect]]:
    """The deck's counts as drawn under it: (text, size, colour, where) a line."""
    deck, th = view.lay.deck, view.app.theme
    y, left = deck.bottom + view.px(6), deck.x - view.px(12)  # (the centre's region starts left of the deck)
    out = []
    for text, size, colour in deck_lines(view, counts):
        x = max(deck.centerx, left + th.font(size).size(text)[0] // 2)
        out.append((text, size, colour, th.text(text, size, colour).get_rect(midtop=(x, y))))
        y += th.font(size).get_linesize() + view.px(2)
    return out


def _label_rows(view: Qu4toView) -> tuple[int, int]:
    """The rows of the leading set's label: its words stand on its point (17 px type at most), its dot beside."""
    label_y = view.lay.centre.y - view.px(8)
    return label_y - view.app.theme.font(17, True).get_height() - view.px(6), label_y + view.px(6)


def _empty_slot(view: Qu4toView) -> tuple[pygame.Rect, list[str], int]:
    """The place of a leading set while there is none: its outline, the words in it and their top."""
    lay, th = view.lay, view.app.theme
    slot = pygame.Rect(0, 0, lay.table_card[0] * 2, lay.table_card[1])
    slot.center = lay.centre.center
    lines = th.wrap(
        _("No leading set"), 16, slot.w - view.px(16)
    )  # inside the slot's outline, in any language
    return slot, lines, slot.centery - len(lines) * th.font(16).get_linesize() // 2


def _set_boxes(view: Qu4toView, table: tuple[int, ...]) -> list[pygame.Rect]:
    """Where a leading set of ``table`` draws below its label: its cards, or the empty place and its words."""
    if table:
        return view.lay.table_slots(len(table))
    th = view.app.theme
    slot, lines, top = _empty_slot(view)
    height = th.font(16).get_linesize()
    words = [
        th.text(line, 16, PALETTE["muted"]).get_rect(midtop=(slot.centerx, top + k * height))
        for k, line in enumerate(lines)
    ]
    return [slot, *words]


def centre_dirty(view: Qu4toView, was: object, now: object) -> list[pygame.Rect] | None:
    """Where a change of the centre shows at the same place (``Region.dirty``): the deck's pile and counts when
    they changed; the label's rows and the set's cards (before and after) when the leading set did — not the
    whole middle of the table (≈ 0.83 Mpx at 3840×2160, a set of four's cards ≈ 0.34)."""
    if not isinstance(was, tuple) or not isinstance(now, tuple):
        return None
    (counts_was, set_was), (counts_now, set_now) = was, now
    out: list[pygame.Rect] = []
    if counts_was != counts_now:
        deck, px = view.lay.deck, view.px
        if _stack(counts_was[0]) != _stack(counts_now[0]):
            out.append(pygame.Rect(deck.x - px(4), deck.y - px(4), deck.w + px(4), deck.h + px(4)))
        for counts in (counts_was, counts_now):
            rects = [rect for *_words, rect in _counts(view, counts)]
            out.append(rects[0].unionall(rects[1:]))
    if set_was[:3] != set_now[:3]:  # (the set, whose: the label; not only landed)
        out += [
            _label(view, table, owner)[-1] for table, _leader, owner, _landed in (set_was, set_now) if table
        ]
    if set_was != set_now:
        for table in (set_was[0], set_now[0]):
            boxes = _set_boxes(view, table)
            out.append(boxes[0].unionall(boxes[1:]))
    return [rect.clip(centre_rect(view)) for rect in out]


def draw_centre(view: Qu4toView, layer: pygame.Surface, names: list[str]) -> None:
    """The deck with its counts, and the leading set with its label (or the empty place for one)."""
    sc, st, lay, th = view.scene, view.scene.state, view.lay, view.app.theme
    deck = lay.deck
    # painted again for a neighbour's sake, only in a strip of it: the parts whose rows the strip misses are not
    # worked out (the counts' and the label's words, ≈ 0.1 ms each)
    clip = layer.get_clip()
    for k in range(_stack(len(st.deck))):
        layer.blit(card_back(0, deck.size), deck.move(-k * view.px(2), -k * view.px(2)))
    if clip.bottom > deck.bottom + view.px(6):  # (the counts: under the deck)
        for text, size, colour, rect in _counts(view, (len(st.deck), len(st.discard))):
            th.blit_text(layer, text, size, colour, rect.midtop, anchor="midtop")
    label_rows = _label_rows(view)
    if st.table:
        if sc.flight is None:
            for rect, code in zip(lay.table_slots(len(st.table)), st.table, strict=True):
                layer.blit(card_face(code, rect.size), rect)
        if clip.bottom <= label_rows[0] or clip.top >= label_rows[1]:
            return
        owner = names[st.leader] if st.leader is not None else ""
        text, size, r, _box = _label(view, tuple(st.table), owner)
        th.blit_text(layer, text, size, PALETTE["title"], r.topleft, bold=True)
        pygame.draw.circle(layer, seat_colour(st.leader or 0), (r.x - view.px(12), r.centery), view.px(6))
    else:
        slot, lines, top = _empty_slot(view)
        pygame.draw.rect(layer, PALETTE["muted"], slot, width=view.px(2), border_radius=view.px(10))
        th.blit_lines(layer, lines, 16, PALETTE["muted"], (slot.centerx, top))
