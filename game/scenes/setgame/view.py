"""Drawing the SET table: the top bar, the seats' plates and piles, the card grid with its moments, the summary.

Owns the layout; the kit's ``TableViewBase`` owns the table layer and its regions (``table_regions``): a frame
paints again only the parts whose key changed, copies to the screen only what changed or what the last frame drew
over, then draws what moves (flights, shaking cards) and the result card's buttons over the layer. Reads the scene
and its session, never changes them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.art.backs import card_back
from game.art.setcards import set_card_face
from game.i18n import _, decimal
from game.play.seats import seat_colour
from game.rules.setgame import Card
from game.rules.setgame.moves import MODE_NAMES
from game.scenes.setgame.cards import (
    ChipFits,
    NextFaces,
    OpeningFaces,
    card_look,
    draw_hover,
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
from game.ui.theme import PALETTE

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
        self.mode_panel = ModePanel(self)  # Set-Chain's previous SET, UltraSet's fifth card

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
        return set_card_face(Card.of(card).art, (max(8, int(w)), max(5, int(w / 1.6))), colorblind=cb)

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
        # every changed region in this frame: spread over frames, a region painted into a neighbour's area while
        # that neighbour waits, and whose key then changes back, would keep a stale strip (hover on, off, on);
        # each region once, however many of the frame's areas it reaches into
        self.regions.update(layer, backdrop(pygame, surface.get_size()), table_regions(self), at_once=True)
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

    def paint_nothing(self, surface: pygame.Surface) -> None:
        """A region that shows nothing now (an empty slot, no result card)."""

    # the regions' painters and keys --------------------------------------------------------------------------
    def top_key(self) -> tuple:
        sc = self.scene
        s = sc.session
        sc.hint_button.enabled = s.setup.hints and sc.picker() is not None and len(s.hint) < s.claim_size
        shown = s.setup.hints and not sc.autoplaying
        if shown:
            of = _("Hint {n}/4") if s.claim_size == 4 else _("Hint {n}/3")
            sc.hint_button.label = of.format(n=len(s.hint)) if s.hint else _("Hint")
        count = len(s.sets_on_table()) if s.setup.show_count and not s.is_over else None
        buttons = tuple((b.label, b.enabled, b.hovered, b.pressed) for b in (sc.hint_button, sc.menu_button))
        return (s.deck_size, count, shown, buttons)

    def paint_top(self, surface: pygame.Surface) -> None:
        sc, th, lay = self.scene, self.scene.app.theme, self.lay
        s = sc.session
        top = lay.top
        th.panel(surface, top, color=(18, 44, 36), radius=14, shadow=False, alpha=170)
        mode = {"classic": "", "practice": _("practice"), "puzzle": _("puzzle")}.get(s.setup.mode)
        title = "SET" + (f" · {mode}" if mode else "")
        size = 24
        if mode is None:  # SET's other modes go by their names, fitted before the deck
            title = MODE_NAMES[s.setup.mode]
        title += " · " + _("junior") if s.setup.junior else ""
        if mode is None:
            title, size = th.fit_text(title, 24, th.px(250 - 16 - 26), bold=True)
        th.blit_text(
            surface,
            title,
            size,
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
                _("Deck {n}").format(n=s.deck_size),
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
                _("SETs on table: {n}").format(n=n),
                16,
                PALETTE["muted"],
                (top.centerx + th.px(60), top.centery),
                anchor="midleft",
            )
        if s.setup.hints and not sc.autoplaying:
            sc.hint_button.draw(surface, th, False)
        sc.menu_button.draw(surface, th, False)

    def paint_clock(self, surface: pygame.Surface) -> None:
        th, top = self.scene.app.theme, self.lay.top
        clock = int(self.scene.session.clock)
        text = f"{clock // 60}:{clock % 60:02d}"
        th.blit_text(surface, text, 22, PALETTE["cream"], top.center, anchor="center", bold=True)

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
        sc = self.scene
        for glide, _seat in sc.flights:
            if glide.t <= 0:
                continue
            x, y, _w, lift = glide.where(sc.app.theme.px(30))
            face = self.face(glide.item, int(glide.nearer.cell_w))  # two cached sizes, never one per frame
            self.damage.hurt(surface.blit(face, face.get_rect(center=(int(x), int(y - lift)))))

    def bottom_key(self) -> tuple:
        sc, th = self.scene, self.scene.app.theme
        s = sc.session
        if s.buzzer is not None:
            frac = max(0.0, s.buzz_left / max(1, s.setup.buzz_s))
            return (s.buzzer, int(self.lay.bottom.w * frac), f"{s.buzz_left:.1f}", th.px(100))
        return (self.bottom_text(),)

    def paint_bottom(self, surface: pygame.Surface) -> None:
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
            text = self.buzz_line(s.buzzer)
            th.blit_text(surface, text, 18, PALETTE["cream"], bar.center, anchor="center", bold=True)
            clip = surface.get_clip()
            surface.set_clip(fill.clip(clip))  # dark ink over the coloured part, cream over the dark rest
            th.blit_text(surface, text, 18, PALETTE["ink"], bar.center, anchor="center", bold=True)
            surface.set_clip(clip)
            return
        th.blit_text(surface, self.bottom_text(), 17, PALETTE["cream"], box.center, anchor="center")

    def buzz_line(self, seat: int) -> str:
        """The buzzer bar's line while ``seat`` picks: the cards of a claim in the mode, and the time left."""
        s = self.scene.session
        pick = (
            _("{name} — pick four cards · {seconds} s")
            if s.claim_size == 4
            else _("{name} — pick three cards · {seconds} s")
        )
        return pick.format(name=s.name(seat), seconds=decimal(s.buzz_left))

    def bottom_text(self) -> str:
        """The line under the cards: the newest message while it lasts — not under the result card, where the keys
        that answer it are what a player needs — else what to do now."""
        sc = self.scene
        return sc.toast.shown if sc.toast.shown and not sc.result_shown() else self._idle_line()

    def _idle_line(self) -> str:
        sc = self.scene
        s = sc.session
        if s.is_over:
            return _("The game is over · arrows choose, Enter confirms · Esc opens the menu")
        if sc.autoplaying:
            return _("Computers play every seat.")
        keys = sc.buzz_keys()
        if keys:
            who = " · ".join(f"{s.name(seat)} {k}" for seat, k in keys.items())
            if s.setup.hints:  # why Hint is grey till then
                return _("Buzz to call SET: {keys} · Hint once you have buzzed").format(keys=who)
            return _("Buzz to call SET: {keys}").format(keys=who)
        if s.puzzle:
            return _("Find all six SETs: click three cards. Every card may be in several SETs.")
        hint = sc.input.hint_key()  # the key at QWERTY's / on the player's keyboard
        if s.mode == "ultra":
            # TRANSLATORS: {key} is the hint key as the player's keyboard prints it ("/" on US keyboards)
            return _("Click four cards that make an UltraSet · {key} for a hint · Esc pauses").format(
                key=hint
            )
        if s.chain:
            # TRANSLATORS: {key} is the hint key as the player's keyboard prints it ("/" on US keyboards)
            return _(
                "Click a card of the previous SET and two from the table · {key} for a hint · Esc pauses"
            ).format(key=hint)
        if s.setup.hotkeys:
            # TRANSLATORS: {key} is the hint key as the player's keyboard prints it ("/" on US keyboards)
            return _(
                "Click three cards that make a SET · keys on the cards pick them · {key} for a hint · Esc pauses"
            ).format(key=hint)
        # TRANSLATORS: {key} is the hint key as the player's keyboard prints it ("/" on US keyboards)
        return _("Click three cards that make a SET · {key} for a hint · Esc pauses").format(key=hint)

    def result_box(self, card: ResultCard) -> pygame.Rect:
        """Where the result card lies (``ResultPlace.box``)."""
        return self.result.box(card)


__all__ = ["ROWS", "SetView"]
