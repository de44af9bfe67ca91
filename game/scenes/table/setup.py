"""The setup screen every table opens from, written once: each seat chosen as "human" or "computer:<level>", the
widgets built again (focus kept) when a choice changes the rows or the language changes, Start focused, and
Start's path: ask before abandoning an unfinished game, remember the choices, deal, open the table. Each game's
screen says which widgets, which setup and which table (``game.scenes.common.SetupScene`` lays them out)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.i18n import N_, _, language
from game.play import rating, remembered
from game.play.stats import book_key, level_title
from game.scenes.common import SetupScene
from game.scenes.table.names import Seated, name_calls
from game.ui.theme import PALETTE

if TYPE_CHECKING:
    from game.app import App
    from game.jsondoc import JSON
    from game.play.seats import Seat
    from game.ui.widgets import Widget


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
    """Seat ``seat`` as its selector's ``value`` says (a person keeps the seat's last level for a switch back;
    a friend's seat is a person's, played from another machine)."""
    if value in ("human", "friend"):
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
        # hosting a table for friends (game/scenes/friends): {"host_name": …, "port": N}; a seat may then be
        # "a friend", and Start opens the lobby instead of the table
        self.hosting: dict[str, Any] | None = options.get("hosting")
        self.friends: set[int] = set()  # the seats (while hosting) a friend on another machine will take
        if (
            self.hosting is not None and len(self.seat_list()) > 1
        ):  # a hosted table opens with a friend at seat 2
            self.friends.add(1)
            choose_seat(self.seat_list()[1], "friend")
        host = self.host_seat()
        if host is not None and not self.seat_list()[host].name.strip():
            self.seat_list()[host].name = self.host_name()  # the host's own seat says who they are
        super().__init__(app, **options)
        self._hosting_widgets()
        self.form.focus = self.form.widgets.index(self.start_button)  # Enter starts at once

    # seats ----------------------------------------------------------------------------------------------
    def seat_list(self) -> list[Seat]:
        """The seats the "Seat N" selectors edit, in order."""
        raise NotImplementedError

    def host_name(self) -> str:
        """The name the host gave on *Host a table* ("" when not hosting)."""
        return str((self.hosting or {}).get("host_name", "")).strip()

    def host_seat(self) -> int | None:
        """While hosting, the first seat of a person here: the host's own, which the lobby names after them."""
        if self.hosting is None:
            return None
        return next((i for i in range(len(self.seat_list())) if self.here(i)), None)

    def name_calls(
        self, s: Seated, i: int
    ) -> tuple[Callable[[], str], Callable[[str], None], Callable[[], str]]:
        """Seat ``i``'s name field (``names.name_calls``); the host's seat, left empty, shows the host's name, the
        name the lobby gives it."""
        shown, keep, title = name_calls(s, i)
        if i == self.host_seat() and self.host_name():
            return shown, keep, self.host_name
        return shown, keep, title

    def keys_note(self) -> str:
        """The keys under the columns: Enter presses Start, which says "Open the table" while hosting."""
        if self.hosting is not None:
            return _("Enter opens the table · Tab moves between choices · ← → change a choice")
        return _("Enter starts · Tab moves between choices · ← → change a choice")

    def seat_value(self, i: int) -> str:
        return "friend" if i in self.friends else seat_choice(self.seat_list()[i])

    def here(self, i: int) -> bool:
        """Seat ``i`` is a person at this machine (not a computer, nor a friend's while hosting): its name, its
        buzz key and the hot-seat curtain are this screen's business."""
        return not self.seat_list()[i].is_bot and i not in self.friends

    def seat_options(self, options: list[tuple[str, str]]) -> list[tuple[str, str]]:
        """A seat row's choices: "A friend" after the person's when hosting a table for friends."""
        if self.hosting is None:
            return options
        # TRANSLATORS: a seat's choice when hosting a table: a friend who joins from their own machine
        return [options[0], ("friend", N_("A friend")), *options[1:]]

    def put_seat(self, i: int, value: str) -> None:
        """Seat ``i`` chosen; the rows again (a computer's name field greys out)."""
        if value == "friend":
            self.friends.add(i)
        else:
            self.friends.discard(i)
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
        self._hosting_widgets()
        self.form.focus = min(focus, len(self.form.widgets) - 1)

    def _hosting_widgets(self) -> None:
        """While hosting, Start opens the lobby, and only once a seat is a friend's."""
        if self.hosting is not None:
            self.start_button.label = N_("Open the table")
            self.start_button.enabled = bool(self.friend_seats())

    def resume_row(self, entry: str) -> list[Widget]:
        """No Resume while hosting: it would reopen a game at this machine alone, not the table for friends."""
        if self.hosting is not None:
            self.resume_button = None
            return []
        return super().resume_row(entry)

    def friend_seats(self) -> list[int]:
        """The seats of the setup Start deals that friends will take (while hosting)."""
        return sorted(i for i in self.friends if i < len(self.chosen().seats))

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
        """Deal, but never silently over an unfinished game of the same game: ask first whether to abandon it.
        While hosting, open the lobby, where friends take their seats."""
        if self.hosting is not None:
            self.open_lobby()
            return
        self.confirm_new(self.chosen().game_key, self._start)

    def open_lobby(self) -> None:
        """The lobby of a hosted table: the setup, and each seat as "me", "friend" or "computer:LEVEL"."""
        if self.hosting is None or not self.friend_seats():
            return
        setup = self.chosen()
        if getattr(setup, "mode", "classic") not in (
            "classic",
            "chain",
            "ultra",
        ):  # (practice, puzzle: alone)
            setup.mode = "classic"  # type: ignore[attr-defined]
        friends = self.friend_seats()
        words = []
        named = False
        for i, seat in enumerate(setup.seats):
            if i in friends:
                seat.name = ""  # (the friend's own name, once they join)
                words.append("friend")
            elif seat.is_bot:
                words.append(f"computer:{seat.level}")
            else:
                if not named and not seat.name.strip():  # the first person here is the host, by name
                    seat.name = str(self.hosting.get("host_name", ""))
                named = True
                words.append("me")
        self.app.audio.play("deal")
        self.app.push(
            "friends-lobby", game=setup.game_key, setup=setup.to_json(), seats=words, **self.hosting
        )

    def _start(self) -> None:
        setup = self.chosen()
        self.remember(setup)
        self.app.audio.play("deal")
        self.open_table(setup)
