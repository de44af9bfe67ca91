"""What the SET setup screen chooses: seats (1–4, humans and computers), the deck, and the table's helpers."""

from __future__ import annotations

from dataclasses import dataclass, field

from game import catalog
from game.ai.set_ai import LEVELS
from game.jsondoc import JSON
from game.play.seats import Seat

MODES = ("classic", "practice", "puzzle", "chain", "ultra")
SOLO_MODES = ("practice", "puzzle")  # modes played alone
#: The table modes that play one of the rules' other modes (Set-Chain, UltraSet) with every seat of classic.
RULES_MODES = ("chain", "ultra")
BUZZ_SECONDS = (3, 5, 8, 12)
LEVEL_NAMES = tuple(LEVELS)


def _default_seats() -> list[Seat]:
    return [Seat("human"), Seat("computer", "easy"), Seat("computer", "medium")]


@dataclass
class SetSetup:
    """One table's choices; ``to_json``/``from_json`` keep them in saves and in the remembered defaults."""

    seats: list[Seat] = field(default_factory=_default_seats)
    mode: str = "classic"
    junior: bool = False
    hints: bool = True
    hotkeys: bool = False
    show_count: bool = False
    buzz_s: int = 5
    puzzle_seed: str = ""  # the puzzle's seed ("" = the day's puzzle)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def game_key(self) -> str:
        """The catalog id this table saves and counts under (one per mode)."""
        return catalog.game_for("set", mode=self.mode).id

    @property
    def rules_mode(self) -> str:
        """The rules' mode this table plays (``SetOptions.mode``): chain, ultra, or classic for the rest."""
        return self.mode if self.mode in RULES_MODES else "classic"

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_bot]

    @property
    def hot_seat(self) -> bool:
        """Two or more humans share the keyboard: they buzz before they pick."""
        return len(self.humans()) > 1

    def opponent_label(self) -> str:
        bots = [s.level for s in self.seats if s.is_bot]
        if self.mode in SOLO_MODES:
            return self.mode
        if not bots:
            return "human" if self.hot_seat else "solo"
        return ", ".join(LEVELS[b].name for b in bots)

    def to_json(self) -> JSON:
        return {
            "seats": [s.to_json() for s in self.seats],
            "mode": self.mode,
            "junior": self.junior,
            "hints": self.hints,
            "hotkeys": self.hotkeys,
            "show_count": self.show_count,
            "buzz_s": self.buzz_s,
            "puzzle_seed": self.puzzle_seed,
        }

    @classmethod
    def from_json(cls, data: object) -> SetSetup:
        """A stored setup, forgiving: damaged values take the defaults."""
        base = cls()
        if not isinstance(data, dict):
            return base
        seats = data.get("seats")
        if isinstance(seats, list) and 1 <= len(seats) <= 4:
            base.seats = [Seat.from_json(s, LEVEL_NAMES, Seat("computer", "medium")) for s in seats]
        if data.get("mode") in MODES:
            base.mode = data["mode"]
        for key in ("junior", "hints", "hotkeys", "show_count"):
            if isinstance(data.get(key), bool):
                setattr(base, key, data[key])
        if data.get("buzz_s") in BUZZ_SECONDS:
            base.buzz_s = data["buzz_s"]
        if isinstance(data.get("puzzle_seed"), str):
            base.puzzle_seed = data["puzzle_seed"][:40]
        if base.mode in SOLO_MODES:
            base.seats = base.seats[:1]
        return base
