"""The command-line contract: bad arguments give one line and exit 2; --stats prints one JSON line."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import cli

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "argv",
    [
        ["--scene", "nowhere"],
        ["--size", "big"],
        ["--size", "10x10"],
        ["--frames", "-3"],
        ["--frames", "many"],
        ["--seed", "abc"],
        ["--bogus"],
        ["--screenshot", "/no/such/folder/x.png"],
    ],
)
def test_bad_arguments_one_line_exit_2(argv, capsys) -> None:
    assert cli.main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("quadrille: ")
    assert "Traceback" not in err


def test_subprocess_bad_scene_exit_2(tmp_path) -> None:
    env = dict(os.environ, QUADRILLE_HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-m", "game", "--scene", "chess"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 2
    assert out.stderr.strip().count("\n") == 0 and "unknown scene 'chess'" in out.stderr
    assert out.stdout == ""


def test_help_exits_0(capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        cli.main(["--help"])
    assert exc.value.code == 0
    assert "--screenshot" in capsys.readouterr().out


def test_headless_run_stats_and_screenshot(tmp_path) -> None:
    env = dict(os.environ, QUADRILLE_HOME=str(tmp_path / "home"))
    shot = tmp_path / "menu.png"
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "game",
            "--headless",
            "--frames",
            "30",
            "--scene",
            "menu",
            "--screenshot",
            str(shot),
            "--stats",
            "--size",
            "960x540",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    lines = out.stdout.strip().splitlines()
    assert len(lines) == 1
    stats = json.loads(lines[0])
    assert set(stats) == {
        *("startup_ms", "frame_ms", "frame_cpu_ms", "cpu_s", "peak_rss_mb", "frames"),
        *("presents", "present_ms", "present_share"),
    }
    assert set(stats["frame_ms"]) == {"p50", "p95", "p99", "max"} and stats["frames"] == 30
    assert set(stats["frame_cpu_ms"]) == {"p50", "p99", "max"} and stats["frame_cpu_ms"]["max"] > 0
    assert set(stats["present_ms"]) == {"p50", "p99"} and 1 <= stats["presents"] <= 30
    assert 0 < stats["present_share"] <= 1
    assert stats["startup_ms"] > 0
    import pygame

    img = pygame.image.load(str(shot))
    assert img.get_size() == (960, 540)
