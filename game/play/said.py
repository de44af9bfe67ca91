"""A sentence a table keeps to show later (a line of the move list): it compares as the text it was said in, and
``now()`` says it again in the language of the moment, so a list written before a language switch reads in the new
language when it is drawn (issue #30). Headless."""

from __future__ import annotations

from game.i18n import _


class Said(str):
    """``Said(N_("{who} leads {set}"), who=..., set=...)``: the msgid (marked where it is written) and its values."""

    msgid: str
    values: dict[str, object]

    def __new__(cls, msgid: str, **values: object) -> Said:
        said = super().__new__(cls, _(msgid).format(**values))
        said.msgid, said.values = msgid, values
        return said

    def now(self) -> str:
        """The sentence in the language in use now."""
        return _(self.msgid).format(**self.values)


def now(line: str) -> str:
    """A kept line in the language of the moment (a plain string stays as it is)."""
    return line.now() if isinstance(line, Said) else line
