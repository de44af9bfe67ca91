"""What a QU4TO match is dealt and played with: hand sizes by the number of seats, the rounds, the two ways the
QU4TO point may score, the two QU4TO 4s, and the options a new match takes."""

from __future__ import annotations

import random
from typing import TypedDict

from game.rules.qu4to.cards import QU4TO

#: Cards dealt to each player, by number of players.
HAND_SIZE = {2: 14, 3: 12, 4: 11, 5: 10}
POINT_OPTIONS = ("set", "four")
ROUNDS = 3
FOURS = (QU4TO * 2, QU4TO * 2 + 1)


class Qu4toOptions(TypedDict, total=False):
    """The options ``new_game`` passes on to ``Qu4toState`` (the catalog's, and a simulation's)."""

    qu4to_point: str
    first_leader: int | None


def check_options(players: int, qu4to_point: str, first_leader: int | None, rng: random.Random) -> int:
    """The seat that leads the first round (drawn from ``rng`` when not given); ValueError names a bad option."""
    if players not in HAND_SIZE:
        raise ValueError(f"QU4TO is for 2 to 5 players, not {players}.")
    if qu4to_point not in POINT_OPTIONS:
        raise ValueError(f"The QU4TO point is scored per 'set' or per 'four', not {qu4to_point!r}.")
    if first_leader is None:
        first_leader = rng.randrange(players)
    if not 0 <= first_leader < players:
        raise ValueError(f"There is no seat {first_leader} in a {players}-player game.")
    return first_leader
