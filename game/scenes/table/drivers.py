"""Who plays a seat. Every seat at a table is played by a *driver*: a person at this screen, the computer, or (next)
a friend at another machine. Each frame the kit (``TableScene.drive``) asks the driver of every seat that may act
for its move and plays it through the one typed path, ``TableScene.play``; a person's moves also come straight from
the table's input. A new kind of seat is a new driver here, and touches no table.
"""

from __future__ import annotations

import logging
import math
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, TypeVar

from game import catalog
from game.scenes.table.anim import THINK_MIN_S
from game.scenes.table.bots import BotAnswers, Position

if TYPE_CHECKING:
    from game.rules.errors import IllegalMove
    from game.scenes.table.friends import TableHost
    from game.scenes.table.guest import TableGuest

log = logging.getLogger(__name__)

M = TypeVar("M")
M_contra = TypeVar("M_contra", contravariant=True)


@dataclass(frozen=True)
class Turn:
    """What the kit tells a seat's driver when it asks for a move."""

    seat: int
    position: Position | None  # the game as the rules hold it (None where a driver reads its own, as SET's)
    level: str  # the seat's level, for a computer
    speed: float  # the animations' speed (0: none)
    ready: bool  # the table is still: a move may show now


class SeatDriver(Generic[M]):
    """A seat's player as the kit sees it: asked for a move each frame the seat may act; None while it has none."""

    kind: ClassVar[str] = ""
    # when the move it offers reached this table: a friend's, its place in the order moves reached the host
    # (SET: claims are played in that order, before the calls seen in this frame); others offer in the frame
    arrival: float = math.inf

    def step(self, dt: float, turn: Turn) -> M | None:
        return None

    def keep(self, move: M) -> None:
        """A move it offered was not played this frame (another seat's came first): offer it again if it must
        not be lost (a friend's; a computer looks again)."""

    @property
    def thinking(self) -> bool:
        """The seat is working on a move the table should keep drawing for (a computer's thought)."""
        return False

    def cancel(self) -> None:
        """The position it was thinking about is gone (undo, a new game, leaving the table)."""

    def close(self) -> None:
        self.cancel()


class PersonDriver(SeatDriver[M]):
    """A person at this screen: their moves come from the table's input. Asked, it plays only a move the person has
    no choice about (``only_move``: Quarto's last piece to give goes by itself)."""

    kind = "person"

    def __init__(self, only_move: Callable[[int], M | None]) -> None:
        self.only_move = only_move

    def step(self, dt: float, turn: Turn) -> M | None:
        return self.only_move(turn.seat) if turn.ready else None


class ComputerDriver(SeatDriver[M]):
    """The computer seats of a turn-based table: asks the AI once per turn and shows its move no sooner than
    ``THINK_MIN_S`` (so people can follow), and only while nothing else moves on the table (``Turn.ready``)."""

    kind = "computer"

    def __init__(self, answers: BotAnswers[M], rng: random.Random) -> None:
        self.answers = answers
        self.rng = rng
        self.pending: M | None = None
        self.think_t = 0.0

    @property
    def thinking(self) -> bool:
        return True

    def step(self, dt: float, turn: Turn) -> M | None:
        """Advance by ``dt``; the move to play now, or None while the computer is still thinking."""
        self.think_t += dt
        if turn.position is None:
            return None
        if self.pending is None:
            if not self.answers.busy:
                self.think_t = 0.0
                self.answers.request(turn.position, turn.level, self.rng.randrange(1 << 30))
            self.pending = self.answers.poll()
        ready = turn.speed == 0 or self.think_t >= THINK_MIN_S / turn.speed
        if self.pending is None or not ready or not turn.ready:
            return None
        move, self.pending = self.pending, None
        return move

    def cancel(self) -> None:
        self.answers.cancel()
        self.pending = None

    def close(self) -> None:
        self.cancel()
        self.answers.close()


def computer_for(family: str, rng: random.Random, *, fast: bool) -> SeatDriver[Any]:
    """The computer seats' driver for a game of ``family``: the AI worker's answers, paced, from the catalog's facts
    (budgets, answer reader, stand-in); one that never moves where the family's computers are not the worker's."""
    fam = catalog.family(family)
    if fam.ai is None or fam.budgets is None or fam.parse_move is None or fam.standin is None:
        return SeatDriver()
    answers: BotAnswers[Any] = BotAnswers(
        fam.id,
        inline=fast,
        budgets=catalog.load(fam.budgets),
        parse=catalog.load(fam.parse_move),
        standin=catalog.load(fam.standin),
        budget_scale=fam.fast_budget if fast else 1.0,
    )
    return ComputerDriver(answers, rng)


class DrivenTable(Protocol[M_contra]):
    """A table as its seats' drivers see it: who may act, what each is told, and the one path every move takes."""

    def acting_seats(self) -> list[int]: ...

    def turn(self, seat: int) -> Turn: ...

    def announce(self, move: M_contra, seat: int) -> float: ...

    def play(self, move: M_contra, seat: int | None = None) -> bool: ...


class SeatDrivers(Generic[M]):
    """Who plays each seat of one table — the person here, the computer, friends elsewhere — and the move a
    table shows a moment before it is played (a computer's SET call)."""

    def __init__(self, person: SeatDriver[M], computer: SeatDriver[M]) -> None:
        self.person = person
        self.computer = computer
        self.friends: dict[int, SeatDriver[M]] = {}
        self.host: TableHost[M] | None = None  # the server friends' moves come through (friends.py)
        self.guest: TableGuest[M] | None = None  # a joiner's table: the host it plays at (guest.py)
        self.home: int | None = None  # the seat this screen plays at another's table (a joiner's own)
        self.showing: tuple[int, M, float] | None = None  # seat, move, seconds left
        # what the pause menu adds for these seats (a hosted table's: the computer for an away friend)
        self.entries: Callable[[], list[tuple[str, str, Callable[[], None]]]] = list

    def of(self, seat: int, computer: bool) -> SeatDriver[M]:
        """``seat``'s driver: a friend's connection, else the computer where it plays the seat, else the person."""
        friend = self.friends.get(seat)
        if friend is not None:
            return friend
        return self.computer if computer else self.person

    def drive(self, table: DrivenTable[M], dt: float, computer: Callable[[int], bool]) -> bool:
        """Ask the driver of every seat that may act for its move and play the first that comes (one the table
        shows first waits its moment); True while a seat is thinking or a move was played."""
        if self.showing is not None:
            seat, move, left = self.showing
            left -= dt
            if left > 0:
                self.showing = (seat, move, left)
                return True
            self.showing = None
            table.play(move, seat)
            return True
        if (self.host is not None and not self.host.started) or (
            self.guest is not None and self.guest.waiting
        ):
            return False  # friends still to come, or a move sent to the host and not yet answered
        offers: list[tuple[float, int, M, SeatDriver[M]]] = []
        busy = False
        for seat in table.acting_seats():
            driver = self.of(seat, computer(seat))
            offered = driver.step(dt, table.turn(seat))
            busy = busy or driver.thinking
            if offered is not None:
                offers.append((driver.arrival, seat, offered, driver))
        if not offers:
            return busy
        first = min(offers, key=lambda offer: (offer[0], offer[1]))  # the earliest to arrive, else seat order
        for offer in offers:
            if offer is not first:
                offer[3].keep(offer[2])
        seat, chosen = first[1], first[2]
        hold = table.announce(chosen, seat)
        if hold > 0:
            self.showing = (seat, chosen, hold)
        elif not table.play(chosen, seat):
            log.warning("the %s move %s was refused", self.of(seat, computer(seat)).kind, chosen)
        return True

    def pump(self) -> None:
        """What friends at other machines sent since the last frame (a hosted table's), or what the host sent (a
        joiner's)."""
        if self.host is not None:
            self.host.pump()
        if self.guest is not None:
            self.guest.pump()

    def sent(self, move: M, seat: int) -> bool:
        """A joiner's move goes to the host instead of being played here (the host's answer plays it)."""
        return self.guest is not None and self.guest.send(move, seat)

    def played(self, move: M, seat: int) -> None:
        """Every move, whoever made it: friends at other machines hear it and see their seats' table after it."""
        if self.host is not None:
            self.host.moved(move, seat)

    def refused(self, exc: IllegalMove, seat: int) -> bool:
        """A friend's move the rules refused goes back to their screen; True when ``seat`` is a friend's."""
        friend = None if self.host is None else self.host.drivers.get(seat)
        if friend is not None:
            friend.refused(exc)
        return friend is not None

    def cancel(self) -> None:
        """The computer stops thinking (undo, a new game, leaving the table)."""
        self.computer.cancel()

    def close(self) -> None:
        self.computer.close()
        for friend in self.friends.values():
            friend.close()
        if self.host is not None:
            self.host.close()
        if self.guest is not None:
            self.guest.close()
