"""How much the QU4TO coach's own search disagrees with itself: the noise under which a played move is "about as good"
as Expert's (``coach_words.CLOSE``), measured, not guessed.

``python -m game.ai.qu4to_noise RECORD_DIR [--positions 40] [--seeds 6] [--playouts 640]`` takes decisions from the
records in RECORD_DIR (``python -m game.sim qu4to ... --record DIR``) where Expert has a real choice, runs Expert's
search on each with ``--seeds`` different seeds, and for every two seeds that chose differently measures the
second answer's loss against the first exactly as the review measures a played move's (``qu4to_expert.compare`` on
``WORLDS`` worlds). Both answers are Expert's own, so any such loss is the search's noise. Prints one JSON object.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

from game.ai.qu4to_ai import expert_policy
from game.ai.qu4to_expert import PLAYOUTS, choose, compare
from game.ai.qu4to_expert_review import WORLDS, decisions
from game.jsondoc import JSON
from game.rules.qu4to.state import Qu4toState


def _choices(directory: Path, positions: int, rng: random.Random) -> list[Qu4toState]:
    """Up to ``positions`` decisions in play (not orientation or keeping) where the policy offers a choice,
    spread evenly over the records."""
    found: list[Qu4toState] = []
    for path in sorted(directory.glob("*.txt")):
        for _n, state, _played in decisions(path.read_text(encoding="utf-8")):
            if state.phase == "play" and len(state.legal_moves()) > 2:
                found.append(state.copy())
    rng.shuffle(found)
    return found[:positions]


def _percentile(values: list[float], share: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def _figures(losses: list[float]) -> JSON:
    return {
        "loss_mean": round(sum(losses) / len(losses), 3) if losses else 0.0,
        "loss_p50": round(_percentile(losses, 0.5), 3),
        "loss_p80": round(_percentile(losses, 0.8), 3),
        "loss_p90": round(_percentile(losses, 0.9), 3),
        "loss_p95": round(_percentile(losses, 0.95), 3),
        "loss_max": round(max(losses), 3) if losses else 0.0,
        "losses": sorted(round(x, 3) for x in losses),
    }


def measure(
    directory: Path,
    positions: int,
    seeds: int,
    playouts: int,
    seed: int = 0,
    worlds: tuple[int, ...] = (WORLDS,),
) -> JSON:
    """The figures: how often two seeds choose differently, and the review's loss between two such answers,
    measured on each count of ``worlds`` (the review's is ``WORLDS``)."""
    begin = time.perf_counter()
    rng = random.Random(seed)
    states = _choices(directory, positions, rng)
    losses: dict[int, list[float]] = {w: [] for w in worlds}
    pairs = differ = 0
    for i, state in enumerate(states):
        policy = expert_policy(state.players)
        answers = [
            choose(state, policy, random.Random(seed * 7919 + k), 60.0, playouts) for k in range(seeds)
        ]
        for a in range(seeds):
            for b in range(a + 1, seeds):
                pairs += 1
                if answers[a] == answers[b]:
                    continue
                differ += 1
                for w in worlds:
                    pair = [answers[a], answers[b]]
                    mine, theirs = compare(state, policy, pair, random.Random(i * 1000 + b), w)
                    losses[w].append(max(0.0, mine - theirs))
    out: JSON = {
        "positions": len(states),
        "seeds": seeds,
        "playouts": playouts,
        "pairs": pairs,
        "pairs_that_differ": differ,
    }
    if len(worlds) == 1:
        out["worlds"] = worlds[0]
        out.update(_figures(losses[worlds[0]]))
    else:
        out["by_worlds"] = {str(w): _figures(losses[w]) for w in worlds}
    out["seconds"] = round(time.perf_counter() - begin, 1)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.ai.qu4to_noise", description=__doc__.splitlines()[0])
    p.add_argument("records", type=Path, help="a directory of QU4TO text records")
    p.add_argument("--positions", type=int, default=40)
    p.add_argument("--seeds", type=int, default=6)
    p.add_argument("--playouts", type=int, default=PLAYOUTS)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--worlds", default=str(WORLDS), help="worlds the losses are measured on, e.g. 48,96,192")
    args = p.parse_args(argv)
    try:
        worlds = tuple(int(w) for w in args.worlds.split(","))
    except ValueError:
        worlds = ()
    if not worlds or min(worlds) < 1:
        print(
            f"game.ai.qu4to_noise: --worlds takes counts such as 48,96, not {args.worlds!r}", file=sys.stderr
        )
        return 2
    if not args.records.is_dir():
        print(f"game.ai.qu4to_noise: {str(args.records)!r} is not a directory of records", file=sys.stderr)
        return 2
    print(json.dumps(measure(args.records, args.positions, args.seeds, args.playouts, args.seed, worlds)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
