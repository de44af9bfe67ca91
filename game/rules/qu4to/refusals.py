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
