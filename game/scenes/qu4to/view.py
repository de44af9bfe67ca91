"""Drawing the QU4TO table. The still picture (felt, seats, the Leading Set, the hand, the panels) is painted into
the kit's still layer only where something changed (``invalidate``, the kit's ``Regions``), and copied to the
screen only where it changed or the last frame drew over it (``TableViewBase``): a frame while the computer thinks
copies nothing. Only what moves — a set gliding to the centre — and the result card are drawn over it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.art.qu4tocards import card_face
from game.play.said import now
from game.scenes.qu4to import banner, centre, hand_view
from game.scenes.qu4to.ahead import faces_ahead
from game.scenes.qu4to.cards import CardPlace, Dimmed
from game.scenes.qu4to.choice import ChoicePicture, choice_box
from game.scenes.qu4to.layout import LIFT, Qu4toLayout, make_layout
from game.scenes.qu4to.plate import role_words, seat_role
from game.scenes.qu4to.sheet import row_height, sheet_width
from game.scenes.qu4to.table_regions import table_regions
from game.scenes.table.ahead import FacesAhead
from game.scenes.table.anim import ease
from game.scenes.table.away import waiting_names
from game.scenes.table.banner import draw_banner
from game.scenes.table.panels import MoveList, plate_width
from game.scenes.table.view import AHEAD_S, TableViewBase, laid
from game.ui.backdrop import backdrop, let_go
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.qu4to.scene import Qu4toTableScene

ALL_S = 1.0  # a budget that paints everything waiting
#: Above this many pixels a new cloth (a table's opening, a new size) is shown alone for one frame and the layer
#: over it made and painted at the next: at 3840×2160 each is a new 32 MB surface, and both with every region in
#: one frame took 80–180 ms.
SPREAD_PX = 1920 * 1080
NBSP = "\u00a0"  # a space a line never breaks at


def whole_mark(line: str) -> str:
    """A scoring play's mark ("· +1 QU4TO", "· +2") wraps as one word: at 1280×720 with four seats "+1" and
    "QU4TO" went onto two lines of the move list (non-breaking spaces; ``Theme.wrap`` breaks at spaces only)."""
    head, dot, mark = line.rpartition(" · ")
    return head + " ·" + NBSP + mark.replace(" ", NBSP) if dot and mark.startswith("+") else line


class Qu4toView(TableViewBase):
    def __init__(self, scene: Qu4toTableScene) -> None:
        super().__init__(scene.app)
        self.scene = scene
        self.app = scene.app
        self._lay: Qu4toLayout | None = None  # set by ``layout``, before the first frame
        self.count_w = 0  # an opponent's card count's room beside its fan ("×11"; set by ``layout``)
        self.cloth: pygame.Surface | None = None
        self.dimmed = Dimmed()  # the table under a card
        self.place = CardPlace()  # where the card shows, and whether the screen shows its frame already
        self.layer_version = 0  # counts the layer's paints (the dimmed table is composed again after one)
        self.result_box: pygame.Rect | None = None  # where the last result card was drawn
        self._card_box: pygame.Rect | None = None  # where this frame's result card stands (None: no card)
        self._over_dimmed: pygame.Surface | None = (
            None  # the dimmed table the frame put back (a set under a card)
        )
        self.dirty = True
        # something changed since the regions were last asked (else a dirty frame only paints what waits)
        self.changed = True
        self.moves = MoveList()
        self.ahead = FacesAhead()  # card faces still to read, paint and store ahead
        self.choice_picture = ChoicePicture()  # the orient / keep panel as last painted
        self.owed = False  # the frame showed a new cloth alone: the layer over it comes at the next

    @property
    def lay(self) -> Qu4toLayout:
        """The table's layout; the scene lays it out before anything asks."""
        return laid(self._lay)

    def plate_rect(self, seat: int) -> pygame.Rect | None:
        """Where ``seat``'s plate lies: the bottom seat's by its hand, the others' round the table."""
        if self._lay is None:
            return None
        bottom = self.scene.bottom_seat()
        return (
            self._lay.me
            if seat == bottom
            else self._lay.seats[(seat - bottom - 1) % self.scene.state.players].plate
        )

    def invalidate(self) -> None:
        """Look again at what the table shows next frame; only the regions that changed are painted."""
        self.dirty = self.changed = True

    def painting(self) -> bool:
        """A change waits to be painted: asked of the regions next frame, or the rest of one still queued."""
        return self.dirty

    def px(self, n: float) -> int:
        return self.app.theme.px(n)

    def layout(self, size: tuple[int, int]) -> None:
        sc = self.scene
        self._lay = make_layout(self.px, size, sc.state.players - 1)
        # the score sheet as wide as its names need beside their numbers (within reason) and its rows as tall
        # (three round columns: the most a match has), the plates as wide as their words
        names = sc.session.names()
        wide = sheet_width(self, self._lay.sheet, 3, names)
        self._lay = make_layout(self.px, size, sc.state.players - 1, sheet_w=wide)
        row_h = row_height(self, self._lay.sheet, 3, names)
        theirs, mine = role_words(self)
        plate_h = self._lay.me.h
        th = self.app.theme
        need = (
            plate_width(th, self.px, plate_h, names + waiting_names(sc.drivers), theirs),
            plate_width(th, self.px, plate_h, names, mine),
        )
        self._lay = make_layout(self.px, size, sc.state.players - 1, row_h, *need, sheet_w=wide)
        sides = self._lay.seats[:: max(1, len(self._lay.seats) - 1)] if sc.state.players > 3 else []
        if any(box.plate.w < need[0] for box in sides):  # side plates that cannot widen: a role in two lines
            taller = th.font(15).get_linesize()
            self._lay = make_layout(
                self.px, size, sc.state.players - 1, row_h, *need, side_taller=taller, sheet_w=wide
            )
        lay = self.lay
        # an opponent's card count ("×11") stands right of its fan: the fan ends short enough that the count
        # stays in the play area at any text size (at 150 % German it ran into the move list's heading)
        self.count_w = th.font(15, True).size("×14")[0] + self.px(8)
        for box in lay.seats:
            over = box.backs.right + self.count_w - (lay.play.right - self.px(4))
            if over > 0:
                box.backs.w = max(lay.small[0], box.backs.w - over)
        bar, gap = lay.bar, self.px(10)
        play_w = self.px(250)
        small = (bar.w - play_w - 3 * gap) // 3  # Sort · Rotate · Play · Draw across the bar, left to right
        x = bar.x
        for b, w in ((sc.sort_button, small), (sc.rotate_button, small), (sc.play_button, play_w)):
            b.rect = pygame.Rect(x, bar.y, w, bar.h)
            x += w + gap
        sc.draw_button.rect = pygame.Rect(x, bar.y, bar.right - x, bar.h)
        half = (lay.menu.w - gap) // 2  # Hint · Menu under the move list
        sc.hint_button.rect = pygame.Rect(lay.menu.x, lay.menu.y, half, lay.menu.h)
        sc.menu_button.rect = pygame.Rect(lay.menu.right - half, lay.menu.y, half, lay.menu.h)
        self.layer = None
        self.cloth = None
        self.repaint_all()
        # every face at the hand's and the table's size, read from disk or painted ahead in quiet frames (≈ 3 ms
        # each; all 44 in the layout's frame made a first start's frame of 150–800 ms), stored once painted; the
        # hand's read now, if a run stored them (painting the hand's in the table's first frame took 20–35 ms)
        self.ahead = faces_ahead(lay)
        self.ahead.read(lay.card)

    # geometry the input asks for ------------------------------------------------------------
    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Where a seat's cards come from: the middle of its hand or its backs."""
        sc, lay = self.scene, self.lay
        bottom = sc.bottom_seat()
        if seat == bottom:
            return lay.hand.center
        i = (seat - bottom - 1) % sc.state.players
        return lay.seats[i].backs.center

    @property
    def hand_rects(self) -> list[pygame.Rect]:
        """Where the shown hand's cards are (selected ones lifted); empty while the hand is hidden."""
        sc = self.scene
        if self._lay is None or not sc.hand_visible():
            return []
        rects = self.lay.hand_slots(len(sc.shown_hand()))
        for i in sc.selected:
            if i < len(rects):
                rects[i].y -= self.px(LIFT)
        return rects

    def hand_hit(self, pos: tuple[int, int]) -> int | None:
        sc = self.scene
        if sc.my_turn() and sc.state.phase == "orient" and self.choice_panel().collidepoint(pos):
            return None  # the orient panel lies over the hand: a press on it is no press on a card
        for i in range(len(self.hand_rects) - 1, -1, -1):
            if self.hand_rects[i].collidepoint(pos):
                return i
        return None

    def choice_panel(self) -> pygame.Rect:
        return choice_box(self)

    # drawing -------------------------------------------------------------------------------
    def paint_still(self, surface: pygame.Surface) -> pygame.Surface:
        """The table layer, after painting again only the regions whose picture changed (the flight of a played
        set and the summaries are drawn over it each frame)."""
        size, cloth = surface.get_size(), self.cloth
        if cloth is None or cloth.get_size() != size:
            # the felt and the table's rim, once per size
            cloth = self.cloth = backdrop(pygame, size).copy()
            rim = self.lay.play.inflate(-self.px(40), -self.px(30))
            pygame.draw.ellipse(cloth, PALETTE["felt_dark"], rim, width=self.px(3))
            let_go(size)  # the cloth holds the felt now: a sharp window need not keep two
            self.repaint_all()
            fresh = self.layer is None or self.layer.get_size() != size
            if size[0] * size[1] > SPREAD_PX and fresh and self.scene.result is None:
                self.owed = True  # (``dirty`` stays: the table asks for the next frame)
                return cloth
        self.owed = False
        layer = self.still_layer(size)
        # under a round's or the match's card each repaint of the layer composes the dimmed table again (a
        # whole-window blend): what waits is painted at once, in the frame that composes it anyway
        budget = ALL_S if self.scene.result is not None else None
        if self.dirty and not self.changed and self.regions.pending:
            # the rest of a change waits: painted with the regions as asked (nothing changed since, so asking
            # them again — their places and keys, ≈ 0.2–0.5 ms — would give the same)
            painted = self.regions.drain(layer, cloth, budget)
            self._painted(painted, self.regions.redrawn)
            self.dirty = self.regions.pending
        elif self.dirty:
            self.changed = False
            hand_view.refresh_bar(self.scene)
            regions = self.regions
            # a new banner shows with the plates before it (a turn change), painted together once
            painted = regions.update(layer, cloth, table_regions(self), through="banner")
            areas = list(regions.redrawn)
            if budget is not None and regions.pending:
                painted = painted + regions.drain(layer, cloth, budget)
                areas += regions.redrawn
            self._painted(painted, areas)
            self.dirty = regions.pending  # the rest of a change is painted next frame
        return layer

    def show_still(self, surface: pygame.Surface, layer: pygame.Surface) -> bool:
        """The layer on screen where it changed; under a result card, the dimmed table composed once: all of it —
        or nothing, when the screen shows just this frame already (False: nothing to draw over it)."""
        sc = self.scene
        card = sc.result
        box = self._card_box = None if card is None else self.place.box(self, surface, card)
        self._over_dimmed = None
        if card is None or box is None:
            self.place.shown = None
            return super().show_still(surface, layer)
        # (the card's buttons were redrawn in every frame: ≈ 4–5 ms at 1920×1080)
        still = None if sc.flight is not None else self.place.still(self, surface, layer, card, box)
        if still is not None and still == self.place.shown:
            self.regions.take()  # (nothing: the layer's version is in the key)
            return False
        self.place.shown = still
        dimmed = self.dimmed.ready(surface, layer, self.layer_version) if sc.flight is not None else None
        self._over_dimmed = dimmed
        if dimmed is not None:
            # a set flies under the card over the dimmed table already composed: the screen gets it back
            # only where the last frame drew the set and the card (not a whole-window copy each frame)
            self.regions.take()  # (nothing: the layer was not painted since the table was dimmed)
            self.damage.begin(surface, dimmed, self.app.screen, self.app.overdrawn, list)
        else:
            self.damage.cover(surface, self.app.screen, self.regions.take)
            self.dimmed.draw(surface, layer, self.layer_version)
        self.app.theme.placed(layer, surface, (0, 0))
        return True

    def calm(self) -> bool:
        """No set in flight and no result card: ``draw_moving`` would draw nothing."""
        return self.scene.flight is None and self.scene.result is None

    def draw_moving(self, surface: pygame.Surface) -> None:
        """A set gliding to the centre (under the card: shaded where it flies), then the result card."""
        if self.owed:
            return  # a sharp window's opening frame shows the cloth alone: what lies on it comes next frame
        sc, card, box = self.scene, self.scene.result, self._card_box
        shown = card is not None and box is not None
        places = None if sc.flight is None else self._places(sc.flight)
        over, restored = self._over_dimmed, self.damage.restored
        redo = (
            None  # flying under a card over the dimmed table: where the frame draws again, the card there too
        )
        if places is not None and over is not None and restored is not None:
            # only round the set: where the last frame drew it and where it flies now, put back from the dimmed
            # table, the set drawn and shaded there, then the card over it there — the rest of the card is on
            # the screen already (put back and drawn whole each frame, ≈ 2.6 Mpx at 3840×2160)
            spots = [*restored, *(rect.clip(surface.get_rect()) for _face, rect in places)]
            redo = spots[0].unionall(spots[1:]).clip(surface.get_rect())
            surface.blit(over, redo, redo)
            self.redrew(redo)
        if sc.flight is not None:
            self._flight(surface, sc.flight, self.layer if shown else None)
        if card is not None and box is not None:
            self.app.theme.veiled(surface)
            self.result_box = box
            clip = surface.get_clip()
            if redo is not None:
                surface.set_clip(redo)
            card.draw(self.app.theme, surface, box, self.px)
            surface.set_clip(clip)
            if over is None:  # (over the dimmed table the card stays on screen: only the set comes back)
                # where the card's picture (its shadow round it) lies, for the next frame to put back
                self.damage.hurt(card.prepare(self.app.theme, box, self.px).get_rect(center=box.center), 2)

    def work_ahead(self) -> bool:
        """A quiet frame paints card faces ahead (``FacesAhead``)."""
        return self.ahead.step(AHEAD_S)

    def _painted(self, painted: list[str], areas: list[pygame.Rect]) -> None:
        """The layer was painted again in ``areas`` (or nothing was): its version and the dimmed table know."""
        if painted or areas:
            self.layer_version += 1
            self.dimmed.touched(areas)

    def _places(self, f: dict[str, Any]) -> list[tuple[pygame.Surface, pygame.Rect]]:
        """Where the played set's cards are on their way from the seat to the centre, and their faces (at their
        final size, one cached face per card)."""
        lay = self.lay
        t = ease(f["t"] / max(1e-6, f["dur"]))
        sx, sy = self.seat_anchor(f["seat"])
        places: list[tuple[pygame.Surface, pygame.Rect]] = []
        for rect, code in zip(lay.table_slots(len(f["codes"])), f["codes"], strict=True):
            x = sx + (rect.centerx - sx) * t
            y = sy + (rect.centery - sy) * t
            face = card_face(code, rect.size)
            places.append((face, face.get_rect(center=(round(x), round(y)))))
        return places

    def _flight(
        self, surface: pygame.Surface, f: dict[str, Any], under: pygame.Surface | None = None
    ) -> None:
        """The played set gliding to the centre (``_places``). Under a card (``under``: the layer, ``surface``
        shows it dimmed) each card's place is put back to the layer, the card drawn and its place shaded: the
        pixels of the shade over the whole table after the flight, without that whole-window blend in every frame
        of the flight (≈ 2 ms at 1920×1080)."""
        places = self._places(f)
        rects = [r.clip(surface.get_rect()) for _face, r in places]
        if under is not None:
            for rect in rects:
                surface.blit(under, rect, rect)
        for face, rect in places:
            self.damage.hurt(surface.blit(face, rect))
        if under is not None:
            self.dimmed.over(surface, rects)

    def _moves(self, layer: pygame.Surface) -> None:
        """The list in the language of the moment; only the entries it can show are put in words (an entry takes
        a line at least: the rows and the scroll bound them), not the whole game's."""
        log, th, box = self.scene.log, self.app.theme, self.lay.moves
        # the list's words stand inside its margins: painted again for a neighbour's sake only in a strip outside
        # them (a seat's count beside it reaches in), there is nothing to draw (its layout: ≈ 0.4 ms)
        if not layer.get_clip().colliderect(box.x + self.px(14), box.y, box.w - self.px(26), box.h):
            return
        head = max(0, len(log) - self.moves.rows(th, box, self.px) - self.moves.scroll - 1)
        lines = [""] * head + [whole_mark(now(line)) for line in log[head:]]
        self.moves.draw(th, layer, self.lay.moves, self.px, lines)

    def _menu(self, layer: pygame.Surface) -> None:
        sc = self.scene
        sc.hint_button.draw(layer, self.app.theme, False)
        sc.menu_button.draw(layer, self.app.theme, False)

    def message_box(self) -> pygame.Rect | None:
        """Where the gold message sits (None when there is none)."""
        sc = self.scene
        if not sc.toast.shown:
            return None
        surf = self.app.theme.text(sc.toast.shown, 16, PALETTE["ink"], True)
        box = surf.get_rect(midbottom=(self.lay.play.centerx, self.lay.reason_y - self.px(30)))
        return box.inflate(self.px(28), self.px(14))

    def _message(self, layer: pygame.Surface) -> None:
        sc, th = self.scene, self.app.theme
        box = self.message_box()
        if box is None:  # (the region paints only while there is a message)
            return
        th.panel(layer, box, color=PALETTE["gold"], radius=10)
        th.blit_text(layer, sc.toast.shown, 16, PALETTE["ink"], box.center, anchor="center", bold=True)

    def _role(self, seat: int) -> str:
        return seat_role(self, seat)

    def deck_words_h(self) -> int:
        """How far "Deck n" and "Discard n" reach below the deck, at the text size in use."""
        return centre.deck_words_h(self)

    def _centre(self, layer: pygame.Surface, names: list[str]) -> None:
        centre.draw_centre(self, layer, names)

    def banner_text(self) -> tuple[tuple[str, ...], str]:
        """The banner's lines (``banner.banner_text``)."""
        return banner.banner_text(self.scene)

    def _banner(self, layer: pygame.Surface) -> None:
        text, sub = self.banner_text()
        draw_banner(self.app.theme, layer, self.lay.banner, self.px, text, sub)
