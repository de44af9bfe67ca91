"""What a QU4TO seat can infer about the other hands from the round's public record, and worlds re-dealt to
agree with it (Expert's search; Hard re-deals blindly with ``Qu4toState.determinize``).

Two things are public and the plain re-deal ignores them:

* **Rotated cards.** ``3 rotate 5g`` shows everyone which card seat 3 turned: from then on that card is known to
  be in seat 3's hand, the other way up, until the seat plays it. Such cards are kept in their hands when the
  rest is dealt again (the backs still agree: a known card's orientation is known too).
* **Passes.** A seat that passed on the Leading Set now on the table seldom held a set that beats it: Medium
  passes with a beat in hand on fewer than 1 pass in 200 (32 of 7,251 passes at 4 seats), though Hard does on 23 % of
  the turns it could beat (``tools/qu4to_pass_habit.py``: its playouts keep sets back). A world where such a seat
  holds a set that beats the table is dealt again, a few times at most; a world that still disagrees is kept with
  a small chance (``DOUBT``), as a person may pass on purpose. Wider and softer forms of this were tried against
  Hards and not kept (docs/performance.md, "Two wider pass inferences").
"""

from __future__ import annotations

import random

from game.rules.qu4to.cards import CODE_OF_TEXT, NUM_KINDS, count_codes, playable
from game.rules.qu4to.state import Qu4toState
from game.rules.qu4to.views import backs, unseen_kinds

#: Re-deals tried for a world that disagrees with a pass, and the chance a disagreeing world is kept anyway.
TRIES = 12
DOUBT = 0.05


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


def passes_on_table(state: Qu4toState, seat: int) -> list[tuple[int, str, int]]:
    """The other seats' passes on the Leading Set now on the table: (seat, "rotate" | "keep" | "pass", the
    rotated card's code now held or the kept card's orientation). Each acted once since the set was played."""
    if not state.table:
        return []
    out: list[tuple[int, str, int]] = []
    for line in reversed(round_lines(state)):
        who, _, rest = line.partition(" ")
        if not who.isdigit():
            break
        word, _, arg = rest.partition(" ")
        if word == "play":
            break
        s = int(who)
        if s == seat:
            continue
        if word == "rotate":
            out.append((s, "rotate", CODE_OF_TEXT[arg] ^ 1))
        elif word == "keep":
            out.append((s, "keep", 1 if arg == "blue" else 0))
        elif word == "pass":
            out.append((s, "pass", 0))
    return out


def _beats(hand: list[int], above: int) -> bool:
    return bool(playable(hand, above))


def agrees(world: Qu4toState, passes: list[tuple[int, str, int]], above: int) -> bool:
    """No seat that passed on the table (strength ``above``) could have beaten it, with its hand as it was
    before its pass: a rotated card turned back; a drawn card (one of those now held its kept way up) not yet in."""
    for s, kind, arg in passes:
        hand = list(world.hands[s])
        if kind == "rotate":
            if hand[arg] == 0:
                continue  # (cannot happen with the rotated card kept in hand; nothing to check)
            hand[arg] -= 1
            hand[arg ^ 1] += 1
            if _beats(hand, above):
                return False
        elif kind == "keep":
            fine = False
            for code in range(arg, len(hand), 2):  # the drawn card: any held card kept that way up
                if hand[code]:
                    hand[code] -= 1
                    fine = not _beats(hand, above)
                    hand[code] += 1
                    if fine:
                        break
            if not fine:
                return False
        elif _beats(hand, above):
            return False
    return True


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
    """``count`` re-dealt worlds for ``seat`` that agree with the record: known cards kept, passes believed."""
    known = known_cards(state, seat)
    passes = passes_on_table(state, seat)
    above = state.table_strength if state.table else -1
    out = []
    for _ in range(count):
        world = redeal(state, seat, rng, known)
        if passes:
            for _ in range(TRIES - 1):
                if agrees(world, passes, above) or rng.random() < DOUBT:
                    break
                world = redeal(state, seat, rng, known)
        out.append(world)
    return out
