"""The coach's words for a QU4TO move: the move named as a phrase, and why it is good, for the hint and the review.

``praise`` only claims what can be read off the position: the set played and what it beat, a QU4TO point, going
out, the 4s kept back, and how many sets the hand needs to play out (``min_sets``: the turns it needs to go out).
What would have been better, when a move cost points, is ``coach_lessons.why``, built on these phrases.

Every sentence is a whole msgid of its own (issue #30): each effect a set can have, each way to pass, each count
(by ``ngettext``); the placeholders carry only numbers, set names and the short phrases of ``move_words`` and
``cards_words``, which translators see explained in their comments.
"""

from __future__ import annotations

from game.i18n import N_, _, ngettext, pgettext
from game.play.qu4to.hand_counts import (
    Effect,
    after_rotate,
    effect,
    hand_values,
    kept_up,
    oriented,
    sets_left,
)
from game.rules.qu4to.cards import VALUE, set_name
from game.rules.qu4to.moves import Draw, Keep, Move, Orient, Pass, Play, Rotate
from game.rules.qu4to.state import Qu4toState

AN_VALUES = (8, 11)  # the card values English names with "an" (playtest of #47: "into a 8")

#: A loss below this (in points margin) is within the coach's own noise: the move is "about as good" as Expert's.
#: Measured (docs/performance.md, "The QU4TO coach's own noise"): Expert searched with six seeds on 80 recorded
#: positions chose differently in 252 of 1,200 seed pairs, and the review's loss between two such answers of its
#: own, on its 192 worlds, was under 0.29 in 9 of 10 (under 0.43 in 19 of 20; at most 0.54).
CLOSE = 0.3
#: A loss from this up is "costly" (red in the review): beyond 19 in 20 of the noise's own losses.
COSTLY = 0.5
UP_WORDS = (N_("green-up"), N_("blue-up"))


def fours_words(n: int) -> str:
    """The 4s the player holds, as a phrase for a sentence's {fours}."""
    # TRANSLATORS: {fours} in a coach sentence: the QU4TO 4 cards the player holds
    words = {1: _("your 4"), 2: _("both your 4s"), 3: _("your three 4s"), 4: _("your four 4s")}
    return words.get(n, ngettext("your {n} 4", "your {n} 4s", n).format(n=n))


def cards_words(codes: tuple[int, ...]) -> str:
    """The cards of a set as a player names them in their hand: "your pair of 7s", "your 8-9", "your 5"."""
    values = sorted(VALUE[c] for c in codes)
    if len(values) == 1:
        # TRANSLATORS: {cards} in a coach sentence: one card of the player's hand, {value} its number
        return _("your {value}").format(value=values[0])
    if values[0] == values[-1]:
        if len(values) == 2:
            return _("your pair of {value}s").format(value=values[0])
        if len(values) == 3:
            return _("your three {value}s").format(value=values[0])
        return _("your four {value}s").format(value=values[0])
    # TRANSLATORS: {cards} in a coach sentence: a run of the player's cards, e.g. "your 8-9"
    return _("your {set}").format(set=set_name(codes))


def play_effects(state: Qu4toState, move: Play) -> list[str]:
    """What a set does besides being played, in words: going out, a QU4TO point, the 4s kept back."""
    kind, n = effect(state, move)
    if kind == "empty":
        return [
            ngettext("empties your hand for {n} point", "empties your hand for {n} points", n).format(n=n)
        ]
    if kind == "scored":
        return [_("scores a QU4TO point")]
    if kind == "kept":
        return [_("keeps {fours} to beat with later for a point").format(fours=fours_words(n))]
    return [
        ngettext(
            "leaves a hand that splits into {n} set: {n} more play can empty it",
            "leaves a hand that splits into {n} sets: {n} more plays can empty it",
            n,
        ).format(n=n)
    ]


def move_words(state: Qu4toState, move: Move) -> str:
    """The action as a short phrase: "8-9", "rotating your 5 into an 8", "drawing", "keeping it blue-up"."""
    # TRANSLATORS: the phrases below fill {move}, {best} and {played} in the coach's sentences ("{best} would
    # have been a better pass than {played}"); the hint says "Expert would pass by {move}"
    if isinstance(move, Play):
        return set_name(move.codes)
    if isinstance(move, Rotate):
        value, other = VALUE[move.code], VALUE[move.code ^ 1]
        if other in AN_VALUES:
            # TRANSLATORS: the same phrase as "rotating your {value} into a {other}"; English says "an 8", "an 11"
            return _("rotating your {value} into an {other}").format(value=value, other=other)
        return _("rotating your {value} into a {other}").format(value=value, other=other)
    if isinstance(move, Draw):
        return _("drawing")
    if isinstance(move, Pass):
        return _("passing")
    if isinstance(move, Keep):
        return (_("keeping it green-up"), _("keeping it blue-up"))[move.up]
    return (_("holding your hand green-up"), _("holding your hand blue-up"))[move.up]


def short_words(move: Move) -> str:
    """The action in a list's few words: "play 6-7-8-9", "rotate 9", "draw", "keep blue-up", "hold green-up"."""
    if isinstance(move, Play):
        # TRANSLATORS: a short line of the review's list: the player played the set {set}
        return _("play {set}").format(set=set_name(move.codes))
    if isinstance(move, Rotate):
        return _("rotate {value}").format(value=VALUE[move.code])
    if isinstance(move, Keep):
        return (_("keep green-up"), _("keep blue-up"))[move.up]
    if isinstance(move, Orient):
        return (_("hold green-up"), _("hold blue-up"))[move.up]
    # TRANSLATORS: a short line of the review's list: the player drew a card (to pass)
    return pgettext("take a card", "draw") if isinstance(move, Draw) else pgettext("QU4TO pass", "pass")


def _beat_or_lead(state: Qu4toState, move: Play, effect: Effect) -> str:
    """Why a set is good to play: what it beats (or that it leads) and the one thing it does besides; in the
    present, as the Hint suggests it and the review judges it. A hand's count of sets is said as what it means:
    the plays still needed to empty it (issue 47: "left a hand that splits into 4 sets" read wrong)."""
    kind, n = effect
    names = {"set": set_name(move.codes), "table": set_name(state.table), "n": n}
    if state.table:
        if kind == "empty":
            text = ngettext(
                "{set} beats {table} and empties your hand for {n} point.",
                "{set} beats {table} and empties your hand for {n} points.",
                n,
            )
        elif kind == "scored":
            text = _("{set} beats {table} and scores a QU4TO point.")
        elif kind == "kept":
            text = _("{set} beats {table} and keeps {fours} to beat with later for a point.")
        else:
            text = ngettext(
                "{set} beats {table}, and the rest of your hand splits into {n} set: {n} more play can empty it.",
                "{set} beats {table}, and the rest of your hand splits into {n} sets: {n} more plays can empty it.",
                n,
            )
    elif kind == "empty":
        text = ngettext(
            "Leading {set} empties your hand for {n} point.",
            "Leading {set} empties your hand for {n} points.",
            n,
        )
    elif kind == "kept":
        text = _("Leading {set} keeps {fours} back to beat with later for a point.")
    else:  # (a lead scores no QU4TO point)
        text = ngettext(
            "Leading {set} leaves a hand that splits into {n} set: {n} more play can empty it.",
            "Leading {set} leaves a hand that splits into {n} sets: {n} more plays can empty it.",
            n,
        )
    return text.format(fours=fours_words(n) if kind == "kept" else "", **names)


def praise(state: Qu4toState, move: Move) -> str:
    """Why ``move`` (for the seat to act in ``state``) is a good choice, in one sentence."""
    seat = state.turn
    if isinstance(move, Play):
        return _beat_or_lead(state, move, effect(state, move))
    if isinstance(move, Rotate):
        before = sets_left(hand_values(state, seat))
        after = sets_left(after_rotate(state, seat, move))
        if after < before:
            text = ngettext(
                "{move} passes, and your hand then splits into {n} set instead of {before}: fewer plays empty it.",
                "{move} passes, and your hand then splits into {n} sets instead of {before}: fewer plays empty it.",
                after,
            )
        elif after == before:
            text = _("{move} passes; your sets stay whole and no card is added.")
        else:
            text = _("{move} passes and keeps the sets that matter for later.")
        return capitalized(text.format(move=move_words(state, move), n=after, before=before))
    if isinstance(move, Draw):
        return _("Drawing passes and leaves your sets as they are; the card drawn may even fit one.")
    if isinstance(move, Pass):
        return _("Passing keeps your cards: nothing is left to draw, so the pass is free.")
    count = kept_up if isinstance(move, Keep) else oriented
    mine, other = sets_left(count(state, seat, move.up)), sets_left(count(state, seat, 1 - move.up))
    what = move_words(state, move) if isinstance(move, Keep) else _(UP_WORDS[move.up])
    # TRANSLATORS: {move} is "keeping it green-up" or just "green-up" (how the new hand is held)
    text = ngettext(
        "{move}, your hand splits into {n} set ({other} the other way): the fewer, the sooner it is empty.",
        "{move}, your hand splits into {n} sets ({other} the other way): the fewer, the sooner it is empty.",
        mine,
    )
    return capitalized(text.format(move=what, n=mine, other=other))


def capitalized(text: str) -> str:
    """A sentence that begins with a phrase ("{move} passes"), its first letter a capital."""
    return text[:1].upper() + text[1:]
