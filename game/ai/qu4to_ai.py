"""QU4TO computer opponents: Easy (random, plays when it can), Medium (hand-shaping heuristic), Hard (playouts),
and Expert (a search over the seat's information set, ``qu4to_expert``).

Every level sees only what its seat may see: Hard re-deals the unseen cards (``determinize``) before each playout,
so it never peeks at a hand or the deck. Hard is budgeted by playout count with a time cap: tests fix the count and
give a generous cap, so a seed reproduces its choices on any machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.ai.qu4to_expert import Policy, choose, outcome
from game.rules.qu4to.cards import CODES_OF, COPIES, NUM_KINDS, QU4TO, VALUE, playable
from game.rules.qu4to.moves import DRAW, KEEP, ORIENT, PASS, ROTATE, Move, play_of
from game.rules.qu4to.state import Qu4toState

LEVELS = ("easy", "medium", "hard", "expert")
#: Seconds a level may think per decision (only Hard and Expert use time).
BUDGETS = {"easy": 0.0, "medium": 0.0, "hard": 0.8, "expert": 0.8}
#: Hard's playouts per candidate move, and how many of Medium's best candidates it compares.
PLAYOUTS = 16
CANDIDATES = 4
#: Medium's own choice is kept unless the playouts find another action better by this many points per round.
PRIOR = 0.25
#: A playout stops after this many actions even if the round has not ended (a safety net; rounds end far sooner).
PLAYOUT_CAP = 400

_MEMO: dict[tuple[int, ...], int] = {}


def min_sets(vc: tuple[int, ...]) -> int:
    """The fewest sets a hand (counts per value 1–11, index 0 unused) splits into: the turns it needs to go out."""
    known = _MEMO.get(vc)
    if known is not None:
        return known
    v = 1
    while v < 12 and not vc[v]:
        v += 1
    if v == 12:
        return 0
    best = 99
    rest = list(vc)
    for _ in range(min(vc[v], 4)):
        rest[v] -= 1
        best = min(best, 1 + min_sets(tuple(rest)))
    rest = list(vc)
    rest[v] -= 1
    for top in range(v + 1, min(v + 4, 12)):
        if not vc[top]:
            break
        rest[top] -= 1
        best = min(best, 1 + min_sets(tuple(rest)))
    if len(_MEMO) > 400_000:
        _MEMO.clear()
    _MEMO[vc] = best
    return best


def values_of(hand: list[int]) -> list[int]:
    """Counts per value (index 1–11) of a hand of held cards."""
    vc = [0] * 12
    for v, (g, b) in CODES_OF.items():
        vc[v] = hand[g] + hand[b]
    return vc


_DRAW_MEMO: dict[tuple[int, ...], float] = {}
_DRAW_WEIGHTS = tuple(c / sum(COPIES) for c in COPIES)


def _draw_value(vc: list[int]) -> float:
    """Medium's expected hand value after drawing a card and keeping it the better way up (full-deck odds)."""
    key = tuple(vc)
    known = _DRAW_MEMO.get(key)
    if known is not None:
        return known
    expect = 0.0
    for kind in range(NUM_KINDS):
        best = -1e9
        for up in (0, 1):
            v = VALUE[kind * 2 + up]
            vc[v] += 1
            best = max(best, -10.0 * min_sets(tuple(vc)))
            vc[v] -= 1
        expect += _DRAW_WEIGHTS[kind] * best
    if len(_DRAW_MEMO) > 200_000:
        _DRAW_MEMO.clear()
    _DRAW_MEMO[key] = expect
    return expect


def _easy(state: Qu4toState, rng: random.Random) -> Move:
    """A random legal action, but never a pass when a set can be played."""
    if state.phase == "play":  # the plays alone, in legal_moves' order, without building the passes
        sets = playable(state.hands[state.turn], state.table_strength)
        if sets:
            return play_of(rng.choice(sets))
    return rng.choice(state.legal_moves())


def _orient_scores(state: Qu4toState, seat: int) -> list[float]:
    hand = state.hands[seat]
    green = values_of(hand)  # as dealt, every card is green-up
    blue = values_of([0 if c & 1 == 0 else hand[c - 1] for c in range(len(hand))])
    return [-10 * min_sets(tuple(green)), -10 * min_sets(tuple(blue))]


def _keep_scores(state: Qu4toState, seat: int) -> list[float]:
    kind = state.pending
    if kind is None:  # the keep phase always has a drawn card waiting
        raise ValueError("There is no drawn card to keep.")
    vc = values_of(state.hands[seat])
    out = []
    for up in (0, 1):
        v = VALUE[kind * 2 + up]
        vc[v] += 1
        out.append(-10 * min_sets(tuple(vc)) + 0.01 * v)
        vc[v] -= 1
    return out


@dataclass(frozen=True, slots=True)
class Weights:
    """The constants of Medium's judgement of a play, a rotation and a draw (each against the fewest sets the hand
    is left in, ten points a set): ``top`` per value of the highest card played, ``length`` per card played,
    ``beat`` for beating the table and ``danger`` more when a hand is nearly out, ``lead_four`` against each 4
    spent on a lead, ``rotate`` against a rotation, ``draw`` against drawing."""

    top: float = 0.3
    length: float = 0.5
    beat: float = 4.0
    danger: float = 3.0
    lead_four: float = 4.0
    rotate: float = 0.5
    draw: float = 3.0


#: Medium's weights (and Hard's, whose playouts are Medium's).
MEDIUM = Weights()
#: Expert's own judgement: patient. It plays its highest card down less, keeps cards together, spends 4s on a lead
#: less and draws rather than break its hand to beat; one such seat won 55% of 3,000 4-seat matches against three
#: Mediums where Medium's weights won 24% (the same deals).
PATIENT = Weights(top=1.0, length=-0.5, lead_four=8.0, draw=-8.0)


def scored_moves(state: Qu4toState, w: Weights = MEDIUM) -> list[tuple[float, Move]]:
    """Medium's judgement of every action of the seat to act, best first (ties keep generation order); ``w``
    gives its constants."""
    seat = state.turn
    if state.phase == "orient":
        return sorted(zip(_orient_scores(state, seat), ORIENT, strict=True), key=lambda p: -p[0])
    if state.phase == "keep":
        return sorted(zip(_keep_scores(state, seat), KEEP, strict=True), key=lambda p: -p[0])
    hand = state.hands[seat]
    vc = values_of(hand)
    size = state.sizes[seat]
    beating = bool(state.table)
    points = state.players > 2
    per_four = state.qu4to_point == "four"
    others = [n for s, n in enumerate(state.sizes) if n and s != seat]
    danger = bool(others) and min(others) <= 3
    out: list[tuple[float, Move]] = []
    for codes in playable(hand, state.table_strength):
        if len(codes) == size:
            out.append((1000.0, play_of(codes)))
            continue
        after = list(vc)
        fours = 0
        for c in codes:
            after[VALUE[c]] -= 1
            if c >= QU4TO * 2:
                fours += 1
        score = -10.0 * min_sets(tuple(after)) - w.top * VALUE[codes[-1]] + w.length * len(codes)
        if beating:
            score += w.beat + (w.danger if danger else 0)
            if fours and points:
                score += 9 * fours if per_four else 9 - 4 * (fours - 1)
        else:
            score -= w.lead_four * fours
        out.append((score, play_of(codes)))
    if beating:
        base = min_sets(tuple(vc))
        for c in range(QU4TO * 2):
            if hand[c]:
                after = list(vc)
                after[VALUE[c]] -= 1
                after[VALUE[c ^ 1]] += 1
                out.append((-10.0 * min_sets(tuple(after)) - w.rotate, ROTATE[c]))
        if state.can_draw():
            out.append((_draw_value(vc) - w.draw, DRAW))
        else:
            out.append((-10.0 * base, PASS))
    out.sort(key=lambda p: -p[0])
    return out


def _medium(state: Qu4toState, rng: random.Random, w: Weights = MEDIUM) -> Move:
    scored = scored_moves(state, w)
    best = scored[0][0]
    ties = [m for s, m in scored if s == best]
    return ties[0] if len(ties) == 1 else rng.choice(ties)


def playout(
    state: Qu4toState, seat: int, rng: random.Random, mine: Weights = MEDIUM, theirs: Weights = MEDIUM
) -> float:
    """Medium for every seat until the round ends (``seat`` judging by ``mine``, the others by ``theirs``);
    ``seat``'s points gained minus the others' mean gain."""
    before = list(state.scores)
    round_no = state.round_no
    steps = 0
    while not state.is_terminal and state.round_no == round_no and steps < PLAYOUT_CAP:
        state.play(_medium(state, rng, mine if state.turn == seat else theirs))
        steps += 1
    gains = [a - b for a, b in zip(state.scores, before, strict=True)]
    others = (sum(gains) - gains[seat]) / (len(gains) - 1)
    return gains[seat] - others


#: Medium's judgement and playouts (Hard's, and Expert's with 2 seats).
POLICY = Policy(scored_moves, playout)


def _patient_rank(state: Qu4toState) -> list[tuple[float, Move]]:
    return scored_moves(state, PATIENT)


def _patient_playout(state: Qu4toState, seat: int, rng: random.Random) -> float:
    return playout(state, seat, rng, PATIENT, PATIENT)


#: Expert's search with 3–5 seats: its candidates and every seat of its playouts judge patiently (``PATIENT``).
#: Against three Hards it won 42 % of 150 paired 4-seat matches where Medium's judgement won 38 % on the same deals
#: (docs/performance.md). With 2 seats, where no QU4TO point is scored, Expert keeps Medium's (``POLICY``).
PATIENT_POLICY = Policy(_patient_rank, _patient_playout)


def expert_policy(players: int) -> Policy:
    """What Expert's search builds on at a table of ``players``."""
    return PATIENT_POLICY if players > 2 else POLICY


def _hard(state: Qu4toState, rng: random.Random, budget_s: float, playouts: int) -> Move:
    """Compare Medium's best few actions by playouts over re-dealt unseen cards; the best mean wins."""
    scored = scored_moves(state)
    if state.phase != "play" or len(scored) == 1 or scored[0][0] >= 1000:
        return scored[0][1]
    cands = [m for _, m in scored[:CANDIDATES]]
    seat = state.turn
    totals = [0.0] * len(cands)
    deadline = time.perf_counter() + budget_s
    done = 0
    for _ in range(playouts):
        world = state.determinize(seat, rng)
        seed = rng.getrandbits(32)
        for j, move in enumerate(cands):  # every candidate meets the same world and the same dice
            totals[j] += outcome(POLICY, world, seed, move, seat)
        done += 1
        if time.perf_counter() > deadline:
            break
    means = [t / done + (PRIOR if j == 0 else 0.0) for j, t in enumerate(totals)]
    best = max(range(len(cands)), key=lambda j: (means[j], -j))
    return cands[best]


def choose_move(
    state: Qu4toState,
    level: str,
    rng: random.Random,
    budget_s: float | None = None,
    playouts: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Move:
    """One action for the seat to act, using only what that seat can see (``clock``: what Expert's time cap is
    read on; the simulator passes CPU time)."""
    if level not in LEVELS:
        raise ValueError(f"Unknown level {level!r}; choose one of {', '.join(LEVELS)}.")
    if state.is_terminal:
        raise ValueError("The match is over; there is no move to choose.")
    if level == "easy":
        return _easy(state, rng)
    if level == "medium":
        return _medium(state, rng)
    if level == "expert":
        return choose(state, expert_policy(state.players), rng, budget_s, playouts, clock)
    budget = BUDGETS["hard"] if budget_s is None else budget_s
    return _hard(state, rng, budget, PLAYOUTS if playouts is None else playouts)
