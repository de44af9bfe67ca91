"""The coach's report in plain words, and where each reviewed decision starts in a record (no pygame).

``review`` rows count distances in placements from the decision, the mover's own placement first (a give-only
turn: the opponent's placement first); these helpers turn them into "you could force a win in 3" sentences.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.ai.quarto.review import decisions
from game.i18n import N_, _, ngettext
from game.play.quarto.words import cell_name, piece_words
from game.rules.quarto.moves import Move
from game.rules.quarto.pieces import PieceSet
from game.rules.quarto.state import QuartoState

MARKS = {"best": "✓", "inaccuracy": "?", "mistake": "✗"}  # drawn as shapes where the font lacks them
VERDICT_WORDS = {"best": N_("best"), "inaccuracy": N_("inaccuracy"), "mistake": N_("mistake")}
#: The coach's heading for a decision, exact or estimated (whole msgids: no word is glued to another).
VERDICT_HEADS = {
    ("best", True): N_("Best"),
    ("inaccuracy", True): N_("Inaccuracy"),
    ("mistake", True): N_("Mistake"),
    ("best", False): N_("Best (estimate)"),
    ("inaccuracy", False): N_("Inaccuracy (estimate)"),
    ("mistake", False): N_("Mistake (estimate)"),
}


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


def value_words(value: dict, places_first: bool, rival: str | None = None) -> str:
    """One value for the mover: "you could force a win in 3", "a draw with best play", "… wins at once"."""
    rival = _("the opponent") if rival is None else rival
    kind, distance = value.get("value"), value.get("distance")
    if kind == "draw":
        return _("a draw with best play")
    if kind == "unclear" or distance is None:
        return _("unclear to a quick search")
    own, theirs = _own_and_theirs(int(distance), places_first)
    if kind == "win":
        if own <= 1 and places_first:
            return _("a win with this placement")
        # TRANSLATORS: {n} counts the player's own placements
        return _("you could force a win in {n}").format(n=own)
    if theirs <= 1:
        return _("{rival} wins at once").format(rival=rival)
    return _("{rival} can force a win in {n}").format(rival=rival, n=theirs)


def row_words(row: dict, pieces: PieceSet, rival: str | None = None) -> list[str]:
    """What the coach says about one decision: verdict, the value before and after, the better move."""
    rival = _("the opponent") if rival is None else rival
    places_first = row["move"]["cell"] is not None
    before = value_words(row["value_before"], places_first, rival)
    after = value_words(row["value_after"], places_first, rival)
    verdict = row["verdict"]
    lines = [_(VERDICT_HEADS[verdict, bool(row.get("exact"))])]
    if verdict == "best" and row["value_before"].get("value") == "unclear":
        lines.append(_("The quick search found no forced win or loss for either move here."))
    elif verdict == "best":
        lines.append(_("Kept the best value: {value}.").format(value=before))
    else:
        lines.append(_("Before: {value}.").format(value=before))
        after_value = row["value_after"]
        theirs = _own_and_theirs(int(after_value.get("distance") or 0), places_first)[1]
        if after_value.get("value") == "loss" and theirs <= 1 and row["move"]["give"] is not None:
            lines.append(_("This give lets {rival} win at once.").format(rival=rival))
        else:
            lines.append(_("After this move: {value}.").format(value=after))
    better = row.get("better")
    if better:
        lines.append(_("Better: {move}").format(move=move_words(better, pieces)))
    return lines


def move_words(move: dict, pieces: PieceSet) -> str:
    """ "place on c3, give the tall dark round solid piece" for a {"cell", "give"} pair."""
    cell, give = move.get("cell"), move.get("give")
    square = cell_name(cell, 4) if cell is not None else ""
    piece = piece_words(pieces, give) if give is not None else ""
    if cell is not None and give is not None:
        # TRANSLATORS: {square} is a square's name ("c3"), {piece} a piece in words ("the tall dark round solid piece")
        return _("place on {square}, give {piece}").format(square=square, piece=piece)
    if cell is not None:
        return _("place on {square}").format(square=square)
    if give is not None:
        return _("give {piece}").format(piece=piece)
    return "—"


def summary(rows: list[dict], seat: int) -> str:
    """ "2 mistakes, 1 inaccuracy" for one seat's decisions."""
    counts = {"mistake": 0, "inaccuracy": 0}
    for row in rows:
        if row["player"] == seat and row["verdict"] in counts:
            counts[row["verdict"]] += 1
    mistakes = ngettext("{n} mistake", "{n} mistakes", counts["mistake"]).format(n=counts["mistake"])
    slips = ngettext("{n} inaccuracy", "{n} inaccuracies", counts["inaccuracy"]).format(
        n=counts["inaccuracy"]
    )
    if counts["mistake"] and counts["inaccuracy"]:
        return _("{mistakes}, {inaccuracies}").format(mistakes=mistakes, inaccuracies=slips)
    if counts["mistake"]:
        return mistakes
    return slips if counts["inaccuracy"] else _("no mistakes")
