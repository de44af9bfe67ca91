"""The finished-games history (Store-backed, last 200) and reading, importing and exporting text records."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.play.history import LIMIT, History
from game.play.quarto.records import RecordError, export_record, import_record, read_record
from game.rules.quarto import QuartoState, Variant
from game.rules.quarto.fast import random_move
from game.rules.quarto.record import result_text

GOLDEN = Path(__file__).resolve().parents[1] / "rules" / "golden"


def finished(seed: int, variant: Variant | None = None) -> QuartoState:
    rng = random.Random(seed)
    state = QuartoState(variant or Variant(), rng)
    while not state.is_over:
        state.play(random_move(state, rng))
    return state


# ----- history -----


def test_history_keeps_the_newest_200_games_across_sessions(tmp_path) -> None:
    history = History(tmp_path)
    assert history.games() == [] and history.notice is None
    state = finished(1)
    for i in range(LIMIT + 5):
        history.add(
            "quarto", ["You", f"Perfect {i}"], result_text(state), state.record(), when=1_700_000_000 + i
        )
    again = History(tmp_path)
    games = again.games()
    assert len(games) == LIMIT
    assert games[0]["players"] == ["You", f"Perfect {LIMIT + 4}"] and games[-1]["players"][1] == "Perfect 5"
    assert games[0]["date"] == "2023-11-14T22:16:44Z"
    assert games[0]["game"] == "quarto" and games[0]["result"] == result_text(state)
    assert read_record(games[0]["record"]).final.board == state.board


def test_history_entries_are_copies(tmp_path) -> None:
    history = History(tmp_path)
    history.add("quarto", ["A", "B"], "draw", '[Game "x"]\n')
    history.games()[0]["players"].append("C")
    assert history.games()[0]["players"] == ["A", "B"]


def test_a_damaged_history_file_is_kept_aside_and_the_history_starts_empty(tmp_path) -> None:
    (tmp_path / "history.json").write_text("{not json", encoding="utf-8")
    history = History(tmp_path)
    assert history.games() == [] and history.notice and "history" in history.notice
    assert list(tmp_path.glob("history.json.*.bak"))
    bad = {"version": 1, "data": {"games": [{"date": "x", "game": "quarto"}]}}
    (tmp_path / "history.json").write_text(json.dumps(bad), encoding="utf-8")
    assert History(tmp_path).games() == [] and History(tmp_path).notice is None  # backed up once, then clean


def test_a_history_from_a_newer_version_is_not_overwritten_blindly(tmp_path) -> None:
    (tmp_path / "history.json").write_text(
        json.dumps({"version": 99, "data": {"games": []}}), encoding="utf-8"
    )
    history = History(tmp_path)
    assert history.notice and "newer" in history.notice


def test_history_refuses_entries_that_are_not_text(tmp_path) -> None:
    history = History(tmp_path)
    with pytest.raises(ValueError):
        history.add("quarto", ["A", 3], "draw", "record")
    with pytest.raises(ValueError):
        history.add("quarto", ["A", "B"], None, "record")
    assert history.games() == []


# ----- records -----


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.txt")), ids=lambda p: p.name)
def test_golden_records_read_and_step_through(path) -> None:
    game = read_record(path.read_text(encoding="utf-8"))
    states = game.states()
    assert len(states) == len(game.moves) + 1
    assert states[-1].board == game.final.board and states[-1].is_over
    assert all(n >= 1 for n, _ in game.moves)


def _record_lines() -> list[str]:
    return (GOLDEN / "classic_manual_steal.txt").read_text(encoding="utf-8").splitlines()


def _line_of(lines: list[str], start: str) -> int:
    return next(i for i, line in enumerate(lines, 1) if line.startswith(start))


@pytest.mark.parametrize(
    ("edit", "start"),
    [
        (lambda s: s.replace("3. give:4 place:2", "3. give:4 place:1"), "3. "),  # square taken
        (lambda s: s.replace("2. give:2", "2. give:0"), "2. "),  # piece already used
        (lambda s: s.replace("4. give:6 place:3", "4. give:6 place:3x"), "4. "),  # unreadable move
        (lambda s: s.replace('[Squares "no"]', '[Squares "maybe"]'), "[Squares"),
        (lambda s: s.replace('[Pieces "classic"]', '[Pieces "tarot"]'), "[Pieces"),
        (lambda s: s.replace('[Game "Classic Quarto"]', '[Colour "red"]'), "[Colour"),
        (lambda s: s.replace("(steal)", "(call)"), "[Result"),
        (lambda s: s.replace("0246", "0264"), "[Final"),
    ],
)
def test_a_corrupt_record_is_refused_naming_its_line(edit, start) -> None:
    text = edit("\n".join(_record_lines()))
    with pytest.raises(RecordError) as info:
        read_record(text)
    line = _line_of(text.splitlines(), start)
    assert info.value.line == line and str(info.value).startswith(f"Line {line}: ")
    assert "\n" not in str(info.value)


def test_export_then_import_gives_the_same_game(tmp_path) -> None:
    state = finished(3, Variant(pieces="common", squares=True, calls="manual"))
    path = tmp_path / "game.txt"
    text = export_record(state, path)
    game = import_record(path)
    assert game.text.strip() == text.strip()
    assert game.final.board == state.board and result_text(game.final) == result_text(state)


def test_import_refuses_missing_binary_and_huge_files_in_one_line(tmp_path) -> None:
    with pytest.raises(ValueError, match="cannot be opened"):
        import_record(tmp_path / "missing.txt")
    binary = tmp_path / "bin.txt"
    binary.write_bytes(b'[Game "x"]\n\n1. give:0\n\xff\xfe\n')
    with pytest.raises(RecordError) as info:
        import_record(binary)
    assert info.value.line == 4
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"#" * 1_000_001)
    with pytest.raises(ValueError, match="too big"):
        import_record(huge)
    with pytest.raises(RecordError):
        read_record(b"1. give:0")  # type: ignore[arg-type]
