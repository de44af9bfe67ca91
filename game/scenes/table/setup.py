"""The setup screen every table opens from, written once: each seat chosen as "human" or "computer:<level>", the
widgets built again (focus kept) when a choice changes the rows or the language changes, Start focused, and
Start's path: ask before abandoning an unfinished game, remember the choices, deal, open the table. Each game's
screen says which widgets, which setup and which table (``game.scenes.common.SetupScene`` lays them out)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import _, language
from game.play import rating, remembered
from game.play.stats import book_key, level_title
from game.scenes.common import SetupScene
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App
    from game.jsondoc import JSON
    from game.play.seats import Seat


class Chosen(Protocol):
    """A game's setup as Start hands it to the table."""

    seats: list[Seat]

    @property
    def game_key(self) -> str: ...

    def to_json(self) -> JSON: ...


def seat_choice(seat: Seat) -> str:
    """A seat as its selector's value: "human" or "computer:<level>"."""
    return f"computer:{seat.level}" if seat.is_bot else "human"


def choose_seat(seat: Seat, value: str) -> None:
    """Seat ``seat`` as its selector's ``value`` says (a person keeps the seat's last level for a switch back)."""
    if value == "human":
        seat.kind = "human"
    else:
        seat.kind, seat.level = "computer", value.split(":", 1)[1]


class TableSetupScene(SetupScene):
    """A game's setup screen: ``build`` the widgets, say the seats the selectors edit (``seat_list``), the setup
    Start deals (``chosen``) and how it is remembered, and ``place`` the screen's own parts."""

    table = ""  # the scene Start opens ("quarto-table")
    entry: str | None = None  # the menu entry whose setup Start remembers (None: nothing is remembered)

    def __init__(self, app: App, **options: Any) -> None:
        self._language = language()  # the language the widgets were built in
        super().__init__(app, **options)
        self.form.focus = self.form.widgets.index(self.start_button)  # Enter starts at once

    # seats ----------------------------------------------------------------------------------------------
    def seat_list(self) -> list[Seat]:
        """The seats the "Seat N" selectors edit, in order."""
        raise NotImplementedError

    def seat_value(self, i: int) -> str:
        return seat_choice(self.seat_list()[i])

    def put_seat(self, i: int, value: str) -> None:
        """Seat ``i`` chosen; the rows again (a computer's name field greys out)."""
        choose_seat(self.seat_list()[i], value)
        self.rebuild()

    def computers_chosen(self) -> bool:
        return any(seat.is_bot for seat in self.chosen().seats)

    def draw_header(self, surface: pygame.Surface) -> int:
        """The header, and under "Esc back" at the right the player's rating in this game and their match (the
        short form where a long title leaves less room, none where even that does not fit)."""
        bottom = super().draw_header(surface)
        th = self.app.theme
        right = surface.get_width() - th.px(72)
        room = right - (th.px(72) + th.font(44, True).size(self.title_text())[0] + th.px(24))
        for line in self.match_lines():
            if th.font(15).size(line)[0] <= room:
                y = th.px(60) + th.font(15).get_linesize() + th.px(4)
                th.blit_text(surface, line, 15, PALETTE["gold"], (right, y), anchor="topright")
                break
        return bottom

    def match_lines(self) -> list[str]:
        """ "Your rating 1354 · your match: Easy" and its short form "Your match: Easy" (the level whose measured
        rating is nearest; game.play.rating); none for a game without measured levels."""
        key = book_key(self.chosen().game_key)
        mine = rating.rating_of(self.app.stats_book.game(key).book)
        level = rating.match(mine.value, rating.family_of(key))
        if not level:
            return []
        name = _(level_title(level))
        return [
            _("Your rating {rating} · your match: {level}").format(rating=mine.shown, level=name),
            _("Your match: {level}").format(level=name),
        ]

    # widgets --------------------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """New widgets for the new choices, focus kept, laid out."""
        self._renew()
        self.layout(self.app.size)

    def _renew(self) -> None:
        focus = self.form.focus
        self.form.set_widgets(self.build())
        self.form.focus = min(focus, len(self.form.widgets) - 1)

    def layout(self, size: tuple[int, int]) -> None:
        """The widgets built again in a language chosen since (their words are made with them), then placed."""
        if self._language != language():
            self._language = language()
            self._renew()
        self.place(size)

    def place(self, size: tuple[int, int]) -> None:
        """The columns, and the screen's own parts under them (each game's screen adds its own)."""
        self.place_columns(size)

    # Start ----------------------------------------------------------------------------------------------
    def chosen(self) -> Chosen:
        """The setup Start deals."""
        raise NotImplementedError

    def remember(self, setup: Chosen) -> None:
        """Keep the choices as the entry's: the screen opens on them next time."""
        if self.entry is not None:
            remembered.remember_setup(self.app.settings, self.entry, setup)

    def open_table(self, setup: Chosen) -> None:
        self.app.go(self.table, setup=setup.to_json())

    def start(self) -> None:
        """Deal, but never silently over an unfinished game of the same game: ask first whether to abandon it."""
        self.confirm_new(self.chosen().game_key, self._start)

    def _start(self) -> None:
        setup = self.chosen()
        self.remember(setup)
        self.app.audio.play("deal")
        self.open_table(setup)
