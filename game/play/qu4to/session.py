"""A QU4TO match at a table, headless: the setup (2–5 seats), the session (state, saving, names), and the words
the table shows — why a selection may or may not be played, and which orientation holds more pairs and runs."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass, field

from game import catalog
from game.ai.qu4to_ai import LEVELS, choose_move
from game.i18n import N_, _, ngettext
from game.jsondoc import JSON
from game.play.said import Said
from game.play.seats import Seat
from game.play.session import TableSession
from game.rules.qu4to import Qu4toState
from game.rules.qu4to.cards import SET_STRENGTH, VALUE, canon, set_name
from game.rules.qu4to.moves import Draw, Keep, Move, Orient, Play, Rotate, play_of
from game.rules.qu4to.refusals import beat_gap

log = logging.getLogger(__name__)


def default_seats(players: int) -> list[Seat]:
    """You at seat 0, the computer (Medium) at the others."""
    return [Seat("human")] + [Seat("computer", "medium") for _ in range(players - 1)]


@dataclass
class Qu4toSetup:
    """What the setup screen chose: the seats (2–5) and how the QU4TO point is scored."""

    seats: list[Seat] = field(default_factory=lambda: default_seats(4))
    qu4to_point: str = "set"

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def game_key(self) -> str:
        """The catalog id this table saves and counts under."""
        return catalog.game_for("qu4to", players=self.players).id

    def opponent_label(self) -> str:
        bots = [s for s in self.seats if s.is_bot]
        return bots[0].level if bots else "human"

    def to_json(self) -> JSON:
        return {"seats": [s.to_json() for s in self.seats], "qu4to_point": self.qu4to_point}

    @classmethod
    def from_json(cls, data: object) -> Qu4toSetup:
        if not isinstance(data, dict):
            return cls()
        raw = data.get("seats")
        seats = raw if isinstance(raw, list) and 2 <= len(raw) <= 5 else None
        if seats is None:
            return cls()
        fallback = Seat("computer", "medium")
        point = data.get("qu4to_point")
        point = point if isinstance(point, str) and point in ("set", "four") else "set"
        return cls([Seat.from_json(s, LEVELS, fallback) for s in seats], point)


class Qu4toSession(TableSession[Move]):
    """The match in play with its setup; no take-backs (hands are hidden and draws are luck)."""

    can_take_back = False
    state: Qu4toState

    def __init__(
        self, setup: Qu4toSetup, state: Qu4toState, hints: int = 0, hinted: dict[int, str] | None = None
    ) -> None:
        super().__init__(setup.seats, state)
        self.setup = setup
        self.hints = hints  # hints the person asked for this match (saved with it, counted in the statistics)
        self.daily = ""  # the date whose challenge this deal is (game.play.daily), else ""
        # the Hint's move per decision number of the record (saved with it): the review reads the same move
        self.hinted: dict[int, str] = dict(hinted or {})

    @classmethod
    def new(cls, setup: JSON | None, rng: random.Random) -> Qu4toSession:
        """A new match of ``setup`` (a setup screen's JSON; the defaults where it is missing or damaged)."""
        return cls.dealt(Qu4toSetup.from_json(setup), rng)

    @classmethod
    def dealt(cls, setup: Qu4toSetup, rng: random.Random) -> Qu4toSession:
        state = Qu4toState(
            random.Random(rng.randrange(1 << 30)), setup.players, qu4to_point=setup.qu4to_point
        )
        return cls(setup, state)

    @classmethod
    def from_json(cls, data: JSON, rng: random.Random) -> Qu4toSession:
        """Exactly the saved match (raises one of ``DAMAGED`` on a damaged save)."""
        saved = Qu4toSetup.from_json(data.get("setup"))
        state = Qu4toState.from_json(data["state"])
        if state.players != saved.players:
            raise ValueError("the seats and the match disagree")
        hints = data.get("hints", 0)  # a save from before the count was kept has none: 0
        raw = data.get("hinted")
        # (a damaged entry is dropped: the review then searches that decision itself)
        entries = raw.items() if isinstance(raw, dict) else ()
        hinted = {int(n): m for n, m in entries if isinstance(n, str) and n.isdigit() and isinstance(m, str)}
        session = cls(saved, state, hints if type(hints) is int and hints >= 0 else 0, hinted)
        daily = data.get("daily")
        session.daily = daily if isinstance(daily, str) else ""
        return session

    def to_json(self) -> JSON:
        daily = {"daily": self.daily} if self.daily else {}
        return {
            "setup": self.setup.to_json(),
            "state": self.state.to_json(),
            "hints": self.hints,
            "hinted": {str(n): m for n, m in sorted(self.hinted.items())},
            **daily,
        }


#: The table's refusal of a set that does not beat, with the rule it falls short of (``beat_gap``), short enough
#: for the line under the hand.
NOT_BEATEN_SHORT = {
    "fewer": N_("{set} does not beat {table}: more cards always win"),
    "run": N_("{set} does not beat {table}: with as many cards, a same-number set beats a run"),
    "lower": N_("{set} does not beat {table}: with as many cards, the higher numbers win"),
    "equal": N_("{set} does not beat {table}: an equal set does not beat"),
    "quad": N_("{set} does not beat {table}: the quad 4-4-4-4 beats everything"),
}


def verdict(state: Qu4toState, seat: int, codes: list[int]) -> tuple[Play | None, str]:
    """The Play the selected cards make for ``seat``, or None and the reason in a player's words (translated now:
    the table asks while it draws)."""
    if state.phase != "play" or state.turn != seat:
        return None, _("Wait for your turn")
    if not codes:
        if state.table:
            return None, _("Choose cards that beat {set}, or pass").format(set=set_name(state.table))
        return None, _("You lead: choose a set to play")
    held = canon(codes)
    name = set_name(held)
    strength = SET_STRENGTH.get(tuple(sorted(VALUE[c] for c in held)))
    if strength is None:
        if len(held) > 4:
            return None, _("A set has at most four cards")
        return None, _("{set} is not a set: same numbers, or a run in a row").format(set=name)
    if state.table and strength <= state.table_strength:
        gap = beat_gap(tuple(VALUE[c] for c in held), tuple(VALUE[c] for c in state.table))
        return None, _(NOT_BEATEN_SHORT[gap]).format(set=name, table=set_name(state.table))
    # TRANSLATORS: the Play button's label once the selected cards make a set that may be played
    return play_of(held), _("Play {set}").format(set=name)


def of_a_kind(values: list[int]) -> tuple[int, int, int]:
    """How many numbers the hand holds exactly twice, three times, and four times or more: its pairs, triples
    and fours (a 6-6-6 is one triple, not a pair)."""
    counts = [values.count(v) for v in range(13)]
    return sum(n == 2 for n in counts), sum(n == 3 for n in counts), sum(n >= 4 for n in counts)


def hand_words(codes: list[int], runs: int) -> str:
    """What a way to hold a hand shows, for the orient panel: "1 pair, 1 triple, 2 runs" (what it has none of is
    left out; "no pairs or runs" when it has nothing)."""
    pairs, triples, fours = of_a_kind([VALUE[c] for c in codes])
    parts = [
        ngettext("{n} pair", "{n} pairs", pairs).format(n=pairs) if pairs else "",
        # TRANSLATORS: QU4TO: three cards of one number (6-6-6)
        ngettext("{n} triple", "{n} triples", triples).format(n=triples) if triples else "",
        # TRANSLATORS: QU4TO: four cards of one number (6-6-6-6)
        ngettext("{n} four of a kind", "{n} fours of a kind", fours).format(n=fours) if fours else "",
        ngettext("{n} run", "{n} runs", runs).format(n=runs) if runs else "",
    ]
    return ", ".join(p for p in parts if p) or _("no pairs or runs")


def _pairs_and_runs(values: list[int]) -> tuple[int, int]:
    counts = [values.count(v) for v in range(13)]
    pairs = of_a_kind(values)[0]
    runs, length = 0, 0
    for v in range(1, 13):
        if counts[v]:
            length += 1
        else:
            runs += length >= 2
            length = 0
    return pairs, runs


def orient_hint(state: Qu4toState, seat: int) -> list[tuple[list[int], int, int]]:
    """For green-up and blue-up: the hand's codes held that way, its pairs (exactly two of a number) and its runs
    (of two or more)."""
    base = [c & ~1 for c in state.hand_codes(seat)]
    out = []
    for up in (0, 1):
        codes = sorted((c | up for c in base), key=lambda c: (VALUE[c], c))
        pairs, runs = _pairs_and_runs([VALUE[c] for c in codes])
        out.append((codes, pairs, runs))
    return out


def standin_move(state: Qu4toState, level: str, rng: random.Random) -> Move:
    """The move when the worker fails: the Easy bot's, which is instant."""
    return choose_move(state, "easy", rng)


def describe(who: str, move: Move, table_before: tuple[int, ...]) -> Said:
    """The move list's line for ``who``'s ``move`` (``table_before``: the Leading Set it met); said again in the
    language of the moment when drawn."""
    if isinstance(move, Play):
        if table_before:
            return Said(N_("{who} beats with {set}"), who=who, set=set_name(move.codes))
        return Said(N_("{who} leads {set}"), who=who, set=set_name(move.codes))
    if isinstance(move, Rotate):
        # TRANSLATORS: a line of the move list; short, it fits one line at 1024×640
        return Said(N_("{who} passes: rotates"), who=who)
    if isinstance(move, Draw):
        return Said(N_("{who} passes: draws"), who=who)
    if isinstance(move, Keep):
        up = N_("{who} keeps it green up") if move.up == 0 else N_("{who} keeps it blue up")
        return Said(up, who=who)
    if isinstance(move, Orient):
        return Said(N_("{who} holds green up") if move.up == 0 else N_("{who} holds blue up"), who=who)
    return Said(N_("{who} passes"), who=who)
