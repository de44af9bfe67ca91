"""Perfect's draw-safety phase: proofs skip losing moves, keep the search's choice when it is safe."""

from __future__ import annotations

import random

from game.ai import analyse
from game.ai.positions import midgame
from game.ai.safety import LOSING, SAFE, UNKNOWN, first_safe, give_order, place_order, safe_give, safe_place
from game.ai.search import Solver
from game.rules.notation import format_position
from game.rules.quarto import Give, Place, QuartoState

PLENTY = 600.0  # seconds: small positions finish long before; the tests never depend on the clock


def test_first_safe_skips_losing_and_falls_back_to_the_first_undecided() -> None:
    verdicts = {"a": LOSING, "b": UNKNOWN, "c": SAFE, "d": SAFE}
    seen = []

    def check(cand, deadline):
        seen.append(cand)
        return verdicts[cand]

    assert first_safe(check, ["a", "b", "c", "d"], PLENTY) == ("c", SAFE)
    assert seen[:3] == ["a", "b", "c"] and "d" not in seen
    verdicts["c"] = verdicts["d"] = LOSING
    assert first_safe(check, ["a", "b", "c", "d"], PLENTY) == ("b", UNKNOWN)
    verdicts["b"] = LOSING
    assert first_safe(check, ["a", "b", "c", "d"], PLENTY) == ("a", LOSING)  # all lose: the search's choice


def _give_positions(count: int, seed: int, empties: int):
    """Give-phase states where at least one safe-looking give loses and one does not (per the analysis)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        board, hand = midgame(rng, empties + 1)
        state = QuartoState.from_position(format_position(board, hand))
        report = analyse(state)
        if report["value"] != "draw":
            continue
        row = next(r for r in report["placements"] if r["value"] == report["value"])
        state.play(Place(row["cell"]))
        gives = analyse(state)["gives"]
        losing = [g["give"] for g in gives if g["value"] == "loss" and g["distance"] > 1]
        if losing and any(g["value"] != "loss" for g in gives):
            found.append((state, {g["give"]: g["value"] for g in gives}, losing))
    return found


def test_safe_give_drops_losing_gives_put_first() -> None:
    for state, values, losing in _give_positions(4, 3, 8):
        solver = Solver()
        order = give_order(solver, state.board, losing[0])
        assert order[0] == losing[0]
        give, verdict = safe_give(solver, state.board, order, PLENTY)
        assert verdict == SAFE and values[give] != "loss"
        assert Give(give) in state.legal_moves()


def test_safe_place_keeps_a_safe_first_choice_and_skips_losing_pairs() -> None:
    rng = random.Random(8)
    checked = 0
    while checked < 4:
        board, hand = midgame(rng, 8)
        text = format_position(board, hand)
        report = analyse(text)
        if report["value"] != "draw":
            continue
        solver = Solver()
        rows = {r["cell"]: r for r in report["placements"]}
        losing_cell = next((c for c, r in rows.items() if r["value"] == "loss" and r["distance"] > 2), None)
        safe_cell = next(c for c, r in rows.items() if r["value"] == "draw")
        safe_pair = (safe_cell, rows[safe_cell]["give"])
        order = place_order(solver, board, hand, safe_pair)
        assert safe_place(solver, board, hand, order, PLENTY) == (safe_pair, SAFE)
        if losing_cell is not None:  # every give after that placement loses: all its pairs are skipped
            first = next(p for p in order if p[0] == losing_cell)
            order = place_order(solver, board, hand, first)
            (cell, give), verdict = safe_place(solver, board, hand, order, PLENTY)
            assert verdict == SAFE and rows[cell]["value"] == "draw"
        checked += 1
