"""``python -m game.puzzles quarto --count K --seed S [--win-in N] [--set classic|set|aces|common] [--squares]``.

Prints one JSON line: ``{"puzzles": [{"position": POS, "win_in": n, "first_moves": [{"cell": c, "give": g},
...]}, ...], "seconds": t}`` (POS as in docs/notation.md; ``give`` null when the first move wins at once). The
fixed board only: exact analysis does not cover the unmarked board or the draw pile. Bad arguments: one line on
stderr, exit status 2.
"""

from __future__ import annotations

import json
import sys

from game.cliargs import Parser, UsageError, count_up_to, usage_failure, whole_number

MAX_COUNT = 1000  # more is a typo, not a request: each puzzle costs a search


_count = count_up_to(MAX_COUNT)


def _parser() -> Parser:
    from game.rules.quarto.pieces import PIECE_SETS

    p = Parser(prog="python -m game.puzzles", description="Make solver-verified 'win in N' puzzles.")
    p.add_argument("game", choices=["quarto"])
    p.add_argument("--count", type=_count, required=True, help=f"how many puzzles (1-{MAX_COUNT})")
    p.add_argument("--seed", type=whole_number, required=True)
    p.add_argument("--win-in", type=int, choices=(1, 2, 3), default=2, help="own placements to the win")
    p.add_argument("--set", dest="pieces", default="classic", choices=list(PIECE_SETS), help="piece set")
    p.add_argument("--squares", action="store_true", help="2x2 squares also win")
    return p


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    try:
        args = _parser().parse_args(argv)
    except UsageError as exc:
        return usage_failure("game.puzzles", exc)
    except SystemExit as exc:  # --help
        return int(exc.code or 0)
    from game.ai.quarto.puzzles import timed

    out = timed(args.count, args.seed, win_in=args.win_in, pieces=args.pieces, squares=args.squares)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
