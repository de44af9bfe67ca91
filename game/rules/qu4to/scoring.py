"""Where a QU4TO round's points came from, read back from the match's record: each going out (by place) and each
QU4TO point (with the set that earned it), so the round summary and the move list can say what the points were for.

The engine writes a line for every point it gives (``Qu4toState._score``: ``"2 qu4to +1"``, ``"2 out +3"``) right
after the play that earned it; this module only reads those lines, so it can never disagree with the score.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.rules.qu4to.cards import CODE_OF_TEXT

if TYPE_CHECKING:
    from game.rules.qu4to.state import Qu4toState

OUT, QU4TO_POINT = "out", "qu4to"


@dataclass(frozen=True, slots=True)
class Scored:
    """Points one play earned a seat: ``cause`` is ``"out"`` (emptied the hand, ``place`` 1 = first out) or
    ``"qu4to"`` (beat the Leading Set with a set holding a 4); ``codes`` is the set played."""

    seat: int
    cause: str
    points: int
    codes: tuple[int, ...]
    place: int = 0


def scored_lines(lines: list[str], out_before: int = 0) -> list[Scored]:
    """The points given in these record lines, in order; ``out_before`` seats had already gone out this round
    (places count on from it). A point line belongs to the play line just before it."""
    found: list[Scored] = []
    codes: tuple[int, ...] = ()
    outs = out_before
    for line in lines:
        if _deal_line(line):
            outs = 0
            continue
        who, _, rest = line.partition(" ")
        if not who.isdigit():
            continue
        word, _, arg = rest.partition(" ")
        if word == "play":
            codes = tuple(CODE_OF_TEXT[t] for t in arg.split("-"))
        elif word in (OUT, QU4TO_POINT) and arg.startswith("+"):
            if word == OUT:
                outs += 1
            found.append(Scored(int(who), word, int(arg[1:]), codes, outs if word == OUT else 0))
    return found


def _round_span(log: list[str], round_no: int) -> list[str]:
    """The record's lines of round ``round_no`` (its deal to its end), empty when the record has no such round."""
    start = f"round {round_no} leader "
    lines: list[str] = []
    inside = False
    for line in log:
        if line.startswith(start):
            inside = True
        if inside:
            lines.append(line)
            if line.startswith(f"round {round_no} end"):
                break
    return lines


def round_breakdown(state: Qu4toState, round_no: int) -> list[list[Scored]]:
    """Per seat, the points it scored in round ``round_no`` by cause, in the order they were scored; their sum is
    that seat's points for the round. ValueError when the state keeps no record (a playout's copy)."""
    if state.log is None:
        raise ValueError("This copy of the game keeps no record (it was made for a playout).")
    out: list[list[Scored]] = [[] for _ in range(state.players)]
    for scored in scored_lines(_round_span(state.log, round_no)):
        out[scored.seat].append(scored)
    return out


def points_of_last_move(state: Qu4toState, lines_before: int) -> list[Scored]:
    """The points the move just played earned (the record's lines after ``lines_before``), with the going-out
    places of the round in play; empty for a move that scored nothing or a state with no record."""
    log = state.log
    if log is None:
        return []
    begun = max((i for i in range(min(lines_before, len(log))) if _deal_line(log[i])), default=0)
    outs = sum(1 for s in scored_lines(log[begun:lines_before]) if s.cause == OUT)
    return scored_lines(log[lines_before:], outs)


def _deal_line(line: str) -> bool:
    return line.startswith("round ") and " leader " in line
