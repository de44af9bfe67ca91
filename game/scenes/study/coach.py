"""The coach's report in plain words, and where each reviewed decision starts in a record (no pygame).

``review`` rows count distances in placements from the decision, the mover's own placement first (a give-only
turn: the opponent's placement first); these helpers turn them into "you could force a win in 3" sentences.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.quarto.review import decisions
from game.play.quarto.words import cell_name, piece_words
from game.rules.quarto.moves import Move
from game.rules.quarto.pieces import PieceSet
from game.rules.quarto.state import QuartoState

MARKS = {"best": "✓", "inaccuracy": "?", "mistake": "✗"}  # drawn as shapes where the font lacks them
VERDICT_WORDS = {"best": "best", "inaccuracy": "inaccuracy", "mistake": "mistake"}


def turn_starts(start: QuartoState, moves: Sequence[Move]) -> list[int]:
    """For each decision the coach reviews, the index of its first move in ``moves``."""
    base = len(start.history)
    return [len(before.history) - base for before, *_ in decisions(start, moves)]


def decision_at(starts: list[int], index: int) -> int | None:
    """The decision that the move at ``index`` belongs to (None before the first)."""
    found = None
    for ply, first in enumerate(starts):
        if first <= index:
            found = ply
    return found


def _own_and_theirs(distance: int, places_first: bool) -> tuple[int, int]:
    """Placements of the mover and of the opponent within ``distance`` placements."""
    if places_first:
        return (distance + 1) // 2, distance // 2
    return distance // 2, (distance + 1) // 2


def value_words(value: dict, places_first: bool, rival: str = "the opponent") -> str:
    """One value for the mover: "you could force a win in 3", "a draw with best play", "… wins at once"."""
    kind, distance = value.get("value"), value.get("distance")
    if kind == "draw":
        return "a draw with best play"
    if kind == "unclear" or distance is None:
        return "unclear to a quick search"
    own, theirs = _own_and_theirs(int(distance), places_first)
    if kind == "win":
        return "a win with this placement" if own <= 1 and places_first else f"you could force a win in {own}"
    if theirs <= 1:
        return f"{rival} wins at once"
    return f"{rival} can force a win in {theirs}"


def row_words(row: dict, pieces: PieceSet, rival: str = "the opponent") -> list[str]:
    """What the coach says about one decision: verdict, the value before and after, the better move."""
    places_first = row["move"]["cell"] is not None
    before = value_words(row["value_before"], places_first, rival)
    after = value_words(row["value_after"], places_first, rival)
    verdict = row["verdict"]
    estimate = "" if row.get("exact") else " (estimate)"
    lines = [f"{VERDICT_WORDS[verdict].capitalize()}{estimate}"]
    if verdict == "best" and row["value_before"].get("value") == "unclear":
        lines.append("The quick search found no forced win or loss for either move here.")
    elif verdict == "best":
        lines.append(f"Kept the best value: {before}.")
    else:
        lines.append(f"Before: {before}.")
        after_value = row["value_after"]
        theirs = _own_and_theirs(int(after_value.get("distance") or 0), places_first)[1]
        if after_value.get("value") == "loss" and theirs <= 1 and row["move"]["give"] is not None:
            lines.append(f"This give lets {rival} win at once.")
        else:
            lines.append(f"After this move: {after}.")
    better = row.get("better")
    if better:
        lines.append("Better: " + move_words(better, pieces))
    return lines


def move_words(move: dict, pieces: PieceSet) -> str:
    """ "place on c3, give the tall dark round solid piece" for a {"cell", "give"} pair."""
    parts = []
    if move.get("cell") is not None:
        parts.append(f"place on {cell_name(move['cell'], 4)}")
    if move.get("give") is not None:
        parts.append(f"give {piece_words(pieces, move['give'])}")
    return ", ".join(parts) or "—"


def summary(rows: list[dict], seat: int) -> str:
    """ "2 mistakes, 1 inaccuracy" for one seat's decisions."""
    counts = {"mistake": 0, "inaccuracy": 0}
    for row in rows:
        if row["player"] == seat and row["verdict"] in counts:
            counts[row["verdict"]] += 1
    if not any(counts.values()):
        return "no mistakes"
    return ", ".join(f"{n} {k}{'s' if n != 1 else ''}" for k, n in counts.items() if n)
