"""A record file of any of the three families, opened from the Study screen: which game it is (its ``[Game …]``
header), whether it reads (one sentence naming the wrong line if not), and the screen that shows it."""

from __future__ import annotations

import os
import re
from dataclasses import dataclass

from game.i18n import _
from game.play.quarto.records import RecordError, read_record, read_text
from game.rules.errors import NotationError, for_player

_GAME = re.compile(r'^\s*\[Game\s+"([^"]*)"\]\s*$')
REVIEW_SCENES = {"quarto": "replay", "set": "set-review", "qu4to": "qu4to-review"}


@dataclass(frozen=True)
class OpenedRecord:
    """A record that reads: its family, its text, the seats' names to show, and the scene that shows it."""

    kind: str
    text: str
    players: list[str]

    @property
    def scene(self) -> str:
        return REVIEW_SCENES[self.kind]


def kind_of(text: str) -> str:
    """ "set", "qu4to" or "quarto" from the record's ``[Game "…"]`` header (Quarto's reader names what is
    missing when there is none)."""
    for line in text.splitlines():
        match = _GAME.match(line)
        if match:
            name = match[1].strip().upper()
            return "set" if name == "SET" else "qu4to" if name == "QU4TO" else "quarto"
        if line.strip() and not line.lstrip().startswith(("[", "#")):
            break  # the headers are over
    return "quarto"


def check(text: str) -> OpenedRecord:
    """Read a record of any family; ValueError with one sentence (naming the line) when it does not read."""
    kind = kind_of(text)
    try:
        if kind == "set":
            from game.rules.setgame import SetState

            players = SetState.replay(text).num_players
        elif kind == "qu4to":
            from game.rules.qu4to import Qu4toState

            players = Qu4toState.replay(text).players
        else:
            read_record(text)
            players = 2
    except (RecordError, NotationError) as exc:  # in the player's words, said now (shown at once)
        message = " ".join(for_player(exc).split())
        raise ValueError(message[:1].upper() + message[1:]) from None
    return OpenedRecord(kind, text, [_("Seat {n}").format(n=i + 1) for i in range(players)])


def open_file(path: str | os.PathLike[str]) -> OpenedRecord:
    return check(read_text(path))
