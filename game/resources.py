"""Where bundled assets and the player's files live, from a checkout, an installed wheel or a frozen build."""

from __future__ import annotations

import os
import sys
from importlib.resources import files as package_files
from pathlib import Path

APP_NAME = "Quadrille"
ASSET_FOLDERS = ("sprites", "sounds")


def base_dir() -> Path:
    """The folder holding sprites/ and sounds/.

    Installed (wheel) and frozen they are package data, game/sprites and game/sounds (setup.py, build.spec),
    found with importlib.resources or in PyInstaller's bundle; a checkout keeps them at the top of the repo.
    """
    package = package_files("game")
    # pip installs a wheel as plain files, so the package is a real folder (a Path), never a zip
    if isinstance(package, Path) and _has_assets(package):
        return package
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle and _has_assets(Path(bundle) / "game"):
        return Path(bundle) / "game"
    return Path(__file__).resolve().parent.parent


def _has_assets(folder: Path) -> bool:
    return all((folder / name).is_dir() for name in ASSET_FOLDERS)


def asset(*parts: str) -> Path:
    """Path of a bundled asset, e.g. asset("sounds", "click.wav")."""
    return base_dir().joinpath(*parts)


def font_path(bold: bool = False) -> Path | None:
    """The bundled UI font (regular or bold), or None when the fonts folder is missing."""
    folder = asset("sprites", "fonts")
    if not folder.is_dir():
        return None
    fonts = sorted(p for p in folder.iterdir() if p.suffix.lower() in (".ttf", ".otf"))
    if not fonts:
        return None
    bolds = [p for p in fonts if "bold" in p.name.lower() and "italic" not in p.name.lower()]
    regulars = [
        p
        for p in fonts
        if not any(w in p.name.lower() for w in ("bold", "italic", "light", "oblique", "mono", "condensed"))
    ]
    if bold and bolds:
        return bolds[0]
    return regulars[0] if regulars else fonts[0]


def _home_override() -> Path | None:
    home = os.environ.get("QUADRILLE_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    """Where settings live (platformdirs user config dir; QUADRILLE_HOME overrides, for tests and CI)."""
    home = _home_override()
    if home:
        return home / "config"
    from platformdirs import user_config_path

    return user_config_path(APP_NAME, appauthor=False)


def data_dir() -> Path:
    """Where saves, statistics, logs and crash reports live."""
    home = _home_override()
    if home:
        return home / "data"
    from platformdirs import user_data_path

    return user_data_path(APP_NAME, appauthor=False)


def cache_dir() -> Path:
    """Where things the game can always make again are kept (painted art); deleting it loses nothing."""
    home = _home_override()
    if home:
        return home / "cache"
    from platformdirs import user_cache_path

    return user_cache_path(APP_NAME, appauthor=False)
