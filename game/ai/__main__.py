"""``python -m game.ai quarto POSITION [--pieces classic] [--squares] [--level perfect] [--analyse] [--seed S]``.

Prints one JSON object: the move ``{"cell": c, "give": g}`` (``give`` null when the placement ends the game) and
the seconds taken; with --analyse also the value, distance and every placement. Bad input: one line on stderr,
exit status 2.

``python -m game.ai quarto-review RECORD [--budget S]``: the coach's verdict on every turn of the text record
in the file RECORD (docs/notation.md), one JSON line ``{"moves": [...], "seconds": t}``; a record that cannot be
read or played: one line naming its line number, exit status 2.

``python -m game.ai qu4to-review RECORD [--seed S] [--budget S]``: Expert's choice, the cost of every action of a
QU4TO record (or a saved game / history entry holding one) and why in one sentence, one JSON line
``{"game": "qu4to", "turns": [...], "seconds": t}``; same errors, same exit status.

``python -m game.ai qu4to-hint RECORD --turn N [--playouts P]``: the Hint the QU4TO table would give the seat to
act at decision N of a record (the review's ``turn``), one JSON line ``{"turn", "seat", "move", "say", "why",
"seconds"}``; ``move`` is in the notation of the review's ``best``; a record or a turn that cannot be used: one
line, exit status 2.

``python -m game.ai set-review RECORD``: the timeline of a SET record (docs/notation.md), one JSON line.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from game.cliargs import Parser, UsageError, positive_int, usage_failure, whole_number
from game.jsondoc import JSON


def _budget(text: str) -> float:
    """--budget: seconds as a finite number within the AI's limit (nan or inf would search until killed)."""
    from game.ai.quarto.levels import check_budget  # imported here: the AI loads only once the input is read

    try:
        value = check_budget(float(text))
    except ValueError as exc:
        message = str(exc) if "budget" in str(exc) else f"A budget is a number of seconds, not {text!r}."
        raise argparse.ArgumentTypeError(message) from None
    return 0.0 if value is None else value


def _parser() -> Parser:
    from game.ai.quarto.levels import LEVELS
    from game.rules.quarto.pieces import PIECE_SETS

    p = Parser(prog="python -m game.ai", description="Ask a Quarto bot for a move or an analysis.")
    p.add_argument("game", choices=["quarto"])
    p.add_argument("position", help="16 squares row by row ('.' or a hex piece), ':' and the piece in hand")
    p.add_argument("--pieces", default="classic", choices=list(PIECE_SETS))
    p.add_argument("--squares", action="store_true", help="2x2 squares also win")
    p.add_argument("--level", default="perfect", choices=list(LEVELS))
    p.add_argument("--analyse", "--analyze", action="store_true", dest="analyse")
    p.add_argument("--seed", type=whole_number, default=0)
    p.add_argument(
        "--budget", type=_budget, default=None, help="seconds for searches that are not exact (0-600)"
    )
    return p


def run(argv: list[str]) -> JSON:
    """Parse (UsageError for bad arguments), play or analyse; a bad position: one stderr line, SystemExit(2)."""
    from game.ai.quarto.analysis import analyse, as_state
    from game.ai.quarto.levels import choose_move
    from game.rules.quarto.moves import Give, Place

    args = _parser().parse_args(argv)
    try:
        state = as_state(args.position, args.pieces, args.squares)
    except ValueError as exc:
        print(f"game.ai: bad position: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    if state.is_over:
        print("game.ai: bad position: the board is full, so the game is over.", file=sys.stderr)
        raise SystemExit(2)
    rng = random.Random(args.seed)
    start = time.perf_counter()
    cell = give = None
    probe = state.copy()
    if probe.phase == "place":
        move = choose_move(probe, args.level, rng, args.budget)
        cell = move.cell if isinstance(move, Place) else None
        probe.play(move)
    if not probe.is_over and probe.phase == "give":
        move = choose_move(probe, args.level, rng, args.budget)
        give = move.piece if isinstance(move, Give) else None
    out: JSON = {"move": {"cell": cell, "give": give}, "seconds": round(time.perf_counter() - start, 3)}
    if args.analyse:
        report = analyse(state, budget_s=args.budget)
        for key in ("value", "distance", "placements", "gives", "deadly", "exact"):
            if key in report:
                out[key] = report[key]
        out["seconds"] = round(time.perf_counter() - start, 3)
    return out


def _review_parser() -> Parser:
    p = Parser(prog="python -m game.ai quarto-review", description="Review a recorded Quarto game.")
    p.add_argument("record", help="a text record file (docs/notation.md)")
    p.add_argument(
        "--budget",
        type=_budget,
        default=None,
        help="seconds per estimated turn (0-600; default: a share of 4 s)",
    )
    return p


def _read_record(path: str) -> str:
    """The text of a record file; SystemExit(2) after one stderr line if it cannot be read."""
    try:
        with open(path, encoding="utf-8") as fh:
            return fh.read()
    except (OSError, UnicodeDecodeError) as exc:
        print(f"game.ai: cannot read the record {path!r}: {exc}", file=sys.stderr)
        raise SystemExit(2) from None


def review(argv: list[str]) -> JSON:
    """Read the record file and review it; SystemExit(2) after one stderr line if it cannot be used."""
    from game.ai.quarto.review import review as coach
    from game.play.quarto.records import RecordError, read_record

    args = _review_parser().parse_args(argv)
    text = _read_record(args.record)
    try:
        game = read_record(text)
        return coach(game.start, [move for _, move in game.moves], args.budget)
    except RecordError as exc:
        print(f"game.ai: bad record: {exc}", file=sys.stderr)
    except ValueError as exc:  # the unmarked board or a draw pile
        print(f"game.ai: cannot review this game: {exc}", file=sys.stderr)
    raise SystemExit(2)


def _qu4to_review_parser() -> Parser:
    p = Parser(
        prog="python -m game.ai qu4to-review", description="Review a recorded QU4TO match with Expert."
    )
    p.add_argument("record", help="a QU4TO text record, or a saved game / history entry holding one")
    p.add_argument(
        "--seed", type=whole_number, default=0, help="the re-deals' seed (the verdicts repeat for it)"
    )
    p.add_argument(
        "--budget", type=_seconds, default=None, help="seconds cap per decision (default 6; counts decide)"
    )
    p.add_argument("--playouts", type=positive_int, default=None, help="Expert's playouts per decision")
    return p


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a budget is a number of seconds, not {text!r}") from None
    if not 0 < value <= 600:
        raise argparse.ArgumentTypeError(f"a budget is more than 0 and at most 600 seconds, not {text}")
    return value


def qu4to_review(argv: list[str]) -> JSON:
    """Read the record file and review it; SystemExit(2) after one stderr line if it cannot be used."""
    from game.ai.qu4to_expert_review import review as coach
    from game.rules.errors import NotationError

    args = _qu4to_review_parser().parse_args(argv)
    text = _read_record(args.record)
    try:
        if args.playouts is None:
            return coach(text, args.seed, args.budget)
        return coach(text, args.seed, args.budget, args.playouts)
    except NotationError as exc:
        print(f"game.ai: bad record: {exc}", file=sys.stderr)
    raise SystemExit(2)


def qu4to_hint(argv: list[str]) -> JSON:
    """The table's Hint for the seat to act at decision ``--turn`` of a record (``expert_hint``, the function the
    table's worker calls); SystemExit(2) after one stderr line for a record or a turn that cannot be used."""
    from game.ai.qu4to_expert import PLAYOUTS
    from game.ai.qu4to_expert_review import decisions
    from game.ai.qu4to_hint import HINT_CAP_S, expert_hint
    from game.play.qu4to.coach_words import move_words, praise
    from game.rules.errors import NotationError

    p = Parser(
        prog="python -m game.ai qu4to-hint",
        description="The Hint the QU4TO table gives at a turn of a record.",
    )
    p.add_argument("record", help="a QU4TO text record, or a saved game / history entry holding one")
    p.add_argument(
        "--turn", type=positive_int, required=True, help="the decision's number (the review's turn)"
    )
    p.add_argument("--playouts", type=positive_int, default=PLAYOUTS, help="Expert's playouts (the table's)")
    p.add_argument("--budget", type=_seconds, default=HINT_CAP_S, help="seconds cap (a safety net)")
    args = p.parse_args(argv)
    start = time.perf_counter()
    text = _read_record(args.record)
    try:
        found = None
        last = 0
        for n, state, _played in decisions(text):
            last = n
            if n == args.turn:
                found = state
                break
    except NotationError as exc:
        print(f"game.ai: bad record: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    if found is None:
        print(f"game.ai: the record has no turn {args.turn} (its turns are 1 to {last}).", file=sys.stderr)
        raise SystemExit(2)
    move = expert_hint(found, args.playouts, args.budget)
    return {
        "turn": args.turn,
        "seat": found.turn,
        "move": str(move),
        "say": move_words(found, move),
        "why": praise(found, move),
        "seconds": round(time.perf_counter() - start, 3),
    }


def set_review(argv: list[str]) -> JSON:
    """A SET record's timeline (who took which SET when, how long it had lain there, wrong calls) and each seat's
    find times by table size; SystemExit(2) after one stderr line naming the line for a bad record."""
    from game.play.history_records import summary
    from game.rules.errors import NotationError

    p = Parser(prog="python -m game.ai set-review", description="The timeline of a recorded SET game.")
    p.add_argument("record", help="a SET text record file (docs/notation.md)")
    args = p.parse_args(argv)
    start = time.perf_counter()
    text = _read_record(args.record)
    try:
        out = summary(text)
    except NotationError as exc:
        print(f"game.ai: bad record: {exc}", file=sys.stderr)
        raise SystemExit(2) from None
    out["seconds"] = round(time.perf_counter() - start, 3)
    return out


REVIEWS = {
    "quarto-review": review,
    "qu4to-review": qu4to_review,
    "qu4to-hint": qu4to_hint,
    "set-review": set_review,
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] and argv[0] in REVIEWS:
        try:
            out = REVIEWS[argv[0]](argv[1:])
        except UsageError as exc:
            return usage_failure(f"game.ai {argv[0]}", exc)
        except SystemExit as exc:
            return int(exc.code or 0)
        print(json.dumps(out))
        return 0
    try:
        out = run(argv)
    except UsageError as exc:
        return usage_failure("game.ai", exc)
    except SystemExit as exc:
        return int(exc.code or 0)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
