"""A Quarto-family game rebuilt from what one seat was shown (``observation``): the joiner's table at a friend's
machine plays on such a state, fed by the host. Everything but a draw pile's hidden cards is in the observation;
those are dealt so that every move of the history was legal (any consistent deal: the joiner cannot tell).
"""

from __future__ import annotations

from game.jsondoc import JSON
from game.rules.errors import NotationError
from game.rules.quarto.moves import Give, Move, Place, Variant, parse_move
from game.rules.quarto.state import QuartoState


def from_observation(obs: JSON) -> QuartoState:
    """A state whose ``observation(seat)`` is ``obs`` (the seat it was made for); NotationError if none is."""
    variant = Variant.from_json(obs["variant"])
    seat = obs["seat"]
    moves = [parse_move(text) for text in obs["moves"]]
    for first in (0, 1):
        try:
            state = _replayed(variant, first, moves, obs)
        except (ValueError, KeyError):  # IllegalMove and NotationError are ValueErrors
            continue
        if state.observation(seat) == obs:
            return state
    raise NotationError("No game of this variant gives that observation.")


def _replayed(variant: Variant, first: int, moves: list[Move], obs: JSON) -> QuartoState:
    deal = _deal(variant, first, moves, obs) if variant.draw_pile else None
    state = QuartoState(variant, None, first, deal=deal)
    for move in moves:
        state.play(move)
    return state


def _deal(variant: Variant, first: int, moves: list[Move], obs: JSON) -> list[int]:
    """A deal under which ``moves`` were legal and the seat holds what it holds: each seat's hand is its two dealt
    cards and the cards it drew, one before each of its gives while the pile lasts (``QuartoCore._draw``)."""
    open_pile = Variant(**{**variant.to_json(), "draw_pile": False})
    trial = QuartoState(open_pile, None, first)
    givers: list[int] = []  # the seat of each give
    draws = [
        (first, 0)
    ]  # (who drew, the give it was drawn before): the first giver, then each placer left to give
    for move in moves:
        if isinstance(move, Give):
            givers.append(trial.to_move or 0)
        trial.play(move)
        if isinstance(move, Place) and trial.phase == "give" and trial.to_move is not None:
            draws.append((trial.to_move, len(givers)))
    # each place in the deal: (whose hand it went to, the index of the give before which it was drawn)
    slots = [((first + i // 2) % 2, -1) for i in range(4)] + draws[:12]
    deal: list[int | None] = [None] * 16
    given = [m.piece for m in moves if isinstance(m, Give)]
    for i, piece in enumerate(given):
        who = givers[i]
        place = next(k for k, (s, t) in enumerate(slots) if s == who and t <= i and deal[k] is None)
        deal[place] = piece
    seat = obs["seat"]
    mine = [k for k, (s, _t) in enumerate(slots) if s == seat and deal[k] is None]
    if len(mine) != len(obs["my_hand"]):
        raise NotationError("The hand does not match the moves.")
    for k, piece in zip(mine, obs["my_hand"], strict=True):
        deal[k] = piece
    rest = iter(sorted(set(range(16)) - {p for p in deal if p is not None}))
    return [p if p is not None else next(rest) for p in deal]
