"""The committed SET record replays to the same end and prints back identically, so a rules change shows here."""

from __future__ import annotations

from pathlib import Path

from game.rules.setgame import SetState, parse_cards

GOLDEN = Path(__file__).parent / "golden"


def test_golden_three_seat_game():
    text = (GOLDEN / "three_seats_wrong_call_release.txt").read_text(encoding="utf-8")
    state = SetState.replay(text)
    assert state.is_terminal and state.scores == (7, 10, 7) and state.winners() == (1,)
    assert state.table == tuple(parse_cards("3goo 2pts 3ros 3rsd 2gsd 2pto"))
    assert [e.kind for e in state.events].count("wrong") == 1 and max(len(e.dealt) for e in state.events) == 6
    body = "".join(line for line in text.splitlines(keepends=True) if not line.startswith("#"))
    assert state.record() == body


def test_a_seed_reproduces_a_game():
    import random

    from game.rules.setgame import new_game

    a, b = new_game(random.Random(99), 2), new_game(random.Random(99), 2)
    while not a.is_terminal:
        a.play(a.legal_moves(0)[-1], 0)
        b.play(b.legal_moves(0)[-1], 0)
    assert a.record() == b.record() and a.start != new_game(random.Random(98), 2).start
