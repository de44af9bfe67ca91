"""game.rules, game.ai, game.play, game.net and the catalog stay headless: importing them never imports pygame; the rules
know nothing of the bots, the players or the screens, and no scene drives the App; and no module imports another
inside a function to hide an import cycle (only for start-up time, said in a comment)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _modules(package: str) -> list[str]:
    folder = ROOT / "game" / package
    mods = []
    for path in sorted(folder.rglob("*.py")):
        rel = path.relative_to(ROOT).with_suffix("")
        parts = list(rel.parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        if parts[-1] == "__main__":
            continue
        mods.append(".".join(parts))
    return mods


def test_rules_ai_play_and_net_never_import_pygame() -> None:
    mods = _modules("rules") + _modules("ai") + _modules("play") + _modules("net") + ["game.catalog"]
    assert {"game.rules", "game.ai", "game.play", "game.rules.quarto", "game.play.quarto"} <= set(mods)
    assert {"game.net", "game.net.server", "game.net.client", "game.net.protocol"} <= set(mods)
    code = (
        "import sys\n"
        f"for m in {mods!r}:\n"
        "    __import__(m)\n"
        "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "", f"pygame imported by game.rules/ai/play/net: {out.stdout.strip()}"


def test_importing_the_app_does_no_pygame_work() -> None:
    code = "import game.app, game.cli, game.scenes, sys; import pygame; print(pygame.display.get_init())"
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={"PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": ""},
    )
    assert out.stdout.strip() == "False"


def _import_graph() -> dict[str, set[str]]:
    """Every import between game modules, at module level or inside a function (not under TYPE_CHECKING);
    ``from package import module`` points at the module, not the package."""
    import ast

    files = {}
    for path in (ROOT / "game").rglob("*.py"):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts = parts[:-1]
        files[".".join(parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in files.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = {
            id(n)
            for node in ast.walk(tree)
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test)
            for n in ast.walk(node)
        }
        deps: set[str] = set()
        for node in ast.walk(tree):
            if id(node) in skip:
                continue
            if isinstance(node, ast.Import):
                deps |= {a.name for a in node.names if a.name in files}
            elif isinstance(node, ast.ImportFrom) and node.module:
                subs = {f"{node.module}.{a.name}" for a in node.names} & files.keys()
                deps |= subs or ({node.module} & files.keys())
        graph[name] = deps - {name}
    return graph


def test_no_import_cycles_not_even_inside_functions() -> None:
    graph = _import_graph()
    assert "game.rules.quarto.state" in graph
    state: dict[str, int] = {}
    found: list[list[str]] = []

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for dep in sorted(graph.get(node, ())):
            if state.get(dep) == 1:
                found.append(path[path.index(dep) :] + [dep])
            elif dep not in state:
                visit(dep, path + [dep])
        state[node] = 2

    for start in sorted(graph):
        if start not in state:
            visit(start, [start])
    assert not found, f"import cycles: {found}"


def _within(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def test_the_rules_import_no_bots_players_or_scenes_and_no_scene_drives_the_app() -> None:
    """``game.rules`` imports nothing from ``game.ai``, ``game.play`` or ``game.scenes`` (a computer-match driver
    lives in ai/), even inside a function; no scene imports ``game.app`` (the App is passed in; a benchmark that
    builds one sits beside ``game/app_bench.py``)."""
    graph = _import_graph()
    assert "game.ai.qu4to_ai" in graph["game.ai.qu4to_sim"], "the graph sees the imports it should"
    above = ("game.ai", "game.play", "game.scenes")
    bad = sorted(
        f"{mod} -> {dep}"
        for mod, deps in graph.items()
        if _within(mod, "game.rules")
        for dep in deps
        if any(_within(dep, p) for p in above)
    )
    assert not bad, f"the rules import what is built on them: {bad}"
    driving = sorted(mod for mod, deps in graph.items() if _within(mod, "game.scenes") and "game.app" in deps)
    assert not driving, f"scenes that import the App: {driving}"
