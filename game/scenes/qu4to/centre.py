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


def deck_lines(view: Qu4toView) -> list[tuple[str, int, tuple[int, int, int]]]:
    """The deck's counts under it: "Deck n" over "Discard n", or both in one line where two would reach a plate
    below the deck (larger text: the bottom seat's plate stands under it). (text, size, colour) a line."""
    st, lay, th = view.scene.state, view.lay, view.app.theme
    deck, discard = len(st.deck), len(st.discard)
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


def leading_label(view: Qu4toView, names: list[str], width: int) -> str:
    """The leading set's label: "Leading set 1-2-3 — Ann", else (larger text, a long language, between two
    plates) "1-2-3 — Ann", else the set alone -- its dot has the leader's colour, and the leader's plate says
    "leads"."""
    st, th = view.scene.state, view.app.theme
    owner = names[st.leader] if st.leader is not None else ""
    name = set_name(st.table)
    forms = (
        _("Leading set {set} — {owner}").format(set=name, owner=owner),
        # TRANSLATORS: the leading set's label where the long one does not fit: the set, then who played it
        _("{set} — {owner}").format(set=name, owner=owner),
    )
    for text in forms:
        if th.font(SMALLEST, True).size(text)[0] <= width:
            return text
    return name


def deck_words_h(view: Qu4toView) -> int:
    """How far the deck's counts reach below the deck, at the text size in use."""
    lines = deck_lines(view)
    if len(lines) > 1:
        return _two_lines_h(view)
    return view.px(10) + view.app.theme.font(13).get_linesize()


def draw_centre(view: Qu4toView, layer: pygame.Surface, names: list[str]) -> None:
    """The deck with its counts, and the leading set with its label (or the empty place for one)."""
    sc, st, lay, th = view.scene, view.scene.state, view.lay, view.app.theme
    deck = lay.deck
    # painted again for a neighbour's sake, only in a strip of it: the parts whose rows the strip misses are not
    # worked out (the counts' and the label's words, ≈ 0.1 ms each)
    clip = layer.get_clip()
    for k in range(min(3, max(1, len(st.deck) // 8))):
        layer.blit(card_back(0, deck.size), deck.move(-k * view.px(2), -k * view.px(2)))
    y, left = deck.bottom + view.px(6), deck.x - view.px(12)  # (the centre's region starts left of the deck)
    for text, size, colour in deck_lines(view) if clip.bottom > y else ():  # (the counts: under the deck)
        x = max(deck.centerx, left + th.font(size).size(text)[0] // 2)
        th.blit_text(layer, text, size, colour, (x, y), anchor="midtop")
        y += th.font(size).get_linesize() + view.px(2)
    label_pos = (lay.centre.centerx, lay.centre.y - view.px(8))
    # the label's rows: its words stand on ``label_pos`` (17 px type at most), its dot beside them
    label_rows = (label_pos[1] - th.font(17, True).get_height() - view.px(6), label_pos[1] + view.px(6))
    if st.table:
        if sc.flight is None:
            for rect, code in zip(lay.table_slots(len(st.table)), st.table, strict=True):
                layer.blit(card_face(code, rect.size), rect)
        if clip.bottom <= label_rows[0] or clip.top >= label_rows[1]:
            return
        lo, hi = label_span(view, label_pos)
        text, size = th.fit_text(leading_label(view, names, hi - lo), 17, hi - lo, bold=True)
        half = th.font(size, True).size(text)[0] // 2
        at = (max(lo + half, min(label_pos[0], hi - half)), label_pos[1])  # centred where there is room
        r = th.blit_text(layer, text, size, PALETTE["title"], at, anchor="midbottom", bold=True)
        pygame.draw.circle(layer, seat_colour(st.leader or 0), (r.x - view.px(12), r.centery), view.px(6))
    else:
        slot = pygame.Rect(0, 0, lay.table_card[0] * 2, lay.table_card[1])
        slot.center = lay.centre.center
        pygame.draw.rect(layer, PALETTE["muted"], slot, width=view.px(2), border_radius=view.px(10))
        lines = th.wrap(
            _("No leading set"), 16, slot.w - view.px(16)
        )  # inside the slot's outline, in any language
        top = slot.centery - len(lines) * th.font(16).get_linesize() // 2
        th.blit_lines(layer, lines, 16, PALETTE["muted"], (slot.centerx, top))
