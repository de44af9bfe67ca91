"""Drawing the Hint on the QU4TO table: a paper note right of the player's plate (above the orientation or keep
panel while one is open) with Expert's suggestion and its reason, and green rings round the cards it names."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.qu4to.hints import marked_indexes
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.qu4to.view import Qu4toView

HEAD, BODY = 17, 14


def _lines(view: Qu4toView, width: int) -> list[str]:
    hints = view.scene.hints
    return view.app.theme.wrap(hints.why, BODY, width)[:3]


def hint_box(view: Qu4toView) -> pygame.Rect | None:
    """Where the note lies while a hint is shown (None otherwise)."""
    sc, lay, px = view.scene, view.lay, view.px
    if not sc.hints.shown():
        return None
    left = lay.me.right + px(18)
    right = lay.play.right - px(24)
    pad = px(12)
    width = right - left
    th = view.app.theme
    height = (
        2 * pad
        + th.font(HEAD, True).get_linesize()
        + len(_lines(view, width - 2 * pad)) * th.font(BODY).get_linesize()
    )
    box = pygame.Rect(left, 0, width, height)
    if sc.state.phase in ("orient", "keep"):
        box.bottom = view.choice_panel().top - px(12)
    else:
        box.bottom = lay.me.bottom
    return box


def draw_hint(view: Qu4toView, layer: pygame.Surface) -> None:
    box = hint_box(view)
    if box is None:
        return
    th, px = view.app.theme, view.px
    pad = px(12)
    th.panel(layer, box, color=PALETTE["paper"], radius=12)
    pygame.draw.rect(layer, PALETTE["ok"], box, width=px(3), border_radius=px(12))
    y = box.y + pad
    th.blit_text(layer, view.scene.hints.headline(), HEAD, PALETTE["ink"], (box.x + pad, y), bold=True)
    y += th.font(HEAD, True).get_linesize()
    for line in _lines(view, box.w - 2 * pad):
        th.blit_text(layer, line, BODY, PALETTE["ink_soft"], (box.x + pad, y))
        y += th.font(BODY).get_linesize()


def hinted_cards(view: Qu4toView) -> set[int]:
    """The places in the shown hand of the cards the shown hint plays or rotates."""
    return set(marked_indexes(view.scene.shown_hand(), view.scene.hints.marked_codes()))


def ring(view: Qu4toView, layer: pygame.Surface, card: pygame.Rect) -> None:
    """A green ring round one card of the hand that the hint names."""
    px = view.px
    pygame.draw.rect(layer, PALETTE["ok"], card.inflate(px(8), px(8)), width=px(4), border_radius=px(12))


def hint_key(view: Qu4toView) -> tuple:
    """What the note and the rings show (a region repaints when it changes)."""
    hints = view.scene.hints
    return (hints.shown(), hints.headline() if hints.shown() else "", hints.why, tuple(hints.marked_codes()))
