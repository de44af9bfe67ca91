"""A built wheel carries the fonts, sprites and sounds, and the installed package finds them outside the checkout."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from game.ai.quarto import book

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("game", "sprites", "sounds", "licenses", "pyproject.toml", "setup.py", "README.md")

PROBE = r"""
import json, sys
import pygame
from game import resources
from game.audio import SOUND_NAMES

pygame.font.init()
pygame.mixer.init()
fonts = [resources.font_path(False), resources.font_path(True)]
for font in fonts:
    pygame.font.Font(str(font), 20)
sounds = [resources.asset("sounds", f"{name}.wav") for name in SOUND_NAMES]
for sound in sounds:
    pygame.mixer.Sound(str(sound))
icon = resources.asset("sprites", "icon-64.png")
pygame.image.load(str(icon))
from game.ai.quarto import book
from game import i18n
i18n.set_language("de")
print(json.dumps({"package": resources.__file__, "base": str(resources.base_dir()),
                  "files": [str(p) for p in (*fonts, *sounds, icon)], "book": len(book.load(False)),
                  "settings_de": i18n._("Settings")}))
"""


def _run(*args: str, cwd: Path, env: dict[str, str] | None = None) -> str:
    done = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    return done.stdout


def test_an_installed_wheel_finds_its_assets_outside_the_checkout(tmp_path: Path) -> None:
    # build from a clean copy: no stale build/ folder, and parallel runs never share one
    src = tmp_path / "src"
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
        else:
            src.mkdir(exist_ok=True)
            shutil.copy2(ROOT / name, src / name)
    wheels, site = tmp_path / "wheels", tmp_path / "site"
    pip = (sys.executable, "-m", "pip", "--disable-pip-version-check", "-q")
    _run(*pip, "wheel", "--no-deps", "-w", str(wheels), str(src), cwd=tmp_path)
    (wheel,) = wheels.glob("quadrille-*.whl")
    _run(*pip, "install", "--no-deps", "--no-compile", "--target", str(site), str(wheel), cwd=tmp_path)
    shutil.rmtree(src)  # nothing may come from the copy the wheel was built from

    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(os.environ, PYTHONPATH=str(site), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    found = json.loads(_run(sys.executable, "-c", PROBE, cwd=elsewhere, env=env))

    package = site / "game"
    modules = {q.relative_to(ROOT).as_posix() for q in (ROOT / "game").rglob("*.py")}
    assert {q.relative_to(site).as_posix() for q in package.rglob("*.py")} == modules  # every module too
    assert Path(found["package"]).parent == package
    assert Path(found["base"]) == package
    names = {Path(p).relative_to(package).as_posix() for p in found["files"]}
    assert {"sprites/fonts/Inter-Regular.otf", "sprites/fonts/Inter-Bold.otf", "sprites/icon-64.png"} <= names
    assert "sounds/click.wav" in names and len(names) == 13
    assert (package / "ai" / "quarto" / "book_lines.txt").is_file()
    # the licence texts the About screen shows
    from game.scenes.about import LICENCES

    assert all((package.joinpath(*entry[3])).is_file() for entry in LICENCES)
    # the compiled translations game.i18n reads (#30)
    shipped = {p.relative_to(package).as_posix() for p in package.glob("locale/*/LC_MESSAGES/*.mo")}
    assert shipped == {
        f"locale/{code}/LC_MESSAGES/quadrille.mo" for code in ("pt_BR", "es", "fr", "de", "it", "nl")
    }
    assert found["settings_de"] == "Einstellungen", "the installed package speaks German from its own .mo"
    # Perfect's opening book, read from the installed package
    assert found["book"] == len(book.load(False)) > 0
