"""QU4TO text records and saved games (docs/notation.md).

A record is headers, then one line per event: each round's leader and deal, every move with its seat, points as
they are scored, reshuffles and round ends. Replaying feeds the deals and reshuffles back as the shuffles and plays
every move, checking each line against what the rules produce, so a record that replays is exactly that match.
A saved game is the record plus the RNG state, which is all the state needs to go on.
"""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

from game.i18n import N_, Sentence
from game.jsondoc import JSON
from game.rules.errors import AT, LINE, IllegalMove, NotationError, json_object, told
from game.rules.qu4to.cards import DECK_SIZE, KIND_OF_CHAR
from game.rules.qu4to.moves import parse_move

if TYPE_CHECKING:
    from game.rules.qu4to.state import Qu4toState

FORMAT, VERSION = "quadrille-qu4to", 1
_HEADER = re.compile(r'^\[(\w+) "([^"]*)"\]$')
_MOVE = re.compile(r"^(\d+) (orient|play|rotate|draw|keep|pass)\b")
_REQUIRED = ("Players", "QU4TOPoint", "FirstLeader")


def result_text(state: Qu4toState) -> str:
    return "*" if state.winner is None else f"seat {state.winner} wins"


def write_record(state: Qu4toState) -> str:
    """Headers and every event so far, one per line."""
    if state.log is None:
        raise ValueError("This copy of the game keeps no record (it was made for a playout).")
    head = [
        '[Game "QU4TO"]',
        f'[Players "{state.players}"]',
        f'[QU4TOPoint "{state.qu4to_point}"]',
        f'[FirstLeader "{state.first_leader}"]',
        f'[Result "{result_text(state)}"]',
        f'[Scores "{" ".join(map(str, state.scores))}"]',
    ]
    return "\n".join(head) + "\n\n" + "\n".join(state.log) + "\n"


def _order(text: str, line_no: int) -> list[int]:
    try:
        return [KIND_OF_CHAR[ch] for ch in text.strip()]
    except KeyError as exc:
        raise NotationError(
            AT,
            where=Sentence(LINE, n=line_no),
            problem=Sentence(N_("{char} is not a card (use 1 2 3 4 5 6 7 8 9 a b)."), char=repr(exc.args[0])),
        ) from None


def replay_record(cls: type[Qu4toState], text: str) -> Qu4toState:
    """The match a record describes, as a ``cls`` (the state class, passed in: it imports this module);
    NotationError naming the first line that is wrong."""
    if not isinstance(text, str):
        raise NotationError(N_("A QU4TO record is text."))
    headers: dict[str, str] = {}
    body: list[tuple[int, str]] = []
    script: list[list[int]] = []
    for no, raw in enumerate(text.splitlines(), 1):
        line = " ".join(raw.split())
        if not line or line.startswith("#"):
            continue
        match = _HEADER.match(line)
        if match:
            if body:
                raise NotationError(
                    AT,
                    where=Sentence(LINE, n=no),
                    problem=Sentence(N_("headers come before the first round.")),
                )
            headers[match.group(1)] = match.group(2)
            continue
        if line.startswith("deal "):
            order = _order(line[5:], no)
            if len(order) != DECK_SIZE:
                raise NotationError(
                    AT,
                    where=Sentence(LINE, n=no),
                    problem=Sentence(
                        N_("a deal lists all {size} cards, not {n}."), size=DECK_SIZE, n=len(order)
                    ),
                )
            script.append(order)
        elif line.startswith("reshuffle"):
            script.append(_order(line[9:], no))
        body.append((no, line))
    missing = [h for h in _REQUIRED if h not in headers]
    if missing:
        raise NotationError(N_("The record has no {name} header."), name=missing[0])
    try:
        players, first = int(headers["Players"]), int(headers["FirstLeader"])
        state = cls(random.Random(0), players, headers["QU4TOPoint"], first, script=script)
    except NotationError as exc:
        raise NotationError(
            AT, where=Sentence(LINE, n=body[0][0] if body else 1), problem=exc.sentence
        ) from None
    except ValueError as exc:
        raise NotationError(N_("Bad headers: {problem}"), problem=told(exc)) from None
    log = state.log
    if log is None:  # made above with its record kept, so never
        raise NotationError("The replayed game keeps no record to check the lines against.")
    done = 0
    for no, line in body:
        match = _MOVE.match(line)
        if match:
            seat = int(match.group(1))
            try:
                move = parse_move(line[len(match.group(1)) + 1 :])
                state.play(move, seat)
            except (IllegalMove, NotationError) as exc:
                raise NotationError(AT, where=Sentence(LINE, n=no), problem=exc.sentence) from None
            line = f"{seat} {move}"
        if done >= len(log) or log[done] != line:
            if done < len(log):
                problem = Sentence(
                    N_("the record says {said}, but the game gives {wanted}."),
                    said=repr(line),
                    wanted=repr(log[done]),
                )
            else:
                problem = Sentence(
                    N_("the record says {said}, but the game gives nothing more."), said=repr(line)
                )
            raise NotationError(AT, where=Sentence(LINE, n=no), problem=problem)
        done += 1
    if done < len(log):
        raise NotationError(
            N_("The record stops early: {line} is missing after the last line."), line=repr(log[done])
        )
    for name, value in (("Result", result_text(state)), ("Scores", " ".join(map(str, state.scores)))):
        if name in headers and headers[name] != value:
            raise NotationError(
                N_("The {name} header says {said}, but the moves give {value}."),
                name=name,
                said=repr(headers[name]),
                value=repr(value),
            )
    state.script = None
    return state


def state_to_json(state: Qu4toState) -> JSON:
    """The record (which rebuilds everything) plus the RNG state (which decides the shuffles still to come)."""
    version, internal, gauss = state.rng.getstate()
    return {
        "format": FORMAT,
        "version": VERSION,
        "record": write_record(state),
        "rng": [version, list(internal), gauss],
        "round": state.round_no,
        "phase": state.phase,
        "scores": list(state.scores),
    }


def state_from_json(cls: type[Qu4toState], data: JSON | str) -> Qu4toState:
    """The state ``state_to_json`` wrote; NotationError for anything else."""
    data = json_object(data, "a saved QU4TO game")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise NotationError(f"This is not a saved QU4TO game ({FORMAT} version {VERSION}).")
    record = data.get("record")
    if not isinstance(record, str):
        raise NotationError("The saved game has no record.")
    state = replay_record(cls, record)
    for key, value in (("round", state.round_no), ("phase", state.phase), ("scores", state.scores)):
        if key in data and data[key] != value:
            raise NotationError(f"The saved {key} ({data[key]!r}) does not match the record ({value!r}).")
    rng = data.get("rng")
    if not isinstance(rng, list | tuple) or len(rng) != 3:
        raise NotationError("The saved random-number state is damaged (it is not [version, state, gauss]).")
    try:
        version, internal, gauss = rng
        state.rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError) as exc:
        raise NotationError(f"The saved random-number state is damaged ({exc}).") from None
    return state
