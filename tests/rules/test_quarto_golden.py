"""Golden playthroughs: committed text records replay to the same outcome, and print back identically."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rules.quarto import QuartoState

GOLDEN = Path(__file__).parent / "golden"

# file -> (winner, how, placements, cells of the winning patterns)
EXPECTED = {
    "classic_manual_steal.txt": (1, "steal", 4, [(0, 1, 2, 3)]),
    "classic_missed_then_new_win.txt": (1, "call", 7, [(0, 4, 8, 12)]),
    "set_squares_auto.txt": (1, "auto", 9, [(3, 7, 11, 15), (6, 7, 10, 11)]),
    "aces_unmarked_draw_pile.txt": (0, "last placement", 16, None),
    "common_draw.txt": (None, "draw", 16, []),
}


def test_every_golden_file_is_checked():
    assert sorted(p.name for p in GOLDEN.glob("*.txt")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_golden_replay(name):
    text = (GOLDEN / name).read_text(encoding="utf-8")
    state = QuartoState.replay(text)
    assert state.is_over
    winner, how, placed, cells = EXPECTED[name]
    assert (state.outcome.winner, state.outcome.how, state.placed) == (winner, how, placed)
    if cells is not None:
        assert [p.cells for p in state.outcome.patterns] == cells
    # the record printed again is the file without its comment lines
    body = "".join(line for line in text.splitlines(keepends=True) if not line.startswith("#"))
    assert state.record() == body


def test_golden_false_call_is_recorded():
    state = QuartoState.replay((GOLDEN / "classic_missed_then_new_win.txt").read_text(encoding="utf-8"))
    assert state.false_calls == ((1, 10),)


def test_golden_square_win():
    state = QuartoState.replay((GOLDEN / "set_squares_auto.txt").read_text(encoding="utf-8"))
    assert state.outcome.how == "auto"
    descriptions = [p.description for p in state.outcome.patterns]
    assert descriptions == [
        "the right column: all diamonds",
        "the 2×2 square c3–d2: all one symbol",  # named by its corners as the board labels them
    ]
