"""HEADLESS. What a Quarto-family table is set up with: piece set, seats, variant, match length, first giver.

The setup screen edits a ``TableSetup``; the table plays it; both remember it per game in the settings'
``game_defaults`` so the next visit starts where the player left off.
"""

from __future__ import annotations

import random
from dataclasses import asdict, dataclass, field
from typing import Protocol

from game import catalog
from game.ai.quarto.levels import LEVEL_TITLES, LEVELS
from game.i18n import N_, _
from game.jsondoc import JSON
from game.play import remembered
from game.play.seats import Seat, humans
from game.rules.quarto import Variant
from game.settings import Settings

# menu / save keys -> piece set, and back (read from the catalog: the one list of games)
GAME_SETS = {g.id: str(g.options["pieces"]) for g in catalog.GAMES.values() if g.family == "quarto"}
SET_GAMES = {v: k for k, v in GAME_SETS.items()}
SET_TITLES = {  # game names stay as they are (issue #30); the classic set's is a description, translated when shown
    "classic": N_("Quarto (classic pieces)"),
    "set": "SET Quarto",
    "aces": "Aces & Faces",
    "common": "Common Sense",
}
CARD_SETS = ("aces", "common")
MATCHES = (
    ("single", 1, N_("Single game")),
    ("first", 2, N_("First to 2 wins")),
    ("first", 3, N_("First to 3 wins")),
    ("first", 5, N_("First to 5 wins")),
    ("best", 3, N_("Best of 3")),
    ("best", 5, N_("Best of 5")),
    ("best", 7, N_("Best of 7")),
)
FIRST_GIVERS = (("random", N_("Random")), ("0", N_("Seat 1")), ("1", N_("Seat 2")))


class HasSettings(Protocol):
    """What keeps the player's settings (the App)."""

    @property
    def settings(self) -> Settings: ...


def levels() -> tuple[tuple[str, ...], dict[str, str]]:
    """The AI's level names and their titles, in order from gentle to perfect."""
    return tuple(LEVELS), dict(LEVEL_TITLES)


@dataclass
class TableSetup:
    """Everything the setup screen decides; ``variant()`` turns it into the rules engine's Variant."""

    pieces: str = "classic"
    seats: list[Seat] = field(default_factory=lambda: [Seat("human"), Seat("computer")])
    squares: bool = False
    calls: str = "auto"
    board: str = "fixed"
    draw_pile: bool = False
    must_touch: bool = False  # unmarked board: each card must touch one already down (a variant)
    match: str = "single"
    match_n: int = 1
    first: str = "random"

    @property
    def game_key(self) -> str:
        return SET_GAMES[self.pieces]

    @property
    def menu_key(self) -> str:
        """The menu entry this setup belongs to (Common Sense is chosen under Aces & Faces)."""
        return catalog.game(self.game_key).entry

    @property
    def is_cards(self) -> bool:
        return self.pieces in CARD_SETS

    def variant(self) -> Variant:
        cards = self.is_cards
        return Variant(
            pieces=self.pieces,
            squares=self.squares,
            calls=self.calls,
            board=self.board if cards else "fixed",
            draw_pile=self.draw_pile if cards else False,
            must_touch=self.must_touch and cards and self.board == "unmarked",
        )

    def target(self) -> int:
        """Wins needed to take the match."""
        if self.match == "first":
            return max(1, self.match_n)
        if self.match == "best":
            return max(1, self.match_n) // 2 + 1
        return 1

    def match_text(self) -> str:
        """The match length in words, in the language in use."""
        for kind, n, text in MATCHES:
            if kind == self.match and n == self.match_n:
                return _(text)
        return _("Single game")

    def first_giver(self, rng: random.Random) -> int:
        return rng.randrange(2) if self.first == "random" else int(self.first)

    def humans(self) -> list[int]:
        return humans(self.seats)

    def opponent_label(self) -> str:
        """How the statistics name the opponent: the computer's level, or 'human' for hot-seat."""
        bots = [s for s in self.seats if s.is_bot]
        return bots[0].level if bots else "human"

    def to_json(self) -> JSON:
        data = asdict(self)
        data["seats"] = [seat.to_json() for seat in self.seats]
        return data

    @classmethod
    def from_json(cls, data: object, pieces: str | None = None) -> TableSetup:
        """Read a stored setup, forgiving anything damaged or missing (defaults fill the gaps)."""
        out = cls()
        if isinstance(data, dict):
            names, _titles = levels()
            for key in ("squares", "draw_pile", "must_touch"):
                if isinstance(data.get(key), bool):
                    setattr(out, key, data[key])
            if data.get("calls") in ("auto", "manual"):
                out.calls = data["calls"]
            if data.get("board") in ("fixed", "unmarked"):
                out.board = data["board"]
            if data.get("pieces") in SET_GAMES:
                out.pieces = data["pieces"]
            if any(data.get("match") == k and data.get("match_n") == n for k, n, _ in MATCHES):
                out.match, out.match_n = data["match"], data["match_n"]
            if data.get("first") in [v for v, _ in FIRST_GIVERS]:
                out.first = data["first"]
            seats = data.get("seats")
            if isinstance(seats, list) and len(seats) == 2:
                out.seats = [Seat.from_json(s, names, out.seats[i]) for i, s in enumerate(seats)]
        if pieces is not None:
            out.pieces = pieces
        return out


def load_setup(app: HasSettings, game_key: str) -> TableSetup:
    """The remembered setup for a menu entry, its piece set preselected from the entry, or the other set the
    player chose on that entry's screen (Common Sense under Aces & Faces)."""
    pieces = GAME_SETS.get(game_key, "classic")
    data = remembered.setup_json(app.settings, game_key)
    chosen = data.get("pieces") if data else None
    if isinstance(chosen, str) and chosen in SET_GAMES and catalog.game(SET_GAMES[chosen]).entry == game_key:
        pieces = chosen
    return TableSetup.from_json(data, pieces)


def remember_setup(app: HasSettings, menu_key: str, setup: TableSetup) -> None:
    """Store the setup as this menu entry's defaults."""
    remembered.remember_setup(app.settings, menu_key, setup)
