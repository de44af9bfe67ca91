"""What one seat may know of a QU4TO match, and states consistent with it for the Hard bot's playouts.

A seat sees its own cards, the table, the discard pile and the 4s taken out, everyone's scores, and of every other
hand only its size and its backs (how many cards are held green-up and blue-up). The deck shows only its size.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from game.jsondoc import JSON
from game.rules.qu4to.cards import CODE_TEXT, COPIES, KIND_CHARS, NUM_CODES, NUM_KINDS, UP_NAMES, count_codes

if TYPE_CHECKING:
    from game.rules.qu4to.state import Qu4toState


def backs(state: Qu4toState, seat: int) -> tuple[int, int]:
    """How many of ``seat``'s cards are held green-up and blue-up (what the backs show)."""
    hand = state.hands[seat]
    return sum(hand[0::2]), sum(hand[1::2])


def observation(state: Qu4toState, player: int) -> JSON:
    """JSON-ready view for ``player``: other hands only as counts and backs, the deck only as a count."""
    if not 0 <= player < state.players:
        raise ValueError(f"There is no seat {player} in a {state.players}-player game.")
    hands = []
    for seat in range(state.players):
        green, blue = backs(state, seat)
        entry: JSON = {"count": state.sizes[seat], "backs": {"green": green, "blue": blue}}
        if seat == player:
            entry["cards"] = [CODE_TEXT[c] for c in state.hand_codes(seat)]
        hands.append(entry)
    obs: JSON = {
        "game": "qu4to",
        "player": player,
        "players": state.players,
        "round": state.round_no,
        "phase": state.phase,
        "turn": None if state.phase == "over" else state.turn,
        "round_leader": state.round_leader,
        "leader": state.leader,
        "table": [CODE_TEXT[c] for c in state.table],
        "hands": hands,
        "orientations": [None if up is None else UP_NAMES[up] for up in state.ups],
        "deck": len(state.deck),
        "discard": "".join(KIND_CHARS[k] for k in state.discard),
        "out": "".join(KIND_CHARS[k] for k in state.out),
        "drawing": None,
        "finished": list(state.finished),
        "round_points": list(state.round_points),
        "scores": list(state.scores),
        "qu4to_point": state.qu4to_point,
        "winner": state.winner,
    }
    if state.phase == "keep" and state.pending is not None:  # a drawn card waits exactly while keeping
        obs["drawing"] = {
            "seat": state.turn,
            "card": KIND_CHARS[state.pending] if state.turn == player else None,
        }
    return obs


def unseen_kinds(state: Qu4toState, player: int) -> list[int]:
    """The kinds ``player`` cannot locate: the deck, the other hands and a card another seat is drawing."""
    left = list(COPIES)
    seen = [c >> 1 for c in range(NUM_CODES) for _ in range(state.hands[player][c])]
    seen += [c >> 1 for c in state.table] + state.discard + state.out
    if state.pending is not None and state.turn == player:
        seen.append(state.pending)
    for k in seen:
        left[k] -= 1
    return [k for k in range(NUM_KINDS) for _ in range(left[k])]


def determinize(state: Qu4toState, player: int, rng: random.Random) -> Qu4toState:
    """A copy where the other hands (keeping their sizes and backs), the deck and any hidden draw are re-dealt."""
    new = state.copy(log=False)
    new.rng = random.Random(rng.getrandbits(64))
    new.script = None
    pool = unseen_kinds(state, player)
    rng.shuffle(pool)
    for seat in range(state.players):
        if seat == player or not state.sizes[seat]:
            continue
        green, blue = backs(state, seat)
        taken, pool = pool[: green + blue], pool[green + blue :]
        new.hands[seat] = count_codes([k * 2 for k in taken[:green]] + [k * 2 + 1 for k in taken[green:]])
    if state.pending is not None and state.turn != player:
        new.pending = pool.pop()
    new.deck = pool
    return new
