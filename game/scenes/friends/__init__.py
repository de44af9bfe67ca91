"""Play with friends: the chooser (host or join), the host's screen, the lobby of a hosted table, and the join
screen. The tables themselves are the table kit's (game/scenes/table: hosting.py, guest.py). Modules are imported
when a scene is made, so the menu's start-up does not pay for the network."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.app import App
    from game.scenes.base import Scene


def _chooser(app: App, **options: Any) -> Scene:
    from game.scenes.friends.chooser import FriendsChooserScene

    return FriendsChooserScene(app, **options)


def _host(app: App, **options: Any) -> Scene:
    from game.scenes.friends.host import HostScene

    return HostScene(app, **options)


def _lobby(app: App, **options: Any) -> Scene:
    from game.scenes.friends.lobby import LobbyScene

    return LobbyScene(app, **options)


def _join(app: App, **options: Any) -> Scene:
    from game.scenes.friends.join import JoinScene

    return JoinScene(app, **options)


SCENES = {"friends": _chooser, "friends-host": _host, "friends-lobby": _lobby, "friends-join": _join}
