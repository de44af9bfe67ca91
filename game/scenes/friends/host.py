"""Host a table: which game, the host's name (friends see it in their list of tables) and the port; then the
game's own setup screen, where a seat may be a friend's, opens the lobby."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game import catalog
from game.i18n import N_, _
from game.net.server import DEFAULT_PORT
from game.scenes.friends.base import FriendsScene, clean_name
from game.ui.textfield import LineField
from game.ui.theme import PALETTE
from game.ui.widgets import Button, Selector, Widget

if TYPE_CHECKING:
    import pygame

    from game.app import App


def digits(ch: str) -> str:
    return ch if ch.isascii() and ch.isdigit() else ""


def port_of(text: str) -> int | None:
    """A typed port, or None when it is not one a table can listen on (1024–65535)."""
    if not text.isascii() or not text.isdigit() or len(text) > 5:
        return None
    n = int(text)
    return n if 1024 <= n <= 65535 else None


class HostScene(FriendsScene):
    """The game, the host's name and the port; "Choose the seats" opens the game's setup for hosting."""

    name = "friends-host"
    title = N_("Host a table")
    subtitle = N_("Friends join from their own machines with the address and the code your table will show.")
    column_titles = (N_("Game"), N_("Your table"))

    def __init__(self, app: App, **options: Any) -> None:
        self.game = catalog.menu_games()[0].id
        super().__init__(app, **options)

    def build(self) -> list[Widget]:
        games = [(g.id, g.title) for g in catalog.menu_games()]
        self.game_selector = Selector(N_("Game"), games, lambda: self.game, self._put_game)
        self.name_field = LineField(
            N_("Your name"), self.app.settings["net_name"], limit=24, placeholder=N_("Type your name")
        )
        self.port_field = LineField(
            N_("Port"), str(DEFAULT_PORT), limit=5, allow=digits, on_submit=self.choose_seats
        )
        self.left: list[Widget] = [self.game_selector]
        self.right: list[Widget] = [self.name_field, self.port_field]
        self.back_button = Button(N_("Back"), self.app.back, size=20)
        self.go_button = Button(N_("Choose the seats"), self.choose_seats, primary=True, size=22)
        return [*self.left, *self.right, self.back_button, self.go_button]

    def _put_game(self, key: str) -> None:
        self.game = key

    def layout(self, size: tuple[int, int]) -> None:
        self.place_columns(size)

    def choose_seats(self) -> None:
        """The game's setup screen, hosting: its seats may be friends', its Start opens the lobby."""
        name = clean_name(self.name_field.text)
        port = port_of(self.port_field.text)
        if not name:
            self.say(_("Type your name: friends see it in their list of tables."), bad=True)
            self.form.focus = self.form.widgets.index(self.name_field)
            return
        if port is None:
            self.say(_("A port is a number from 1024 to 65535."), bad=True)
            self.form.focus = self.form.widgets.index(self.port_field)
            return
        self.app.settings.set("net_name", name)
        self.say("")
        self.app.push(self.game, hosting={"host_name": name, "port": port})

    def draw(self, surface: pygame.Surface) -> None:
        """The columns, and under the game's row what the game is (the menu's words for it)."""
        self.draw_columns(surface)
        th = self.app.theme
        box = self.game_selector.box
        y = box.bottom + th.px(16)
        for line in th.wrap(_(catalog.game(self.game).blurb), 17, box.w):
            th.blit_text(surface, line, 17, PALETTE["cream"], (box.x, y))
            y += th.font(17).get_linesize()
