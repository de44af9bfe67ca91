"""What a hosted SET table adds to the rules' observation in each friend's Table, and how a joiner reads it back.

The rules' ``observation(seat)`` is the game (cards, scores, lockouts, calls); the table around it lives in the
host's session and scene: who holds the buzzer and for how long (a friend who rejoins mid-claim sees it), the
game clock, each seat's SET times and wrong calls and the hints asked at the table (the joiner's result card
and statistics count what the host counted), and where each card lies (the same grid on every screen, so "the top left three" means the
same cards to everyone). Headless. What comes from the wire is checked here, value by value, and anything out of
shape is ignored: the joiner then keeps what it had.
"""

from __future__ import annotations

import math
from typing import Any

from game.jsondoc import JSON
from game.play.setgame.calls import SeatStats
from game.rules.errors import NotationError
from game.rules.setgame.cards import format_card, parse_card

BUZZER_KEY = "buzzer"  # the seat that holds the host's buzzer (or null), and
BUZZ_LEFT_KEY = "buzz_left"  # its seconds left
CLOCK_KEY = "clock"  # the host's game clock, in seconds
STATS_KEY = "stats"  # per seat: {"times": [seconds of each SET taken], "wrong": wrong calls}
SLOTS_KEY = "slots"  # the host's grid: a card (its notation, "2gso") or null per slot
HINTS_KEY = "hints"  # the hints asked at the table (the host's and its friends')
MAX_HINTS = 100_000
MAX_CLOCK = 1e6  # seconds (eleven days): a clock beyond it is not a game's
MAX_SLOTS = 81
MAX_TIMES = 81  # SETs one seat can take in a game: fewer than the deck's cards
MAX_WRONG = 100_000


def _number(value: object) -> float | None:
    """A finite JSON number (never a bool), or None."""
    if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
        return None
    return float(value)


def held_buzzer(session: Any) -> JSON:
    """Who holds the host's buzzer, and for how long."""
    if session.buzzer is None:
        return {BUZZER_KEY: None}
    return {BUZZER_KEY: session.buzzer, BUZZ_LEFT_KEY: round(max(0.0, session.buzz_left), 3)}


def set_extras(session: Any, slots: list[int | None]) -> JSON:
    """Everything a friend's SET Table carries besides the rules' observation."""
    return {
        **held_buzzer(session),
        CLOCK_KEY: round(session.clock, 3),
        STATS_KEY: [st.to_json() for st in session.stats],
        SLOTS_KEY: [None if c is None else format_card(c) for c in slots[:MAX_SLOTS]],
        HINTS_KEY: session.hints,
    }


def buzzer_in(observation: JSON, players: int, buzz_s: float) -> tuple[int, float] | None:
    """The buzzer a Table says is held (seat, seconds left), or None: not held, or anything but a seat of this
    table and a number of seconds (clamped to the table's buzzer time)."""
    seat, left = observation.get(BUZZER_KEY), _number(observation.get(BUZZ_LEFT_KEY))
    if type(seat) is not int or not 0 <= seat < players or left is None:
        return None
    return seat, min(max(left, 0.0), float(buzz_s))


def hints_in(observation: JSON) -> int | None:
    """The hints asked at the host's table (a count), or None."""
    hints = observation.get(HINTS_KEY)
    return hints if type(hints) is int and 0 <= hints <= MAX_HINTS else None


def clock_in(observation: JSON) -> float | None:
    clock = _number(observation.get(CLOCK_KEY))
    return clock if clock is not None and 0.0 <= clock <= MAX_CLOCK else None


def stats_in(observation: JSON, players: int) -> list[SeatStats] | None:
    """Each seat's SET times and wrong calls, or None unless every seat's are well-formed."""
    rows = observation.get(STATS_KEY)
    if not isinstance(rows, list) or len(rows) != players:
        return None
    out = []
    for row in rows:
        if not isinstance(row, dict) or set(row) != {"times", "wrong"}:
            return None
        times, wrong = row["times"], row["wrong"]
        if not isinstance(times, list) or len(times) > MAX_TIMES:
            return None
        seconds = [_number(t) for t in times]
        if any(t is None or not 0.0 <= t <= MAX_CLOCK for t in seconds):
            return None
        if type(wrong) is not int or not 0 <= wrong <= MAX_WRONG:
            return None
        out.append(SeatStats([t for t in seconds if t is not None], wrong))
    return out


def slots_in(observation: JSON, table: tuple[int, ...]) -> list[int | None] | None:
    """The host's grid, or None unless it holds exactly ``table``'s cards, each once (the joiner then places
    the cards itself)."""
    slots = observation.get(SLOTS_KEY)
    if not isinstance(slots, list) or len(slots) > MAX_SLOTS:
        return None
    out: list[int | None] = []
    for text in slots:
        if text is None:
            out.append(None)
            continue
        try:
            out.append(parse_card(text))
        except NotationError:
            return None
    cards = [c for c in out if c is not None]
    if len(cards) != len(set(cards)) or set(cards) != set(table):
        return None
    return out
