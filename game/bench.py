"""Benchmarks: ``python -m game.bench NAME [...]``; with no name, list them.

Each benchmark is a "module:function" string imported only when asked for, so a missing module (another
engineer's, not landed yet) is one clear line, not a traceback. The function takes the remaining argv.
"""

from __future__ import annotations

import importlib
import sys

BENCHMARKS: dict[str, str] = {
    "quarto-rules": "game.rules.quarto_bench:main",
    "quarto-ai": "game.ai.quarto_bench:main",
    "qu4to-ai": "game.ai.qu4to_bench:main",
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
        print(
            f"game.bench: unknown benchmark {name!r}; choose one of {', '.join(BENCHMARKS)}", file=sys.stderr
        )
        return 2
    module_name, _, func_name = BENCHMARKS[name].partition(":")
    try:
        func = getattr(importlib.import_module(module_name), func_name)
    except (ImportError, AttributeError) as exc:
        print(f"game.bench: benchmark {name!r} is not available yet ({exc})", file=sys.stderr)
        return 1
    return int(func(rest) or 0)


if __name__ == "__main__":
    sys.exit(main())
