"""Quadrille's version, from one source of truth: pyproject.toml's ``version``.

An installed wheel knows it from its metadata; a checkout (editable or not) reads pyproject.toml itself, since
installed metadata goes stale when the file changes; the frozen app reads ``_version.txt``, which build.spec
writes into the bundle from pyproject.toml (a PyInstaller app carries no package metadata).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

UNKNOWN = "0+unknown"
BUNDLED = "_version.txt"  # written by build.spec next to the game package's assets


@cache
def version() -> str:
    """The version string, e.g. ``0.1.0`` (``0+unknown`` only if every source is missing)."""
    from game import resources

    bundled = resources.base_dir() / BUNDLED
    if bundled.is_file():
        return bundled.read_text(encoding="utf-8").strip() or UNKNOWN
    checkout = Path(__file__).resolve().parent.parent / "pyproject.toml"
    if checkout.is_file():
        found = from_pyproject(checkout)
        if found:
            return found
    from importlib import metadata

    try:
        return metadata.version("quadrille")
    except metadata.PackageNotFoundError:
        return UNKNOWN


def from_pyproject(path: Path) -> str | None:
    """``[project] version`` of a pyproject.toml naming the quadrille project, or None."""
    import tomllib

    try:
        project = tomllib.loads(path.read_text(encoding="utf-8")).get("project", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    if project.get("name") != "quadrille" or not isinstance(project.get("version"), str):
        return None
    return str(project["version"])


def title() -> str:
    """What ``--version`` prints and the About screen shows: ``Quadrille 0.1.0``."""
    return f"Quadrille {version()}"


def print_version() -> int:
    """``--version``: the title on stdout (a windowed app without one prints nothing); exit status 0."""
    print(title())
    return 0
