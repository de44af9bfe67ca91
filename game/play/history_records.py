"""The records the history keeps of SET and QU4TO games (Quarto's: ``game.scenes.study.keep``), and the timeline
a SET review reads back from a SET record (docs/notation.md).

A record is the rules' text record (the deal order and every event with its time), with headers naming the seats
and, for a simulated game, its seed; after each SET taken a comment says how long its three cards had lain on the
table together. The comments are a courtesy to a reader: the timeline is always computed again from the events.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.jsondoc import JSON
from game.play.history import keep_finished
from game.rules.setgame import Claim, SetState
from game.rules.setgame.cards import format_cards

if TYPE_CHECKING:
    from game.play.qu4to.session import Qu4toSession
    from game.play.quarto.session import QuartoSession
    from game.play.setgame.session import SetSession


def timeline(state: SetState) -> list[JSON]:
    """Every take, wrong call and timeout in order: who, when (seconds, or None in a record without times), which
    cards, the table's size, and for a take how long its three cards had been on the table together."""
    game = SetState(None, state.num_players, state.options, deal=state.start)
    arrived = dict.fromkeys(game.table, 0.0)  # when each card on the table was dealt
    now = 0.0
    out: list[JSON] = []
    for event in state.events:
        size = len(game.table)
        if event.kind == "release":
            game.release(event.seat, at=event.at)
        elif event.kind == "timeout":
            game.timeout(event.seat, at=event.at)
        else:
            game.play(Claim(event.cards), event.seat, at=event.at)
        if event.kind == "release":
            continue
        entry: JSON = {"seat": event.seat, "kind": event.kind, "at": event.at, "table": size}
        if event.cards:
            entry["cards"] = format_cards(event.cards)
        if event.kind == "take":
            since = max(arrived[c] for c in event.cards)
            entry["together_s"] = None if event.at is None else round(max(0.0, event.at - since), 3)
        out.append(entry)
        now = now if event.at is None else event.at
        for card in game.table:
            arrived.setdefault(card, now)
    return out


def record_text(state: SetState, headers: dict[str, str] | None = None) -> str:
    """The rules' record with ``headers`` added (e.g. Seats, Seed) and a ``# together`` comment per take."""
    lines = state.record().splitlines()
    blank = lines.index("")
    extra = [f'[{name} "{value}"]' for name, value in (headers or {}).items()]
    head, body = lines[:blank] + extra + [""], lines[blank + 1 :]
    takes = iter(timeline(state))
    out = list(head)
    for line, event in zip(body, state.events, strict=True):
        out.append(line)
        if event.kind == "release":
            continue
        entry = next(takes)
        if event.kind == "take" and entry["together_s"] is not None:
            out.append(f"# together {entry['together_s']:.3f} s")
    return "\n".join(out) + "\n"


def summary(text: str) -> JSON:
    """What ``python -m game.ai set-review`` prints of a SET record: the result, the scores, the timeline, and each
    seat's mean time to see a SET by table size (12/15/18); NotationError naming the line that is wrong."""
    state = SetState.replay(text)
    events = timeline(state)
    finds: dict[int, dict[int, list[float]]] = {}
    for e in events:
        if e["kind"] == "take" and e["together_s"] is not None:
            finds.setdefault(e["seat"], {}).setdefault(e["table"], []).append(e["together_s"])
    return {
        "game": "set",
        "players": state.num_players,
        "seats": headers_of(text).get("Seats", ""),
        "result": state.result(),
        "scores": list(state.scores),
        "timeline": events,
        "find_s": {
            str(seat): {str(size): round(sum(t) / len(t), 3) for size, t in sorted(by.items())}
            for seat, by in sorted(finds.items())
        },
    }


def headers_of(text: str) -> dict[str, str]:
    """The ``[Name "value"]`` headers of a record (the rules read only theirs; these keep the rest)."""
    out = {}
    for line in text.splitlines():
        line = line.strip()
        if not line:
            break
        if line.startswith("[") and line.endswith("]") and ' "' in line:
            name, _, value = line[1:-1].partition(' "')
            out[name] = value.rstrip('"')
    return out


def keep_set_game(folder: Path, session: SetSession, autoplaying: bool = False) -> bool:
    """At the SET table's end: keep a finished game's record (with its seats) in the history; not a puzzle's and
    not --autoplay's. True when it was added."""
    state = session.state
    if autoplaying or state is None or not state.is_terminal:
        return False
    record = set_session_record(session)
    names = session.names()
    winners = state.winners()
    if len(names) == 1:
        result = f"{state.scores[0]} SETs"
    elif len(winners) == 1:
        result = f"{names[winners[0]]} wins " + "–".join(map(str, state.scores))
    else:
        result = "A tie " + "–".join(map(str, state.scores))
    return keep_finished(folder, session.setup.game_key, names, result, record)


def set_session_record(session: SetSession) -> str:
    """A SET table's record with its seats (``human`` or the computer's level): what the history keeps and the
    result card's "Review game" opens; empty for a puzzle (it has no record)."""
    if session.state is None:
        return ""
    seats = ",".join(s.level if s.is_bot else "human" for s in session.setup.seats)
    return record_text(session.state, {"Seats": seats})


def keep_qu4to_game(folder: Path, session: Qu4toSession, autoplaying: bool = False) -> bool:
    """At the QU4TO table's end: keep the finished match's record in the history (not --autoplay's)."""
    state = session.state
    if autoplaying or state.winner is None:
        return False
    result = f"{session.name(state.winner)} wins"
    return keep_finished(folder, session.setup.game_key, session.names(), result, state.record())


def keep_quarto_game(folder: Path, session: QuartoSession) -> bool:
    """At a Quarto-family table's end: keep the finished game's record in the history (redo after undo ends the
    same game again: kept once)."""
    state = session.state
    if not state.is_over:
        return False
    result = session.result_text(short=True).split(" — ")[0]
    return keep_finished(folder, session.setup.game_key, session.names(), result, state.record())
