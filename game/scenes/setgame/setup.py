"""The SET setup screen: up to four seats (humans and computers mix), the mode, the deck and the table's helpers."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game import catalog
from game.ai.set_ai import LEVELS, MODE_TYPICAL_SECONDS
from game.i18n import N_, _, decimal, ngettext
from game.play import remembered
from game.play.seats import Seat
from game.play.setgame.setup import BUZZ_SECONDS, SOLO_MODES, SetSetup
from game.scenes.setgame.input import BUZZ_CHOICES, buzz_keys, buzz_label
from game.scenes.table.setup import Chosen, TableSetupScene
from game.scenes.table.words import computer_title, level_title, seat_title, set_level_line
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Selector, Toggle, Widget

if TYPE_CHECKING:
    from game.app import App


MODE_TITLES = (
    ("classic", N_("Classic")),
    ("practice", N_("Solo practice")),
    ("chain", "Set-Chain"),  # SET's other modes go by their names, never translated
    ("ultra", "UltraSet"),
    ("puzzle", N_("Puzzle of the day")),
)


#: the menu entry whose setup screen this is (the catalog's entry for classic SET)
ENTRY = catalog.game_for("set", mode="classic").entry


def load_setup(app: App) -> SetSetup:
    """The SET entry's remembered setup (``game.play.remembered``)."""
    return SetSetup.from_json(remembered.setup_json(app.settings, ENTRY))


class SetSetupScene(TableSetupScene):
    """Choose the players and the helpers; Start deals the table; the choices are remembered."""

    name = "set-setup"
    title = "SET"
    table = "set-table"
    entry = ENTRY

    def subtitle_text(self) -> str:
        return _(
            "Everyone looks at once: call three cards where each feature is all the same or all different."
        )

    def __init__(self, app: App, **options: Any) -> None:
        self.setup = load_setup(app)
        self.seats = [
            *self.setup.seats,
            *(Seat("computer", "medium") for _ in range(4 - len(self.setup.seats))),
        ]
        self.count = len(self.setup.seats)
        super().__init__(app, **options)

    def build(self) -> list[Widget]:
        s = self.setup
        seat_opts = self.seat_options(
            [("human", _("Human"))] + [(f"computer:{k}", computer_title(k)) for k in LEVELS]
        )
        self.left: list[Widget] = [
            Selector(
                seat_title(i),
                seat_opts + ([("none", _("Nobody"))] if i else []),
                partial(self.seat_value, i),
                partial(self.put_seat, i),
            )
            for i in range(4)
        ]
        self.left += [
            Selector(
                _("Seat {n} buzzes with").format(n=i + 1),
                list(BUZZ_CHOICES.items()),
                partial(self._buzz_value, i),
                partial(self._put_buzz, i),
            )
            for i in range(4)
        ]
        self.right: list[Widget] = [
            Selector(
                N_("Mode"),
                [(k, _(t)) for k, t in MODE_TITLES],
                lambda: s.mode,
                lambda v: setattr(s, "mode", v),
            ),
            Toggle(N_("Junior deck (solid cards)"), lambda: s.junior, lambda v: setattr(s, "junior", v)),
            Toggle(N_("Hint button"), lambda: s.hints, lambda v: setattr(s, "hints", v)),
            Toggle(N_("Keys shown on the cards"), lambda: s.hotkeys, lambda v: setattr(s, "hotkeys", v)),
            Toggle(
                N_("“SETs on table” counter"), lambda: s.show_count, lambda v: setattr(s, "show_count", v)
            ),
            Selector(
                N_("Buzzer time"),
                [(n, ngettext("{n} second", "{n} seconds", n).format(n=n)) for n in BUZZ_SECONDS],
                lambda: s.buzz_s,
                lambda v: setattr(s, "buzz_s", v),
            ),
        ]
        self.back_button = Button(N_("Back"), self.app.back, size=20)
        self.start_button = Button(N_("Start"), self.start, primary=True, size=22)
        return [*self.left, *self.right, self.back_button, *self.resume_row("set"), self.start_button]

    def seat_list(self) -> list[Seat]:
        return self.seats

    def seat_value(self, i: int) -> str:
        return "none" if i >= self.count else super().seat_value(i)

    def put_seat(self, i: int, value: str) -> None:
        """Seat ``i`` chosen; "Nobody" empties it and every seat after it, a player fills the seats before."""
        if value == "none":
            self.count = min(self.count, i)
            return
        self.count = max(self.count, i + 1)
        super().put_seat(i, value)

    def _buzz_value(self, i: int) -> str:
        return buzz_keys(self.app.settings)[i]

    def _put_buzz(self, i: int, value: str) -> None:
        """Seat ``i`` takes key ``value``; a key another seat holds is skipped in the direction of travel."""
        keys = buzz_keys(self.app.settings)
        names = list(BUZZ_CHOICES)
        old, new = names.index(keys[i]), names.index(value)
        step = 1 if (new - old) % len(names) == 1 else -1
        while value in keys[:i] + keys[i + 1 :]:
            new = (new + step) % len(names)
            value = names[new]
        keys[i] = value
        self.app.settings.set("buzz_keys", keys)

    def chosen(self) -> SetSetup:
        s = self.setup
        s.seats = self.seats[: max(1, self.count)]
        return s

    def computers_chosen(self) -> bool:
        """Only the classic game and its other modes seat computers (the practice modes are played alone)."""
        return self.setup.mode not in SOLO_MODES and any(s.is_bot for s in self.seats[: max(1, self.count)])

    def open_table(self, setup: Chosen) -> None:
        """Practice and puzzles are played alone, whoever sits in the seats waiting for Classic."""
        if isinstance(setup, SetSetup) and setup.mode in SOLO_MODES:
            setup = SetSetup.from_json(setup.to_json() | {"seats": [Seat("human").to_json()]})
        super().open_table(setup)

    def autoplay(self, frame: int) -> None:
        """A visitor under --autoplay starts a table of computers."""
        if self.reading(frame):
            return
        self.open_table(SetSetup(seats=[Seat("computer", lv) for lv in ("lightning", "hard", "medium")]))

    def place(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        x0, w, gap, _left_end, right_end = self.place_columns(size)
        self.notes_at = (
            x0 + w + gap,
            right_end + th.px(10),
            w,
        )  # under Game: the seats' column is the longer

    def notes(self) -> list[str]:
        """The lines under the seats: what each computer level does, or each hot-seat player's buzz key."""
        levels = sorted({s.level for s in self.seats[: self.count] if s.is_bot}, key=list(LEVELS).index)
        humans = sum(1 for i in range(self.count) if self.here(i))
        lines = [self.level_line(level) for level in levels]
        if humans > 1:
            keys = buzz_keys(self.app.settings)
            held = ", ".join(
                _("seat {n} {key}").format(n=i + 1, key=buzz_label(keys[i]))
                for i in range(self.count)
                if self.here(i)
            )
            lines.append(_("Hot-seat: each player buzzes with a key ({keys}).").format(keys=held))
        if self.setup.mode in SOLO_MODES:
            lines = [_("Practice and puzzles are played alone: the seats above wait for Classic.")]
        return lines

    def level_line(self, level: str) -> str:
        """What a computer level does in the mode chosen: its typical time to find an answer on 12 cards."""
        times = MODE_TYPICAL_SECONDS.get(self.setup.mode)
        if times is None:
            return set_level_line(level)
        seconds = times[level.lower()]
        shown = decimal(seconds, 1 if seconds < 10 else 0)
        if self.setup.mode == "ultra":
            text = _("{level}: finds an UltraSet on 12 cards in about {seconds} s")
        else:
            text = _("{level}: finds a chained SET on 12 cards in about {seconds} s")
        return text.format(level=level_title(level), seconds=shown)

    def draw(self, surface: pygame.Surface) -> None:
        th = self.app.theme
        for i, widget in enumerate(self.left[4:]):  # a buzz key matters for a human seat only
            widget.enabled = i < self.count and self.here(i)
        self.draw_columns(surface)
        x, y, w = self.notes_at
        note = self.keys_note()
        bottom = min(self.back_button.box.top, self.note_lines(note)[1][1]) - th.px(
            8
        )  # above the buttons' note
        for size in (15, 14, 13):  # wrapped; a step smaller only when three levels' lines need it
            lines = [part for text in self.notes() for part in th.wrap(text, size, w)]
            if y + th.font(size).get_linesize() * len(lines) <= bottom:
                break
        for line in lines:
            th.blit_text(surface, line, size, PALETTE["muted"], (x, y))
            y += th.font(size).get_linesize()
        self.draw_note(surface, note)
