"""Menu → Play with friends: host a table that friends join from their own machines, or join one."""

from __future__ import annotations

import pygame

from game.i18n import N_
from game.scenes.common import FormScene, column
from game.ui.widgets import Button, Widget


class FriendsChooserScene(FormScene):
    """Three buttons: Host a table, Join a table, Back."""

    name = "friends"
    title = N_("Play with friends")
    subtitle = N_(
        "Each friend plays on their own machine: on this network, over a VPN, or through a forwarded port."
    )

    def build(self) -> list[Widget]:
        self.host_button = Button(
            N_("Host a table"),
            lambda: self.app.push("friends-host"),
            sublabel=N_("Choose the game and the seats; friends join with a code"),
            primary=True,
        )
        self.join_button = Button(
            N_("Join a table"),
            lambda: self.app.push("friends-join"),
            sublabel=N_("A table on this network, or an address and a code"),
            primary=True,
        )
        self.back_button = Button(N_("Back"), self.app.back, size=20)
        return [self.host_button, self.join_button, self.back_button]

    def layout(self, size: tuple[int, int]) -> None:
        th = self.app.theme
        th.resize(size)
        top = max(th.px(160), self.header_bottom(size[0]) + th.px(16))
        w = min(size[0] - 2 * th.px(72), max(th.px(560), round(th.px(470) * th.text_scale)))
        x = (size[0] - w) // 2
        h = max(th.px(72), th.font(22, True).get_height() + th.font(14).get_height() + th.px(22))
        column([self.host_button, self.join_button], x, top, w, h, th.px(16))
        self.back_button.rect = pygame.Rect(x, size[1] - th.px(92), th.px(200), th.px(56))
