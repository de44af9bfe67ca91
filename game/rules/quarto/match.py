"""A match: a series of Quarto-family games with a running score and the rule for who gives first next.

``Match(variant, rng, first_giver=None, first_giver_rule=None)``: ``first_giver`` None draws it with the rng.
``first_giver_rule`` is 'last_placer' (Aces & Faces, with either deck: whoever made the last placement gives
first next) or 'alternate' (the other sets); None picks by the piece set.
``new_game() -> QuartoState``, ``finish(state)`` scores a finished game, ``score`` (wins per seat), ``draws``,
``next_first_giver``, ``leader()``, ``to_json()`` / ``Match.from_json()``.
"""

from __future__ import annotations

import json
import random

from game.rules.quarto.moves import Variant
from game.rules.quarto.state import QuartoState

RULES = ("alternate", "last_placer")


def default_first_giver_rule(variant: Variant) -> str:
    """Aces & Faces (its own deck or Common Sense) passes the first give to the last placer; others alternate."""
    return "last_placer" if variant.pieces in ("aces", "common") else "alternate"


class Match:
    """Running score over several games; see the module docstring."""

    def __init__(
        self,
        variant: Variant | None = None,
        rng: random.Random | None = None,
        first_giver: int | None = None,
        first_giver_rule: str | None = None,
    ) -> None:
        self.variant = variant or Variant()
        self.rng = rng or random.Random()
        self.first_giver_rule = first_giver_rule or default_first_giver_rule(self.variant)
        if self.first_giver_rule not in RULES:
            raise ValueError(f"Unknown first-giver rule {self.first_giver_rule!r}.")
        self.next_first_giver = self.rng.randrange(2) if first_giver is None else first_giver
        if self.next_first_giver not in (0, 1):
            raise ValueError("The first giver must be seat 0 or seat 1.")
        self.score = [0, 0]
        self.draws = 0
        self.results: list[int | None] = []  # winner of each game, None for a draw

    @property
    def games_played(self) -> int:
        return len(self.results)

    def new_game(self) -> QuartoState:
        """The next game of the match, with the right seat giving first."""
        return QuartoState(self.variant, self.rng, self.next_first_giver)

    def finish(self, state: QuartoState) -> None:
        """Score a finished game and work out who gives first in the next one."""
        if not state.is_over:
            raise ValueError("Only a finished game can be scored.")
        winner = state.outcome.winner
        self.results.append(winner)
        if winner is None:
            self.draws += 1
        else:
            self.score[winner] += 1
        if self.first_giver_rule == "last_placer" and state.last_placer is not None:
            self.next_first_giver = state.last_placer
        else:
            self.next_first_giver = 1 - state.first_giver

    def leader(self) -> int | None:
        """The seat ahead on wins, or None when level."""
        if self.score[0] == self.score[1]:
            return None
        return 0 if self.score[0] > self.score[1] else 1

    def to_json(self) -> dict:
        return {
            "variant": self.variant.to_json(),
            "first_giver_rule": self.first_giver_rule,
            "next_first_giver": self.next_first_giver,
            "score": list(self.score),
            "draws": self.draws,
            "results": list(self.results),
        }

    @classmethod
    def from_json(cls, data: dict | str, rng: random.Random | None = None) -> Match:
        if isinstance(data, str):
            data = json.loads(data)
        match = cls(
            Variant.from_json(data["variant"]), rng, data["next_first_giver"], data["first_giver_rule"]
        )
        match.score = [int(x) for x in data["score"]]
        match.draws = int(data["draws"])
        match.results = list(data["results"])
        return match
