"""The setup screens' name fields: one seat's name as a field shows, keeps and suggests it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from game.play.seats import NAME_LIMIT, Seat
from game.ui.textfield import LineField


class Seated(Protocol):
    """A setup with seats (Quarto's and QU4TO's)."""

    seats: list[Seat]


def name_calls(s: Seated, i: int) -> tuple[Callable[[], str], Callable[[str], None], Callable[[], str]]:
    """Seat ``i``'s name field: what it shows, how it is kept, and its placeholder (the seat's title)."""
    return (lambda: s.seats[i].name, lambda v: setattr(s.seats[i], "name", v), lambda: s.seats[i].title(i))


def name_field(
    label: str,
    calls: tuple[Callable[[], str], Callable[[str], None], Callable[[], str]],
    *,
    enabled: bool = True,
) -> LineField:
    """A seat's name row from its ``name_calls``: the name kept on the seat, at most ``NAME_LIMIT`` characters,
    the seat's title shown while it is empty (and always on a computer's, greyed-out row)."""
    get, put, title = calls
    return LineField(label, limit=NAME_LIMIT, keep=(get, put), placeholder=title, enabled=enabled)
