"""A SET card's face is opaque over the cross ``cards.opaque_parts`` gives (the face less its rounded corners), for
every card, in both colour schemes, at a small and a 4K table's card size: the table does not put the felt back
under it (``Region.opaque``), so a pixel of it that let the felt through would show the old picture."""

from __future__ import annotations

import pygame
import pytest
from helpers import make_app

from game.play.seats import Seat
from game.play.setgame.setup import SetSetup
from game.scenes.setgame.cards import Look, opaque_parts


@pytest.mark.parametrize("size", [(1024, 640), (3840, 2160)])
def test_every_face_is_opaque_over_its_cross(tmp_path, monkeypatch, size) -> None:
    app = make_app(tmp_path, monkeypatch, size=size, seed=1)
    seats = [Seat("human"), Seat("computer", "easy")]
    app.go("set-table", setup=SetSetup(seats=seats).to_json())
    view = app.stack.top.view
    slot = pygame.Rect(40, 60, view.lay.card_w, view.lay.card_h)
    for colorblind in (False, True):
        app.settings.set("colorblind", colorblind)
        for card in range(81):
            for lifted in (False, True):
                look = Look(card, None, lifted, False, False, "", "", False)
                face = view.face(card, view.lay.card_w)
                top = slot.move(0, -app.theme.px(8) if lifted else 0).topleft
                opaque = pygame.mask.from_surface(face, 254)  # alpha 255 only
                for part in opaque_parts(view, slot, look):
                    local = part.move(-top[0], -top[1])
                    assert face.get_rect().contains(local), (card, part)
                    whole = pygame.mask.Mask(local.size, fill=True)
                    assert opaque.overlap_area(whole, local.topleft) == local.w * local.h, (card, colorblind)
