"""Quarto state <-> JSON, text game records, position set-up and per-seat observations.

A state is fully determined by (variant, first giver, deal, start position, moves), so JSON and records store
exactly that and rebuild by replaying: what loads is what was played, undo stack included.

- ``state_to_json(state) -> dict`` / ``state_from_json(dict | str)``: ``{"format": "quadrille-quarto",
  "version": 1, ...}``; an unknown version or a record that does not replay raises NotationError.
- ``record(state) -> str`` / ``replay(text) -> QuartoState``: PGN-like headers then the moves.
- ``from_position(text, variant, first_giver)``: a state from DESIGN.md §6 notation (fixed board, no draw pile).
- ``observation(state, seat) -> dict``: what ``seat`` can see (no opponent hand, no pile order).
"""

from __future__ import annotations

import json
import re

from game.rules.errors import IllegalMove, NotationError
from game.rules.quarto.moves import Variant, parse_move
from game.rules.quarto.notation import format_position, parse_position
from game.rules.quarto.state import ALL_PIECES, QuartoState

FORMAT = "quadrille-quarto"
VERSION = 1


def from_position(text: str, variant: Variant | None = None, first_giver: int = 0) -> QuartoState:
    """Set up a fixed-board position; seats follow from the piece count (seat ``first_giver`` gave first)."""
    variant = variant or Variant()
    if variant.board != "fixed" or variant.draw_pile:
        raise NotationError("Position notation describes the fixed 4×4 board without a draw pile.")
    board, hand = parse_position(text)
    state = QuartoState(variant, None, first_giver)
    placed = [c for c in range(16) if board[c] is not None]
    used = sum(1 << board[c] for c in placed) | (0 if hand is None else 1 << hand)
    state._board = board
    state._placed = len(placed)
    state._pool = ALL_PIECES & ~used
    if placed:
        rows = [c // 4 for c in placed]
        cols = [c % 4 for c in placed]
        state._bbox = (min(rows), min(cols), max(rows), max(cols))
    won = any(state._wins_at(c) for c in placed)
    if won and variant.calls == "auto":
        raise NotationError("This position already has a winning pattern, so the game would be over.")
    giver = (first_giver + len(placed)) % 2
    if hand is not None:
        state._phase, state._to_move, state._hand = "place", 1 - giver, hand
    elif len(placed) == 16:
        state._finish(None, (), "draw")
    else:
        state._phase, state._to_move = "give", giver
    state._start = {"position": format_position(board, hand), "first_giver": first_giver}
    return state


def _fresh_start(variant: Variant, first_giver: int, deal, start: dict | None) -> QuartoState:
    if start is not None:
        return from_position(start["position"], variant, int(start.get("first_giver", first_giver)))
    return QuartoState(variant, None, first_giver, deal=deal)


def _apply(state: QuartoState, moves) -> QuartoState:
    for i, text in enumerate(moves):
        try:
            state.play(parse_move(str(text)))
        except IllegalMove as exc:
            raise NotationError(f"Move {i + 1} ({text}) cannot be played: {exc}") from exc
    return state


def state_to_json(state: QuartoState) -> dict:
    """A JSON-ready dict: enough to rebuild the state exactly, plus a readable snapshot."""
    if getattr(state, "_sampled", False):
        raise ValueError("A determinized search copy has no real history and cannot be saved.")
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": state.variant.to_json(),
        "first_giver": state.first_giver,
        "deal": list(state._deal) if state._deal else None,
        "start": state._start,
        "moves": [str(m) for m in state.history],
        "board": state.board,
        "phase": state.phase,
        "to_move": state.to_move,
        "hand": state.hand,
    }


def state_from_json(data: dict | str) -> QuartoState:
    """Rebuild a state saved by ``state_to_json``; checks the version and the saved board."""
    if isinstance(data, str):
        data = json.loads(data)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise NotationError("This is not a saved Quarto game.")
    if data.get("version") != VERSION:
        raise NotationError(f"Saved Quarto games of version {data.get('version')!r} cannot be read here.")
    variant = Variant.from_json(data["variant"])
    state = _fresh_start(variant, int(data.get("first_giver", 0)), data.get("deal"), data.get("start"))
    _apply(state, data.get("moves", []))
    if "board" in data and data["board"] != state.board:
        raise NotationError("The saved board does not match the saved moves.")
    return state


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def _result(state: QuartoState) -> str:
    if not state.is_over:
        return "*"
    out = state.outcome
    return "draw" if out.winner is None else f"seat {out.winner} wins ({out.how})"


def record(state: QuartoState) -> str:
    """A text record that ``replay`` turns back into the same state."""
    v = state.variant
    headers = [
        ("Game", state.pieces.title),
        ("Pieces", v.pieces),
        ("Squares", _yes(v.squares)),
        ("Calls", v.calls),
        ("Board", v.board),
        ("DrawPile", _yes(v.draw_pile)),
        ("FalseCallPenalty", _yes(v.false_call_penalty)),
        ("FirstGiver", str(state.first_giver)),
    ]
    if state._deal:
        headers.append(("Deal", "".join(f"{p:x}" for p in state._deal)))
    if state._start:
        headers.append(("Start", state._start["position"]))
    headers.append(("Result", _result(state)))
    if state.grid_size == 4:
        headers.append(("Final", format_position(state.board, state.hand)))
    lines = [f'[{k} "{val}"]' for k, val in headers]
    lines.append("")
    turn: list[str] = []
    number = 0
    for move in state.history:
        text = str(move)
        if text.startswith("give") and turn:
            lines.append(" ".join(turn))
            turn = []
        if not turn:
            number += 1
            turn.append(f"{number}.")
        turn.append(text)
    if turn:
        lines.append(" ".join(turn))
    return "\n".join(lines) + "\n"


_HEADER = re.compile(r'^\[(\w+)\s+"([^"]*)"\]$')


def replay(text: str) -> QuartoState:
    """Play a record back; the Result header, when present, must match what the moves produce."""
    headers: dict[str, str] = {}
    moves: list[str] = []
    for raw in text.splitlines():
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _HEADER.match(line)
        if m:
            headers[m.group(1)] = m.group(2)
            continue
        moves.extend(tok for tok in line.split() if not re.fullmatch(r"\d+\.", tok))
    try:
        variant = Variant(
            pieces=headers.get("Pieces", "classic"),
            squares=headers.get("Squares", "no") == "yes",
            calls=headers.get("Calls", "auto"),
            board=headers.get("Board", "fixed"),
            draw_pile=headers.get("DrawPile", "no") == "yes",
            false_call_penalty=headers.get("FalseCallPenalty", "no") == "yes",
        )
        first = int(headers.get("FirstGiver", "0"))
        deal = [int(ch, 16) for ch in headers["Deal"]] if "Deal" in headers else None
    except ValueError as exc:
        raise NotationError(f"The record's headers are not valid: {exc}") from exc
    start = {"position": headers["Start"], "first_giver": first} if "Start" in headers else None
    state = _apply(_fresh_start(variant, first, deal, start), moves)
    if "Result" in headers and headers["Result"] != _result(state):
        raise NotationError(f"The record says {headers['Result']!r} but the moves give {_result(state)!r}.")
    return state


def determinize(state: QuartoState, seat: int, rng) -> QuartoState:
    """Copy ``state`` with the cards ``seat`` cannot see (other hand, pile) shuffled and re-dealt."""
    if seat not in (0, 1):
        raise ValueError("Seats are 0 and 1.")
    new = state.copy()
    new._undo, new._sampled = [], True  # the public history stays, so the seat's observation is unchanged
    if not state.variant.draw_pile:
        return new
    other = 1 - seat
    hidden = list(state.hand_of(other)) + list(state._deal[state._pile_pos :])
    rng.shuffle(hidden)
    size = len(state.hand_of(other))
    hands = list(state._hands)
    hands[other] = sum(1 << p for p in hidden[:size])
    new._hands = (hands[0], hands[1])
    pile = hidden[size:]
    seen = sorted(set(range(16)) - set(pile))
    new._deal = tuple(seen + pile)
    new._pile_pos = len(seen)
    return new


def observation(state: QuartoState, seat: int) -> dict:
    """What ``seat`` may know: everything but the other hand and the order of the draw pile."""
    if seat not in (0, 1):
        raise ValueError("Seats are 0 and 1.")
    window = state.call_window
    obs = {
        "seat": seat,
        "variant": state.variant.to_json(),
        "phase": state.phase,
        "to_move": state.to_move,
        "board": state.board,
        "hand": state.hand,
        "area": None if state.area() is None else list(state.area()),
        "moves": [str(m) for m in state.history],
        "false_calls": [list(fc) for fc in state.false_calls],
        "call_window": None if window is None else {"seat": window.seat, "reason": window.reason},
        "outcome": None,
    }
    if state.variant.draw_pile:
        obs["my_hand"] = list(state.hand_of(seat))
        obs["opponent_hand_size"] = len(state.hand_of(1 - seat))
        obs["pile_size"] = state.pile_size
        obs["pool"] = obs["my_hand"] if state.to_move == seat else None
        obs["unseen"] = sorted(
            p for p in range(16) if p not in state.hand_of(seat) and p != state.hand and p not in state._board
        )
    else:
        obs["pool"] = list(state.pool)
    if state.outcome is not None:
        o = state.outcome
        obs["outcome"] = {
            "winner": o.winner,
            "how": o.how,
            "patterns": [{"cells": list(p.cells), "description": p.description} for p in o.patterns],
        }
    return obs
