"""Headless simulations: ``python -m game.sim GAME ...`` prints one JSON object on stdout.

``main(argv)`` dispatches over the sub-commands the catalog lists for each game family (each family's sim
module adds its own parser and runs it). Bad arguments print one line on stderr and exit with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

from game import catalog
from game.cliargs import Parser, UsageError, usage_failure
from game.jsondoc import JSON

if TYPE_CHECKING:
    from game.cliargs import SubParsers


def simulations() -> dict[
    str, tuple[Callable[[SubParsers, str], None], Callable[[argparse.Namespace], JSON]]
]:
    """Every game family's simulations, as the catalog lists them: name -> (add its parser, run it); and the
    levels' rating ladder, which plays every family."""
    sims = {name: (catalog.load(add), catalog.load(run)) for name, add, run in catalog.simulations()}
    sims["ladder"] = (catalog.load("game.ai.ladder:add_parser"), catalog.load("game.ai.ladder:run"))
    return sims


def build_parser() -> Parser:
    parser = Parser(prog="python -m game.sim", description="Headless simulations; prints one JSON object.")
    sub = parser.add_subparsers(dest="game", parser_class=Parser, metavar="GAME")
    for name, (add, _run) in simulations().items():
        add(sub, name)  # each parser takes its name from the catalog, where game keys are spelled
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    try:
        args = parser.parse_args(sys.argv[1:] if argv is None else argv)
        if args.game is None:
            raise UsageError(f"name a game to simulate: {', '.join(simulations())}")
        result = simulations()[args.game][1](args)  # a run may still refuse a combination of arguments
    except UsageError as exc:
        return usage_failure("game.sim", exc)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
