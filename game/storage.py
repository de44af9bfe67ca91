"""Versioned JSON files written atomically; a damaged file is moved aside and defaults are used, with a notice."""

from __future__ import annotations

import copy
import errno
import json
import logging
import math
import os
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from game.i18n import N_, Sentence
from game.jsondoc import JSON

log = logging.getLogger(__name__)


def why_not(exc: BaseException) -> Sentence:
    """What went wrong with a file, in words a player reads in their language: the system's own message (in
    English, or the name of an exception) belongs in the log, which the caller writes."""
    if isinstance(exc, OSError):
        if exc.errno == errno.ENOSPC:
            return Sentence(N_("the disk is full"))
        if exc.errno in (errno.EACCES, errno.EPERM):
            return Sentence(N_("permission denied"))
        if exc.errno == errno.EROFS:
            return Sentence(N_("the disk is read-only"))
        if isinstance(exc, IsADirectoryError):
            return Sentence(N_("a folder stands where the file should be"))
        if exc.errno == errno.ENOENT:
            return Sentence(N_("the file or its folder is missing"))
        return Sentence(N_("the system refused it"))
    if isinstance(exc, UnicodeError):
        return Sentence(N_("it is not text"))
    return Sentence(N_("its contents are damaged"))  # bad JSON, a value a step cannot read, nesting too deep


Validator = Callable[[object], bool]
Migration = Callable[[JSON], JSON]

#: Numbers a file of ours never holds: beyond this an integer is not a count or a size but damage (or mischief),
#: and would make the screens draw a 400-digit figure; non-finite floats (1e999 reads as inf) likewise.
HUGE = 2**53


def sane(value: object, depth: int = 0) -> bool:
    """True when every number inside ``value`` is finite and within ±HUGE, and nesting stays shallow."""
    if depth > 32:
        return False
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return True
    if isinstance(value, int):
        return -HUGE <= value <= HUGE
    if isinstance(value, float):
        return math.isfinite(value) and -HUGE <= value <= HUGE
    if isinstance(value, list):
        return all(sane(v, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(isinstance(k, str) and sane(v, depth + 1) for k, v in value.items())
    return False


_writers: set[threading.Thread] = set()  # every store's background writer still running, in this process


def flush_all() -> None:
    """Wait until every write queued with ``save_soon`` in this process is on disk — also those of stores their
    owner has let go of (the history a finished game is kept in): the app calls it as it quits."""
    for writer in list(_writers):
        writer.join()


@dataclass
class Store:
    """One JSON document with a format version, default values and a validator per key."""

    path: Path
    version: int
    defaults: JSON
    checks: dict[str, Validator] = field(default_factory=dict)
    #: version N -> a function turning a version-N document's data into version N+1's (older files are brought
    #: up to date step by step; a step reports a file it cannot read with ValueError or KeyError, which sets the
    #: file aside with a notice — any other exception, like a validator's, is a fault of ours: see ``kept``)
    migrations: dict[int, Migration] = field(default_factory=dict)
    #: our own migration or validator failed on this file: defaults for this run, the file kept and never written
    kept: bool = field(default=False, init=False, repr=False, compare=False)
    #: the last background write's failure (None after a success): the owner decides how to tell the player
    error: OSError | None = field(default=None, init=False, repr=False, compare=False)
    # background writes (save_soon): a queue of one, and sequence numbers so an older document never wins
    _lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False, compare=False)
    _write_lock: threading.Lock = field(default_factory=threading.Lock, init=False, repr=False, compare=False)
    _queued: tuple[int, str] | None = field(default=None, init=False, repr=False, compare=False)
    _writer: threading.Thread | None = field(default=None, init=False, repr=False, compare=False)
    _seq: int = field(default=0, init=False, repr=False, compare=False)
    _written: int = field(default=0, init=False, repr=False, compare=False)

    def load(self, what: Sentence | None = None) -> tuple[JSON, Sentence | None]:
        """Return (data, notice). The notice is a one-line sentence for the player (English as a str, translated
        where it is shown), or None when all was well; ``what`` names the file in it ("Your saved Quarto")."""
        what = what or Sentence(N_("Your {name} file"), name=self.path.stem)
        data = self.fresh_defaults()
        if not self.path.exists():
            return data, None
        try:
            raw = self.path.read_text(encoding="utf-8")
            doc = json.loads(raw)
        except (
            OSError,
            ValueError,
            RecursionError,
        ) as exc:  # ValueError: bad JSON, bad UTF-8, 5000-digit ints
            log.warning("%s could not be read: %r", self.path, exc)
            return data, self._backup(
                N_("{what} could not be read ({error}), so defaults are in use."), what, error=why_not(exc)
            )
        if not isinstance(doc, dict) or not isinstance(doc.get("data"), dict):
            return data, self._backup(
                N_("{what} was not in the expected format, so defaults are in use."), what
            )
        version = doc.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            return data, self._backup(N_("{what} had no format version, so defaults are in use."), what)
        if version > self.version:
            return data, self._backup(
                N_("{what} came from a newer Quadrille (format {version}), so defaults are in use."),
                what,
                version=version,
            )
        body = doc["data"]
        try:
            try:
                for step in range(version, self.version):
                    if step in self.migrations:
                        body = self.migrations[step](body)
            except (ValueError, KeyError) as exc:  # a migration meets a file it cannot read: set it aside
                log.warning("%s could not be brought up to date: %r", self.path, exc)
                return data, self._backup(
                    N_("{what} could not be brought up to date ({error}), so defaults are in use."),
                    what,
                    error=why_not(exc),
                )
            if not isinstance(body, dict):
                return data, self._backup(
                    N_("{what} could not be brought up to date, so defaults are in use."), what
                )
            good = {k: v for k, v in body.items() if k in self.defaults and sane(v) and self._valid(k, v)}
        except Exception:  # our migration or validator broke: a fault of ours, never the player's file
            log.error("%s kept as it was: checking it failed", self.path, exc_info=True)
            self.kept = True
            return data, Sentence(
                N_("{what} could not be checked, so defaults are in use until you quit."), what=what
            )
        data.update(good)
        bad = [k for k in body if k in self.defaults and k not in good]
        if bad:
            return data, self._backup(
                N_("{what} had invalid values for {keys}, so defaults are in use."),
                what,
                keys=", ".join(sorted(bad)),
            )
        return data, None

    def fresh_defaults(self) -> JSON:
        """A deep copy of the defaults: callers mutate nested values (stats rows), never the defaults themselves."""
        return copy.deepcopy(self.defaults)

    def save(self, data: JSON) -> None:
        """Write now, atomically: a temp file in the same folder, fsynced, renamed over the old file, and the
        folder fsynced so the rename itself survives a power cut."""
        try:
            self._write(self._ticket(data))
        except OSError as exc:
            self.error = exc
            raise

    def save_soon(self, data: JSON) -> None:
        """Write on a background thread (an fsync costs several ms: too long for a frame); the newest queued
        document wins, and a later ``save`` is never overwritten by an older queued one. The caller's frame only
        encodes ``data`` (C's encoder, ≈ 0.2 ms for a table's save, and the snapshot the thread writes)."""
        job = self._ticket(data)
        with self._lock:
            self._queued = job
            if self._writer is None:
                self._writer = threading.Thread(
                    target=self._drain, name=f"save {self.path.name}", daemon=True
                )
                _writers.add(self._writer)
                self._writer.start()

    def flush(self) -> None:
        """Wait until every queued write is on disk."""
        writer = self._writer
        if writer is not None:
            writer.join()

    def _ticket(self, data: JSON) -> tuple[int, str]:
        """A numbered job: the document as the file holds it; encoding raises here, in the caller, for a value
        JSON cannot hold. Compact, for C's encoder: an indented one is Python's, ≈ 4 times slower (0.8 ms for a
        table's save), and on the writer's thread it would hold the interpreter lock against the frames."""
        text = json.dumps({"version": self.version, "data": data}, sort_keys=True, separators=(",", ":"))
        with self._lock:
            self._seq += 1
            return self._seq, text

    def _drain(self) -> None:
        while True:
            with self._lock:
                job, self._queued = self._queued, None
                if job is None:
                    self._writer = None
                    _writers.discard(threading.current_thread())
                    return
            try:
                self._write(job)
            except OSError as exc:
                log.warning("%s could not be written: %r", self.path, exc)
                self.error = exc  # the next save tries again; the owner reads ``error`` to tell the player

    def _write(self, job: tuple[int, str]) -> None:
        seq, text = job
        with self._write_lock:
            if seq <= self._written or self.kept:
                return  # a newer document is already on disk (or the file is kept: see ``kept``)
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(prefix=self.path.name + ".", suffix=".tmp", dir=self.path.parent)
            try:
                with os.fdopen(fd, "w", encoding="utf-8") as fh:
                    fh.write(text)
                    fh.flush()
                    os.fsync(fh.fileno())
                os.replace(tmp, self.path)
            except BaseException:  # whatever stopped the write (even Ctrl+C), no temp file is left; re-raised
                try:
                    os.unlink(tmp)
                except OSError:
                    pass
                raise
            self._written = seq
            self.error = None
            sync_folder(self.path.parent)

    def _valid(self, key: str, value: object) -> bool:
        check = self.checks.get(key)
        if check is not None:
            return bool(check(value))  # a check that raises is a bug of ours: ``load`` keeps the file
        default = self.defaults[key]
        if isinstance(default, bool):
            return isinstance(value, bool)
        if isinstance(default, (int, float)):
            return isinstance(value, (int, float)) and not isinstance(value, bool)
        return isinstance(value, type(default))

    def _backup(self, why: str, what: Sentence, **params: object) -> Sentence:
        """Move the file aside; the notice is ``why`` (a msgid naming ``{what}``), then where the copy is."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        backup = self.path.with_name(f"{self.path.name}.{stamp}.bak")
        n = 1
        while backup.exists():
            backup = self.path.with_name(f"{self.path.name}.{stamp}-{n}.bak")
            n += 1
        try:
            os.replace(self.path, backup)
        except OSError:
            return Sentence(why, what=what, **params)
        kept = Sentence(N_("A copy was kept as {file}."), file=backup.name)
        return Sentence.together([Sentence(why, what=what, **params), kept])


def sync_folder(folder: Path) -> None:
    """fsync a folder so a rename inside it is durable (POSIX); skipped where folders cannot be opened (Windows)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some filesystems refuse to sync a folder; the file itself is already on disk
    finally:
        os.close(fd)


def load_json(path: Path) -> object:
    """Read a plain JSON file, or None if it is missing or damaged (callers decide what that means)."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None
