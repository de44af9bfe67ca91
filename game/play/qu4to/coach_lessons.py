"""What was better, in words: the review's one sentence when a QU4TO decision cost points against Expert's.

One lesson per kind of decision (``why`` picks it): a pass where a set was better, one way to pass over another, one
set over another, a 4 held back to score, a better way up for a drawn card or a new hand. Each names only what can be
read off the position (``coach_words`` has the phrases and the praise of a move as good as Expert's); the cost comes
from Expert's playouts (``game.ai.qu4to_expert_review``).
"""

from __future__ import annotations

from game.i18n import _, decimal, ngettext
from game.play.qu4to.coach_words import CLOSE, capitalized, cards_words, fours_words, move_words, praise
from game.play.qu4to.hand_counts import (
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
    return capitalized(text.format(fours=fours_words(n) if kind == "kept" else "", **names))


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
        return capitalized(text.format(n=after, **names))
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
    return capitalized(_("{best} would have been a better pass than {played}.").format(**names))


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
        return capitalized(text.format(n=n, fours=fours_words(n) if kind == "kept" else "", **names))
    after_best = sets_left(after_play(state, seat, best))
    after_played = sets_left(after_play(state, seat, played))
    if after_best < after_played:
        text = ngettext(
            "{best} was better: it leaves a hand that splits into {n} set, against {then} after {other}.",
            "{best} was better: it leaves a hand that splits into {n} sets, against {then} after {other}.",
            after_best,
        )
        return capitalized(text.format(n=after_best, then=after_played, **names))
    if len(best.codes) > len(played.codes):
        text = _("{best} was better: it sheds {n} cards where {other} sheds {few}.")
        return capitalized(text.format(n=len(best.codes), few=len(played.codes), **names))
    low, high = VALUE[best.codes[-1]], VALUE[played.codes[-1]]
    if low < high:
        text = _("{best} was better: it is lower, and keeps your {value}s to take a lead later.")
        return capitalized(text.format(value=high, **names))
    return capitalized(
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
        return text.format(fours=fours_words(gave), best=move_words(state, best))
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
        return capitalized(text.format(**names))
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
        return capitalized(text.format(shown=shown, other=other, **names))
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
    return capitalized(text.format(**names))


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
        return cost + capitalized(text.format(best=move_words(state, best), cards=cards_words(played.codes)))
    if isinstance(played, passing) and isinstance(best, Play):
        return cost + _pass_over_play(state, played, best)
    if isinstance(played, passing) and isinstance(best, passing):
        return cost + _passes(state, played, best)
    if isinstance(played, Keep | Orient) and isinstance(best, Keep | Orient):
        return cost + _side(state, played, best)
    return cost + capitalized(_("{best} was better.").format(best=move_words(state, best)))
