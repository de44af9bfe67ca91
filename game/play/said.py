"""A sentence a table or the Study keeps to show later (a line of the move list, a review's problem): it compares
as the text it was said in, and ``now()`` says it again in the language of the moment, so a list written before a
language switch reads in the new language when it is drawn (issue #30). A value that is a ``Sentence`` (an
error's words) is said again too. Headless; used by the QU4TO table and the Study alike."""

from __future__ import annotations

from game.i18n import Sentence, _


class Said(str):
    """``Said(N_("{who} leads {set}"), who=..., set=...)``: the msgid (marked where it is written) and its values."""

    msgid: str
    values: dict[str, object]

    def __new__(cls, msgid: str, **values: object) -> Said:
        said = super().__new__(cls, _(msgid).format(**_said(values)))
        said.msgid, said.values = msgid, values
        return said

    def now(self) -> str:
        """The sentence in the language in use now."""
        return _(self.msgid).format(**_said(self.values))


def _said(values: dict[str, object]) -> dict[str, object]:
    return {k: v.translated() if isinstance(v, Sentence) else v for k, v in values.items()}


def now(line: str) -> str:
    """A kept line in the language of the moment (a Sentence translated, a plain string as it is)."""
    if isinstance(line, Said):
        return line.now()
    return line.translated() if isinstance(line, Sentence) else line
