"""Write Perfect's opening book (game/ai/quarto/book_lines.txt, book_squares.txt with --squares).

    python tools/make_quarto_book.py [--squares] [--from 13] [--depth D] [--jobs 1] [--count]

Walks every decision Perfect can face while at least ``--from`` squares are empty: it gives first on the
empty board or places first with any piece; after each of its book moves every reply of the opponent (each
placement that does not win, each give that does not hand Perfect a win at once) is a new decision, kept once
per equivalence class under the board and piece symmetries. Each entry is ``book.book_move`` at ``--depth``
placements (default ``book.BOOK_DEPTHS``, by empty squares) on a fresh solver. ``--count`` only counts the decisions (depth 1). Deterministic: the same
arguments write the same file.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai.quarto import book  # noqa: E402
from game.ai.quarto.search import Solver  # noqa: E402


def _entry(args: tuple[tuple, int | None, bool, int | None]) -> tuple[int | None, int]:
    board, hand, squares, depth = args
    return book.book_move(Solver(squares), list(board), hand, depth)


def replies(board, hand: int, squares: bool, min_empty: int):
    """Perfect's next decisions after the opponent places ``hand`` somewhere and gives a piece."""
    solver = Solver(squares)
    solver.load(board)
    used = {p for p in board if p is not None} | {hand}
    for cell in range(16):
        if board[cell] is not None or solver.wins_at(cell, hand):
            continue
        placed = book.after(board, cell, hand)
        if placed.count(None) < min_empty:
            continue
        saved = solver.put(cell, hand)
        deadly = solver.threats()
        solver.take(cell, hand, saved)
        for give in range(16):
            if give not in used and not deadly >> give & 1:
                yield placed, give


def build(squares: bool, min_empty: int, depth: int | None, jobs: int, log=print) -> dict[int, int]:
    cn = book.canon(squares)
    empty = [None] * 16
    table: dict[int, int] = {}
    layer = {cn.key(empty, None): (empty, None), cn.key(empty, 0): (empty, 0)}
    pool = multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 else None
    try:
        while layer:
            todo = sorted(layer.items())
            started = time.perf_counter()
            args = [(tuple(b), h, squares, depth) for _, (b, h) in todo]
            moves = pool.map(_entry, args, chunksize=1) if pool else [_entry(a) for a in args]
            nxt: dict[int, tuple] = {}
            for (key, (board, hand)), (cell, give) in zip(todo, moves, strict=True):
                placed = book.after(board, cell, hand)
                table[key] = cn.key(placed, give)
                for b2, h2 in replies(placed, give, squares, min_empty):
                    k2 = cn.key(b2, h2)
                    if k2 not in table and k2 not in nxt:
                        nxt[k2] = (b2, h2)
            log(f"{len(todo)} decisions, {time.perf_counter() - started:.1f} s", flush=True)
            layer = nxt
    finally:
        if pool:
            pool.close()
    return table


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="python tools/make_quarto_book.py", description=__doc__.split("\n")[0])
    p.add_argument("--squares", action="store_true", help="the board where 2x2 squares also win")
    p.add_argument("--from", dest="min_empty", type=int, default=book.BOOK_FROM)
    p.add_argument("--depth", type=int, help="placements searched per entry (default: book.BOOK_DEPTHS)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--count", action="store_true", help="count the decisions only (depth 1, nothing written)")
    args = p.parse_args(argv)
    table = build(args.squares, args.min_empty, 1 if args.count else args.depth, args.jobs)
    print(f"{len(table)} entries")
    if args.count:
        return 0
    header = (
        f"Perfect's opening book ({'lines + 2x2 squares' if args.squares else 'lines'}): canonical key -> "
        f"key after the move.\nWritten by tools/make_quarto_book.py --from {args.min_empty}"
        f"{'' if args.depth is None else f' --depth {args.depth}'}{' --squares' if args.squares else ''}"
        f" (placements searched by empty squares: {args.depth or book.BOOK_DEPTHS}); do not edit by hand."
    )
    out = ROOT / "game" / "ai" / "quarto" / book.FILES[args.squares]
    out.write_text(book.format_book(table, header), encoding="utf-8")
    print(f"wrote {out.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
