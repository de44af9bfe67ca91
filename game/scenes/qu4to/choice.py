"""QU4TO's choice panel, over the hand: orient a new hand (which side up empties in fewer plays) or keep a drawn card's
side up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ai.qu4to_ai import min_sets
from game.art.qu4tocards import card_face
from game.i18n import _
from game.play.qu4to.session import hand_words, orient_hint
from game.rules.qu4to.cards import VALUE
from game.scenes.table.regions import shadowed
from game.ui.theme import PALETTE, SMALLEST

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView

BUTTON_W = 190  # a choice's button, right of its cards
KEEP_CARD_W = 56  # the drawn card, shown once each side up
HEAD_H = 46  # an orientation's line: its title and its button, above its cards
ORIENT_GAP = 10  # between the two orientations
MIN_STEP = 0.5  # cards of an orientation overlap at most this much of a card's width (the corner shows)


Rows = list[tuple[list[int], int, int]]  # each choice: the cards it shows, its pairs and its runs


def fewer_plays(rows: Rows) -> int:
    """Which way up (0 green, 1 blue) empties the hand in fewer plays (-1: the same): the count the coach's words
    and the review's reasons use ("splits into N sets"), not how many pairs and runs it shows (issue 47)."""
    plays = []
    for codes, _pairs, _runs in rows:
        counts = [0] * 12
        for c in codes:
            counts[VALUE[c]] += 1
        plays.append(min_sets(tuple(counts)))
    return -1 if plays[0] == plays[1] else (0 if plays[0] < plays[1] else 1)


def _choices(view: Qu4toView) -> tuple[Rows, list[str], int] | None:
    """What the panel offers: the cards and title of each choice, and which one makes more sets (-1: neither)."""
    st = view.scene.state
    if st.phase == "orient":
        rows = orient_hint(st, view.scene.bottom_seat())
        best = fewer_plays(rows)
        labels = []
        for k, (codes, _p, r) in enumerate(rows):
            # TRANSLATORS: the orient panel's line over a way to hold the new hand: "Green up: 2 pairs, 1 triple,
            # 1 run" ({sets} says what it holds)
            label = (_("Green up: {sets}") if k == 0 else _("Blue up: {sets}")).format(
                sets=hand_words(codes, r)
            )
            # TRANSLATORS: the orient panel marks the way to hold the new hand that needs fewer plays to empty it
            labels.append(_("{label}  ★ fewer plays").format(label=label) if k == best else label)
        return rows, labels, best
    if st.phase == "keep" and st.pending is not None:
        rows = [([st.pending * 2], 0, 0), ([st.pending * 2 + 1], 0, 0)]
        return rows, [_("Keep it green up"), _("Keep it blue up")], -1
    return None  # nothing waits to be chosen


def choice_box(view: Qu4toView) -> pygame.Rect:
    """The panel's place, as big as what it holds and clear of the player's plate and the deck's words: a drawn
    card's two sides in one low row above the hand (the leading set above stays in view); a new hand's two
    orientations over the hand itself (the panel shows that hand both ways), with cards as large as the room
    between the deck's words and the window's bottom allows."""
    lay, px = view.lay, view.px
    pad, bw = px(16), px(BUTTON_W)
    left = max(lay.play.x + px(30), lay.me.right + px(26))  # its shadow and the gold ring clear
    right = lay.play.right - px(30)
    words_bottom = lay.deck.bottom + max(px(44), view.deck_words_h())  # "Deck n", "Discard n" under the deck
    choices = _choices(view)
    if choices is not None and view.scene.state.phase == "orient":
        _cw, ch = _orient_card(view, choices[0])
        box = pygame.Rect(left, 0, lay.hand.right - left, 2 * pad + px(ORIENT_GAP) + 2 * (px(HEAD_H) + ch))
        box.bottom = lay.hand.bottom  # over the whole hand's right part: no sliver of it beside the panel
        return box
    kw, kh = _keep_card(view)
    box = pygame.Rect(0, 0, min(right - left, 3 * pad + 2 * (kw + pad + bw)), 2 * pad + kh)
    box.midbottom = (lay.play.centerx, lay.bar.bottom)
    box.x = max(box.x, left)
    if box.y < words_bottom + px(
        6
    ):  # lower, into the action bar's room (no bar while choosing), never over the hand
        box.y = min(words_bottom + px(6), lay.hand.y - px(4) - box.h)
    return box


def _orient_card(view: Qu4toView, rows: Rows) -> tuple[int, int]:
    """The size of the cards in the orient panel: the hand's own size at most, two rows (each under a line with
    its title and button) between the deck's words and the window's bottom, and a row as wide as the panel with
    each card's corner index showing."""
    lay, px, pad = view.lay, view.px, view.px(16)
    width = lay.hand.right - max(lay.play.x + px(30), lay.me.right + px(26))
    height = lay.hand.bottom - (lay.deck.bottom + px(44) + px(6))
    n = max(1, max(len(codes) for codes, _p, _r in rows))
    by_height = (height - 2 * pad - px(ORIENT_GAP) - 2 * px(HEAD_H)) / 2 / 1.5
    by_width = (width - 2 * pad) / (1 + (n - 1) * MIN_STEP)
    cw = max(px(20), min(view.lay.card[0], round(by_height), round(by_width)))
    return cw, round(cw * 1.5)


def _keep_card(view: Qu4toView) -> tuple[int, int]:
    w = view.px(KEEP_CARD_W)
    return w, round(w * 1.5)


class ChoicePicture:
    """The choice panel as last painted: its picture (shadow and all), where it lies and its buttons' places. A
    repaint of the hand under the panel (a card dragged along the hand while the panel is up) blits it instead of
    painting the panel's two rows of cards again (≈ 2–3 ms a frame of the drag at 1920×1080)."""

    def __init__(self) -> None:
        self.key: tuple[object, ...] | None = None
        self.picture: pygame.Surface | None = None
        self.at = (0, 0)
        self.rects: list[pygame.Rect | None] = []


def draw_choice(view: Qu4toView, layer: pygame.Surface) -> None:
    """The panel over the hand where the player orients a new hand or keeps a drawn card's side up."""
    choices = _choices(view)
    if choices is None:
        return
    box = view.choice_panel()
    sc, th, kept = view.scene, view.app.theme, view.choice_picture
    buttons = tuple((b.label, b.enabled, b.hovered, b.pressed) for b in sc.keep_buttons)
    key = (sc.state.phase, repr(choices), tuple(box), buttons, th.look())
    if kept.key != key or kept.picture is None:
        area = shadowed(box, view.px)
        # transparent black: the panel's black shadow blends onto the layer as when drawn on it directly
        picture = pygame.Surface(area.size, pygame.SRCALPHA)
        local = box.move(-area.x, -area.y)
        th.panel(picture, local, color=PALETTE["paper"], radius=16)
        if sc.state.phase == "keep":
            _draw_keep(view, picture, local, [codes[0] for codes, _p, _r in choices[0]])
        else:
            _draw_orient(view, picture, local, *choices)
        kept.key, kept.picture, kept.at = key, picture, area.topleft
        kept.rects = [None if b.rect is None else b.rect.move(area.topleft) for b in sc.keep_buttons]
    for b, rect in zip(sc.keep_buttons, kept.rects, strict=True):  # where input finds them
        b.rect = None if rect is None else rect.copy()
    layer.blit(kept.picture, kept.at)


def _draw_keep(view: Qu4toView, layer: pygame.Surface, box: pygame.Rect, codes: list[int]) -> None:
    """Side by side: the drawn card green up with its button, then blue up with its -- the buttons narrower
    where the panel is (a wide plate of the player's beside it: larger text), their labels stepping down."""
    sc, th, px = view.scene, view.app.theme, view.px
    size = _keep_card(view)
    pad = px(16)
    bw = min(px(BUTTON_W), (box.w - 3 * pad - 2 * (size[0] + pad)) // 2)
    x = box.x + pad
    for k, code in enumerate(codes):
        layer.blit(card_face(code, size), (x, box.y + pad))
        b = sc.keep_buttons[k]
        b.rect = pygame.Rect(x + size[0] + pad, 0, bw, px(48))
        b.rect.centery = box.centery
        b.draw(layer, th, False)
        x = b.rect.right + pad


def _draw_orient(
    view: Qu4toView, layer: pygame.Surface, box: pygame.Rect, rows: Rows, labels: list[str], best: int
) -> None:
    """Two rows: the hand green up and blue up, each under a line with its pairs and runs and its button."""
    sc, th, px = view.scene, view.app.theme, view.px
    pad, bw, head = px(16), px(BUTTON_W), px(HEAD_H)
    cw, ch = _orient_card(view, rows)
    y = box.y + pad
    for k, (codes, _p, runs) in enumerate(rows):
        b = sc.keep_buttons[k]
        b.rect = pygame.Rect(box.right - pad - bw, y, bw, head - px(6))
        room = (
            b.rect.x - px(8) - (box.x + pad)
        )  # a longer language steps down the type scale, never under the button
        words = labels[k]
        if th.font(SMALLEST, True).size(words)[0] > room:  # larger text: the button beside says which way up
            words = hand_words(codes, runs)
            words = _("{label}  ★ fewer plays").format(label=words) if k == best else words
        label, size = th.fit_text(words, 16, room, bold=True)
        th.blit_text(
            layer, label, size, PALETTE["ink"], (box.x + pad, b.rect.centery), anchor="midleft", bold=True
        )
        b.draw(layer, th, k == best)
        inner = box.w - 2 * pad
        step = min(cw + px(4), (inner - cw) / (len(codes) - 1)) if len(codes) > 1 else 0
        for i, code in enumerate(codes):
            layer.blit(card_face(code, (cw, ch)), (box.x + pad + round(i * step), y + head))
        y += head + ch + px(ORIENT_GAP)
