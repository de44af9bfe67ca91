"""Painted art kept on disk between runs, so a table opens without painting its pieces and board again.

One file per batch (the 16 faces of a piece set at one size, or one board): a first line of JSON (the art's
stamp and each surface's size, flags and masks), then each surface's raw pixels, copied straight into a new
surface of the same format — the same bytes the painter made, read back in a few milliseconds.

A face asked for before its batch was read comes alone (``load_one`` seeks to it), and a batch is written a
surface a step by a ``Writer`` where a frame loop cannot spare the whole write (``store`` runs one to its end).

The stamp changes with the painting code itself (a hash of the art's source files; in a frozen build, of the
executable), so a cache made by other art is never used. A file that is unreadable, cut short, from another
stamp or otherwise wrong is ignored (and rewritten by the next store); nothing here ever raises. The folder keeps
the ``KEEP`` most recently used files.
"""

from __future__ import annotations

import functools
import hashlib
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any, BinaryIO

import pygame

from game import resources

log = logging.getLogger(__name__)

MAGIC = b"QUADRILLE-ART 1\n"
KEEP = 48  # files; a classic table at one window size uses four (≈ 15 MB at 1920×1080)


def folder() -> Path:
    return resources.cache_dir() / "art"


@functools.lru_cache(maxsize=1)
def stamp() -> str:
    """What the cached pixels depend on: the painting code and pygame's version."""
    h = hashlib.sha1(pygame.version.ver.encode())
    art = Path(__file__).resolve().parent
    sources = sorted(art.glob("*.py")) + [art.parent / "scenes" / "quarto" / "art.py"]
    found = [p for p in sources if p.is_file()]
    if found and not getattr(sys, "frozen", False):
        for p in found:
            h.update(p.name.encode())
            h.update(p.read_bytes())
    else:  # a frozen build carries no sources: its own executable tells one build from another
        exe = Path(sys.executable)
        h.update(f"frozen {exe.stat().st_size} {exe.stat().st_mtime_ns}".encode())
    return h.hexdigest()[:16]


def _path(name: str) -> Path:
    safe = "".join(c if c.isalnum() or c in "-_." else "_" for c in name)
    return folder() / f"{safe}.art"


def exists(name: str) -> bool:
    """A file is stored under ``name`` (whether it is this art's and whole, only ``load`` can tell)."""
    try:
        return _path(name).is_file()
    except OSError:
        return False


def load(name: str, count: int) -> list[pygame.Surface] | None:
    """The ``count`` surfaces stored under ``name`` by this very art, or None (missing, stale or damaged)."""
    path = _path(name)
    try:
        with open(path, "rb") as f:
            if f.readline() != MAGIC:
                return None
            head = json.loads(f.readline())
            if head.get("stamp") != stamp() or len(head["surfaces"]) != count:
                return None
            out = []
            for w, h, flags, masks in head["surfaces"]:
                surf = pygame.Surface((int(w), int(h)), int(flags) & pygame.SRCALPHA, 32)
                n = surf.get_pitch() * surf.get_height()
                data = f.read(n)
                if len(data) != n or list(surf.get_masks()) != list(masks):
                    return None
                surf.get_buffer().write(data, 0)
                out.append(surf)
            if f.read(1):
                return None
        os.utime(path)  # recently used: kept when the folder is pruned
        return out
    except Exception as exc:  # any damage in any shape is only a cache's (never raises): paint again
        if not isinstance(exc, FileNotFoundError):
            log.info("art cache %s ignored: %s", path.name, exc, exc_info=True)
        return None


def load_one(name: str, count: int, index: int) -> pygame.Surface | None:
    """Surface ``index`` of the ``count`` stored under ``name`` by this very art, read alone (the others are
    skipped over), or None: a face needed before its batch was read costs ≈ 1 ms at 3840×2160, not the batch's
    12–18 ms nor a painting's 10–20 ms."""
    path = _path(name)
    try:
        with open(path, "rb") as f:
            if f.readline() != MAGIC:
                return None
            head = json.loads(f.readline())
            if head.get("stamp") != stamp() or len(head["surfaces"]) != count or not 0 <= index < count:
                return None
            # a 32-bit surface's rows are 4 bytes a pixel, unpadded: the ones before ``index`` are skipped
            f.seek(sum(4 * int(w) * int(h) for w, h, _f, _m in head["surfaces"][:index]), os.SEEK_CUR)
            w, h, flags, masks = head["surfaces"][index]
            surf = pygame.Surface((int(w), int(h)), int(flags) & pygame.SRCALPHA, 32)
            n = surf.get_pitch() * surf.get_height()
            data = f.read(n)
            if n != 4 * int(w) * int(h) or len(data) != n or list(surf.get_masks()) != list(masks):
                return None
            surf.get_buffer().write(data, 0)
            return surf
    except Exception as exc:  # as ``load``: a damaged cache is only painted again
        if not isinstance(exc, FileNotFoundError):
            log.info("art cache %s ignored: %s", path.name, exc, exc_info=True)
        return None


def nbytes(name: str) -> int:
    """The size of the file stored under ``name`` (0: none)."""
    try:
        return _path(name).stat().st_size
    except OSError:
        return 0


def store(name: str, surfaces: list[pygame.Surface]) -> None:
    """Keep ``surfaces`` (32-bit) under ``name``; a folder that cannot be written is only logged."""
    writer = Writer(name, surfaces)
    while not writer.step():
        pass


CHUNK = 8 << 20  # a step writes at most this much of a surface (a 3840×2160 felt, 32 MB, goes in four)


class Writer:
    """Stores ``surfaces`` under ``name`` a surface a ``step`` — a large one ``CHUNK`` bytes a step — (a frame
    loop's quiet frames: writing a 3840×2160 table's 16 faces at once took one frame 40–55 ms, its felt 74–89 ms),
    into a temporary file renamed once whole; surfaces that are not 32-bit are not stored, and a folder that
    cannot be written is only logged."""

    def __init__(self, name: str, surfaces: list[pygame.Surface]) -> None:
        self.path = _path(name)
        self.tmp = self.path.with_suffix(f".{os.getpid()}.tmp")
        self.surfaces = list(surfaces)
        self.done = 0  # surfaces written
        self.offset = 0  # bytes of the surface being written that are written
        self.file: BinaryIO | None = None

    def step(self) -> bool:
        """One piece of the writing: the header, a surface (or ``CHUNK`` of it), or the rename; True once nothing
        is left to do."""
        try:
            if self.file is None:
                if any(s.get_bitsize() != 32 for s in self.surfaces):
                    return True
                head = {
                    "stamp": stamp(),
                    "surfaces": [
                        [*s.get_size(), s.get_flags() & pygame.SRCALPHA, list(s.get_masks())]
                        for s in self.surfaces
                    ],
                }
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self.file = open(self.tmp, "wb")  # (closed by the last step, or on failure)
                self.file.write(MAGIC)
                self.file.write(json.dumps(head).encode() + b"\n")
                return False
            if self.done < len(self.surfaces):
                # the pixels' own buffer, not a copy of it in a bytes object (32 MB at 3840×2160: 15–20 ms less;
                # a BufferProxy exports the buffer protocol, which pygame's stubs do not say)
                pixels: Any = self.surfaces[self.done].get_buffer()
                with memoryview(pixels) as view:
                    data = view.cast("B")
                    self.file.write(data[self.offset : self.offset + CHUNK])
                    self.offset += CHUNK
                    if self.offset >= len(data):
                        self.done, self.offset = self.done + 1, 0
                return False
            self.file.close()
            os.replace(self.tmp, self.path)
            _prune(self.path.parent)
            return True
        except (OSError, pygame.error) as exc:  # no cache is fine; the art was painted anyway
            log.info("art cache %s not written: %s", self.path.name, exc)
            if self.file is not None:
                self.file.close()
                self.tmp.unlink(missing_ok=True)
            return True


def _prune(where: Path) -> None:
    files = sorted(where.glob("*.art"), key=lambda p: p.stat().st_mtime, reverse=True)
    for old in files[KEEP:]:
        old.unlink(missing_ok=True)
