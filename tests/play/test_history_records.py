"""SET and QU4TO records in the history, the SET record a simulation writes and the timeline read back from it."""

from __future__ import annotations

import json
import random

import pytest

from game.ai.__main__ import main as ai_main
from game.ai.set_sim import play_game
from game.play.history import LIMIT, History, keep_finished
from game.play.history_records import (
    headers_of,
    keep_qu4to_game,
    keep_set_game,
    record_text,
    summary,
    timeline,
)
from game.play.qu4to.session import Qu4toSession, Qu4toSetup
from game.play.seats import Seat
from game.rules.errors import NotationError
from game.rules.qu4to.state import Qu4toState
from game.rules.setgame import Claim, SetState
from game.rules.setgame.cards import THIRD
from game.sim import main as sim_main
from game.storage import flush_all


def test_the_sim_writes_one_replayable_record_per_game(tmp_path, capsys) -> None:
    argv = ["set", "--games", "3", "--seed", "4", "--seats", "hard,medium", "--record", str(tmp_path)]
    assert sim_main(argv) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["records"] == 3 and result["seats"] == ["hard", "medium"] and sum(result["wins"]) >= 3
    files = sorted(tmp_path.glob("set-4-*.txt"))
    assert len(files) == 3
    for path in files:
        text = path.read_text(encoding="utf-8")
        state = SetState.replay(text)  # the rules read it back, comments and extra headers included
        assert state.is_terminal
        head = headers_of(text)
        assert head["Seats"] == "hard,medium"
        again = play_game(["hard", "medium"], int(head["Seed"]))  # the seed replays the very game
        assert again.state is not None and again.state.record() == state.record()
        assert text.count("# together") == sum(1 for e in state.events if e.kind == "take")


def test_the_timeline_says_who_took_what_when_and_how_long_it_lay_there() -> None:
    state = SetState(random.Random(2), 2)
    first = state.sets_on_table[0]
    state.play(Claim(first), 1, at=4.0)
    later = next(s for s in state.sets_on_table if any(c not in first for c in s))
    fresh = [c for c in state.table if c not in SetState(random.Random(2), 2).table]
    a, b = state.table[0], state.table[1]
    wrong = next(c for c in state.table if c not in (a, b, THIRD[a][b]))
    state.play(Claim((a, b, wrong)), 0, at=5.5)
    state.play(Claim(later), 1, at=9.0)
    events = timeline(state)
    assert [e["kind"] for e in events] == ["take", "wrong", "take"]
    assert events[0] == {"seat": 1, "kind": "take", "at": 4.0, "table": 12, "cards": events[0]["cards"],
                         "together_s": 4.0}  # fmt: skip
    assert (
        events[1]["seat"] == 0 and "together_s" not in events[1] and len(events[1]["cards"].split(",")) == 3
    )
    newest = 9.0 - 4.0 if any(c in fresh for c in later) else 9.0
    assert events[2]["together_s"] == newest
    text = record_text(state, {"Seats": "human,hard"})
    assert "# together 4.000 s" in text and SetState.replay(text).scores == state.scores
    assert summary(text)["find_s"]["1"] == {"12": round((4.0 + newest) / 2, 3)}


def test_set_review_names_the_line_of_a_bad_record_and_exits_2(tmp_path, capsys) -> None:
    state = SetState(random.Random(5), 1)
    state.play(Claim(state.sets_on_table[0]), 0, at=2.5)
    good = tmp_path / "game.txt"
    good.write_text(record_text(state), encoding="utf-8")
    assert ai_main(["set-review", str(good)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["game"] == "set" and out["timeline"][0]["at"] == 2.5 and out["seconds"] >= 0
    lines = good.read_text(encoding="utf-8").splitlines()
    number = next(i for i, line in enumerate(lines, 1) if line.startswith("1. seat"))
    lines[number - 1] = lines[number - 1].replace("seat 0 take", "seat 0 grab")
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(lines), encoding="utf-8")
    for path, words in ((bad, f"line {number}"), (tmp_path / "none.txt", "cannot read")):
        assert ai_main(["set-review", str(path)]) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and words in err, err
    with pytest.raises(NotationError, match=f"line {number}"):
        summary(bad.read_text(encoding="utf-8"))


def test_a_finished_set_table_keeps_its_record_once_and_autoplay_none(tmp_path) -> None:
    session = play_game(["lightning", "hard"], 7)
    assert not keep_set_game(tmp_path, session, autoplaying=True)
    assert keep_set_game(tmp_path, session)
    flush_all()
    assert not keep_set_game(tmp_path, session)
    games = History(tmp_path).games()
    assert len(games) == 1 and games[0]["game"] == "set"
    assert SetState.replay(games[0]["record"]).scores == session.state.scores  # type: ignore[union-attr]


def test_a_finished_qu4to_match_is_kept_with_its_record(tmp_path) -> None:
    from game.ai.qu4to_ai import choose_move

    setup = Qu4toSetup([Seat("computer", "easy"), Seat("computer", "easy")])
    session = Qu4toSession.dealt(setup, random.Random(3))
    rng = random.Random(1)
    while not session.state.is_terminal:
        session.state.play(choose_move(session.state, "easy", rng))
    assert keep_qu4to_game(tmp_path, session)
    flush_all()
    entry = History(tmp_path).games()[0]
    assert (
        entry["game"] == setup.game_key and Qu4toState.replay(entry["record"]).winner == session.state.winner
    )


def test_the_history_keeps_the_newest_of_each_game(tmp_path) -> None:
    history = History(tmp_path, limit=3)
    for i in range(5):
        history.add("set", ["A"], "seat 0 wins", f"set {i}")
    history.add("quarto", ["A", "B"], "draw", "quarto 0")
    kept = [g["record"] for g in History(tmp_path, limit=3).games()]
    assert kept == ["quarto 0", "set 4", "set 3", "set 2"]
    assert LIMIT == 200
    assert keep_finished(tmp_path, "set", ["A"], "x", "set 9")
    flush_all()
    assert not keep_finished(tmp_path, "set", ["A"], "x", "set 9")


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--seats", "hard"], "--seats goes with --record"),
        (["--seats", "hard,genius", "--record", "x"], "unknown SET level 'genius'"),
        (["--seats", "hard,hard,hard,hard,hard", "--record", "x"], "1 to 4 seats"),
    ],
)
def test_the_set_sim_refuses_bad_seats_in_one_line(capsys, argv: list[str], words: str) -> None:
    assert sim_main(["set", "--games", "1", *argv]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and words in err, err
