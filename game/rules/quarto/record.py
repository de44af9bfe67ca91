"""Quarto saved games (JSON), text game records and per-seat observations, read and written as plain data.

A state is fully determined by (variant, first giver, deal, start position, moves), so JSON and records store
exactly that and rebuild by replaying: what loads is what was played, undo stack included. This module only turns
text or JSON into a ``Setup`` (those inputs) and a state's public members into text or JSON; the state builds
itself from a ``Setup`` (``QuartoState.from_json`` / ``replay``), so nothing here touches its private fields.

- ``setup_from_json(dict | str) -> Setup`` / ``state_to_json(state) -> dict``: ``{"format": "quadrille-quarto",
  "version": 1, ...}``; anything malformed, or an unknown version, raises NotationError.
- ``setup_from_record(text) -> Setup`` / ``record_text(state) -> str``: PGN-like headers then the moves.
- ``check_replay(setup, state)``: the saved board or Result header must match what the moves produced.
- ``observation(state, seat) -> dict``: what ``seat`` can see (no opponent hand, no pile order).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.i18n import N_, Sentence
from game.jsondoc import JSON
from game.rules.errors import IllegalMove, NotationError, json_object, told
from game.rules.quarto.moves import Move, Variant, parse_move
from game.rules.quarto.notation import HEX, format_position, parse_position

if TYPE_CHECKING:  # the state imports this module to read and write itself
    from game.rules.quarto.state import QuartoState

FORMAT = "quadrille-quarto"
VERSION = 1
SNAPSHOT = ("board", "phase", "to_move", "hand")  # written for readers; a save must agree with its moves


@dataclass(frozen=True)
class Setup:
    """What a save or a record holds: the inputs the state is rebuilt from, and what the replay must reach."""

    variant: Variant
    first_giver: int
    deal: tuple[int, ...] | None = None
    start: str | None = None  # the position the game started from (fixed board), or None for an empty board
    moves: tuple[Move, ...] = ()
    saved: JSON | None = (
        None  # the save's readable snapshot (board, phase, to_move, hand), checked after the replay
    )
    result: str | None = None  # the record's Result header, checked after the replay
    final: str | None = None  # the record's Final header (a position), checked after the replay


def _seat(value: object, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value not in (0, 1):
        raise NotationError(f"{what} must be seat 0 or seat 1, not {value!r}.")
    return int(value)


def _moves(items: object) -> tuple[Move, ...]:
    if not isinstance(items, list):
        raise NotationError("The saved moves must be a list such as ['give:a', 'place:5'].")
    out = []
    for i, text in enumerate(items):
        if not isinstance(text, str):
            raise NotationError(f"Move {i + 1} ({text!r}) is not written as text.")
        try:
            out.append(parse_move(text))
        except ValueError as exc:
            raise NotationError(f"Move {i + 1} cannot be read: {exc}") from exc
    return tuple(out)


def _deal(items: object) -> tuple[int, ...] | None:
    if items is None:
        return None
    if not isinstance(items, list) or not all(isinstance(p, int) and not isinstance(p, bool) for p in items):
        raise NotationError("The saved deal must be a list of the 16 piece numbers.")
    return tuple(items)


def setup_from_json(data: JSON | str) -> Setup:
    """Read a save written by ``state_to_json``; checks the format, the version and every field's type."""
    data = json_object(data, "a saved Quarto game")
    if data.get("format") != FORMAT:
        raise NotationError("This is not a saved Quarto game.")
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise NotationError(f"Saved Quarto games of version {data.get('version')!r} cannot be read here.")
    if "variant" not in data:
        raise NotationError("The saved game does not say which variant was played.")
    variant = Variant.from_json(data["variant"])
    first = _seat(data.get("first_giver", 0), "The saved first giver")
    start = data.get("start")
    position = None
    if start is not None:
        if not isinstance(start, dict) or not isinstance(start.get("position"), str):
            raise NotationError("The saved start must be {'position': ..., 'first_giver': ...} or null.")
        position = start["position"]
        first = _seat(start.get("first_giver", first), "The start's first giver")
    saved = {k: data[k] for k in SNAPSHOT if k in data}
    return Setup(variant, first, _deal(data.get("deal")), position, _moves(data.get("moves", [])), saved)


def state_to_json(state: QuartoState) -> JSON:
    """A JSON-ready dict: enough to rebuild the state exactly, plus a readable snapshot."""
    if state.is_sample:
        raise IllegalMove(N_("A determinized search copy has no real deal and cannot be saved."))
    start = state.start
    return {
        "format": FORMAT,
        "version": VERSION,
        "variant": state.variant.to_json(),
        "first_giver": state.first_giver,
        "deal": list(state.deal) if state.deal else None,
        "start": None if start is None else {"position": start, "first_giver": state.first_giver},
        "moves": [str(m) for m in state.history],
        "board": state.board,
        "phase": state.phase,
        "to_move": state.to_move,
        "hand": state.hand,
    }


def check_replay(setup: Setup, state: QuartoState) -> None:
    """Refuse a save whose board, or a record whose Result header, differs from what its moves produce."""
    for key in SNAPSHOT:
        if setup.saved and key in setup.saved and _differs(setup.saved[key], getattr(state, key)):
            raise NotationError(f"The saved {key.replace('_', ' ')} does not match the saved moves.")
    if setup.result is not None and setup.result != result_text(state):
        raise NotationError(
            N_("The record says {said} but the moves give {result}."),
            said=repr(setup.result),
            result=repr(result_text(state)),
        )
    if setup.final is not None:
        if state.grid_size != 4:
            raise NotationError(
                N_("The Final header is a fixed-board position; this game is on the unmarked board.")
            )
        if parse_position(setup.final) != (state.board, state.hand):
            raise NotationError(
                N_("The record's Final position {final} is not where the moves end."), final=repr(setup.final)
            )


def _differs(saved: object, actual: object) -> bool:
    """JSON equality without True == 1: a saved ``true`` is not piece or seat 1."""
    if isinstance(saved, list) and isinstance(actual, list):
        return len(saved) != len(actual) or any(_differs(a, b) for a, b in zip(saved, actual, strict=True))
    return type(saved) is not type(actual) or saved != actual


def _yes(flag: bool) -> str:
    return "yes" if flag else "no"


def result_text(state: QuartoState) -> str:
    """The Result header: '*', 'draw' or 'seat N wins (how)'."""
    out = state.outcome
    if not state.is_over or out is None:  # an outcome is there exactly when the game is over
        return "*"
    return "draw" if out.winner is None else f"seat {out.winner} wins ({out.how})"


def record_text(state: QuartoState) -> str:
    """A text record that ``setup_from_record`` and the state's ``replay`` turn back into the same state."""
    if state.is_sample:
        raise IllegalMove(N_("A determinized search copy has no real deal and cannot be recorded."))
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
    if v.must_touch:  # written only when on, so records of the other variants read as before
        headers.insert(5, ("MustTouch", "yes"))
    if state.deal:
        headers.append(("Deal", "".join(f"{p:x}" for p in state.deal)))
    if state.start:
        headers.append(("Start", state.start))
    headers.append(("Result", result_text(state)))
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


#: A position is a fixed board without a draw pile, so a record or save that gives both is refused.
NO_DEAL = N_("A game set up from a position has no deal (positions have no draw pile).")
#: A record's problem on one line: "Line 3: ..." (the Study's reader takes the line from its parameters).
LINE = N_("Line {line}: {problem}")
_HEADER = re.compile(r'^\[(\w+)\s+"([^"]*)"\]$')
_TURN = re.compile(r"[0-9]+\.")
HEADERS: tuple[str, ...] = (
    "Game",
    "Pieces",
    "Squares",
    "Calls",
    "Board",
    "MustTouch",
    "DrawPile",
    "FalseCallPenalty",
)
HEADERS += ("FirstGiver", "Deal", "Start", "Result", "Final")


def _flag(headers: dict[str, str], name: str) -> bool:
    value = headers.get(name, "no")
    if value not in ("yes", "no"):
        raise NotationError(
            N_('The {name} header must be "yes" or "no", not {value}.'), name=name, value=repr(value)
        )
    return value == "yes"


def _record_deal(text: str | None) -> tuple[int, ...] | None:
    if text is None:
        return None
    if any(ch not in HEX for ch in text.lower()) or len(text) != len(text.lower()):
        raise NotationError(
            N_("The Deal header lists pieces as hex digits 0-f, not {text}."), text=repr(text)
        )
    return tuple(HEX.index(ch) for ch in text.lower())


def setup_from_record(text: str) -> Setup:
    """Read a record's headers and moves; raise NotationError naming the header or move that is wrong."""
    if not isinstance(text, str):
        raise NotationError(N_("A game record must be text."))
    headers: dict[str, str] = {}
    moves: list[Move] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _HEADER.match(line)
        if m:
            if m.group(1) not in HEADERS:
                raise NotationError(
                    LINE,
                    line=number,
                    problem=Sentence(N_("{name} is not a record header."), name=repr(m.group(1))),
                )
            if m.group(1) in headers:
                raise NotationError(
                    LINE,
                    line=number,
                    problem=Sentence(N_("the {name} header is given twice."), name=m.group(1)),
                )
            headers[m.group(1)] = m.group(2)
            continue
        for tok in line.split():
            if _TURN.fullmatch(tok):
                continue
            try:
                moves.append(parse_move(tok))
            except ValueError as exc:
                raise NotationError(LINE, line=number, problem=told(exc)) from exc
    try:
        variant = Variant(
            pieces=headers.get("Pieces", "classic"),
            squares=_flag(headers, "Squares"),
            calls=headers.get("Calls", "auto"),
            board=headers.get("Board", "fixed"),
            must_touch=_flag(headers, "MustTouch"),
            draw_pile=_flag(headers, "DrawPile"),
            false_call_penalty=_flag(headers, "FalseCallPenalty"),
        )
    except NotationError:
        raise
    except ValueError as exc:
        raise NotationError(N_("The record's headers are not valid: {problem}"), problem=told(exc)) from exc
    first_text = headers.get("FirstGiver", "0")
    if first_text not in ("0", "1"):
        raise NotationError(
            N_('The FirstGiver header must be "0" or "1", not {value}.'), value=repr(first_text)
        )
    deal = _record_deal(headers.get("Deal"))
    start, result, final = headers.get("Start"), headers.get("Result"), headers.get("Final")
    return Setup(variant, int(first_text), deal, start, tuple(moves), None, result, final)


def observation(state: QuartoState, seat: int) -> JSON:
    """What ``seat`` may know: everything but the other hand and the order of the draw pile."""
    window = state.call_window
    board = state.board
    area = state.area()
    obs: JSON = {
        "seat": seat,
        "variant": state.variant.to_json(),
        "phase": state.phase,
        "to_move": state.to_move,
        "board": board,
        "hand": state.hand,
        "area": None if area is None else list(area),
        "moves": [str(m) for m in state.history],
        "false_calls": [list(fc) for fc in state.false_calls],
        "call_window": None if window is None else {"seat": window.seat, "reason": window.reason},
        "outcome": None,
    }
    if state.variant.draw_pile:
        mine = state.hand_of(seat)
        obs["my_hand"] = list(mine)
        obs["opponent_hand_size"] = len(state.hand_of(1 - seat))
        obs["pile_size"] = state.pile_size
        obs["pool"] = obs["my_hand"] if state.to_move == seat else None
        obs["unseen"] = sorted(p for p in range(16) if p not in mine and p != state.hand and p not in board)
    else:
        obs["pool"] = list(state.pool)
    if state.outcome is not None:
        o = state.outcome
        obs["outcome"] = {
            "winner": o.winner,
            "how": o.how,
            "patterns": [{"cells": list(p.cells), "description": p.description} for p in o.patterns],
            "missed": [{"cells": list(p.cells), "description": p.description} for p in o.missed],
        }
    return obs
