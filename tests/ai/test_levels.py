"""The five levels: immediate wins, safe gives, calls and steals, every variant, no peeking, determinism."""

from __future__ import annotations

import random

import pytest

from game.ai.quarto import LEVEL_TITLES, LEVELS, analyse, choose_move
from game.ai.quarto.positions import midgame
from game.rules.quarto import Call, Give, Place, QuartoState, Variant
from game.rules.quarto.fast import random_move
from game.rules.quarto.notation import format_position

FAST = {"beginner": None, "easy": None, "medium": None, "hard": 0.05, "perfect": 0.05}
EXACT = 120.0  # a Perfect deadline that never cuts its exact search short, even on a loaded machine


def _win_in_one_states(count: int, seed: int):
    """Positions (fixed board) where the piece in hand wins somewhere."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        board, hand = midgame(rng, rng.randrange(5, 11))
        state = QuartoState.from_position(format_position(board, hand))
        wins = []
        for cell in state.legal_cells():
            state.play(Place(cell))
            if state.is_over and state.outcome.winner is not None:
                wins.append(cell)
            state.undo()
        if wins:
            found.append((state, wins))
    return found


def test_levels_are_named_in_order() -> None:
    assert LEVELS == ("beginner", "easy", "medium", "hard", "perfect")
    assert list(LEVEL_TITLES) == list(LEVELS)


@pytest.mark.parametrize("level", LEVELS[1:])
def test_takes_a_win_in_one(level: str) -> None:
    for state, wins in _win_in_one_states(12, 1):
        move = choose_move(state, level, random.Random(0), FAST[level])
        assert isinstance(move, Place) and move.cell in wins


def test_beginner_takes_most_wins_but_not_all() -> None:
    took = 0
    cases = _win_in_one_states(40, 2)
    for i, (state, wins) in enumerate(cases):
        took += choose_move(state, "beginner", random.Random(i)).cell in wins
    assert 20 <= took < 40


def _give_states(count: int, seed: int, squares: bool = False):
    """Give positions where some pieces are deadly and some are safe."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        board, hand = midgame(rng, rng.randrange(4, 10), squares)
        state = QuartoState.from_position(format_position(board, hand), Variant(squares=squares))
        cells = list(state.legal_cells())
        rng.shuffle(cells)
        for cell in cells:
            state.play(Place(cell))
            if not state.is_over:
                break
            state.undo()
        if state.is_over or state.phase != "give":
            continue
        deadly = set()
        for piece in state.pool:
            state.play(Give(piece))
            for cell in state.legal_cells():
                state.play(Place(cell))
                if state.is_over and state.outcome.winner is not None:
                    deadly.add(piece)
                state.undo()
            state.undo()
        if deadly and len(deadly) < len(state.pool):
            out.append((state, deadly))
    return out


@pytest.mark.parametrize("level", LEVELS[1:])
@pytest.mark.parametrize("squares", [False, True])
def test_never_gives_a_deadly_piece_when_a_safe_one_exists(level: str, squares: bool) -> None:
    for i, (state, deadly) in enumerate(_give_states(10, 4 + squares, squares)):
        move = choose_move(state, level, random.Random(i), FAST[level])
        assert isinstance(move, Give) and move.piece not in deadly


def _missed_win(calls_seat_places: bool):
    """A manual-call game where the last placement made a win that nobody has called yet."""
    state = QuartoState(Variant(calls="manual"), random.Random(0))
    for move in (Give(0), Place(0), Give(1), Place(1), Give(2), Place(2), Give(4)):
        state.play(move)
    state.play(Place(3))  # 0,1,2,4 share "bit 3 clear": a win for the placer
    if not calls_seat_places:
        state.play(Give(5))  # the placer gave instead of calling: the receiver may steal
    return state


@pytest.mark.parametrize("level", LEVELS[1:])
def test_calls_own_win_and_steals_a_missed_one(level: str) -> None:
    for placer_calls in (True, False):
        state = _missed_win(placer_calls)
        assert state.winning_patterns_now()
        assert choose_move(state, level, random.Random(1), FAST[level]) == Call()


def test_beginner_sometimes_forgets_to_call() -> None:
    moves = [choose_move(_missed_win(True), "beginner", random.Random(s)) for s in range(40)]
    calls = sum(m == Call() for m in moves)
    assert 5 < calls < 40


def test_no_false_calls() -> None:
    state = QuartoState(Variant(calls="manual"), random.Random(0))
    state.play(Give(3))
    state.play(Place(5))
    for level in LEVELS:
        assert choose_move(state, level, random.Random(2), FAST[level]) != Call()


VARIANTS = [
    Variant(),
    Variant(pieces="set", squares=True),
    Variant(pieces="aces", calls="manual"),
    Variant(pieces="common", board="unmarked"),
    Variant(draw_pile=True),
    Variant(pieces="aces", board="unmarked", draw_pile=True, calls="manual", squares=True),
]


@pytest.mark.parametrize(
    "variant", VARIANTS, ids=lambda v: f"{v.pieces}-{v.board}-{v.calls}-sq{v.squares}-dp{v.draw_pile}"
)
def test_every_level_finishes_games_in_every_variant(variant: Variant) -> None:
    rng = random.Random(7)
    for i, level in enumerate(LEVELS):
        state = QuartoState(variant, random.Random(i), first_giver=i % 2)
        while not state.is_over:
            if state.to_move == 0:
                move = choose_move(state, level, rng, 0.02)
            else:
                move = random_move(state, rng)
            assert move in state.legal_moves()
            state.play(move)


def _fair_determinize(real):
    """The engine's determinize, but re-dealing the unseen cards from their sorted list: the world then depends
    only on what the seat saw, so a bot that reads nothing else picks the same move for equal observations."""

    def determinize(self, seat, rng):
        new = real(self, seat, random.Random(0))
        other = 1 - seat
        hidden = sorted(list(new.hand_of(other)) + list(new._deal[new._pile_pos :]))
        rng.shuffle(hidden)
        size = len(new.hand_of(other))
        hands = list(new._hands)
        hands[other] = sum(1 << p for p in hidden[:size])
        new._hands = (hands[0], hands[1])
        new._deal = tuple(new._deal[: new._pile_pos]) + tuple(hidden[size:])
        return new

    return determinize


def test_draw_pile_bots_do_not_peek_at_hidden_cards(monkeypatch) -> None:
    monkeypatch.setattr(QuartoState, "determinize", _fair_determinize(QuartoState.determinize))
    base = list(range(16))
    other = list(base)
    other[2], other[11] = other[11], other[2]  # swap a card of seat 1's hand with one deep in the pile
    for level in LEVELS:
        for plies in (0, 4):
            a = QuartoState(Variant(draw_pile=True), deal=base)
            b = QuartoState(Variant(draw_pile=True), deal=other)
            for _ in range(plies):
                move = sorted(set(a.legal_moves()) & set(b.legal_moves()), key=str)[0]
                a.play(move)
                b.play(move)
            assert a.observation(a.to_move) == b.observation(b.to_move)
            seed = random.Random(5)
            assert choose_move(a, level, random.Random(5), 0.05) == choose_move(b, level, seed, 0.05)


def test_deterministic_for_a_seed() -> None:
    board, hand = midgame(random.Random(9), 9)
    text = format_position(board, hand)
    for level in ("medium", "perfect"):
        moves = {
            choose_move(QuartoState.from_position(text), level, random.Random(3), EXACT) for _ in range(3)
        }
        assert len(moves) == 1


def test_perfect_plays_the_analysis_best_and_prefers_the_shortest_win() -> None:
    rng = random.Random(12)
    seen_long_win = False
    seen_loss = 0
    for _ in range(25):
        board, hand = midgame(rng, 8)
        text = format_position(board, hand)
        report = analyse(text)
        state = QuartoState.from_position(text)
        move = choose_move(state, "perfect", random.Random(1), EXACT)
        row = next(r for r in report["placements"] if r["cell"] == move.cell)
        assert (row["value"], row["distance"]) == (report["value"], report["distance"])
        if report["value"] == "win":
            shortest = min(r["distance"] for r in report["placements"] if r["value"] == "win")
            assert row["distance"] == shortest
            seen_long_win |= shortest > 1
        if report["value"] == "loss":
            longest = max(r["distance"] for r in report["placements"])
            assert row["distance"] == longest
            seen_loss += 1
    assert seen_long_win
    # lost positions are rare with a piece in hand: look among late ones until enough have been checked
    for _ in range(600):
        if seen_loss >= 3:
            break
        board, hand = midgame(rng, rng.choice((3, 4, 5)))
        text = format_position(board, hand)
        report = analyse(text)
        if report["value"] != "loss":
            continue
        move = choose_move(QuartoState.from_position(text), "perfect", random.Random(1), EXACT)
        row = next(r for r in report["placements"] if r["cell"] == move.cell)
        assert row["distance"] == max(r["distance"] for r in report["placements"])
        seen_loss += 1
    assert seen_loss >= 3, "lost positions were found, so the longest-defence rule was checked"


@pytest.mark.parametrize("opponent", ["medium", "hard", "perfect"])
def test_perfect_never_loses_from_a_drawn_position(opponent: str) -> None:
    rng = random.Random(21)
    games = 0
    while games < 3:
        board, hand = midgame(rng, 8)
        text = format_position(board, hand)
        if analyse(text)["value"] != "draw":
            continue
        for perfect_seat in (0, 1):
            state = QuartoState.from_position(text)
            first = state.to_move
            while not state.is_over:
                level = "perfect" if (state.to_move == first) == (perfect_seat == 0) else opponent
                state.play(choose_move(state, level, rng, EXACT if level == "perfect" else 0.2))
            winner = state.outcome.winner
            assert winner is None or (winner == first) == (perfect_seat == 0)
        games += 1
