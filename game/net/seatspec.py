"""Who sits where at a hosted table, as the command line and the host's setup say it: one word per seat, in seat
order — ``me`` (a person at the host's screen), ``friend`` (open for someone who joins) or ``computer:LEVEL``.

Headless (no pygame): ``parse_seats("me,friend,computer:hard")``; a bad spec is a ValueError of one sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from game.net.protocol import MAX_SEATS

SeatKind = Literal["me", "friend", "computer"]
DEFAULT_LEVEL = "medium"
_LEVEL = re.compile(r"^[a-z]{1,16}$")


@dataclass(frozen=True)
class SeatSpec:
    """One seat of a hosted table: who plays it, and the computer's level (only a computer's counts)."""

    kind: SeatKind
    level: str = DEFAULT_LEVEL

    def __str__(self) -> str:
        return f"computer:{self.level}" if self.kind == "computer" else self.kind


def parse_seat(word: str, levels: Iterable[str] | None = None) -> SeatSpec:
    """One word of a spec: ``me``, ``friend``, ``computer`` or ``computer:LEVEL`` (case and spaces do not count)."""
    text = word.strip().lower()
    if text in ("me", "friend"):
        return SeatSpec("me" if text == "me" else "friend")
    kind, _sep, level = text.partition(":")
    if kind != "computer" or (_sep and not level):
        raise ValueError(f"unknown seat {word.strip()!r}: write me, friend or computer:LEVEL")
    level = level or DEFAULT_LEVEL
    allowed = None if levels is None else tuple(levels)
    if not _LEVEL.match(level) or (allowed is not None and level not in allowed):
        choices = f" (one of {', '.join(allowed)})" if allowed else ""
        raise ValueError(f"unknown computer level {level!r}{choices}")
    return SeatSpec("computer", level)


def parse_seats(
    spec: str, levels: Iterable[str] | None = None, players: tuple[int, int] = (2, MAX_SEATS)
) -> list[SeatSpec]:
    """Every seat of ``spec`` (comma-separated, in seat order); ``levels`` (when given) are the computer levels the
    game has, ``players`` the fewest and most seats it seats."""
    words = spec.split(",")
    if not spec.strip():
        raise ValueError("no seats given: write one word per seat, e.g. me,friend,computer:hard")
    allowed = None if levels is None else tuple(levels)
    seats = [parse_seat(word, allowed) for word in words]
    low, high = players
    if not low <= len(seats) <= high:
        raise ValueError(f"{len(seats)} seats given; this table seats {low} to {high}")
    return seats


def spec_text(seats: Iterable[SeatSpec]) -> str:
    """The seats as one spec again (what ``parse_seats`` reads)."""
    return ",".join(str(seat) for seat in seats)
