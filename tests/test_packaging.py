"""The Linux desktop entry and its install script: valid (desktop-file-validate when it is installed, as in
.ci/run), pointing at the icon names the script installs, and the script installs and removes cleanly."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"


def _entry() -> dict[str, str]:
    lines = (LINUX / "quadrille.desktop").read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def test_the_desktop_entry_names_the_app_and_its_icon() -> None:
    entry = _entry()
    assert entry["Type"] == "Application" and entry["Name"] == "Quadrille"
    assert entry["Icon"] == "quadrille" and entry["Terminal"] == "false"
    assert "Game;" in entry["Categories"] and entry["Exec"] == "quadrille"


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-utils not installed")
def test_desktop_file_validate_accepts_it() -> None:
    done = subprocess.run(
        ["desktop-file-validate", str(LINUX / "quadrille.desktop")], capture_output=True, text=True
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell script")
def test_install_and_uninstall_for_the_user(tmp_path) -> None:
    archive = tmp_path / "Quadrille-0.1.0-linux"
    shutil.copytree(LINUX, archive)
    exe = archive / "Quadrille" / "Quadrille"
    exe.parent.mkdir()
    exe.write_text('#!/bin/sh\necho "Quadrille 0.1.0"\n', encoding="utf-8")
    exe.chmod(0o755)
    home = tmp_path / "home"
    env = dict(os.environ, HOME=str(home), XDG_DATA_HOME="")
    done = subprocess.run(["sh", str(archive / "install.sh")], env=env, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    data = home / ".local" / "share"
    app = data / "quadrille" / "app" / "Quadrille"
    assert app.is_file() and (home / ".local" / "bin" / "quadrille").resolve() == app.resolve()
    for size in (48, 128, 256):
        assert (data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "quadrille.png").is_file()
    desktop = (data / "applications" / "quadrille.desktop").read_text(encoding="utf-8")
    assert f'Exec="{app}"' in desktop and "Icon=quadrille" in desktop
    done = subprocess.run(["sh", str(archive / "install.sh"), "--uninstall"], env=env, capture_output=True)
    assert done.returncode == 0
    assert not app.exists() and not (data / "applications" / "quadrille.desktop").exists()
