"""The CI workflow runs the README's own install and test commands (and ruff) on three systems, on every push
and pull request; the release workflow stays on tags. Read as text: the test tools carry no YAML parser."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_ci_runs_the_readmes_commands_everywhere_on_every_push() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    ci = (ROOT / ".github/workflows/ci.yml").read_text(encoding="utf-8")
    line = next(
        ln for ln in readme.splitlines() if ln.startswith("python3 -m pip install") and "pytest" in ln
    )
    commands = [c.strip().removeprefix("python3 ") for c in line.split("&&")]
    assert commands == ['-m pip install -e ".[test]"', "-m pytest -n auto"]
    for command in commands:
        assert f"run: ${{{{ matrix.python }}}} {command}\n" in ci, command
    assert "-m ruff check ." in ci and "-m ruff format --check ." in ci
    assert "run: ${{ matrix.python }} -m mypy\n" in ci, "the type checker runs on every system"
    local = (ROOT / ".ci/run").read_text(encoding="utf-8")
    assert "\nmypy\n" in local and "\nruff check .\n" in local, ".ci/run checks types and lint too"
    assert re.search(r"^on:\n  push:\n  pull_request:\n", ci, re.M)
    assert "os: [ubuntu-latest, windows-latest, macos-latest]" in ci
    release = (ROOT / ".github/workflows/release.yml").read_text(encoding="utf-8")
    assert re.search(r"^on:\n  push:\n    tags:", release, re.M)
