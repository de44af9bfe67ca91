"""Why in words: one sentence a player understands about a QU4TO decision, for the hint and the round review.

The sentence only claims what can be read off the position: the set played and what it beat, a QU4TO point, going
out, the 4s kept back, and how many sets the hand needs to play out (``min_sets``: the turns it needs to go out).
The cost comes from Expert's playouts (``game.ai.qu4to_expert_review``); the lessons the issue asks for are named:
a rotation or a draw that would have been better than the pass the player chose, and a 4 held back to score.

Every sentence is a whole msgid of its own (issue #30): each effect a set can have, each way to pass, each count
(by ``ngettext``); the placeholders carry only numbers, set names and the short phrases of ``move_words`` and
``cards_words``, which translators see explained in their comments.
"""

from __future__ import annotations

from game.i18n import N_, _, decimal, ngettext, pgettext
from game.play.qu4to.hand_counts import (
    Effect,
    after_play,
    after_rotate,
    effect,
    fours_in,
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


def _fours(n: int) -> str:
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
        return [_("keeps {fours} to beat with later for a point").format(fours=_fours(n))]
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
    return text.format(fours=_fours(n) if kind == "kept" else "", **names)


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
        return _cap(text.format(move=move_words(state, move), n=after, before=before))
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
    return _cap(text.format(move=what, n=mine, other=other))


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _pass_over_play(state: Qu4toState, played: Move, best: Play) -> str:
    """The player passed where a set was better: the cards they kept and what playing would have done."""
    kind, n = effect(state, best)
    names = {"move": move_words(state, played), "cards": cards_words(best.codes), "n": n}
    if kind == "empty":
        text = (
            ngettext(
                "{move} kept {cards}, but playing them would have taken the lead and emptied your hand for {n} point.",
                "{move} kept {cards}, but playing them would have taken the lead and emptied your hand for {n} points.",
                n,
            )
            if state.table
            else ngettext(
                "{move} kept {cards}, but playing them would have led and emptied your hand for {n} point.",
                "{move} kept {cards}, but playing them would have led and emptied your hand for {n} points.",
                n,
            )
        )
    elif kind == "scored":
        text = _("{move} kept {cards}, but playing them would have taken the lead and scored a QU4TO point.")
    elif kind == "kept":
        text = (
            _(
                "{move} kept {cards}, but playing them would have taken the lead and kept {fours} to beat with "
                "later for a point."
            )
            if state.table
            else _(
                "{move} kept {cards}, but playing them would have led and kept {fours} to beat with later for a point."
            )
        )
    elif state.table:
        text = _("{move} kept {cards}, but playing them would have taken the lead.")
    else:
        text = _("{move} kept {cards}, but playing them would have led.")
    return _cap(text.format(fours=_fours(n) if kind == "kept" else "", **names))


def _passes(state: Qu4toState, played: Move, best: Move) -> str:
    """Two ways to pass: a rotation or a draw would have been better than the one the player chose."""
    seat = state.turn
    now = sets_left(hand_values(state, seat))
    names = {"best": move_words(state, best), "played": move_words(state, played), "now": now}
    if isinstance(best, Rotate):
        after = sets_left(after_rotate(state, seat, best))
        if after < now:
            text = ngettext(
                "{best} would have been a better pass than {played}: your hand would split into {n} set "
                "instead of {now}.",
                "{best} would have been a better pass than {played}: your hand would split into {n} sets "
                "instead of {now}.",
                after,
            )
        else:
            text = _(
                "{best} would have been a better pass than {played}: it passes without adding a card to your hand."
            )
        return _cap(text.format(n=after, **names))
    # best is a draw; the player rotated
    if isinstance(played, Rotate):
        v = VALUE[played.code]
        after = sets_left(after_rotate(state, seat, played))
        if hand_values(state, seat)[v] >= 2:
            text = _(
                "Drawing would have been a better pass than {played}: the rotation broke up your {value}s."
            )
        elif after > now:
            text = ngettext(
                "Drawing would have been a better pass than {played}: the rotation left a hand that needs "
                "{n} set instead of {now}.",
                "Drawing would have been a better pass than {played}: the rotation left a hand that needs "
                "{n} sets instead of {now}.",
                after,
            )
        else:
            text = _(
                "Drawing would have been a better pass than {played}: the rotation did not help your sets, and a "
                "drawn card may."
            )
        return text.format(value=v, n=after, **names)
    return _cap(_("{best} would have been a better pass than {played}.").format(**names))


def _set_over_set(state: Qu4toState, played: Play, best: Play) -> str:
    """Why one set beats another: what only the better one does, else what it leaves in the hand."""
    seat, other = state.turn, set_name(played.codes)
    kind, n = effect(state, best)
    names = {"best": move_words(state, best), "other": other}
    if kind != "left" and (kind, n) != effect(state, played):
        if kind == "empty":
            text = ngettext(
                "{best} was better: it emptied your hand for {n} point.",
                "{best} was better: it emptied your hand for {n} points.",
                n,
            )
        elif kind == "scored":
            text = _("{best} was better: it scored a QU4TO point.")
        else:
            text = _("{best} was better: it kept {fours} to beat with later for a point.")
        return _cap(text.format(n=n, fours=_fours(n) if kind == "kept" else "", **names))
    after_best = sets_left(after_play(state, seat, best))
    after_played = sets_left(after_play(state, seat, played))
    if after_best < after_played:
        text = ngettext(
            "{best} was better: it leaves a hand that splits into {n} set, against {then} after {other}.",
            "{best} was better: it leaves a hand that splits into {n} sets, against {then} after {other}.",
            after_best,
        )
        return _cap(text.format(n=after_best, then=after_played, **names))
    if len(best.codes) > len(played.codes):
        text = _("{best} was better: it sheds {n} cards where {other} sheds {few}.")
        return _cap(text.format(n=len(best.codes), few=len(played.codes), **names))
    low, high = VALUE[best.codes[-1]], VALUE[played.codes[-1]]
    if low < high:
        text = _("{best} was better: it is lower, and keeps your {value}s to take a lead later.")
        return _cap(text.format(value=high, **names))
    return _cap(
        _("{best} was better: Expert's playouts found the others less likely to beat it.").format(**names)
    )


def _held_four(state: Qu4toState, played: Play, best: Move) -> str | None:
    """The lesson of the 4: a 4 played where, held back, it could beat a lead later for a QU4TO point."""
    gave = fours_in(played.codes)
    if state.players <= 2 or not gave:
        return None
    kept = fours_in(best.codes) if isinstance(best, Play) else 0
    if kept >= gave:
        return None
    if not state.table:
        text = _(
            "Holding {fours} back would have scored: a 4 that leads earns nothing, one that beats a lead later "
            "earns a QU4TO point ({best} was better)."
        )
        return text.format(fours=_fours(gave), best=move_words(state, best))
    if kept and state.qu4to_point == "set":
        text = _("{best} scores the same QU4TO point and holds your other 4 back to score again.")
        return text.format(best=move_words(state, best))
    return None


def _side(state: Qu4toState, played: Keep | Orient, best: Keep | Orient) -> str:
    """A better way up for the drawn card or the new hand: the sets each way, or what the card shows."""
    seat = state.turn
    count = kept_up if isinstance(best, Keep) else oriented
    mine, theirs = sets_left(count(state, seat, best.up)), sets_left(count(state, seat, played.up))
    names = {"better": move_words(state, best), "n": mine, "then": theirs}
    if mine < theirs:
        text = ngettext(
            "{better} was better: your hand would split into {n} set instead of {then}.",
            "{better} was better: your hand would split into {n} sets instead of {then}.",
            mine,
        )
        return _cap(text.format(**names))
    if isinstance(best, Keep) and state.pending is not None:
        shown = VALUE[state.pending * 2 + best.up]
        other = VALUE[state.pending * 2 + played.up]
        text = ngettext(
            "{better} (a {shown}, not a {other}) was better: both ways the hand splits into {n} set, and "
            "Expert's playouts favour the {shown}.",
            "{better} (a {shown}, not a {other}) was better: both ways the hand splits into {n} sets, and "
            "Expert's playouts favour the {shown}.",
            mine,
        )
        return _cap(text.format(shown=shown, other=other, **names))
    if best.up == 0:
        text = ngettext(
            "{better} was better: both ways the hand splits into {n} set, and Expert's playouts favour green-up.",
            "{better} was better: both ways the hand splits into {n} sets, and Expert's playouts favour green-up.",
            mine,
        )
    else:
        text = ngettext(
            "{better} was better: both ways the hand splits into {n} set, and Expert's playouts favour blue-up.",
            "{better} was better: both ways the hand splits into {n} sets, and Expert's playouts favour blue-up.",
            mine,
        )
    return _cap(text.format(**names))


def why(state: Qu4toState, played: Move, best: Move, loss: float) -> str:
    """One sentence about ``played`` (by the seat to act in ``state``, before it is played) against Expert's
    ``best``, ``loss`` being what it cost in points margin."""
    if played == best or loss < CLOSE:
        sentence = praise(state, played)
        if played == best:
            return sentence
        # TRANSLATORS: {sentence} is the coach's praise of the move played (a whole sentence); {best} Expert's move
        return _(
            "{sentence} Expert's {best} is about as good: the difference is within its playouts' own noise."
        ).format(sentence=sentence, best=move_words(state, best))
    cost = _("This cost about {loss} points.").format(loss=decimal(loss, 2)) + " "
    passing = (Rotate, Draw, Pass)
    if isinstance(played, Play):
        four = _held_four(state, played, best)
        if four is not None:
            return cost + four
        if isinstance(best, Play):
            return cost + _set_over_set(state, played, best)
        text = _("{best} would have kept {cards} for a better moment.")
        return cost + _cap(text.format(best=move_words(state, best), cards=cards_words(played.codes)))
    if isinstance(played, passing) and isinstance(best, Play):
        return cost + _pass_over_play(state, played, best)
    if isinstance(played, passing) and isinstance(best, passing):
        return cost + _passes(state, played, best)
    if isinstance(played, Keep | Orient) and isinstance(best, Keep | Orient):
        return cost + _side(state, played, best)
    return cost + _cap(_("{best} was better.").format(best=move_words(state, best)))
