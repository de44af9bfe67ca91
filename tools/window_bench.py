"""Frame times in a real window, the present included: each table played by computers at each size.

    xvfb-run -a -s "-screen 0 3840x2160x24" python tools/window_bench.py [--tables quarto,set,qu4to]
        [--sizes 1280x720,1920x1080,2880x1800,3840x2160] [--frames 900] [--seed 3] [--framebuffer game|texture]

Headless runs (SDL's dummy driver) present for free; here every frame goes through SDL's X11 window, so
``frame_ms`` is the frame's work and its present. Under Xvfb the present is a software copy into the X server's
memory: the floor of a player's machine, not a GPU's figure (docs/performance.md, "The real-window benchmark").
Each table and size runs once to fill the art cache (a home of its own, kept for the run) and then is measured
with the bar's command minus ``--headless``. ``--framebuffer texture`` asks SDL for its default GPU texture
framebuffer (``SDL_FRAMEBUFFER_ACCELERATION=1``) instead of the X11 framebuffer the game chooses, to compare.
Prints one line per run and a Markdown table (``frame_cpu_ms``: the process's CPU per frame, the present's
included, which the load of other work on the machine does not inflate as it does the wall clock).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TABLES = ("quarto", "set", "qu4to")
SIZES = ("1280x720", "1920x1080", "2880x1800", "3840x2160")


def run(scene: str, size: str, frames: int, seed: int, home: str, env: dict[str, str]) -> dict | None:
    """One autoplayed run in a real window; its ``--stats`` figures, or None when it failed."""
    cmd = [sys.executable, "-m", "game", "--realtime", "--autoplay", "--scene", scene, "--size", size]
    cmd += ["--frames", str(frames), "--seed", str(seed), "--stats"]
    env = dict(env, QUADRILLE_HOME=home, QUADRILLE_FIRST_RUN="0", SDL_AUDIODRIVER="dummy")
    done = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    for line in reversed(done.stdout.splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    print(f"  {scene} {size}: no figures (exit {done.returncode}): {done.stderr[-300:]}", file=sys.stderr)
    return None


def row(scene: str, size: str, s: dict) -> str:
    f, p, c = s["frame_ms"], s["present_ms"], s["frame_cpu_ms"]
    return (
        f"| {scene} | {size.replace('x', '×')} | {f['p50']:.2f} / {f['p99']:.1f} / {f['max']:.0f} "
        f"| {c['p99']:.1f} / {c['max']:.0f} "
        f"| {s['presents']} | {p['p50']:.2f} / {p['p99']:.1f} | {s['present_share']:.3f} | {s['peak_rss_mb']:.0f} |"
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", default=",".join(TABLES))
    ap.add_argument("--sizes", default=",".join(SIZES))
    ap.add_argument("--frames", type=int, default=900)
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--framebuffer", choices=("game", "texture"), default="game")
    args = ap.parse_args(argv)
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        print('no display: run under xvfb-run -a -s "-screen 0 3840x2160x24"', file=sys.stderr)
        return 2
    env = {
        k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "SDL_FRAMEBUFFER_ACCELERATION")
    }
    if args.framebuffer == "texture":
        env["SDL_FRAMEBUFFER_ACCELERATION"] = "1"
    rows = []
    with tempfile.TemporaryDirectory(prefix="quadrille-window-bench-") as home:
        for scene in args.tables.split(","):
            for size in args.sizes.split(","):
                run(scene, size, 120, args.seed, home, env)  # the art cache filled for this size
                stats = run(scene, size, args.frames, args.seed, home, env)
                if stats is not None:
                    print(scene, size, json.dumps(stats), flush=True)
                    rows.append(row(scene, size, stats))
    load = os.getloadavg() if hasattr(os, "getloadavg") else ()
    print(f"\nframebuffer: {args.framebuffer}; load average {', '.join(f'{x:.1f}' for x in load)}")
    print(
        "| table | size | frame ms p50 / p99 / max | CPU ms p99 / max | presents | present ms p50 / p99 | share "
        "| peak MB |"
    )
    print("|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    return 0 if rows else 1


if __name__ == "__main__":
    sys.exit(main())
