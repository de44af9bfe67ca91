"""Every player-facing text goes through this module (issue #30): ``_`` translates a sentence now, ``ngettext``
picks the plural the language's rules ask for, and ``N_`` only marks a constant for extraction, so that it is
translated where it is drawn (``_(CONSTANT)``), never at import.

Sentences take *named* placeholders filled after translation -- ``_("{name} wins the match").format(name=who)``
-- so that a translator may move them; a sentence is never assembled from translated pieces.

Headless: no pygame here, so the rules and the AI may use it too.
"""

from __future__ import annotations

import gettext
import locale
import os
import time
from collections.abc import Mapping
from pathlib import Path

DOMAIN = "quadrille"
LOCALE_DIR = Path(__file__).with_name("locale")
#: The languages Quadrille speaks, English (the source) first, with each one's own name for itself.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt_BR": "Português (Brasil)",
    "es": "Español",
    "fr": "Français",
    "de": "Deutsch",
    "it": "Italiano",
    "nl": "Nederlands",
}

#: What a system's language is called, by its first letters, where it is not simply the code (pt_PT, pt_AO …
#: and Windows's "Portuguese_Brazil" read as Brazilian Portuguese, the one Portuguese Quadrille speaks).
_SYSTEM_NAMES = {
    "pt": "pt_BR",
    "portuguese": "pt_BR",
    "spanish": "es",
    "french": "fr",
    "german": "de",
    "italian": "it",
    "dutch": "nl",
}

_current = "en"
_catalog: gettext.NullTranslations = gettext.NullTranslations()


def set_language(code: str) -> None:
    """Speak ``code`` (one of ``LANGUAGES``) from now on; ``ValueError`` names the five for any other code."""
    global _current, _catalog
    if code not in LANGUAGES:
        raise ValueError(f"Unknown language {code!r}; choose one of {', '.join(LANGUAGES)}.")
    _catalog = gettext.translation(DOMAIN, LOCALE_DIR, languages=[code], fallback=True)
    _current = code


def match(name: str) -> str:
    """The language of ours a system locale name asks for (``de_AT.UTF-8`` → ``de``, ``pt_PT`` → ``pt_BR``,
    ``C`` or one we do not speak → ``en``)."""
    base = name.split(".")[0].split("@")[0].replace("-", "_")
    if base in LANGUAGES:
        return base
    first = base.split("_")[0].lower()
    if first in LANGUAGES:
        return first
    return _SYSTEM_NAMES.get(first, "en")


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for, as gettext looks: ``LANGUAGE`` (a list: its first entry), ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, else the locale the platform reports (Windows has no such variables)."""
    env = os.environ if environ is None else environ
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(var, "").split(":")[0]
        if value:
            return match(value)
    try:
        name = locale.getlocale()[0]
    except ValueError:  # a locale name Python cannot parse
        name = None
    return match(name or "C")


def language() -> str:
    """The code of the language in use."""
    return _current


def translated() -> bool:
    """A catalog was found for the language in use (English needs none): False means its .mo is missing."""
    return _current == "en" or isinstance(_catalog, gettext.GNUTranslations)


def _(message: str) -> str:
    """``message`` in the current language (itself when there is no translation); a Sentence is translated
    with its parameters."""
    if isinstance(message, Sentence):
        return message.translated()
    return _catalog.gettext(message)


def N_(message: str) -> str:
    """Marks ``message`` for the catalogs without translating it (for constants; translate with ``_`` on use)."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form for ``n`` in the current language, e.g. ``ngettext("{n} card", "{n} cards", n).format(n=n)``."""
    return _catalog.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` as meant in ``context``, where one English word means two things (a Quarto piece's "solid"
    top, a SET card's "solid" filling); the catalogs key it by ``msgctxt``."""
    return _catalog.pgettext(context, message)


def and_list(items: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c`` -- joined by the language's own patterns."""
    if not items:
        return ""
    text = items[0]
    for k, item in enumerate(items[1:], start=2):
        if k == len(items):
            text = _("{list} and {item}").format(list=text, item=item)
        else:
            text = _("{list}, {item}").format(list=text, item=item)
    return text


def decimal(value: float, digits: int = 1) -> str:
    """``value`` with ``digits`` decimals as the language writes it ("6.7", "6,7"): the separator is a catalog
    entry, so the game needs no locale data at run time; rounded as Python's formatting rounds."""
    # TRANSLATORS: the decimal separator of your language ("," for 6,7)
    return f"{value:.{digits}f}".replace(".", pgettext("decimal separator", "."))


def percent(fraction: float, digits: int = 0) -> str:
    """``fraction`` (0.75) as the language writes a percentage: "75%" in English and Portuguese, "75 %" with a
    narrow no-break space in French and German, a decimal comma where the language has one."""
    # TRANSLATORS: a percentage, {n} is the number; French and German put a narrow no-break space (U+202F) before %
    return pgettext("percent", "{n}%").format(n=decimal(100 * fraction, digits))


def in_seconds(value: float, digits: int = 1) -> str:
    """A time in seconds as a player reads it ("8.4 s", "8,4 s")."""
    # TRANSLATORS: a time in seconds, {n} is the number ("8.4 s"); the space before s may be a no-break space
    return pgettext("seconds", "{n} s").format(n=decimal(value, digits))


#: Month abbreviations, for a date written out (translated where the date is said).
MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)


def date(when: time.struct_time) -> str:
    """A day as the language writes it ("26 Nov 2026", "26. Nov. 2026"), from catalog entries, not locale data."""
    month = _(MONTHS[when.tm_mon - 1])
    return _("{day} {month} {year}").format(day=when.tm_mday, month=month, year=when.tm_year)


def clock_time(when: time.struct_time) -> str:
    """A time of day as the language writes it ("18:05"; French may write "18 h 05")."""
    # TRANSLATORS: a time of day, {hour} 0-23 and {minute} 00-59 ("18:05")
    return pgettext("time of day", "{hour}:{minute}").format(hour=when.tm_hour, minute=f"{when.tm_min:02d}")


class Sentence(str):
    """A marked msgid with named parameters, kept untranslated until a player reads it. It *is* the English
    sentence (a ``str``: what the CLI, the logs and the tests read), and ``_()`` of it -- or ``translated()`` --
    is the same sentence in the language in use, so it may travel wherever text goes (an error, a notice, a
    toast) and be translated where it is shown. A parameter may itself be a Sentence (a piece's name) and is
    translated with it. Without parameters the msgid is not formatted (it may hold braces)."""

    msgid: str
    context: str | None
    params: dict[str, object]

    def __new__(cls, msgid: str, /, **params: object) -> Sentence:
        english = msgid.format(**{k: str(v) for k, v in params.items()}) if params else msgid
        said = super().__new__(cls, english)
        said.msgid, said.context, said.params = str(msgid), None, params
        return said

    @classmethod
    def word(cls, context: str, msgid: str, **params: object) -> Sentence:
        """A word as meant in ``context`` (``pgettext``'s msgctxt), e.g. ``Sentence.word("Quarto piece", "tall")``."""
        said = cls(msgid, **params)
        said.context = context
        return said

    @classmethod
    def together(cls, sentences: list[Sentence]) -> Sentence:
        """Whole sentences one after the other, each translated on its own (the glue has no words)."""
        return cls(
            " ".join(f"{{s{i}}}" for i in range(len(sentences))),
            **{f"s{i}": s for i, s in enumerate(sentences)},
        )

    def translated(self) -> str:
        """The sentence in the language in use, its Sentence parameters translated too."""
        text = _catalog.pgettext(self.context, self.msgid) if self.context else _catalog.gettext(self.msgid)
        if not self.params:
            return text
        return text.format(
            **{k: v.translated() if isinstance(v, Sentence) else v for k, v in self.params.items()}
        )
