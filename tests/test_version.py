"""One version everywhere: pyproject.toml's, printed by --version, read the same from a checkout, a wheel's
metadata and the frozen app's bundled _version.txt."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

from game import resources, version

ROOT = Path(__file__).resolve().parent.parent
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_version_flag_prints_the_pyproject_version_and_exits_0(tmp_path) -> None:
    env = dict(os.environ, QUADRILLE_HOME=str(tmp_path))
    out = subprocess.run(
        [sys.executable, "-m", "game", "--version"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout == f"Quadrille {PYPROJECT}\n"
    assert out.stderr == ""
    assert not (tmp_path / "data").exists()  # no window, no log: it only prints


def test_checkout_reads_pyproject() -> None:
    version.version.cache_clear()
    assert version.version() == PYPROJECT
    assert version.title() == f"Quadrille {PYPROJECT}"


def test_frozen_app_reads_the_bundled_file(tmp_path, monkeypatch) -> None:
    for folder in resources.ASSET_FOLDERS:
        (tmp_path / folder).mkdir()
    (tmp_path / version.BUNDLED).write_text("9.8.7\n", encoding="utf-8")
    monkeypatch.setattr(resources, "base_dir", lambda: tmp_path)
    version.version.cache_clear()
    try:
        assert version.version() == "9.8.7"
    finally:
        version.version.cache_clear()


def test_pyproject_of_another_project_is_ignored(tmp_path) -> None:
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "other"\nversion = "1.0"\n', encoding="utf-8")
    assert version.from_pyproject(other) is None
    other.write_text("not = [toml", encoding="utf-8")
    assert version.from_pyproject(other) is None
