"""Drawing the Quarto table: the cached static layer (``StaticLayer``) and a thin dynamic layer on top
(hand, selection, ghost, glides, glow, call button, result card), redrawn each frame."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.i18n import _, language, pgettext
from game.play.quarto.words import by_noun
from game.scenes.quarto import art, soon
from game.scenes.quarto import layout as table_layout
from game.scenes.quarto import regions as table_regions
from game.scenes.quarto.ahead import TableAhead
from game.scenes.quarto.damage import QuartoDamage
from game.scenes.quarto.depth import BoardDepth
from game.scenes.quarto.flat import FlatBoard
from game.scenes.quarto.layout import Slot, hand_slot
from game.scenes.quarto.marks import BoardMarks
from game.scenes.quarto.static import GOLD, SHARE, StaticLayer
from game.scenes.quarto.tooltip import draw_tip, tip_text
from game.scenes.table.away import waiting_words
from game.scenes.table.panels import MoveList, ShortRole, plate_text
from game.scenes.table.regions import Regions
from game.scenes.table.result_card import ResultCard
from game.scenes.table.view import TableViewBase, laid
from game.scenes.table.words import level_title, person_word
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.quarto.scene import QuartoTableScene


class QuartoView(TableViewBase):
    """Owns what the screen needs beyond the game: the layout, the static layer's parts, the move list's scroll,
    and ``version``, which any change that the static layer shows bumps (``invalidate``)."""

    damage: QuartoDamage

    def __init__(self, scene: QuartoTableScene) -> None:
        super().__init__(scene.app, Regions(share=SHARE))
        self.scene = scene
        self._lay: table_layout.QuartoLayout | None = None  # set by ``layout``, before the first frame
        self.version = 0
        self.moves = MoveList()
        self.static = StaticLayer(self)
        self.depth = BoardDepth(self)
        self.flat = FlatBoard(self)  # the optional 2D board seen from above
        self.damage = QuartoDamage(self)  # where the last frame drew on screen over the static layer
        self.marks = BoardMarks(self)  # the turn's crosses, rings, lifted piece and see-through piece
        self.ahead = TableAhead(self)  # faces and the result card made ready in quiet frames
        self._dots_key: tuple | None = None  # the thinking plate's words, size and language last measured
        self._dots_at: tuple[int, int] | None = None  # then: the dots' x and text size (None: no room)
        #: the pieces and widths the last frame showed by a stand-in (``soon``): the hand's, a glide's
        self._stand_ins: list[tuple[int, int]] = []

    def invalidate(self) -> None:
        self.version += 1

    def scroll_moves(self, up: bool) -> None:
        self.moves.wheel(up)
        self.invalidate()

    def layout(self, size: tuple[int, int], set_key: str, draw_pile: bool, unmarked: bool) -> None:
        self.flat.decide()
        self._lay = table_layout.compute(pygame, size, self.look, draw_pile, unmarked)
        if self.scene.drivers.home == 1:  # a joiner at seat 1: their own plate and hand at the bottom
            self._lay.plates.reverse()
            self._lay.hands.reverse()
        self.flat.dress(self.lay)
        self.invalidate()
        self.ahead.relaid()  # the result card is laid out again in quiet frames (``work_ahead``)

    @property
    def lay(self) -> table_layout.QuartoLayout:
        """The table's layout; the scene lays it out before anything asks."""
        return laid(self._lay)

    @property
    def look(self) -> str:
        """The piece set as drawn: "flat" (classic pieces seen from above) on the 2D board, else the set."""
        return self.flat.look(self.scene.state.variant.pieces)

    def plate_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s plate lies (None: not laid out yet)."""
        return None if self._lay is None else self._lay.plates[seat]

    def role_words(self, seat: int) -> str:
        """The plate's second line: who sits there and what they are doing ("Hard · thinking"), or that it waits
        for a friend who dropped."""
        away = waiting_words(self.scene.drivers, seat)
        if away:
            return away
        st, s = self.scene.state, self.scene.session
        level = s.setup.seats[seat].level
        who = level_title(level) if s.is_bot(seat) else person_word(self.scene.drivers, seat)
        if self.scene.bot_seat(seat) and st.to_move == seat and not st.is_over and not self.scene.glides:
            # under a pause or a question the computer waits for the player, and says so
            text = _("{who} · thinking") if self.scene.on_top else _("{who} · waiting")
            return text.format(who=who)
        if st.is_over:
            out = st.outcome
            if out is None or out.winner is None:
                return pgettext("tie", "{who} · draw").format(who=who)
            return _("{who} · winner").format(who=who) if out.winner == seat else who
        if st.to_move != seat:
            return _("{who} · waiting").format(who=who)
        if st.phase == "give":
            doing = by_noun(st.pieces, _("{who} · choosing a piece"), _("{who} · choosing a card")).format(
                who=who
            )
            # TRANSLATORS: a Quarto plate's shorter line where "Human · choosing a piece" does not fit (large text)
            return ShortRole(doing, by_noun(st.pieces, _("choosing a piece"), _("choosing a card")))
        return _("{who} · placing").format(who=who)

    def warm(self) -> None:
        """Make the faces the table shows ready (``TableAhead.warm``)."""
        self.ahead.warm()

    def blit_piece(
        self, surface: pygame.Surface, piece: int, slot: Slot, *, alpha: int = 255, lift: int = 0
    ) -> pygame.Rect:
        """A piece or card standing on ``slot`` (its anchor on the slot's point), optionally faded or lifted."""
        set_key = self.look
        colorblind = self.scene.app.settings["colorblind"]
        if alpha < 255:
            surf, anchor = art.ghost(set_key, piece, slot.cell_w, colorblind, alpha)
        else:
            surf, anchor = art.face(set_key, piece, slot.cell_w, colorblind)
        return surface.blit(surf, (slot.pos[0] - anchor[0], slot.pos[1] - anchor[1] - lift))

    def paint_still(self, surface: pygame.Surface) -> pygame.Surface:
        """The static layer brought up to date (``StaticLayer.compose``), laid out again for a new size first."""
        size = surface.get_size()
        if self._lay is None or self._lay.size != size or self.flat.changed():
            self.scene.layout(size)
        self.scene.refresh_buttons()  # (the helper buttons are in the static layer, see controls.py)
        return self.static.compose(size)

    def painting(self) -> bool:
        """A new base was shown alone (``StaticLayer.owed``), a stand-in for a face (the hand's, a glide's) was
        shown and the real one is ready now (``soon``), or a change waits to be painted."""
        cb = self.scene.app.settings["colorblind"]
        if any(soon.ready(self.look, piece, width, cb) for piece, width in self._stand_ins):
            return True
        return self.static.owed or super().painting()

    def draw_moving(self, surface: pygame.Surface) -> None:
        """The dynamic layer: the live board, the hand, marks, glides, the dragged piece, the win's rings, the
        thinking dots, the tooltip, the call button and the result card's buttons."""
        self.damage.expect()
        self._stand_ins = []
        if self.static.owed:
            return  # a sharp window's opening frame shows the base alone: what stands on it comes next frame
        if self.depth.rising() and self.layer is not None:
            self.depth.draw_rise(surface, self.layer, self.damage.restored)
        elif self.depth.live():
            self.depth.draw(surface)
        elif self.flat.active():
            self.flat.draw(surface)
        self._hand(surface)
        self.marks.draw(surface)
        self._glides(surface)
        self._dragged(surface)
        self._win_rings(surface)
        self._thinking(surface)
        self._tooltip(surface)
        self._controls(surface)
        card = self.scene.shown_card()
        if card is not None:
            self._result(surface, card)

    def work_ahead(self) -> bool:
        """In a quiet frame, one piece of painting a coming frame would otherwise do: the result card of a game
        just ended, shown a moment later (≈ 2 ms at 1920×1080), the faces of the board's and the hand's sizes, the
        result card laid out once per layout, or a halo for the win moment. True if it painted something."""
        card = self.scene.result
        if card is not None and card.prepare_step(self.scene.app.theme, self.result_box(), self.lay.px):
            return True  # (a part of its picture a quiet frame: 6–9 ms whole at 3840×2160)
        return self.ahead.step() or self.ahead.warm_card() or self.depth.light_ahead()

    def work_needed(self) -> bool:
        """A part of a face a coming frame needs, in a frame with room though not quiet (``TableAhead.needed``)."""
        return self.ahead.needed()

    def _hand(self, surface: pygame.Surface) -> None:
        st = self.scene.state
        if st.hand is None or st.to_move is None or any(g.item == st.hand for g in self.scene.glides):
            return
        slot = hand_slot(self.lay, self.look, st.to_move)
        face, anchor, real = soon.face_soon(
            self.look, st.hand, slot.cell_w, self.scene.app.settings["colorblind"]
        )
        # (a stand-in until the real face is painted ahead: the next frame shows it, see ``painting``)
        if not real:
            self._stand_ins.append((st.hand, slot.cell_w))
        self.damage.hurt(surface.blit(face, (slot.pos[0] - anchor[0], slot.pos[1] - anchor[1])))

    def _dragged(self, surface: pygame.Surface) -> None:
        """A pool piece following the pointer, over a soft shadow."""
        drag = self.scene.input.drag
        if drag is None or not drag["moved"] or self.scene.state.phase != "give":
            return
        slot = self.scene.places.pool_slot(drag["piece"])
        if slot is None:
            return
        x, y = drag["pos"]
        lift = self.lay.px(16)
        shadow = art.soft_shadow((slot.cell_w, slot.cell_w // 2))
        self.damage.hurt(surface.blit(shadow, shadow.get_rect(center=(x + lift // 2, y + lift // 2))))
        self.damage.hurt(
            self.blit_piece(surface, drag["piece"], Slot((x, y), slot.cell_w, slot.rect), lift=lift)
        )

    def _glides(self, surface: pygame.Surface) -> None:
        pieces = self.look
        card = pieces != "classic"
        for g in self.scene.glides:
            x, y, w, lift = g.where(self.lay.px(26))
            cw = round(w)
            cs = art.cell_shape(pieces, cw)
            shadow = art.soft_shadow(
                (round(cs[0] * 1.3), round(cs[1] * 1.3)) if card else (cw, round(cw * 0.5))
            )
            self.damage.hurt(
                surface.blit(shadow, shadow.get_rect(center=(round(x + lift * 0.4), round(y + lift * 0.3))))
            )
            # drawn at the nearer place's size (a cached face; another size's while it is not painted yet),
            # smoothly scaled on the way between sizes
            cb = self.scene.app.settings["colorblind"]
            src = soon.stand_in_width(pieces, g.item, g.nearer.cell_w, cb)
            if src != max(8, int(g.nearer.cell_w)):
                self._stand_ins.append((g.item, g.nearer.cell_w))
            face, anchor = art.scaled_face(pieces, g.item, src, cb, cw)
            self.damage.hurt(surface.blit(face, (round(x) - anchor[0], round(y - lift) - anchor[1])))

    def _win_rings(self, surface: pygame.Surface) -> None:
        """Cards of the winning pattern get a gold frame that pulses a few times, then stays."""
        st = self.scene.state
        if not st.outcome or not st.outcome.patterns or self.scene.glides or self.look == "classic":
            return
        slots = self.scene.camera.slots()
        pulse = 0.5 + 0.5 * math.sin(self.scene.ending.t * 6.0) if self.scene.ending.t < 3.0 else 1.0
        lo, hi = PALETTE["gold_dark"], (255, 226, 140)
        colour = (
            int(lo[0] + (hi[0] - lo[0]) * pulse),
            int(lo[1] + (hi[1] - lo[1]) * pulse),
            int(lo[2] + (hi[2] - lo[2]) * pulse),
        )
        for pattern in st.outcome.patterns:
            for c in pattern.cells:
                self.marks.ring(surface, slots[c].rect, colour, 5 if self.look == "flat" else 3)

    def tooltip_text(self) -> str:
        """The hovered piece's square and four attributes ("c4: tall · dark · round · hollow"), or ""."""
        tip = self.scene.input.tip
        if tip is None or (self.scene.input.drag is not None and self.scene.input.drag["moved"]):
            return ""
        st = self.scene.state
        return tip_text(st.pieces, tip[0], st.board, st.variant.board == "fixed")

    def _tooltip(self, surface: pygame.Surface) -> None:
        text, tip = self.tooltip_text(), self.scene.input.tip
        if not text or tip is None:
            return
        piece, slot = tip
        self.damage.hurt(draw_tip(self.scene.app.theme, surface, text, self.look, piece, slot, self.lay.px))

    def win_words(self) -> str:
        """What the winning line shares, said on the board itself ("four solid pieces in the first column")."""
        st = self.scene.state
        if not st.outcome or not st.outcome.patterns or self.scene.glides:
            return ""
        return self.scene.session.shared_words(st.outcome.patterns[0])

    def _thinking(self, surface: pygame.Surface) -> None:
        st = self.scene.state
        if (
            st.to_move is None
            or not self.scene.bot_seat(st.to_move)
            or self.scene.glides
            or not self.scene.on_top
        ):
            return
        th, lay = self.scene.app.theme, self.lay
        rect = lay.plates[st.to_move]
        dots = "." * (1 + int(self.scene.time * 3) % 3)
        plate = self.static.plate(st.to_move)
        key = (
            plate.name,
            plate.role,
            plate.score,
            plate.active,
            tuple(rect),
            th.scale,
            th.text_scale,
            language(),
        )
        if key != self._dots_key:  # where the dots go is worked out again only when the plate's words change
            words = plate_text(th, rect, lay.px, plate)
            x = rect.x + lay.px(16) + th.font(words.role_size).size(words.role)[0]
            fits = x + th.font(words.role_size, True).size("...")[0] <= words.right
            self._dots_key, self._dots_at = key, (x, words.role_size) if fits else None
        if self._dots_at is None:
            return  # a role line as long as the plate's room: no dots after it
        x, size = self._dots_at
        spot = (x, rect.bottom - lay.px(7))
        self.damage.hurt(
            th.blit_text(surface, dots, size, PALETTE["gold_ink"], spot, anchor="bottomleft", bold=True)
        )

    def _controls(self, surface: pygame.Surface) -> None:
        th, lay, st = self.scene.app.theme, self.lay, self.scene.state
        if st.variant.calls == "manual" and self.scene.session.humans() and not st.is_over:
            prompt = self.steal_prompt()
            self._call_button(surface, loud=bool(prompt))
            if prompt:
                self.damage.hurt(  # the prompt over the call button
                    th.blit_text(
                        surface,
                        prompt + "  (Q)",
                        15,
                        PALETTE["cream"],
                        (lay.call.centerx, lay.call.y - lay.px(6)),
                        anchor="midbottom",
                        bold=True,
                    )
                )
        if self.scene.toast.shown:
            # in the banner over its second line (all of it for two lines); never over the board or its edge
            box = lay.banner.inflate(-lay.px(16), 0)
            lines = th.wrap(self.scene.toast.shown, 15, box.w - lay.px(20))[:2]  # wrapped, never shrunk
            line_h = th.font(15).get_linesize()
            box.height = lay.px(26) if len(lines) == 1 else lay.banner.h - lay.px(8)
            box.bottom = lay.banner.bottom - lay.px(4)
            th.panel(surface, box, color=(250, 236, 200), radius=10, shadow=False)
            th.blit_lines(
                surface, lines, 15, PALETTE["ink"], (box.centerx, box.centery - line_h * len(lines) // 2)
            )

    def steal_prompt(self) -> str:
        """The steal prompt, only while a missed win is on the board for a human to call ("" otherwise)."""
        st, s = self.scene.state, self.scene.session
        win = st.call_window
        if win is None or win.reason != "steal" or not self.scene.call_available():
            return ""
        if not st.winning_patterns_now():
            return ""
        return _("{name} missed a {call} — call it before you place to win").format(
            name=s.name(1 - win.seat), call=s.call_word
        )

    def _call_button(self, surface: pygame.Surface, loud: bool) -> None:
        """The Quarto!/WIN button: always there under the manual rule but quiet (a plain button, greyed while it
        cannot be pressed); gold only when a missed win waits to be stolen."""
        th, lay = self.scene.app.theme, self.lay
        b = self.scene.call_button
        if not loud:
            b.draw(surface, th, False)
            return
        rect = b.box.move(0, lay.px(2)) if b.pressed else b.box
        sh = th.shadow(rect.size, lay.px(16), lay.px(10), 110)
        surface.blit(sh, (rect.x - lay.px(10), rect.y - lay.px(6)))
        fill = (240, 194, 92) if b.hovered else GOLD
        pygame.draw.rect(surface, fill, rect, border_radius=lay.px(16))
        pygame.draw.rect(
            surface, PALETTE["gold_dark"], rect, width=max(1, lay.px(2)), border_radius=lay.px(16)
        )
        th.blit_text(surface, b.label, 24, PALETTE["ink"], rect.center, anchor="center", bold=True)

    def result_box(self, card: ResultCard | None = None) -> pygame.Rect:
        """Where ``card`` (the table's result card, by default) stands, as tall as its words need."""
        card = card if card is not None else self.scene.result
        width = table_regions.result_box(self.lay).w
        need = 0 if card is None else card.height(self.scene.app.theme, width, self.lay.px)
        return table_regions.result_box(self.lay, need)

    def _result(self, surface: pygame.Surface, card: ResultCard) -> None:
        """The result card's buttons (its picture is in the static layer)."""
        card.draw_buttons(self.scene.app.theme, surface, self.result_box(), self.lay.px)
        for b in card.buttons:
            self.damage.hurt(b.rect, self.lay.px(36))  # with its shadow and focus ring
