"""No two classes in game/ share a name (issue #42): a name says which thing it is, so a reader, a grep and a
traceback never have to ask "which TableLayout?". The kit's Protocols keep their names; the tables' classes
take their own."""

from __future__ import annotations

import ast
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: Names still defined twice, each with the reason. Renamed in a parallel branch: the merger empties this.
ALLOWED_TWICE = {}


def class_homes(root: Path) -> dict[str, list[str]]:
    """Every class defined under ``root`` (at any depth, nested ones too), by name: where each is defined."""
    homes: dict[str, list[str]] = defaultdict(list)
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                homes[node.name].append(f"{path.relative_to(root.parent).as_posix()}:{node.lineno}")
    return homes


def shared(homes: dict[str, list[str]]) -> dict[str, list[str]]:
    return {name: where for name, where in sorted(homes.items()) if len(where) > 1}


def test_no_two_classes_in_the_game_share_a_name() -> None:
    homes = class_homes(ROOT / "game")
    assert {"QuartoState", "TableScene", "Glide"} <= homes.keys(), "the walk sees the classes"
    twice = {name: where for name, where in shared(homes).items() if name not in ALLOWED_TWICE}
    assert not twice, f"classes that share a name (give each its own): {twice}"


def test_every_allowed_pair_is_still_a_pair() -> None:
    """An allowance outlives its reason once the rename lands: then it must go, so none is left to hide a new
    duplicate."""
    twice = shared(class_homes(ROOT / "game"))
    stale = sorted(name for name in ALLOWED_TWICE if name not in twice)
    assert not stale, f"no longer defined twice, drop from ALLOWED_TWICE: {stale}"


def test_the_check_finds_a_shared_name(tmp_path: Path) -> None:
    pkg = tmp_path / "game"
    (pkg / "a").mkdir(parents=True)
    (pkg / "a" / "layout.py").write_text("class Layout:\n    class Inner: ...\n", encoding="utf-8")
    (pkg / "b.py").write_text(
        "if True:\n    class Layout: ...\nclass Inner: ...\nclass Own: ...\n", encoding="utf-8"
    )
    assert shared(class_homes(pkg)) == {
        "Inner": ["game/a/layout.py:2", "game/b.py:3"],
        "Layout": ["game/a/layout.py:1", "game/b.py:2"],
    }
