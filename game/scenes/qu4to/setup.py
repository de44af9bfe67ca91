"""The QU4TO setup: 2–5 seats (human or computer with a level, names), how the QU4TO point is scored, Start.
Two seats play the 2-player variant (first to 2 round wins, no QU4TO points) — chosen by the count alone."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.i18n import N_, _, ngettext
from game.play import remembered
from game.play.qu4to.session import Qu4toSetup, default_seats
from game.play.seats import Seat
from game.scenes.table.names import name_field
from game.scenes.table.setup import TableSetupScene
from game.scenes.warmup import BUDGET_S
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Selector, Widget

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.table.ahead import FacesAhead


DEFAULT_PLAYERS = 4  # the QU4TO entry names no seat count; QU4TO for two and for five do (the catalog)
SEAT_KINDS = [  # (marked msgids: the selector translates them when drawn)
    ("human", N_("Human")),
    ("computer:easy", N_("Computer · Easy")),
    ("computer:medium", N_("Computer · Medium")),
    ("computer:hard", N_("Computer · Hard")),
    ("computer:expert", N_("Computer · Expert")),
]


class Qu4toSetupScene(TableSetupScene):
    name = "qu4to-setup"
    title = "QU4TO"
    column_titles = (N_("Players"), N_("Rules and names"))
    table = "qu4to-table"

    def __init__(self, app: App, game: str = "qu4to", setup: dict | None = None, **options: Any) -> None:
        self.entry = catalog.game(game).entry if game in catalog.GAMES else None
        self.setup = Qu4toSetup.from_json(setup) if setup else load_setup(app, game)
        super().__init__(app, **options)

    def subtitle_text(self) -> str:
        if self.setup.players == 2:
            return _("2 players · the 2-player variant: first to win 2 rounds")
        return _("{n} players · three rounds, most points wins").format(n=self.setup.players)

    def build(self) -> list[Widget]:
        s = self.setup
        self.players_selector = Selector(
            N_("Players"), self._player_options(), lambda: s.players, self._put_players
        )
        self.left: list[Widget] = [self.players_selector]
        for i in range(s.players):
            self.left.append(
                Selector(
                    _("Seat {n}").format(n=i + 1),
                    self.seat_options(SEAT_KINDS),
                    partial(self.seat_value, i),
                    partial(self.put_seat, i),
                )
            )
        self.right: list[Widget] = [
            Selector(
                N_("QU4TO point"),
                [("set", N_("One per set")), ("four", N_("One per 4"))],
                lambda: s.qu4to_point,
                lambda v: setattr(s, "qu4to_point", v),
            ),
        ]
        for i in range(len(s.seats)):  # each name on its seat's row; a computer's (a friend's) greyed out
            self.right.append(
                name_field(
                    _("Seat {n} name").format(n=i + 1),
                    self.name_calls(s, i),
                    enabled=self.here(i),
                )
            )
        self.back_button = Button(N_("Back"), self.app.back, size=20)
        self.start_button = Button(N_("Start"), self.start, primary=True, size=22)
        return [*self.left, *self.right, self.back_button, *self.resume_row("qu4to"), self.start_button]

    def _player_options(self) -> list[tuple[int, str]]:
        return [(n, ngettext("{n} player", "{n} players", n).format(n=n)) for n in (2, 3, 4, 5)]

    def _put_players(self, n: int) -> None:
        seats = self.setup.seats[:n]
        while len(seats) < n:
            seats.append(Seat("computer", "medium"))
        self.setup.seats = seats
        self.rebuild()

    def seat_list(self) -> list[Seat]:
        return self.setup.seats

    def chosen(self) -> Qu4toSetup:
        return self.setup

    faces: FacesAhead | None = None  # the table's card faces ahead (None: not listed for this size)

    def update(self, dt: float) -> bool:
        """Idle frames, once the table's modules are imported, read or paint its card faces ahead at the sizes its
        layout will ask for (the hand's first), so the table's opening frame finds them ready."""
        imported = (
            self.ahead.done
        )  # (a frame that imported a module paints no face: one piece of work a frame)
        moving = super().update(dt)
        app = self.app
        if not moving and not app.fast_forward and imported and app.at_rest():
            if self.faces is None or not self.faces.done:
                self.paint_faces_ahead()
        return moving

    def paint_faces_ahead(self, budget_s: float = BUDGET_S) -> None:
        """One step of the faces ahead (``FacesAhead.step``) within ``budget_s``."""
        from game.scenes.qu4to.ahead import faces_ahead
        from game.scenes.qu4to.layout import make_layout

        if self.faces is None:  # the sizes do not depend on the seats
            self.faces = faces_ahead(make_layout(self.app.theme.px, self.app.size, 3))
        self.faces.step(budget_s)

    def place(self, size: tuple[int, int]) -> None:
        self.faces = None  # another window size: other faces
        x0, w, gap, left_end, right_end = self.place_columns(size)
        self.notes_at = (x0, left_end + self.app.theme.px(6), w)
        self.point_note_at = (x0 + w + gap, right_end + self.app.theme.px(2), w)

    def autoplay(self, frame: int) -> None:
        """A visitor under --autoplay lets the computer take every seat and starts."""
        if self.reading(frame, busy=self.faces != []):
            return
        self.setup.seats = [Seat("computer", s.level if s.is_bot else "medium") for s in self.setup.seats]
        self.open_table(self.setup)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        self.draw_columns(surface)
        if sum(self.here(i) for i in range(len(self.setup.seats))) > 1:
            x, y, w = self.notes_at
            line = _("Hot-seat: a curtain hides each hand until its player presses Space.")
            for part in th.wrap(line, 15, w):  # wrapped, never shrunk
                th.blit_text(surface, part, 15, PALETTE["muted"], (x, y))
                y += th.font(15).get_linesize()
        self._point_note(surface)
        self.draw_note(surface, self.keys_note())

    def point_words(self, short: bool = False) -> str:
        """What the QU4TO point choice changes, for the option chosen (and that 2 players score none); ``short``:
        in a few words, where the long sentence has no room (many seats, large text)."""
        if short:
            if self.setup.players == 2:
                return _("No QU4TO points with 2 players.")
            if self.setup.qu4to_point == "four":
                return _("Beat the leading set with 4s: +1 for each 4.")
            return _("Beat the leading set with a 4: +1.")
        if self.setup.players == 2:
            return _("With 2 players no QU4TO points are scored: only emptying your hand counts.")
        if self.setup.qu4to_point == "four":
            return _(
                "One per 4: a set that beats the leading set scores 1 point for each 4 in it (4-4 scores 2). "
                "Leading with a 4 scores nothing."
            )
        return _(
            "One per set: a set with a 4 in it that beats the leading set scores 1 point, however many 4s it "
            "holds. Leading with a 4 scores nothing."
        )

    def point_note(self) -> list[str]:
        """The lines under the rules column that say what the QU4TO point choice changes: the sentence, or its
        few words where the sentence would reach the buttons (never a sentence cut short)."""
        th = self.app.theme
        _x, y, w = self.point_note_at
        room = (self.start_button.box.top - th.px(8) - y) // th.font(14).get_linesize()
        lines = th.wrap(self.point_words(), 14, w)
        if len(lines) > room:
            lines = th.wrap(self.point_words(short=True), 14, w)
        return lines if len(lines) <= room else []

    def _point_note(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        x, y, _w = self.point_note_at
        for part in self.point_note():
            th.blit_text(surface, part, 14, PALETTE["muted"], (x, y))
            y += th.font(14).get_linesize()


def load_setup(app: App, game: str) -> Qu4toSetup:
    """The setup the entry remembers (``game.play.remembered``), or its defaults. An entry that names its seat
    count (QU4TO for two, for five) keeps the remembered rules but not seats of another count."""
    players = _players(game)
    data = remembered.setup_json(app.settings, catalog.game(game).entry) if game in catalog.GAMES else None
    if data is None:
        return Qu4toSetup(default_seats(players))
    setup = Qu4toSetup.from_json(data)
    fixed = game in catalog.GAMES and "players" in catalog.GAMES[game].options
    if fixed and setup.players != players:
        return Qu4toSetup(default_seats(players), setup.qu4to_point)
    return setup


def _players(game: str) -> int:
    """The seat count a QU4TO entry opens with."""
    players = catalog.GAMES[game].options.get("players") if game in catalog.GAMES else None
    return players if isinstance(players, int) else DEFAULT_PLAYERS
