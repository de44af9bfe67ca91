"""SET computer opponents that search like people, not stopwatches.

A bot takes in the table (a reaction time), then looks at one pair of cards after another at its level's pace
and checks whether the card completing the pair is on the table. So it finds a SET sooner when the table holds
many and later on a big table, and starts over whenever the table changes. Lower levels forget which pairs they
looked at and now and then call a near-miss: the pair plus a card one feature away from the one they needed.

In Set-Chain a look checks whether the pair's third card is one of the previous SET's; in UltraSet the bot keeps
the cards that completed the pairs it looked at (a level without memory only the last few) and calls when a new
pair completes to one of them. Every mode's time so follows how many answers the table holds.

The scene drives a bot per frame: ``bot.reset(table)`` when the cards change, ``bot.advance(dt)`` every frame,
which returns a Claim once the bot calls "SET!". No pygame, no threads: a look costs a microsecond.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from game.rules.setgame.cards import NEAR, THIRD
from game.rules.setgame.moves import Claim
from game.rules.setgame.state import SetState

#: UltraSet: pairs a level without memory keeps in mind (the last ones looked at).
SHORT_MEMORY = 4


@dataclass(frozen=True)
class Level:
    """How a bot searches: seconds per pair looked at, seconds to take in a new table, chance of a near-miss call
    on a pair whose third card is missing, and whether it remembers the pairs it has already checked."""

    name: str
    look: float
    reaction: float
    slip: float
    memory: bool


LEVELS: dict[str, Level] = {
    "beginner": Level("Beginner", 3.0, 2.0, 0.02, False),
    "easy": Level("Easy", 1.6, 1.5, 0.01, False),
    "medium": Level("Medium", 1.0, 1.0, 0.004, True),
    "hard": Level("Hard", 0.5, 0.7, 0.001, True),
    "lightning": Level("Lightning", 0.18, 0.35, 0.0, True),
}

#: Median seconds to the first claim on random 12-card tables holding a SET, from
#: ``python -m game.bench set-ai --tables 4000 --seed 11`` (the setup screen shows them through ``describe``);
#: ``--mode chain`` and ``--mode ultra`` measure the other modes (docs/rules.md).
TYPICAL_SECONDS: dict[str, float] = {
    "beginner": 20.2,
    "easy": 11.1,
    "medium": 6.7,
    "hard": 3.5,
    "lightning": 1.4,
}

#: The same for the other modes, ``--mode chain`` (a previous SET of three cards apart from the table) and
#: ``--mode ultra`` (``python -m game.bench set-ai --tables 4000 --seed 11 --mode M``).
MODE_TYPICAL_SECONDS: dict[str, dict[str, float]] = {
    "chain": {"beginner": 56.9, "easy": 32.0, "medium": 17.2, "hard": 8.4, "lightning": 3.2},
    "ultra": {"beginner": 80.9, "easy": 43.9, "medium": 14.2, "hard": 7.2, "lightning": 2.8},
}


def level_of(level: str | Level) -> Level:
    """The Level named ``level`` (case ignored); ValueError names the levels there are."""
    if isinstance(level, Level):
        return level
    try:
        return LEVELS[str(level).lower()]
    except KeyError:
        raise ValueError(f"There is no SET level {level!r}; choose one of {', '.join(LEVELS)}.") from None


def describe(level: str) -> str:
    """The setup screen's line for a level: its typical time to find a SET on 12 cards."""
    key = level_of(level).name.lower()
    seconds = TYPICAL_SECONDS[key]
    shown = f"{seconds:.1f}" if seconds < 10 else f"{seconds:.0f}"
    return f"{LEVELS[key].name}: finds a SET on 12 cards in about {shown} s"


class SetBot:
    """One computer player's eyes on the table; deterministic for its ``rng``."""

    def __init__(self, level: str | Level, rng: random.Random, mode: str = "classic") -> None:
        self.level = level_of(level)
        self.mode = mode
        self._rng = rng
        self.reset(())

    def reset(self, table: Iterable[int], chain: Iterable[int] = ()) -> None:
        """Start looking at a new table (a new deal, a take, a game start): everything seen so far is forgotten.
        ``chain``: Set-Chain's previous SET (empty before the first SET, and in the other modes)."""
        self._table = tuple(table)
        self._chain = tuple(chain)
        self._mask = 0
        for card in self._table:
            self._mask |= 1 << card
        self._links = 0
        for card in self._chain:
            self._links |= 1 << card
        self._seen: dict[int, tuple[int, int]] = {}  # UltraSet: completion -> the pair that made it
        self._recent: list[int] = []
        n = len(self._table)
        self._pairs = [(i, j) for i in range(n) for j in range(i + 1, n)]
        if self.level.memory:
            self._rng.shuffle(self._pairs)
        self._next_pair = 0
        self._budget = 0.0
        self._wait = self.level.reaction + self._look_time()
        #: Pairs looked at since the table changed (the search effort, independent of the clock).
        self.looks = 0
        #: Seconds of search since the table changed, up to the last look.
        self.elapsed = 0.0

    def see(self, table: Sequence[int], chain: Sequence[int] = ()) -> None:
        """Reset only if ``table`` (or the chain) differs from what the bot is looking at (safe every frame)."""
        if tuple(table) != self._table or tuple(chain) != self._chain:
            self.reset(table, chain)

    @property
    def table(self) -> tuple[int, ...]:
        return self._table

    @property
    def gave_up(self) -> bool:
        """True when a bot with memory has checked every pair and seen no SET (it waits for new cards)."""
        return self.level.memory and self._next_pair >= len(self._pairs)

    def advance(self, seconds: float) -> Claim | None:
        """Let ``seconds`` pass; the Claim the bot calls in that time (a SET, or rarely a near-miss), else None."""
        if not math.isfinite(seconds) or seconds < 0:
            raise ValueError(f"A bot can only advance by a finite, non-negative time, not {seconds!r}.")
        self._budget += seconds
        while self._budget >= self._wait and not self.gave_up and len(self._pairs):
            self._budget -= self._wait
            self.elapsed += self._wait
            self._wait = self._look_time()
            claim = self._look()
            if claim is not None:
                self._budget = 0.0
                return claim
        if self.gave_up or not self._pairs:
            self._budget = 0.0
        return None

    def _look_time(self) -> float:
        return self.level.look * (0.5 + self._rng.random())

    def _look(self) -> Claim | None:
        """Check one pair of table cards: is the card that completes it on the table?"""
        rng = self._rng
        if self.level.memory:
            i, j = self._pairs[self._next_pair]
            self._next_pair += 1
        else:
            i, j = self._pairs[int(rng.random() * len(self._pairs))]
        self.looks += 1
        a, b = self._table[i], self._table[j]
        c = THIRD[a][b]
        if self.mode == "ultra":
            return self._look_ultra(a, b, c)
        if self._links:  # Set-Chain after the first SET: the third card must be one of the previous SET's
            if self._links >> c & 1:
                return Claim((a, b, c))
            if self.level.slip and rng.random() < self.level.slip:
                lookalikes = [d for d in NEAR[c] if self._links >> d & 1]
                if lookalikes:
                    return Claim((a, b, lookalikes[int(rng.random() * len(lookalikes))]))
            return None
        if self._mask >> c & 1:
            return Claim((a, b, c))
        if self.level.slip and rng.random() < self.level.slip:
            lookalikes = [d for d in NEAR[c] if self._mask >> d & 1 and d != a and d != b]
            if lookalikes:
                return Claim((a, b, lookalikes[int(rng.random() * len(lookalikes))]))
        return None

    def _look_ultra(self, a: int, b: int, c: int) -> Claim | None:
        """UltraSet: does pair (a, b) complete to the same card as a pair kept in mind? Keep it in mind too."""
        other = self._seen.get(c)
        if other is not None and a not in other and b not in other:
            return Claim((a, b, *other))
        if self.level.slip and self._rng.random() < self.level.slip:
            for near in NEAR[c]:
                pair = self._seen.get(near)
                if pair is not None and a not in pair and b not in pair:
                    return Claim((a, b, *pair))
        self._seen[c] = (a, b)
        if not self.level.memory:
            self._recent.append(c)
            if len(self._recent) > SHORT_MEMORY:
                self._seen.pop(self._recent.pop(0), None)
        return None


def choose_claim(
    state: SetState, seat: int, level: str | Level, rng: random.Random
) -> tuple[Claim | None, float]:
    """The one-call form for a state: the claim ``seat``'s bot would make on this table and after how many
    seconds (None when the seat may not act or sees nothing within ten minutes)."""
    if seat not in state.current_players():
        return None, 0.0
    claim, seconds, _looks = find(level, state.table, rng, mode=state.mode, chain=state.chain)
    return claim, seconds


def find(
    level: str | Level,
    table: Iterable[int],
    rng: random.Random,
    limit: float = 600.0,
    *,
    mode: str = "classic",
    chain: Iterable[int] = (),
) -> tuple[Claim | None, float, int]:
    """Run a bot on a fixed ``table`` until it calls or ``limit`` seconds pass: (claim, seconds, looks)."""
    bot = SetBot(level, rng, mode)
    bot.reset(table, chain)
    claim = bot.advance(limit)
    return claim, bot.elapsed, bot.looks
