"""Why in words: one sentence a player understands about a QU4TO decision, for the hint and the round review.

The sentence only claims what can be read off the position: the set played and what it beat, a QU4TO point, going
out, the 4s kept back, and how many sets the hand needs to play out (``min_sets``: the turns it needs to go out).
The cost comes from Expert's playouts (``game.ai.qu4to_expert_review``); the lessons the issue asks for are named:
a rotation or a draw that would have been better than the pass the player chose, and a 4 held back to score.
"""

from __future__ import annotations

from game.ai.qu4to_ai import min_sets, values_of
from game.rules.qu4to.cards import QU4TO, VALUE, set_name
from game.rules.qu4to.moves import Draw, Keep, Move, Orient, Pass, Play, Rotate
from game.rules.qu4to.state import Qu4toState

#: A loss below this (in points margin) is within the playouts' noise: the move is as good as Expert's.
CLOSE = 0.05
UP_WORDS = ("green-up", "blue-up")
_COUNT_WORDS = {2: "pair", 3: "three", 4: "four"}


def _plural(value: int) -> str:
    return f"{value}s"


def _sets(n: int) -> str:
    return f"{n} set" if n == 1 else f"{n} sets"


def _fours(n: int) -> str:
    return {1: "your 4", 2: "both your 4s"}.get(n, f"your {_COUNT_WORDS.get(n, str(n))} 4s")


def cards_words(codes: tuple[int, ...]) -> str:
    """The cards of a set as a player names them in their hand: "your pair of 7s", "your 8-9", "your 5"."""
    values = sorted(VALUE[c] for c in codes)
    if len(values) == 1:
        return f"your {values[0]}"
    if values[0] == values[-1]:
        if len(values) == 2:
            return f"your pair of {_plural(values[0])}"
        return f"your {_COUNT_WORDS[len(values)]} {_plural(values[0])}"
    return f"your {set_name(codes)}"


def _hand_values(state: Qu4toState, seat: int) -> list[int]:
    return values_of(state.hands[seat])


def sets_left(values: list[int]) -> int:
    """The fewest sets a hand (counts per value) plays out in."""
    return min_sets(tuple(values))


def _after_play(state: Qu4toState, seat: int, move: Play) -> list[int]:
    values = _hand_values(state, seat)
    for c in move.codes:
        values[VALUE[c]] -= 1
    return values


def _after_rotate(state: Qu4toState, seat: int, move: Rotate) -> list[int]:
    values = _hand_values(state, seat)
    values[VALUE[move.code]] -= 1
    values[VALUE[move.code ^ 1]] += 1
    return values


def _fours_in(codes: tuple[int, ...]) -> int:
    return sum(1 for c in codes if c >= QU4TO * 2)


def _fours_held(state: Qu4toState, seat: int) -> int:
    hand = state.hands[seat]
    return hand[QU4TO * 2] + hand[QU4TO * 2 + 1]


def _kept_up(state: Qu4toState, seat: int, up: int) -> list[int]:
    values = _hand_values(state, seat)
    if state.pending is not None:
        values[VALUE[state.pending * 2 + up]] += 1
    return values


def _oriented(state: Qu4toState, seat: int, up: int) -> list[int]:
    """The hand's values held ``up`` (at the round's start every card is held green-up)."""
    values = [0] * 12
    for code in state.hand_codes(seat):
        values[VALUE[(code & ~1) | up]] += 1
    return values


def play_effects(state: Qu4toState, move: Play) -> list[str]:
    """What a set does besides being played: going out, a QU4TO point, the 4s kept back."""
    seat = state.turn
    out: list[str] = []
    size = state.sizes[seat]
    if len(move.codes) == size:
        holding = state.holders() - 1  # the others still holding cards once this hand is empty
        return [f"emptied your hand for {holding} point{'s' if holding != 1 else ''}"]
    fours = _fours_in(move.codes)
    if state.table and fours and state.players > 2:
        out.append("scored a QU4TO point")
    kept = _fours_held(state, seat) - fours
    if kept and state.players > 2 and not (state.table and fours):
        out.append(f"kept {_fours(kept)} to beat with later for a point")
    left = sets_left(_after_play(state, seat, move))
    if not out:
        out.append(f"left a hand that plays out in {_sets(left)}")
    return out


def move_words(state: Qu4toState, move: Move) -> str:
    """The action as a short phrase: "8-9", "rotating your 5 into an 8", "drawing", "keeping it blue-up"."""
    if isinstance(move, Play):
        return set_name(move.codes)
    if isinstance(move, Rotate):
        return f"rotating your {VALUE[move.code]} into a {VALUE[move.code ^ 1]}"
    if isinstance(move, Draw):
        return "drawing"
    if isinstance(move, Pass):
        return "passing"
    if isinstance(move, Keep):
        return f"keeping it {UP_WORDS[move.up]}"
    return f"holding your hand {UP_WORDS[move.up]}"


def short_words(move: Move) -> str:
    """The action in a list's few words: "6-7-8-9", "rotate 9", "draw", "keep blue-up", "hold green-up"."""
    if isinstance(move, Play):
        return f"play {set_name(move.codes)}"
    if isinstance(move, Rotate):
        return f"rotate {VALUE[move.code]}"
    if isinstance(move, Keep):
        return f"keep {UP_WORDS[move.up]}"
    if isinstance(move, Orient):
        return f"hold {UP_WORDS[move.up]}"
    return str(move)


def _join(parts: list[str]) -> str:
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def praise(state: Qu4toState, move: Move) -> str:
    """Why ``move`` (for the seat to act in ``state``) is a good choice, in one sentence."""
    seat = state.turn
    if isinstance(move, Play):
        lead = (
            f"{set_name(move.codes)} beat {set_name(state.table)}"
            if state.table
            else f"leading {set_name(move.codes)}"
        )
        return _cap(f"{lead} and {_join(play_effects(state, move))}.")
    if isinstance(move, Rotate):
        before = sets_left(_hand_values(state, seat))
        after = sets_left(_after_rotate(state, seat, move))
        if after < before:
            effect = f"your hand now plays out in {_sets(after)} instead of {before}"
        elif after == before:
            effect = "your sets stayed whole and no card was added"
        else:
            effect = "it kept the sets that matter for later"
        return _cap(f"{move_words(state, move)} passed; {effect}.")
    if isinstance(move, Draw):
        return "Drawing passed and left your sets as they were; the card drawn may even fit one."
    if isinstance(move, Pass):
        return "Passing kept your cards: nothing is left to draw, so the pass is free."
    if isinstance(move, Keep):
        mine = sets_left(_kept_up(state, seat, move.up))
        other = sets_left(_kept_up(state, seat, 1 - move.up))
        return _cap(
            f"{move_words(state, move)}, your hand plays out in {_sets(mine)} ({other} the other way)."
        )
    mine = sets_left(_oriented(state, seat, move.up))
    other = sets_left(_oriented(state, seat, 1 - move.up))
    return _cap(f"{UP_WORDS[move.up]}, your hand plays out in {_sets(mine)} ({other} the other way).")


def _cap(text: str) -> str:
    return text[:1].upper() + text[1:]


def _pass_over_play(state: Qu4toState, played: Move, best: Play) -> str:
    """The player passed where a set was better: the cards they kept and what playing would have done."""
    what = "taken the lead" if state.table else "led"
    extra = play_effects(state, best)
    if extra and not extra[0].startswith("left a hand"):
        what += " and " + _join(extra)
    return f"{move_words(state, played)} kept {cards_words(best.codes)}, but playing them would have {what}."


def _passes(state: Qu4toState, played: Move, best: Move) -> str:
    """Two ways to pass: a rotation or a draw would have been better than the one the player chose."""
    seat = state.turn
    now = sets_left(_hand_values(state, seat))
    if isinstance(best, Rotate):
        after = sets_left(_after_rotate(state, seat, best))
        tail = (
            f"your hand would play out in {_sets(after)} instead of {now}"
            if after < now
            else "it passes without adding a card to your hand"
        )
        return _cap(
            f"{move_words(state, best)} would have been a better pass than {move_words(state, played)}: {tail}."
        )
    # best is a draw; the player rotated
    if isinstance(played, Rotate):
        v = VALUE[played.code]
        broke = _hand_values(state, seat)[v] >= 2
        after = sets_left(_after_rotate(state, seat, played))
        if broke:
            tail = f"the rotation broke up your {_plural(v)}"
        elif after > now:
            tail = f"the rotation left a hand that needs {_sets(after)} instead of {now}"
        else:
            tail = "the rotation did not help your sets, and a drawn card may"
        return f"Drawing would have been a better pass than {move_words(state, played)}: {tail}."
    return _cap(f"{move_words(state, best)} would have been a better pass than {move_words(state, played)}.")


def _set_over_set(state: Qu4toState, played: Play, best: Play) -> str:
    """Why one set beats another: what only the better one does, else what it leaves in the hand."""
    mine = play_effects(state, played)
    only = [e for e in play_effects(state, best) if e not in mine and not e.startswith("left a hand")]
    if only:
        return "it " + _join(only) + "."
    seat, other = state.turn, set_name(played.codes)
    after_best = sets_left(_after_play(state, seat, best))
    after_played = sets_left(_after_play(state, seat, played))
    if after_best < after_played:
        return (
            f"it leaves a hand that plays out in {_sets(after_best)}, against {after_played} after {other}."
        )
    if len(best.codes) > len(played.codes):
        return f"it sheds {len(best.codes)} cards where {other} sheds {len(played.codes)}."
    low, high = VALUE[best.codes[-1]], VALUE[played.codes[-1]]
    if low < high:
        return f"it is lower, and keeps your {_plural(high)} to take a lead later."
    return "Expert's playouts found the others less likely to beat it."


def _held_four(state: Qu4toState, played: Play, best: Move) -> str | None:
    """The lesson of the 4: a 4 played where, held back, it could beat a lead later for a QU4TO point."""
    gave = _fours_in(played.codes)
    if state.players <= 2 or not gave:
        return None
    kept = _fours_in(best.codes) if isinstance(best, Play) else 0
    if kept >= gave:
        return None
    if not state.table:
        return (
            f"Holding {_fours(gave)} back would have scored: a 4 that leads earns nothing, one that beats a "
            f"lead later earns a QU4TO point ({move_words(state, best)} was better)."
        )
    if kept and state.qu4to_point == "set":
        return f"{move_words(state, best)} scores the same QU4TO point and holds your other 4 back to score again."
    return None


def _side(state: Qu4toState, played: Keep | Orient, best: Keep | Orient) -> str:
    """A better way up for the drawn card or the new hand: the sets each way, or what the card shows."""
    seat = state.turn
    count = _kept_up if isinstance(best, Keep) else _oriented
    mine, theirs = sets_left(count(state, seat, best.up)), sets_left(count(state, seat, played.up))
    better = _cap(move_words(state, best))
    if mine < theirs:
        return f"{better} was better: your hand would play out in {_sets(mine)} instead of {theirs}."
    if isinstance(best, Keep) and state.pending is not None:
        shown = VALUE[state.pending * 2 + best.up]
        other = VALUE[state.pending * 2 + played.up]
        return (
            f"{better} (a {shown}, not a {other}) was better: both ways the hand plays out in {_sets(mine)}, "
            f"and Expert's playouts favour the {shown}."
        )
    return (
        f"{better} was better: both ways the hand plays out in {_sets(mine)}, and Expert's playouts favour "
        f"{UP_WORDS[best.up]}."
    )


def why(state: Qu4toState, played: Move, best: Move, loss: float) -> str:
    """One sentence about ``played`` (by the seat to act in ``state``, before it is played) against Expert's
    ``best``, ``loss`` being what it cost in points margin."""
    if played == best or loss < CLOSE:
        sentence = praise(state, played)
        return sentence if played == best else sentence[:-1] + f", as good as {move_words(state, best)}."
    cost = f"This cost about {loss:.2f} points. "
    passing = (Rotate, Draw, Pass)
    if isinstance(played, Play):
        four = _held_four(state, played, best)
        if four is not None:
            return cost + four
        if isinstance(best, Play):
            return cost + _cap(f"{move_words(state, best)} was better: " + _set_over_set(state, played, best))
        return cost + _cap(
            f"{move_words(state, best)} would have kept {cards_words(played.codes)} for a better moment."
        )
    if isinstance(played, passing) and isinstance(best, Play):
        return cost + _cap(_pass_over_play(state, played, best))
    if isinstance(played, passing) and isinstance(best, passing):
        return cost + _passes(state, played, best)
    if isinstance(played, Keep | Orient) and isinstance(best, Keep | Orient):
        return cost + _side(state, played, best)
    return cost + _cap(f"{move_words(state, best)} was better.")
