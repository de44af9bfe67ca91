"""Broad excepts are rare and never silent: ruff's BLE rules are on, each broad one says why, few are waived."""

from __future__ import annotations

import logging
import re
import tomllib
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
BROAD = re.compile(r"^\s*except(\s*|\s+\(?[^:#]*\b(Base)?Exception\b[^:#]*):(.*)$")


def _broad() -> list[tuple[str, int, str]]:
    """(file, line, what follows the colon) of every bare ``except:`` and every ``except`` naming (Base)Exception."""
    found = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            m = BROAD.match(line)
            if m:
                found.append((str(path.relative_to(ROOT)), n, m.group(3)))
    return found


def test_ruff_checks_for_blind_excepts() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "BLE" in config["tool"]["ruff"]["lint"]["select"]


def test_every_broad_except_says_why_and_few_are_waived() -> None:
    broad = _broad()
    assert broad, "the pattern finds the broad excepts"
    silent = [f"{path}:{n}" for path, n, rest in broad if "#" not in rest]
    assert not silent, f"a broad except without its reason: {silent}"
    waived = sum(p.read_text(encoding="utf-8").count("noqa: BLE") for p in (ROOT / "game").rglob("*.py"))
    assert waived <= 3


def test_no_clipboard_is_logged_not_swallowed(caplog, monkeypatch) -> None:
    from game.ui.textfield import clipboard_text

    class Scrap:
        @staticmethod
        def get_init() -> bool:
            raise pygame.error("video system not initialized")

    monkeypatch.setattr(pygame, "scrap", Scrap)
    with caplog.at_level(logging.INFO, logger="game.ui.textfield"):
        assert clipboard_text() == ""
    assert any("nothing pasted" in r.getMessage() for r in caplog.records)
