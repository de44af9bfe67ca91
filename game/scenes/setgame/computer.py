"""SET's computer seats as the table's kit drives them: each looks at the table in the frame (its find-time model,
``game.ai.set_ai``) and calls SET when it sees one; no worker process, nothing to pace."""

from __future__ import annotations

from collections.abc import Callable

from game.play.setgame.calls import SetCall
from game.play.setgame.session import SetSession
from game.scenes.table.drivers import SeatDriver, Turn


class SetComputer(SeatDriver[SetCall]):
    """The computer at every computer seat of a SET table: ``session`` is the game in play (a rematch makes a new
    one), ``pace`` how many seconds of looking a second of play is worth (2 under --autoplay)."""

    kind = "computer"

    def __init__(self, session: Callable[[], SetSession], pace: Callable[[], float]) -> None:
        self.session = session
        self.pace = pace

    def step(self, dt: float, turn: Turn) -> SetCall | None:
        claim = self.session().bot_claim(turn.seat, dt * self.pace())
        return None if claim is None else SetCall(claim.cards)
