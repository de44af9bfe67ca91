"""What the Quarto table draws over its static layer each frame, for the kit's screen damage
(``game.scenes.table.damage.ScreenDamage``): the screen copies the layer back only there and where the layer
changed. A test checks the screen byte for byte against a full redraw after every frame of whole games
(tests/scenes/quarto/test_screen_damage.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.quarto.layout import hand_slot
from game.scenes.quarto.regions import face_box
from game.scenes.table.damage import ScreenDamage

if TYPE_CHECKING:
    from game.scenes.quarto.view import QuartoView


class QuartoDamage(ScreenDamage):
    """The kit's screen damage, with the places the Quarto table's dynamic drawing may cover."""

    def __init__(self, view: QuartoView) -> None:
        super().__init__()
        self.view = view

    def board_box(self) -> pygame.Rect:
        """Where anything drawn on the board may reach: the static layer's board region (every place's tallest
        piece with its glow), raised for a winning piece that rises."""
        view = self.view
        box = view.static.regions.get("board") if view.static.regions else None
        box = box if box is not None else view.lay.board
        return box.union(box.move(0, -view.lay.px(24)))

    def expect(self) -> None:
        """The places this frame's dynamic drawing may cover, in bulk: the live board, the hand, the pool or board
        under marks, the message. (The helper buttons are in the static layer. Glides, the dragged piece, the
        thinking dots, the tooltip, the result card's buttons and the steal prompt report their own rectangles as
        they draw.)"""
        view, scene = self.view, self.view.scene
        st, lay = scene.state, view.lay
        pad = lay.px(36)  # a panel's soft shadow (≈ 2.3 × its blur past each edge), a focus ring
        if (view.depth.live() and not view.depth.rising()) or view.flat.active():
            self.hurt(self.board_box())  # (the win moment's rising pieces are restored where they move)
        if st.hand is not None and st.to_move is not None:
            slot = hand_slot(lay, view.look, st.to_move)
            self.hurt(face_box(view.look, st.hand, slot, scene.app.settings["colorblind"]), pad)
        if not st.is_over and (scene.human_turn() or scene.hints.marks or scene.selected is not None):
            self.hurt(lay.pool if st.phase == "give" else self.board_box(), pad)
        if st.outcome and st.outcome.patterns and view.look != "classic":
            self.hurt(self.board_box())  # the winning cards' pulsing rings
        if st.variant.calls == "manual" and scene.session.humans() and not st.is_over:  # as the view draws it
            self.hurt(scene.call_button.rect, lay.px(48))  # the loud call button's wide shadow
        if scene.toast.shown:
            self.hurt(lay.banner, pad)
