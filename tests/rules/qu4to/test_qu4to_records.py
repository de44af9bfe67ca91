"""QU4TO text records and saved games: exact replay, line-numbered errors, JSON round trips, move notation."""

from __future__ import annotations

import argparse
import json
import random

import pytest

from game.ai.qu4to_ai import choose_move
from game.ai.qu4to_sim import run
from game.rules.errors import NotationError
from game.rules.qu4to.moves import DRAW, KEEP, ORIENT, PASS, ROTATE, Play, parse_move
from game.rules.qu4to.state import Qu4toState


def _match(seed: int, players: int, level: str = "easy", upto: int | None = None) -> Qu4toState:
    rng = random.Random(seed)
    state = Qu4toState(rng, players)
    steps = 0
    while not state.is_terminal and (upto is None or steps < upto):
        state.play(choose_move(state, level, rng))
        steps += 1
    return state


def test_hundreds_of_simulated_records_replay_exactly(tmp_path) -> None:
    total = 0
    for players, seats in (
        (2, "easy,medium"),
        (3, "medium,easy,easy"),
        (4, "easy,easy,medium,easy"),
        (5, "easy"),
    ):
        folder = tmp_path / str(players)
        levels = (seats.split(",") * 5)[:players]
        args = argparse.Namespace(players=players, seats=levels, games=60, seed=players, record=str(folder))
        args.playouts = None
        result = run(args)
        files = sorted(folder.glob("*.txt"))
        assert len(files) == 60
        points = [0] * players
        wins = [0] * players
        for path in files:
            text = path.read_text(encoding="utf-8")
            state = Qu4toState.replay(text)
            assert state.is_terminal and state.record() == text
            wins[state.winner] += 1
            points = [p + s for p, s in zip(points, state.scores, strict=True)]
        assert wins == result["wins"]
        assert [round(p / 60, 3) for p in points] == result["mean_points"]
        total += len(files)
    assert total == 240


def test_a_record_shows_deal_orientations_moves_points_and_round_ends() -> None:
    text = _match(4, 4).record()
    lines = text.splitlines()
    assert lines[0] == '[Game "QU4TO"]' and '[Players "4"]' in lines
    assert any(line.startswith("deal ") and len(line) == 65 for line in lines)
    assert sum(" orient " in line for line in lines) == 12  # 4 seats x 3 rounds
    assert any(line.endswith(" out +3") for line in lines)
    assert sum(line.startswith("round ") and " end " in line for line in lines) == 3
    assert lines[-1].startswith("winner ")


def test_an_unfinished_match_replays_and_goes_on_identically_from_json() -> None:
    state = _match(9, 3, upto=70)
    assert not state.is_terminal
    again = Qu4toState.replay(state.record())
    assert again.record() == state.record() and again.hands == state.hands and again.deck == state.deck
    loaded = Qu4toState.from_json(json.loads(json.dumps(state.to_json())))
    rng_a, rng_b = random.Random(1), random.Random(1)
    while not state.is_terminal:
        state.play(choose_move(state, "medium", rng_a))
        loaded.play(choose_move(loaded, "medium", rng_b))
    assert loaded.record() == state.record()  # same later shuffles: the RNG state was saved


def _line_of(text: str, prefix: str) -> int:
    return next(i for i, line in enumerate(text.splitlines(), 1) if line.startswith(prefix))


def test_replay_errors_name_the_line() -> None:
    text = _match(2, 4).record()
    lines = text.splitlines()
    no = _line_of(text, f"{lines[_line_of(text, 'deal') + 1].split()[0]} orient") + 4
    bad = lines[:]
    bad[no - 1] = bad[no - 1].split()[0] + " play 4g-4g-4g-4g"
    with pytest.raises(NotationError, match=f"line {no}:"):
        Qu4toState.replay("\n".join(bad))
    bad = lines[:]
    bad[no - 1] = "9 dance"
    with pytest.raises(NotationError, match=f"line {no}:"):
        Qu4toState.replay("\n".join(bad))
    points = next(i for i, line in enumerate(lines, 1) if line.endswith(" out +3"))
    bad = lines[:]
    bad[points - 1] = bad[points - 1].replace("+3", "+4")
    with pytest.raises(NotationError, match=f"line {points}:"):
        Qu4toState.replay("\n".join(bad))
    deal = _line_of(text, "deal")
    bad = lines[:]
    bad[deal - 1] = bad[deal - 1][:-1] + "z"
    with pytest.raises(NotationError, match=f"line {deal}:"):
        Qu4toState.replay("\n".join(bad))
    with pytest.raises(NotationError, match="stops early"):
        Qu4toState.replay("\n".join(lines[:-3]))
    with pytest.raises(NotationError, match="Players"):
        Qu4toState.replay("\n".join(line for line in lines if "Players" not in line))


@pytest.mark.parametrize(
    "data",
    [
        "not json",
        "[1, 2]",
        {},
        {"format": "quadrille-qu4to", "version": 2},
        {"format": "quadrille-qu4to", "version": 1},
        {"format": "quadrille-qu4to", "version": 1, "record": 7},
        {"format": "quadrille-qu4to", "version": 1, "record": '[Players "4"]'},
        {"format": "quadrille-qu4to", "version": 1, "record": "junk\nmore junk"},
    ],
)
def test_bad_saved_games_raise_notation_error(data) -> None:
    with pytest.raises(NotationError):
        Qu4toState.from_json(data)


def test_damaged_fields_of_a_real_save_raise_notation_error() -> None:
    good = _match(5, 3, upto=30).to_json()
    for key, value in (("rng", None), ("rng", [3, "x", None]), ("scores", [9, 9, 9]), ("phase", "dance")):
        with pytest.raises(NotationError):
            Qu4toState.from_json({**good, key: value})
    rng = random.Random(0)
    lines = good["record"].splitlines()
    for _ in range(150):  # random damage: always NotationError or a valid state, never another exception
        bad = lines[:]
        i = rng.randrange(len(bad))
        bad[i] = bad[i][: rng.randrange(len(bad[i]) + 1)] + rng.choice(["", "x", " 9", "-", '"'])
        try:
            Qu4toState.from_json({**good, "record": "\n".join(bad)})
        except NotationError:
            pass


def test_move_notation_round_trips() -> None:
    moves = [*ORIENT, *KEEP, *ROTATE, DRAW, PASS, Play((0,)), Play((2, 4, 7))]
    for move in moves:
        assert parse_move(str(move)) == move
    assert str(parse_move("play 7b-5g-6g")) == "play 5g-6g-7b"  # written lowest value first
    assert parse_move("ROTATE 11B") == parse_move("rotate 11b")


@pytest.mark.parametrize(
    "text", ["", "dance", "play", "play 12g", "play 5x", "orient red", "draw 3", "rotate 4"]
)
def test_bad_move_text_raises_notation_error(text: str) -> None:
    with pytest.raises(NotationError):
        parse_move(text)
