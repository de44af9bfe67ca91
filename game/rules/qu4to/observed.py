"""A QU4TO match rebuilt from what one seat was shown (``observation``): the joiner's table at a friend's machine
plays on such a state, fed by the host. The other hands are dealt from the cards the seat cannot locate, with the
sizes and backs it sees (as ``views.determinize`` re-deals them), so the table draws them face down as they are.

``friend_view`` is what the host sends a friend: the observation and the public past the table draws (each
finished round's points and the last round's finishing order), which the observation leaves out.
"""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

from game.jsondoc import JSON
from game.rules.errors import NotationError
from game.rules.qu4to.cards import (
    CODE_OF_TEXT,
    COPIES,
    KIND_OF_CHAR,
    NUM_CODES,
    QU4TO,
    SET_STRENGTH,
    UP_NAMES,
    VALUE,
    count_codes,
)

if TYPE_CHECKING:
    from game.rules.qu4to.state import Qu4toState

_SECRET = ("deal ", "reshuffle ")
_PUBLIC = re.compile(
    r"^(\d+ (orient (green|blue)|play [0-9a-zA-Z-]+|rotate|draw|keep (green|blue)|pass|(qu4to|out) \+\d+)"
    r"|round \d+ (leader \d+|end( \d+)+)|winner \d+ scores( \d+)+)$"
)


def friend_view(state: Qu4toState, seat: int) -> JSON:
    """``seat``'s observation, and the rounds' points and finishing order every seat has seen, and the match's
    public record (what the move list and the round summary say the points were for)."""
    view = state.observation(seat)
    view["history"] = [list(points) for points in state.history]
    view["last_finish"] = list(state.last_finish)
    view["record"] = public_record(state.log or [])
    return view


def public_record(log: list[str]) -> list[str]:
    """The record's lines every seat saw happen: no deal nor reshuffle (the deck's order), a rotate without its
    card (it stays in its hand); the points as scored, after the play that earned them."""
    out = []
    for line in log:
        if line.startswith(_SECRET):
            continue
        who, _, move = line.partition(" ")
        out.append(f"{who} rotate" if who.isdigit() and move.startswith("rotate") else line)
    return out


def _public_line(line: object) -> bool:
    """A line of a public record (``public_record``) as the host writes them; a play names real cards."""
    if not isinstance(line, str) or not _PUBLIC.match(line):
        return False
    who, _, rest = line.partition(" ")
    word, _, arg = rest.partition(" ")
    return not (who.isdigit() and word == "play") or all(t in CODE_OF_TEXT for t in arg.split("-"))


def from_observation(obs: JSON) -> Qu4toState:
    """A state whose ``observation(seat)`` is ``obs``; hidden cards dealt from what the seat cannot locate."""
    from game.rules.qu4to.state import Qu4toState

    try:
        return _rebuilt(Qu4toState, obs)
    except (KeyError, IndexError, TypeError, StopIteration) as exc:
        raise NotationError(f"This is not a QU4TO observation ({exc!r}).") from None


def _rebuilt(cls: type[Qu4toState], obs: JSON) -> Qu4toState:
    seat, players = obs["player"], obs["players"]
    state = object.__new__(cls)
    state.rng = random.Random(0)
    state.players, state.qu4to_point = players, obs["qu4to_point"]
    state.first_leader = obs["round_leader"]
    state.script = None
    record = obs.get("record")  # (the public record: the move list's and the summary's points)
    state.log = list(record) if isinstance(record, list) and all(map(_public_line, record)) else None
    state.scores = list(obs["scores"])
    state.history = [list(points) for points in obs.get("history", [])]
    state.last_finish = list(obs.get("last_finish", []))
    state.round_no, state.turns, state.winner = obs["round"], 0, obs["winner"]
    state.phase = obs["phase"]
    state.turn = -1 if obs["turn"] is None else obs["turn"]
    state.round_leader, state.leader = obs["round_leader"], obs["leader"]
    state.table = tuple(CODE_OF_TEXT[text] for text in obs["table"])
    state.table_strength = SET_STRENGTH[tuple(sorted(VALUE[c] for c in state.table))] if state.table else -1
    state.discard = [KIND_OF_CHAR[ch] for ch in obs["discard"]]
    state.plain_discards = sum(1 for k in state.discard if k != QU4TO)
    state.out = [KIND_OF_CHAR[ch] for ch in obs["out"]]
    state.ups = [None if up is None else UP_NAMES.index(up) for up in obs["orientations"]]
    state.finished, state.round_points = list(obs["finished"]), list(obs["round_points"])
    hands = obs["hands"]
    state.sizes = [hand["count"] for hand in hands]
    state.hands = [[0] * NUM_CODES for _ in range(players)]
    state.hands[seat] = count_codes(CODE_OF_TEXT[text] for text in hands[seat]["cards"])
    drawing = obs["drawing"]
    state.pending = None if drawing is None or drawing["card"] is None else KIND_OF_CHAR[drawing["card"]]
    # the cards this seat cannot locate, in a fixed order: the other hands, a card another seat is drawing, the deck
    left = list(COPIES)
    for kind in (
        [c >> 1 for c in state.hand_codes(seat)] + [c >> 1 for c in state.table] + state.discard + state.out
    ):
        left[kind] -= 1
    if state.pending is not None:
        left[state.pending] -= 1
    pool = [k for k in range(len(left)) for _ in range(left[k])]
    for other, hand in enumerate(hands):
        if other == seat:
            continue
        green, blue = hand["backs"]["green"], hand["backs"]["blue"]
        taken, pool = pool[: green + blue], pool[green + blue :]
        state.hands[other] = count_codes([k * 2 for k in taken[:green]] + [k * 2 + 1 for k in taken[green:]])
    if drawing is not None and drawing["card"] is None:
        state.pending = pool.pop()
    if len(pool) != obs["deck"] or min(left) < 0:
        raise NotationError("The cards seen do not add up to a QU4TO deck.")
    state.deck = pool
    return state
