"""Benchmarks: ``python -m game.bench NAME [...]``; with no name, list them.

Each benchmark is a "module:function" string imported only when asked for, so a missing module (another
engineer's, not landed yet) is one clear line, not a traceback. The function takes the remaining argv.
"""

from __future__ import annotations

import importlib
import sys

from game import catalog
from game.cliargs import UsageError, usage_failure

# the games' benchmarks come from the catalog; the app's own is listed here
BENCHMARKS: dict[str, str] = {
    **catalog.benchmarks(),
    "quarto-perfect": "game.ai.quarto.perfect_bench:main",  # every Perfect decision's time, 0-12 placed
    "app": "game.app_bench:main",
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if not argv or argv[0] in ("-l", "--list"):
        print("benchmarks (python -m game.bench NAME):")
        for name, target in BENCHMARKS.items():
            print(f"  {name:<16} {target}")
        return 0
    name, rest = argv[0], argv[1:]
    if name in ("-h", "--help"):
        print("usage: python -m game.bench [NAME [options]]  (no NAME lists the benchmarks)")
        return 0
    if name not in BENCHMARKS:
        return usage_failure(
            "game.bench", f"unknown benchmark {name!r}; choose one of {', '.join(BENCHMARKS)}"
        )
    module_name, _, func_name = BENCHMARKS[name].partition(":")
    try:
        func = getattr(importlib.import_module(module_name), func_name)
    except (ImportError, AttributeError) as exc:
        print(f"game.bench: benchmark {name!r} is not available yet ({exc})", file=sys.stderr)
        return 1
    try:
        return int(func(rest) or 0)
    except UsageError as exc:
        return usage_failure(f"game.bench {name}", exc)


if __name__ == "__main__":
    sys.exit(main())
