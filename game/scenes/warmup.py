"""Import a screen's next modules ahead, one small step per idle frame (issue 26).

A table's modules are imported when the table is made, so the menu starts quickly; but from source (no bytecode
yet, or ``PYTHONDONTWRITEBYTECODE``) importing a table compiles some 30 modules, 0.1–0.4 s in the one frame Start
is pressed in. The menu and the setup screens call ``ImportAhead.step`` in their idle frames instead: each step
either reads one of the game's own modules for what it imports (``ast``, a few ms) or imports one module whose
imports are already in, so no frame carries more than one module's compile.
"""

from __future__ import annotations

import ast
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import logging
import sys
import time
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import CodeType, ModuleType
from typing import TYPE_CHECKING

from game import catalog

if TYPE_CHECKING:
    from game.app import App

log = logging.getLogger(__name__)

ROOT = "game"
_ROOT_DIR = Path(__file__).resolve().parent.parent
BUDGET_S = 0.008  # an idle frame starts no new step after this much of its time went on steps


def source_of(name: str) -> Path | None:
    """The source file of one of the game's own modules (None: not ours, or no source, as in a frozen build)."""
    parts = name.split(".")
    if parts[0] != ROOT:
        return None
    base = _ROOT_DIR.joinpath(*parts[1:])
    for path in (base.with_suffix(".py"), base / "__init__.py"):
        if path.is_file():
            return path
    return None


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imports_of(name: str, tree: ast.Module) -> list[str]:
    """The modules ``name``'s own body imports when it is imported (not those inside functions, nor those under
    ``if TYPE_CHECKING``), with ``from a import b`` giving ``a.b`` too where that is one of our modules."""
    path = source_of(name)
    package = name if path is not None and path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[str] = []
    body = list(tree.body)
    while body:
        node = body.pop(0)
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.rsplit(".", node.level - 1)[0]
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            found.append(module)
            found += [f"{module}.{a.name}" for a in node.names if source_of(f"{module}.{a.name}") is not None]
        elif isinstance(node, ast.If):
            body += [] if _is_type_checking(node.test) else node.body + node.orelse
        elif isinstance(node, ast.Try):
            body += node.body + node.orelse + node.finalbody
            for handler in node.handlers:
                body += handler.body
    return [m for m in found if m]


class _Precompiled(importlib.machinery.SourceFileLoader):
    """Loads a module from the code ``ImportAhead`` compiled in an earlier frame (else as usual)."""

    def get_code(self, fullname: str) -> CodeType | None:
        code = _CODE.pop(fullname, None)
        return code if code is not None else super().get_code(fullname)


class _Finder(importlib.abc.MetaPathFinder):
    """First on ``sys.meta_path`` once a module is compiled ahead: finds only those modules."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if fullname not in _CODE or (source := source_of(fullname)) is None:
            return None
        package = [str(source.parent)] if source.name == "__init__.py" else None
        loader = _Precompiled(fullname, str(source))
        return importlib.util.spec_from_file_location(
            fullname, source, loader=loader, submodule_search_locations=package
        )


_CODE: dict[str, CodeType] = {}  # modules compiled ahead, not imported yet
_FINDER = _Finder()


def _needs_compiling(source: Path) -> bool:
    """No up-to-date bytecode on disk (a run from source, or bytecode writing turned off)."""
    cached = Path(importlib.util.cache_from_source(str(source)))
    try:
        return cached.stat().st_mtime < source.stat().st_mtime
    except OSError:
        return True


class ImportAhead:
    """Imports ``targets`` and the game modules they import, ahead of need, in small steps: first each module is
    read and compiled (one per step), then each is imported, its imports first (one per step: the code is
    ready, so a step is the module's own body)."""

    def __init__(self, *targets: str) -> None:
        self.targets = list(targets)  # one at a time, in this order: the first is the likeliest to be needed
        self.unread: list[str] = []
        self.seen: set[str] = set()
        self.order: list[str] = []  # read modules, each after the one that imports it

    @property
    def done(self) -> bool:
        return not self.targets and not self.unread and all(m in sys.modules for m in self.order)

    def step(self) -> bool:
        """One piece of the work; False once everything is in."""
        while True:
            while self.unread:
                name = self.unread.pop()
                if name not in sys.modules:
                    self._read(name)
                    return True
            while self.order:
                name = self.order.pop()
                if name in sys.modules:
                    continue
                try:
                    importlib.import_module(name)
                except ImportError as exc:  # an optional module missing: the screen that needs it says so
                    log.info("not imported ahead: %s (%s)", name, exc)
                return True
            if not self.targets:
                return False
            target = self.targets.pop(0)
            if target not in sys.modules and target not in self.seen:
                self.seen.add(target)
                self.unread.append(target)

    def _read(self, name: str) -> None:
        self.order.append(name)
        source = source_of(name)
        if source is None:
            return  # not ours (the standard library, pygame) or frozen: imported as it is
        tree = ast.parse(source.read_bytes(), str(source))
        parent = name.rpartition(".")[0]
        for dep in ([parent] if parent else []) + imports_of(name, tree):
            if dep not in self.seen and dep not in sys.modules:
                self.seen.add(dep)
                self.unread.append(dep)
        if _needs_compiling(source):
            # the import system's own compile of the game's own module (what ``import`` would do a frame later;
            # never a file a player can touch: those are all JSON, see tests/test_no_unsafe_loading.py)
            _CODE[name] = _Precompiled(name, str(source)).source_to_code(tree, str(source))
            if _FINDER not in sys.meta_path:
                sys.meta_path.insert(0, _FINDER)

    def run(self, budget_s: float = BUDGET_S) -> bool:
        """Steps until ``budget_s`` has gone (at least one); True if work is left."""
        start = time.perf_counter()
        while self.step():
            if time.perf_counter() - start >= budget_s:
                return True
        return False


def idle_work(app: App, ahead: ImportAhead, moving: bool) -> None:
    """A screen's idle frame advances ``ahead`` by one budget: in a window (or ``--realtime``), nothing moving,
    and no input for ``IDLE_AFTER_S`` (the App draws at its idle rate then: a step is never in a frame that
    answers the player). Headless runs at full speed (tests, screenshots) import when they need to, as before."""
    if not moving and not app.fast_forward and not ahead.done and app.at_rest():
        ahead.run()


def family_modules(kind: str, games: list[str] | None = None) -> list[str]:
    """Each game family's ``setup`` or ``scene`` module (by the scene packages' convention), for ``games`` (menu
    ids) or every playable game; a family without one is skipped."""
    out: list[str] = []
    for game in catalog.GAMES.values():
        if game.scene is None or (games is not None and game.id not in games):
            continue
        module = f"{game.scene.partition(':')[0]}.{kind}"
        if module not in out and source_of(module) is not None:
            out.append(module)
    return out
