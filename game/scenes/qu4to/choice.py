"""QU4TO's choice panel, over the hand: orient a new hand (which side up gives more sets) or keep a drawn card's
side up."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.qu4tocards import card_face
from game.play.qu4to.session import orient_hint
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView

BUTTON_W = 190  # a choice's button, right of its cards
CARD_W = 48  # the cards of a hand in a choice, at most
KEEP_CARD_W = 56  # the drawn card, shown once each side up


Rows = list[tuple[list[int], int, int]]  # each choice: the cards it shows, its pairs and its runs


def _choices(view: Qu4toView) -> tuple[Rows, list[str], int] | None:
    """What the panel offers: the cards and title of each choice, and which one makes more sets (-1: neither)."""
    st = view.scene.state
    if st.phase == "orient":
        rows = orient_hint(st, view.scene.bottom_seat())
        score = [p + r for _, p, r in rows]
        best = -1 if score[0] == score[1] else (0 if score[0] > score[1] else 1)
        labels = [
            f"{side} up: {_count(p, 'pair')}, {_count(r, 'run')}"
            for side, (_, p, r) in zip(("Green", "Blue"), rows, strict=True)
        ]
        return rows, [t + ("  ★ more sets" if k == best else "") for k, t in enumerate(labels)], best
    if st.phase == "keep" and st.pending is not None:
        rows = [([st.pending * 2], 0, 0), ([st.pending * 2 + 1], 0, 0)]
        return rows, ["Keep it green up", "Keep it blue up"], -1
    return None  # nothing waits to be chosen


def choice_box(view: Qu4toView) -> pygame.Rect:
    """The panel's place over the hand, as big as what it holds — a drawn card's two sides in one low row (the
    leading set above stays in view), a hand's two orientations in two rows as wide as the hand — centred over
    the hand but clear of the player's plate."""
    lay, px, th = view.lay, view.px, view.app.theme
    pad, bw, cw = px(16), px(BUTTON_W), px(CARD_W)
    choices = _choices(view)
    if choices is not None and view.scene.state.phase == "keep":
        kw, kh = _keep_card(view)
        size = (3 * pad + 2 * (kw + pad + bw), 2 * pad + kh)
    else:
        content = px(150)  # the least: room for a short title
        if choices is not None:
            rows, labels, _best = choices
            n = max(len(codes) for codes, _p, _r in rows)
            cards = cw + (n - 1) * (cw + px(2))
            content = max(content, cards, *(th.text(t, 16, PALETTE["ink"], True).get_width() for t in labels))
        size = (content + bw + 3 * pad, px(240))
    left = max(lay.play.x + px(30), lay.me.right + px(26))  # its shadow and the gold ring clear
    right = lay.play.right - px(30)
    box = pygame.Rect(0, 0, min(right - left, size[0]), size[1])
    box.midbottom = (lay.play.centerx, lay.bar.bottom)
    if box.x < left:
        box.x = left
    words = pygame.Rect(
        lay.deck.x - px(24), lay.deck.bottom, lay.deck.w + px(48), px(44)
    )  # "Deck n", "Discard n"
    if box.colliderect(
        words
    ):  # lower, into the action bar's room (no bar while choosing), never over the hand
        box.y = max(box.y, min(words.bottom + px(6), lay.hand.y - px(4) - box.h))
    return box


def _keep_card(view: Qu4toView) -> tuple[int, int]:
    w = view.px(KEEP_CARD_W)
    return w, round(w * 1.5)


def draw_choice(view: Qu4toView, layer: pygame.Surface) -> None:
    """The panel over the hand where the player orients a new hand or keeps a drawn card's side up."""
    choices = _choices(view)
    if choices is None:
        return
    box = view.choice_panel()
    view.app.theme.panel(layer, box, color=PALETTE["paper"], radius=16)
    if view.scene.state.phase == "keep":
        _draw_keep(view, layer, box, [codes[0] for codes, _p, _r in choices[0]])
    else:
        _draw_orient(view, layer, box, *choices)


def _draw_keep(view: Qu4toView, layer: pygame.Surface, box: pygame.Rect, codes: list[int]) -> None:
    """Side by side: the drawn card green up with its button, then blue up with its."""
    sc, th, px = view.scene, view.app.theme, view.px
    pad, bw = px(16), px(BUTTON_W)
    size = _keep_card(view)
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
    """Two rows: the hand green up and blue up, each with its pairs and runs and its button."""
    sc, th = view.scene, view.app.theme
    pad = view.px(16)
    row_h = (box.h - 2 * pad) // 2
    bw = view.px(BUTTON_W)
    for k, (codes, _p, _r) in enumerate(rows):
        y = box.y + pad + k * row_h
        th.blit_text(layer, labels[k], 16, PALETTE["ink"], (box.x + pad, y), bold=True)
        cw = min(view.px(CARD_W), (box.w - 3 * pad - bw) // max(1, len(codes)) + view.px(8))
        size = (cw, round(cw * 1.5))
        step = (
            min(cw + view.px(2), (box.w - 3 * pad - bw - cw) / max(1, len(codes) - 1))
            if len(codes) > 1
            else 0
        )
        for i, code in enumerate(codes):
            layer.blit(card_face(code, size), (box.x + pad + round(i * step), y + view.px(24)))
        b = sc.keep_buttons[k]
        b.rect = pygame.Rect(box.right - pad - bw, y + view.px(28), bw, view.px(48))
        b.draw(layer, th, k == best)


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")
