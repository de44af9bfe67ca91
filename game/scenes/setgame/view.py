"""Drawing the SET table: the top bar, the seats' plates and piles, the card grid with its moments, the summary.

Owns the layout; the kit's ``TableViewBase`` owns the table layer and its regions (``table_regions``): a frame
paints again only the parts whose key changed, copies to the screen only what changed or what the last frame drew
over, then draws what moves (flights, shaking cards) and the result card's buttons over the layer. Reads the scene
and its session, never changes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.setcards import SetCard, face_ready, set_card_face
from game.play.seats import seat_colour
from game.rules.setgame import Card
from game.scenes.setgame.bars import Bars
from game.scenes.setgame.cards import (
    ChipFits,
    FacesNow,
    NextFaces,
    OpeningFaces,
    card_look,
    draw_hover,
    face_size,
    mark_labels,
    paint_card,
    reach,
    shaking,
)
from game.scenes.setgame.layout import MAX_SLOTS, ROWS, SetLayout, Slots, Spot, table_layout
from game.scenes.setgame.mode_panel import ModePanel
from game.scenes.setgame.plates import role_words, seat_role
from game.scenes.setgame.result_place import ResultPlace
from game.scenes.setgame.table_regions import table_regions
from game.scenes.setgame.taken import draw_found, draw_seat_pile
from game.scenes.table.panels import Plate, draw_plate, plate_width
from game.scenes.table.regions import Region, shadowed
from game.scenes.table.result_card import ResultCard
from game.scenes.table.view import TableViewBase, laid
from game.ui.backdrop import backdrop

if TYPE_CHECKING:
    from game.scenes.setgame.scene import SetTableScene


class SetView(TableViewBase):
    def __init__(self, scene: SetTableScene) -> None:
        super().__init__(scene.app)
        self.scene = scene
        self._lay: SetLayout | None = None  # set by ``layout``, before the first frame
        self.rects: dict[int, pygame.Rect] = {}
        self.plates: list[pygame.Rect] = []
        self.slot_places: list[tuple[pygame.Rect, pygame.Rect]] = []  # (slot, reach of its card) per slot
        self.fixed: dict[str, pygame.Rect] = {}  # the fixed regions' rectangles for this layout
        self.card_regions: dict[int, Region] = {}  # slot -> its region as last built (kept while its look is)
        # colour-blind faces, card colours, the scale
        self._look: tuple[bool, str, tuple[int, int]] | None = None
        self._marks: tuple[tuple[int, ...], dict[int, tuple[str, bool]]] = ((), {})
        self.chips = ChipFits()  # a wrong call's labels as fitted to a card (drawn every frame of a shake)
        self.result = ResultPlace(self)  # the result card's box, its shade and its picture made ahead
        self.ahead = NextFaces()
        self.opening = OpeningFaces()  # the opening's faces, painted over its first frames in a window
        self.faces = FacesNow()  # the frame a face was last painted in for what shows now
        self.mode_panel = ModePanel(self)  # Set-Chain's previous SET, UltraSet's fifth card
        self.bars = Bars(self)  # the bar above the cards and the line under them

    # layout -------------------------------------------------------------------------------------------------
    @property
    def lay(self) -> SetLayout:
        """The table's layout; the scene lays it out before anything asks."""
        return laid(self._lay)

    def layout(self, size: tuple[int, int]) -> None:
        sc = self.scene
        th = sc.app.theme
        cols = Slots.columns(len(sc.session.table))
        side_w = th.px(300) if sc.session.puzzle else th.px(270)
        names = [sc.session.name(i) for i in range(sc.session.setup.players)]
        need = plate_width(th, th.px, th.px(92), names, role_words(sc)) + th.px(8)  # the plates' words
        self._lay = table_layout(th.px, size, cols, max(side_w, min(need, size[0] // 3)))
        top = self.lay.top
        bw, bh = th.px(110), th.px(40)
        sc.menu_button.rect = pygame.Rect(top.right - bw - th.px(8), top.centery - bh // 2, bw, bh)
        sc.hint_button.rect = sc.menu_button.rect.move(-bw - th.px(10), 0)
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
        self.regions.forget()
        self.opening.open(self)

    def card_w_for(self, cards: int) -> int:
        """The cards' width on a table of ``cards`` cards in this window (a 15-card table's are narrower)."""
        cols = Slots.columns(cards)
        if cols == self.lay.cols:
            return self.lay.card_w
        return table_layout(self.scene.app.theme.px, self.lay.size, cols, self.lay.side.w).card_w

    def relayout_cards(self) -> None:
        """The grid follows the number of columns the slots need (cards keep their slots)."""
        sc = self.scene
        cols = Slots.columns(len(sc.session.table))
        resized = self.lay.cols != cols
        if resized:
            side_w = self.lay.side.w
            self._lay = table_layout(sc.app.theme.px, self.lay.size, cols, side_w)
            self.regions.forget()  # every slot moved: one whole repaint beats fifteen overlapping ones
        self.rects = {c: self.lay.slot_rect(i) for i, c in sc.slots.cards()}
        # every slot's rectangle and the reach of its card's ring and shadow, worked out once per layout
        slots = max(MAX_SLOTS, ROWS * cols)  # Set-Chain's tables may pass 21 cards
        self.slot_places = [(r, reach(self, r)) for r in map(self.lay.slot_rect, range(slots))]
        self.fixed.clear()
        self.card_regions.clear()
        if resized:  # the cards' faces at their new size come over the next frames, as the opening's do
            self.opening.open(self)  # (9–12 faces in the frame that widened the grid: 13–16 ms at 1920×1080)

    # places ---------------------------------------------------------------------------------------------------
    def card_at(self, pos: tuple[int, int]) -> int | None:
        for card, rect in (*self.rects.items(), *self.mode_panel.rects.items()):
            if rect.collidepoint(pos):
                return card
        return None

    def card_spot(self, card: int) -> Spot:
        rect = self.rects.get(card) or self.mode_panel.rects.get(card)
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
        return set_card_face(Card.of(card).art, face_size(w), colorblind=cb)

    def face_ready(self, card: int, w: int) -> bool:
        """``face`` would give this face without painting it."""
        cb = bool(self.scene.app.settings["colorblind"])
        return face_ready(SetCard(*Card.of(card).art), face_size(w), cb)

    def work_ahead(self) -> bool:
        """In a quiet frame, one piece of painting a coming frame would otherwise do: the result card of a game
        just ended, shown a moment later (its picture was 10 ms and more of the frame that shows it at
        1920×1080), else a face the next take may need (``NextFaces``). Nothing while the opening's faces come
        (its frames paint faces already)."""
        if self.opening.unready:
            return False
        card = self.scene.result
        if card is not None and self.scene.session.is_over and self.result.work_ahead(card):
            return True
        # a take asks for up to fifteen faces again, each 1–3 ms: one goes only into a frame over a table at rest
        # (``still``) — one that painted a region (the clock's second, a plate, the line under the cards) or put
        # the layer back whole took 0.8–1.5 ms, with a face 2.7–3.4 ms — and dozens of frames at rest between two
        # takes are enough for them all, the pointer's ring on a card or not
        return self.still() and self.ahead.paint_one(self)

    def paint_still(self, surface: pygame.Surface) -> pygame.Surface:
        layer = self.still_layer(surface.get_size())
        settings = self.scene.app.settings
        look = (bool(settings["colorblind"]), settings["card_colours"], (self.scene.app.theme.px(100), 0))
        if look != self._look:
            self._look = look
            self.regions.forget()
        # a change's card slots in this frame, the plate and bars it changed in the next (``drain_firsts``), each
        # region once however many of the frame's areas it reaches into; never spread further (the kit's budget
        # spreads area by area: a region painted into a neighbour's waiting area, whose key then changed back,
        # kept a stale strip — hover on, off, on — when the hover ring was still painted into the layer)
        self.regions.update(
            layer, backdrop(pygame, surface.get_size()), table_regions(self), at_once=True, split=True
        )
        return layer

    def draw_moving(self, surface: pygame.Surface) -> None:
        """The pointer's ring, shaking cards, cards in flight and the result card's buttons."""
        app = self.scene.app
        self.damage.hurt(draw_hover(self, surface), app.theme.px(2))
        self._shaking(surface)
        self._flights(surface)
        card = self.scene.shown_card()
        if card is not None:
            card.draw_buttons(app.theme, surface, self.result_box(card), app.theme.px)
            for b in card.buttons:
                if b.rect is not None:
                    self.damage.hurt(shadowed(b.rect, app.theme.px))

    def calm(self) -> bool:
        """No card in the air or shaking, no ring on a card the layer shows, no result card: ``draw_moving`` would
        draw nothing (``tests/scenes/setgame/test_fade_into.py`` plays games to hold it to that)."""
        sc = self.scene
        hover = sc.input.hover
        return (
            not sc.flights
            and sc.shake[1] <= 0
            and (hover is None or hover not in self.rects or hover in self.opening.unready)
            and sc.shown_card() is None
        )

    def paint_nothing(self, surface: pygame.Surface) -> None:
        """A region that shows nothing now (an empty slot, no result card)."""

    # the regions' painters and keys --------------------------------------------------------------------------
    def plate_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s plate lies (None: no such plate)."""
        return self.plates[seat] if seat < len(self.plates) else None

    def plate_key(self, seat: int) -> tuple:
        sc = self.scene
        s = sc.session
        calling = sc.calling[0] if sc.calling else None
        role = seat_role(sc, seat, sc.buzz_keys(), calling)
        taken = tuple(s.state.taken(seat)[-3:]) if s.state is not None else ()
        return (s.name(seat), role, s.score(seat), s.buzzer == seat or calling == seat, taken)

    def paint_plate(self, seat: int, surface: pygame.Surface) -> None:
        sc, th = self.scene, self.scene.app.theme
        s = sc.session
        rect = self.plates[seat]
        calling = sc.calling[0] if sc.calling else None
        role = seat_role(sc, seat, sc.buzz_keys(), calling)
        active = s.buzzer == seat or calling == seat
        draw_plate(th, surface, rect, th.px, Plate(s.name(seat), role, s.score(seat), active))
        pygame.draw.rect(
            surface,
            seat_colour(seat),
            (rect.x, rect.y + th.px(10), th.px(6), rect.h - th.px(20)),
            border_radius=th.px(3),
        )
        draw_seat_pile(self, surface, seat, rect)

    def paint_found(self, surface: pygame.Surface) -> None:
        draw_found(self, surface)

    def marks_for(self, cards: tuple[int, ...]) -> dict[int, tuple[str, bool]]:
        """A wrong call's labels per card (worked out once per call)."""
        if self._marks[0] != cards:
            self._marks = (cards, mark_labels(cards))
        return self._marks[1]

    def _shaking(self, surface: pygame.Surface) -> None:
        """A wrong call's cards shake over the layer (their slots are empty in it meanwhile)."""
        sc = self.scene
        for slot, card in sc.slots.cards():
            dx = shaking(self, card)
            if dx is not None and card not in sc.arriving:
                rect, card_reach = self.slot_places[slot]
                paint_card(self, surface, rect, card_look(self, slot, card), dx)
                self.damage.hurt(card_reach)  # (a card's reach allows for its shake)

    def _flights(self, surface: pygame.Surface) -> None:
        """The cards in the air, each at the size of the end it is nearer (two cached sizes, never one per
        frame). A face not painted yet at that size is painted now — one a frame: a second waits a frame at the
        other end's size (at 3840×2160 a face is 3–6 ms; a deal's and a take's cards pass their middle together,
        and the opening's faces paint one a frame too, ``OpeningFaces``)."""
        sc = self.scene
        for glide, _seat in sc.flights:
            if glide.t <= 0:
                continue
            x, y, _w, lift = glide.where(sc.app.theme.px(30))
            w = int(glide.nearer.cell_w)
            if not self.face_ready(glide.item, w):
                other = int((glide.start if glide.nearer is glide.end else glide.end).cell_w)
                if self.faces.painted_now(sc.app.frame) and self.face_ready(glide.item, other):
                    w = other
                else:
                    self.faces.paint(sc.app.frame)
            face = self.face(glide.item, w)
            self.damage.hurt(surface.blit(face, face.get_rect(center=(int(x), int(y - lift)))))

    def result_box(self, card: ResultCard) -> pygame.Rect:
        """Where the result card lies (``ResultPlace.box``)."""
        return self.result.box(card)


__all__ = ["ROWS", "SetView"]
