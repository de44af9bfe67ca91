"""The exceptions every rules engine raises for a move a player may not make or text it cannot read, with words
that stay English for the CLI and the tests and are translated where a player reads them (#30)."""

from __future__ import annotations

import json

from game.i18n import N_, Sentence
from game.jsondoc import JSON

#: Where a record goes wrong, then what ("line 3: ..."); ``where`` is a Sentence such as ``LINE``.
AT = N_("{where}: {problem}")
#: A line of a text record, as the record readers name it.
LINE = N_("line {n}")


class Told(ValueError):
    """An error whose message a player may read: built from a marked msgid and named parameters
    (``IllegalMove(N_("There is no square {cell} on this board."), cell=9)``), so ``str()`` stays the English
    sentence the CLI, the logs and the tests read, and ``for_player()`` says it in the language in use. Another
    error's Sentence (``IllegalMove(exc.sentence)``) passes its words on."""

    def __init__(self, message: str, /, **params: object) -> None:
        self.sentence = (
            message if isinstance(message, Sentence) and not params else Sentence(message, **params)
        )
        super().__init__(str(self.sentence))

    def __reduce__(self) -> tuple[type[Told], tuple[Sentence]]:
        return type(self), (self.sentence,)  # a copy or a pickle (the worker process) keeps the words

    def for_player(self) -> str:
        """The message in the language in use (translated at the moment it is shown, never before)."""
        return self.sentence.translated()


class IllegalMove(Told):
    """An action the rules forbid; the message is a sentence a player can read."""


class NotationError(Told):
    """Text that is not a well-formed position or game record; the message says what is wrong."""


def told(exc: BaseException) -> Sentence:
    """``exc``'s words as a Sentence, to go inside another message (a ValueError of no Sentence: its English)."""
    return exc.sentence if isinstance(exc, Told) else Sentence(str(exc))


def for_player(exc: BaseException) -> str:
    """What to show a player for ``exc``: a Told error in the language in use, any other its own words."""
    return exc.for_player() if isinstance(exc, Told) else str(exc)


def json_object(data: object, what: str) -> JSON:
    """``data`` as a JSON object: a dict as it is, text parsed; NotationError naming ``what`` otherwise (one
    reader for every saved game, match and variant, so they all refuse bad input the same way)."""
    if isinstance(data, str | bytes):
        try:
            data = json.loads(data)
        except ValueError as exc:
            raise NotationError(f"This is not {what}: {exc}.") from None
    if not isinstance(data, dict):
        raise NotationError(f"{what[0].upper()}{what[1:]} is a JSON object.")
    return data
