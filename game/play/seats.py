"""The seats round a table (2–5): human or computer, a level, a name, a colour; names players can tell apart."""

from __future__ import annotations

from dataclasses import dataclass

from game.i18n import _, ngettext
from game.jsondoc import JSON

KINDS = ("human", "computer")
NAME_LIMIT = 18
#: Seat colours for plates, selection glows and claimed cards, in seat order (calm, distinct, colour-blind safe-ish).
SEAT_COLOURS = ((232, 184, 74), (96, 166, 232), (214, 104, 150), (120, 200, 132), (176, 140, 232))


@dataclass
class Seat:
    """One place at the table: 'human' or 'computer' (with a level) and a display name ('' for the default)."""

    kind: str = "human"
    level: str = "medium"
    name: str = ""
    #: a person's seat the computer plays for now (a friend who dropped, at a hosted table): it keeps their name
    stand_in: bool = False
    #: the moves the computer has played for that seat since it stood in (the result card says so)
    stand_in_moves: int = 0

    @property
    def is_bot(self) -> bool:
        return self.kind == "computer"

    def title(self, index: int) -> str:
        """The name shown for this seat: its own (a computer's only while it stands in for a person), else
        "Computer" or "Player N"."""
        if self.name.strip() and (not self.is_bot or self.stand_in):
            return self.name.strip()[:NAME_LIMIT]
        return _("Computer") if self.is_bot else _("Player {n}").format(n=index + 1)

    def to_json(self) -> JSON:
        return {"kind": self.kind, "level": self.level, "name": self.name}

    @classmethod
    def from_json(cls, data: object, levels: tuple[str, ...], fallback: Seat) -> Seat:
        """A stored seat, forgiving: anything damaged takes the fallback's value."""
        if not isinstance(data, dict):
            return Seat(fallback.kind, fallback.level, fallback.name)
        kind, level, name = data.get("kind"), data.get("level"), data.get("name")
        return cls(
            kind if isinstance(kind, str) and kind in KINDS else fallback.kind,
            level if isinstance(level, str) and level in levels else fallback.level,
            name[:NAME_LIMIT] if isinstance(name, str) else "",
        )


def seat_names(seats: list[Seat]) -> list[str]:
    """Every seat's name, numbered where two would read the same ("Computer 1", "Computer 2")."""
    titles = [s.title(i) for i, s in enumerate(seats)]
    # TRANSLATORS: a seat's name numbered where two seats would read the same, e.g. "Computer 2"
    numbered = _("{name} {n}")
    return [numbered.format(name=t, n=i + 1) if titles.count(t) > 1 else t for i, t in enumerate(titles)]


def result_name(seat: Seat, name: str) -> str:
    """``name`` as a result card says who won: a friend's seat the computer was playing at the end says so (its
    win is not theirs: docs/ratings.md)."""
    n = seat.stand_in_moves
    if not seat.stand_in or not n:
        return name
    # TRANSLATORS: who won, on a result card: a friend dropped and the computer played their seat to the end,
    # e.g. "Bob (computer for the last 12 moves) wins the match!"
    words = ngettext("{name} (computer for the last move)", "{name} (computer for the last {n} moves)", n)
    return words.format(name=name, n=n)


def humans(seats: list[Seat]) -> list[int]:
    return [i for i, s in enumerate(seats) if not s.is_bot]


def seat_colour(index: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)]
