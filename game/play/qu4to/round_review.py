"""HEADLESS. The QU4TO round review's data: which decisions of a record belong to a seat (in one round or the
whole match), the position before each (for the screen to draw), and the row words once the coach has judged one.
The judging itself is the AI worker's ('review' jobs, ``game.ai.qu4to_jobs``), one decision at a time."""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.ai.qu4to_ai import choose_move
from game.ai.qu4to_expert_review import decisions, record_text
from game.i18n import _, decimal
from game.jsondoc import JSON
from game.play.qu4to.coach_words import CLOSE, COSTLY, short_words
from game.rules.qu4to.moves import Move, parse_move
from game.rules.qu4to.state import Qu4toState


@dataclass(frozen=True)
class Decision:
    """One of the seat's decisions: its number in the record, the match just before it, the action taken."""

    turn: int
    before: Qu4toState
    played: Move

    @property
    def round_no(self) -> int:
        return self.before.round_no


def seat_decisions(text: str, seat: int, round_no: int | None = None) -> list[Decision]:
    """``seat``'s decisions in the record ``text`` (a record or a JSON document holding one), in ``round_no``
    only when given; NotationError (naming a line) for a record that does not replay."""
    out = []
    for n, state, played in decisions(record_text(text)):
        if state.turn == seat and (round_no is None or state.round_no == round_no):
            out.append(Decision(n, state.copy(log=False), played))
    return out


def players_of(text: str) -> int:
    """How many seats the record's match has."""
    return Qu4toState.replay(record_text(text)).players


def sim_record(seed: int, players: int = 4) -> str:
    """A seeded match of Mediums, for ``--scene qu4to-review`` with no record given."""
    rng = random.Random(seed)
    state = Qu4toState(rng, players, first_leader=0)
    while not state.is_terminal:
        state.play(choose_move(state, "medium", rng))
    return state.record()


@dataclass(frozen=True)
class Verdict:
    """The coach's answer for one decision (a 'review' job's result)."""

    turn: int
    played: Move
    best: Move
    loss: float
    why: str

    @classmethod
    def from_json(cls, data: JSON) -> Verdict:
        """A review job's answer; ValueError when it is not one."""
        try:
            return cls(
                int(data["turn"]),
                parse_move(str(data["played"])),
                parse_move(str(data["best"])),
                float(data["loss"]),
                str(data["why"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a review answer: {data!r}") from exc

    @property
    def tone(self) -> str:
        """The row's marker: good (Expert's own move, or about as good: within the coach's noise), costly (beyond
        nearly all of it), or plain for a small cost between."""
        if self.played == self.best or self.loss < CLOSE:
            return "good"
        return "costly" if self.loss >= COSTLY else "missed"


def row_label(decision: Decision, verdict: Verdict | None, whole_match: bool) -> str:
    """The list's line: "R2 · turn 41 · draw — Expert: 7-7 (−0.41)"."""
    move = short_words(decision.played)
    if whole_match:
        head = _("R{round} · turn {turn} · {move}").format(
            round=decision.round_no, turn=decision.turn, move=move
        )
    else:
        head = _("turn {turn} · {move}").format(turn=decision.turn, move=move)
    if verdict is None:
        return _("{head} — waiting for the coach").format(head=head)
    if verdict.played == verdict.best:
        return _("{head} — Expert agrees").format(head=head)
    best = short_words(verdict.best)
    if verdict.loss < CLOSE:
        return _("{head} — about as good as {best}").format(head=head, best=best)
    return _("{head} — Expert: {best} (−{loss})").format(head=head, best=best, loss=decimal(verdict.loss, 2))
