"""Every symmetry claim checked by brute force: the board groups, and canonical keys on small positions."""

from __future__ import annotations

import itertools
import random

import pytest

from game.ai.quarto.symmetry import ATTRIBUTE_PERMS, Canon, apply_board, apply_piece, board_group
from game.rules.quarto.tables import LINES, SQUARES


def _rc(perm_rows, perm_cols, transpose=False):
    out = []
    for c in range(16):
        r, k = divmod(c, 4)
        if transpose:
            r, k = k, r
        out.append(perm_rows[r] * 4 + perm_cols[k])
    return tuple(out)


ROTATE = tuple((c % 4) * 4 + (3 - c // 4) for c in range(16))
MIRROR = _rc((0, 1, 2, 3), (3, 2, 1, 0))
INNER = _rc((0, 2, 1, 3), (0, 2, 1, 3))
OUTER = _rc((1, 0, 3, 2), (1, 0, 3, 2))


def _closure(gens):
    ident = tuple(range(16))
    group = {ident}
    frontier = [ident]
    while frontier:
        g = frontier.pop()
        for h in gens:
            gh = tuple(h[g[c]] for c in range(16))
            if gh not in group:
                group.add(gh)
                frontier.append(gh)
    return group


def _maps_onto(perm, patterns) -> bool:
    pats = {frozenset(p) for p in patterns}
    return {frozenset(perm[c] for c in p) for p in pats} == pats


def test_lines_group_is_the_32_generated_by_rotation_mirror_inner_and_outer_swaps() -> None:
    group = board_group(False)
    assert len(group) == 32 == len(set(group))
    assert set(group) == _closure([ROTATE, MIRROR, INNER, OUTER])
    for gen in (ROTATE, MIRROR, INNER, OUTER):
        assert _maps_onto(gen, LINES)


def test_squares_keep_only_the_8_rotations_and_reflections() -> None:
    group = board_group(True)
    assert set(group) == _closure([ROTATE, MIRROR])
    assert len(group) == 8
    # the swaps keep the lines but break the 2x2 squares, so they must not be used with squares
    assert not _maps_onto(INNER, SQUARES) and not _maps_onto(OUTER, SQUARES)
    assert all(_maps_onto(g, LINES + SQUARES) for g in group)


def _transform(board, hand, perm, sigma, flip):
    return apply_board(perm, [apply_piece(p, sigma, flip) for p in board]), apply_piece(hand, sigma, flip)


def _random_position(rng, pieces_on_board, with_hand=True):
    cells = rng.sample(range(16), pieces_on_board)
    pieces = rng.sample(range(16), pieces_on_board + 1)
    board = [None] * 16
    for c, p in zip(cells, pieces, strict=False):
        board[c] = p
    return board, (pieces[-1] if with_hand else None)


@pytest.mark.parametrize("squares", [False, True])
def test_key_is_invariant_under_each_generator(squares: bool) -> None:
    rng = random.Random(5)
    group = board_group(squares)
    canon = Canon(group)
    gens = [ROTATE, MIRROR] + ([] if squares else [INNER, OUTER])
    for _ in range(150):
        board, hand = _random_position(rng, rng.randrange(0, 12), rng.random() < 0.8)
        k = canon.key(board, hand)
        for perm in gens:
            assert canon.key(*_transform(board, hand, perm, (0, 1, 2, 3), 0)) == k
        for flip in (1, 2, 4, 8):
            assert canon.key(*_transform(board, hand, tuple(range(16)), (0, 1, 2, 3), flip)) == k
        for sigma in ((1, 0, 2, 3), (1, 2, 3, 0)):
            assert canon.key(*_transform(board, hand, tuple(range(16)), sigma, 0)) == k


PIECE_MAPS = [
    tuple(apply_piece(p, sigma, flip) for p in range(16)) for sigma in ATTRIBUTE_PERMS for flip in range(16)
]


def _orbit(board, hand, group):
    """Every position reachable by a board symmetry and one of the 384 piece transformations."""
    out = set()
    occupied = [(c, p) for c, p in enumerate(board) if p is not None]
    for perm in group:
        for table in PIECE_MAPS:
            b = [None] * 16
            for c, p in occupied:
                b[perm[c]] = table[p]
            out.add((tuple(b), table[hand]))
    return out


@pytest.mark.parametrize("squares", [False, True])
def test_equal_keys_exactly_when_equivalent_by_brute_force(squares: bool) -> None:
    """On small positions: group the positions by key and compare with the orbits under all 32 x 384 maps."""
    rng = random.Random(11 + squares)
    group = board_group(squares)
    canon = Canon(group)
    # many positions that share cells and pieces, so equivalent ones do occur
    positions = set()
    for _ in range(120):
        cells = rng.sample((0, 1, 5, 6, 10, 15), 2)
        pieces = rng.sample((0, 1, 3, 14, 15), 3)
        board = [None] * 16
        board[cells[0]], board[cells[1]] = pieces[0], pieces[1]
        positions.add((tuple(board), pieces[2]))
    positions = sorted(positions, key=str)
    keys = {pos: canon.key(list(pos[0]), pos[1]) for pos in positions}
    orbit_of: dict = {}
    for pos in positions:
        if pos not in orbit_of:
            orbit = frozenset(_orbit(pos[0], pos[1], group))
            for other in positions:
                if other in orbit:
                    orbit_of[other] = orbit
    for a, b in itertools.combinations(positions, 2):
        assert (keys[a] == keys[b]) == (orbit_of[a] is orbit_of[b]), (a, b)
    assert len(set(keys.values())) < len(positions)  # the test did see merges
