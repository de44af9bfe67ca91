"""QU4TO's Expert: a search over the information set of the seat to act, on the fast engine.

The policy's best few actions (leads and beats, rotations, the draw, and also the orientation and keep choices Hard
leaves to Medium) are tried in the same re-dealt worlds: the unseen cards are dealt again consistently with what
the seat has seen (its own hand and any card it is keeping, the table, the discard pile, the 4s taken out, each
other hand's size and backs, the deck's size) and with what the round's record shows (``qu4to_infer``: the cards
a seat rotated stay in its hand; a seat that passed on the table holds nothing that beats it); the action
scores what it scores itself (a QU4TO point, going out), then the round is played out by the policy's judgement
for everyone (``qu4to_ai.expert_policy``: patient weights with 3–5 seats, Medium's with 2). Sequential halving
spends the playouts on the actions that still look best, so the one chosen has been compared on a hundred worlds
or more.

Hard, the coach and the 2-player Expert value an action in *points margins*: the points the seat gains by the
round's end minus the mean gain of the others (in the 2-player variant +1 for winning the round, -1 for losing
it). With 3–5 seats a match is won by the highest total, not the best average, so Expert's own search values the
round's end by its *match equity* instead (``equity``): the match won or lost in the last round, an estimate of
the chance to win it from the totals and the rounds still to play before that, plus a small share of the margin.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from game.ai import qu4to_infer as infer
from game.rules.qu4to.deal import ROUNDS
from game.rules.qu4to.moves import Move
from game.rules.qu4to.state import Qu4toState

#: Expert's playouts per decision (summed over all its actions) and its time cap per decision, in seconds. 640
#: playouts take 0.5 s of CPU at the median, hidden under the table's pace between computer moves (0.75 s).
PLAYOUTS = 640
BUDGET_S = 0.8
#: A decision never uses fewer worlds per surviving action than this, so a rare action is not judged by one deal.
MIN_WORLDS = 4
#: The policy's best few actions are searched (a dozen noisy means would let a poor action win by luck).
CANDIDATES = 6
#: Each round of the halving gets its share of the time left (``FIT``; the last round ``FIT_SHARE`` of it), so a
#: slow decision finishes its halving on fewer worlds rather than stopping with six noisy means at the cap.
FIT = True
FIT_SHARE = 0.9


@dataclass(frozen=True, slots=True)
class Policy:
    """What the search builds on (a judgement from ``qu4to_ai``, which hands itself in): ``rank`` scores every action
    of the seat to act, best first; ``rollout`` plays a world to the round's end and returns the seat's margin."""

    rank: Callable[[Qu4toState], list[tuple[float, Move]]]
    rollout: Callable[[Qu4toState, int, random.Random], float]


@dataclass(frozen=True, slots=True)
class Judged:
    """One action with the mean points margin it earned over ``worlds`` re-dealt worlds."""

    move: Move
    value: float
    worlds: int


def _worlds(state: Qu4toState, seat: int, rng: random.Random, count: int) -> list[tuple[Qu4toState, int]]:
    """``count`` re-dealt worlds for ``seat`` that agree with the record, each with the seed its playouts share
    (common random numbers)."""
    return [(world, rng.getrandbits(32)) for world in infer.worlds(state, seat, rng, count)]


def _margin(before: list[int], after: list[int], seat: int) -> float:
    gains = [a - b for a, b in zip(after, before, strict=True)]
    return gains[seat] - (sum(gains) - gains[seat]) / (len(gains) - 1)


#: The spread (standard deviation) of the difference between two seats' points over one round, measured on 900
#: rounds of Medium against Medium at 4 seats (2.07); and the share of the points margin added to the equity so
#: that worlds where no action changes the match still rank the actions.
ROUND_SPREAD = 2.07
MARGIN_SHARE = 0.02


def equity(state: Qu4toState, seat: int) -> float:
    """``seat``'s chance to win the match as the totals stand at a round's end: 1 or 0 when the match is over;
    before that, the product over the others of a logistic estimate that the seat stays ahead of that one seat
    over the rounds left, each round adding ``ROUND_SPREAD`` of spread to their difference."""
    if state.is_terminal:
        return 1.0 if state.winner == seat else 0.0
    left = ROUNDS - state.round_no + 1  # the round now dealt is still to play
    scale = 1.702 / (ROUND_SPREAD * math.sqrt(max(1, left)))
    mine = state.scores[seat]
    chance = 1.0
    for other, points in enumerate(state.scores):
        if other != seat:
            chance /= 1.0 + math.exp(-scale * (mine - points))
    return chance


def match_outcome(policy: Policy, world: Qu4toState, seed: int, move: Move, seat: int) -> float:
    """``move``'s match equity in ``world`` once the round is played out (or at once, when the move ends the
    round), plus ``MARGIN_SHARE`` of its points margin: Expert's value with 3–5 seats."""
    sim = world.copy(log=False)
    sim.play(move)
    if not sim.is_terminal and sim.round_no == world.round_no:
        policy.rollout(sim, seat, random.Random(seed))  # plays ``sim`` on to the round's end
    if not sim.is_terminal and sim.round_no == world.round_no:  # the playout's safety cap stopped it
        return MARGIN_SHARE * _margin(world.scores, sim.scores, seat)
    return equity(sim, seat) + MARGIN_SHARE * _margin(world.scores, sim.scores, seat)


Outcome = Callable[[Policy, Qu4toState, int, Move, int], float]


def outcome(policy: Policy, world: Qu4toState, seed: int, move: Move, seat: int) -> float:
    """``move``'s points margin in ``world``: what the move scores itself (a QU4TO point, going out) plus the
    rest of the round played out; a move that ends the round is judged by its own points alone. Hard's playouts
    use it too (they once measured from after the move, missing its own points, and played a round-ending move's
    next round out instead)."""
    sim = world.copy(log=False)
    sim.play(move)
    now = _margin(world.scores, sim.scores, seat)
    if sim.is_terminal or sim.round_no != world.round_no:
        return now
    return now + policy.rollout(sim, seat, random.Random(seed))


def judge(
    state: Qu4toState,
    policy: Policy,
    rng: random.Random,
    playouts: int = PLAYOUTS,
    budget_s: float = BUDGET_S,
    clock: Callable[[], float] = time.perf_counter,
    value: Outcome | None = None,
) -> list[Judged]:
    """The policy's best ``CANDIDATES`` actions of the seat to act, best first, by sequential halving over re-dealt
    worlds.

    The playout count decides the search (a seed gives the same answer on any machine); ``budget_s`` is only a
    cap, read on ``clock`` (wall time at a table; the simulator passes CPU time, so a busy machine does not starve
    it). Each round of the halving may use its share of the time left (after ``MIN_WORLDS`` worlds at least), so a
    slow decision compares fewer worlds but still halves down to one; if the cap itself runs out, the halving
    stops where it is and the actions are ranked by what they earned.
    ``value`` scores an action in a world: ``match_outcome`` with 3–5 seats and ``outcome`` with 2, unless given.
    """
    if value is None:
        value = match_outcome if state.players > 2 else outcome
    if state.is_terminal:
        raise ValueError("The match is over; there is no move to judge.")
    seat = state.turn
    ranked = [m for _, m in policy.rank(state)][:CANDIDATES]  # the policy's order, its first choice first
    if len(ranked) == 1:
        return [Judged(ranked[0], 0.0, 0)]
    total = [0.0] * len(ranked)
    seen = [0] * len(ranked)
    alive = list(range(len(ranked)))
    rounds = max(1, math.ceil(math.log2(len(ranked))))
    deadline = clock() + budget_s
    spent = 0
    for r in range(rounds):
        left = rounds - r
        per = max(MIN_WORLDS, (playouts - spent) // (left * len(alive)))
        late = False
        begun = clock()
        round_end = begun + (deadline - begun) * (FIT_SHARE if left == 1 else 1 / left)
        for met, (world, seed) in enumerate(_worlds(state, seat, rng, per)):
            if FIT and met >= MIN_WORLDS and clock() > round_end:
                break
            scores = []
            for j in alive:
                scores.append(value(policy, world, seed, ranked[j], seat))
                late = clock() > deadline
                if late:  # a world counts only when every surviving action met it
                    break
            else:
                for j, score in zip(alive, scores, strict=True):
                    total[j] += score
                    seen[j] += 1
                spent += len(alive)
            if late:
                break
        if late or len(alive) <= 1:
            break
        # the better half goes on; a tie keeps the policy's order (the earlier index)
        alive.sort(key=lambda j: (-total[j] / seen[j], j))
        alive = alive[: max(1, (len(alive) + 1) // 2)]
    out = [
        Judged(ranked[j], total[j] / seen[j] if seen[j] else -math.inf, seen[j]) for j in range(len(ranked))
    ]
    alive_set = set(alive)
    # the survivors first (they were judged on the most worlds), then the others by their means
    order = sorted(range(len(ranked)), key=lambda j: (j not in alive_set, -out[j].value, j))
    return [out[j] for j in order]


def choose(
    state: Qu4toState,
    policy: Policy,
    rng: random.Random,
    budget_s: float | None = None,
    playouts: int | None = None,
    clock: Callable[[], float] = time.perf_counter,
) -> Move:
    """Expert's action for the seat to act: the best of ``judge``."""
    if state.phase == "play":
        scored = policy.rank(state)
        if scored[0][0] >= 1000:  # the whole hand goes out now: nothing can be better
            return scored[0][1]
    budget = BUDGET_S if budget_s is None else budget_s
    return judge(state, policy, rng, PLAYOUTS if playouts is None else playouts, budget, clock)[0].move


def compare(
    state: Qu4toState, policy: Policy, moves: list[Move], rng: random.Random, worlds: int
) -> list[float]:
    """The mean points margin of each of ``moves`` over the same ``worlds`` re-dealt worlds (for the coach)."""
    seat = state.turn
    totals = [0.0] * len(moves)
    for world, seed in _worlds(state, seat, rng, worlds):
        for j, move in enumerate(moves):
            totals[j] += outcome(policy, world, seed, move, seat)
    return [t / worlds for t in totals]
