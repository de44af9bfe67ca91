"""Reading a Quarto text record (docs/notation.md) for import, replay and review: every error names its line.

The rules engine's ``QuartoState.replay`` checks the same things but reports "move 7" or a header; a player
fixing a file by hand needs the line. ``read_record`` keeps the start state and each move with its line, so
the coach and a replay screen can walk the game move by move.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace

from game.i18n import N_, Sentence
from game.rules.errors import IllegalMove, NotationError, Told
from game.rules.quarto.moves import Move
from game.rules.quarto.record import HEADERS, LINE, NO_DEAL, Setup, check_replay, setup_from_record
from game.rules.quarto.state import QuartoState
from game.storage import why_not

_HEADER = re.compile(r'^\[(\w+)\s+"([^"]*)"\]$')
_TURN = re.compile(r"[0-9]+\.")


class RecordError(Told):
    """A record that cannot be read or played, as one sentence starting "Line N:" (N counts from 1); the
    message a Sentence (translated where the Study shows it) or plain English."""

    def __init__(self, line: int, message: str) -> None:
        self.line = line
        self.problem = message if isinstance(message, Sentence) else Sentence(message)
        super().__init__(LINE, line=line, problem=self.problem)

    def __reduce__(self) -> tuple[type[RecordError], tuple[int, str]]:  # type: ignore[override]
        return type(self), (self.line, self.problem)


@dataclass(frozen=True)
class RecordedGame:
    """A record read back: the state before the first move, the moves with their line numbers, the end."""

    start: QuartoState
    moves: tuple[tuple[int, Move], ...]
    final: QuartoState
    text: str

    def states(self) -> list[QuartoState]:
        """The state before every move and after the last (a replay screen steps through these)."""
        state = self.start.copy()
        out = [state.copy()]
        for _, move in self.moves:
            state.play(move)
            out.append(state.copy())
        return out


def _scan(lines: list[str]) -> tuple[dict[str, int], list[int]]:
    """Header name -> its line, and the line of every move token (the same reading as setup_from_record)."""
    headers: dict[str, int] = {}
    move_lines: list[int] = []
    for number, raw in enumerate(lines, 1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        m = _HEADER.match(line)
        if m:
            headers.setdefault(m.group(1), number)
            continue
        move_lines.extend(number for tok in line.split() if not _TURN.fullmatch(tok))
    return headers, move_lines


def _header_line(message: str, headers: dict[str, int], fallback: int) -> int:
    low = message.lower()
    for name in HEADERS:
        if name in headers and (name.lower() in low or _alias(name) in low):
            return headers[name]
    return fallback


def _alias(name: str) -> str:
    """How the rules engine's messages spell a header's option ('DrawPile' -> 'draw_pile')."""
    return re.sub(r"(?<!^)([A-Z])", r"_\1", name).lower()


def start_state(setup: Setup) -> QuartoState:
    """The state a record or save starts from, before any of its moves."""
    if setup.start is not None:
        if setup.deal is not None:
            raise NotationError(NO_DEAL)
        return QuartoState.from_position(setup.start, setup.variant, setup.first_giver)
    return QuartoState(setup.variant, None, setup.first_giver, deal=setup.deal)


def read_record(text: object) -> RecordedGame:
    """Read and play a record; RecordError naming the line of the first thing that is wrong."""
    if not isinstance(text, str):
        raise RecordError(1, Sentence(N_("a game record must be text.")))
    lines = text.splitlines()
    headers, move_lines = _scan(lines)
    last = max(1, len(lines))
    try:
        setup = setup_from_record(text)
    except NotationError as exc:
        said = exc.sentence
        line, problem = said.params.get("line"), said.params.get("problem")
        if said.msgid == LINE and isinstance(line, int) and isinstance(problem, str):
            raise RecordError(line, problem) from None
        raise RecordError(_header_line(str(exc), headers, 1), said) from None
    try:
        state = start_state(setup)
    except (NotationError, IllegalMove) as exc:
        raise RecordError(headers.get("Start", headers.get("Deal", 1)), exc.sentence) from None
    start = state.copy()
    for number, move in zip(move_lines, setup.moves, strict=True):
        try:
            state.play(move)
        except IllegalMove as exc:
            raise RecordError(
                number,
                Sentence(N_("{move} cannot be played: {problem}"), move=str(move), problem=exc.sentence),
            ) from None
    try:
        check_replay(replace(setup, saved=None), state)
    except NotationError as exc:
        where = headers.get("Final" if "Final" in str(exc) else "Result", last)
        raise RecordError(where, exc.sentence) from None
    return RecordedGame(start, tuple(zip(move_lines, setup.moves, strict=True)), state, text)


MAX_RECORD_BYTES = 1_000_000  # a real record is under 2 kB; a bigger file is not one


def read_text(path: str | os.PathLike[str]) -> str:
    """A record file's text (of any game); ValueError with one sentence for the player (RecordError names the
    line where the file stops being text)."""
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_RECORD_BYTES + 1)
    except OSError as exc:
        raise Told(
            N_("The file {path} cannot be opened ({reason})."), path=repr(str(path)), reason=why_not(exc)
        ) from None
    if len(raw) > MAX_RECORD_BYTES:
        raise Told(N_("That file is far too big to be a game record."))
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise RecordError(
            line, Sentence(N_("this is not text (a game record is plain UTF-8 text)."))
        ) from None


def import_record(path: str | os.PathLike[str]) -> RecordedGame:
    """Open a record file; ValueError with one sentence for the player (RecordError names the line)."""
    return read_record(read_text(path))


def export_record(state: QuartoState, path: str | os.PathLike[str]) -> str:
    """Write the game's text record to ``path`` (a file the player chose); returns the text written."""
    text = state.record()
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(text if text.endswith("\n") else text + "\n")
    return text
