"""Perfect's hard deadline (on an injected node clock, never the wall clock) and its opening book."""

from __future__ import annotations

import random

import pytest

from game.ai.quarto import book, choose_move, perfect, root, safety, search
from game.ai.quarto import levels as quarto_ai
from game.ai.quarto.positions import midgame
from game.ai.quarto.search import HEURISTIC_MAX, WIN, Solver
from game.rules.quarto import Give, Place, QuartoState, Variant
from game.rules.quarto.notation import format_position

NODE_S = 1e-6  # the injected clock: one microsecond per search node


class SearchClock:
    """A stand-in for ``time`` that moves with the work done: every search node of this process costs NODE_S,
    and each reading a little more (so loops that only read the clock still advance it)."""

    def __init__(self) -> None:
        self.readings = 0

    def perf_counter(self) -> float:
        self.readings += 1
        return quarto_ai.nodes_searched() * NODE_S + self.readings * 1e-7


@pytest.fixture
def clock(monkeypatch) -> SearchClock:
    fake = SearchClock()
    for module in (search, root, safety, perfect):
        monkeypatch.setattr(module, "time", fake)
    return fake


def _decisions(seed: int, squares: bool):
    """Place and give states from 15 down to 8 empty squares (a give state: after a random placement)."""
    rng = random.Random(seed)
    for empties in range(15, 7, -1):
        board, hand = midgame(rng, empties, squares)
        state = QuartoState.from_position(format_position(board, hand), Variant(squares=squares))
        yield state
        for cell in state.legal_cells():
            state.play(Place(cell))
            if not state.is_over:
                yield state
                break
            state.undo()


@pytest.mark.parametrize("squares", [False, True])
def test_every_decision_ends_by_its_deadline(clock: SearchClock, squares: bool) -> None:
    budget = 0.03  # 30,000 nodes: far less than a proof or an exact value at 10-12 empty squares needs
    binding = 0
    for state in _decisions(3 + squares, squares):
        quarto_ai.forget()  # cold: nothing proven before, no plan for the give
        start = clock.perf_counter()
        move = choose_move(state, "perfect", random.Random(0), budget)
        spent = clock.perf_counter() - start
        assert move in state.legal_moves()
        # the solver looks at the clock every 1024 nodes: at most that many past the deadline
        assert spent <= budget + 1024 * NODE_S + 1e-3, (format_position(state.board, state.hand), spent)
        binding += spent > budget / 2
    assert binding >= 4, "the deadline cut real work short, so it was tested"


def test_a_placement_plans_its_give(clock: SearchClock) -> None:
    board, hand = midgame(random.Random(5), 12)
    state = QuartoState.from_position(format_position(board, hand))
    quarto_ai.forget()
    state.play(choose_move(state, "perfect", random.Random(0), 0.05))
    before = clock.perf_counter()
    move = choose_move(state, "perfect", random.Random(0), 0.05)
    assert isinstance(move, Give) and move in state.legal_moves()
    assert quarto_ai.nodes_searched() * NODE_S < before  # no search: the give came with the placement


def _book_decisions(seed: int):
    """Perfect's decisions while the book covers them, in seeded games against Easy (which never gives a piece
    that wins at once when it has another), Perfect in either seat, either seat giving first."""
    rng = random.Random(seed)
    for first_giver in (0, 1):
        for seat in (0, 1):
            state = QuartoState(Variant(), rng, first_giver=first_giver)
            while not state.is_over and state.board.count(None) >= book.BOOK_FROM - 1:
                if state.to_move == seat:
                    yield state.copy()
                    state.play(choose_move(state, "perfect", rng))
                else:
                    state.play(choose_move(state, "easy", rng))


def test_the_book_covers_every_opening_decision_of_perfect() -> None:
    seen = 0
    for state in _book_decisions(11):
        if state.phase == "place" and not list(state.winning_cells()) and state.board.count(None) >= 13:
            assert book.lookup(state.board, state.hand, False) is not None, format_position(
                state.board, state.hand
            )
            seen += 1
    assert seen >= 8


def _pair_value(board, hand: int, cell: int, give: int, depth: int) -> int:
    solver = Solver()
    occ, used = solver.load(board)
    solver.put(cell, hand)
    pool = 0xFFFF & ~used & ~(1 << hand) & ~(1 << give)
    return -solver.search(occ | 1 << cell, pool, give, -WIN, WIN, depth - 1)


@pytest.mark.parametrize(
    ("empties", "seed"),
    [
        (16, 1),
        pytest.param(15, 2, marks=pytest.mark.slow),
        pytest.param(14, 3, marks=pytest.mark.slow),
        (13, 4),
        pytest.param(13, 5, marks=pytest.mark.slow),
    ],
)
def test_book_entries_agree_with_the_solver(empties: int, seed: int) -> None:
    """A sample of entries recomputed on a fresh solver: the book's placement and give reach the best value of
    a search ``BOOK_DEPTHS`` placements deep, and lose nothing within that depth where the search does not."""
    rng = random.Random(seed)
    candidates = [
        s
        for s in _book_decisions(rng.randrange(1000))
        if s.phase == "place" and s.board.count(None) == empties
    ]
    candidates = [s for s in candidates if not list(s.winning_cells())]
    state = rng.choice(candidates)
    cell, give = book.lookup(state.board, state.hand, False)
    depth = book.BOOK_DEPTHS[empties]
    values = root.place_values(Solver(), state.board, state.hand, depth=depth, only_best=True)
    best = max(pv.score for pv in values)
    got = _pair_value(state.board, state.hand, cell, give, depth)
    assert got == best
    assert (got > -HEURISTIC_MAX) == (best > -HEURISTIC_MAX)


def test_the_first_give_comes_from_the_book() -> None:
    quarto_ai.forget()
    state = QuartoState(Variant(), random.Random(0), first_giver=0)
    assert state.phase == "give"
    assert book.lookup(state.board, None, False) is not None
    assert isinstance(choose_move(state, "perfect", random.Random(0)), Give)


def test_book_text_round_trips_and_names_a_bad_line() -> None:
    table = {3: 17, 1 << 80: 5}
    assert book.parse(book.format_book(table, "a header\nover two lines")) == table
    with pytest.raises(ValueError, match="book line 2"):
        book.parse("# fine\n12 34 56\n")
    board, hand = midgame(random.Random(1), 8)
    assert book.lookup(board, hand, False) is None  # far past the opening
