"""Golden QU4TO records: written once by the engine, they must keep replaying to the same match."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.rules.qu4to.state import Qu4toState

GOLDEN = Path(__file__).parent / "golden"


@pytest.mark.parametrize(("name", "winner", "scores"), [
    ("three_medium_seed4.txt", 2, [5, 4, 9]),
    ("four_random_reshuffle.txt", 3, [2, 10, 7, 13]),
])  # fmt: skip
def test_golden_records_replay_to_the_same_match(name: str, winner: int, scores: list[int]) -> None:
    text = (GOLDEN / name).read_text(encoding="utf-8")
    state = Qu4toState.replay(text)
    body = "".join(line + "\n" for line in text.splitlines() if not line.startswith("#"))
    assert state.is_terminal and state.record() == body
    assert state.winner == winner and state.scores == scores
    assert ("reshuffle" in text) == (name == "four_random_reshuffle.txt")
    assert state.to_json()["scores"] == state.scores
