"""Exhaustive pattern tables and the shared-attribute test."""

from __future__ import annotations

import itertools

from game.rules.quarto.tables import LINES, SQUARES, geometry, shared_values, shares_attribute


def test_ten_lines_exactly():
    expected = {
        (0, 1, 2, 3),
        (4, 5, 6, 7),
        (8, 9, 10, 11),
        (12, 13, 14, 15),
        (0, 4, 8, 12),
        (1, 5, 9, 13),
        (2, 6, 10, 14),
        (3, 7, 11, 15),
        (0, 5, 10, 15),
        (3, 6, 9, 12),
    }
    assert len(LINES) == 10 and set(LINES) == expected


def test_nine_squares_exactly():
    expected = {(r * 4 + c, r * 4 + c + 1, r * 4 + c + 4, r * 4 + c + 5) for r in range(3) for c in range(3)}
    assert len(SQUARES) == 9 and set(SQUARES) == expected


def test_geometry_per_cell_lookup():
    plain = geometry(4, False)
    assert plain.patterns == LINES
    with_squares = geometry(4, True)
    assert with_squares.patterns == LINES + SQUARES
    for geo in (plain, with_squares):
        for cell in range(16):
            assert {geo.patterns[i] for i in geo.by_cell[cell]} == {p for p in geo.patterns if cell in p}
    # corner cells: row, column, diagonal (+1 square); centre cells: row, column, diagonal (+4 squares)
    assert len(plain.by_cell[0]) == 3 and len(with_squares.by_cell[0]) == 4
    assert len(plain.by_cell[5]) == 3 and len(with_squares.by_cell[5]) == 7
    assert len(plain.by_cell[1]) == 2


def test_unmarked_grid_patterns():
    geo = geometry(7, False)
    # 28 rows + 28 columns + 16 + 16 diagonals of four on a 7x7 grid
    assert len(geo.patterns) == 88
    assert len(geometry(7, True).patterns) == 88 + 36
    assert (
        (24, 25, 26, 27) in geo.patterns
        and (0, 8, 16, 24) in geo.patterns
        and (6, 12, 18, 24) in geo.patterns
    )
    assert set(geo.neighbours[24]) == {16, 17, 18, 23, 25, 30, 31, 32}
    assert set(geo.neighbours[0]) == {1, 7, 8}


def test_shares_attribute_against_brute_force():
    for four in itertools.combinations(range(16), 4):
        mask = shares_attribute(four)
        truth = set()
        for attr in range(4):
            bits = {(p >> attr) & 1 for p in four}
            if len(bits) == 1:
                truth.add((attr, bits.pop()))
        assert set(shared_values(mask)) == truth
        assert (mask != 0) == bool(truth)


def test_partner_in_a_line_blocks_it():
    for p in range(16):
        for a, b in itertools.combinations([q for q in range(16) if q not in (p, p ^ 15)], 2):
            assert shares_attribute((p, p ^ 15, a, b)) == 0


def test_values_and_completers_are_the_shared_attribute_test():
    from game.rules.quarto.tables import COMPLETERS, VALUES

    for trio in itertools.combinations(range(16), 3):
        m = shares_attribute(trio)
        assert m == VALUES[trio[0]] & VALUES[trio[1]] & VALUES[trio[2]]
        expected = {q for q in range(16) if shares_attribute((*trio, q))}
        assert {q for q in range(16) if COMPLETERS[m] >> q & 1} == expected


def test_completed_threats_and_completers_agree_with_brute_force():
    import random

    from game.rules.quarto.tables import completed, completers, threats

    rng = random.Random(7)
    for size, squares in ((4, False), (4, True), (7, False), (7, True)):
        geo = geometry(size, squares)
        for _ in range(60):
            board: list[int | None] = [None] * geo.cells
            pieces = rng.sample(range(16), rng.randrange(17))
            for p, c in zip(pieces, rng.sample(range(geo.cells), len(pieces)), strict=False):
                board[c] = p
            for cell in range(geo.cells):
                if board[cell] is None:
                    continue
                expected = [
                    (i, shares_attribute([board[c] for c in pat]))
                    for i, pat in enumerate(geo.patterns)
                    if cell in pat and all(board[c] is not None for c in pat)
                ]
                assert completed(board, geo, cell) == tuple((i, m) for i, m in expected if m)
            empty = [c for c in range(geo.cells) if board[c] is None]
            allowed = set(rng.sample(empty, len(empty) // 2))
            want = 0
            for q in set(range(16)) - set(pieces):
                for c in allowed:
                    trial = list(board)
                    trial[c] = q
                    if completed(trial, geo, c):
                        want |= 1 << q
            assert completers(board, geo, allowed) & ~sum(1 << p for p in pieces) == want
            assert all(gap in allowed for gap, _ in threats(board, geo, allowed))


def test_pattern_names_point_at_the_board_labels() -> None:
    """A name uses the labels the board shows (files a-d, ranks 4 at the top to 1): "the second row" was read as
    rank 2 on a board where the second row from the top is labelled 3."""
    from game.play.quarto.words import cell_name

    g = geometry(4, True)
    for cells, name in zip(g.patterns, g.names, strict=True):
        labels = [cell_name(c, 4) for c in cells]
        if name.startswith("row "):
            assert {label[1] for label in labels} == {name[-1]}, name
        elif name.startswith("column "):
            assert {label[0] for label in labels} == {name[-1]}, name
        elif name.startswith("the 2×2 square "):
            first, last = name.removeprefix("the 2×2 square ").split("–")
            assert (first, last) == (labels[0], labels[-1]), name
        else:
            assert name in ("the top row", "the bottom row", "the left column", "the right column") or (
                name.startswith("the diagonal from the top")
            ), name
    assert {n for n in g.names if n.startswith(("row", "column"))} == {
        "row 3",
        "row 2",
        "column b",
        "column c",
    }
