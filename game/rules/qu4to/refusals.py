"""The longer sentences QU4TO's rules refuse with (#30), as marked msgids: the state raises them with their values,
and a player reads them translated (``IllegalMove.for_player``)."""

from __future__ import annotations

from game.i18n import N_

NOT_A_SET = N_("{set} is not a set: play 1 to 4 cards of one number, or a run of 2 to 4 numbers in a row.")
NOT_HELD = N_("You do not hold {card} (x{count}), so you cannot play it.")
NO_FREE_PASS = N_("Passing is never free while cards can be drawn: rotate a card or draw one.")

#: What a replayed record lacks, or holds wrong, for the next deal or reshuffle (``Qu4toState._shuffled``).
SCRIPT_MISSING = {
    "deal": N_("The record has no line for the deal that comes next."),
    "reshuffle": N_("The record has no line for the reshuffle that comes next."),
}
SCRIPT_WRONG = {
    "deal": N_("The deal in the record does not hold the cards the rules call for."),
    "reshuffle": N_("The reshuffle in the record does not hold the cards the rules call for."),
}

#: Why a set does not beat the Leading Set, by the rule it falls short of (``beat_gap``), as the rules say it
#: (docs/rules.md, "Cards and sets"): more cards first, then one number above a run, then the higher numbers.
NOT_BEATEN = {
    "fewer": N_("{set} does not beat the leading set {leading}: more cards always win."),
    "run": N_(
        "{set} does not beat the leading set {leading}: with as many cards, a same-number set beats a run."
    ),
    "lower": N_("{set} does not beat the leading set {leading}: with as many cards, the higher numbers win."),
    "equal": N_("{set} does not beat the leading set {leading}: an equal set does not beat."),
    "quad": N_("{set} does not beat the leading set {leading}: the quad 4-4-4-4 beats everything."),
}


def beat_gap(values: tuple[int, ...], leading: tuple[int, ...]) -> str:
    """Which rule keeps a set of ``values`` from beating ``leading`` (both sets, ``values`` no stronger): "fewer"
    cards, a "run" under a same-number set, "lower" numbers, an "equal" set, or the "quad" of 4s."""
    if len(values) < len(leading):
        return "fewer"
    if sorted(leading) == [4, 4, 4, 4]:
        return "quad"
    same, leading_same = len(set(values)) == 1, len(set(leading)) == 1
    if leading_same and not same:
        return "run"
    return "equal" if sorted(values) == sorted(leading) else "lower"
