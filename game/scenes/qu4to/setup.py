"""The QU4TO setup: 2–5 seats (human or computer with a level, names), how the QU4TO point is scored, Start.
Two seats play the 2-player variant (first to 2 round wins, no QU4TO points) — chosen by the count alone."""

from __future__ import annotations

from typing import Any

from game.play.qu4to.session import Qu4toSetup, default_seats
from game.play.seats import Seat
from game.scenes.common import FormScene, column
from game.scenes.quarto.setup import NameField
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Selector

PLAYERS_OF_GAME = {"qu4to": 4, "qu4to-2p": 2, "qu4to-5p": 5}
SEAT_KINDS = [
    ("human", "Human"),
    ("computer:easy", "Computer · Easy"),
    ("computer:medium", "Computer · Medium"),
    ("computer:hard", "Computer · Hard"),
]


class Qu4toSetupScene(FormScene):
    title = "QU4TO"

    def __init__(self, app: Any, game: str = "qu4to", setup: dict | None = None, **options: Any) -> None:
        self.setup = (
            Qu4toSetup.from_json(setup) if setup else Qu4toSetup(default_seats(PLAYERS_OF_GAME.get(game, 4)))
        )
        super().__init__(app, **options)

    @property
    def subtitle(self) -> str:  # type: ignore[override]
        n = self.setup.players
        rule = "the 2-player variant: first to win 2 rounds" if n == 2 else "three rounds, most points wins"
        return f"{n} players · {rule}"

    def build(self) -> list[Any]:
        s = self.setup
        self.left: list[Any] = [
            Selector(
                "Players", [(n, f"{n} players") for n in (2, 3, 4, 5)], lambda: s.players, self._put_players
            )
        ]
        for i in range(s.players):
            self.left.append(
                Selector(
                    f"Seat {i + 1}",
                    SEAT_KINDS,
                    lambda i=i: self._seat_value(i),
                    lambda v, i=i: self._put_seat(i, v),
                )
            )
        self.right: list[Any] = [
            Selector(
                "QU4TO point",
                [("set", "One per set"), ("four", "One per 4")],
                lambda: s.qu4to_point,
                lambda v: setattr(s, "qu4to_point", v),
            ),
        ]
        for i, seat in enumerate(s.seats):
            if not seat.is_bot:
                self.right.append(
                    NameField(
                        f"Seat {i + 1} name",
                        lambda i=i: s.seats[i].name,
                        lambda v, i=i: setattr(s.seats[i], "name", v),
                        lambda i=i: s.seats[i].title(i),
                    )
                )
        self.back_button = Button("Back", self.app.back, size=20)
        self.start_button = Button("Start", self.start, primary=True, size=22)
        return [*self.left, *self.right, self.back_button, self.start_button]

    def _rebuild(self) -> None:
        focus = self.form.focus
        self.form.set_widgets(self.build())
        self.form.focus = min(focus, len(self.form.widgets) - 1)
        self.layout(self.app.size)

    def _put_players(self, n: int) -> None:
        seats = self.setup.seats[:n]
        while len(seats) < n:
            seats.append(Seat("computer", "medium"))
        self.setup.seats = seats
        self._rebuild()

    def _seat_value(self, i: int) -> str:
        seat = self.setup.seats[i]
        return f"computer:{seat.level}" if seat.is_bot else "human"

    def _put_seat(self, i: int, value: str) -> None:
        seat = self.setup.seats[i]
        if value == "human":
            seat.kind = "human"
        else:
            seat.kind, seat.level = "computer", value.split(":", 1)[1]
        self._rebuild()

    def start(self) -> None:
        self.app.audio.play("deal")
        self.app.go("qu4to-table", setup=self.setup.to_json())

    def handle(self, event: Any) -> bool:
        pg = self.app.pg
        focused = self.form.focused()
        if event.type == pg.KEYDOWN and isinstance(focused, NameField):
            if event.key not in (pg.K_ESCAPE, pg.K_UP, pg.K_DOWN, pg.K_TAB, pg.K_RETURN, pg.K_KP_ENTER):
                if focused.type(self.app, event) or event.key == pg.K_BACKSPACE:
                    return True
            if event.key in (pg.K_RETURN, pg.K_KP_ENTER):
                self.form.move(1)
                return True
        return super().handle(event)

    def autoplay(self, frame: int) -> None:
        """A visitor under --autoplay lets the computer take every seat and starts."""
        if frame - self.entered_frame < 20:
            return
        self.setup.seats = [Seat("computer", s.level if s.is_bot else "medium") for s in self.setup.seats]
        self.app.go("qu4to-table", setup=self.setup.to_json())

    def layout(self, size: tuple[int, int]) -> None:
        pg, th = self.app.pg, self.app.theme
        th.resize(size)
        margin, gap, top = th.px(72), th.px(40), th.px(180)
        w = min(th.px(520), (size[0] - 2 * margin - gap) // 2)
        x0 = (size[0] - (2 * w + gap)) // 2
        rows = max(len(self.left), len(self.right))
        h = max(th.px(34), min(th.px(50), (size[1] - top - th.px(120)) // rows - th.px(8)))
        column(pg, th, self.left, x0, top, w, h, th.px(8))
        column(pg, th, self.right, x0 + w + gap, top, w, h, th.px(8))
        by = size[1] - th.px(92)
        bw = th.px(200)
        self.back_button.rect = pg.Rect(x0, by, bw, th.px(56))
        self.start_button.rect = pg.Rect(x0 + 2 * w + gap - bw - th.px(40), by, bw + th.px(40), th.px(56))
        self.heads = ((x0, top - th.px(40), "Players"), (x0 + w + gap, top - th.px(40), "Rules and names"))

    def draw(self, surface: Any) -> None:
        th = self.app.theme
        self.draw_header(surface)
        for x, y, text in self.heads:
            th.blit_text(surface, text, 22, PALETTE["gold"], (x, y), bold=True)
        self.form.draw(surface, th)
        note = "Hot-seat: hands hide between human players · Enter starts · Tab moves between choices"
        th.blit_text(
            surface,
            note,
            15,
            PALETTE["muted"],
            (surface.get_width() // 2, self.start_button.rect.centery),
            anchor="center",
        )
