"""What QU4TO points were for, in words: the round summary's line under each seat and the move list's marks on a
scoring play. The causes come from the rules (``game.rules.qu4to.scoring``, read back from the record), so the
words never disagree with the score."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.i18n import N_, Sentence, _, ngettext
from game.play.said import Said
from game.rules.qu4to.cards import set_name
from game.rules.qu4to.scoring import OUT, QU4TO_POINT, Scored, points_of_last_move, scored_lines

if TYPE_CHECKING:
    from game.net.protocol import Played
    from game.rules.qu4to.state import Qu4toState

#: Emptying the hand, by place (the points follow from the seats still holding cards: docs/rules.md).
EMPTIED = (
    N_("emptied the hand first: +{n}"),
    N_("emptied the hand second: +{n}"),
    N_("emptied the hand third: +{n}"),
    N_("emptied the hand fourth: +{n}"),
)
#: The move list's line when a seat empties its hand, by place.
EMPTIES = (
    N_("{who} empties the hand first · +{n}"),
    N_("{who} empties the hand second · +{n}"),
    N_("{who} empties the hand third · +{n}"),
    N_("{who} empties the hand fourth · +{n}"),
)


def _emptied_words(scored: Scored) -> str:
    return _(EMPTIED[min(scored.place, len(EMPTIED)) - 1]).format(n=scored.points)


def seat_note(scored: list[Scored], held_cards: bool) -> str:
    """The summary's line under a seat: its QU4TO points with the sets that earned them, then emptying the hand by
    place (or that it still held cards), or that it scored nothing."""
    parts = []
    fours = [s for s in scored if s.cause != OUT]
    if fours:
        points = sum(s.points for s in fours)
        # TRANSLATORS: the round summary: sets with a 4 in them beat the Leading Set; {sets} are those sets,
        # e.g. "4-4, 3-4-5", and {n} the QU4TO points they scored
        text = ngettext("QU4TO point for {sets}: +{n}", "QU4TO points for {sets}: +{n}", points)
        parts.append(text.format(sets=", ".join(set_name(s.codes) for s in fours), n=points))
    parts += [_emptied_words(s) for s in scored if s.cause == OUT]
    if held_cards:
        # TRANSLATORS: the round summary: this player still had cards when the round ended
        parts.append(_("still held cards at the end"))
    return " · ".join(parts) if parts else _("no points this round")


def log_lines(who: str, move_line: Said, scored: list[Scored]) -> list[Said]:
    """The move list's lines for a play that scored: the play marked "+1 QU4TO", then a line for emptying the
    hand; just the play's line when it scored nothing."""
    first: Said = move_line
    qu4to = sum(s.points for s in scored if s.cause != OUT)
    if qu4to:
        move = Sentence(move_line.msgid, **move_line.values)
        # TRANSLATORS: a line of the move list: {move} is the play ("Ann beats with 4-4"), marked with the QU4TO
        # points it scored
        first = Said(N_("{move} · +{n} QU4TO"), move=move, n=qu4to)
    lines = [first]
    for s in scored:
        if s.cause == OUT:
            lines.append(Said(EMPTIES[min(s.place, len(EMPTIES)) - 1], who=who, n=s.points))
    return lines


def unshown_lines(who: str, played: Played, table_before: tuple[int, ...], state: Qu4toState) -> list[Said]:
    """A joiner's move list lines for a move its table could not play before the host's table after it came:
    the move as the other seats saw it, and its points from the public record (none if it has no record)."""
    from game.play.qu4to.session import describe
    from game.rules.qu4to import Rotate, parse_move

    move = Rotate(0) if played.text == "rotate" else parse_move(played.text)  # (a rotate's card is not said)
    log = state.log or []
    mine = f"{played.seat} {played.text}"
    at = next((i + 1 for i in range(len(log) - 1, -1, -1) if log[i] == mine), len(log))
    return log_lines(who, describe(who, move, table_before), points_of_last_move(state, at) if log else [])


def record_lines(record: list[str], players: int, name: Callable[[int], str]) -> list[Said]:
    """The move list the host's table wrote, rebuilt from the match's public record (``observed.public_record``):
    a heading at each round's deal, a line for every move with the points it scored. A friend who (re)joins in a
    later round sees the earlier rounds as the host does. A play leads when the table was empty: the round's first
    play, the Leader's own again, or one after the turn went round past the Leader (every other seat passed)."""
    from game.play.qu4to.session import describe
    from game.rules.qu4to import Rotate, parse_move

    lines: list[Said] = []
    leader: int | None = None  # who played the set on the table (None: the table is empty)
    farthest = 0  # how far clockwise from the Leader the seats that passed since its play sit
    outs = 0
    for i, line in enumerate(record):
        who, _, rest = line.partition(" ")
        word = rest.partition(" ")[0]
        if line.startswith("round ") and " leader " in line:
            lines.append(Said(N_("— Round {n} —"), n=int(rest.split()[0])))
            leader, farthest, outs = None, 0, 0
            continue
        if not who.isdigit() or word in (OUT, QU4TO_POINT):
            continue
        seat = int(who)
        if seat >= players:
            raise ValueError(f"the record names seat {seat} of {players}")
        move = Rotate(0) if word == "rotate" else parse_move(rest)
        if word == "play":
            gap = (seat - leader) % players if leader is not None else 0
            table_before: tuple[int, ...] = (
                (1,) if gap > farthest else ()
            )  # (describe asks only if it is empty)
            leader, farthest = seat, 0
        else:
            table_before = ()
            if leader is not None and word != "orient":
                farthest = max(farthest, (seat - leader) % players)
        end = next((j for j in range(i + 1, len(record)) if not _point_line(record[j])), len(record))
        scored = scored_lines(record[i:end], outs)
        outs += sum(1 for s in scored if s.cause == OUT)
        lines.extend(log_lines(name(seat), describe(name(seat), move, table_before), scored))
    return lines


def _point_line(line: str) -> bool:
    who, _, rest = line.partition(" ")
    return who.isdigit() and rest.partition(" ")[0] in (OUT, QU4TO_POINT)
