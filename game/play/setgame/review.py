"""HEADLESS. What the SET coach reads out of a game record: every moment worth a look (a SET taken, a wrong call, a
buzzer run out, a SET that lay on the table unseen until it broke up), the table at each, and the find times by
table size. Computed again from the record's events; its comments are never trusted.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass

from game.i18n import _, decimal
from game.play.history_records import headers_of, timeline
from game.rules.setgame import Claim, SetState

MISSED_SHOWN = 5  # the longest-unseen SETs the review lists
MISSED_MIN_S = 3.0  # a SET that broke up sooner than this was not really missed


@dataclass(frozen=True)
class Moment:
    """One row of the review: ``kind`` take | wrong | timeout | missed; the table as it lay then."""

    kind: str
    seat: int | None  # who took or called (None for a missed SET)
    at: float | None  # seconds of play (a take or call: when it was made; missed: when the SET broke up)
    table: tuple[int, ...]  # the cards on the table at that moment, in the record's order
    cards: tuple[int, ...]  # the three taken, called, or missed
    together_s: float | None = None  # take: how long its cards had lain together; missed: how long it sat
    since: float | None = None  # missed: when the SET appeared
    breaker: int | None = None  # missed: the seat whose take broke it up (None: it lasted to the end)


@dataclass(frozen=True)
class SetReview:
    """A read record: its final state, the seats' kinds (``human`` or a level, "" if unknown), the moments."""

    state: SetState
    seats: tuple[str, ...]
    moments: tuple[Moment, ...]

    @property
    def opening(self) -> tuple[int, ...]:
        """The table as first dealt (more than twelve cards when the first twelve held no SET)."""
        return SetState(None, self.state.num_players, self.state.options, deal=self.state.start).table

    @property
    def humans(self) -> list[int]:
        return [i for i, kind in enumerate(self.seats) if kind == "human"]

    def find_times(self) -> dict[int, dict[int, list[float]]]:
        """Table size → seat → the seconds each of that seat's SETs had lain on the table before it was taken."""
        out: dict[int, dict[int, list[float]]] = {}
        for m in self.moments:
            if m.kind == "take" and m.seat is not None and m.together_s is not None:
                out.setdefault(len(m.table), {}).setdefault(m.seat, []).append(m.together_s)
        return out


def read(text: str) -> SetReview:
    """The review of a SET text record; NotationError (naming the line) for a bad one."""
    state = SetState.replay(text)
    kinds = [part.strip() for part in headers_of(text).get("Seats", "").split(",") if part.strip()]
    seats = tuple(kinds[i] if i < len(kinds) else "" for i in range(state.num_players))
    return SetReview(state, seats, tuple(moments(state)))


def moments(state: SetState) -> list[Moment]:
    """Every take, wrong call and timeout in order, with the longest-unseen SETs put where they broke up."""
    game = SetState(None, state.num_players, state.options, deal=state.start)
    entries = iter(timeline(state))  # one per event but releases: the together times
    live = {frozenset(s): 0.0 for s in game.sets_on_table}  # a SET on the table → when it appeared
    now = 0.0
    out: list[tuple[Moment, int]] = []  # (moment, its place) so missed SETs sort in where they ended
    missed: list[tuple[Moment, int]] = []
    for place, event in enumerate(state.events):
        if event.kind == "release":
            game.release(event.seat, at=event.at)
            continue
        before = game.table
        entry = next(entries)
        at = event.at if event.at is not None else None
        if event.kind == "timeout":
            game.timeout(event.seat, at=event.at)
        else:
            game.play(Claim(event.cards), event.seat, at=event.at)
        together = entry.get("together_s") if event.kind == "take" else None
        out.append((Moment(event.kind, event.seat, at, before, event.cards, together), place))
        if event.kind != "take":
            continue
        now = now if at is None else at
        taken = frozenset(event.cards)
        current = {frozenset(s) for s in game.sets_on_table}
        for found, since in list(live.items()):
            # gone with the take: a card of it taken (and, in Set-Chain, the previous SET moved on)
            if found not in current:
                del live[found]
                if found != taken and at is not None:
                    m = Moment(
                        "missed", None, at, before, tuple(sorted(found)), at - since, since, event.seat
                    )
                    missed.append((m, place))
        for s in game.sets_on_table:
            live.setdefault(frozenset(s), now)
    end = max((e.at for e in state.events if e.at is not None), default=None)
    if end is not None:  # SETs still there when the game stopped
        for found, since in live.items():
            m = Moment("missed", None, end, game.table, tuple(sorted(found)), end - since, since, None)
            missed.append((m, len(state.events)))
    longest = sorted(missed, key=lambda pair: -(pair[0].together_s or 0.0))
    kept = [pair for pair in longest[:MISSED_SHOWN] if (pair[0].together_s or 0.0) >= MISSED_MIN_S]
    # a missed SET goes just before the take that broke it up (it lay on the table until then)
    merged = sorted(out + kept, key=lambda pair: (pair[1], pair[0].kind != "missed"))
    return [m for m, _place in merged]


def median_s(times: list[float]) -> float | None:
    return statistics.median(times) if times else None


def find_summary(review: SetReview, names: list[str]) -> list[str]:
    """Lines comparing the human's median find time with the computers' at each table size (12/15/18); without
    a human (or without computers) the seats one by one."""
    by_size = review.find_times()
    ultra = review.state.mode == "ultra"
    if not by_size:
        if ultra:
            return [_("No UltraSet was taken with its time recorded.")]
        return [_("No SET was taken with its time recorded.")]
    humans = review.humans
    bots = [i for i in range(len(review.seats)) if review.seats[i] not in ("", "human")]
    if humans and bots:
        groups = [
            (_group_name(humans, names, _("Players")), humans),
            (_group_name(bots, names, _("Computers")), bots),
        ]
    else:
        groups = [(_name(i, names), [i]) for i in range(len(review.seats))]
    lines = [
        _("Median time to find an UltraSet, by the table's size:")
        if ultra
        else _("Median time to find a SET, by the table's size:")
    ]
    for size in sorted(by_size):
        parts = []
        for label, seats in groups:
            times = [t for s in seats for t in by_size[size].get(s, [])]
            m = median_s(times)
            if m is not None:
                parts.append(
                    _("{label} {seconds} s ({n})").format(label=label, seconds=decimal(m), n=len(times))
                )
            else:
                parts.append(f"{label} –")
        lines.append(_("{n} cards: {times}").format(n=size, times=" · ".join(parts)))
    return lines


def _name(seat: int, names: list[str]) -> str:
    return names[seat] if seat < len(names) else _("Seat {n}").format(n=seat + 1)


def _group_name(seats: list[int], names: list[str], many: str) -> str:
    return _name(seats[0], names) if len(seats) == 1 else many
