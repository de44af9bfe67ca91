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


def draw_choice(view: Qu4toView, layer: pygame.Surface) -> None:
    """The panel over the hand where the player orients a new hand or keeps a drawn card's side up."""
    sc, st, th = view.scene, view.scene.state, view.app.theme
    box = view.choice_panel()
    th.panel(layer, box, color=PALETTE["paper"], radius=16)
    seat = sc.bottom_seat()
    pad = view.px(16)
    if st.phase == "orient":
        rows = orient_hint(st, seat)
        score = [p + r for _, p, r in rows]
        best = -1 if score[0] == score[1] else (0 if score[0] > score[1] else 1)
        labels = [
            f"{side} up: {_count(p, 'pair')}, {_count(r, 'run')}"
            for side, (_, p, r) in zip(("Green", "Blue"), rows, strict=True)
        ]
    elif st.pending is not None:
        rows = [([st.pending * 2], 0, 0), ([st.pending * 2 + 1], 0, 0)]
        labels, best = ["Keep it green up", "Keep it blue up"], -1
    else:  # nothing waits to be chosen
        return
    row_h = (box.h - 2 * pad) // 2
    bw = view.px(190)
    for k, (codes, _p, _r) in enumerate(rows):
        y = box.y + pad + k * row_h
        title = labels[k] + ("  ★ more sets" if k == best else "")
        th.blit_text(layer, title, 16, PALETTE["ink"], (box.x + pad, y), bold=True)
        cw = min(view.px(48), (box.w - 3 * pad - bw) // max(1, len(codes)) + view.px(8))
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
