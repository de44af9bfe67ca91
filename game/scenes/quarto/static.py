"""The Quarto table's static layer: felt, board, placed pieces, pool, plates, move list and banner, kept in one
surface that each frame only blits.

The layer is made of parts drawn in a fixed order (board, pool, plates, move list, banner), each clipped to its
own region, over a base (felt, board art, panels), painted into the view's still layer by its ``Regions`` (the
kit's ``TableViewBase``). When the game changes, only the parts whose content changed are redrawn, and only where
it changed: a move empties one pool slot and fills one board hole (``regions.board_dirty``, ``pool_dirty``), so
the layer gets the base back in those few rectangles and every part is drawn again clipped to them. A part never
draws outside its region: the same pixels as a whole recomposition (what a new layout or palette does)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from game.i18n import _, pgettext
from game.play import remembered
from game.scenes.quarto import art, controls, coords
from game.scenes.quarto.foot_words import draw_win_words
from game.scenes.quarto.layout import QuartoLayout
from game.scenes.quarto.pool import draw_pool
from game.scenes.quarto.regions import PARTS, board_dirty, face_box, part_regions, pool_dirty
from game.scenes.table.banner import draw_banner
from game.scenes.table.panels import Plate, draw_plate
from game.scenes.table.regions import Dirty, Region, Regions
from game.ui.backdrop import backdrop, let_go
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.scenes.quarto.layout import Slot
    from game.scenes.quarto.view import QuartoView

GOLD = PALETTE["gold"]
WIN = (120, 210, 130)
LOSE = (226, 92, 80)
SHARE = 0.04  # of the screen's area redrawn per frame at most (a move's places and texts take 4–5 frames)
#: Above this many pixels a new base (a table's opening, a new size) is shown alone for one frame, and the layer
#: over it composed in the next: at 3840×2160 each is a new 32 MB surface and both in one frame took 100–180 ms.
SPREAD_PX = 1920 * 1080


class StaticLayer:
    """Owns the base (what never changes in a game) and what the view's still layer over it was composed for; the
    view owns the layer and its ``Regions`` (``parts``), with what each part showed when it was last drawn."""

    def __init__(self, view: QuartoView) -> None:
        self.view = view
        self.scene = view.scene
        self.key: tuple | None = None
        self.base: pygame.Surface | None = None
        self.base_key: tuple | None = None
        self.base_lay: QuartoLayout | None = None  # the base's layout, held (an id could be reused)
        self.base_gen = 0  # counts the layouts seen: the base's key names its layout by this, never by id()
        self.whole_key: tuple | None = None  # what forces a whole recomposition when it changes
        self.regions: dict[str, pygame.Rect] = {}  # where each part may draw
        self.flying: set[int] = set()
        self.owed = False  # the frame showed a new base alone: the layer over it is composed at the next

    @property
    def layer(self) -> pygame.Surface | None:
        return self.view.layer  # the view's still layer

    @property
    def parts(self) -> Regions:
        return self.view.regions  # the view's painter: what each part showed, the rectangles to come

    @property
    def shown(self) -> dict[str, object]:
        """Each part's key when it was last asked to be drawn."""
        return {name: key for name, (_rect, key) in self.parts.shown.items()}

    @property
    def redrawn(self) -> list[pygame.Rect]:
        """The rectangles the last recomposition drew (the whole layer, or a few)."""
        return self.parts.redrawn

    @property
    def pending(self) -> list[pygame.Rect]:
        """The rectangles still to redraw, in the next frames."""
        return self.parts.queue

    @pending.setter
    def pending(self, rects: list[pygame.Rect]) -> None:
        self.parts.queue = rects

    def compose(self, size: tuple[int, int]) -> pygame.Surface:
        """The layer for this frame: brought up to date only when the view's version, size, palette or scroll
        changed, and then only where a part's content changed — at most ``SHARE`` of the screen's area per
        frame (at least one rectangle), the rest in the next frames (``pending``), so no frame carries a whole
        move's redrawing."""
        settings = self.scene.app.settings
        key = (
            self.view.version,
            self.scene.result_shown(),
            size,
            settings["colorblind"],
            settings["card_colours"],
            self.view.moves.scroll,
            self.view.depth.live(),
            remembered.pref(settings, "coordinates"),
            controls.buttons_key(self.scene.buttons),
        )
        if self.layer is not None and self.key == key and not self.pending:
            return self.layer
        fresh = size[0] * size[1] > SPREAD_PX and not self.owed and not self._base_ready(size)
        base = self._base(size)
        self.owed = fresh
        if fresh:
            return base  # this frame shows the felt, board and panels; their pieces and words come next frame
        layer = self.view.still_layer(size)  # (a new size is a new key too)
        if self.key == key and self.parts.shown:
            self.parts.drain(layer, base)  # the rest of the last change
            return layer
        whole = (
            size,
            settings["colorblind"],
            settings["card_colours"],
            remembered.pref(settings, "coordinates"),
            self.base_key,
        )
        self.flying = {g.item for g in self.scene.glides}
        if whole != self.whole_key or not self.parts.shown:
            # the look drawn: the 2D board's flat pieces are not the classic ones
            v = self.scene.state.variant
            self.regions = part_regions(
                self.view.lay, self.view.look, v.board == "fixed", settings["colorblind"]
            )
            self.parts.forget()
        self.parts.update(layer, base, self._parts())
        self.whole_key, self.key = whole, key
        return layer

    def take(self) -> list[pygame.Rect]:
        """The rectangles of the layer redrawn since the last call (whoever composed them: a save's picture
        draws the table too), for the screen to copy; then forgotten."""
        return self.parts.take()

    def redraw_all(self) -> None:
        """Compose the whole layer again at the next frame: for a change no part's key sees (a new way of drawing
        the board, say); a new layout, size or palette does this by itself."""
        self.whole_key = None
        self.view.invalidate()

    def _parts(self) -> list[Region]:
        """The layer's parts for the kit, in drawing order: where each may draw, what it shows, how to draw it,
        and for the board and the pool which places a change touched."""
        keys = self._keys()
        set_key, colorblind = self.view.look, self.scene.app.settings["colorblind"]
        lay, slots = self.view.lay, self.scene.camera.slots()

        def face(piece: int | None, slot: Slot) -> pygame.Rect:
            return face_box(set_key, piece, slot, colorblind)

        board, pool = self.regions["board"], self.regions["pool"]
        screen = pygame.Rect((0, 0), lay.size)
        where = dict(self.regions, buttons=controls.buttons_box(self.scene.buttons, lay.px, screen))
        dirty: dict[str, Dirty] = {
            "board": lambda was, now: board_dirty(cast(tuple, was), cast(tuple, now), board, slots, face),
            "pool": lambda was, now: pool_dirty(cast(tuple, was), cast(tuple, now), pool, lay, face),
        }
        return [
            Region(
                name,
                where[name],
                keys[name],
                partial(self._draw_part, name=name),
                dirty=dirty.get(name),
                # the board first: when the live board starts or stops (a square looked at), the layer's pieces
                # go or come back in the same frame, never a frame with none or two of each
                first=name == "board",
            )
            for name in PARTS
        ]

    def _draw_part(self, layer: pygame.Surface, name: str) -> None:
        """One part, on a layer the kit has clipped to the part's region (or less)."""
        if name == "board":
            self._board(layer, self.flying)
        elif name == "pool":
            draw_pool(self.view, layer, self.flying)
        elif name.startswith("plate"):
            self._seat_plate(layer, int(name[-1]))
        elif name.startswith("hands"):
            self._next_placer(layer, int(name[-1]))
        elif name == "buttons":
            controls.draw_buttons(layer, self.scene.app.theme, self.scene.buttons)
        else:
            getattr(self, f"_{name}")(layer)

    # where each part may draw, and what it shows ---------------------------------------------------------
    def _key_board(self) -> tuple:
        st = self.scene.state
        shown = tuple(None if p in self.flying else p for p in st.board)
        slots = tuple((s.pos, s.cell_w) for s in self.scene.camera.slots())
        legal = tuple(st.legal_cells()) if st.variant.board != "fixed" and st.phase == "place" else ()
        wins = tuple(c for p in (st.outcome.patterns if st.outcome else ()) for c in p.cells)
        return (shown, slots, legal, wins, bool(self.flying and wins), self.view.depth.live())

    def _key_pool(self) -> tuple:
        st, s = self.scene.state, self.scene.session
        skip = self.flying | {self.scene.selected}
        if st.variant.draw_pile:
            seat = self.scene.viewing_seat()
            hands = tuple(tuple(p if p not in skip else None for p in st.hand_of(k)) for k in (0, 1))
            return ("hand", seat, hands, st.pile_size, s.name(0), s.name(1))
        pool = set(st.pool)
        shown = tuple(p if p in pool and p not in skip else None for p in range(16))
        return ("pool", shown, tuple(sorted(pool)), st.is_over)

    def _keys(self) -> dict[str, tuple]:
        """What each part shows now; a part is redrawn when this changes."""
        st = self.scene.state
        return {
            "board": self._key_board(),
            "pool": self._key_pool(),
            "plate0": (self.plate(0),),
            "plate1": (self.plate(1),),
            "hands0": (self.scene.session.next_placer_text(0),),
            "hands1": (self.scene.session.next_placer_text(1),),
            "moves": (tuple(self.scene.session.move_lines()), self.view.moves.scroll, st.grid_size),
            "banner": self._banner_text(),
            "words": (self.view.win_words(),),
            "result": (card.content() if (card := self.scene.shown_card()) is not None else None,),
            "buttons": controls.buttons_key(self.scene.buttons),
        }

    def _base_key(self, size: tuple[int, int]) -> tuple:
        lay = self.view.lay
        if lay is not self.base_lay:  # a new layout (and so a 2D/3D switch) makes a new base
            self.base_lay, self.base_gen = lay, self.base_gen + 1
        return (size, self.scene.state.variant, self.base_gen)

    def _base_ready(self, size: tuple[int, int]) -> bool:
        """The base for ``size`` and this layout is made."""
        return self.base is not None and self.base_key == self._base_key(size)

    def _base(self, size: tuple[int, int]) -> pygame.Surface:
        """What never changes during a game: felt, board (or mat and card backs), the pool and move-list panels."""
        lay, st = self.view.lay, self.scene.state
        key = self._base_key(size)
        if self.base_key == key and self.base is not None:
            return self.base
        th = self.scene.app.theme
        base = pygame.Surface(size)
        base.blit(backdrop(pygame, size), (0, 0))
        if st.variant.pieces == "classic" and lay.board_art is not None:
            base.blit(lay.board_art, lay.board.topleft)
        else:
            mat = lay.board.inflate(-lay.px(4), -lay.px(4))
            th.panel(base, mat, color=PALETTE["felt_dark"], alpha=110, shadow=False, radius=22)
            if st.variant.board == "fixed":
                for slot in lay.cells:
                    base.blit(art.card_back(slot.rect.size), slot.rect)
        th.panel(base, lay.pool, color=PALETTE["felt_dark"], alpha=120, shadow=False, radius=18)
        th.panel(base, lay.moves, color=PALETTE["felt_dark"], alpha=120, shadow=False, radius=14)
        self.base, self.base_key = base, key
        let_go(size)  # the base holds the felt now: a sharp window need not keep a second copy
        return base

    def _board(self, layer: pygame.Surface, flying: set[int]) -> None:
        st = self.scene.state
        slots = self.scene.camera.slots()
        if st.variant.board != "fixed" and st.phase == "place":
            for cell in st.legal_cells():
                layer.blit(art.place_outline(slots[cell].rect.size), slots[cell].rect)
        win_cells = {c for p in (st.outcome.patterns if st.outcome else ()) for c in p.cells}
        order = sorted((c for c, p in enumerate(st.board) if p is not None), key=lambda c: slots[c].pos[1])
        if win_cells and not flying:
            self._win_glow(layer, slots, win_cells)
        self._coordinates(layer, slots)  # over a winning line's glow, which would wash its letter out
        if self.view.depth.live():
            return  # a placement, the win moment, a square looked at: the view draws the pieces each frame
        if self.view.depth.board3d():  # back to front, rings before the pieces in front of them
            self.view.depth.draw(layer)  # (after a win: its risen line, as the last frame drew it)
            return
        for cell in order:
            piece = st.board[cell]
            if piece is None or piece in flying:
                continue
            self.view.blit_piece(layer, piece, slots[cell])

    def _coordinates(self, layer: pygame.Surface, slots: list[Slot]) -> None:
        """Files a–d and ranks 1–4 (``coords``, as on the study boards); the unmarked board has none, and the
        setting can hide them."""
        st, lay = self.scene.state, self.view.lay
        if st.variant.board != "fixed" or not remembered.pref(self.scene.app.settings, "coordinates"):
            return
        if self.view.flat.active():  # in the 2D board's rim
            look, gaps = "flat", (lay.px(4), lay.px(6))
        else:
            look, gaps = ("classic" if self.view.look == "classic" else "cards"), (lay.px(3), lay.px(8))
        placed = coords.spots(look, slots, st.grid_size, *gaps)
        coords.draw(self.scene.app.theme, layer, placed, coords.ink(look))

    def _win_glow(self, layer: pygame.Surface, slots: list[Slot], win_cells: set[int]) -> None:
        """Behind winning cards: a warm glow (classic pieces get theirs in depth order, see BoardDepth.draw)."""
        lay = self.view.lay
        if self.view.look not in ("classic", "flat"):  # on the light 2D board a glow is a wash: frames only
            for cell in win_cells:
                r = slots[cell].rect
                halo = art.glow(r.size, GOLD, lay.px(18))
                layer.blit(halo, halo.get_rect(center=r.center))
            return

    def plate(self, seat: int) -> Plate:
        """What ``seat``'s plate shows now."""
        st = self.scene.state
        name = self.scene.session.name(seat)
        return Plate(
            name, self.view.role_words(seat), self.scene.session.match.score[seat], st.to_move == seat
        )

    def _seat_plate(self, layer: pygame.Surface, seat: int) -> None:
        lay = self.view.lay
        draw_plate(self.scene.app.theme, layer, lay.plates[seat], lay.px, self.plate(seat))

    def _next_placer(self, layer: pygame.Surface, seat: int) -> None:
        text = self.scene.session.next_placer_text(seat)
        if text:
            th, box = self.scene.app.theme, self.view.lay.hands[seat]
            th.panel(layer, box, color=PALETTE["felt_dark"], alpha=70, shadow=False, radius=16)
            lines = th.wrap(text, 15, box.w - self.view.lay.px(24))
            top = box.centery - len(lines) * th.font(15).get_linesize() // 2
            th.blit_lines(layer, lines, 15, PALETTE["muted"], (box.centerx, top))

    def _plates(self, layer: pygame.Surface) -> None:
        """Both seats' plates, each with the next placer's note under it (drawn in this order)."""
        for seat in (0, 1):
            self._seat_plate(layer, seat)
            self._next_placer(layer, seat)

    def _moves(self, layer: pygame.Surface) -> None:
        self.view.moves.draw(
            self.scene.app.theme,
            layer,
            self.view.lay.moves,
            self.view.lay.px,
            self.scene.session.move_lines(),
        )

    def _banner_text(self) -> tuple[tuple[str, ...], str]:
        """The banner's two lines: what happens now (at a game's end also in shorter forms, for larger text),
        and the match and variant under it."""
        s = self.scene.session
        line = s.match_line()
        title = s.banner()
        th, lay = self.scene.app.theme, self.view.lay
        if not s.state.is_over:
            return s.banner_forms(), line
        if th.font(18, True).size(title)[0] > lay.banner.w - lay.px(28):
            # the whole line would be cut short: where it is, not what it shares
            title = s.result_text(brief=True)
        out = s.state.outcome
        winner = None if out is None else out.winner
        # the shortest: who won (the card and the words at the board's foot say how)
        least = pgettext("tie", "A draw") if winner is None else _("{name} wins!").format(name=s.name(winner))
        return (title, least), line

    def _words(self, layer: pygame.Surface) -> None:
        text = self.view.win_words()
        if text:
            draw_win_words(self.scene.app.theme, layer, self.view.lay, text, self.scene.buttons[-1].rect)

    def _result(self, layer: pygame.Surface) -> None:
        """The result card's picture (its buttons are drawn over it each frame, for their hover and focus)."""
        card = self.scene.shown_card()
        if card is not None:
            card.paint(self.scene.app.theme, layer, self.view.result_box(), self.view.lay.px)

    def _banner(self, layer: pygame.Surface) -> None:
        lay = self.view.lay
        draw_banner(self.scene.app.theme, layer, lay.banner, lay.px, *self._banner_text())
