"""Drawing the SET table: the top bar, the seats' plates and piles, the card grid with its moments, the summary.

Owns the layout and the card-size caches; reads the scene and its session, never changes them.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.art.backs import card_back
from game.art.setcards import set_card_face
from game.play.seats import seat_colour
from game.rules.setgame import Card
from game.scenes.setgame.layout import ROWS, Slots, Spot, TableLayout, table_layout
from game.scenes.setgame.taken import draw_found, draw_seat_pile
from game.scenes.table.panels import Plate, ResultCard, draw_plate
from game.ui.backdrop import backdrop
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.setgame.scene import SetTableScene

GOLD = PALETTE["gold"]
PICK = (255, 214, 96)
HINT = (120, 220, 255)


class SetView:
    def __init__(self, scene: SetTableScene) -> None:
        self.scene = scene
        self._lay: TableLayout | None = None  # set by ``layout``, before the first frame
        self.rects: dict[int, pygame.Rect] = {}
        self.plates: list[pygame.Rect] = []
        self._layer: pygame.Surface | None = None
        self._key: tuple | None = None

    # layout -------------------------------------------------------------------------------------------------
    @property
    def lay(self) -> TableLayout:
        """The table's layout; the scene lays it out before anything asks."""
        if self._lay is None:
            raise RuntimeError("the table is not laid out yet")
        return self._lay

    def layout(self, size: tuple[int, int]) -> None:
        sc = self.scene
        th = sc.app.theme
        cols = Slots.columns(len(sc.session.table))
        side_w = th.px(300) if sc.session.puzzle else th.px(270)
        self._lay = table_layout(th.px, size, cols, side_w)
        top = self.lay.top
        bw, bh = th.px(110), th.px(40)
        sc.menu_button.rect = pygame.Rect(top.right - bw - th.px(8), top.centery - bh // 2, bw, bh)
        sc.hint_button.rect = pygame.Rect(
            sc.menu_button.rect.x - bw - th.px(10), top.centery - bh // 2, bw, bh
        )
        side = self.lay.side
        n = sc.session.setup.players
        ph = min(th.px(92), (side.h - th.px(12) * (n - 1)) // max(1, n))
        if sc.session.puzzle:
            ph = th.px(80)
        self.plates = [
            pygame.Rect(side.x + th.px(8), side.y + i * (ph + th.px(12)), side.w - th.px(8), ph)
            for i in range(n)
        ]
        self.relayout_cards()

    def relayout_cards(self) -> None:
        """The grid follows the number of columns the slots need (cards keep their slots)."""
        sc = self.scene
        cols = Slots.columns(len(sc.session.table))
        if self.lay.cols != cols:
            side_w = self.lay.side.w
            self._lay = table_layout(sc.app.theme.px, self.lay.size, cols, side_w)
        self.rects = {c: self.lay.slot_rect(i) for i, c in sc.slots.cards()}

    def invalidate(self) -> None:
        """Draw the table layer afresh next frame (the key below catches most changes by itself)."""
        self._key = None

    def _frame_key(self) -> tuple:
        """Everything the table layer shows; while it stays the same, a frame is one blit plus the flights."""
        sc = self.scene
        s = sc.session
        return (
            tuple(sc.slots.slots),
            frozenset(sc.arriving),
            tuple(sc.picked),
            None if sc.calling is None else (sc.calling[0], sc.calling[1]),
            sc.shake[1] if sc.shake[1] > 0 else 0,
            sc.glow[1] > 0,
            tuple(s.hint),
            sc.input.hover,
            tuple(s.score(i) for i in range(s.setup.players)),
            tuple(len(s.state.taken(i)) for i in range(s.setup.players)) if s.state else len(s.found),
            s.buzzer,
            tuple(sorted((k, int(v + 0.999)) for k, v in s.locks.items())),
            tuple(sorted(s.state.locked)) if s.state else (),
            sc.result_shown(),
            None if sc.result is None else sc.result.focus,
            sc.autoplaying,
            self.lay.size,
        )

    # places ---------------------------------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in self.rects.items():
            if rect.collidepoint(pos):
                return card
        return None

    def card_spot(self, card: int) -> Spot:
        rect = self.rects.get(card)
        if rect is None:
            return self.deck_spot()
        return Spot(rect.center, rect.w)

    def pile_spot(self, seat: int) -> Spot:
        rect = self.plates[seat] if seat < len(self.plates) else self.lay.side
        th = self.scene.app.theme
        return Spot((rect.right - th.px(98), rect.y + th.px(26)), th.px(30))  # clear of a two-digit score

    def deck_spot(self) -> Spot:
        th = self.scene.app.theme
        return Spot((self.lay.top.x + th.px(250), self.lay.top.centery), th.px(46))

    # drawing ----------------------------------------------------------------------------------------------------
    def face(self, card: int, w: int) -> pygame.Surface:
        cb = self.scene.app.settings["colorblind"]
        return set_card_face(Card.of(card).art, (max(8, int(w)), max(5, int(w / 1.6))), colorblind=cb)

    def draw(self, surface: pygame.Surface) -> None:
        key = self._frame_key()
        layer = self._layer
        if layer is None or layer.get_size() != surface.get_size():
            layer = self._layer = pygame.Surface(surface.get_size())
            self._key = None
        if key != self._key:
            self._key = key
            self._draw_table(layer)
        surface.blit(layer, (0, 0))
        # what changes by the second or faster is drawn over the layer, so it does not repaint the table
        self._clock(surface)
        self._bottom(surface)
        self._flights(surface)
        card = self.scene.shown_card()
        if card is not None:
            self._result(surface, card)

    def _draw_table(self, surface: pygame.Surface) -> None:
        sc = self.scene
        surface.blit(backdrop(pygame, surface.get_size()), (0, 0))
        self._top(surface)
        self._plates(surface)
        if sc.session.puzzle:
            draw_found(self, surface)
        self._cards(surface)

    def _top(self, surface: pygame.Surface) -> None:
        sc, th, lay = self.scene, self.scene.app.theme, self.lay
        s = sc.session
        top = lay.top
        th.panel(surface, top, color=(18, 44, 36), radius=14, shadow=False, alpha=170)
        mode = {"classic": "", "practice": "practice", "puzzle": "puzzle"}[s.setup.mode]
        title = "SET" + (f" · {mode}" if mode else "") + (" · junior" if s.setup.junior else "")
        th.blit_text(
            surface,
            title,
            24,
            PALETTE["title"],
            (top.x + th.px(16), top.centery),
            anchor="midleft",
            bold=True,
        )
        x = top.x + th.px(250)
        if not s.puzzle:
            back = card_back((th.px(26), th.px(40)))
            for k in range(3 if s.deck_size else 0):
                surface.blit(
                    back, back.get_rect(center=(x - th.px(4) + k * th.px(3), top.centery - k * th.px(2)))
                )
            th.blit_text(
                surface,
                f"Deck {s.deck_size}",
                18,
                PALETTE["cream"],
                (x + th.px(24), top.centery),
                anchor="midleft",
                bold=True,
            )
        if s.setup.show_count and not s.is_over:
            n = len(s.sets_on_table())
            th.blit_text(
                surface,
                f"SETs on table: {n}",
                16,
                PALETTE["muted"],
                (top.centerx + th.px(60), top.centery),
                anchor="midleft",
            )
        sc.hint_button.enabled = s.setup.hints and sc.picker() is not None and len(s.hint) < 3
        if s.setup.hints and not sc.autoplaying:
            sc.hint_button.label = f"Hint {len(s.hint)}/3" if s.hint else "Hint"
            sc.hint_button.draw(surface, th, False)
        sc.menu_button.draw(surface, th, False)

    def _clock(self, surface: pygame.Surface) -> None:
        th, top = self.scene.app.theme, self.lay.top
        clock = int(self.scene.session.clock)
        text = f"{clock // 60}:{clock % 60:02d}"
        th.blit_text(
            surface, text, 22, PALETTE["cream"], (top.centerx, top.centery), anchor="center", bold=True
        )

    def _plates(self, surface: pygame.Surface) -> None:
        sc, th = self.scene, self.scene.app.theme
        s = sc.session
        keys = sc.buzz_keys()
        calling = sc.calling[0] if sc.calling else None
        for seat, rect in enumerate(self.plates):
            role = self.role(seat, keys, calling)
            active = s.buzzer == seat or calling == seat
            draw_plate(th, surface, rect, th.px, Plate(s.name(seat), role, s.score(seat), active))
            pygame.draw.rect(
                surface,
                seat_colour(seat),
                (rect.x, rect.y + th.px(10), th.px(6), rect.h - th.px(20)),
                border_radius=th.px(3),
            )
            draw_seat_pile(self, surface, seat, rect)

    def role(self, seat: int, keys: dict[int, str], calling: int | None) -> str:
        """The second line of a seat's plate: what it does now (or its buzz key, in hot-seat)."""
        s = self.scene.session
        bot = s.is_bot(seat)
        if s.is_over:
            if s.puzzle:
                return "solved"
            return "winner" if s.state is not None and seat in s.state.winners() else "game over"
        if s.locked(seat):
            left = s.locks.get(seat, 0.0)
            return f"locked out · {math.ceil(left)} s" if left > 0 else "locked out"
        if s.buzzer == seat:
            return "picking"
        if calling == seat:
            return "SET!"
        if bot:
            level = s.bots[seat].level.name
            return f"{level} · looking"
        if seat in keys:
            return f"buzz: {keys[seat]}"
        if s.setup.mode == "puzzle":
            return f"found {len(s.found)} of 6"
        return "click three cards"

    def _cards(self, surface: pygame.Surface) -> None:
        sc, th = self.scene, self.scene.app.theme
        s = sc.session
        lay = self.lay
        w, h = lay.card_w, lay.card_h
        radius = max(3, int(w * 0.056))
        shadow = th.shadow((w, h), radius, th.px(6), 80)
        off = (shadow.get_width() - w) // 2
        shake_cards, shake_left = sc.shake
        glow_cards, glow_left = sc.glow
        calling = sc.calling
        hotkeys = s.setup.hotkeys and not sc.autoplaying
        for slot, card in sc.slots.cards():
            if card in sc.arriving:
                continue
            rect = self.rects[card].copy()
            ring = None
            if card in sc.picked:
                ring = PICK
            elif calling is not None and card in calling[1].cards:
                ring = seat_colour(calling[0])
            if ring is not None:
                rect.y -= th.px(8)
            if shake_left > 0 and card in shake_cards:
                rect.x += int(math.sin(shake_left * 48) * th.px(7) * shake_left / 0.5)
                ring = PALETTE["danger"]
            if glow_left > 0 and card in glow_cards:
                ring = PALETTE["ok"]
            surface.blit(shadow, (rect.x - off, rect.y - off + th.px(4) + (th.px(6) if ring else 0)))
            if ring is not None:
                pygame.draw.rect(
                    surface, ring, rect.inflate(th.px(10), th.px(10)), border_radius=radius + th.px(5)
                )
            surface.blit(self.face(card, w), rect)
            if card in s.hint:
                pygame.draw.rect(
                    surface,
                    HINT,
                    rect.inflate(th.px(4), th.px(4)),
                    width=th.px(4),
                    border_radius=radius + th.px(2),
                )
                pygame.draw.circle(surface, HINT, (rect.right - th.px(12), rect.y + th.px(12)), th.px(7))
            elif card == sc.input.hover and sc.picker() is not None and ring is None:
                pygame.draw.rect(
                    surface,
                    PALETTE["cream"],
                    rect.inflate(th.px(4), th.px(4)),
                    width=th.px(2),
                    border_radius=radius + th.px(2),
                )
            if hotkeys:
                label = sc.input.key_for_slot(slot)
                chip = pygame.Rect(0, 0, th.px(22), th.px(22))
                chip.bottomleft = (rect.x + th.px(5), rect.bottom - th.px(5))
                pygame.draw.rect(surface, PALETTE["paper_lo"], chip, border_radius=th.px(5))
                th.blit_text(surface, label, 13, PALETTE["ink"], chip.center, anchor="center", bold=True)

    def _flights(self, surface: pygame.Surface) -> None:
        sc = self.scene
        for glide, _seat in sc.flights:
            if glide.t <= 0:
                continue
            x, y, _w, lift = glide.where(sc.app.theme.px(30))
            face = self.face(glide.item, int(glide.nearer.cell_w))  # two cached sizes, never one per frame
            surface.blit(face, face.get_rect(center=(int(x), int(y - lift))))

    def _bottom(self, surface: pygame.Surface) -> None:
        sc, th = self.scene, self.scene.app.theme
        s = sc.session
        box = self.lay.bottom
        if s.buzzer is not None:
            frac = max(0.0, s.buzz_left / max(1, s.setup.buzz_s))
            bar = pygame.Rect(box.x, box.y + th.px(6), box.w, box.h - th.px(12))
            pygame.draw.rect(surface, (18, 44, 36), bar, border_radius=th.px(10))
            fill = bar.copy()
            fill.w = int(bar.w * frac)
            pygame.draw.rect(surface, seat_colour(s.buzzer), fill, border_radius=th.px(10))
            text = f"{s.name(s.buzzer)} — pick three cards · {s.buzz_left:.1f} s"
            th.blit_text(surface, text, 18, PALETTE["cream"], bar.center, anchor="center", bold=True)
            clip = surface.get_clip()
            surface.set_clip(fill.clip(clip))  # dark ink over the coloured part, cream over the dark rest
            th.blit_text(surface, text, 18, PALETTE["ink"], bar.center, anchor="center", bold=True)
            surface.set_clip(clip)
            return
        text = sc.message if sc.message_t > 0 else self._idle_line()
        th.blit_text(surface, text, 17, PALETTE["cream"], box.center, anchor="center")

    def _idle_line(self) -> str:
        sc = self.scene
        s = sc.session
        if s.is_over:
            return "The game is over · arrows choose, Enter confirms · Esc pauses"
        if sc.autoplaying:
            return "Computers play every seat."
        keys = sc.buzz_keys()
        if keys:
            return "Buzz to call SET: " + " · ".join(f"{s.name(seat)} {k}" for seat, k in keys.items())
        if s.puzzle:
            return "Find all six SETs: click three cards. Every card may be in several SETs."
        extra = " · keys on the cards pick them" if s.setup.hotkeys else ""
        return "Click three cards that make a SET" + extra + " · / for a hint · Esc pauses"

    def _result(self, surface: pygame.Surface, card: ResultCard) -> None:
        th = self.scene.app.theme
        dim = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        dim.fill((0, 0, 0, 110))
        surface.blit(dim, (0, 0))
        rows = len(card.scores)
        h = th.px(300) + rows * th.px(34)
        w = min(th.px(640), surface.get_width() - th.px(40))
        box = pygame.Rect(0, 0, w, h)
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        card.draw(th, surface, box, th.px)


__all__ = ["ROWS", "SetView"]
