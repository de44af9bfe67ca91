"""The setup screens' name fields: one seat's name as a field shows, keeps and suggests it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.play.seats import Seat


class Seated(Protocol):
    """A setup with seats (Quarto's and QU4TO's)."""

    seats: list[Seat]


def name_calls(s: Seated, i: int) -> tuple[Callable[[], str], Callable[[str], None], Callable[[], str]]:
    """Seat ``i``'s name field: what it shows, how it is kept, and its placeholder (the seat's title)."""
    return (lambda: s.seats[i].name, lambda v: setattr(s.seats[i], "name", v), lambda: s.seats[i].title(i))
