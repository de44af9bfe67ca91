"""Who sits where at a hosted table, as the command line and the host's setup say it: one word per seat, in seat
order — ``me`` (a person at the host's screen), ``friend`` (open for someone who joins) or ``computer:LEVEL``.

Headless (no pygame): ``parse_seats("me,friend,computer:hard")``; a bad spec is a ValueError of one sentence.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from game import catalog
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


# the rules families friends at other machines can play (a joiner's table rebuilds their states: game/net/observed.py)
FRIEND_FAMILIES = ("quarto", "qu4to", "set")
# SET's ways to play that seat friends (practice and the puzzle are one person's)
FRIEND_SET_MODES = ("classic", "chain", "ultra")


def friendly(game: str) -> bool:
    """A catalog game a table can be hosted for: its family seats friends (SET: not its one-person modes)."""
    entry = catalog.GAMES.get(game)
    if entry is None or entry.family not in FRIEND_FAMILIES:
        return False
    return entry.family != "set" or (entry.mode or "classic") in FRIEND_SET_MODES


def hostable() -> list[str]:
    """The menu's games a table can be hosted for (QU4TO by its entry: the seat count picks 2p or 5p)."""
    return [
        g.id
        for g in catalog.GAMES.values()
        if friendly(g.id) and g.menu and (not g.mode or g.family == "set")
    ]


def game_key_for(game: str, seats: int) -> str:
    """The catalog id a hosted ``game`` plays with ``seats`` seats (QU4TO's entries differ by their seat count)."""
    if catalog.game(game).family == "qu4to":
        return catalog.game_for("qu4to", players=seats).id
    return game


def players_of(game: str) -> tuple[int, int]:
    """The fewest and most seats a game seats."""
    return {"quarto": (2, 2), "qu4to": (2, 5), "set": (1, 4)}.get(catalog.game(game).family, (2, 2))


def levels_of(game: str) -> tuple[str, ...]:
    """The computer levels a game's seats may have (the AI's own lists, loaded on use)."""
    family = catalog.game(game).family
    path = {
        "qu4to": "game.ai.qu4to_ai:LEVELS",
        "set": "game.ai.set_ai:LEVELS",
    }.get(family, "game.ai.quarto.levels:LEVELS")
    return tuple(catalog.load(path))
