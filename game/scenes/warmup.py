"""Import a screen's next modules ahead, one small step per idle frame (issue 26).

A table's modules are imported when the table is made, so the menu starts quickly; but from source (no bytecode
yet, or ``PYTHONDONTWRITEBYTECODE``) importing a table compiles some 30 modules, 0.1–0.4 s in the one frame Start
is pressed in. The menu and the setup screens call ``ImportAhead.step`` in their idle frames instead. The reading
(``ast``: what a module imports) and the compiling are done by a child process, off the UI thread (a large module's
parse and compile is 6–12 ms, more than a frame's spare time); each step then imports one module from the code the
child sent, so a step is one module's own body. Where no child can run, the steps read and compile one module each
themselves, as before.
"""

from __future__ import annotations

import ast
import importlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import logging
import os
import py_compile
import shutil
import subprocess
import sys
import tempfile
import threading
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
BUDGET_S = 0.003  # an idle frame starts no new step after this much of its time went on steps
CHILD_TIMEOUT_S = 60.0  # a child reading the modules for longer has failed: the steps read them themselves


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
        if code is None and (sent := _SENT.pop(fullname, None)) is not None:
            # compiled by the reading child into this run's own folder (``read_ahead``), read back by the import
            # system's own loader for bytecode, then removed
            code = importlib.machinery.SourcelessFileLoader(fullname, sent).get_code(fullname)
            Path(sent).unlink(missing_ok=True)
            if not _SENT:
                shutil.rmtree(Path(sent).parent, ignore_errors=True)
        return code if code is not None else super().get_code(fullname)


class _Finder(importlib.abc.MetaPathFinder):
    """First on ``sys.meta_path`` once a module is compiled ahead: finds only those modules."""

    def find_spec(
        self, fullname: str, path: Sequence[str] | None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if (fullname not in _CODE and fullname not in _SENT) or (source := source_of(fullname)) is None:
            return None
        package = [str(source.parent)] if source.name == "__init__.py" else None
        loader = _Precompiled(fullname, str(source))
        return importlib.util.spec_from_file_location(
            fullname, source, loader=loader, submodule_search_locations=package
        )


_CODE: dict[str, CodeType] = {}  # modules compiled ahead, not imported yet
_SENT: dict[str, str] = {}  # modules the reading child compiled (their bytecode files), not imported yet
_FINDER = _Finder()


def _needs_compiling(source: Path) -> bool:
    """No up-to-date bytecode on disk (a run from source, or bytecode writing turned off)."""
    cached = Path(importlib.util.cache_from_source(str(source)))
    try:
        return cached.stat().st_mtime < source.stat().st_mtime
    except OSError:
        return True


class ImportAhead:
    """Imports ``targets`` and the game modules they import, ahead of need, in small steps. A child process reads
    and compiles them (``read_ahead``, on a thread that waits for it); meanwhile the steps do nothing. Then each
    step imports one module, its imports first (the code is ready, so a step is the module's own body). Without a
    child (``child=False``, no sources, or the child failed), each module is first read and compiled in a step of
    its own, then imported."""

    def __init__(self, *targets: str, child: bool = True) -> None:
        self.targets = list(targets)  # one at a time, in this order: the first is the likeliest to be needed
        self.unread: list[str] = []
        self.seen: set[str] = set()
        self.order: list[str] = []  # read modules, each after the one that imports it
        self.deps: dict[str, list[str]] = {}  # what each read module imports (the game's own modules only)
        self.child = child and any(source_of(t) is not None for t in targets)
        self._reader: threading.Thread | None = None
        self._sent: list[list[tuple[str, str]]] | None = None  # the child's answer, one list per target
        self._folder = ""  # where the child writes the bytecode

    @property
    def done(self) -> bool:
        return not self.targets and not self.unread and all(m in sys.modules for m in self.order)

    @property
    def waiting(self) -> bool:
        """The child is still reading: a step now has nothing to do."""
        return self._reader is not None and self._sent is None

    def step(self) -> bool:
        """One piece of the work; False once everything is in."""
        if self.child and self._take_sent():
            return True
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

    def _take_sent(self) -> bool:
        """Starts the child, or while it reads, waits (True: nothing else to do this step); once it has answered,
        its modules are queued for import (then False: the steps import them)."""
        if self._reader is None:
            if all(
                t in sys.modules for t in self.targets
            ):  # a screen shown again: nothing for a child to read
                self.child = False
                return False
            folder = self._folder = tempfile.mkdtemp(
                prefix="quadrille-ahead-"
            )  # this run's own, private (0700)
            ask = json.dumps(
                {"targets": self.targets, "loaded": sorted(sys.modules), "folder": folder}
            ).encode()
            self._reader = threading.Thread(
                target=self._ask_child, args=(ask,), name="quadrille-read-ahead", daemon=True
            )
            self._reader.start()
            return True
        if self._sent is None:
            return True
        batches, self._sent, self.child = self._sent, [], False
        if not any(path for batch in batches for _name, path in batch):  # nothing compiled (or no answer)
            shutil.rmtree(self._folder, ignore_errors=True)
        if (
            batches
        ):  # in the targets' order: the first target's modules are imported first (popped from the end)
            for batch in batches:
                _SENT.update((name, code) for name, code in batch if code)
                self.seen.update(name for name, _code in batch)
            self.order = [name for batch in reversed(batches) for name, _code in batch] + self.order
            self.targets = []
            if _FINDER not in sys.meta_path:
                sys.meta_path.insert(0, _FINDER)
        return False

    def _ask_child(self, ask: bytes) -> None:
        """On the reader thread: run the child (the thread only waits on its pipes) and keep its answer; on any
        failure the answer is empty and the steps read the modules themselves."""
        paths = [str(_ROOT_DIR.parent), *filter(None, [os.environ.get("PYTHONPATH")])]
        env = dict(os.environ, PYTHONPATH=os.pathsep.join(paths))
        code = "from game.scenes.warmup import child_main; child_main()"
        sent: list[list[tuple[str, str]]] = []
        try:
            out = subprocess.run(
                [sys.executable, "-c", code], input=ask, capture_output=True, env=env, timeout=CHILD_TIMEOUT_S
            )
            if out.returncode == 0:
                sent = [[(str(name), str(path)) for name, path in batch] for batch in json.loads(out.stdout)]
            else:
                log.info("the reading child failed: %s", out.stderr.decode(errors="replace")[-400:])
        except (OSError, subprocess.SubprocessError, ValueError, TypeError) as exc:
            log.info("no reading child: %s", exc)
        self._sent = sent

    def _read(self, name: str, compile_here: bool = True) -> None:
        self.order.append(name)
        source = source_of(name)
        if source is None:
            return  # not ours (the standard library, pygame) or frozen: imported as it is
        tree = ast.parse(source.read_bytes(), str(source))
        parent = name.rpartition(".")[0]
        self.deps[name] = ([parent] if parent else []) + imports_of(name, tree)
        for dep in self.deps[name]:
            if dep not in self.seen and dep not in sys.modules:
                self.seen.add(dep)
                self.unread.append(dep)
        if compile_here and _needs_compiling(source):
            # the import system's own compile of the game's own module (what ``import`` would do a frame later;
            # never a file a player can touch: those are all JSON, see tests/test_no_unsafe_loading.py)
            _CODE[name] = _Precompiled(name, str(source)).source_to_code(tree, str(source))
            if _FINDER not in sys.meta_path:
                sys.meta_path.insert(0, _FINDER)

    def run(self, budget_s: float = BUDGET_S) -> bool:
        """Steps until ``budget_s`` has gone (at least one) or the child is still reading; True if work is left."""
        start = time.perf_counter()
        while self.step():
            if self.waiting or time.perf_counter() - start >= budget_s:
                return True
        return False


def read_ahead(targets: list[str], loaded: set[str], folder: str) -> list[list[tuple[str, str]]]:
    """The reading child's work: for each target in turn, the modules ``ImportAhead`` would read (none already
    ``loaded`` or read for an earlier target), in its order, each with the bytecode file written for it in
    ``folder`` where it needs compiling (``py_compile``, as an import would; else "": imported as it is)."""
    ahead = ImportAhead(child=False)
    ahead.seen = set(loaded)
    batches: list[list[tuple[str, str]]] = []
    for target in targets:
        if target in ahead.seen:
            continue
        ahead.seen.add(target)
        ahead.unread, ahead.order = [target], []
        while ahead.unread:
            ahead._read(ahead.unread.pop(), compile_here=False)
        order = imports_first(target, ahead.deps, set(ahead.order))
        code: dict[str, str] = {}
        for name in order:
            source = source_of(name)
            if source is not None and _needs_compiling(source):
                written = py_compile.compile(
                    str(source), cfile=str(Path(folder) / f"{name}.pyc"), dfile=str(source), doraise=True
                )
                code[name] = written or ""
        batches.append([(name, code.get(name, "")) for name in reversed(order)])  # popped from the end
    return batches


def imports_first(target: str, deps: dict[str, list[str]], read: set[str]) -> list[str]:
    """The ``read`` modules ``target`` needs, each after every one it imports (so importing them in this order
    imports one new module a step: a module read first as one module's import but also imported by a module read
    later would otherwise come in with that later one, in its step)."""
    out: list[str] = []
    done: set[str] = set()
    stack: list[tuple[str, int]] = [(target, 0)]
    while stack:
        name, i = stack.pop()
        if i == 0 and name in done:
            continue
        done.add(name)
        below = [d for d in deps.get(name, []) if d in read]
        if i < len(below):
            stack.append((name, i + 1))
            if below[i] not in done:
                stack.append((below[i], 0))
        else:
            out.append(name)
    return out + sorted(read - set(out))


def child_main() -> None:
    """The reading child: the question as JSON on stdin, the answer as JSON on stdout."""
    ask = json.loads(sys.stdin.buffer.read())
    print(json.dumps(read_ahead(list(ask["targets"]), set(ask["loaded"]), str(ask["folder"]))))


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
