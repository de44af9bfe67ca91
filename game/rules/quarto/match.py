"""A match: a series of Quarto-family games with a running score and the rule for who gives first next.

``Match(variant, rng, first_giver=None, first_giver_rule=None)``: ``first_giver`` None draws it with the rng.
``first_giver_rule`` is 'last_placer' (Aces & Faces, with either deck: whoever made the last placement presents
the first card of the next game; with the draw pile that player deals and the dealer's opponent gives first) or
'alternate' (the other sets); None picks by the piece set.
``new_game() -> QuartoState``, ``finish(state)`` scores a finished game once (a second finish of the same game
raises IllegalMove), ``score`` (wins per seat), ``draws``, ``next_first_giver``, ``leader()``, ``to_json()`` /
``Match.from_json()`` (NotationError for anything malformed).
"""

from __future__ import annotations

import random
import weakref

from game.i18n import N_
from game.jsondoc import JSON
from game.rules.errors import IllegalMove, NotationError, json_object
from game.rules.quarto.core import check_seat
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
        if variant is not None and not isinstance(variant, Variant):
            raise NotationError(f"{variant!r} is not a Variant.")
        self.variant = variant or Variant()
        self.rng = rng or random.Random()
        rule = default_first_giver_rule(self.variant) if first_giver_rule is None else first_giver_rule
        if not isinstance(rule, str) or rule not in RULES:
            raise NotationError(f"Unknown first-giver rule {rule!r}; use alternate or last_placer.")
        self.first_giver_rule = rule
        if first_giver is not None and (
            isinstance(first_giver, bool) or not isinstance(first_giver, int) or first_giver not in (0, 1)
        ):
            raise NotationError(f"The first giver must be seat 0 or seat 1, not {first_giver!r}.")
        self.next_first_giver = self.rng.randrange(2) if first_giver is None else int(first_giver)
        self.score = [0, 0]
        self.draws = 0
        self.results: list[int | None] = []  # winner of each game, None for a draw
        self._scored: weakref.WeakSet[QuartoState] = (
            weakref.WeakSet()
        )  # games finished here, to refuse a rescore

    @property
    def games_played(self) -> int:
        return len(self.results)

    def new_game(self) -> QuartoState:
        """The next game of the match, with the right seat giving first."""
        return QuartoState(self.variant, self.rng, self.next_first_giver)

    def finish(self, state: QuartoState) -> None:
        """Score a finished game of this match and work out who gives first in the next one."""
        if not isinstance(state, QuartoState):
            raise IllegalMove(
                N_("{state} is not a Quarto game, so the match cannot score it."), state=repr(state)
            )
        out = state.outcome
        if not state.is_over or out is None:  # an outcome is there exactly when the game is over
            raise IllegalMove(N_("Only a finished game can be scored."))
        if state in self._scored:
            raise IllegalMove(N_("This game has already been scored."))
        if state.variant != self.variant:
            raise IllegalMove(N_("This game was played with other rules than the match's."))
        self._scored.add(state)
        winner = out.winner
        self.results.append(winner)
        if winner is None:
            self.draws += 1
        else:
            self.score[winner] += 1
        if self.first_giver_rule == "last_placer" and state.last_placer is not None:
            # the last placer presents the first card; with the draw pile they deal and their opponent starts
            self.next_first_giver = 1 - state.last_placer if self.variant.draw_pile else state.last_placer
        else:
            self.next_first_giver = 1 - state.first_giver

    def leader(self) -> int | None:
        """The seat ahead on wins, or None when level."""
        if self.score[0] == self.score[1]:
            return None
        return 0 if self.score[0] > self.score[1] else 1

    def to_json(self) -> JSON:
        return {
            "variant": self.variant.to_json(),
            "first_giver_rule": self.first_giver_rule,
            "next_first_giver": self.next_first_giver,
            "score": list(self.score),
            "draws": self.draws,
            "results": list(self.results),
        }

    @classmethod
    def from_json(cls, data: JSON | str, rng: random.Random | None = None) -> Match:
        """The match ``to_json`` saved; NotationError for anything else (missing fields, wrong types, a score
        that does not add up to the results)."""
        data = json_object(data, "a saved match")
        missing = [
            k
            for k in ("variant", "first_giver_rule", "next_first_giver", "score", "draws", "results")
            if k not in data
        ]
        if missing:
            raise NotationError(f"The saved match has no {', '.join(missing)}.")
        results = data["results"]
        if not isinstance(results, list) or not all(r is None or _is_seat(r) for r in results):
            raise NotationError("The saved match's results must list 0, 1 or null per game.")
        score = [results.count(0), results.count(1)]
        if data["score"] != score or data["draws"] != results.count(None) or isinstance(data["draws"], bool):
            raise NotationError("The saved match's score and draws do not add up to its results.")
        if not isinstance(data["first_giver_rule"], str) or data["first_giver_rule"] not in RULES:
            raise NotationError(f"The saved match's first-giver rule must be one of {', '.join(RULES)}.")
        if not _is_seat(data["next_first_giver"]):
            raise NotationError("The saved match's next first giver must be seat 0 or seat 1.")
        match = cls(
            Variant.from_json(data["variant"]), rng, data["next_first_giver"], data["first_giver_rule"]
        )
        match.score = score
        match.draws = results.count(None)
        match.results = list(results)
        return match


def _is_seat(value: object) -> bool:
    try:
        check_seat(value)
    except IllegalMove:
        return False
    return True
