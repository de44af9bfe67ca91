"""``--record FILE`` opens a SET or QU4TO record in its coach's review, and refuses the wrong file in one line."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import cli, sim


def _records(tmp_path: Path, game: str) -> Path:
    folder = tmp_path / game
    args = [game, "--games", "1", "--seed", "3", "--record", str(folder)]
    if game == "qu4to":
        args += ["--players", "2", "--seats", "easy,easy"]
    assert sim.main(args) == 0
    return next(folder.iterdir())


@pytest.mark.parametrize(("game", "scene"), [("set", "set-review"), ("qu4to", "qu4to-review")])
def test_a_simulated_record_opens_in_its_review(tmp_path, monkeypatch, capsys, game, scene) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    path = _records(tmp_path, game)
    capsys.readouterr()
    shot = tmp_path / "review.png"
    argv = ["--headless", "--scene", scene, "--record", str(path), "--frames", "5", "--screenshot", str(shot)]
    assert cli.main(argv) == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)
    args = cli.parse(argv)
    assert args.shown == {
        "text": path.read_text(encoding="utf-8")
    }  # the review shows this file, not a sample


def test_a_record_of_another_game_or_a_bad_line_is_one_line_and_exit_2(tmp_path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("QUADRILLE_HOME", str(tmp_path / "home"))
    set_record = _records(tmp_path, "set")
    capsys.readouterr()
    assert cli.main(["--headless", "--scene", "qu4to-review", "--record", str(set_record)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "--scene set-review" in err[0]
    lines = set_record.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line and not line.startswith(("[", "#")))
    lines[at] = "this is not an event"
    bad = tmp_path / "bad.txt"
    bad.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert cli.main(["--headless", "--scene", "set-review", "--record", str(bad)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and f"Line {at + 1}" in err[0], err
