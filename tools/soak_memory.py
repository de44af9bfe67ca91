"""Resident memory of one process across several --monkey soaks (issue 26's measurement).

    python tools/soak_memory.py [--scene quarto] [--frames 2500] [--seeds 5] [--clear-art]

Runs ``--monkey`` on SCENE for FRAMES frames with seeds 100, 101, … one after another in this process (a fresh
``App`` each, as the long soak does), collects and trims after each, and prints resident memory with glibc's
heap figures (``mallinfo2``: the arena, the bytes in use and free in it, and what is mapped apart). The monkey
resizes the window every ≈ 40 frames, so each seed paints at new sizes. ``--clear-art`` empties every art cache
after each seed, to tell the art's share from the rest. Linux with glibc only.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import sys
import tempfile
from pathlib import Path


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def heap() -> str:
    libc = ctypes.CDLL(None)
    libc.mallinfo2.restype = _MallInfo2
    info = libc.mallinfo2()
    mb = 2**20
    return (
        f"heap {info.arena / mb:.0f} MB (in use {info.uordblks / mb:.0f}, free {info.fordblks / mb:.0f}), "
        f"mapped apart {info.hblkhd / mb:.0f} MB"
    )


def resident_mb() -> float:
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--scene", default="quarto")
    p.add_argument("--frames", type=int, default=2500)
    p.add_argument("--seeds", type=int, default=5)
    p.add_argument("--clear-art", action="store_true")
    args = p.parse_args()
    if not sys.platform.startswith("linux"):
        print("soak_memory: Linux (glibc) only", file=sys.stderr)
        return 2
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["QUADRILLE_HOME"] = tempfile.mkdtemp()
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from game.app import App, Options, release_memory
    from game.art import fonts, memo

    for seed in range(100, 100 + args.seeds):
        App(Options(scene=args.scene, headless=True, frames=args.frames, monkey=True, seed=seed)).run(
            args.scene
        )
        release_memory()
        if args.clear_art:
            for cache in list(memo.BUDGET.caches):
                cache.cache_clear()
            release_memory()
        print(
            f"seed {seed}: resident {resident_mb():.0f} MB, {heap()}, art {memo.BUDGET.held / 2**20:.0f} MB, "
            f"{fonts.open_count()} fonts open",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
