"""No file a player can touch is ever loaded as code: no pickle, marshal or shelve anywhere in game/, and no
eval, exec or compile calls (every settings, save, statistics and history file is JSON read by json.loads)."""

from __future__ import annotations

import ast
from pathlib import Path

GAME = Path(__file__).resolve().parents[1] / "game"
BANNED_MODULES = {"pickle", "cPickle", "_pickle", "marshal", "shelve", "dill", "cloudpickle", "jsonpickle"}
BANNED_CALLS = {"eval", "exec", "compile", "__import__"}


def _findings(source: str, name: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source, name)):
        if isinstance(node, ast.Import):
            found += [f"import {a.name}" for a in node.names if a.name.split(".")[0] in BANNED_MODULES]
        elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in BANNED_MODULES:
            found.append(f"from {node.module} import ...")
        elif isinstance(node, ast.Call):
            f = node.func
            called = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if called in BANNED_CALLS and not (isinstance(f, ast.Attribute) and called == "compile"):
                found.append(f"{called}(...)")  # re.compile / pattern.compile are attributes, and fine
        elif isinstance(node, ast.Name) and node.id in BANNED_MODULES:
            found.append(node.id)
    return [f"{name}:{what}" for what in found]


def test_the_scanner_finds_what_it_looks_for() -> None:
    bad = "import pickle\nfrom marshal import loads\nx = eval('1')\nexec('y = 2')\nimport shelve as s\n"
    assert len(_findings(bad, "bad.py")) == 5
    assert _findings("import re\nre.compile('x')\nimport json\njson.loads('1')\n", "fine.py") == []


def test_no_pickle_marshal_eval_or_exec_in_game() -> None:
    files = sorted(GAME.rglob("*.py"))
    assert len(files) > 50
    findings = [hit for path in files for hit in _findings(path.read_text(encoding="utf-8"), str(path))]
    assert findings == []
