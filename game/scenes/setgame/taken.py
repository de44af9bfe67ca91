"""The cards SET's seats have taken: a seat's last SET fanned by its plate, and the puzzle's SETs found so far."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.i18n import _
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.setgame.view import SetView


def draw_seat_pile(view: SetView, surface: pygame.Surface, seat: int, rect: pygame.Rect) -> None:
    """The last SET a seat took, fanned small beside its score."""
    s = view.scene.session
    if s.state is None:
        return
    taken = s.state.taken(seat)
    if not taken:
        return
    spot = view.pile_spot(seat)
    w = int(spot.cell_w)
    for k, card in enumerate(taken[-3:]):
        face = view.face(card, w)
        surface.blit(
            face, face.get_rect(center=(spot.pos[0] - w // 4 + k * w // 4, spot.pos[1] + (k - 1) * 2))
        )


def draw_found(view: SetView, surface: pygame.Surface) -> None:
    """Puzzle: the SETs found so far, in small cards under the plate."""
    sc, th = view.scene, view.scene.app.theme
    s = sc.session
    side = view.lay.side
    y = view.plates[0].bottom + th.px(16) if view.plates else side.y
    th.blit_text(
        surface,
        _("Found {n} of 6").format(n=len(s.found)),
        18,
        PALETTE["title"],
        (side.x + th.px(8), y),
        bold=True,
    )
    y += th.px(30)
    cw = min(th.px(78), (side.w - th.px(24)) // 3)
    ch = int(cw / 1.6)
    for cards in s.found:
        for k, card in enumerate(cards):
            surface.blit(view.face(card, cw), (side.x + th.px(8) + k * (cw + th.px(4)), y))
        y += ch + th.px(6)
