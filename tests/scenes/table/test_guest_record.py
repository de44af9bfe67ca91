"""A QU4TO friend who (re)joins in a later round: the move list is rebuilt from the public record the friend's
view carries, line for line what the host's table wrote while the friend was away (headings, leads and beats,
passes, points)."""

from __future__ import annotations

import random

import pytest

from game.play.qu4to.session import describe
from game.play.said import Said
from game.rules.qu4to import friend_view, from_observation, new_game
from game.rules.qu4to.scoring import points_of_last_move
from game.scenes.qu4to.points import log_lines, record_lines

NAMES = ["Ann", "Bob", "Cid", "Dee", "Eve"]


def hosts_move_list(seed: int, players: int) -> tuple[object, list[str]]:
    """A whole match played at random, its move list written as the host's table writes it (``apply``)."""
    rng = random.Random(seed)
    state = new_game(rng, players)
    lines: list[str] = [Said("— Round {n} —", n=1)]
    while not state.is_terminal:
        seat, move = state.turn, rng.choice(state.legal_moves())
        table_before, before, round_no = state.table, len(state.log), state.round_no
        state.play(move)
        who = NAMES[seat]
        lines += log_lines(who, describe(who, move, table_before), points_of_last_move(state, before))
        if state.round_no != round_no:
            lines.append(Said("— Round {n} —", n=state.round_no))
    return state, lines


@pytest.mark.parametrize(("seed", "players"), [(s, 2 + s % 4) for s in range(24)])
def test_the_rebuilt_move_list_is_the_hosts(seed: int, players: int) -> None:
    state, host = hosts_move_list(seed, players)
    seen = from_observation(friend_view(state, 1))  # what a friend's table is rebuilt from
    rebuilt = record_lines(seen.log, players, NAMES.__getitem__)
    assert rebuilt == host
    assert any(" beats " in line for line in rebuilt) and any(" leads " in line for line in rebuilt)


def test_a_record_no_host_writes_is_refused_not_drawn() -> None:
    """Hostile bytes: a record line for a seat the table has not (it passes the line's pattern) is a ValueError,
    which the friend's table logs and answers with the round's heading alone."""
    state, _ = hosts_move_list(1, 3)
    view = friend_view(state, 1) | {"record": ["round 1 leader 0", "0 orient green", "7 play 9g"]}
    seen = from_observation(view)
    assert seen.log is not None, "the line's pattern is a host's"
    with pytest.raises(ValueError, match="seat 7 of 3"):
        record_lines(seen.log, 3, NAMES.__getitem__)
    assert record_lines(seen.log[:2], 3, NAMES.__getitem__) == ["— Round 1 —", "Ann holds green up"]
