"""The one argparse flavour every command line uses: a bad argument is one line on stderr and exit status 2.

DESIGN.md §5: never a usage dump or a traceback for a user's mistake. ``Parser.error`` raises ``UsageError``;
each entry point catches it and returns ``usage_failure(prog, exc)``.
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn, TypeAlias

USAGE_STATUS = 2


class UsageError(Exception):
    """A mistake on the command line, shown to the user as one line."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser that raises UsageError instead of printing its usage and exiting."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message)


if TYPE_CHECKING:  # argparse's sub-command holder is generic only to the type checker
    #: What ``parser.add_subparsers(parser_class=Parser)`` returns: each sim module adds its parser to it.
    SubParsers: TypeAlias = argparse._SubParsersAction[Parser]


def usage_failure(prog: str, error: Exception | str) -> int:
    """Print ``prog: message`` as one line on stderr (when there is one: a windowed app has none); return 2."""
    if sys.stderr is not None:
        text = " ".join(str(error).split())  # never more than one line, whatever the message holds
        print(f"{prog}: {text}", file=sys.stderr)
    return USAGE_STATUS


def whole_number(text: str) -> int:
    """Any integer, e.g. a seed."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, not {text!r}") from None


def positive_int(text: str) -> int:
    """An integer of at least 1 (counts of games, frames)."""
    value = whole_number(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive number, not {value}")
    return value


def count_up_to(limit: int) -> Callable[[str], int]:
    """A positive count of at most ``limit`` (a run that would take hours or days is a typo, not a wish)."""

    def parse(text: str) -> int:
        value = positive_int(text)
        if value > limit:
            raise argparse.ArgumentTypeError(f"expected at most {limit:,}, not {value:,}")
        return value

    return parse


def writable_folder(text: str) -> Path:
    """A folder to write into: made when missing; refused when a file stands there."""
    path = Path(text)
    if path.exists() and not path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a file, not a folder")
    return path


def non_negative_float(text: str) -> float:
    """A finite number of at least 0 (seconds, budgets); 'nan' and 'inf' are refused."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, not {text!r}") from None
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"expected a finite number of at least 0, not {text}")
    return value


def table_address(text: str) -> tuple[str, int]:
    """A hosted table's address as a person writes it: ``HOST:PORT`` (an IPv6 literal in brackets)."""
    host, sep, port = text.strip().rpartition(":")
    host = host.strip("[]") if host.startswith("[") and host.endswith("]") else host
    if not sep or not host or not port.isdigit() or not 1 <= int(port) <= 65535:
        raise argparse.ArgumentTypeError(f"a table's address looks like 192.168.1.20:47812, not {text!r}")
    return host, int(port)


def port_number(text: str) -> int:
    """A TCP port (0: the system chooses one)."""
    value = whole_number(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(f"a port is 0 to 65535, not {value}")
    return value


def player_name(text: str) -> str:
    """A name for the plates: 1 to 24 characters, no control characters."""
    name = text.strip()
    if not 1 <= len(name) <= 24 or any(ord(ch) < 32 or ord(ch) == 127 for ch in name):
        raise argparse.ArgumentTypeError(f"a name is 1 to 24 characters, not {text!r}")
    return name
