"""The setup screen for the Quarto-family tables: piece set, seats, variants, match length, first giver."""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.art import diskcache, setcolours
from game.art.memo import art_cache
from game.i18n import N_, _
from game.play.quarto.setup import (
    CARD_SETS,
    FIRST_GIVERS,
    GAME_SETS,
    MATCHES,
    SET_TITLES,
    TableSetup,
    levels,
    load_setup,
)
from game.play.quarto.words import by_noun, value_word
from game.play.seats import Seat
from game.rules.quarto.pieces import PIECE_SETS
from game.scenes.quarto import art, legend
from game.scenes.quarto.prewarm import prewarm
from game.scenes.table.names import name_field
from game.scenes.table.setup import Chosen, TableSetupScene
from game.scenes.table.words import computer_title, seat_title
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Selector, Toggle, Widget

if TYPE_CHECKING:
    from game.app import App


class QuartoSetupScene(TableSetupScene):
    """Choose how to play, then Start opens the table; everything chosen is remembered for next time."""

    name = "quarto-setup"
    table = "quarto-table"

    def __init__(self, app: App, game: str = "", **options: Any) -> None:
        self.menu_key = game if game in GAME_SETS else catalog.game_for("quarto", pieces="classic").id
        self.entry = self.menu_key
        self.setup = load_setup(app, self.menu_key)
        super().__init__(app, **options)
        self.title = catalog.game(self.menu_key).title
        self.legend_faces: list[pygame.Rect] = []

    # widgets ----------------------------------------------------------------
    def build(self) -> list[Widget]:
        s = self.setup
        names, _titles = levels()
        seat_opts = self.seat_options(
            [("human", _("Human"))] + [(f"computer:{n}", computer_title(n)) for n in names]
        )
        sets = list(catalog.game(self.menu_key).piece_sets)
        if s.pieces not in sets:
            sets.insert(0, s.pieces)
        self.left: list[Widget] = []
        for i in range(2):
            self.left.append(
                Selector(
                    seat_title(i),
                    seat_opts,
                    partial(self.seat_value, i),
                    partial(self.put_seat, i),
                )
            )
            self.left.append(
                name_field(
                    N_("Name"),
                    self.name_calls(s, i),
                    enabled=self.here(
                        i
                    ),  # a computer is "Computer", whatever was typed; a friend names themselves
                )
            )
        # who gives first sits with the rules, so the legend of the pieces has the same place on every screen:
        # under the players
        self.right: list[Widget] = [
            Selector(
                N_("Deck") if s.is_cards else N_("Pieces"),
                [(k, _("Classic pieces") if k == "classic" else SET_TITLES[k]) for k in sets],
                lambda: s.pieces,
                self._put_pieces,
            ),
            Toggle(N_("2×2 squares win too"), lambda: s.squares, lambda v: setattr(s, "squares", v)),
            Selector(
                N_("Calls"),
                [
                    ("auto", _("Automatic")),
                    ("manual", _("Call “{call}”").format(call=PIECE_SETS[s.pieces].call_word)),
                ],
                lambda: s.calls,
                lambda v: setattr(s, "calls", v),
            ),
        ]
        if s.is_cards:
            self.right += [
                Toggle(
                    N_("Unmarked board"),
                    lambda: s.board == "unmarked",
                    lambda v: setattr(s, "board", "unmarked" if v else "fixed"),
                ),
                Toggle(
                    N_("Unmarked: cards must touch"),
                    lambda: s.must_touch,
                    lambda v: setattr(s, "must_touch", v),
                ),
                Toggle(
                    N_("Draw pile (private hands)"), lambda: s.draw_pile, lambda v: setattr(s, "draw_pile", v)
                ),
            ]
        self.right.append(
            Selector(
                N_("Gives first"),
                [(k, _(t)) for k, t in FIRST_GIVERS],
                lambda: s.first,
                lambda v: setattr(s, "first", v),
            )
        )
        self.right.append(
            Selector(
                N_("Match"),
                [(f"{k}:{n}", _(text)) for k, n, text in MATCHES],
                lambda: f"{s.match}:{s.match_n}",
                self._put_match,
            )
        )
        self.back_button = Button(N_("Back"), self.app.back, size=20)
        self.start_button = Button(N_("Start"), self.start, primary=True, size=22)
        return [*self.left, *self.right, self.back_button, *self.resume_row(self.menu_key), self.start_button]

    def seat_list(self) -> list[Seat]:
        return self.setup.seats

    def _put_pieces(self, value: str) -> None:
        self.setup.pieces = value
        self.rebuild()

    def _put_match(self, value: str) -> None:
        kind, n = value.split(":")
        self.setup.match, self.setup.match_n = kind, int(n)

    def subtitle_text(self) -> str:
        if self.hosting is not None:  # (Start is "Open the table" there)
            text = _("New game with {pieces} · choose the players and the rules, then open the table.")
        else:
            text = _("New game with {pieces} · choose the players and the rules, then Start.")
        return text.format(pieces=_(SET_TITLES[self.setup.pieces]))

    # actions ----------------------------------------------------------------
    def chosen(self) -> TableSetup:
        return self.setup

    def open_table(self, setup: Chosen) -> None:
        self.app.go(self.table, setup=setup.to_json(), menu_key=self.menu_key)

    def autoplay(self, frame: int) -> None:
        """A visitor under --autoplay lets the computer take both seats and starts."""
        if self.reading(frame, busy=prewarm().busy):
            return
        for seat in self.setup.seats:
            seat.kind = "computer"
        self.setup.seats = [Seat("computer", s.level, s.name) for s in self.setup.seats]
        self.open_table(self.setup)

    # layout and drawing ---------------------------------------------------------
    def place(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        x0, w, _gap, left_end, _right_end = self.place_columns(size)
        by = self.back_button.box.y
        # the legend of the four attributes: under the players on every Quarto setup screen
        self.legend = pygame.Rect(x0, left_end + th.px(6), w, by - left_end - th.px(24))
        # while the player reads this screen, a child process paints the table's art for this window size
        prewarm().request(self.app, {"setup": self.setup.to_json(), "menu_key": self.menu_key}, size)

    def update(self, dt: float) -> bool:
        prewarm().poll()
        if self.legend_pending:  # a frame that paints a face does no other work ahead
            return True
        return super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_columns(surface)
        if self.legend.h >= self.app.theme.px(80):
            self._draw_legend(surface)
        self.draw_note(
            surface,
            (
                _("{match} · Enter opens the table · Tab moves between choices")
                if self.hosting is not None
                else _("{match} · Enter starts · Tab moves between choices")
            ).format(match=self.setup.match_text()),
        )

    legend_pending = False  # the legend has faces still to paint: the next frames paint and draw them

    def _legend_ready(self, cell: int | None) -> bool:
        """Whether the legend's faces at ``cell`` (None: the one face its proportions come from) are painted.
        In a window one is painted per frame (a classic face is 20–60 ms: six at once made the screen's first
        frame 0.2–0.6 s), so until all are ready the legend shows its panel and heading only, never some of
        its faces; headless runs at full speed paint them all at once (deterministic pictures). Once all are
        painted they are kept on disk with the art, so a later run reads them in its first frame."""
        key, cb = self.setup.pieces, self.app.settings["colorblind"]
        todo: list[Callable[[], object]]
        if cell is None:
            todo = [] if key in _RATIOS or _ratio_from_disk(key) else [functools.partial(_body_ratio, key)]
        else:
            _legend_from_disk(key, cell, cb)
            faces = [p for p in LEGEND_PIECES if not _legend_face.ready(key, p, cell, cb)]
            faces = [p for p in faces if (key, p, cell, cb) not in _legend_stored]
            todo = [functools.partial(_legend_face, key, p, cell, cb) for p in faces]
        if not todo:
            return True
        for paint in todo if self.app.fast_forward else todo[:1]:
            paint()
        if cell is not None and (
            self.app.fast_forward or len(todo) == 1
        ):  # the last face: on disk for next runs
            diskcache.store(_legend_name(key, cell, cb), [f.copy() for f in _legend_faces(key, cell, cb)])
        if self.app.fast_forward:
            return True
        self.legend_pending = True
        return False

    def _draw_legend(self, surface: pygame.Surface) -> None:
        """Each attribute shown by two pieces that differ in it alone, named underneath ("tall · short")."""
        th, box = self.app.theme, self.legend
        pieces = PIECE_SETS[self.setup.pieces]
        th.panel(surface, box, color=(18, 44, 36), radius=14, shadow=False, alpha=150)
        pad = th.px(12)
        heading = by_noun(
            pieces,
            _("The pieces: four attributes, two values each"),
            _("The cards: four attributes, two values each"),
        )
        self.legend_faces = []  # where each face was drawn (what the player sees, and the tests measure)
        self.legend_pending = False
        if not self._legend_ready(cell=None):
            return  # the panel now; its words and faces once the faces' proportions are known (next frame)
        rw, rh = _body_ratio(self.setup.pieces)
        fan = 0.6 if self.setup.pieces in CARD_SETS else 1.0  # how far the second face sits, in face widths
        col_w, gap = (box.w - 2 * pad) // 4, th.px(6)
        # the heading wraps and the value names go one over the other ("one symbol ·" over "two symbols"), at
        # smaller sizes of the type scale when the faces would have too little room (legend.plan); the faces
        # side by side are no taller than the column's width lets them be
        room = int(rh * (col_w - 2 * gap) / ((1 + fan) * rw))
        values = [(value_word(pieces, a, 0), value_word(pieces, a, 1)) for a in range(4)]
        words = legend.plan(th, box, pad, heading, values, room)
        line_h = th.font(words.heading_size, True).get_linesize()
        for k, line in enumerate(words.heading):
            at = (box.x + pad, box.y + pad + k * line_h)
            th.blit_text(surface, line, words.heading_size, PALETTE["gold"], at, bold=True)
        top, face_h, captions = words.top, words.face_h, words.captions
        cb = self.app.settings["colorblind"]
        # one scale for every face (so tall and short compare): side by side for portrait faces (playing cards
        # fanned like a hand, each showing its corner and most of its face), or one above the other for
        # landscape cards, whichever shows the faces larger
        beside = min((col_w - 2 * gap) / ((1 + fan) * rw + (gap / 100 if fan == 1.0 else 0)), face_h / rh)
        stacked = min((col_w - 2 * gap) / rw, ((face_h - gap) // 2) / rh)
        cell = max(12, int(max(beside, stacked)))
        if not self._legend_ready(cell):
            return
        for i, lines in enumerate(captions):
            cx = box.x + pad + col_w * i + col_w // 2
            faces = [_legend_face(self.setup.pieces, p, cell, cb) for p in (0, 1 << i)]
            tallest = max(f.get_height() for f in _legend_faces(self.setup.pieces, cell, cb))
            used = 2 * tallest + gap if stacked > beside else tallest
            bottom = top + (face_h + used) // 2  # the faces and their names centred under the heading
            if stacked > beside:
                y = bottom - 2 * faces[0].get_height() - gap
                for surf in faces:
                    self.legend_faces.append(surface.blit(surf, (cx - surf.get_width() // 2, y)))
                    y += surf.get_height() + gap
            else:
                w0 = faces[0].get_width()
                step = round(w0 * fan) + (gap if fan == 1.0 else 0)
                x = cx - (step + faces[1].get_width()) // 2
                for k, surf in enumerate(faces):
                    self.legend_faces.append(surface.blit(surf, (x + k * step, bottom - surf.get_height())))
            th.blit_lines(surface, lines, words.caption_size, PALETTE["cream"], (cx, bottom + th.px(4)))


def _body(set_key: str, surf: pygame.Surface) -> pygame.Rect:
    """The part of a face to show: a classic piece without the room its box keeps for the shadow."""
    return surf.get_bounding_rect(min_alpha=200) if set_key == "classic" else surf.get_rect()


_BODY_KEY = hashlib.sha1(_body.__code__.co_code).hexdigest()[:8]
_RATIOS: dict[str, tuple[float, float]] = {}
LEGEND_PIECES = (0, 1, 2, 4, 8)  # a plain piece, and one that differs from it in each attribute alone


def _body_ratio(set_key: str) -> tuple[float, float]:
    """Width and height of a face per pixel of cell width (a tall piece, for the classic set)."""
    if set_key not in _RATIOS:
        surf, _anchor = art.face(set_key, 0, 100)
        body = _body(set_key, surf)
        _RATIOS[set_key] = (body.w / 100, body.h / 100)
        diskcache.store(f"legend-body-{set_key}-{_BODY_KEY}", [surf.subsurface(body).copy()])
    return _RATIOS[set_key]


def _ratio_from_disk(set_key: str) -> bool:
    """The proportions from the body a run painted before (a classic piece at 100 px is a 20 ms paint)."""
    stored = diskcache.load(f"legend-body-{set_key}-{_BODY_KEY}", 1)
    if stored is not None:
        _RATIOS[set_key] = (stored[0].get_width() / 100, stored[0].get_height() / 100)
    return stored is not None


def _legend_name(set_key: str, cell: int, colorblind: bool) -> str:
    """The legend's faces on disk (the art's stamp covers the painters; the name, how ``_body`` crops them)."""
    colours = f"-{setcolours.chosen()}" if set_key == "set" else ""  # the card colours painted in
    return f"legend-{set_key}-{cell}-{int(colorblind)}{colours}-{_BODY_KEY}"


_legend_stored: dict[tuple[str, int, int, bool], pygame.Surface] = {}  # read from disk, taken on first use
_legend_looked: set[tuple[str, int, bool]] = set()  # batches already looked for on disk


def _legend_from_disk(set_key: str, cell: int, colorblind: bool) -> None:
    """The legend's faces at this size as a run painted them before (a few ms, not five frames of 20 ms), once."""
    batch = (set_key, cell, bool(colorblind))
    if batch in _legend_looked or all(
        _legend_face.ready(set_key, p, cell, colorblind) for p in LEGEND_PIECES
    ):
        return
    if len(_legend_looked) > 32:
        _legend_looked.clear()
    _legend_looked.add(batch)
    stored = diskcache.load(_legend_name(*batch), len(LEGEND_PIECES))
    for piece, surf in zip(LEGEND_PIECES, stored or [], strict=False):  # (None: not on disk)
        _legend_stored[(set_key, piece, cell, colorblind)] = surf


def _legend_faces(set_key: str, cell: int, colorblind: bool) -> list[pygame.Surface]:
    """Every face the legend shows at this size (the tallest sets where the row of faces stands)."""
    return [_legend_face(set_key, p, cell, colorblind) for p in LEGEND_PIECES]


@art_cache(64)
def _legend_face(set_key: str, piece: int, cell: int, colorblind: bool) -> pygame.Surface:
    stored = _legend_stored.pop((set_key, piece, cell, colorblind), None)
    if stored is not None:
        return stored
    surf, _anchor = art.face(set_key, piece, cell, colorblind)
    return surf.subsurface(_body(set_key, surf))


__all__ = ["QuartoSetupScene"]
