"""SET state <-> JSON and the text record of a game (docs/notation.md).

A game is fully determined by (players, options, the shuffled deck, the events), so both forms store exactly
that and rebuild by replaying; JSON adds a snapshot (table, deck, scores, lockouts) that must match on load.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from game.i18n import N_, Sentence
from game.jsondoc import JSON
from game.rules.errors import AT, LINE, IllegalMove, NotationError, json_object
from game.rules.setgame.cards import format_card, format_cards, parse_cards
from game.rules.setgame.moves import (
    CARDLESS,
    CLAIM_SIZES,
    MAX_PLAYERS,
    MODES,
    NOT_A_TIME,
    Claim,
    Event,
    SetOptions,
    card_list,
    check_at,
)

FORMAT = "quadrille-set"
VERSION = 1

if TYPE_CHECKING:  # the state imports this module; at run time the class is passed in
    from game.rules.setgame.state import SetState


def _check_real(state: SetState) -> None:
    if state.is_sample:
        raise ValueError("A determinized search copy has no real deck order and cannot be saved.")


def state_to_json(state: SetState) -> JSON:
    """A JSON-ready dict that rebuilds the state exactly, plus a readable snapshot."""
    _check_real(state)
    return {
        "format": FORMAT,
        "version": VERSION,
        "players": state.num_players,
        "options": state.options.to_json(),
        "deal": [format_card(c) for c in state.start],
        "events": [e.to_json() for e in state.events],
        "table": [format_card(c) for c in state.table],
        "deck": [format_card(c) for c in state.deck],
        "scores": list(state.scores),
        "locked": sorted(state.locked),
    }


def _new_state(cls: type[SetState], players: object, options: SetOptions, deal: tuple[int, ...]) -> SetState:
    if type(players) is not int or not 1 <= players <= MAX_PLAYERS:
        raise NotationError(f"A SET game has 1 to {MAX_PLAYERS} players, not {players!r}.")
    return cls(None, players, options, deal=deal)


def _apply(state: SetState, event: Event, where: Sentence, exact: bool = False) -> None:
    """Play one logged event on ``state`` and check the same thing happens (``exact``: points and deals too)."""
    if event.move != state.moves:
        shown = event.move if event.kind == "release" else event.move + 1
        raise NotationError(
            AT,
            where=where,
            problem=Sentence(
                N_("the event is numbered {shown}, but {n} claims came before it."),
                shown=shown,
                n=state.moves,
            ),
        )
    try:
        if event.kind == "release":
            if not state.release(event.seat, at=event.at):
                raise NotationError(
                    AT,
                    where=where,
                    problem=Sentence(
                        N_("seat {seat} is not locked out, so it cannot be released."), seat=event.seat
                    ),
                )
            return
        if event.kind == "timeout":
            state.timeout(event.seat, at=event.at)
        else:
            state.play(Claim(event.cards), event.seat, at=event.at)
    except IllegalMove as exc:
        raise NotationError(AT, where=where, problem=exc.sentence) from None
    done = state.events[-1]
    if done.kind != event.kind:
        what = (
            N_("{cards} is a SET, but the record says {kind}.")
            if done.kind == "take"
            else N_("{cards} is not a SET, but the record says {kind}.")
        )
        raise NotationError(
            AT, where=where, problem=Sentence(what, cards=format_cards(event.cards), kind=event.kind)
        )
    if exact and done != event:
        raise NotationError(
            AT, where=where, problem=Sentence(N_("the saved points or dealt cards do not match the game."))
        )


def state_from_json(cls: type[SetState], data: JSON | str) -> SetState:
    """The state ``state_to_json`` wrote; NotationError for other formats, versions or inconsistent data."""
    data = json_object(data, "a saved SET game")
    if data.get("format") != FORMAT:
        raise NotationError(f"This is not a saved SET game (format {data.get('format')!r}).")
    if data.get("version") != VERSION:
        raise NotationError(
            f"Saved SET games of version {data.get('version')!r} cannot be read (only {VERSION})."
        )
    state = _new_state(
        cls, data.get("players"), SetOptions.from_json(data.get("options")), card_list(data.get("deal"))
    )
    events = data.get("events")
    if not isinstance(events, list):
        raise NotationError("The saved game has no list of events.")
    for i, item in enumerate(events):
        _apply(state, Event.from_json(item), Sentence(N_("event {n}"), n=i + 1), exact=True)
    snapshot = {
        "table": [format_card(c) for c in card_list(data.get("table", []))],
        "deck": [format_card(c) for c in card_list(data.get("deck", []))],
        "scores": data.get("scores"),
        "locked": data.get("locked"),
    }
    mine = state_to_json(state)
    for key, value in snapshot.items():
        if key in data and value != mine[key]:
            raise NotationError(f"The saved {key} does not match the game its events replay.")
    return state


# ---- the text record ------------------------------------------------------------------------------------------

_HEADER = re.compile(r'^\[(\w+)\s+"([^"]*)"\]$')
_EVENT = re.compile(r"^(\d+)\.\s+seat\s+(\d+)\s+(take|wrong|timeout|release)(?:\s+([^@\s]+))?(?:\s+@(\S+))?$")


def record(state: SetState) -> str:
    """Header lines, a blank line, then one line per event: ``3. seat 1 take 1rso,2gtd,3pod @41.2``."""
    _check_real(state)
    headers = {
        "Game": "SET",
        "Players": str(state.num_players),
        "Deck": "junior" if state.options.junior else "full",
        "Penalty": str(state.options.penalty),
        "Mode": state.options.mode,
        "Deal": " ".join(format_card(c) for c in state.start),
        "Score": " ".join(map(str, state.scores)),
        "Result": state.result(),
    }
    if state.options.mode == "classic":  # no Mode header means classic: older records and tools read it so
        del headers["Mode"]
    lines = [f'[{name} "{value}"]' for name, value in headers.items()]
    lines.append("")
    for event in state.events:
        number = event.move + 1 if event.kind != "release" else event.move
        line = f"{number}. seat {event.seat} {event.kind}"
        if event.kind not in CARDLESS:
            line += " " + format_cards(event.cards)
        if event.at is not None:
            line += f" @{event.at!r}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def _int(value: str, what: str, where: Sentence, low: int, high: int) -> int:
    if not value.isdigit() or not low <= int(value) <= high:
        raise NotationError(
            AT,
            where=where,
            problem=Sentence(
                N_("{what} must be a whole number from {low} to {high}, not {value}."),
                what=what,
                low=low,
                high=high,
                value=repr(value),
            ),
        )
    return int(value)


def replay(cls: type[SetState], text: str) -> SetState:
    """The state at the end of a text record; NotationError naming the line that is wrong."""
    if not isinstance(text, str):
        raise NotationError(N_("A SET record is text."))
    headers: dict[str, tuple[int, str]] = {}
    state: SetState | None = None
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        where = Sentence(LINE, n=number)
        if not line or line.startswith("#"):
            continue
        match = _HEADER.match(line)
        if match:
            if state is not None:
                raise NotationError(
                    AT,
                    where=where,
                    problem=Sentence(N_("header {name} comes after the first event."), name=match[1]),
                )
            headers[match[1]] = (number, match[2])
            continue
        if state is None:
            state = _start(cls, headers, where)
        match = _EVENT.match(line)
        if not match:
            raise NotationError(
                AT,
                where=where,
                problem=Sentence(
                    N_("{line} is not an event like '3. seat 1 take 1rso,2gtd,3pod'."), line=repr(line)
                ),
            )
        _apply(state, _event(match, where), where)
    if state is None:
        state = _start(cls, headers, Sentence(N_("the end of the record")))
    _check_end(state, headers)
    return state


def _event(match: re.Match[str], where: Sentence) -> Event:
    number, seat, kind, cards, at = match.groups()
    if kind in CARDLESS:
        if cards:
            raise NotationError(AT, where=where, problem=Sentence(N_("a {kind} names no cards."), kind=kind))
        move = int(number) if kind == "release" else int(number) - 1
        found: tuple[int, ...] = ()
    else:
        try:
            move = int(number) - 1
            found = tuple(parse_cards(cards or ""))
        except NotationError as exc:
            raise NotationError(AT, where=where, problem=exc.sentence) from None
        if len(found) not in CLAIM_SIZES:
            raise NotationError(
                AT, where=where, problem=Sentence(N_("a {kind} names three cards."), kind=kind)
            )
    try:
        stamp = check_at(float(at)) if at is not None else None
    except (ValueError, NotationError):
        raise NotationError(AT, where=where, problem=Sentence(NOT_A_TIME, at=repr(at))) from None
    return Event(move, int(seat), kind, found, at=stamp)


def _start(cls: type[SetState], headers: dict[str, tuple[int, str]], where: Sentence) -> SetState:
    """The state before the first event, from the headers (Players, Deck, Penalty, Deal)."""
    if "Deal" not in headers:
        raise NotationError(
            AT,
            where=where,
            problem=Sentence(N_("the record has no Deal header, so the cards cannot be dealt.")),
        )
    line, players = headers.get("Players", (0, "1"))
    n = _int(players, "Players", Sentence(LINE, n=line), 1, MAX_PLAYERS)
    line, deck = headers.get("Deck", (0, "full"))
    if deck not in ("full", "junior"):
        raise NotationError(
            AT,
            where=Sentence(LINE, n=line),
            problem=Sentence(N_("Deck must be full or junior, not {deck}."), deck=repr(deck)),
        )
    line, mode = headers.get("Mode", (0, "classic"))
    if mode not in MODES:
        raise NotationError(
            AT,
            where=Sentence(LINE, n=line),
            problem=Sentence(N_("Mode must be classic, chain or ultra, not {mode}."), mode=repr(mode)),
        )
    line, penalty = headers.get("Penalty", (0, "1"))
    options = SetOptions(
        junior=deck == "junior", penalty=_int(penalty, "Penalty", Sentence(LINE, n=line), 0, 9), mode=mode
    )
    line, deal = headers["Deal"]
    try:
        return cls(None, n, options, deal=tuple(parse_cards(deal)))
    except NotationError as exc:
        raise NotationError(AT, where=Sentence(LINE, n=line), problem=exc.sentence) from None


def _check_end(state: SetState, headers: dict[str, tuple[int, str]]) -> None:
    if "Score" in headers:
        line, score = headers["Score"]
        if score.split() != [str(points) for points in state.scores]:
            shown = " ".join(map(str, state.scores))
            raise NotationError(
                AT,
                where=Sentence(LINE, n=line),
                problem=Sentence(
                    N_("the record says the score is {said}, but it replays as {shown}."),
                    said=repr(score),
                    shown=repr(shown),
                ),
            )
    if "Result" in headers:
        line, result = headers["Result"]
        if result != state.result():
            raise NotationError(
                AT,
                where=Sentence(LINE, n=line),
                problem=Sentence(
                    N_("the record says {said}, but it replays as {shown}."),
                    said=repr(result),
                    shown=repr(state.result()),
                ),
            )
