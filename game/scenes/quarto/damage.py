"""Where the Quarto table drew on screen over its static layer, so that the next frame copies the layer back only
there, and where the layer itself changed, instead of blitting the whole layer (≈ 0.8 ms a frame at 1920×1080).

The screen still shows the last frame unless something else drew over it: an overlay, a fade or a toast
(``App.overdrawn``), a new window surface or size, a new layer. Then, or when the area to restore passes ``WHOLE``
of the screen, the layer is blitted whole. A test checks the screen byte for byte against a full redraw after
every frame of whole games (tests/scenes/test_quarto_screen_damage.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.scenes.quarto.layout import hand_slot
from game.scenes.quarto.regions import face_box, merge

if TYPE_CHECKING:
    from game.scenes.quarto.view import TableView

WHOLE = 0.6  # past this share of the screen to restore, one whole blit is as cheap


class ScreenDamage:
    """Owns the screen's last frame: what identified it (``token``) and the rectangles it drew over the layer."""

    def __init__(self, view: TableView) -> None:
        self.view = view
        self.token: tuple | None = None
        self.last: list[pygame.Rect] = []  # drawn over the layer by the screen's last frame
        self.now: list[pygame.Rect] = []  # drawn over the layer by the frame being drawn
        self.restored: list[pygame.Rect] | None = (
            None  # where this frame put the layer back (None: all of it)
        )

    def begin(self, surface: pygame.Surface, layer: pygame.Surface) -> None:
        """Put the static layer under a new frame on ``surface``: only where needed on a screen that still shows
        the last frame, whole anywhere else (a save's picture, a covered or resized screen)."""
        app = self.view.scene.app
        self.now = []
        self.restored = None
        if surface is not app.screen:
            surface.blit(layer, (0, 0))
            return
        size = surface.get_size()
        token = (surface, size, layer, app.overdrawn)  # the surfaces themselves: a freed one's id comes back
        rects = merge([r.clip(layer.get_rect()) for r in self.last + self.view.static.take()])
        if token == self.token and sum(r.w * r.h for r in rects) < WHOLE * size[0] * size[1]:
            for rect in rects:
                surface.blit(layer, rect, rect)
            self.restored = rects
        else:
            surface.blit(layer, (0, 0))
        self.token, self.last = token, self.now  # the frame's drawing fills ``now``, which is then the last

    def hurt(self, rect: pygame.Rect | None, pad: int = 0) -> None:
        """``rect`` (grown by ``pad`` on each side) was drawn over the layer this frame."""
        if rect is not None:
            self.now.append(rect.inflate(2 * pad, 2 * pad) if pad else rect)

    def board_box(self) -> pygame.Rect:
        """Where anything drawn on the board may reach: the static layer's board region (every place's tallest
        piece with its glow), raised for a winning piece that rises."""
        view = self.view
        box = view.static.regions.get("board") if view.static.regions else None
        box = box if box is not None else view.lay.board
        return box.union(box.move(0, -view.lay.px(24)))

    def expect(self) -> None:
        """The places this frame's dynamic drawing may cover, in bulk: the live board, the hand, the pool or board
        under marks, the plate that thinks, the buttons, the message. (Glides, the dragged piece, the tooltip,
        the result card's buttons and the steal prompt report their own rectangles as they draw.)"""
        view, scene = self.view, self.view.scene
        st, lay = scene.state, view.lay
        pad = lay.px(36)  # a panel's soft shadow (≈ 2.3 × its blur past each edge), a focus ring
        if (view.depth.live() and not st.is_over) or view.flat.active():
            self.hurt(self.board_box())  # (the win moment's rising pieces are restored where they move)
        if st.hand is not None and st.to_move is not None:
            slot = hand_slot(lay, view.look, st.to_move)
            self.hurt(face_box(view.look, st.hand, slot, scene.app.settings["colorblind"]), pad)
        if not st.is_over and (scene.human_turn() or scene.hints.marks or scene.selected is not None):
            self.hurt(lay.pool if st.phase == "give" else self.board_box(), pad)
        if st.outcome and st.outcome.patterns and view.look != "classic":
            self.hurt(self.board_box())  # the winning cards' pulsing rings
        if st.to_move is not None and scene.bot_seat(st.to_move) and not st.is_over:
            self.hurt(lay.plates[st.to_move])
        for b in scene.buttons:
            self.hurt(b.rect, pad)
        self.hurt(scene.call_button.rect, lay.px(48))  # the loud call button's wide shadow
        if scene.message_t > 0:
            self.hurt(lay.banner, pad)
