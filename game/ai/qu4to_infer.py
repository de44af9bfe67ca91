"""What a QU4TO seat can infer about the other hands from the round's public record, and worlds re-dealt to
agree with it (Expert's search; Hard re-deals blindly with ``Qu4toState.determinize``).

Two things are public and the plain re-deal ignores them:

* **Rotated cards.** ``3 rotate 5g`` shows everyone which card seat 3 turned: from then on that card is known to
  be in seat 3's hand, the other way up, until the seat plays it. Such cards are kept in their hands when the
  rest is dealt again (the backs still agree: a known card's orientation is known too).
* **Passes.** A seat that passed on a Leading Set, holding a set that beats it, chose to: it kept that set for
  later. Medium almost never does (8 of 1,500 turns where it held a beat), Hard often (348 of 1,500: its playouts
  keep sets back), and a person may. So a pass weighs the worlds rather than ruling them out: a world in which a
  seat held a beat it passed on is kept with the chance ``DOUBT`` for each such pass, Hard's habit, which samples
  the worlds as likely as the record makes them. Every pass of the round counts, not only those on the set now on
  the table: the seat's hand as it was then is its hand now with the cards it played since given back and the
  cards it turned since turned back. Only a draw hides that hand (the drawn card is unknown), so the passes a
  seat made before its last draw are not weighed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.rules.qu4to.cards import CODE_OF_TEXT, NUM_KINDS, VALUE, count_codes, playable, strength_of
from game.rules.qu4to.state import Qu4toState
from game.rules.qu4to.views import backs, unseen_kinds

#: The chance a seat holding a set that beats the Leading Set passes anyway (Hard's, measured on 1,500 such turns
#: at 4 seats: 23 %), and the re-deals tried for one world before the last is kept whatever it shows.
DOUBT = 0.23
TRIES = 20


def _codes(text: str) -> list[int]:
    return [CODE_OF_TEXT[t] for t in text.split("-")]


def round_lines(state: Qu4toState) -> list[str]:
    """The record's lines of the round in play (empty when the state keeps no record)."""
    log = state.log or []
    for i in range(len(log) - 1, -1, -1):
        if log[i].startswith("round ") and " leader " in log[i]:
            return log[i + 1 :]
    return []


def known_cards(state: Qu4toState, seat: int) -> list[list[int]]:
    """Per seat, the held cards (codes) the record shows it holds: every card it rotated and has not played
    since (nothing for ``seat`` itself, whose whole hand is known anyway)."""
    known: list[list[int]] = [[] for _ in range(state.players)]
    for line in round_lines(state):
        who, _, rest = line.partition(" ")
        if not who.isdigit():
            continue
        s = int(who)
        word, _, arg = rest.partition(" ")
        if word == "rotate":
            code = CODE_OF_TEXT[arg]
            if code in known[s]:
                known[s].remove(code)
            known[s].append(code ^ 1)
        elif word == "play":
            for code in _codes(arg):
                if code in known[s]:
                    known[s].remove(code)
    known[seat] = []
    return known


@dataclass(slots=True)
class Pass:
    """A seat's pass on a Leading Set of strength ``above``: ``kind`` "pass", "rotate" (its pass turned a card)
    or "keep" (it drew, and kept the card ``orientation`` up: 0 green, 1 blue). ``undo`` turns the seat's hand as
    it is now back into the hand it passed with: (code, +1 or -1) for each card it played or turned since, and for
    the rotation that was the pass itself."""

    seat: int
    kind: str
    above: int
    orientation: int = 0
    undo: list[tuple[int, int]] = field(default_factory=list)


def passes_in_round(state: Qu4toState, seat: int) -> list[Pass]:
    """The other seats' passes this round that the record lets ``seat`` check against a re-dealt hand: every pass
    a seat made since it last drew (a drawn card is unknown, so what it held before the draw is not)."""
    open_: list[list[Pass]] = [[] for _ in range(state.players)]
    above = -1
    for line in round_lines(state):
        who, _, rest = line.partition(" ")
        if not who.isdigit():
            continue
        s = int(who)
        word, _, arg = rest.partition(" ")
        if word == "play":
            codes = _codes(arg)
            above = strength_of(VALUE[c] for c in codes) or -1
            for p in open_[s]:
                p.undo.extend((c, +1) for c in codes)
        elif word == "rotate":
            code = CODE_OF_TEXT[arg]
            for p in open_[s]:
                p.undo.extend(((code ^ 1, -1), (code, +1)))
            open_[s].append(Pass(s, "rotate", above, undo=[(code ^ 1, -1), (code, +1)]))
        elif word == "keep":
            open_[s] = [Pass(s, "keep", above, 1 if arg == "blue" else 0)]
        elif word == "pass":
            open_[s].append(Pass(s, "pass", above))
    return [p for s, passes in enumerate(open_) if s != seat and state.sizes[s] for p in passes]


def _beats(hand: list[int], above: int) -> bool:
    return bool(playable(hand, above))


def disagreements(world: Qu4toState, passes: list[Pass]) -> int:
    """How many of ``passes`` a seat made holding a set that beats the one it passed on, in ``world``, with its
    hand as it was then: the cards it played or turned since given back, and a drawn card (one of those now held
    its kept way up) not yet in."""
    count = 0
    for p in passes:
        hand = list(world.hands[p.seat])
        for code, step in p.undo:
            hand[code] += step
        if min(hand) < 0:
            continue  # (the record and this world disagree on a played card's way up: nothing to check)
        if p.kind == "keep":
            fine = False
            for code in range(p.orientation, len(hand), 2):  # the drawn card: any held card kept that way up
                if hand[code]:
                    hand[code] -= 1
                    fine = not _beats(hand, p.above)
                    hand[code] += 1
                    if fine:
                        break
            count += not fine
        else:
            count += _beats(hand, p.above)
    return count


def redeal(state: Qu4toState, seat: int, rng: random.Random, known: list[list[int]]) -> Qu4toState:
    """``Qu4toState.determinize`` for ``seat``, keeping each other seat's ``known`` cards in its hand."""
    new = state.copy(log=False)
    new.rng = random.Random(rng.getrandbits(64))
    new.script = None
    pool = unseen_kinds(state, seat)
    left = [0] * NUM_KINDS
    for k in pool:
        left[k] += 1
    fixed: list[list[int]] = []
    for s in range(state.players):
        keep = []
        for code in known[s] if s != seat and state.sizes[s] else ():
            if left[code >> 1]:
                left[code >> 1] -= 1
                keep.append(code)
        fixed.append(keep)
    pool = [k for k in range(NUM_KINDS) for _ in range(left[k])]
    rng.shuffle(pool)
    for s in range(state.players):
        if s == seat or not state.sizes[s]:
            continue
        green, blue = backs(state, s)
        green -= sum(1 for c in fixed[s] if not c & 1)
        blue -= sum(1 for c in fixed[s] if c & 1)
        if green < 0 or blue < 0:  # the record and the backs disagree (never in a real match): deal blind
            return state.determinize(seat, rng)
        taken, pool = pool[: green + blue], pool[green + blue :]
        new.hands[s] = count_codes(
            fixed[s] + [k * 2 for k in taken[:green]] + [k * 2 + 1 for k in taken[green:]]
        )
    if state.pending is not None and state.turn != seat:
        new.pending = pool.pop()
    new.deck = pool
    return new


def worlds(state: Qu4toState, seat: int, rng: random.Random, count: int) -> list[Qu4toState]:
    """``count`` re-dealt worlds for ``seat``, weighed by the record: known cards kept, each pass a world breaks
    keeping it only with the chance ``DOUBT``."""
    known = known_cards(state, seat)
    passes = passes_in_round(state, seat)
    out = []
    for _ in range(count):
        for _ in range(TRIES):
            world = redeal(state, seat, rng, known)
            if not passes:
                break
            broken = disagreements(world, passes)
            if not broken or rng.random() < DOUBT**broken:
                break
        out.append(world)
    return out
