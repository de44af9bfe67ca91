"""Who sits at a hosted table, seat by seat: a person here, a friend who joins, or a computer at a level.

The host's setup screen and ``--seats me,friend,computer:hard`` say the same thing in this one shape."""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass
from typing import Literal

SeatKind = Literal["me", "friend", "computer"]
KINDS: tuple[SeatKind, ...] = ("me", "friend", "computer")


@dataclass(frozen=True)
class SeatSpec:
    """One seat: ``kind`` is "me" (a person at the host's machine), "friend" or "computer" (with ``level``)."""

    kind: SeatKind
    level: str | None = None

    def __str__(self) -> str:
        return f"computer:{self.level}" if self.kind == "computer" else self.kind


def parse_seats(text: str, levels: Collection[str] | None = None) -> list[SeatSpec]:
    """``"me,friend,computer:hard"`` as seats; a word that is none of them raises ValueError with one sentence.
    ``levels``, when given, are the game's computer levels (else any level word is taken)."""
    seats: list[SeatSpec] = []
    for raw in text.split(","):
        word = raw.strip().lower()
        kind, _, level = word.partition(":")
        if kind in ("me", "friend") and not level:
            seats.append(SeatSpec("me" if kind == "me" else "friend"))
        elif kind == "computer" and level and (levels is None or level in levels):
            seats.append(SeatSpec("computer", level))
        elif kind == "computer" and levels is not None:
            raise ValueError(f"{raw.strip()!r}: a computer's level is one of {', '.join(levels)}")
        else:
            raise ValueError(f"{raw.strip()!r} is not a seat: write me, friend or computer:LEVEL")
    return seats
