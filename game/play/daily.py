"""HEADLESS. Today's challenge: a SET puzzle, a Quarto puzzle and a QU4TO deal, the same on every machine for a
date; the days solved and the streak (docs/ratings.md, "Today's challenge").

Every challenge comes from the date alone: the SET puzzle is ``daily_puzzle(day)``, the Quarto puzzle the study's
puzzle of the day (seeded by the date's ordinal), the QU4TO deal is dealt from a seed that is a SHA-256 of the date
string (never Python's ``hash()``, which changes per process). The file (``daily.json``, written atomically by
``game.storage.Store``) remembers the latest date seen, so a clock set back shows that day still (and does not
reopen the days before it); a missed day breaks the streak.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from pathlib import Path

from game.jsondoc import JSON
from game.storage import Store

FAMILIES = ("set", "quarto", "qu4to")
#: The QU4TO deal: four seats, you first to lead at seat 0, against these computers.
QU4TO_SEATS = ("medium", "hard", "medium")
#: Days a calendar keeps (older ones are dropped: the streak never needs them once broken).
KEEP_DAYS = 800


def seed(family: str, day: datetime.date) -> int:
    """A 64-bit seed from the date string, the same on every machine and in every run."""
    digest = hashlib.sha256(f"quadrille-daily:{family}:{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big")


def qu4to_deal(day: datetime.date) -> JSON:
    """The day's QU4TO match as a saved table opens it (a ``Qu4toSession`` document), its first deal from the
    date: you at seat 0, leading, against ``QU4TO_SEATS``."""
    from game.play.qu4to.session import Qu4toSession, Qu4toSetup
    from game.play.seats import Seat
    from game.rules.qu4to.state import Qu4toState

    setup = Qu4toSetup(seats=[Seat("human", "medium", "")] + [Seat("computer", lv, "") for lv in QU4TO_SEATS])
    state = Qu4toState(random.Random(seed("qu4to", day)), len(setup.seats), first_leader=0)
    return {**Qu4toSession(setup, state).to_json(), "daily": day.isoformat()}


def set_table(day: datetime.date) -> JSON:
    """The day's SET puzzle as a saved table opens it (a ``SetSession`` document marked as the day's)."""
    from game.play.setgame.session import SetSession
    from game.play.setgame.setup import SetSetup

    setup = SetSetup()
    setup.seats, setup.mode = setup.seats[:1], "puzzle"
    setup.seats[0].kind = "human"
    doc = SetSession(setup, random.Random(0), daily=day).to_json()
    return {**doc, "daily": day.isoformat()}


def quarto_puzzle(day: datetime.date) -> JSON:
    """The day's Quarto puzzle: the study's puzzle of the day (a search of up to a few seconds)."""
    from game.play.quarto.puzzle_book import build_daily

    return build_daily(day)


def won_first_round(history: list[list[int]], seat: int) -> bool:
    """QU4TO's daily: ``seat`` took the most points of the first round, alone."""
    if not history:
        return False
    first = history[0]
    return all(first[seat] > p for i, p in enumerate(first) if i != seat)


def _days_ok(value: object) -> bool:
    return isinstance(value, dict) and all(
        isinstance(k, str) and isinstance(v, list) and all(f in FAMILIES for f in v) for k, v in value.items()
    )


def _date(text: object) -> datetime.date | None:
    try:
        return datetime.date.fromisoformat(text) if isinstance(text, str) else None
    except ValueError:
        return None


class DailyBook:
    """The days solved (date -> the challenges solved that day), the latest date seen and the best streak."""

    def __init__(self, folder: Path) -> None:
        self.store = Store(
            Path(folder) / "daily.json",
            version=1,
            defaults={"days": {}, "latest": "", "best": 0, "quarto": {}},
            checks={
                "quarto": lambda v: isinstance(v, dict),
                "days": _days_ok,
                "latest": lambda v: isinstance(v, str),
                "best": lambda v: isinstance(v, int) and not isinstance(v, bool) and v >= 0,
            },
        )
        self.data, self.notice = self.store.load()

    def today(self, clock: datetime.date | None = None) -> datetime.date:
        """The challenge's day: the clock's, or the latest seen when the clock was set back (kept in the file)."""
        clock = clock or datetime.date.today()
        latest = _date(self.data["latest"])
        if latest is not None and latest >= clock:
            return latest
        self.data["latest"] = clock.isoformat()
        self._save()
        return clock

    def solved(self, day: datetime.date) -> list[str]:
        """The challenges solved on ``day``, in FAMILIES order."""
        done = self.data["days"].get(day.isoformat(), [])
        return [f for f in FAMILIES if f in done]

    def solve(self, family: str, day: datetime.date, clock: datetime.date | None = None) -> bool:
        """Count ``family``'s challenge of ``day`` solved; only today's counts (a late finish of yesterday's
        does not fill a missed day). True when it newly counts."""
        if family not in FAMILIES or day != self.today(clock) or family in self.solved(day):
            return False
        self.data["days"][day.isoformat()] = self.solved(day) + [family]
        cutoff = (day - datetime.timedelta(days=KEEP_DAYS)).isoformat()
        self.data["days"] = {k: v for k, v in self.data["days"].items() if k >= cutoff}
        self.data["best"] = max(int(self.data["best"]), self.streak(clock))
        self._save()
        return True

    def streak(self, clock: datetime.date | None = None) -> int:
        """Days in a row with a challenge solved, up to today (or yesterday: today's may still come)."""
        day = self.today(clock)
        if not self.solved(day):
            day -= datetime.timedelta(days=1)
        n = 0
        while self.solved(day):
            n += 1
            day -= datetime.timedelta(days=1)
        return n

    def quarto_puzzle(self, day: datetime.date) -> JSON | None:
        """The day's Quarto puzzle, kept once made (the study's generator JSON), or None."""
        kept = self.data["quarto"]
        return (
            kept.get("puzzle")
            if kept.get("day") == day.isoformat() and isinstance(kept.get("puzzle"), dict)
            else None
        )

    def keep_quarto_puzzle(self, day: datetime.date, puzzle: JSON) -> None:
        self.data["quarto"] = {"day": day.isoformat(), "puzzle": puzzle}
        self._save()

    def sync_quarto(self, folder: Path, day: datetime.date, clock: datetime.date | None = None) -> bool:
        """The study's progress says the day's Quarto puzzle is solved: count it (True when newly counted)."""
        from game.play.quarto.puzzle_book import Progress, key

        puzzle = self.quarto_puzzle(day)
        if puzzle is None or "quarto" in self.solved(day):
            return False
        return bool(Progress(folder).entry(key(puzzle)).get("solved")) and self.solve("quarto", day, clock)

    @property
    def best(self) -> int:
        return int(self.data["best"])

    def _save(self) -> None:
        try:
            self.store.save(self.data)
        except OSError:
            pass  # the calendar is a nicety: a full disk must not stop a game (it is kept in memory)


def solve_daily(folder: Path, game: str, day: str) -> bool:
    """A table's game solved today's challenge of its family (``day``: the challenge's date, from the session)."""
    from game import catalog

    when, entry = _date(day), catalog.GAMES.get(game)
    if when is None or entry is None:
        return False
    return DailyBook(folder).solve(entry.family, when)
